// The plan tree: a Plan (root) holds passes; a pass is a batched 1D FFT along
// one axis over a set of lines; a pass holds its Stockham radix stages. A plan
// is pure data: it can be printed (explain), compared, and run by any backend.
// See docs/numerics.md for what each stage computes.
#pragma once

#include <cstdint>
#include <limits>
#include <string>
#include <vector>

#include "core/problem.h"
#include "core/status.h"

namespace tcfft {

/// One loop dimension over lines: `count` lines, `istride`/`ostride` elements
/// apart in the input / output buffer of the pass.
struct LineDim {
  int64_t count = 1;
  int64_t istride = 0;
  int64_t ostride = 0;
};

/// Which buffer a pass reads or writes: the user's input, the user's output,
/// or the plan's workspace (Plan::work_bytes, dense, storage type).
enum class Buffer : int { Input = 0, Output = 1, Work = 2 };
const char* to_string(Buffer b);

/// Longest line one pass transforms with the whole line on chip (the
/// single-pass kernels' limit); longer rank-1 transforms are four-step plans.
constexpr int64_t kMaxSinglePass = 8192;
/// Longest rank-1 transform planned at all: beyond L^2 (L = longest_pass) a three-pass plan
/// (n = N1 * N2 * N3, docs/design.md "Three passes"). The limit keeps the plan's
/// n-point twiddle tables (8n bytes each, host and device) at most 2 GiB.
constexpr int64_t kMaxMultiPass = int64_t{1} << 28;

/// A single-pass batched 1D FFT of length n along one axis.
struct FftPass {
  int axis = 0;                  // dimension of the problem this pass transforms
  int64_t n = 1;                 // transform length
  std::vector<int> radices;      // Stockham stages, product == n (empty when n == 1)
  int64_t in_stride = 1;         // element stride along a line in the pass input
  int64_t out_stride = 1;        // ... in the pass output
  std::vector<LineDim> lines;    // slowest first; product of counts == number of lines
  Buffer src = Buffer::Input;    // buffer the pass reads
  Buffer dst = Buffer::Output;   // buffer the pass writes (src == dst: in place, line by line)
  // Fused post-twiddle (four-step plans; docs/numerics.md §1): 0 = none. Else, after the
  // last stage and before the scale, output k of a line whose index along
  // lines[twiddle_dim] is c is multiplied by T_{twiddle_n}[(k*c) mod twiddle_n]
  // (conj for the inverse), in the §3 fma form; skipped where the index is 0.
  int64_t twiddle_n = 0;
  int twiddle_dim = 0;
  bool applies_scale = false;    // the last pass applies the normalization
  Compute compute = Compute::Native;
  int split_terms = 2;
  // Block tile of the CUDA backend's generic kernels (the NATIVE ones): log2 of the points one
  // block transforms at a time, i.e. 2^tile_log / n lines side by side. 0: the kernels' own rule
  // (2^11 points, or one line when n is longer). Set by generic_tile_rule or by MEASURE
  // (transforms_per_block, variants.h); the register-tile kernels and the CPU backend ignore it.
  int tile_log = 0;

  int64_t nlines() const;
  /// Estimated global-memory bytes moved: one read and one write of every element.
  double bytes_moved(Storage s) const;
  /// Entries of the line-major post-twiddle table of this pass (the CUDA backend's: n per line
  /// index along lines[twiddle_dim]); 0 without a post-twiddle.
  int64_t post_twiddle_entries() const;
};

/// How a plan's per-pass variants (radix sequence, compute) are chosen; the
/// internal form of tcfftPlanner. See src/plan/tuning.h and docs/design.md.
enum class Planner : int { Estimate = 0, Measure = 1, WisdomOnly = 2 };
const char* to_string(Planner p);

/// One candidate variant of one pass as the tuner saw it (for explain).
struct CandidateInfo {
  int pass = 0;                 // index into Plan::passes
  std::vector<int> radices;     // the radix sequence
  Compute compute = Compute::Native;
  int tile_log = 0;             // FftPass::tile_log of the variant (0: the rule's)
  double est_ms = 0;            // cost-model estimate of the pass
  double measured_ms = std::numeric_limits<double>::quiet_NaN();  // median; NaN: not timed
  bool chosen = false;          // the variant the plan uses
  std::string note;             // why pruned / not measured / chosen ("" when nothing to say)
};

/// What the planner did: filled by tune_plan(), empty for make_plan() alone.
struct TuningInfo {
  std::string planner;          // "" (not tuned), "estimate", "measure", "wisdom", "forced radix"
  bool from_wisdom = false;     // schedule taken from stored wisdom (no measurement)
  std::vector<CandidateInfo> candidates;  // every pass's candidates, pass-major
  std::vector<std::string> notes;         // why the winner won, fallbacks, warnings
  double planning_ms = 0;       // wall time of tune_plan()
  double est_ms = 0;            // cost-model estimate of the chosen schedule
  double measured_ms = std::numeric_limits<double>::quiet_NaN();           // sum of chosen medians
  double estimate_choice_ms = std::numeric_limits<double>::quiet_NaN();    // ... of ESTIMATE's choices
  int measured_count = 0;       // candidates timed on the backend
};

struct Plan {
  Problem problem;
  std::vector<FftPass> passes;  // executed in order
  size_t work_bytes = 0;        // workspace the plan needs (0: none)
  TuningInfo tuning;            // how the passes' variants were chosen
  // The planner made this rank-1 kRegtileLongPass plan four-step only because its batch is below
  // the one-pass minimum (kRegtileLongPassMinBatch); explain() says so.
  bool long_pass_below_min_batch = false;

