// The kernels' parameter block (RtParams), its twiddle reads and the line orders shared by
// every register-tile kernel.
//
// Part of the register-tile kernels' translation unit: included by rt_kernels.cu only (its
// definitions live in an unnamed namespace). Stage order and twiddles: docs/numerics.md §1.
#pragma once

#include <cuda_runtime.h>
#include <algorithm>
#include <atomic>
#include <map>
#include <mutex>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>
#include "core/radix16_float.h"
#include "cuda/kernels/common/bulk_copy.cuh"
#include "cuda/kernels/common/cp_async.cuh"
#include "cuda/kernels/common/host_tables.h"
#include "cuda/kernels/common/line_prefetch_map.h"
#include "cuda/kernels/common/pdl.cuh"
#include "cuda/kernels/common/tickets.cuh"
#include "cuda/kernels/regtile/regtile.h"
#include "cuda/kernels/regtile/lean_schedule.h"
#include "cuda/kernels/regtile/row_slots.h"
#include "cuda/kernels/regtile/rt_stage.cuh"
#include "cuda/kernels/regtile/tw_order.h"

namespace tcfft::cuda::kern::rt {
namespace {

struct RtParams {
  const float2* in;
  float2* out;
  int64_t nlines, idist, odist;
  // General layouts (kernels instantiated with ST = true): element strides, and for two or three
  // line dimensions the inner count and line strides (line = outer * nl1 + inner), and the middle
  // count and strides (outer = top * nlm + middle; idist / odist are the top's; nlm = 1 and
  // strides 0 with two dimensions).
  int64_t is, os, nl1, idist1, odist1, nlm, idistm, odistm;
  int nl1_shift;  // log2(nl1) when nl1 is a power of two (no division per line), else -1
  int nlm_shift;  // the same for nlm
  const float2* tw;       // T_n[m], the plan's table
  int tw_step;            // 2 for a radix-2 tail line (D2): the m-point stages read T_m[i] = T_n[2i]
  const float2* lt;       // lane twiddle table (n = 1024, 4096) or nullptr
  const uint32_t* frag;   // build_rt_fragments table
  int dir;                // 0 forward, 1 inverse
  float scale;
  unsigned long long* tickets;  // PassArgsF32::tickets (bulk, staged and plane kernels) or nullptr
  int64_t lean_lines, lean_blocks;  // rt4096_lean_kernel only: LeanSchedule main_lines / main_blocks
  // Fused post-twiddle (four-step pass A; staged kernels only, template TW): output k of the
  // line with index c = (line / tw_div) % tw_cnt along lines[twiddle_dim] times
  // T_{twiddle_n}[(k*c) mod twiddle_n] = ptw[c*n + k] (line-major table, PassArgsF32), conj for
  // the inverse, before the scale (docs §1).
  const float2* ptw;
  int64_t ptw_mask, tw_div, tw_cnt;
  int tw_shift;           // >= 0: tw_div = 2^tw_shift and tw_cnt a power of two
  // Fused transposed pair (rt_fused256_kernel only): pass A reads `in` and writes `out` (the
  // work area), pass B reads in_b (= out) and writes out_b, both with this geometry; fu_items
  // block iterations per pass in chunks of fu_chunk (whole planes), fu_lag chunks of A ahead of B;
  // tickets[2 + c] counts the finished A iterations of chunk c (zero before and after a launch).
  const float2* in_b;
  float2* out_b;
  int64_t fu_items, fu_chunk, fu_nchunks;
  int fu_lag, fu_chunk_shift;  // fu_chunk = 2^fu_chunk_shift
};

/// T[m] of the kernel's transform length (forward) or conj(T[m]) (inverse), docs §3. For a D2
/// line of n = 2M the kernel's length is M: T_M[m] = T_n[2m] (the CPU executor indexes T_n the same).
__device__ __forceinline__ float2 twid(const RtParams& p, int m) {
  float2 w = __ldg(p.tw + m * p.tw_step);
  if (p.dir) w.y = -w.y;
  return w;
}
/// T_n[k] of the plan's length n (the radix-2 tail's twiddle), conj for the inverse.
__device__ __forceinline__ float2 twid_n(const RtParams& p, int k) {
  float2 w = __ldg(p.tw + k);
  if (p.dir) w.y = -w.y;
  return w;
}
/// The post-twiddle column index c of a line (RtParams).
__device__ __forceinline__ int64_t tw_col(const RtParams& p, int64_t line) {
  return p.tw_shift >= 0 ? ((line >> p.tw_shift) & (p.tw_cnt - 1)) : (line / p.tw_div) % p.tw_cnt;
}
template <bool TW>
__device__ __forceinline__ int64_t tw_col_if(const RtParams& p, int64_t line) {
  if constexpr (TW) return tw_col(p, line);
  return 0;
}
/// A post-twiddle table entry, loaded under an L2 evict_last policy. A batched four-step pass A reads
/// its whole line-major table once per transform while it streams that transform's input and
/// output through L2, so plain LRU loses table lines between two transforms. H200, same call, two
/// rounds (tools/kernel_dev/NOTES.md v47 call 1), ms plain -> evict_last: 1D 2^20 x64 (8 MB table)
/// 0.9214 / 0.9211 -> 0.8923 / 0.8871 (-3.5%); 2^18 x256, 2^22 x16, 2^24 x4, 2^26 x1 -0.3..-0.6%;
/// 2^15, 2^16 and 2D 4096^2 x4 unchanged. Same bits. (evict_first on the passes' copy-in as well
/// cost 1-5% on every row.)
__device__ __forceinline__ float2 ptw_load(const float2* a) { return ldg_hint(a, l2_evict_last()); }
/// The post-twiddle factor at table address a, conjugated for the inverse.
__device__ __forceinline__ float2 ptw_factor(const RtParams& p, const float2* a) {
  float2 w = ptw_load(a);
  if (p.dir) w.y = -w.y;
  return w;
}
/// Whether output k of a line with post-twiddle column c keeps its value: the index (k*c) mod
/// twiddle_n is 0 (as the CPU executor and the generic kernels). 32-bit index arithmetic: k * c
/// and the table entries stay below 2^30 (rt::supported).
__device__ __forceinline__ bool ptw_index_zero(const RtParams& p, int c, int k) {
  return ((k * c) & static_cast<int>(p.ptw_mask)) == 0;
}
/// Output k of a line with post-twiddle column c: z * T[(k*c) mod twiddle_n] in the §3 form, the
/// factor at table entry e (line-major: c * n + the row position of k). No branch around the load:
/// ptxas then issues a lane's loads ahead of the arithmetic (a run-time choice of the table form
/// there cost every post-twiddled pass 12-17%, H100, NOTES v17).
template <bool TW>
__device__ __forceinline__ float2 post_tw_at(const RtParams& p, int c, int k, int e, float2 z) {
  if constexpr (!TW) return z;
  if (ptw_index_zero(p, c, k)) return z;
  return twmul(z, ptw_factor(p, p.ptw + e));
}
/// post_tw_at for a row of length N in natural order (entry c * N + k): the staged 256 / 64 rows.
template <bool TW, int N>
__device__ __forceinline__ float2 post_tw32(const RtParams& p, int64_t c, int k, float2 z) {
  const int c32 = static_cast<int>(c);
  return post_tw_at<TW>(p, c32, k, c32 * N + k, z);
}
/// post_tw32 in two halves: the factor of output k, loaded whatever the index (every entry c * N +
/// k exists; the index-0 entries are never applied), then its use. rows_compute's 256-point rows
/// load a row's eight factors before its stages, so that their DRAM latency (2^24's 128 MB table)
/// hides behind the MMAs whatever order ptxas picks (NOTES v48).
template <bool TW, int N>
__device__ __forceinline__ float2 post_tw32_load(const RtParams& p, int64_t c, int k) {
  if constexpr (!TW) return make_float2(1.f, 0.f);
  return ptw_factor(p, p.ptw + (static_cast<int>(c) * N + k));
}
template <bool TW>
__device__ __forceinline__ float2 post_tw32_use(const RtParams& p, int64_t c, int k, float2 w, float2 z) {
  if constexpr (!TW) return z;
  if (ptw_index_zero(p, static_cast<int>(c), k)) return z;
  return twmul(z, w);
}
/// The same in 64-bit arithmetic (the D2 stores and the staged 4096 kernel: the 32-bit form made
/// ptxas spill 4-20 bytes in a TC_FP16 staged 4096 and a scaled 2048-point tail instance).
template <bool TW, int N>
__device__ __forceinline__ float2 post_tw(const RtParams& p, int64_t c, int k, float2 z) {
  if constexpr (!TW) return z;
  const int64_t m = (static_cast<int64_t>(k) * c) & p.ptw_mask;
  if (m == 0) return z;
  return twmul(z, ptw_factor(p, p.ptw + (c * N + k)));
}
template <bool SC>
__device__ __forceinline__ float2 scaled(const RtParams& p, float2 z) {
  if constexpr (SC) return make_float2(__fmul_rn(z.x, p.scale), __fmul_rn(z.y, p.scale));
  return z;
}

/// Addressing: ST = false is the contiguous case (element stride 1, one line dimension);
/// ST = true multiplies every element offset by the stride and decomposes two line dimensions.
/// Block kernels (n = 1024, 4096) with ST take four adjacent lines per block in a row, so that
/// the strided (column) accesses of neighbouring lines meet in L1/L2 sectors.
template <bool ST>
struct Geo {
  static __device__ __forceinline__ int64_t ei(const RtParams& p, int64_t k) { return ST ? k * p.is : k; }
  static __device__ __forceinline__ int64_t eo(const RtParams& p, int64_t k) { return ST ? k * p.os : k; }
  template <typename T>
  static __device__ __forceinline__ T* line_at(const RtParams& p, T* base, int64_t line, int64_t d0, int64_t d1,
                                               int64_t dm) {
    if (ST && p.nl1 > 0) {
      // two dimensions: nlm = 1 (shift 0), dm = 0; three: hi = top * nlm + middle
      const int64_t hi = p.nl1_shift >= 0 ? line >> p.nl1_shift : line / p.nl1, lo = line - hi * p.nl1;
      const int64_t top = p.nlm_shift >= 0 ? hi >> p.nlm_shift : hi / p.nlm;
      return base + top * d0 + (hi - top * p.nlm) * dm + lo * d1;
    }
    return base + line * d0;
  }
  static __device__ __forceinline__ const float2* in_line(const RtParams& p, int64_t line) {
    return line_at(p, p.in, line, p.idist, p.idist1, p.idistm);
  }
  static __device__ __forceinline__ float2* out_line(const RtParams& p, int64_t line) {
    return line_at(p, p.out, line, p.odist, p.odist1, p.odistm);
  }
  static __device__ __forceinline__ int64_t first() { return ST ? 4 * (int64_t)blockIdx.x : (int64_t)blockIdx.x; }
  static __device__ __forceinline__ int64_t next(int64_t line) {
    if (!ST) return line + gridDim.x;
    return (line & 3) != 3 ? line + 1 : line + 1 + 4 * ((int64_t)gridDim.x - 1);
  }
};

}  // namespace
}  // namespace tcfft::cuda::kern::rt
