// The auto-tuning planner (Dotsenko et al., PPoPP'11 recipe): generate the
// variants of each pass from the one variant table (variants.h), prune them
// with simple heuristics, then pick per pass by the analytic cost model
// (ESTIMATE), by timing the survivors on the backend (MEASURE, with η-pruning
// and a time budget), or from stored wisdom (wisdom.h). Passes of a plan are
// independent (each is one read and one write of the data), so a plan's
// schedule is the best variant of each pass.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "core/status.h"
#include "plan/plan.h"

namespace tcfft {

/// One variant of one pass.
struct PassVariant {
  std::vector<int> radices;
  Compute compute = Compute::Native;
  int tile_log = 0;          // FftPass::tile_log; 0: generic_tile_rule's (plan.h)
  bool pruned = false;       // dropped by a heuristic; kept for explain
  std::string prune_reason;  // why
  bool operator==(const PassVariant& o) const {
    return radices == o.radices && compute == o.compute && tile_log == o.tile_log;
  }
};

/// Computes the planner may choose for a pass of `p`: the resolved compute
/// first; with compute_free (user asked COMPUTE_DEFAULT) and tc-split on CUDA
/// also native (FP32, at least as accurate). Never tc-fp16, never a change of
/// split terms.
std::vector<Compute> allowed_computes(const Problem& p, bool compute_free);

/// Radix sequences for a pass of length n (bounded rule, variants.h row
/// radix_sequence). The first is choose_radices(n, 0). Pruned ones are
/// included with pruned = true. Every sequence multiplies to n.
std::vector<PassVariant> radix_candidates(int64_t n);

/// All candidates of one pass of `plan`: radix_candidates x allowed_computes, each with the
/// rule's block tile; where the tile is tunable (generic_tile_tunable) also the library's radix
/// sequence in NATIVE with each other block tile of kMinGenericTileLog ... kMaxGenericTileLog that
/// holds a whole line (the cost model does not rank tiles: they tie, and only MEASURE tells).
std::vector<PassVariant> pass_candidates(const Plan& plan, size_t pass, bool compute_free);

/// Cost-model constants for one backend (documented in cost_model.cpp).
struct CostModel {
  double mem_bw = 0;          // bytes/s of global (device / DRAM) memory, achieved
  double fp32_rate = 0;       // flop/s of the CUDA cores / CPU
  double mma_rate = 0;        // flop/s of fp16 tensor-core MMA (CPU: emulated)
  double stage_bw = 0;        // bytes/s of the per-stage on-chip round trip (shared memory / L1)
  double launch_s = 0;        // fixed cost per pass (launch, tail)
  int sms = 0;                // parallel units for occupancy
  double tile_elems = 0;      // complex elements per block tile (min)
  double overlap = 0;         // fraction of min(mem, compute) not hidden under the other
};
CostModel cost_model_for(Backend b);

/// ESTIMATE: modeled time in ms of pass `f` of a plan for problem `p` run as
/// variant `v`. Always > 0. Pure arithmetic (no device access).
double estimate_pass_ms(const Problem& p, const FftPass& f, const PassVariant& v);
double estimate_pass_ms(const CostModel& m, const Problem& p, const FftPass& f, const PassVariant& v);

/// Whether estimate a is strictly better than b (ties: relative 1e-9, then
/// the more balanced radix sequence, then the earlier candidate — the caller
/// passes candidates in generation order and keeps the first on a tie).
bool estimate_better(double a_ms, const PassVariant& a, double b_ms, const PassVariant& b);

/// MEASURE settings.
struct MeasureConfig {
  int reps = 5;            // timed samples per surviving candidate (median)
  int warmup = 1;          // untimed runs first
  double eta = 0.20;       // η: drop a candidate whose first sample is > (1+η) x best median so far
  double budget_s = 2.0;   // wall-clock budget per problem (ESTIMATE's choices are always timed)
  double min_gain = 0.01;  // replace ESTIMATE's choice only when >= 1% faster (noise guard)
};
MeasureConfig default_measure_config(Backend b);

/// Build the plan for `p` with the planner in opt.planner (forced radix
/// overrides tuning). Fills plan->tuning. MEASURE stores its result in the
/// in-memory wisdom; MEASURE and WISDOM_ONLY use stored wisdom when it has
/// an entry for exactly this problem. Falls back to ESTIMATE (with a note and
/// a warning on stderr) when wisdom has no entry (WISDOM_ONLY) or timing
/// fails (MEASURE).
Status tune_plan(const Problem& p, const PlanOptions& opt, Plan* plan);
Status tune_plan(const Problem& p, const PlanOptions& opt, const MeasureConfig& mc, Plan* plan);

/// Set the radices / compute / block tile of every pass of `base` from
/// `schedule` after checking it: same pass count, every radix in {2,4,8,16},
/// product == the pass length (empty only for n == 1), compute allowed for the
/// problem, tile_log 0 or, where the pass's tile is tunable, a tile of
/// kMinGenericTileLog ... kMaxGenericTileLog points that holds a line.
/// Returns INVALID_VALUE with the reason otherwise; *out untouched then.
Status apply_schedule(const Plan& base, const std::vector<PassVariant>& schedule, bool compute_free, Plan* out);

/// Timing backend for MEASURE: owns scratch buffers sized for one problem.
class PlanTimer {
 public:
  virtual ~PlanTimer() = default;
  /// Time `plan` (its problem must be the timer's): `warmup` untimed runs,
  /// then up to `reps` timed samples; stops after the first sample when it
  /// exceeds cutoff_ms > 0 (η-pruning). *ms = median of the samples taken,
  /// *taken = their number. Short runs are repeated inside one sample.
  virtual Status time(const Plan& plan, int warmup, int reps, double cutoff_ms, double* ms, int* taken) = 0;
};
/// CPU: host scratch buffers, std::chrono.
Status make_cpu_plan_timer(const Problem& p, std::unique_ptr<PlanTimer>* out);
/// CUDA: device scratch buffers, CUDA events on a private stream (src/cuda/measure.cu;
/// NO_DEVICE in CPU-only builds).
Status make_cuda_plan_timer(const Problem& p, std::unique_ptr<PlanTimer>* out);
/// Convenience: median ms of `reps` runs of `plan` on its backend.
Status measure_plan_ms(const Plan& plan, int reps, double* ms);

/// The machine wisdom is keyed by: GPU name, SM count, CUDA runtime version;
/// {"cpu", hardware threads, 0} where no CUDA device is usable.
struct DeviceKey {
  std::string name;
  int sms = 0;
  int cuda_runtime = 0;
  bool operator==(const DeviceKey& o) const {
    return name == o.name && sms == o.sms && cuda_runtime == o.cuda_runtime;
  }
};
DeviceKey current_device_key();
/// CUDA part (src/cuda/measure.cu, no_cuda.cpp): false when no usable device.
bool cuda_device_key(DeviceKey* key);

}  // namespace tcfft