  /// The tree as text, one node per line, with sizes, strides, stages and bytes.
  std::string explain() const;
  /// Whether this is the transposed form of a rank-2 plan or of a rank-3 plan's inner two axes
  /// (docs/design.md "Transposed 2D"): pass 0 writes the workspace, pass 1 reads it.
  bool transposed_inner() const;
  /// Whether this is a rank-2 plan whose column axis takes two passes (docs/design.md "Split
  /// columns"): rows, then pass 1 (N1-point columns into the workspace, post-twiddled) and pass 2
  /// (N2-point columns back to the output with the transpose in its strided write).
  bool split_columns() const;
  /// Plan-level outlines of what the CUDA backend runs as one kernel (explain() prints them; the
  /// CUDA kernels decide with the pointers and layouts too, regtile plane_supported /
  /// fused_supported): whether passes i and i + 1 are the rows and in-place columns of dense n x n
  /// planes (n = 32, 64, 128), and whether they are the fused 256 x 256 pair (i = 0: the transposed
  /// form or the 256 x 256 four-step, from kFusedPairMinPoints points per pass).
  bool cuda_plane_pair(size_t i) const;
  /// cuda_plane_pair without the plane-count rule of 128 x 128 planes (pass_args.h kPlane128MinPlanes).
  bool cuda_plane_shape(size_t i) const;
  bool cuda_fused_pair(size_t i) const;
  /// Device bytes of the line-major post-twiddle tables the CUDA backend builds for this plan and
  /// holds with it, beside the workspace (one complex float per FftPass::post_twiddle_entries;
  /// passes with the same (twiddle_n, n, count) share one table, as the executor keys them). 0
  /// without post-twiddles.
  size_t cuda_post_twiddle_bytes() const;
};

/// Planner options that the handle carries.
struct PlanOptions {
  int forced_radix = 0;  // 0: planner's choice; else every stage uses it, plus a smaller remainder
  Planner planner = Planner::Estimate;  // used by tune_plan() only
  bool compute_free = false;  // the user asked for COMPUTE_DEFAULT: the tuner may pick another
                              // compute of at least the resolved one's accuracy (tuning.h)
  // Internal (tests): the longest line one pass may take, 0 = the library's limits. A rank-1
  // n above it becomes a multi-pass plan, so small sizes exercise the two- and three-pass
  // index math (a power of two >= 2; the passes must still fit kMaxMultiPass).
  int64_t max_pass_len = 0;
  // Internal (tests): the fewest transforms for the one-pass 16384 (kRegtileLongPass), -1 = the
  // library's kRegtileLongPassMinBatch. The CPU tests of that pass's arithmetic plan single lines.
  int64_t long_pass_min_batch = -1;
};

/// The longest pass of a rank-1 multi-pass plan of p: PlanOptions::max_pass_len when set (within
/// the kernels' limit), else the library's preference (docs/design.md "Four-step").
int64_t longest_pass(const Problem& p, const PlanOptions& opt);
/// The kernels' limit on a pass of a multi-pass plan of p (4096 for TC_SPLIT with 3 terms, else
/// kMaxSinglePass).
int64_t pass_length_limit(const Problem& p);

/// Radix sequence for length n (a power of two >= 1). With forced_radix R:
/// R,R,...,R,rem with rem < R (rem omitted when 1). With 0 (planner's
/// choice): the fewest stages of radix 16 and 8 only (16s first), except
/// n = 2, 4 and 32 (= 8·4), which need one small stage.
std::vector<int> choose_radices(int64_t n, int forced_radix);

/// Whether the CUDA register-tile kernels serve passes of this storage/compute (F32 storage,
/// TC_SPLIT with 2 terms or TC_FP16); the planner and the cost model follow them in every backend,
/// so that the CPU backend runs (emulates) the same plans.
bool regtile_compute(Storage s, Compute c, int split_terms);

/// The radix-2 tail sequence of n = 32, 128, 512, 2048, 8192 (choose_radices(n / 2, 0) then 2: the
/// register-tile length's stages, then one radix-2 stage, docs/numerics.md §4.6); empty for
/// other n.
std::vector<int> radix2_tail_radices(int64_t n);

/// The one rank-1 length longer than kMaxSinglePass that a register-tile plan does in one pass:
/// 16384 = 1024 x 16 (radices 16, 8, 8, 16), with element stride 1 on both sides (the CUDA kernel
/// holds a whole line in shared memory; planner.cpp single_pass_max), from
/// kRegtileLongPassMinBatch transforms on.
constexpr int64_t kRegtileLongPass = 16384;
/// The fewest transforms (batch) for which the one-pass 16384 is planned. Below, the CUDA kernel's
/// one block per line leaves most SMs idle, and the two-pass four-step (64 x 256) is faster: H200,
/// 2026-11-29, same process (tools/kernel_dev/NOTES.md v50 call 5, v51 call 1), TC_SPLIT, us, one
/// pass -> two: x1 16.7 -> 14.2-15.2, x16 18.2 -> 13.3, x17 18.1-18.4 -> 14.1-14.6, x32 18.7-19.2
/// -> 15.7-16.0; x48 19.4-19.7 -> 19.0-19.5 (a tie: one pass from here on); x64 20.1 -> 22.2-22.5.
constexpr int64_t kRegtileLongPassMinBatch = 48;

/// The register-tile sequence of n where it is not choose_radices(n, 0): the radix-2 tail
/// sequence of 32 ... 8192 (radix2_tail_radices) and (16, 8, 8, 16) for kRegtileLongPass (the
/// stages of 1024, then 16: docs/design.md "One-pass 16384"); empty for other n.
std::vector<int> regtile_own_radices(int64_t n);

/// Whether the register-tile kernels take a pass of length n with these radices: the default
/// sequence of 64, 256, 1024, 4096, or regtile_own_radices(n) (32, 128, 512, 2048, 8192, 16384).
bool regtile_sequence(int64_t n, const std::vector<int>& radices);

/// docs/numerics.md §4.7: whether pass f computes its stage 0 with the float radix-16 network
/// (src/core/radix16_float.h) on CUDA cores instead of the split on tensor cores. True exactly for
/// TC_SPLIT with 2 split terms, radices (16, 16, 16) (n = 4096), (16, 8, 8) (n = 1024) or
/// (16, 8, 8, 16) (the one-pass 16384, whose first three stages are the 1024-point transforms of
/// its 16 sub-lines x[b + 16 i]: §4.12, one scale per sub-line, the last stage in float:
/// float_last_stage), or (16, 16, 16, 2) / (16, 8, 8, 2) (the radix-2-tail 8192 / 2048, whose
/// sub-rows of 4096 / 1024 points take §4.7 / §4.8 each: §4.11, in d2_rule_geometry's layouts), and
/// line_rule_geometry (no post-twiddle, or one the staged kernels take; §4.10): the register-tile
/// kernels read stage 0's inputs one vector per thread there, and a float radix-16 costs about half the instructions of a split stage (H100: 1D 4096 x16384 -3%,
/// NOTES v28; n = 1024 since v31: the H200 runs these passes SM-bound). Every
/// backend follows it: the CPU executor, and the CUDA register-tile kernels, which are then the
/// only CUDA kernels that run the pass (the generic ones do not implement the float stage).
/// Such a pass also runs its split stages (those after the float stage 0) under one power-of-two
/// scale per line instead of one per vector (docs/numerics.md §4.8): the scale comes from the
/// maximum of the line's stage-0 outputs, and the data stays scaled from the first split stage to
/// the end of the last.
bool float_first_stage(const FftPass& f);

/// The condition §4.7-4.9 put on a post-twiddled pass (since v38; true for every pass without
/// one): the pass is in those rules only where the CUDA register-tile staged kernels, the only
/// kernels that implement them, take it: a power-of-two table (twiddle_n), 1 to 3 line dimensions,
/// on each side the innermost line dimension of stride 1 or the element stride 1, not both element
/// strides 1, and for n <= 1024 table indices below 2^30 (twiddle_n and n times the count along
/// twiddle_dim). Every four-step pass of a dense plan meets it; a post-twiddled pass that does not
/// keeps §4.1's per-vector scales and a split stage 0 (the generic kernels run it).
bool line_rule_geometry(const FftPass& f);

/// docs/numerics.md §4.9: whether pass f runs both of its split stages under one power-of-two
/// scale per line taken from the maximum of the line's input (§4.8's scale, §4.8's stages with the
/// input in place of the float stage 0's outputs). True exactly for TC_SPLIT with 2 split terms
/// or TC_FP16 (since v42, §4.13),
/// radices (16, 16) (n = 256) or (8, 8) (n = 64) and line_rule_geometry (§4.10): the register-tile
/// kernels hold such a line in one warp, so the maximum is one warp reduction, and the per-vector scales it
/// replaces are ~7 of a split stage's ~20 instructions per point (tools/kernel_dev/NOTES.md v33). Like §4.7, only
/// the register-tile kernels implement it (pass_args.h input_line_scale_rule), and every backend
/// follows it.
bool input_line_scaled(const FftPass& f);

/// docs/numerics.md §4.11: whether pass f, a radix-2-tail line (§4.6) of radices (16, 16, 2)
/// (n = 512) or (8, 8, 2) (n = 128), runs its two split stages under one power-of-two scale per
/// **sub-row** (the even and the odd elements: the two independent n/2-point transforms before the
/// radix-2 stage), each from the maximum of that sub-row's input, as §4.9 does for a whole 256- or
/// 64-point line. True exactly for TC_SPLIT with 2 split terms or TC_FP16 (since v42), those radices and the layouts the
/// register-tile staged kernels take for such lines (d2_rule_geometry), the only kernels that
/// implement it (they hold each sub-row as a 256- or 64-point row: pass_args.h
/// subrow_line_scale_rule); every backend follows it.
bool subrow_line_scaled(const FftPass& f);

/// docs/numerics.md §4.12: whether the last stage of pass f runs in float on CUDA cores (the §3
/// twiddles, then the §4.7 radix-16 network) instead of the split with per-vector scales: the
/// one-pass 16384 = (16, 8, 8, 16) under float_first_stage (rt16384's last stage reads one
/// 16-point vector per thread from shared memory, like its float stage 0).
bool float_last_stage(const FftPass& f);

/// The layouts the register-tile staged kernels take for a radix-2-tail line (their d2_layout): 1 to
/// 3 line dimensions (or one line), on each side the innermost line dimension of stride 1 or the
/// element stride 1 (both element strides 1 included), and a post-twiddle, if any, with a
/// power-of-two table.
bool d2_rule_geometry(const FftPass& f);

/// The first stage that runs under the line's scale (§4.8 / §4.9 / §4.11): 1 for float_first_stage
/// passes, 0 for input_line_scaled and subrow_line_scaled passes, -1 for every other pass
/// (per-vector scales, §4.1). The scale comes from the maximum of |Re|, |Im| over that stage's
/// inputs (per sub-row for subrow_line_scaled: line_scale_groups), and the data stays scaled from
/// that stage to the end of the pass's last split stage (the last stage, or for
/// subrow_line_scaled passes the one before the radix-2 stage).
int line_scale_first_stage(const FftPass& f);

/// Independent scales per line under the line rules: 2 for subrow_line_scaled passes and the
/// radix-2-tail float_first_stage passes of 2048 / 8192 (sub-row g
/// holds the elements 2i + g; at the input of stage s, whose Stockham span is Ns, position p
/// belongs to sub-row (p / Ns) mod 2, and so does butterfly j: docs/numerics.md §4.11), 16 for the
/// float_first_stage 16384 = (16, 8, 8, 16) (sub-line (p / Ns) mod 16 in its first three stages:
/// §4.12), else 1. With G > 1 groups the last stage is outside the rule (the radix-2 stage, or
/// the 16384's last radix-16 stage in float: float_last_stage), and the data is back at its own
/// scale after the stage before it.
int line_scale_groups(const FftPass& f);

/// Block tiles the generic CUDA kernels take (FftPass::tile_log): 2^11 ... 2^13 points.
constexpr int kMinGenericTileLog = 11;
constexpr int kMaxGenericTileLog = 13;

/// Whether the block tile of pass f matters and may be tuned: CUDA backend, F32 storage, NATIVE
/// compute (the generic kernels run it), a line shorter than the largest tile, and an element
/// stride > 1 on at least one side (contiguous lines are read and written in whole lines anyway).
bool generic_tile_tunable(const Problem& p, const FftPass& f);

/// The planner's block tile for pass f (FftPass::tile_log), from H100 measurements of the NATIVE
/// strided passes (tools/kernel_dev/NOTES.md v19): 0 where the pass is not tunable, has a fused
/// post-twiddle on lines of n <= 512 (2^13 measured slower on 256-point ones) or reads and writes
/// strided lines of n <= 256 (the kernels' 2^11 measured best); 12 for both sides strided with
/// n <= 1024; else 13 (one side strided, or a post-twiddle pass of >= 1024 points: the 2^11 tile's
/// runs of one or a few lines measured 1.6-3x slower).
int generic_tile_rule(const Problem& p, const FftPass& f);

/// Build the plan tree for a validated problem. Returns NOT_SUPPORTED for
/// types, sizes or precision/compute pairs this version cannot plan, with a
/// message saying which. Backend-specific limits are checked by the backend
/// when it prepares the plan.
Status make_plan(const Problem& p, const PlanOptions& opt, Plan* plan);

}  // namespace tcfft
