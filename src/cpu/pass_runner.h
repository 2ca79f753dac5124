// Running one FftPass of a plan on host memory: per-pass tables prepared
// once (twiddles, W tables, split matrices), then per line: gather into a
// contiguous buffer of the compute type, Stockham ping-pong through the
// stages, scale, scatter. Lines are spread over threads; a pass with few long
// lines shares each stage's butterflies between threads instead, and NATIVE
// passes of short lines run them in interleaved batches (set_line_batching).
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <memory>
#include <vector>

#include "core/executor.h"
#include "core/types.h"
#include "cpu/dft_matrix.h"
#include "cpu/stage_kernels.h"
#include "cpu/twiddles.h"
#include "plan/plan.h"

namespace tcfft::cpu {

/// Twiddle tables shared by the passes of one executor, keyed by length.
struct TwiddleCache {
  std::map<int64_t, std::shared_ptr<const TwiddleTable<float>>> f32;
  std::map<int64_t, std::shared_ptr<const TwiddleTable<double>>> f64;
};

/// Whether a stage of radix R runs as a native float stage under P input parts (P = 0: NATIVE):
/// always in NATIVE, and a radix-2 stage in every mode (docs/numerics.md §4.6); otherwise the
/// emulated tensor-core stage.
inline bool runs_native(int P, int R) { return P == 0 || R == 2; }

struct PreparedPass {
  FftPass pass;
  Storage storage = Storage::F32;
  bool compute_f64 = false;          // F64 storage: double; otherwise float
  int P = 0;                         // TC input parts (0 for NATIVE)
  bool float0 = false;               // stage 0 is the §4.7 float radix-16 network (float_first_stage)
  bool float_last = false;           // the last stage is twiddles + that network (float_last_stage, §4.12)
  int line_first = -1;               // first stage under the line's scale (§4.8 / §4.9,
                                     // line_scale_first_stage), -1: per-vector scales
  int line_groups = 1;               // scales per line (§4.11: 2, one per sub-row; line_scale_groups)
  int line_last = -1;                // last stage under the line's scale (the stage before the
                                     // radix-2 stage of a §4.11 pass, else the last one)
  std::vector<StageShape> stages;
  std::shared_ptr<const TwiddleTable<float>> twf;
  std::shared_ptr<const TwiddleTable<double>> twd;
  std::shared_ptr<const TwiddleTable<float>> ptwf;  // post-twiddle table T_{twiddle_n} (or null)
  std::shared_ptr<const TwiddleTable<double>> ptwd;
  int64_t tw_div = 1;                // post-twiddle column c = (line / tw_div) % tw_cnt
  int64_t tw_cnt = 1;
  std::vector<std::array<DirectW<float>, 2>> wf;   // [stage][0 forward, 1 inverse]; stages run natively
  std::vector<std::array<DirectW<double>, 2>> wd;
  std::vector<std::array<SplitMatrix, 2>> mat;     // TC modes only; the tensor-core stages (others empty)
};

/// Check the pass and build its tables. NOT_SUPPORTED / INVALID_VALUE with a
/// message for passes this backend cannot run.
Status prepare_pass(const FftPass& p, Storage storage, TwiddleCache* cache, PreparedPass* out);

/// Run the pass: reads the buffer pass.src (a.in, a.out or a.work), writes
/// pass.dst; post-twiddle when pass.twiddle_n > 0; applies a.scale when
/// pass.applies_scale. a.work must be set when a pass uses the workspace. nthreads >= 1 is the most
/// threads it may use.
Status run_pass(const PreparedPass& pp, const ExecArgs& a, int nthreads);

/// NATIVE passes of lines up to 256 points run their lines in interleaved batches (all stages of
/// up to 64 lines at once, vectorized across the lines; StageShape::log2L), with the same bits as
/// one line at a time. On by default; off only to compare the two (tests). Not thread-safe against
/// running passes.
void set_line_batching(bool on);
bool line_batching();

/// Work (element-stages) below which one more thread is not worth starting.
constexpr int64_t kMinWorkPerThread = int64_t{1} << 16;

}  // namespace tcfft::cpu
