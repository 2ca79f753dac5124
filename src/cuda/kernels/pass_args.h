// Internal contract between the CUDA executor (src/cuda/) and the kernel
// families (src/cuda/kernels/<family>/). Host-side header; no CUDA types needed
// beyond the opaque stream. See docs/numerics.md for the arithmetic.
#pragma once

#include <cstdint>

struct CUstream_st;

namespace tcfft::cuda {

/// Compute mode of a pass, mirrors tcfftCompute minus DEFAULT.
enum class PassCompute : int { Native = 0, TcSplit = 1, TcFp16 = 2 };

/// Points per pass (n x lines) from which the CUDA backend runs a fused 256 x 256 pair as one kernel
/// (regtile fused_supported; plan/explain.cpp outlines it). Below it the two passes run one by one:
/// with about one block iteration per resident block the pair's pass B waits on pass A's chunks
/// without overlapping anything. H200, 2026-11-28, same call (tools/kernel_dev/NOTES.md v46 call 8),
/// us per call, fused / two passes: 2D 256^2 x16 (2^20 points) 22.4 / 16.0, 1D 65536 x16 21.9 /
/// 17.6; 2D 256^2 x64 (2^22) 46.5 / 44.6, 1D 65536 x64 51.2 / 52.1; at 2^26 the fused pair is the
/// faster (NOTES v20-v37).
constexpr int64_t kFusedPairMinPoints = int64_t{1} << 22;
/// Planes from which the rows and columns of dense 128 x 128 planes run as one kernel (the one-pass
/// 16384 kernel's plane form, one block of 16 warps per plane; regtile plane_supported, explain
/// outlines it). With fewer planes most SMs idle while the two 128-point passes spread each plane's
/// 128 lines over the GPU. H200 (132 SMs), 2026-11-29, same call (tools/kernel_dev/NOTES.md v52
/// call 6), us per call, two passes / plane kernel: 2D 128^2 x1 15.1 / 16.4, x16 14.7 / 17.7, x32
/// 14.3 / 18.1, x48 16.7 / 18.5, x64 18.0 / 19.2, x96 23.6 / 20.3, x132 27.5 / 22.0, x528 89.4 / 66.9;
/// 3D 16 x128 x128 17.7 / 23.2, 128^3 39.4 / 34.8 (the crossing near 72 planes).
constexpr int64_t kPlane128MinPlanes = 80;

constexpr int kMaxStages = 16;
constexpr int kMaxLineRank = 3;

/// The set of lines one pass transforms. Line b (0 <= b < nlines) is decomposed
/// row-major over `count` (count[0] slowest) and its first element sits at
/// sum_d idx_d * istride[d] (input) / ostride[d] (output). Units: complex
/// elements. rank 0 means a single line at offset 0.
struct LineSet {
  int rank = 0;
  int64_t count[kMaxLineRank] = {1, 1, 1};
  int64_t istride[kMaxLineRank] = {0, 0, 0};
  int64_t ostride[kMaxLineRank] = {0, 0, 0};
};

/// One single-pass FFT over a set of lines, FP32 complex storage (interleaved
/// re, im floats; 8-byte aligned). in == out is allowed (in-place per line:
/// every line is read completely before any of it is written, and distinct
/// lines never overlap).
struct PassArgsF32 {
  const void* in = nullptr;   // float2*, device memory
  void* out = nullptr;        // float2*, device memory
  int n = 0;                  // transform length, power of two
  int nstages = 0;            // Stockham stages, product of radix[] == n
  int radix[kMaxStages] = {}; // each in {2,4,8,16}; order as docs/numerics.md §1
  int64_t in_stride = 1;      // element stride along a line, input
  int64_t out_stride = 1;     // element stride along a line, output
  int64_t nlines = 1;         // == product of lines.count[0..rank)
  LineSet lines;
  int direction = -1;         // -1 forward, +1 inverse
  float scale = 1.0f;         // applied to every output after the last stage
  const void* twiddles = nullptr; // float2[n] device table, T[m] = exp(-2πi m/n)
  PassCompute compute = PassCompute::TcSplit;
  int split_terms = 2;        // P in docs/numerics.md §4.1 (TcSplit: 2 or 3)
  // Fused post-twiddle (four-step, docs/numerics.md §1): 0 = none. Else output k of the
  // line with index c along lines dimension twiddle_dim is multiplied by
  // T_{twiddle_n}[(k*c) mod twiddle_n] (conj for the inverse) before the scale, FP32, §3 form.
  int64_t twiddle_n = 0;
  int twiddle_dim = 0;
  // float2[count along twiddle_dim][n] device table, line-major: row c holds
  // T_{twiddle_n}[(k*c) mod twiddle_n] for k < n (cuda/post_twiddle_table.h), so that a line
  // reads one contiguous row: at entry k (post_twiddle_order 0) or at the entry the kernel's
  // lanes read together (1: post_twiddle_pos_1024(k), the staged 1024-point kernel,
  // regtile/tw_order.h). The executor builds the table in post_twiddle_order(*this) and sets
  // the field; a kernel given another order returns cudaErrorInvalidValue.
  const void* post_twiddles = nullptr;
  int post_twiddle_order = 0;
  // Block tile of the generic kernels (FftPass::tile_log): 2^tile_log points per block, at least
  // one line; 0 = their default (2^11, tuning.h set_min_tile_log). Values outside 11 ... 13 are
  // rejected by pass_supported; the register-tile kernels ignore it.
  int tile_log = 0;
  // 2 + kFusedChunks zeroed 64-bit words of device memory owned by the executor (one per handle,
  // shared by its passes, which run in stream order): with the first two, persistent kernels take
  // their block iterations in order (kernels/common/tickets.cuh); the others are the per-chunk
  // counters of a fused pass pair (regtile.h fused_supported). Every kernel leaves them zero.
  // nullptr: the static order (block b takes iterations b, b + grid, ...), no fused pairs.
  unsigned long long* tickets = nullptr;
};

/// The layouts the staged register-tile kernels take for a radix-2-tail pass (their d2_layout) with
/// a power-of-two post-twiddle table, if any: plan.h d2_rule_geometry on pass arguments.
inline bool d2_rule_geometry(const PassArgsF32& a) {
  const int r = a.lines.rank;
  if (r < 0 || r > kMaxLineRank) return false;
  const int64_t idl = r >= 1 ? a.lines.istride[r - 1] : 0, odl = r >= 1 ? a.lines.ostride[r - 1] : 0;
  if (!((idl == 1 || a.in_stride == 1) && (odl == 1 || a.out_stride == 1))) return false;
  return a.twiddle_n == 0 ||
         ((a.twiddle_n & (a.twiddle_n - 1)) == 0 && a.twiddle_dim >= 0 && a.twiddle_dim < r);
}

/// docs/numerics.md §4.7-4.9 with a post-twiddle (since v38): a post-twiddled pass is in those
/// rules only where the register-tile staged kernels take it (the only kernels with the float stage
/// 0 and the line scales; regtile supported()): a power-of-two table, lines whose neighbours are
/// adjacent on each side or contiguous (stageable), not contiguous on both sides, 32-bit table
/// indices for n <= 1024, at most 3 line dimensions. Elsewhere (the generic kernels) such a pass
/// keeps §4.1's per-vector scales. The same rule as plan.h line_rule_geometry on the FftPass.
inline bool line_rule_geometry(const PassArgsF32& a) {
  if (a.twiddle_n == 0) return true;
  if (!d2_rule_geometry(a) || (a.in_stride == 1 && a.out_stride == 1)) return false;
  return a.n > 1024 || (a.twiddle_n <= (int64_t{1} << 30) && a.lines.count[a.twiddle_dim] <= (int64_t{1} << 30) / a.n);
}

/// docs/numerics.md §4.7 on pass arguments: whether a pass with these radices, compute and
/// post-twiddle computes stage 0 in float; the same rule as plan.h float_first_stage on the FftPass
/// the arguments come from. Only the register-tile 1024-, 4096- and 16384-point kernels implement
/// that stage (and they run every such pass with it), so pass_supported is false for such a pass
/// they do not take.
inline bool float_stage0_rule(const PassArgsF32& a) {
  if (a.compute != PassCompute::TcSplit || a.split_terms != 2 || a.radix[0] != 16) return false;
  const bool r1688 = a.radix[1] == 8 && a.radix[2] == 8, r161616 = a.radix[1] == 16 && a.radix[2] == 16;
  if (a.nstages == 3) return (r161616 || r1688) && line_rule_geometry(a);
  if (a.nstages != 4) return false;
  // §4.12: the one-pass 16384's sub-lines (rt16384_kernel)
  if (r1688 && a.radix[3] == 16) return line_rule_geometry(a);
  // §4.11: the 1024- / 4096-point sub-rows of the radix-2-tail 2048 / 8192 (staged kernels)
  return (r1688 || r161616) && a.radix[3] == 2 && d2_rule_geometry(a);
}

/// The computes under §4.9 / §4.11's line scales: TC_SPLIT with 2 terms and TC_FP16 (since v42,
/// §4.13); plan.h's rules say the same on the FftPass.
inline bool line_rule_compute(const PassArgsF32& a) {
  return (a.compute == PassCompute::TcSplit && a.split_terms == 2) || a.compute == PassCompute::TcFp16;
}

/// docs/numerics.md §4.9 on pass arguments: whether a pass runs its two split stages under one scale
/// per line taken from its input's maximum (TC_SPLIT with 2 terms, TC_FP16 since v42: §4.13); the
/// same rule as plan.h input_line_scaled. Only the
/// register-tile 64- and 256-point kernels implement it (rt64_kernel, rt256_kernel and the rows of
/// the staged, bulk, plane and fused kernels), so pass_supported is false for such a pass they do
/// not take.
inline bool input_line_scale_rule(const PassArgsF32& a) {
  return line_rule_compute(a) && a.nstages == 2 &&
         ((a.radix[0] == 16 && a.radix[1] == 16) || (a.radix[0] == 8 && a.radix[1] == 8)) && line_rule_geometry(a);
}

/// docs/numerics.md §4.11 on pass arguments: whether a radix-2-tail pass of 512 = 16, 16, 2 or
/// 128 = 8, 8, 2 runs its split stages under one scale per sub-row (even / odd elements); the same
/// rule as plan.h subrow_line_scaled. Its layout condition is the staged kernels' d2_layout (on each
/// side the innermost line dimension of stride 1 or the element stride 1) and a power-of-two
/// post-twiddle table: those kernels, the only ones that implement it (each sub-row a 256- or
/// 64-point row), take every such pass, and pass_supported is false for one they do not take.
inline bool subrow_line_scale_rule(const PassArgsF32& a) {
  if (!line_rule_compute(a) || a.nstages != 3 || a.radix[2] != 2 ||
      !((a.radix[0] == 16 && a.radix[1] == 16) || (a.radix[0] == 8 && a.radix[1] == 8)))
    return false;
  return d2_rule_geometry(a);
}

/// Chunk counters after the two ticket words (PassArgsF32::tickets).
constexpr int kFusedChunks = 1024;

/// Column index of a line for the fused post-twiddle: c = (line / div) % cnt with cnt the count
/// along lines[twiddle_dim] and div the product of the counts after it; shift = log2(div) when
/// div and cnt are powers of two (then c = (line >> shift) & (cnt - 1)), else -1.
struct PostTwiddleIndex {
  int64_t cnt = 1, div = 1;
  int shift = -1;
};
inline PostTwiddleIndex post_twiddle_index(const PassArgsF32& a) {
  PostTwiddleIndex r;
  r.cnt = a.lines.count[a.twiddle_dim];
  for (int d = a.twiddle_dim + 1; d < a.lines.rank; ++d) r.div *= a.lines.count[d];
  if ((r.cnt & (r.cnt - 1)) == 0 && (r.div & (r.div - 1)) == 0)
    for (r.shift = 0; (int64_t{1} << r.shift) < r.div;) ++r.shift;
  return r;
}

/// Sets the post-twiddle fields of a kernel parameter block (ptw, ptw_mask, tw_cnt, tw_div,
/// tw_shift: the generic kernels' and the register-tile kernels' blocks name them alike) from
/// pass `a` (a.twiddle_n != 0, its table in the order the kernel reads).
template <typename KP>
inline void set_post_twiddle_fields(const PassArgsF32& a, KP& p) {
  p.ptw = static_cast<decltype(p.ptw)>(a.post_twiddles);
  p.ptw_mask = a.twiddle_n - 1;
  const PostTwiddleIndex ti = post_twiddle_index(a);
  p.tw_cnt = ti.cnt;
  p.tw_div = ti.div;
  p.tw_shift = ti.shift;
}

/// Entry order of the post-twiddle table rows the kernels that run this pass read
/// (PassArgsF32::post_twiddle_order): 1 for the staged 1024-point register-tile kernel, else 0.
/// Depends on the layout, compute and the development knobs, not on the pointers.
int post_twiddle_order(const PassArgsF32& a);

/// Largest n the generic single-pass kernels handle for this compute mode (the register-tile
/// kernels also take n = 16384 in one pass: regtile.h).
int max_single_pass_n(PassCompute compute);

/// Whether the kernels implement exactly this pass (length, radix sequence,
/// compute, split terms, layout). The planner's radix sequences are of the form
/// R,R,...,R,rem with rem < R (rem omitted when it is 1), R in {2,4,8,16}, or the
/// register-tile sequences (plan.h regtile_sequence).
bool pass_supported(const PassArgsF32& a);

/// Builds the device tables the pass's kernels read (MMA fragment tables, lane and stage twiddle
/// tables; per device and length, shared by every plan, kept for the process) on the legacy default
/// stream and waits for them, so that executing the pass later only launches kernels: the
/// executor calls it at plan time, which lets a plan's first execution be stream-captured.
/// a.twiddles must be the plan's T_n; pointers and direction are not used. 0 or a cudaError_t.
int prepare_pass_f32(const PassArgsF32& a);

/// Enqueue the pass on `stream`. Returns a cudaError_t value as int
/// (0 = success); checks the launch with cudaGetLastError.
int launch_pass_f32(const PassArgsF32& a, CUstream_st* stream);

/// Two consecutive passes run as one kernel where a kernel implements the pair (b reads a's
/// output): the rows then the columns of dense 32 x 32 or 64 x 64 planes in the register-tile
/// computes, b in place (regtile.h plane_supported; 3D plans and batched 2D), and the two passes
/// of the transposed 256 x 256 form or of the 256 x 256 four-step through L2 (regtile.h
/// fused_supported). launch_pass_pair_f32
/// returns a cudaError_t value as int (cudaErrorInvalidValue when the pair is not supported).
bool pass_pair_supported(const PassArgsF32& a, const PassArgsF32& b);
int launch_pass_pair_f32(const PassArgsF32& a, const PassArgsF32& b, CUstream_st* stream);

}  // namespace tcfft::cuda
