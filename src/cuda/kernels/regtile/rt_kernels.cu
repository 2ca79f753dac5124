// Register-tile tensor-core kernels (see regtile.h and rt_stage.cuh).
//
// Stage order and twiddles are docs/numerics.md §1 (Stockham, stage s of
// radix R reads vector j as x[j + r*N/R], multiplies by T[r*k*N/(Ns*R)] with
// k = j mod Ns, writes y[(j div Ns)*Ns*R + k + r*Ns]). What each kernel maps
// where is written next to it; the shared-memory swizzles are checked for bank
// conflicts by tools/kernel_dev/swizzle_check.py.
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
#include "cuda/kernels/common/tickets.cuh"
#include "cuda/kernels/regtile/regtile.h"
#include "cuda/kernels/regtile/lean_schedule.h"
#include "cuda/kernels/regtile/row_slots.h"
#include "cuda/kernels/regtile/rt_stage.cuh"
#include "cuda/kernels/regtile/tw_order.h"

namespace tcfft::cuda::kern::rt {

namespace {

bool g_enabled = true;

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

// ---------------------------------------------------------------------------
// Lane twiddle tables (n = 1024, 4096): twiddle slot `slot` of thread `tid` is T[tw_m*(slot, tid)]
// (conj for the inverse), stored at lt[slot * threads + tid] so that a warp's load is contiguous.
// The kernels index T directly (same index functions) when no table is available.
constexpr int k1024Threads = 128, k1024Slots = 16;
// Lines per block of the staged n = 4096 kernel: 4 (164 KB of shared memory, one block per SM), so
// that a strided side is read and written in 32-byte segments; H100, 2026-11-21, same run: 2D 4096^2
// x4 1.58-1.66 -> 1.43-1.44 ms with 4 instead of 2 (16-byte segments).
constexpr int kStaged4096Lines = 4;
// Sub-rows per block of the n = 8192 radix-2 tail: two lines (4 sub-rows, 164 KB of shared memory,
// one block per SM) where a side is strided, so that neighbouring lines share 16-byte segments
// (measured on the H200: 1D 2^26 6.0 -> 3.2 ms, 2D 8192^2 2.33 -> 2.09 ms); one line (2 sub-rows,
// two blocks per SM) when both sides are contiguous (1D 8192 x8192: 0.63 ms vs 0.92 with two).
constexpr int kStaged8192Rows = 4, kStaged8192RowsContiguous = 2;
// Lines per block of the staged n = 1024 kernel and the 4-warp groups that compute them: 8 lines in
// 2 groups (98 KB, two blocks of 8 warps per SM, 113 registers; 64-byte segments on a strided side),
// the lines copied in by cp.async. H100, 2026-11-22, same call (NOTES.md v14), ms: 2D 1024^2 x64
// 1.097-1.110 (4 lines, 1 group, plain loads: 142 registers, 3 blocks per SM) -> 1.041-1.053, 1D
// 2^18 x256 1.285-1.292 -> 1.229; 8 lines in 1 group (82 KB, 8 warps per SM) 1.20 / 1.42, 16 lines in
// 4 groups (one block per SM) 1.15 / 1.35, 8 lines in 2 groups with plain loads 1.04-1.05 / 1.26.
constexpr int kStaged1024Lines = 8, kStaged1024Groups = 2, kStaged1024Threads = k1024Threads * kStaged1024Groups;
constexpr size_t kStaged1024Smem =  // rows, then two y0 buffers and two §4.8 maximum words per group
    (kStaged1024Lines * (1024 + 32 / kStaged1024Lines) + (2 * 1024 + 2) * kStaged1024Groups) * sizeof(float2);
constexpr int k4096Warps = 8, k4096Threads = 32 * k4096Warps, k4096Tasks = 16 / k4096Warps,
              k4096Slots = 12 * k4096Tasks;
// Warps per block of the contiguous n = 4096 kernel with cp.async input (AS) and a lane table, for
// TC_FP16: 16 (one task per warp, 64 registers, two blocks = 32 warps per SM). The 8-warp form
// needs 138 registers in TC_FP16 and then fits once per SM. H100, 2026-11-22, same call, 2^26
// points: 0.402 -> 0.380 ms (0.91 -> 0.96x cuFFT FP32); 8 warps capped at 128 registers (two
// blocks): 0.408. TC_SPLIT keeps 8 warps: at 16 (64 registers) it ran 0.426 -> 0.459 ms (+18%
// instructions). NOTES.md v12.
constexpr int k4096Fp16Warps = 16;

__host__ __device__ inline int tw_m1024(int slot, int tid) {
  const int lane = tid & 31, g = lane >> 2, t = lane & 3, w = tid >> 5;
  const int tk = (slot >> 1) & 3, r = 2 * t + (slot & 1), k1 = w + 4 * tk;
  return slot < 8 ? 8 * r * k1 : r * (k1 + 16 * g);  // stage 1: T[8 r0 k1]; stage 2: T[r j2]
}
__host__ __device__ inline int tw_m4096(int slot, int tid) {
  const int lane = tid & 31, g = lane >> 2, t = lane & 3, w = tid >> 5;
  const int tk = slot / 12, j = slot % 12, k1 = w + k4096Warps * tk;
  if (j < 4) return 16 * (2 * t + (j & 1) + 8 * (j >> 1)) * k1;  // stage 1: T[16 r k1]
  const int rh = (j - 4) >> 2, e = (j - 4) & 3;
  return (2 * t + (e & 1) + 8 * (e >> 1)) * (k1 + 16 * (g + 8 * rh));  // stage 2: T[jd j2]
}

// The n = 16384 kernel (rt16384_kernel): 4 groups of the 4-warp T1024 transform; its last stage runs
// 4 tiles per warp (k16384Slots twiddles per thread, each T[r j] used once per line).
constexpr int k16384Groups = 4, k16384Warps = 4 * k16384Groups, k16384Threads = 32 * k16384Warps,
              k16384Slots = 16384 / k16384Threads;
/// Last-stage twiddle of rt16384: slot 8c + 4nt + e of thread tid multiplies component
/// r = 2t + (e&1) + 8(e>>1) of vector j = 16 (w + 16 c) + g + 8 nt: T[r j].
__host__ __device__ inline int tw_m16384(int slot, int tid) {
  const int lane = tid & 31, g = lane >> 2, t = lane & 3, w = tid >> 5;
  const int c = slot >> 3, nt = (slot >> 2) & 1, e = slot & 3;
  return (2 * t + (e & 1) + 8 * (e >> 1)) * (16 * (w + k16384Warps * c) + g + 8 * nt);
}

/// Last-stage twiddle of rt16384's float form (P == 2, docs/numerics.md §4.12): slot 16 c + r of
/// thread tid multiplies component r of vector j = tid + k16384Threads c: T[r j].
__host__ __device__ inline int tw_f16384(int slot, int tid) { return (slot & 15) * (tid + k16384Threads * (slot >> 4)); }
static_assert(k16384Slots == 16 * (1024 / k16384Threads), "two vectors of 16 components per thread");

/// n: the table's length (1024 or 4096: the kernel's transform; 16384: rt16384's last stage, in
/// the MMA tiles' order, or -16384: in its float form's order, tw_f16384); step: 2 when T is the
/// table of a D2 line of 2n, 16 for the 1024 table of rt16384's sub-lines.
__global__ void build_lane_table(const float2* __restrict__ tw, float2* __restrict__ lt, int n, int threads, int slots,
                                 int dir, int step) {
  const int e = blockIdx.x * blockDim.x + threadIdx.x;
  if (e >= threads * slots) return;
  const int slot = e / threads, tid = e % threads;
  // n = 4096: slot 0's place holds the compact stage-1 table of LaneTw4096 (entry 32 q + 4 w + t:
  // stage-1 slot 12 (q >> 2) + (q & 3) of the lanes with t = lane & 3 in warp w, i.e. of tid 32 w + t)
  const bool c1 = slot == 0 && n == 4096;
  const int q = tid / (threads / 8), wt = tid % (threads / 8), ctid = 32 * (wt >> 2) + (wt & 3);
  const int cslot = 12 * (q >> 2) + (q & 3);
  float2 w = tw[step * (c1 ? tw_m4096(cslot, ctid)
                      : n == 1024 ? tw_m1024(slot, tid) : n == 4096 ? tw_m4096(slot, tid)
                      : n == 16384                      ? tw_m16384(slot, tid)
                                                        : tw_f16384(slot, tid))];
  if (dir) w.y = -w.y;
  lt[e] = w;
}

/// The sub-line lane table of rt16384_kernel's 128 x 128 plane form (plane128_note), from the
/// 128-point table T: stage-1 slots (tw_m1024 slot < 8: T_1024[8 r k1]) T_128[r k1], stage-2 slots
/// T[0] = 1 (no twiddle between the axes); conj for dir = 1.
__global__ void build_plane128_lane_table(const float2* __restrict__ tw, float2* __restrict__ lt, int dir) {
  const int e = blockIdx.x * blockDim.x + threadIdx.x;
  if (e >= k1024Threads * k1024Slots) return;
  const int slot = e / k1024Threads, tid = e % k1024Threads;
  float2 w = tw[slot < 8 ? tw_m1024(slot, tid) / 8 : 0];
  if (dir) w.y = -w.y;
  lt[e] = w;
}

/// Thread index within the 4 warps of a T1024 transform: GR (rt16384, several transforms per
/// block) masks it; the 4-warp kernels use threadIdx.x as is (the mask cost them a 4-byte spill).
template <bool GR>
__device__ __forceinline__ int tid1024() {
  if constexpr (GR) return threadIdx.x & (k1024Threads - 1);
  return threadIdx.x;
}

/// The n = 1024 lane twiddles of thread tid: slot `slot` at lt[slot * k1024Threads + tid] (LT), else
/// T[tw_m1024(slot, tid)] from the plan's table.
template <bool LT, bool GR = false>
struct LaneTw1024 {
  const float2* base;
  const RtParams* p;
  __device__ __forceinline__ LaneTw1024(const RtParams& prm) : base(prm.lt + tid1024<GR>()), p(&prm) {}
  __device__ __forceinline__ float2 operator()(int slot) const {
    if constexpr (LT) return __ldg(base + slot * k1024Threads);
    return twid(*p, tw_m1024(slot, tid1024<GR>()));
  }
};

/// The n = 4096 lane twiddles of a block of 8 or 16 warps. The table is laid out for 8 warps (slot
/// 12 tk + j of thread 32 w + lane at lt[slot * 256 + 32 w + lane], task k1 = w + 8 tk); with 16 warps
/// (one task each, k1 = w) warp w's slot j is the 8-warp slot 12 (w >> 3) + j of thread
/// 32 (w & 7) + lane, so both read base + 256 * slot with base = lt + (tid & 255) + 3072 (tid >> 8).
/// The stage-1 slots (j < 4: T[16 r k1], r = 2t + (j & 1) + 8 (j >> 1)) do not depend on the lane's
/// g, so their 256 distinct words sit compactly in slot 0's place, entry 32 (4 tk + j) + 4 w + t (a
/// warp's load: one 32-byte sector, each word broadcast to 8 lanes); slots 1-3 and 13-15 are unused.
/// Same words, so the same bits. H200, 2026-11-29, same call (NOTES v50): 1D 4096 x2048 (rt4096's
/// async-copy form) 0.0477 -> 0.0451 ms (-5.5%), x16384 (lean) unchanged although the lean kernel
/// runs 3% more instructions; the same compact form for the 1024 table: 1D 2^20 -0.7%, 2D 1024^2
/// +0.5%, two staged 1024 instances then spill (not used).
template <bool LT>
struct LaneTw4096 {
  const float2* base;
  const RtParams* p;
  __device__ __forceinline__ LaneTw4096(const RtParams& prm)
      : base(prm.lt + (threadIdx.x & 255) + 3072 * (threadIdx.x >> 8)), p(&prm) {}
  __device__ __forceinline__ float2 operator()(int slot) const {
    if constexpr (LT) {
      if (slot % 12 < 4) {  // the compact stage-1 words (slot is a compile-time constant at every call)
        const int tid = threadIdx.x & 255;
        return __ldg(base - tid + 4 * (tid >> 5) + (tid & 3) - 3072 * (threadIdx.x >> 8) + 128 * (threadIdx.x >> 8) +
                     32 * (4 * (slot / 12) + slot % 12));
      }
      return __ldg(base + slot * k4096Threads);
    }
    return twid(*p, tw_m4096(slot + 12 * (threadIdx.x >> 8), threadIdx.x & 255));
  }
};

// ---------------------------------------------------------------------------
// Register-chained stage pairs shared by the kernels below.

/// Two radix-16 stages on one 16x16 tile: stage_b16, twiddle tw(rh, e) on the stage_a16 input
/// x[rh][e] (= stage_b16 output [e>>1][2rh + (e&1)]), stage_a16. x is clobbered.
template <int P, typename TW>
__device__ __forceinline__ void pair16(float2 (&x)[2][4], const MatA16& M, const TW& tw, float2 (&y)[2][4]) {
  float2 z[2][4];
  stage_b16<P>(x, M, z);
#pragma unroll
  for (int rh = 0; rh < 2; ++rh)
#pragma unroll
    for (int e = 0; e < 4; ++e) x[rh][e] = twmul(z[e >> 1][2 * rh + (e & 1)], tw(rh, e));
  stage_a16<P>(x, M, y);
}

/// pair16 under the line's scale (docs/numerics.md §4.8): stage_b16 with the line's inv, outputs
/// left scaled through the twiddle, stage_a16 ending with the line's s.
template <int P, typename TW>
__device__ __forceinline__ void pair16_line(float2 (&x)[2][4], const MatA16& M, const TW& tw, const LineScale& ls,
                                            float2 (&y)[2][4]) {
  float2 z[2][4];
  stage_b16_line<P, ScaleMode::kLineFirst>(x, M, ls.inv, z);
#pragma unroll
  for (int rh = 0; rh < 2; ++rh)
#pragma unroll
    for (int e = 0; e < 4; ++e) x[rh][e] = twmul(z[e >> 1][2 * rh + (e & 1)], tw(rh, e));
  stage_a16_line<P, ScaleMode::kLineLast>(x, M, ls.s, y);
}

/// Whether the 64- and 256-point lines (and the radix-2 tails' sub-rows of 128 / 512) of a kernel
/// instance with P fp16 terms run under the line's scale (docs/numerics.md §4.9 / §4.11,
/// input_line_scale_rule / subrow_line_scale_rule): TC_SPLIT with 2 terms and TC_FP16 (P = 1),
/// not TC_SPLIT with 3 terms.
__host__ __device__ constexpr bool line_scaled_terms(int P) { return P == 1 || P == 2; }

/// A 256-point line held by one warp (8 elements per lane, as rt256_kernel and rows_compute hold it):
/// pair16, or with LS (docs/numerics.md §4.9, input_line_scale_rule) pair16_line under the scale of
/// the line's input maximum (|re|, |im| of the 8 elements per lane, then warp_line_scale).
template <int P, bool LS, typename TW>
__device__ __forceinline__ void line256(float2 (&x)[2][4], const MatA16& M, const TW& tw, float2 (&y)[2][4]) {
  if constexpr (LS) {
    float m = 0.0f;
#pragma unroll
    for (int nt = 0; nt < 2; ++nt)
#pragma unroll
      for (int e = 0; e < 4; ++e) m = cmax(m, x[nt][e]);
    pair16_line<P>(x, M, tw, warp_line_scale(m), y);
  } else {
    pair16<P>(x, M, tw, y);
  }
}

/// Two radix-8 stages on 4 tiles with the C -> B swap between them, twiddle tw(tile, c). x is clobbered.
template <int P, bool FS, typename TW>
__device__ __forceinline__ void pair8(float2 (&x)[4][2], const MatA8& M, const TW& tw, float2 (&y)[4][2]) {
  stage_b8<P, 4, FS>(x, M, y);
#pragma unroll
  for (int tl = 0; tl < 4; ++tl)
#pragma unroll
    for (int c = 0; c < 2; ++c) x[tl][c] = twmul(y[tl][c], tw(tl, c));
  stage_b8<P, 4, FS>(x, M, y);
}

/// Four 64-point lines held by one warp, one per 16x8 tile (lane (g, t) holds elements g + 8(2t + c)
/// of line tl in x[tl][c], as rt64_kernel and rows_compute hold them): pair8, or with LS
/// (docs/numerics.md §4.9, input_line_scale_rule) both radix-8 stages under each line's scale from
/// its input maximum (warp_line_scale per line).
template <int P, bool LS, typename TW>
__device__ __forceinline__ void lines64(float2 (&x)[4][2], const MatA8& M, const TW& tw, float2 (&y)[4][2]) {
  if constexpr (LS) {
    float inv[4], s[4];
#pragma unroll
    for (int tl = 0; tl < 4; ++tl) {
      const LineScale ls = warp_line_scale(cmax(cmax(0.0f, x[tl][0]), x[tl][1]));
      inv[tl] = ls.inv;
      s[tl] = ls.s;
    }
    stage_b8_lines<P, 4, ScaleMode::kLineFirst>(x, M, inv, y);  // inputs times inv; outputs stay scaled
#pragma unroll
    for (int tl = 0; tl < 4; ++tl)
#pragma unroll
      for (int c = 0; c < 2; ++c) x[tl][c] = twmul(y[tl][c], tw(tl, c));
    stage_b8_lines<P, 4, ScaleMode::kLineLast>(x, M, s, y);  // scaled inputs; outputs times s
  } else {
    pair8<P, false>(x, M, tw, y);
  }
}

/// n = 256 element offsets of this lane's inputs (x[nt][e]) and outputs (y[nt][i]) relative to
/// element g + 32t of the line (see rt256_kernel).
__device__ __forceinline__ constexpr int in256(int nt, int e) { return 8 * nt + 16 * (e & 1) + 128 * (e >> 1); }
__device__ __forceinline__ constexpr int out256(int nt, int i) { return 8 * (i >> 1) + 16 * (i & 1) + 128 * nt; }

// ---------------------------------------------------------------------------
// n = 64 = 8 x 8, one warp = 4 transforms (one 16x8 tile each) per iteration, registers only.
// Stage 0: tile column g = vector j = g, component 2t + c = x[j + 8(2t + c)].
// Stage 1: vector j1 = g (stage-0 component), component 2t + c (stage-0 vector), twiddle
// T[(2t + c) g]; output component g of vector 2t + c = X[(2t + c) + 8g].
// Lines past the end are computed on a copy of the last line and not stored. PF: the next four
// lines' loads are issued before this iteration's compute (measured +1.3% on the H200).
template <int P, bool V4, bool SC, bool PF = true, bool ST = false>
__global__ void __launch_bounds__(128) rt64_kernel(const __grid_constant__ RtParams p) {
  using G = Geo<ST>;
  constexpr int Q = P >= 2 ? 2 : 1;
  const int lane = threadIdx.x & 31, g = lane >> 2, t = lane & 3;
  MatA8 M;
  load_a8<Q>(p.frag, lane, p.dir, M);
  float2 tw[2];
#pragma unroll
  for (int c = 0; c < 2; ++c) tw[c] = twid(p, (2 * t + c) * g);
  const int64_t wid = (int64_t)blockIdx.x * 4 + (threadIdx.x >> 5), nw = (int64_t)gridDim.x * 4;
  const int64_t last = p.nlines - 1;
  float2 xn[4][2];
  auto load = [&](int64_t l0) {
#pragma unroll
    for (int tl = 0; tl < 4; ++tl) {
      const int64_t line = l0 + tl < last ? l0 + tl : last;
      const float2* src = G::in_line(p, line) + G::ei(p, g + 16 * t);
#pragma unroll
      for (int c = 0; c < 2; ++c) xn[tl][c] = src[G::ei(p, 8 * c)];
    }
  };
  if (PF && wid * 4 < p.nlines) load(wid * 4);
  for (int64_t l0 = wid * 4; l0 < p.nlines; l0 += nw * 4) {
    if (!PF) load(l0);
    float2 x[4][2], y[4][2];
#pragma unroll
    for (int tl = 0; tl < 4; ++tl)
#pragma unroll
      for (int c = 0; c < 2; ++c) x[tl][c] = xn[tl][c];
    if (PF && l0 + nw * 4 < p.nlines) load(l0 + nw * 4);
    // TC_SPLIT (P = 2) and TC_FP16 (P = 1) passes here have no post-twiddle: §4.9's line scale
    lines64<P, line_scaled_terms(P)>(x, M, [&](int, int c) { return tw[c]; }, y);
#pragma unroll
    for (int tl = 0; tl < 4; ++tl) {
      if (l0 + tl <= last) {
        float2* dst = G::out_line(p, l0 + tl) + G::eo(p, 8 * g + 2 * t);
        const float2 z0 = scaled<SC>(p, y[tl][0]), z1 = scaled<SC>(p, y[tl][1]);
        if constexpr (V4 && !ST) {
          *reinterpret_cast<float4*>(dst) = make_float4(z0.x, z0.y, z1.x, z1.y);
        } else {
          dst[0] = z0;
          dst[G::eo(p, 1)] = z1;
        }
      }
    }
  }
}

// ---------------------------------------------------------------------------
// n = 256 = 16 x 16, one warp = one transform per iteration, registers only.
// Stage 0 (stage_b16): vector j = g + 8nt, component r = 2t + (e&1) + 8(e>>1) = x[j + 16r].
// Output y[nt][i] = component r' = g + 8(i>>1) of vector j = 2t + (i&1) + 8nt.
// Stage 1 (stage_a16): vector j1 = r', component j, twiddle T[r' j]; output component
// q = 2t + (i&1) + 8nt of vector j1 = g + 8(i>>1) = X[j1 + 16q].
template <int P, bool SC, bool ST = false>
__global__ void __launch_bounds__(128) rt256_kernel(const __grid_constant__ RtParams p) {
  using G = Geo<ST>;
  constexpr int Q = P >= 2 ? 2 : 1;
  const int lane = threadIdx.x & 31, g = lane >> 2, t = lane & 3;
  MatA16 MA;
  load_a16<Q>(p.frag, lane, p.dir, MA);
  float2 tw[2][4];
#pragma unroll
  for (int nt = 0; nt < 2; ++nt)
#pragma unroll
    for (int i = 0; i < 4; ++i) tw[nt][i] = twid(p, (g + 8 * (i >> 1)) * (2 * t + (i & 1) + 8 * nt));
  const int64_t wid = (int64_t)blockIdx.x * 4 + (threadIdx.x >> 5), nw = (int64_t)gridDim.x * 4;
  // software pipeline: the next line's loads are in flight while this line is computed
  float2 xn[2][4];
  auto load = [&](int64_t line) {
    const float2* src = G::in_line(p, line) + G::ei(p, g + 32 * t);
#pragma unroll
    for (int nt = 0; nt < 2; ++nt)
#pragma unroll
      for (int e = 0; e < 4; ++e) xn[nt][e] = src[G::ei(p, in256(nt, e))];
  };
  if (wid < p.nlines) load(wid);
  for (int64_t line = wid; line < p.nlines; line += nw) {
    float2 x[2][4], y[2][4];
#pragma unroll
    for (int nt = 0; nt < 2; ++nt)
#pragma unroll
      for (int e = 0; e < 4; ++e) x[nt][e] = xn[nt][e];
    if (line + nw < p.nlines) load(line + nw);
    // TC_SPLIT (P = 2) and TC_FP16 (P = 1) passes here have no post-twiddle: §4.9's line scale
    line256<P, line_scaled_terms(P)>(x, MA, [&](int rh, int e) { return tw[e >> 1][2 * rh + (e & 1)]; }, y);
    float2* dst = G::out_line(p, line) + G::eo(p, g + 32 * t);
#pragma unroll
    for (int nt = 0; nt < 2; ++nt)
#pragma unroll
      for (int i = 0; i < 4; ++i) dst[G::eo(p, out256(nt, i))] = scaled<SC>(p, y[nt][i]);
  }
}

// ---------------------------------------------------------------------------
// Staged kernels: strided lines whose neighbours are adjacent in memory on at least one side (2D/3D
// column passes, batch-interleaved layouts, the four-step passes), the other side adjacent too or
// contiguous (element stride 1). A block stages LPB lines in shared rows with coalesced accesses,
// computes each line from its row exactly as the contiguous kernels do from global memory (same
// fragments, same order), writes the outputs (post-twiddled with TW) back into the row, and
// stores all rows coalesced.
//
// Staging map of THREADS threads over LPB rows: thread -> (row l, first element k0), elements
// k0 + (THREADS/LPB) m. Adjacent lines: row fastest (the LPB neighbours of an element index are
// contiguous); contiguous elements: element fastest.
struct StageMap {
  int l, k0;
  __device__ __forceinline__ StageMap(bool kfast, int lpb, int threads) {
    const int ks = threads / lpb;
    l = kfast ? static_cast<int>(threadIdx.x) / ks : static_cast<int>(threadIdx.x) % lpb;
    k0 = kfast ? static_cast<int>(threadIdx.x) % ks : static_cast<int>(threadIdx.x) / lpb;
  }
};

// ---------------------------------------------------------------------------
// Radix-2 tail (D2): a line of n = 2M (M = 16, 64, 256, 1024, 4096) planned as the radices of M then
// one radix-2 stage. By docs §1 the stages before the last are two independent M-point transforms
// of the sub-lines E = x[2i] and O = x[2i + 1] (vector j of the last stage, Ns = M, reads y[j] and
// y[j + M]), with the M-point twiddles T_M[i] = T_n[2i]. The staged kernels stage a parent line as
// two sub-rows (element k -> row 2l + (k & 1), slot k >> 1), run the M-point transform of every
// sub-row exactly as for lines of M, and the store applies the last stage to E[k], O[k] * T_n[k]
// before the post-twiddle and the scale.
__host__ __device__ constexpr bool is_d2(int64_t n) {
  return n == 32 || n == 128 || n == 512 || n == 2048 || n == 8192;
}

/// The radix-2 last stage of a D2 line (docs/numerics.md §4.6): a native float stage in every
/// mode, exactly as the CPU executor computes it (§2 with W_2 = +-1, after the §3 twiddle):
/// x0 = a + b w, x1 = a - b w, each part rounded to nearest once. F_2 has no multiplication, so
/// the tensor-core split would only round more (the emulation of it that this replaces cost ~62
/// instructions per output pair against these 8). k: the output index; at k = 0 the twiddle is
/// skipped as in the CPU stage (T[0] = 1 would give the same values but not the same zero signs
/// and non-finite results). BR: the skip as a branch (`if (k != 0)`), else as a select (same
/// values). The TC_FP16 32 x 32 plane kernel (rt_plane32_kernel<1, false>) spilled 8 bytes with the
/// branch; its TC_SPLIT instances were 2.5% faster with it (H100, 3D 32^3 x4096, NOTES v23).
template <bool BR = false>
__device__ __forceinline__ void radix2_tail(float2 a, float2 b, float2 w, int k, float2& x0, float2& x1) {
  if constexpr (BR) {
    if (k != 0) b = twmul(b, w);
  } else {
    const float2 bw = twmul(b, w);
    b = k != 0 ? bw : b;
  }
  x0 = make_float2(__fadd_rn(a.x, b.x), __fadd_rn(a.y, b.y));
  x1 = make_float2(__fsub_rn(a.x, b.x), __fsub_rn(a.y, b.y));
}

struct SwzId {
  static __device__ __forceinline__ constexpr int f(int i) { return i; }
  static __device__ __forceinline__ constexpr int cat(int a, int b) { return a + b; }  // disjoint bits
};
/// Slot maps of staged rows: f(k) is element k's slot; cat(f(a), f(b)) = f(a + b) for the split of
/// an index into a thread part a and a loop / constant part b used at each call site (XOR for the
/// GF(2)-linear swizzles, + for the padded map).
/// Staged 256-point rows (row_slots.h row_slot_256: padding, conflict-free; unpadded rows took 8
/// wavefronts per row-compute access, ncu: 18.4 M / 12.7 M conflicts in the 2D 256^2 x1024 column
/// pass, NOTES v16). cat(f(a), f(b)) = f(a + b) when a + (b mod 32) < 32: a thread part below the
/// loop step KS (<= 32, dividing 32 or a multiple of 32) or rows_compute's lane part g + 32 t with
/// constants of (c mod 32) <= 24.
struct SwzPad256 {
  static __device__ __forceinline__ constexpr int f(int k) { return row_slot_256(k); }
  static __device__ __forceinline__ constexpr int cat(int a, int b) { return a + b; }
};

/// Applies the radix-2 tail to the sub-rows written by the M-point transforms (E = row 2l, O = row
/// 2l + 1) and stores outputs k and k + M of parent p0 + l (map m over PL parents, k < M),
/// post-twiddled (TW, length 2M) and scaled (SC).
/// UNR: unroll count of the store loop (4; 2 where 4 spilled: TC_FP16, M = 64, post-twiddle, cp.async).
template <int P, bool SC, bool TW, int M, int THREADS, int PL, int RP, typename SW, int UNR = 4>
__device__ __forceinline__ void rows_out_d2(const RtParams& p, const StageMap& m, int64_t p0, const float2* rows) {
  using G = Geo<true>;
  constexpr int KS = THREADS / PL;
  const int64_t line = p0 + m.l;
  if (line >= p.nlines) return;
  float2* dst = G::out_line(p, line);
  const float2* e = rows + 2 * m.l * RP;
  const int64_t c = TW ? tw_col(p, line) : 0;
  const int sk0 = SW::f(m.k0);
#pragma unroll UNR
  for (int i = 0; i < M / KS; ++i) {
    const int k = m.k0 + KS * i, sk = SW::cat(sk0, SW::f(KS * i));
    float2 x0, x1;
    radix2_tail(e[sk], e[RP + sk], twid_n(p, k), k, x0, x1);
    dst[G::eo(p, k)] = scaled<SC>(p, post_tw<TW, 2 * M>(p, c, k, x0));
    dst[G::eo(p, k + M)] = scaled<SC>(p, post_tw<TW, 2 * M>(p, c, k + M, x1));
  }
}

// n = 64: rows padded (RP = n + 1) so that the row-fastest staging accesses are conflict-free; the
// compute reads of a row have the contiguous kernels' 4-way pattern. n = 256: element k at slot
// SwzPad256::f(k) (4 float2 of padding per 32) in rows of RP = 289 (WIDE) / 290 float2, so that
// the compute reads and writes and the strided side's staging are conflict-free (the contiguous
// side of a WIDE block: 2-way).
// n = 16 (only as the sub-rows of n = 32 with the radix-2 tail): 64 sub-rows = 32 parent lines per
// block iteration (256 contiguous bytes per element index on a strided side), one stage_b16 call
// of 16 sub-rows per warp. WIDE (the sub-rows of D2 lines of 128 and 512, and 256-point lines): twice the rows, so
// that a strided side is read in 128 / 64-byte segments (16 / 8 parents) instead of 64 / 32 bytes.
// H100, 2026-11-21, same call: 3D 128^3 x64 3.46 -> 2.75 ms, 2D 128^2 x4096 1.04 -> 0.92, but
// contiguous 1D 128 x2^19 0.408 -> 0.450 and 1D 2^15 x2048 (post-twiddled 128-point pass A)
// 0.969 -> 1.051: WIDE only for passes strided on a side and without a post-twiddle. WIDE 256
// needs 66 KB with both buffers: dynamic shared memory (DYN), 3 blocks per SM; same H100, same
// call: 3D 512^3 4.32 / 4.15 -> 3.63 ms, 1D 2^26 2.11 -> 2.08, but 2D 512^2 x256 1.073 -> 1.098 and
// 1D 2^17 x512 1.065 -> 1.133 (strides of 2-4 KB, where the occupancy costs more than the wider
// segments bring; a stride threshold is the next step, tools/kernel_dev/NOTES.md v8). v12: WIDE
// also for the 256-point passes (not tails) without a post-twiddle whose input is strided, 16 rows,
// at every stride (3D 256^3 x8 3.19 -> 2.61 ms; since v36 only at strides >= 64 KB on devices below
// kCopyBoundGBsPerSM, see launch_pss); the same stride threshold (64 KB) tried for the 512 tails
// lost there (3D 512^3 3.42 -> 3.77, 2D 512^2 x256 1.05 -> 1.09-1.12) and won only at 1D 2^17 x512
// (1.16 -> 1.10), so the 512 tails stay wide at every stride.
template <int N, bool WIDE = false>
struct Staged {
  static constexpr int LPB = (N == 16 ? 64 : N == 64 ? 16 : 8) * (WIDE ? 2 : 1);  // (sub-)rows per block iteration
  // padded row, float2: 256-point rows (SwzPad256, 288 slots) of 16 (WIDE) at an odd pitch so that a
  // strided side's 16 rows per half-warp meet 16 bank pairs, of 8 at 2 mod 16 (8 rows x 2 slots)
  static constexpr int RP = N == 256 ? (WIDE ? kRow256Wide : kRow256) : N + 1;
  static constexpr int SMEM = LPB * RP;                // float2
  static constexpr bool DYN = WIDE && N == 256;        // staging buffers in dynamic shared memory
};

/// This lane's operands for rows_compute: the DFT matrix fragments (R = 16 for n = 16 and 256,
/// R = 8 for 64) and the stage-1 twiddles (none for n = 16).
template <int Q, int N>
__device__ __forceinline__ void rows_operands(const RtParams& p, int lane, int g, int t, MatA16& MA, MatA8& M8,
                                              float2 (&tw)[2][4]) {
  if constexpr (N == 16) {
    load_a16<Q>(p.frag, lane, p.dir, MA);  // one stage (Ns = 1): no twiddles
  } else if constexpr (N == 256) {
    load_a16<Q>(p.frag, lane, p.dir, MA);
#pragma unroll
    for (int nt = 0; nt < 2; ++nt)
#pragma unroll
      for (int i = 0; i < 4; ++i) tw[nt][i] = twid(p, (g + 8 * (i >> 1)) * (2 * t + (i & 1) + 8 * nt));
  } else {
    load_a8<Q>(p.frag, lane, p.dir, M8);
#pragma unroll
    for (int c = 0; c < 2; ++c) tw[0][c] = twid(p, (2 * t + c) * g);
  }
}

/// The row transforms of a staged block iteration: LPB rows of N points at sm + l * RP (lines l0 + l),
/// each computed exactly as the contiguous kernels compute a line from global memory (same
/// fragments, same order), outputs written back over the row. D2: the rows are sub-rows and the
/// outputs stay unscaled (the radix-2 tail's store finishes them); else post-twiddled (TWR) and
/// scaled (SC). n = 16: LPB = 64 (one stage_b16 call of 16 rows per warp); 64: LPB a multiple of
/// 16; 256: LPB a multiple of 4. MA / M8 / tw as the staged kernel loads them. KS (n = 64 only):
/// element k of row l at sm + l * RP + k * KS, so that RP = 1, KS = pitch computes the columns of
/// a row-major tile (the plane pass).
template <int P, bool SC, int N, int LPB, int RP, bool TWR, bool D2, int KS = 1, typename SW = SwzId>
__device__ __forceinline__ void rows_compute(const RtParams& p, float2* sm, int64_t l0, const MatA16& MA,
                                             const MatA8& M8, const float2 (&tw)[2][4], int w, int g, int t) {
  static_assert(KS == 1 || N == 64, "an element stride only for n = 64");
  auto fin = [&](int64_t c, int k, float2 z) {
    if constexpr (D2) return z;
    return scaled<SC>(p, post_tw32<TWR, N>(p, c, k, z));
  };
  // the same with the factor w loaded ahead (post_tw32_load): the 256-point rows
  auto fin_w = [&](int64_t c, int k, float2 w, float2 z) {
    if constexpr (D2) return z;
    return scaled<SC>(p, post_tw32_use<TWR>(p, c, k, w, z));
  };
  if constexpr (N == 16) {
    static_assert(LPB == 64, "16 rows per warp");
    // stage_b16 on rows 16w + g + 8nt: x[nt][e] = element 2t + (e&1) + 8(e>>1); output
    // y[nt][i] = element g + 8(i>>1) of row 16w + 2t + (i&1) + 8nt (rt_stage.cuh)
    float2 x[2][4], y[2][4];
#pragma unroll
    for (int nt = 0; nt < 2; ++nt)
#pragma unroll
      for (int e = 0; e < 4; ++e) x[nt][e] = sm[(16 * w + g + 8 * nt) * RP + 2 * t + (e & 1) + 8 * (e >> 1)];
    stage_b16<P>(x, MA, y);
    __syncwarp();  // every lane has read the rows before any lane overwrites them
#pragma unroll
    for (int nt = 0; nt < 2; ++nt)
#pragma unroll
      for (int i = 0; i < 4; ++i) {
        const int r = 16 * w + 2 * t + (i & 1) + 8 * nt, k = g + 8 * (i >> 1);
        sm[r * RP + k] = fin(tw_col_if<TWR>(p, l0 + r), k, y[nt][i]);
      }
  } else if constexpr (N == 256) {
    constexpr int RW = LPB / 4;  // rows per warp: RW w + h
#pragma unroll 1
    for (int h = 0; h < RW; ++h) {
      float2* row = sm + (RW * w + h) * RP;
      const int64_t c = tw_col_if<TWR>(p, l0 + RW * w + h);
      float2 x[2][4], y[2][4];
      // element k at row[SW::f(k)], the lane part g + 32 t joined with the constant parts by SW::cat
      const int sl = SW::f(g + 32 * t);
      float2 pw[2][4];  // TWR: this row's post-twiddle factors, loaded ahead (post_tw32_load)
#pragma unroll
      for (int nt = 0; nt < 2; ++nt)
#pragma unroll
        for (int i = 0; i < 4; ++i) pw[nt][i] = post_tw32_load<TWR, N>(p, c, g + 32 * t + out256(nt, i));
#pragma unroll
      for (int nt = 0; nt < 2; ++nt)
#pragma unroll
        for (int e = 0; e < 4; ++e) x[nt][e] = row[SW::cat(sl, SW::f(in256(nt, e)))];
      // §4.9 (input_line_scale_rule): TC_SPLIT (2 terms) / TC_FP16 lines of 256, post-twiddled ones too; §4.11
      // (subrow_line_scale_rule): the sub-rows of 512 likewise, one scale per sub-row
      line256<P, line_scaled_terms(P)>(x, MA, [&](int rh, int e) { return tw[e >> 1][2 * rh + (e & 1)]; }, y);
      __syncwarp();  // every lane has read the row before any lane overwrites it
#pragma unroll
      for (int nt = 0; nt < 2; ++nt)
#pragma unroll
        for (int i = 0; i < 4; ++i)
          row[SW::cat(sl, SW::f(out256(nt, i)))] = fin_w(c, g + 32 * t + out256(nt, i), pw[nt][i], y[nt][i]);
    }
  } else {
    static_assert(N == 64 && LPB % 16 == 0, "n = 64 rows in groups of 16");
    // rows 16h + 4w + tl: four per warp and group h of 16
#pragma unroll 1
    for (int h = 0; h < LPB / 16; ++h) {
      float2 x[4][2], y[4][2];
      float2* const r0 = sm + (16 * h + 4 * w) * RP;
#pragma unroll
      for (int tl = 0; tl < 4; ++tl)
#pragma unroll
        for (int c = 0; c < 2; ++c) {
          if constexpr (KS == 1) {  // kept literally: the staged kernels keep their machine code
            x[tl][c] = r0[tl * RP + g + 16 * t + 8 * c];
          } else {
            x[tl][c] = r0[tl * RP + (g + 16 * t + 8 * c) * KS];
          }
        }
      // §4.9 (input_line_scale_rule): TC_SPLIT (2 terms) / TC_FP16 lines of 64, post-twiddled ones too; §4.11
      // (subrow_line_scale_rule): the sub-rows of 128 likewise, one scale per sub-row (per tile)
      lines64<P, line_scaled_terms(P)>(x, M8, [&](int, int c) { return tw[0][c]; }, y);
      __syncwarp();  // every lane has read the rows before any lane overwrites them
#pragma unroll
      for (int tl = 0; tl < 4; ++tl) {
        const int64_t col = tw_col_if<TWR>(p, l0 + 16 * h + 4 * w + tl);
#pragma unroll
        for (int c = 0; c < 2; ++c) {
          if constexpr (KS == 1) {
            r0[tl * RP + 8 * g + 2 * t + c] = fin(col, 8 * g + 2 * t + c, y[tl][c]);
          } else {
            r0[tl * RP + (8 * g + 2 * t + c) * KS] = fin(col, 8 * g + 2 * t + c, y[tl][c]);
          }
        }
      }
    }
  }
}

// AS: two staging buffers; the next block iteration's lines are copied with cp.async (8 bytes per
// element, zero-filled past the end) while this one is computed and stored. D2: lines of 2N with a
// radix-2 tail (see is_d2): LPB / 2 parent lines per block iteration, staged as LPB sub-rows.
// WIDE: Staged's wider block iteration (sub-rows of 64 and 256; the launch passes the dynamic
// shared memory of Staged::DYN: (AS ? 2 : 1) * SMEM float2).
// P = 1 (TC_FP16): at least 4 blocks per SM. Without a minimum ptxas chose 64 registers and a 4-byte
// spill for the scaled, post-twiddled n = 64 instance (2026-11-21); the 6 blocks (<= 80 registers)
// set then held the 256-point instances at 74-80 registers. At 4 they take 74-96, no spill, 5 blocks
// (20 warps) per SM. H200, 2026-11-28, same call (NOTES v43): TC_FP16 1D 2^24 x4 1.475 -> 1.091 ms,
// 2^18 x256 0.935 -> 0.768, 2^23 x8 1.358 -> 1.128, 3D 256^3 x8 1.975 -> 1.718, 2^15 0.699 -> 0.673;
// 3D 64^3 / 128^3, 2D 256^2 unchanged; same bits. P >= 2 (TC_SPLIT): no minimum (101-120 registers;
// at 5 blocks per SM its 256-point instances spilled 4-8 bytes and ran 3-7% slower, NOTES v43).
template <int P, bool SC, int N, bool TW, bool AS, bool D2 = false, bool WIDE = false>
__global__ void __launch_bounds__(128, P == 1 ? 4 : 1) rt_staged_kernel(const __grid_constant__ RtParams p) {
  using S = Staged<N, WIDE>;
  using G = Geo<true>;
  constexpr int Q = P >= 2 ? 2 : 1, LPB = S::LPB, RP = S::RP, PL = D2 ? LPB / 2 : LPB;
  __shared__ float2 sms[S::DYN ? 1 : (AS ? 2 : 1) * S::SMEM];
  extern __shared__ float2 smd[];
  float2* const smb = S::DYN ? smd : sms;
  const int lane = threadIdx.x & 31, g = lane >> 2, t = lane & 3, w = threadIdx.x >> 5;
  const StageMap ml(p.is == 1, PL, 128), ms(p.os == 1, PL, 128);
  constexpr int KS = 128 / PL;
  constexpr int LEN = D2 ? 2 * N : N;  // elements per staged (parent) line
  static_assert(N != 16 || D2, "n = 16 rows only as the sub-rows of n = 32");
  MatA16 MA;
  MatA8 M8;
  float2 tw[2][4];
  rows_operands<Q, N>(p, lane, g, t, MA, M8, tw);
  // element k of the staged line l -> row and slot (D2: sub-row 2l + (k & 1), slot k >> 1); 256-point
  // (sub-)rows padded (SwzPad256). k = ml.k0 + KS i: the slot is base + SW::f(i KS (>> 1 for D2)).
  using SW = std::conditional_t<N == 256, SwzPad256, SwzId>;
  const int sbase = D2 ? (2 * ml.l + (ml.k0 & 1)) * RP + SW::f(ml.k0 >> 1) : ml.l * RP + SW::f(ml.k0);
  auto issue = [&](int64_t l0, float2* buf) {
    const int64_t line = l0 + ml.l;
    const bool ok = line < p.nlines;
    const float2* src = G::in_line(p, ok ? line : 0);
#pragma unroll 4
    for (int i = 0; i < LEN / KS; ++i)
      cp_async8_zfill(buf + SW::cat(sbase, SW::f(D2 ? (KS / 2) * i : KS * i)), src + G::ei(p, ml.k0 + KS * i), ok);
    cp_async_commit();
  };
  // AS: block iterations in order from the counter (tickets.cuh), taken two ahead because the copy of
  // iteration it + 1 is issued at the top of iteration it: thread 0 takes item it + 2 after the top
  // barrier and publishes it in nxt[it & 1] before the barrier after the rows (read after it). H100,
  // 2026-11-22, same call against the static persistent order: 3D 64^3 x512 1.770 -> 1.706 ms, 128^3
  // x64 2.683 -> 2.480, 512^3 3.43 -> 3.29, 64x128x128 x64 1.266 -> 1.192 (NOTES v15).
  // (every AS instance: the TC_FP16 post-twiddled 256 one went without while it spilled 4 bytes at <= 80
  // registers; with tickets at <= 128 it has none, and 2^24 x4 TC_FP16 took 1.200 -> 1.091 ms, NOTES v43)
  constexpr bool TK = AS;
  // LATE: thread 0 takes item it + 2 after the rows of iteration it (not at its top) and publishes it
  // after its own stores, so that an item is taken about one store phase before its copy starts
  // instead of a whole iteration. H200, 2026-11-29, same process against the early take (NOTES v54
  // call 6, every AS instance), ms: 1D 2^22 x16 1.038 -> 1.008, 3D 512^3 2.315 -> 2.285, 2^18 x256
  // 0.721 -> 0.716, 3D 64^3 x512 1.211 -> 1.206; the 256-point instances without a radix-2 tail
  // neutral to worse (3D 256^3 x8 1.712 -> 1.726, 2D 256 x1024 x256 -0.5%, 3D 256 x64 x64 x64 -0.2%),
  // so not there. This form (calls 7-8): 3D 32^3 x4096 -2.4%, 2D 4096^2 x4 -2.0%, 2D 8192^2 -1.6%,
  // 3D 512^3 -1.2%, 2^22 x16 -1.1%, 3D 256^3 0. Same bits.
  constexpr bool LATE = TK && !(N == 256 && !D2);
  const int64_t stride = (int64_t)gridDim.x * PL;
  __shared__ long long nxt[TK ? 2 : 1];
  Tickets tix(TK ? p.tickets : nullptr);
  int64_t l0 = (int64_t)blockIdx.x * PL, l1 = l0 + stride;
  if constexpr (TK) {
    if (threadIdx.x == 0) {
      nxt[0] = tix.grab();
      nxt[1] = tix.grab();
    }
    __syncthreads();
    l0 = nxt[0] * PL;
    l1 = nxt[1] * PL;
  }
  int b = 0;
  if (AS && l0 < p.nlines) issue(l0, smb);
  for (int it = 0; l0 < p.nlines; ++it, b ^= 1) {
    float2* const sm = smb + (AS ? b * S::SMEM : 0);
    long long g2 = 0;
    if constexpr (AS) {
      cp_async_wait_all();
      __syncthreads();  // this iteration's rows are complete; the previous store has read the other buffer
      if (LATE && it > 0) l1 = nxt[(it - 1) & 1] * PL;  // published after the previous iteration's stores
      if (l1 < p.nlines) issue(l1, smb + (b ^ 1) * S::SMEM);
      if (TK && !LATE && threadIdx.x == 0) g2 = tix.grab();
    } else {
      const int64_t line = l0 + ml.l;
      const bool ok = line < p.nlines;
      const float2* src = G::in_line(p, ok ? line : 0);
      // (the element loop form: in the index form above the TC_FP16 post-twiddled 256 instance spilled)
#pragma unroll 4
      for (int k = ml.k0; k < LEN; k += KS)
        sm[D2 ? (2 * ml.l + (k & 1)) * RP + SW::f(k >> 1) : ml.l * RP + SW::f(k)] = ok ? src[G::ei(p, k)] : make_float2(0.f, 0.f);
      __syncthreads();
    }
    rows_compute<P, SC, N, LPB, RP, TW && !D2, D2, 1, SW>(p, sm, l0, MA, M8, tw, w, g, t);
    if (TK && threadIdx.x == 0) {
      if constexpr (LATE) {
        g2 = tix.grab();  // returns behind this thread's stores
      } else {
        nxt[it & 1] = g2;
      }
    }
    __syncthreads();
    int64_t l2 = l1 + stride;  // (LATE: set at the next iteration's top)
    if constexpr (TK && !LATE) l2 = nxt[it & 1] * PL;
    if constexpr (D2) {
      rows_out_d2<P, SC, TW, N, 128, PL, RP, SW, (P == 1 && TW && AS && N == 64) ? 2 : 4>(p, ms, l0, sm);
    } else {
      const int64_t line = l0 + ms.l;
      if (line < p.nlines) {
        float2* dst = G::out_line(p, line);
#pragma unroll 4
        for (int i = 0; i < N / KS; ++i) dst[G::eo(p, ms.k0 + KS * i)] = sm[ms.l * RP + SW::cat(SW::f(ms.k0), SW::f(KS * i))];
      }
    }
    if constexpr (!AS) __syncthreads();  // AS: the next iteration's first barrier
    if (LATE && threadIdx.x == 0) nxt[it & 1] = g2;  // after this thread's stores: read at the next top
    l0 = l1;
    l1 = l2;
  }
  if (TK && threadIdx.x == 0) tix.finish();
}

// ---------------------------------------------------------------------------
// Fused transposed 256 x 256 pair (two passes, one kernel; NOTES v20). The transposed 2D plan (and
// the transposed inner axes of a 3D plan) runs pass A (256-point rows of the input, written
// transposed into the work area: element stride 256) and pass B (the same on the work area, into
// the output). Both are the staged 256 kernel's block iterations (8 rows, same arithmetic, same
// bits as rt_staged_kernel<P, SC, 256, false, true>). Here one persistent kernel hands out the
// iterations of both passes from the counter in the sequence A0 .. A(L-1), B0, AL, B1, A(L+1), ...
// of chunks (fu_chunk iterations = whole planes, L = fu_lag), so that a chunk's work lines are read
// back by pass B shortly after pass A wrote them, from L2 rather than DRAM; once a B iteration's
// rows are in shared memory the work lines it read are dropped from L2 without a write-back
// (discard.global.L2: they are never read again), and so that L2 keeps the work lines rather than
// data used once, pass A's input copies are evict-first and pass B's output stores streaming.
// DRAM bytes of 2D 256^2 x1024 (ncu, H100): 537 MB read + 520 MB written, one read and one write
// of the data, against 1074 + 1030 MB for the two passes. The 256-point pass costs nearly its memory
// floor in SM time, so the item loop must stay lean: with the general staged addressing and every
// thread decoding the sequence the pair took 0.711 ms against 0.740 for the two passes (403 M
// instructions); with the fixed geometry below and one decode by thread 0, 0.636 ms (298 M; H100,
// 2026-11-22, same call, NOTES v21; cuFFT FP32 0.749).
// Dependencies: a B iteration reads whole planes
// of its chunk, so its copy waits until tickets[2 + chunk] counts every A iteration of the chunk
// (each A iteration: after the block barrier that follows its stores, thread 0 fences and adds
// one; the barrier orders every thread's stores before that fence). A block
// never waits while it holds an unfinished A iteration: the copy of the next iteration is issued
// ahead only when its chunk is already complete (a non-blocking check), else at the top of its
// own iteration after the block's previous A iteration is counted. The earliest unfinished
// iteration of the sequence can therefore always proceed (an A never waits; a B waits only for
// earlier A's), so the persistent grid cannot deadlock even when not every block is resident.
struct FuseItem {
  int ph;        // 0 pass A, 1 pass B
  int64_t item;  // block iteration within its pass, -1 past the end (a partial last chunk)
  int64_t c;     // chunk
};
__device__ __forceinline__ FuseItem fuse_decode(const RtParams& p, int64_t s) {
  const int64_t G = p.fu_nchunks;
  const int64_t q = s >> p.fu_chunk_shift, r = s & (p.fu_chunk - 1);  // chunks of a power of two
  const int64_t la = p.fu_lag < G ? p.fu_lag : G, pairs = G - la;
  FuseItem f;
  if (q < la) {
    f.ph = 0;
    f.c = q;
  } else if (q - la < 2 * pairs) {
    const int64_t m = q - la;
    f.ph = (m & 1) ? 0 : 1;
    f.c = (m & 1) ? la + (m >> 1) : (m >> 1);
  } else {
    f.ph = 1;
    f.c = pairs + (q - la - 2 * pairs);
  }
  const int64_t item = (f.c << p.fu_chunk_shift) + r;
  f.item = item < p.fu_items ? item : -1;
  return f;
}
__device__ __forceinline__ unsigned long long ld_acquire_u64(const unsigned long long* a) {
  unsigned long long v;
  asm volatile("ld.acquire.gpu.global.u64 %0, [%1];" : "=l"(v) : "l"(a) : "memory");
  return v;
}

/// Work item of a sequence position for the loop below (thread 0 decodes once, every thread reads
/// the code): -2 past the end of the sequence, -1 a hole (the partial last chunk), else
/// (item << 1) | phase.
__device__ __forceinline__ long long fuse_code(const RtParams& p, int64_t s) {
  if (s >= 2 * p.fu_nchunks * p.fu_chunk) return -2;
  const FuseItem f = fuse_decode(p, s);
  return f.item < 0 ? -1 : static_cast<long long>((f.item << 1) | f.ph);
}

// The geometry is fixed by fused_supported (transposed_rows, fourstep_columns): planes of 256 x 256
// at distance p.idist on every side; item i is lines 8 (i mod 32) .. + 7 of plane i / 32. Pass B
// (and pass A of the transposed form) reads them as contiguous rows; pass A of the four-step form
// (FS: the 256 x 256 four-step's first pass, 1D 65536) reads them as columns (element stride 256,
// the lines 1 apart) and post-twiddles its outputs (column c = line mod 256). Both passes write
// with element stride 256 (the lines 1 apart). So a thread's 16 copies and 16 stores of an item
// are one base address plus immediate offsets, and the item's addresses cost a few instructions
// (the general line decomposition of the staged kernel is not needed).
// MB: blocks per SM asked of ptxas (4, or 5 for TC_SPLIT on some devices: fused_blocks). The pair
// is latency bound (v36 profile: 48% issue at 4 blocks), and its 37 KB of shared memory leave room
// for a fifth block; TC_SPLIT then fits 96 registers without spills. The four-step form
// (post-twiddle) spilled 16 bytes at 96 until the half-MMA radix 16 (numerics §4.15); since v49 it
// takes 5 blocks too (H200, same call: 1D 65536 x1024 0.5924 -> 0.5822 ms, x4096 -2.8%).
template <int P, bool SC, bool FS, int MB = 4>
__global__ void __launch_bounds__(128, MB) rt_fused256_kernel(const __grid_constant__ RtParams p) {
  using S = Staged<256>;
  using SW = SwzPad256;
  constexpr int Q = P >= 2 ? 2 : 1, LPB = S::LPB, RP = S::RP, KS = 128 / LPB;
  static_assert(LPB == 8 && KS == 16, "items of 8 rows, 32 per 256-row plane");
  __shared__ float2 smb[2 * S::SMEM];
  __shared__ long long nxt[2];
  __shared__ int flag[3];  // [it & 1]: the next iteration's copy may be issued ahead; [2]: the first's
  const int lane = threadIdx.x & 31, g = lane >> 2, t = lane & 3, w = threadIdx.x >> 5;
  // contiguous rows in (pass B; pass A unless FS), element stride 256 in (FS pass A) and out
  const StageMap mr(true, LPB, 128), ms(false, LPB, 128);
  MatA16 MA;
  MatA8 M8;
  float2 tw[2][4];
  rows_operands<Q, 256>(p, lane, g, t, MA, M8, tw);
  const int sin = mr.l * RP + SW::f(mr.k0), sout = ms.l * RP + SW::f(ms.k0);
  const int gin = 256 * mr.l + mr.k0, gout = ms.l + 256 * ms.k0;  // element offsets in an item
  unsigned long long* const done = p.tickets + 2;
  // the item's first input line and its output position (line 8 (i mod 32) of plane i / 32)
  auto in_base = [&](long long code) {
    const int64_t item = code >> 1;
    if (FS && (code & 1) == 0) return p.in + (item >> 5) * p.idist + ((item & 31) << 3);
    return ((code & 1) ? p.in_b : p.in) + (item >> 5) * p.idist + ((item & 31) << 11);
  };
  auto out_base = [&](long long code) {
    const int64_t item = code >> 1;
    return ((code & 1) ? p.out_b : p.out) + (item >> 5) * p.idist + ((item & 31) << 3);
  };
  // thread 0: whether the item may be copied now (A, a hole, the end, or its chunk done)
  auto ready = [&](long long code) {
    if (code < 0 || (code & 1) == 0) return true;
    const int64_t c = (code >> 1) >> p.fu_chunk_shift, left = p.fu_items - c * p.fu_chunk;
    const unsigned long long need = static_cast<unsigned long long>(left < p.fu_chunk ? left : p.fu_chunk);
    return ld_acquire_u64(done + c) >= need;
  };
  const uint64_t pol_first = l2_evict_first();
  auto issue = [&](long long code, float2* buf) {
    if ((code & 1) == 0) {
      // pass A's input is read once: evict it first, so that L2 keeps the work lines. FS: the
      // staged kernel's strided map (8 neighbouring columns per element index)
      const float2* src = in_base(code) + (FS ? gout : gin);
      const uint32_t d = static_cast<uint32_t>(__cvta_generic_to_shared(buf + (FS ? sout : sin)));
      constexpr int step = FS ? 256 * KS : KS;
#pragma unroll
      for (int i = 0; i < 256 / KS; ++i)
        asm volatile("cp.async.ca.shared.global.L2::cache_hint [%0], [%1], 8, %2;\n" ::"r"(d + 8 * SW::f(KS * i)),
                     "l"(src + step * i), "l"(pol_first)
                     : "memory");
    } else {
      const float2* src = in_base(code) + gin;
      const uint32_t d = static_cast<uint32_t>(__cvta_generic_to_shared(buf + sin));
#pragma unroll
      for (int i = 0; i < 256 / KS; ++i)
        asm volatile("cp.async.ca.shared.global [%0], [%1], 8;\n" ::"r"(d + 8 * SW::f(KS * i)), "l"(src + KS * i)
                     : "memory");
    }
    cp_async_commit();
  };
  Tickets tix(p.tickets);
  if (threadIdx.x == 0) {
    nxt[0] = fuse_code(p, tix.grab());
    nxt[1] = fuse_code(p, tix.grab());
    flag[2] = ready(nxt[0]) ? 1 : 0;
    flag[0] = ready(nxt[1]) ? 1 : 0;
  }
  __syncthreads();
  long long c0 = nxt[0], c1 = nxt[1];
  bool issued0 = flag[2] != 0;
  if (issued0 && c0 >= 0) issue(c0, smb);
  int64_t pend = -1;  // thread 0: the chunk of this block's last A iteration, not yet counted
  // thread 0, after a barrier that follows the block's stores of that iteration
  auto count_pending = [&]() {
    if (pend < 0) return;
    __threadfence();
    atomicAdd(done + pend, 1ULL);
    pend = -1;
  };
  int b = 0;
  for (int it = 0; c0 != -2; ++it, b ^= 1) {
    float2* const sm = smb + b * S::SMEM;
    cp_async_wait_all();
    __syncthreads();  // c0's rows are complete (if issued); the previous store has read the other buffer
    if (threadIdx.x == 0) count_pending();
    const bool go1 = flag[it & 1] != 0;
    if (!issued0) {  // a B iteration whose chunk was not complete when it was taken
      if (threadIdx.x == 0)
        while (!ready(c0)) __nanosleep(256);
      __syncthreads();
      if (c0 >= 0) issue(c0, sm);
      cp_async_wait_all();
      __syncthreads();
    }
    if (go1 && c1 >= 0) issue(c1, smb + (b ^ 1) * S::SMEM);
    unsigned long long g2 = 0;
    if (threadIdx.x == 0) g2 = tix.grab();
    if (c0 >= 0) {
      if (c0 & 1) {
        // the work lines of this iteration are in shared memory: drop them from L2 (one 128-byte
        // line per thread, 16 per 2 KB row)
        asm volatile("discard.global.L2 [%0], 128;" ::"l"(in_base(c0) + 16 * threadIdx.x) : "memory");
      }
      // one instance of the row computation where both passes compute alike (transposed form, no
      // scale): half the code; v20 measured the same executed instructions with two
      if constexpr (FS) {  // pass A post-twiddles (the lines from 8 item on), pass B may scale
        if (c0 & 1)
          rows_compute<P, SC, 256, LPB, RP, false, false, 1, SW>(p, sm, 0, MA, M8, tw, w, g, t);
        else
          rows_compute<P, false, 256, LPB, RP, true, false, 1, SW>(p, sm, (c0 >> 1) * LPB, MA, M8, tw, w, g, t);
      } else if constexpr (SC) {
        if (c0 & 1)
          rows_compute<P, true, 256, LPB, RP, false, false, 1, SW>(p, sm, 0, MA, M8, tw, w, g, t);
        else
          rows_compute<P, false, 256, LPB, RP, false, false, 1, SW>(p, sm, 0, MA, M8, tw, w, g, t);
      } else {
        rows_compute<P, false, 256, LPB, RP, false, false, 1, SW>(p, sm, 0, MA, M8, tw, w, g, t);
      }
    }
    // thread 0 decodes the item it took (the atomic has returned behind the rows)
    if (threadIdx.x == 0) nxt[it & 1] = fuse_code(p, static_cast<int64_t>(g2));
    __syncthreads();
    const long long c2 = nxt[it & 1];
    // thread 0, before its stores (the load's latency behind the other threads' stores): whether
    // the next iteration's successor may be copied ahead
    if (threadIdx.x == 0) flag[(it + 1) & 1] = ready(c2) ? 1 : 0;
    if (c0 >= 0) {
      float2* const dst = out_base(c0) + gout;
      const float2* const src = sm + sout;
      if (c0 & 1) {  // the output is written once: streaming stores
#pragma unroll
        for (int i = 0; i < 256 / KS; ++i) __stcs(dst + 256 * KS * i, src[SW::f(KS * i)]);
      } else {
#pragma unroll
        for (int i = 0; i < 256 / KS; ++i) dst[256 * KS * i] = src[SW::f(KS * i)];
      }
      // an A iteration is counted by thread 0 after the next barrier, which orders every thread's
      // stores before its fence and release add (cumulativity)
      if ((c0 & 1) == 0 && threadIdx.x == 0) pend = (c0 >> 1) >> p.fu_chunk_shift;
    }
    c0 = c1;
    c1 = c2;
    issued0 = go1;
  }
  __syncthreads();
  if (threadIdx.x == 0) {
    count_pending();
    tix.finish(done, p.fu_nchunks);  // the last block leaves the chunk counters zero too
  }
}

// ---------------------------------------------------------------------------
// Bulk-copy kernels (contiguous lines of 16, 64, 256 points, element stride 1 on both sides, line
// starts 16-byte aligned): the block's lines move between global and shared memory by bulk
// copies (bulk_copy.cuh; one copy per block iteration when the lines are adjacent, else one per
// line) through a ring of NBUF buffers of Bulk<N>::LPB rows (8 KB), loads issued up to NBUF - 1
// block iterations ahead. The rows are computed in place by rows_compute (the staged kernels'
// arithmetic) and stored by bulk copies. Block iterations come in order from the executor's
// counter (tickets.cuh). Why (H100, 2026-11-21, same call, x cuFFT FP32 per 2^26 points;
// tools/kernel_dev/NOTES.md v9): the register-only kernels (rt64 / rt256 / the generic n = 16
// kernel) with the static persistent order reached 0.89-0.90x (DRAM ~82% of peak); bulk copies
// alone changed nothing, the in-order counter with them gave 0.98-1.00x.
// The copies (Bulk<N>::PROD): a producer warp (warp 4) takes the next block iteration (-1 past the
// end), publishes it in chunk[b], arms the buffer's `full` barrier and issues the loads; once the
// buffer's `done` barrier has all 128 compute threads' arrivals it stores the rows and refills
// the buffer. Compute warps wait for iteration i's buffer (i mod NBUF, phase i / NBUF), stop at
// -1, compute their own rows and arrive on `done` after fence_proxy_async; they never wait for
// each other or for an atomic. n = 64: warp 0 does the producer's work after its rows and a block
// barrier, refilling the buffer of iteration i - 1 (whose store has finished reading it). Rows
// past the end of the last block iteration are computed on stale data and not stored.
constexpr int kBulkBuffers = 3;  // H100, same call: 3 buffers 0.391 / 0.408 / 0.405 ms vs 4: 0.398 / 0.414 / 0.417 (16 / 64 / 256)

/// Consumer side of a ring of NBUF mbarrier-guarded buffers: waits until iteration i's buffer
/// (i % NBUF) has arrived and returns its work item (published by the filling thread before its
/// arrival on the barrier; -1: the end).
template <int NBUF>
__device__ __forceinline__ long long ring_wait(uint64_t* full, const long long* item, int i) {
  const int b = i % NBUF;
  bulk::mbar_wait(&full[b], static_cast<uint32_t>(i / NBUF) & 1u);
  return item[b];
}

/// Producer side of the warp-specialized bulk kernels (one warp): fills every buffer of the ring,
/// then for iteration i waits until buffer b = i % NBUF is computed (`done[b]`, phase i / NBUF),
/// stores it (`store(b, item)`: bulk stores, committed as one group), and refills it once the store
/// has read it (`fill(b)`: the next work item into item[b] and its copies, arming full[b]). The
/// items of a buffer increase, so the first -1 ends the loop after every earlier buffer is stored.
template <int NBUF, typename FILL, typename STORE>
__device__ __forceinline__ void producer_ring(uint64_t* done, const long long* item, const FILL& fill,
                                              const STORE& store) {
#pragma unroll
  for (int b = 0; b < NBUF; ++b) fill(b);
  for (int i = 0;; ++i) {
    const int b = i % NBUF;
    const long long c = item[b];
    if (c < 0) break;
    bulk::mbar_wait(&done[b], static_cast<uint32_t>(i / NBUF) & 1u);
    store(b, c);
    bulk::bulk_wait_read<0>();  // the buffer is read: refill it
    __syncwarp();
    fill(b);
  }
  bulk::bulk_wait_all();
}

template <int N>
struct Bulk {
  static constexpr int LPB = N == 16 ? 64 : N == 64 ? 16 : 4;  // rows per block iteration (8 KB)
  static constexpr int BUF = LPB * N;                          // float2 per buffer
  /// A producer warp moves the data and takes the tickets (the rt_bulk1024 form; H100 +0.3-0.9%,
  /// H200 256 0.87x -> 0.93x cuFFT FP32, NOTES v10). n = 64 keeps warp 0 doing it between its
  /// rows and a block barrier: its producer-form instances spilled 12-32 bytes.
  static constexpr bool PROD = N != 64;
  static constexpr int THREADS = PROD ? 128 + 32 : 128;
};

// n = 256 launch bounds: the scaled instances min 5 blocks (no spill); the others min 4, since with
// the half-MMA radix 16 ptxas gave them 64 registers (6 blocks per SM) and 1D 256 x262144 ran 0.8%
// slower; at 4 (78 registers) it runs 1.0% faster than at 64 (H200, 2026-11-29, NOTES v49 call 1).
template <int P, bool SC, int N, int NBUF>
__global__ void __launch_bounds__(Bulk<N>::THREADS, N == 256 ? (SC ? 5 : 4) : 0) rt_bulk_kernel(const __grid_constant__ RtParams p) {
  constexpr int Q = P >= 2 ? 2 : 1, LPB = Bulk<N>::LPB, BUF = Bulk<N>::BUF;
  constexpr bool PROD = Bulk<N>::PROD;
  extern __shared__ __align__(128) float2 smd[];
  __shared__ __align__(8) uint64_t full[NBUF], done[NBUF];  // done: PROD only
  __shared__ long long chunk[NBUF];  // block iteration of each buffer (its first line / LPB), -1: none
  const int lane = threadIdx.x & 31, g = lane >> 2, t = lane & 3, w = threadIdx.x >> 5;
  Tickets tix(p.tickets);
  if (threadIdx.x == 0) {
#pragma unroll
    for (int b = 0; b < NBUF; ++b) {
      bulk::mbar_init(&full[b]);
      if constexpr (PROD) bulk::mbar_init_count(&done[b], 128);
    }
    bulk::fence_init();
  }
  __syncthreads();
  const int64_t nchunks = (p.nlines + LPB - 1) / LPB;
  constexpr uint32_t kRow = N * sizeof(float2);
  // one warp: the next block iteration into buffer b (its number published in chunk[b] before the
  // barrier's arrival, so that the waiting threads see it), or -1 and a bare arrival at the end
  auto fill = [&](int b) {
    long long c = 0;
    if (lane == 0) {
      c = tix.grab();
      if (c >= nchunks) c = -1;
      chunk[b] = c;
    }
    c = __shfl_sync(0xffffffffu, c, 0);
    const int64_t l0 = c * LPB;
    const int nl = c < 0 ? 0 : static_cast<int>(p.nlines - l0 < LPB ? p.nlines - l0 : LPB);
    if (lane == 0) bulk::mbar_expect_tx(&full[b], nl * kRow);
    __syncwarp();
    if (nl == 0) return;
    float2* dst = smd + b * BUF;
    if (p.idist == N) {
      if (lane == 0) bulk::bulk_load(dst, p.in + l0 * N, nl * kRow, &full[b]);
    } else {
      for (int l = lane; l < nl; l += 32) bulk::bulk_load(dst + l * N, p.in + (l0 + l) * p.idist, kRow, &full[b]);
    }
  };
  // one warp: the rows of block iteration c from buffer b, as one bulk group of this thread
  auto store = [&](int b, long long c) {
    const int64_t l0 = c * LPB;
    const int nl = static_cast<int>(p.nlines - l0 < LPB ? p.nlines - l0 : LPB);
    const float2* sm = smd + b * BUF;
    if (p.odist == N) {
      if (lane == 0) bulk::bulk_store(p.out + l0 * N, sm, nl * kRow);
    } else {
      for (int l = lane; l < nl; l += 32) bulk::bulk_store(p.out + (l0 + l) * p.odist, sm + l * N, kRow);
    }
    bulk::bulk_commit();
  };
  if constexpr (PROD) {
    if (w == 4) {  // producer: store iteration i's buffer once computed, refill it for i + NBUF
      producer_ring<NBUF>(done, chunk, fill, store);
      if (lane == 0) tix.finish();
      return;
    }
  } else {
    if (w == 0)
#pragma unroll
      for (int b = 0; b < NBUF; ++b) fill(b);
  }
  MatA16 MA;
  MatA8 M8;
  float2 tw[2][4];
  rows_operands<Q, N>(p, lane, g, t, MA, M8, tw);
  for (int i = 0;; ++i) {
    const long long c = ring_wait<NBUF>(full, chunk, i);
    if (c < 0) break;
    const int b = i % NBUF;
    rows_compute<P, SC, N, LPB, N, false, false>(p, smd + b * BUF, c * LPB, MA, M8, tw, w, g, t);
    bulk::fence_proxy_async();  // the rows' generic writes before the store's async reads
    if constexpr (PROD) {
      bulk::mbar_arrive(&done[b]);  // the compute warps never wait for each other
    } else {
      __syncthreads();
      if (w == 0) {
        store(b, c);
        if (i >= 1) {
          bulk::bulk_wait_read<1>();  // iteration i - 1's store has read its buffer
          fill((i - 1) % NBUF);
        }
      }
    }
  }
  if constexpr (!PROD) {
    if (w == 0) bulk::bulk_wait_all();
    if (threadIdx.x == 0) tix.finish();
  }
}

// ---------------------------------------------------------------------------
// Shared-memory swizzles (complex index i -> slot), conflict-free per swizzle_check.py. Both
// are XOR-linear in the bits of i, so swz(a + b) = swz(a) ^ swz(b) when a and b have disjoint
// bits: each access is the per-thread swz(thread part) XOR a compile-time swz(constant part).
__host__ __device__ constexpr int bitv(int x, int b) { return (x >> b) & 1; }
__host__ __device__ constexpr int swz4096(int i) {
  return i ^ (bitv(i, 9) | (bitv(i, 10) << 1) | (bitv(i, 5) << 2) | ((bitv(i, 6) ^ bitv(i, 4)) << 3));
}
__host__ __device__ constexpr int swz1024(int i) {
  return i ^ ((bitv(i, 8) ^ bitv(i, 7)) | ((bitv(i, 9) ^ bitv(i, 8)) << 1) | (bitv(i, 5) << 2) |
              ((bitv(i, 6) ^ bitv(i, 4)) << 3));
}
/// Input buffers of the n = 4096 kernel with asynchronous copies: bit 3 of the element index
/// flipped by bit 9 (the lanes t&1 of the stage-0 reads), so that a warp's stage-0 read of 32
/// float2 takes 2 wavefronts; 16-byte chunks stay whole and a warp's 32 copies of 16 bytes land
/// on 512 consecutive bytes.
__host__ __device__ constexpr int swin4096(int i) { return i ^ (bitv(i, 9) << 3); }
/// Global stores that do not allocate in L1 (st.global.L1::no_allocate), for output streams that
/// would evict a kernel's lane twiddle table (NOTES v24): v at dst + OFF bytes (OFF a compile-time
/// offset, so that it folds into the instruction), and a, b as one 16-byte store at dst.
template <int OFF>
__device__ __forceinline__ void st_no_l1(float2* dst, float2 v) {
  asm volatile("st.global.L1::no_allocate.v2.f32 [%0+%3], {%1, %2};" ::"l"(dst), "f"(v.x), "f"(v.y), "n"(OFF)
               : "memory");
}
template <int OFF = 0>
__device__ __forceinline__ void st_no_l1_v4(float2* dst, float2 a, float2 b) {
  asm volatile("st.global.L1::no_allocate.v4.f32 [%0+%5], {%1, %2, %3, %4};" ::"l"(dst), "f"(a.x), "f"(a.y), "f"(b.x),
               "f"(b.y), "n"(OFF)
               : "memory");
}
/// docs/numerics.md §4.7: the float radix-16 network of one vector whose input r is ld(r), in
/// direction dir (0 forward); re / im[r'] = output r'. Shared by the 1024- and 4096-point kernels.
template <typename LD>
__device__ __forceinline__ void float_dft16(const LD& ld, int dir, float (&re)[16], float (&im)[16]) {
#pragma unroll
  for (int r = 0; r < 16; ++r) {
    const float2 v = ld(r);
    re[r] = v.x;
    im[r] = v.y;
  }
  if (dir) {
    r16f::dft16<true>(re, im);
  } else {
    r16f::dft16<false>(re, im);
  }
}
/// f(std::integral_constant<int, m>{}) for m = 0 .. M-1 in order (a loop whose index is a constant
/// expression in the body).
template <int... I, typename F>
__device__ __forceinline__ void unrolled_seq(std::integer_sequence<int, I...>, F&& f) {
  (f(std::integral_constant<int, I>{}), ...);
}
template <int M, typename F>
__device__ __forceinline__ void unrolled(F&& f) {
  unrolled_seq(std::make_integer_sequence<int, M>{}, f);
}

/// Shared float2 at byte offset (thread part, already swizzled, << 3) ^ (constant part << 3).
__device__ __forceinline__ float2& at(float2* sm, uint32_t tb, int kc) {
  return *reinterpret_cast<float2*>(reinterpret_cast<char*>(sm) + (tb ^ (static_cast<uint32_t>(kc) << 3)));
}

/// The float stage 0's store of one vector: its 16 outputs to y0 at at(y0, tb, r), then
/// docs/numerics.md §4.8's line maximum of their |re|, |im| reduced over the warp (max.NaN: a NaN
/// stays the largest key) into lm[w] by lane 0.
__device__ __forceinline__ void put16_warp_max(float2* y0, uint32_t tb, const float (&re)[16], const float (&im)[16],
                                               uint32_t* lm, int w) {
#pragma unroll
  for (int r = 0; r < 16; ++r) at(y0, tb, r) = make_float2(re[r], im[r]);
  float m = 0.0f;
#pragma unroll
  for (int r = 0; r < 16; ++r) m = cmax(m, make_float2(re[r], im[r]));
  const uint32_t mb = __reduce_max_sync(0xffffffffu, __float_as_uint(m));
  if ((threadIdx.x & 31) == 0) lm[w] = mb;
}

// ---------------------------------------------------------------------------
// n = 1024 = 16 x 8 x 8, one block of 4 warps = one transform per iteration.
// Stage 0 (stage_b16, registers): warp w, vector j = 16w + g + 8nt, component r: x[j + 64r];
//   output component r' of vector j -> y0[16j + r'] in shared memory.
// Stages 1, 2 (stage_b8, registers): task k1 = w + 4tk (tile tk). Stage 1 vector
//   j1 = k1 + 16g, component r0 = 2t + c: y0[j1 + 128 r0] * T[8 r0 k1]; its output component g
//   of vector 2t + c is the stage-2 input component 2t + c of vector j2 = k1 + 16g, twiddle
//   T[(2t + c) j2]; stage-2 output component g of vector 2t + c = X[k1 + 16(2t + c) + 128g].
// PF: software prefetch of the next transform's stage-0 inputs (tools/kernel_dev --rt-variant 1
// turns it off); MINB: blocks per SM the register allocation must allow (0: no constraint).
/// Row staging of the staged n = 1024 / 4096 kernels: PL lines from l0 on, row l at rows + l*RP,
/// element k at SW::f(k) (a GF(2)-linear swizzle, so that the thread part k0 and the constant
/// part of k XOR together); THREADS threads as StageMap m says. Lines past the end read as zero /
/// are not stored. D2 (radix-2 tail, is_d2): a line has 2N elements and is staged as sub-rows
/// 2l (even k) and 2l + 1 (odd k), element k at slot k >> 1; KS = THREADS / PL is even, so k & 1
/// and the sub-row are fixed per thread.
/// AS: cp.async copies (8 bytes, zero-filled past the end) and a wait for this thread's copies
/// (the caller's barrier then publishes the rows), so that all LEN / KS copies of a thread are in
/// flight at once; else plain loads, 8 in flight (`unroll 8`). H100, 2026-11-21, same run: the
/// staged 4096 kernel (one block per SM, idle while it loads) gains with AS (2D 4096^2 x4
/// 1.435 -> 1.387 ms, 2D 8192^2 1.848 -> 1.828), the staged 1024 kernel (four blocks per SM)
/// loses (2D 1024^2 x64 1.186 -> 1.208, 1D 2^27 4.72 -> 4.97), so only 4096 uses it.
struct Swz1024 {
  static __device__ __forceinline__ constexpr int f(int i) { return swz1024(i); }
  static __device__ __forceinline__ constexpr int cat(int a, int b) { return a ^ b; }
};
/// Staged 1024-point rows (row_slots.h row_slot_1024: conflict-free; swz1024 took 8 wavefronts for
/// T1024's stage-0 reads, ncu: 20.9 M bank conflicts in the 2D 1024^2 x64 column pass, NOTES v16).
struct SwzRow1024 {
  static __device__ __forceinline__ constexpr int f(int i) { return row_slot_1024(i); }
};
struct Swz4096 {
  static __device__ __forceinline__ constexpr int f(int i) { return swz4096(i); }
  static __device__ __forceinline__ constexpr int cat(int a, int b) { return a ^ b; }
};
template <int N, int THREADS, int PL, int RP, typename SW, bool D2 = false, bool AS = false>
__device__ __forceinline__ void rows_in(const RtParams& p, const StageMap& m, int64_t l0, float2* rows) {
  using G = Geo<true>;
  constexpr int KS = THREADS / PL, LEN = D2 ? 2 * N : N, SH = D2 ? 1 : 0;
  static_assert(!D2 || (KS % 2 == 0 && (KS & (KS - 1)) == 0), "power-of-two even element step");
  const int64_t line = l0 + m.l;
  const bool ok = line < p.nlines;
  const float2* src = G::in_line(p, ok ? line : l0) + G::ei(p, m.k0);
  float2* const row = rows + (D2 ? 2 * m.l + (m.k0 & 1) : m.l) * RP;
  const int sk0 = SW::f(m.k0 >> SH);
  if constexpr (AS) {
#pragma unroll 4
    for (int i = 0; i < LEN / KS; ++i) cp_async8_zfill(row + (sk0 ^ SW::f((KS >> SH) * i)), src + G::ei(p, KS * i), ok);
    cp_async_commit();
    cp_async_wait_all();
  } else {
#pragma unroll 8
    for (int i = 0; i < LEN / KS; ++i) {
      const float2 v = src[G::ei(p, KS * i)];
      row[sk0 ^ SW::f((KS >> SH) * i)] = ok ? v : make_float2(0.f, 0.f);
    }
  }
}
/// L2 lead for the kernels that hold one block iteration's lines and copy the next ones in only
/// after it (rt16384, rt_staged1024, rt_staged4096: no second buffer fits beside the rows). The
/// calling thread starts a bulk L2 prefetch of each of the `count` lines from l0 that exist (LEN
/// points each), so that their DRAM read runs under this iteration's compute and the next copy-in
/// hits L2. Contiguous lines only (element stride 1 on the input side): for adjacent strided lines
/// one small prefetch per element index measured slower (2D 1024^2 x64 +6.8%, 1D 2^20 x64 +9.5%;
/// tools/kernel_dev/NOTES.md v51 call 3). The start is rounded down to 16 bytes (a line l0 >= 1 of
/// a buffer starts at least 8 bytes into it, so the rounded start stays inside the buffer, and the
/// piece ends at or before the line's end): a hint, no value changes. H200, 2026-11-29, same process
/// (NOTES v51 calls 4 and 7), ms: 1D 16384 x4096 0.535 -> 0.469 (rt16384), 1D 8192 x8192 0.436 ->
/// 0.407 and 2D 8192^2 1.080 -> 1.054 (staged 4096 D2), 2^18 x256 0.741 -> 0.722 (staged 1024).
template <int LEN>
__device__ __forceinline__ void prefetch_lines_l2(const RtParams& p, int64_t l0, int count) {
  using G = Geo<true>;
  if (p.is != 1 || l0 < 1) return;
  for (int j = 0; j < count && l0 + j < p.nlines; ++j) {
    const uintptr_t a = reinterpret_cast<uintptr_t>(G::in_line(p, l0 + j)) & ~uintptr_t{15};
    bulk::prefetch_l2(reinterpret_cast<const void*>(a), LEN * sizeof(float2));
  }
}
template <int N, int THREADS, int LPB, int RP, typename SW>
__device__ __forceinline__ void rows_out(const RtParams& p, const StageMap& m, int64_t l0, const float2* rows) {
  using G = Geo<true>;
  constexpr int KS = THREADS / LPB;
  const int64_t line = l0 + m.l;
  if (line >= p.nlines) return;
  float2* dst = G::out_line(p, line) + G::eo(p, m.k0);
  const float2* row = rows + m.l * RP;
  const int sk0 = SW::f(m.k0);
#pragma unroll 8
  for (int i = 0; i < N / KS; ++i) dst[G::eo(p, KS * i)] = row[sk0 ^ SW::f(KS * i)];
}

/// The n = 1024 transform of one block of 4 warps, shared by the kernels below. Stage 0 takes
/// this lane's stage-0 inputs and writes y0 to shared memory; after a barrier, stages 1 and 2
/// read y0 and hand each output to `put(kc, z)`: output index out_thread() + kc (disjoint bits;
/// swizzled, the thread part is b_out()).
/// FS: stage 0 is the float radix-16 network (docs/numerics.md §4.7: TC_SPLIT with 2 terms, radices
/// 16, 8, 8, no post-twiddle), computed by stage0_float; the radix-16 matrix is then not loaded.
/// NT2 (with FS: rt16384's 128 x 128 plane form, plane128_note): stage 2 without its twiddles (the
/// 1D transform's factors between the plane's axes); the other forms multiply by the lane table's
/// T[0] = 1 there (the same values but for the signs of zeros).
template <int P, bool LT, bool GR = false, bool FS = false, bool NT2 = false>
struct T1024 {
  static constexpr int Q = P >= 2 ? 2 : 1;
  static __host__ __device__ constexpr bool float0() { return FS; }
  static_assert(!FS || P == 2, "the float stage 0 is the rule of TC_SPLIT with 2 terms");
  static_assert(!NT2 || FS, "stage 2 without twiddles in the float stage 0 form");
  MatA16 MA;
  MatA8 M8;
  LaneTw1024<LT, GR> tw;
  uint32_t b_y0w, b_y0r;
  __device__ __forceinline__ explicit T1024(const RtParams& p) : tw(p) {
    const int lane = threadIdx.x & 31, g = lane >> 2, t = lane & 3, w = tid1024<GR>() >> 5;
    if constexpr (!FS) load_a16<Q>(p.frag, lane, p.dir, MA);
    load_a8<Q>(p.frag, lane, p.dir, M8);
    b_y0w = swz1024(256 * w + 32 * t + g) << 3;
    b_y0r = swz1024(w + 16 * g + 256 * t) << 3;
  }
  /// Thread part of the input (x[nt][e] = element in_thread() + in_const(nt, e)) and output indices.
  static __device__ __forceinline__ int in_thread() {
    const int lane = threadIdx.x & 31;
    return 16 * (tid1024<GR>() >> 5) + (lane >> 2) + 128 * (lane & 3);
  }
  static __device__ __forceinline__ constexpr int in_const(int nt, int e) { return 8 * nt + 64 * (e & 1) + 512 * (e >> 1); }
  static __device__ __forceinline__ int out_thread() {
    const int lane = threadIdx.x & 31;
    return (tid1024<GR>() >> 5) + 32 * (lane & 3) + 128 * (lane >> 2);
  }
  static __device__ __forceinline__ uint32_t b_out() { return swz1024(out_thread()) << 3; }
  __device__ __forceinline__ void stage0(float2 (&x)[2][4], float2* y0) const {
    float2 y[2][4];
    stage_b16<P>(x, MA, y);
#pragma unroll
    for (int nt = 0; nt < 2; ++nt)
#pragma unroll
      for (int i = 0; i < 4; ++i) at(y0, b_y0w, swz1024(16 * ((i & 1) + 8 * nt) + 8 * (i >> 1))) = y[nt][i];
  }
  /// Thread index within the transform's 4 warps.
  static __device__ __forceinline__ int tid() { return tid1024<GR>(); }
  /// Whether this thread computes a vector of the float stage 0 of a single line (threads 0-63 of
  /// the transform: warps 0 and 1, so the test is warp-uniform).
  static __device__ __forceinline__ bool float0_thread() { return tid() < 64; }
  /// The line maximum word from stage0_float's two words of the line at lm.
  static __device__ __forceinline__ uint32_t max_line_word(const uint32_t* lm) { return max(lm[0], lm[1]); }
  /// Stage 0 in float (FS): this thread computes vector j = tid & 63 of a line, whose inputs are
  /// the elements j + 64 r (r < 16), read as ld(r); outputs y0[16 j + r'] as stage0's (swz1024
  /// keeps bits 0-3 of 16 j + r' a per-thread XOR of r', and varies them over a warp's 32 j: two
  /// wavefronts per store). ALL = false: one line, threads 64-127 return at once (they go on to
  /// the barrier); ALL = true: the caller hands threads 0-63 and 64-127 two different lines (ld
  /// and y0 chosen by tid >> 6), so that every warp works in the stage.
  /// dir: the kernel parameter's (a uniform value, not a register held by the transform).
  template <bool ALL = false, typename LD>
  __device__ __forceinline__ void stage0_float(const LD& ld, float2* y0, uint32_t* lm, int dir) const {
    static_assert(FS, "the float stage 0 belongs to the rule's passes");
    // (this exact form: `if (!ALL && ...)` with tid() & 63 in both forms took the bulk kernel from
    // 72 to 84-88 registers, 4 blocks per SM instead of 5, H200 1D 1024 x65536 0.310 -> 0.329 ms)
    if constexpr (!ALL) {
      if (!float0_thread()) return;
    }
    float re[16], im[16];
    float_dft16(ld, dir, re, im);
    const uint32_t tb = static_cast<uint32_t>(swz1024(16 * (ALL ? tid() & 63 : tid()))) << 3;
    // §4.8: one maximum word per warp of the transform: a line's two words are lm[0, 1] (ALL: the
    // second line's lm[2, 3])
    put16_warp_max(y0, tb, re, im, lm, tid() >> 5);
  }
  /// stage0 on a line staged in a shared row, element k at slot SW::f(k) (b_in =
  /// SW::f(in_thread()) << 3).
  template <typename SW>
  __device__ __forceinline__ void stage0_row(float2* row, uint32_t b_in, float2* y0) const {
    static_assert(!FS, "the float stage 0 reads its rows through stage0_float");
    float2 x[2][4];
#pragma unroll
    for (int nt = 0; nt < 2; ++nt)
#pragma unroll
      for (int e = 0; e < 4; ++e) x[nt][e] = at(row, b_in, SW::f(in_const(nt, e)));
    stage0(x, y0);
  }
  /// Stages 1-2 from y0 (after the barrier that completes it); mb (FS only): the line's maximum
  /// word, max_line_word of the two words stage0_float wrote, whose §4.8 scale the two split
  /// stages share.
  template <typename PUT>
  __device__ __forceinline__ void stages12(float2* y0, uint32_t mb, const PUT& put) const {
    float2 a[4][2], b[4][2];
#pragma unroll
    for (int tk = 0; tk < 4; ++tk)
#pragma unroll
      for (int c = 0; c < 2; ++c) a[tk][c] = twmul(at(y0, b_y0r, swz1024(4 * tk + 128 * c)), tw(2 * tk + c));
    if constexpr (FS) {
      const LineScale ls(mb);
      stage_b8_line<P, 4, ScaleMode::kLineFirst>(a, M8, ls.inv, b);  // inputs times inv; outputs stay scaled
#pragma unroll
      for (int tk = 0; tk < 4; ++tk)
#pragma unroll
        for (int c = 0; c < 2; ++c) a[tk][c] = NT2 ? b[tk][c] : twmul(b[tk][c], tw(8 + 2 * tk + c));
      stage_b8_line<P, 4, ScaleMode::kLineLast>(a, M8, ls.s, b);  // scaled inputs; outputs times s
    } else {
      pair8<P, true>(a, M8, [&](int tk, int c) { return tw(8 + 2 * tk + c); }, b);
    }
#pragma unroll
    for (int tk = 0; tk < 4; ++tk)
#pragma unroll
      for (int c = 0; c < 2; ++c) put(4 * tk + 16 * c, b[tk][c]);
  }
};

template <int P, bool SC, bool LT, bool PF = true, int MINB = 0, bool ST = false>
__global__ void __launch_bounds__(k1024Threads, MINB) rt1024_kernel(const __grid_constant__ RtParams p) {
  using G = Geo<ST>;
  // two buffers: y0 (stage 0 -> 1) and the output staging, so that two barriers per transform
  // suffice: (1) y0 written, the previous copy-out has read the staging buffer; (2) every warp
  // has read y0 and written the staging buffer.
  __shared__ float2 sm[1024], so[1024];
  __shared__ uint32_t lmx[2];  // §4.8 line maxima (float stage 0), read before the second barrier
  // P == 2 here is the float stage 0 rule (docs §4.7): this kernel never has a post-twiddle
  using TT = T1024<P, LT, false, P == 2>;
  const TT T(p);
  const uint32_t b_out = T.b_out();
  const uint32_t b_cp = swz1024(threadIdx.x) << 3;
  // the next transform's stage-0 inputs, loaded during this one: the lane's tensor-core inputs, or
  // (float stage 0) the 16 inputs of vector tid, in threads 0-63 only
  constexpr int NX = TT::float0() ? 16 : 8;
  float2 xn[NX];
  auto load = [&](int64_t line) {
    if constexpr (TT::float0()) {
      if (!TT::float0_thread()) return;
      const float2* src = G::in_line(p, line) + G::ei(p, threadIdx.x);
#pragma unroll
      for (int r = 0; r < 16; ++r) xn[r] = src[G::ei(p, 64 * r)];
    } else {
      const float2* src = G::in_line(p, line) + G::ei(p, T.in_thread());
#pragma unroll
      for (int nt = 0; nt < 2; ++nt)
#pragma unroll
        for (int e = 0; e < 4; ++e) xn[4 * nt + e] = src[G::ei(p, T.in_const(nt, e))];
    }
  };
  if (PF && G::first() < p.nlines) load(G::first());
  for (int64_t line = G::first(); line < p.nlines; line = G::next(line)) {
    if (!PF) load(line);
    float2 x[NX];
#pragma unroll
    for (int i = 0; i < NX; ++i) x[i] = xn[i];
    if (PF && G::next(line) < p.nlines) load(G::next(line));
    if constexpr (TT::float0()) {
      T.stage0_float([&](int r) { return x[r]; }, sm, lmx, p.dir);
    } else {
      float2 xt[2][4];
#pragma unroll
      for (int nt = 0; nt < 2; ++nt)
#pragma unroll
        for (int e = 0; e < 4; ++e) xt[nt][e] = x[4 * nt + e];
      T.stage0(xt, sm);
    }
    __syncthreads();
    T.stages12(sm, TT::float0() ? TT::max_line_word(lmx) : 0u, [&](int kc, float2 z) { at(so, b_out, swz1024(kc)) = scaled<SC>(p, z); });
    __syncthreads();
    float2* dst = G::out_line(p, line) + G::eo(p, threadIdx.x);
#pragma unroll
    for (int m = 0; m < 8; ++m) dst[G::eo(p, 128 * m)] = at(so, b_cp, swz1024(128 * m));
  }
}

// Contiguous n = 1024 lines with 16-byte aligned starts: the bulk-copy form of rt1024, warp
// specialized. Four compute warps run the T1024 transform on rows in shared memory and
// synchronize among themselves only (named barrier 1); a fifth, producer warp moves the data into
// a ring of kBulkBuffers rows (mbarrier `full` per row: bytes arrived; `done`: the 128 compute
// threads wrote their outputs back into the row), and stores a done row by bulk copies before it
// refills it. Rows are padded by 2 points per 64 (bpos1024; XOR swizzles are impossible under bulk
// copies): the stage-2 outputs are written there (2-way conflicts; unpadded: 16-way), and the
// producer stores them as 16 chunks of 64 points. Inputs: the float stage 0 (TC_SPLIT) reads its
// elements j + 64 r conflict-free from an unpadded row, so its line lands by ONE 8 KB copy and
// stages 1-2 write the padded outputs over it (every read of the row precedes the barrier that
// starts them); TC_FP16's MMA stage 0 needs the padding (unpadded, its reads are 2-way), so its line
// lands as 16 chunks. The copy count is what limits this kernel on the H200: with no arithmetic
// at all it took 0.280 ms for 1D 1024 x65536 with 16 + 16 copies per line, 0.264 with 1 + 1
// (floor 0.251); one copy in took TC_SPLIT from 0.282 to 0.273 ms (0.94x -> 0.97x cuFFT FP32), 8 +
// 8 copies of 128 points changed nothing, and padding per 256 points (4-way output stores) cost
// +16% (NOTES v35). OUT1 (TC_SPLIT, chosen by launch_bulk1024 for passes with many lines per
// block on devices whose copies set the pace): stage 2 writes the outputs XOR-swizzled into the
// unpadded row (sout1024, conflict-free), a barrier, each thread moves its 8 outputs to their
// natural slots, and the producer stores the line by ONE 8 KB copy: one more barrier and 16 shared
// accesses per thread and line for 15 fewer copies (H200: -1.0% at 1D 1024 x65536, -2.0% at
// x262144, +7% at x4096; H100: +0.5% at x65536; NOTES v36). The producer takes the line numbers in
// order from the per-handle counter (tickets.cuh); no compute-warp barrier ever waits for its
// atomics.
__host__ __device__ constexpr int bpos1024(int e) { return e + 2 * (e >> 6); }
__host__ __device__ constexpr int sout1024(int e) { return e ^ ((e >> 5) & 15); }
constexpr int kBulk1024Row = 1024 + 2 * 16;  // float2 per padded row
constexpr int kBulk1024Threads = k1024Threads + 32;

template <int P, bool SC, bool LT, bool OUT1>
__global__ void __launch_bounds__(kBulk1024Threads, (SC && LT && !OUT1) ? 5 : 0) rt_bulk1024_kernel(const __grid_constant__ RtParams p) {
  constexpr int NBUF = kBulkBuffers, ROW = kBulk1024Row;
  constexpr uint32_t kChunk = 64 * sizeof(float2), kLine = 1024 * sizeof(float2);
  // P == 2 here is the float stage 0 rule (docs §4.7): this kernel never has a post-twiddle
  using TT = T1024<P, LT, false, P == 2>;
  constexpr bool kOneCopyIn = TT::float0();  // the line lands unpadded (see above)
  constexpr bool kOut1 = OUT1 && TT::float0();  // one store copy per line (see above)
  extern __shared__ __align__(128) float2 smd[];  // NBUF rows, then y0 (1024)
  __shared__ __align__(8) uint64_t full[NBUF], done[NBUF];
  __shared__ long long item[NBUF];  // line of each row, -1: none (the end)
  const int lane = threadIdx.x & 31, w = threadIdx.x >> 5;
  if (threadIdx.x == 0) {
#pragma unroll
    for (int b = 0; b < NBUF; ++b) {
      bulk::mbar_init(&full[b]);
      bulk::mbar_init_count(&done[b], k1024Threads);
    }
    bulk::fence_init();
  }
  __syncthreads();  // the only block-wide barrier
  if (w == k1024Threads / 32) {  // producer warp
    Tickets tix(p.tickets);
    auto fill = [&](int b) {
      long long c = 0;
      if (lane == 0) {
        c = tix.grab();
        if (c >= p.nlines) c = -1;
        item[b] = c;
        bulk::mbar_expect_tx(&full[b], c < 0 ? 0u : kLine);
      }
      __syncwarp();  // item[b] and the expected bytes before any copy
      // The line as a warp-uniform value: the copies' addresses are then uniform, and one
      // elected lane issues them. (Lanes 0-15 issuing one copy each compiled to a loop over the
      // lanes, ~9 instructions per copy, 17% of the kernel's instructions. H200, same call: 1D 1024
      // x65536 TC_SPLIT 0.286 -> 0.282 ms, TC_FP16 0.299 -> 0.281; NOTES v33.)
      const long long cu = bulk::lane0_uniform(c);
      if (cu >= 0 && bulk::elect_one()) {
        if constexpr (kOneCopyIn) {
          bulk::bulk_load(smd + b * ROW, p.in + cu * p.idist, kLine, &full[b]);
        } else {
#pragma unroll
          for (int k = 0; k < 16; ++k)
            bulk::bulk_load(smd + b * ROW + bpos1024(64 * k), p.in + cu * p.idist + k * 64, kChunk, &full[b]);
        }
      }
      __syncwarp();
    };
    // iteration i: store row i % NBUF once computed, refill it for iteration i + NBUF
    producer_ring<NBUF>(done, item, fill, [&](int b, long long c) {
      const long long cu = bulk::lane0_uniform(c);
      if (bulk::elect_one()) {
        if constexpr (kOut1) {
          bulk::bulk_store(p.out + cu * p.odist, smd + b * ROW, kLine);
        } else {
#pragma unroll
          for (int k = 0; k < 16; ++k)
            bulk::bulk_store(p.out + cu * p.odist + k * 64, smd + b * ROW + bpos1024(64 * k), kChunk);
        }
      }
      bulk::bulk_commit();
    });
    if (lane == 0) tix.finish();
    return;
  }
  float2* const y0 = smd + NBUF * ROW;
  __shared__ uint32_t lmx[2];  // §4.8 line maxima, read before the barrier that ends the step
  const TT T(p);
  // T1024's thread parts have bits disjoint from its constant parts, so bpos1024 adds over them
  // (float stage 0: element j + 64 r of vector j = tid < 64 at j + 64 r, unpadded)
  const int b_in = TT::float0() ? (threadIdx.x & 63) : bpos1024(T.in_thread()), b_out = bpos1024(T.out_thread());
  // OUT1: output e at sout1024(e) = e ^ ((e >> 5) & 15) (stage-2 writes and the unswizzling reads
  // both conflict-free), then in place at e
  const uint32_t b_outs = static_cast<uint32_t>(sout1024(T.out_thread())) << 3,
                 b_cps = static_cast<uint32_t>(sout1024(threadIdx.x)) << 3;
  // (float stage 0: one line per step, warps 2-3 wait at the barrier. Two lines per step, threads
  // 64-127 on the second, ran slower on the H200: 1D 1024 x65536 0.3104 -> 0.3185 ms; NOTES v31)
  for (int i = 0;; ++i) {
    const long long c = ring_wait<NBUF>(full, item, i);
    if (c < 0) break;
    const int b = i % NBUF;
    float2* const row = smd + b * ROW;
    if constexpr (TT::float0()) {
      T.stage0_float([&](int r) { return row[b_in + 64 * r]; }, y0, lmx, p.dir);
    } else {
      float2 x[2][4];
#pragma unroll
      for (int nt = 0; nt < 2; ++nt)
#pragma unroll
        for (int e = 0; e < 4; ++e) x[nt][e] = row[b_in + bpos1024(T.in_const(nt, e))];
      T.stage0(x, y0);
    }
    asm volatile("bar.sync 1, %0;" ::"n"(k1024Threads) : "memory");  // y0 complete
    if constexpr (kOut1) {
      T.stages12(y0, TT::max_line_word(lmx), [&](int kc, float2 z) { at(row, b_outs, kc) = scaled<SC>(p, z); });
      asm volatile("bar.sync 1, %0;" ::"n"(k1024Threads) : "memory");  // outputs in the row; y0 read
      float2 v[8];
#pragma unroll
      for (int m = 0; m < 8; ++m) v[m] = at(row, b_cps, 128 * m ^ ((m & 3) << 2));
      asm volatile("bar.sync 1, %0;" ::"n"(k1024Threads) : "memory");  // every swizzled output read
#pragma unroll
      for (int m = 0; m < 8; ++m) row[threadIdx.x + 128 * m] = v[m];
      bulk::fence_proxy_async();  // the row's generic writes before the store's async reads
      bulk::mbar_arrive(&done[b]);
    } else {
      T.stages12(y0, TT::float0() ? TT::max_line_word(lmx) : 0u,
                 [&](int kc, float2 z) { row[b_out + bpos1024(kc)] = scaled<SC>(p, z); });
      bulk::fence_proxy_async();  // the row's generic writes before the store's async reads
      bulk::mbar_arrive(&done[b]);
      asm volatile("bar.sync 1, %0;" ::"n"(k1024Threads) : "memory");  // every warp has read y0
    }
  }
}

// Strided n = 1024 lines whose neighbours are adjacent in memory (2D/3D column passes): a block
// stages LPB neighbouring lines in shared rows with coalesced cp.async copies (LPB * 8 contiguous
// bytes per element index), its GRP groups of 4 warps run the T1024 transform of rows grp, grp +
// GRP, ... (outputs back into the row; a named barrier per group and row, as rt16384), and the
// block stores the rows coalesced. Element k of row l sits at l * RP + row_slot_1024(k), RP = kRow1024
// (conflict-free throughout; the radix-2 tail's sub-rows: swz1024, RP = 1024 + 32 / LPB). y0 is
// double-buffered per group, so one barrier per line suffices.
// Two blocks per SM (<= 128 registers), except with both a scale and a row post-twiddle (spilled
// 8-24 bytes at 128 registers; no plan has such a pass today: planner.cpp scales the last pass of a
// four-step plan and post-twiddles the earlier ones).
template <int P, bool SC, bool LT, bool TW, bool D2 = false, bool ORD = false>
__global__ void __launch_bounds__(kStaged1024Threads, (SC && TW && !D2) ? 1 : 2)
    rt_staged1024_kernel(const __grid_constant__ RtParams p, const __grid_constant__ LinePrefetchMap pf) {
  constexpr int LPB = kStaged1024Lines, GRP = kStaged1024Groups;
  // the float stage 0 rule (docs §4.7): 2 split terms, radices 16, 8, 8, post-twiddled passes too
  // (§4.10: supported() takes only those the rule admits), and the 1024-point sub-rows of the radix-2
  // tail's 16, 8, 8, 2 (§4.11: one scale per sub-row, each row's own maximum words)
  using TT = T1024<P, LT, (GRP > 1), P == 2>;
  // rows: row_slot_1024 (conflict-free); the radix-2 tail's sub-rows keep swz1024 with RP = 1028
  using SW = std::conditional_t<D2, Swz1024, SwzRow1024>;
  constexpr int RP = D2 ? 1024 + 32 / LPB : kRow1024, PL = D2 ? LPB / 2 : LPB, THREADS = k1024Threads * GRP;
  constexpr bool TWR = TW && !D2;  // post-twiddle of the row outputs (D2: after the radix-2 tail)
  static_assert(LPB % GRP == 0, "every group takes the same number of rows");
  extern __shared__ float2 sm[];  // LPB rows, then y0[2] per group
  float2* const rows = sm;
  const int grp = static_cast<int>(threadIdx.x) / k1024Threads;
  // FS: each group's two y0 buffers are followed by the §4.8 line maxima of its two rows in flight
  // (row s in words 0-1, s + 1 in 2-3), at a constant offset from y0b (a static array's per-group
  // address was one register too many: the in-order form spilled 8 bytes at its 128-register cap);
  // kStaged1024Smem holds them after the rows in both layouts (D2: RP = 1028)
  constexpr int Y0S = TT::float0() ? 2048 + 2 : 2048;
  static_assert((LPB * RP + Y0S * GRP) * sizeof(float2) <= kStaged1024Smem, "y0 buffers and maxima fit");
  float2* const y0b = sm + LPB * RP + Y0S * grp;
  uint32_t* const lmg = reinterpret_cast<uint32_t*>(y0b + 2048);
  const TT T(p);
  const uint32_t b_out = SW::f(TT::out_thread()) << 3, b_in = SW::f(TT::in_thread()) << 3;
  const StageMap ml(p.is == 1, PL, THREADS), ms(p.os == 1, PL, THREADS);
  // ORD: block iterations in order from the counter (InOrder), else the static persistent order
  __shared__ long long nxt[2];
  InOrder order(ORD ? p.tickets : nullptr, nxt);
  int64_t l0 = ORD ? order.first() * PL : (int64_t)blockIdx.x * PL;
  for (int it = 0; l0 < p.nlines; ++it) {
    if constexpr (ORD) order.take();
    rows_in<1024, THREADS, PL, RP, SW, D2, true>(p, ml, l0, rows);
    // the next iteration's lines into L2, one per thread 0 .. PL-1 (thread 0 publishes the in-order
    // item it took: the counter's atomic has returned behind the copy-in); not in the forms without a
    // lane table (stream capture), where the post-twiddled static-order instance spilled 12 bytes at
    // its 128 registers. From thread 0 alone (eight line decompositions in one thread) 1D 2^18 x256
    // gained 1.0% instead of 2.0% (H200, NOTES v51 call 7).
    __shared__ long long pf_next;
    if (ORD && threadIdx.x == 0) pf_next = order.taken;
    __syncthreads();
    if (LT && threadIdx.x < PL)
      prefetch_lines_l2<D2 ? 2048 : 1024>(p, (ORD ? pf_next * PL : l0 + (int64_t)gridDim.x * PL) + threadIdx.x, 1);
    // strided lines (columns): the same lead by tensor-map prefetches, one box of the PL lines x 256
    // element indices per thread 0 .. LEN / 256 - 1 (line_prefetch_map.h; pf.ok only for a strided
    // input without a post-twiddle whose geometry the map admits, and only with lane tables, as above)
    if (LT && pf.ok && threadIdx.x < (D2 ? 2048 : 1024) / 256) {
      const int64_t nx = ORD ? pf_next * PL : l0 + (int64_t)gridDim.x * PL;
      if (nx < p.nlines) prefetch_line_box_l2(pf, nx, static_cast<int>(threadIdx.x));
    }
    // stages 1-2 of the group's s-th row from y0, outputs back into the row
    auto rest = [&](int s, float2* y0, uint32_t mb) {
      const int l = grp + GRP * s;
      float2* row = rows + l * RP;
      const int c = static_cast<int>(tw_col_if<TWR>(p, l0 + l));
      // post-twiddle rows in the lanes' order (tw_order.h): output out_thread + kc at entry
      // pos(out_thread) + 8 kc of row c, a warp's 32 loads one 256-byte run
      const int e0 = c * 1024 + post_twiddle_pos_1024(TT::out_thread());
      T.stages12(y0, mb, [&](int kc, float2 z) {
        if constexpr (D2) {
          at(row, b_out, SW::f(kc)) = z;
        } else {
          at(row, b_out, SW::f(kc)) = scaled<SC>(p, post_tw_at<TWR>(p, c, TT::out_thread() + kc, e0 + 8 * kc, z));
        }
      });
    };
    if constexpr (TT::float0()) {
      // float stage 0 (one vector per thread, 64 per row): two rows per step so that all four
      // warps work in it; two group barriers per two rows, as below (the second: every warp has
      // read both y0 buffers before the next pair overwrites them)
      static_assert((LPB / GRP) % 2 == 0, "rows in pairs");
#pragma unroll 1
      for (int s = 0; s < LPB / GRP; s += 2) {
        // threads 0-63 row s into y0[0], threads 64-127 row s + 1 into y0[1] (element j + 64 r of a
        // row at SW::f(j) ^ SW::f(64 r): SW is GF(2)-linear, j < 64 shares no bits with 64 r)
        const int h = TT::tid() >> 6;
        float2* const row = rows + (grp + GRP * (s + h)) * RP;
        const uint32_t bj = static_cast<uint32_t>(SW::f(TT::tid() & 63)) << 3;
        T.template stage0_float<true>([&](int r) { return at(row, bj, SW::f(64 * r)); }, y0b + 1024 * h, lmg, p.dir);
        asm volatile("bar.sync %0, %1;" ::"r"(1 + grp), "n"(k1024Threads) : "memory");
        rest(s, y0b, TT::max_line_word(lmg));
        rest(s + 1, y0b + 1024, TT::max_line_word(lmg + 2));
        // (after the last pair the block barrier below does it)
        if (s + 2 < LPB / GRP) asm volatile("bar.sync %0, %1;" ::"r"(1 + grp), "n"(k1024Threads) : "memory");
      }
    } else {
#pragma unroll 1
      for (int s = 0; s < LPB / GRP; ++s) {
        float2* y0 = y0b + 1024 * (s & 1);
        T.template stage0_row<SW>(rows + (grp + GRP * s) * RP, b_in, y0);
        // y0 complete; every warp of the group has read this row
        asm volatile("bar.sync %0, %1;" ::"r"(1 + grp), "n"(k1024Threads) : "memory");
        rest(s, y0, 0u);
      }
    }
    __syncthreads();
    if constexpr (D2) {
      rows_out_d2<P, SC, TW, 1024, THREADS, PL, RP, Swz1024>(p, ms, l0, rows);
    } else {
      rows_out<1024, THREADS, LPB, RP, SW>(p, ms, l0, rows);
    }
    if constexpr (ORD) order.publish(it);
    __syncthreads();  // the rows are read before the next lines are staged (ORD: the next item is published)
    l0 = ORD ? order.next(it) * PL : l0 + (int64_t)gridDim.x * PL;
  }
  if constexpr (ORD) order.finish();
}

// ---------------------------------------------------------------------------
// n = 16384 in one pass, radices (16, 8, 8, 16), element stride 1 on both sides (any line
// distance). By docs §1 the first three Stockham stages of a 16384-point line are the 1024-point
// transforms of its 16 sub-lines x[b + 16 i] (stage s reads the same vectors as the sub-line's stage
// s, with twiddles T_16384[16 m] = T_1024[m]: same values, so the same bits as T1024 on the
// sub-line), leaving sub-line b's output k at y[1024 b + k]. The last stage (Ns = 1024) is vector
// j < 1024 with components y[j + 1024 r] * T[r j], whose output r' is X[j + 1024 r'].
// A block of 4 GRP warps (16; 8 without lane tables, where 16 spilled) holds one line per iteration
// (one block per SM, 192 KB of shared memory with 16 warps):
//  copy-in  cp.async, element e to row e & 15 at slot row_slot_1024(e >> 4), rows of RP = 1026 float2
//           (lane -> element 16 (l & 1) + ((l >> 1) & 7) + 8 (l >> 4) of a warp's 32: each
//           half-warp writes rows 0-7 or 8-15 at two slots, conflict-free);
//  rows     GRP groups of 4 warps run T1024 on rows grp + GRP s (outputs back into the row, y0
//           double-buffered per group, one named barrier per row);
//  last     after a block barrier warp w of NW runs tiles (vectors 16 (w + NW c) + g + 8 nt, c < 64 / NW) from
//           the rows (conflict-free: rows 2t + .. at offsets 4t, slots g) and stores X directly,
//           two consecutive outputs per lane (V4: one 16-byte store; 64 contiguous bytes per 4 lanes).
// Twiddles: the sub-lines' through LaneTw1024 (lane table of T_1024, or T_16384[16 m] with
// tw_step = 16), the last stage's lt[k1024Threads * k1024Slots + slot * k16384Threads + tid]
// (tw_m16384) or T[r j] directly. SC: the output scale, in the last stage only.
// TC_SPLIT with 2 terms (P == 2, float_stage0_rule, docs/numerics.md §4.12): the sub-lines run
// T1024's float stage 0 and §4.8's line scale per sub-line, staged1024's paired-row form (threads
// 0-63 and 64-127 of a group take stage 0 of two rows, each group's two maximum words per row after
// its y0 buffers), and the last stage runs in float too (float_last_stage: one 16-point vector per
// thread from the rows, §3 twiddles from the lane table's second half (tw_f16384), the float
// network, coalesced float2 stores); TC_FP16 keeps the MMA last stage above.
// L2 lead: after a line's copy-in, threads 0-7 start bulk L2 prefetches of the block's next line,
// whose DRAM read then runs under this line's compute (H200, 2026-11-29, same process: 1D 16384
// x4096 0.533 -> 0.473 ms, x1024 -9%; x64 / x128, one line per block, unchanged; NOTES v51 call 2).
// H100, 2026-11-22, same run: 1D 16384 x4096 0.872 ms in two passes -> 0.747 ms (cuFFT 0.405). The
// block is issue / latency bound (ncu: 54% issue-active with 4 warps per scheduler, 339 M warp
// instructions per 2^26 points, HMMA 18%); tried and slower (NOTES.md v13): the next line's copy-in
// behind the last stage (three more barriers), T1024's lane table in shared memory (less L1 for
// the copy-in); the last stage's twiddles one tile ahead changed nothing.
// plane128_note. T2D: the same kernel computes the 2D transform of a dense 128 x 128 plane (row r,
// column c at n = c + 128 r: the plane is the line). Its sub-lines x[b + 16 i] (i = i0 + 8 r, i0 =
// c >> 4, b = c & 15) are then the 1024-point transforms up to stage 2's twiddles: stages 0-1
// (radices 16, 8 over r, twiddles T_1024[8 m] = T_128[m]) are the column transform over r, and
// stage 2 (radix 8 over i0) is the first step of the row transform over c, without a twiddle
// between the axes: TC_SPLIT skips its twiddles (T1024's NT2), TC_FP16 multiplies by its lane-table
// slots, which hold T[0] = 1 (plane128_lane_table; a product with 1 is exact but for zero signs).
// The last stage (radix 16 over b) finishes the row transform with T_128[b ki]. So the plane is
// read and written once instead of twice (the two 128-point passes of 3D 128^3, 2D 128^2), with
// the radices 16, 8 | 8, 16 of the 16384-point kernel instead of the passes' 8, 8, 2 each.
// The last stage is the float form in both tensor-core modes (TC_FP16 too, where the 1D kernel's
// is the MMA one: the float network is more accurate, and its lane order needs no new tile map);
// with the lane table only (launch_plane falls back to the two passes without it).
constexpr int kRow16384 = 1024 + 2;
// per group: two y0 buffers, then (float stage 0) the §4.8 maximum words of its two rows in flight
constexpr size_t smem16384(int groups) { return (16 * kRow16384 + groups * (2 * 1024 + 2)) * sizeof(float2); }

template <int P, bool SC, bool LT, bool V4, int GRP = k16384Groups, bool T2D = false>
__global__ void __launch_bounds__(128 * GRP, 1) rt16384_kernel(const __grid_constant__ RtParams p) {
  constexpr int RP = kRow16384, NW = 4 * GRP;
  static_assert(!LT || GRP == k16384Groups, "the last stage's lane table is laid out for k16384Groups");
  static_assert(!T2D || (LT && GRP == k16384Groups), "the 128 x 128 plane form: its lane table, 16 warps");
  extern __shared__ float2 sm[];  // 16 rows, then two y0 buffers (and two maximum words) per group
  float2* const rows = sm;
  const int lane = threadIdx.x & 31, g = lane >> 2, t = lane & 3, w = threadIdx.x >> 5, grp = w >> 2;
  using TT = T1024<P, LT, true, P == 2, T2D && P == 2>;  // §4.12: the float stage 0 and line scale per sub-line
  constexpr int Y0S = 2048 + 2;
  float2* const y0b = sm + 16 * RP + Y0S * grp;
  uint32_t* const lmg = reinterpret_cast<uint32_t*>(y0b + 2048);
  const TT T(p);
  // the MMA last stage's radix-16 matrix (TC_FP16: T1024's own; §4.12's float form needs none)
  [[maybe_unused]] const MatA16& MA = T.MA;
  const uint32_t b_in = row_slot_1024(T.in_thread()) << 3, b_out = row_slot_1024(T.out_thread()) << 3;
  // copy-in: this thread's elements e = 32 (w + NW m) + le: row le & 15, slot 2 (w + NW m) + (l & 1)
  const int le = 16 * (lane & 1) + ((lane >> 1) & 7) + 8 * (lane >> 4);
  float2* const crow = rows + (le & 15) * RP;
  const int cs = row_slot_1024(2 * w + (lane & 1));  // bits below log2(2 NW); the loop part 2 NW m above
  const float2* const lt2 = LT ? p.lt + k1024Threads * k1024Slots + threadIdx.x : nullptr;
  // the float last stage's twiddles (tw_f16384), after the MMA form's
  [[maybe_unused]] const float2* const ltf = LT ? lt2 + k16384Threads * k16384Slots : nullptr;
  for (int64_t line = blockIdx.x; line < p.nlines; line += gridDim.x) {
    const float2* src = p.in + line * p.idist + 32 * w + le;
#pragma unroll 8
    for (int m = 0; m < 16384 / (32 * NW); ++m) cp_async8(crow + (cs ^ row_slot_1024(2 * NW * m)), src + 32 * NW * m);
    cp_async_commit();
    cp_async_wait_all();
    __syncthreads();  // the line is in the rows (and the previous line's last stage is done)
    // L2 lead (prefetch_lines_l2): threads 0-7 each start one 16 KB piece of the block's next line
    if (threadIdx.x < 8 && line + gridDim.x < p.nlines) {
      const uintptr_t a = reinterpret_cast<uintptr_t>(p.in + (line + gridDim.x) * p.idist + 2048 * threadIdx.x);
      bulk::prefetch_l2(reinterpret_cast<const void*>(a & ~uintptr_t{15}), 2048 * sizeof(float2));
    }
    if constexpr (TT::float0()) {
      // two rows per step (threads 0-63 row s into y0[0], 64-127 row s + 1 into y0[1]; element
      // j + 64 r of a row at row_slot_1024(j) ^ row_slot_1024(64 r), the map being GF(2)-linear);
      // the second group barrier: every warp has read both y0 buffers and maximum words before the
      // next pair overwrites them (after the last pair the block barrier below does it)
      static_assert((16 / GRP) % 2 == 0, "rows in pairs");
      const int h = TT::tid() >> 6;
      const uint32_t bj = static_cast<uint32_t>(row_slot_1024(TT::tid() & 63)) << 3;
#pragma unroll 1
      for (int s = 0; s < 16 / GRP; s += 2) {
        float2* const row = rows + (grp + GRP * (s + h)) * RP;
        T.template stage0_float<true>([&](int r) { return at(row, bj, row_slot_1024(64 * r)); }, y0b + 1024 * h, lmg,
                                      p.dir);
        asm volatile("bar.sync %0, %1;" ::"r"(1 + grp), "n"(k1024Threads) : "memory");
#pragma unroll 1
        for (int q = 0; q < 2; ++q) {
          float2* const rq = rows + (grp + GRP * (s + q)) * RP;
          T.stages12(y0b + 1024 * q, TT::max_line_word(lmg + 2 * q),
                     [&](int kc, float2 z) { at(rq, b_out, row_slot_1024(kc)) = z; });
        }
        if (s + 2 < 16 / GRP) asm volatile("bar.sync %0, %1;" ::"r"(1 + grp), "n"(k1024Threads) : "memory");
      }
    } else {
#pragma unroll 1
      for (int s = 0; s < 16 / GRP; ++s) {
        float2* const row = rows + (grp + GRP * s) * RP;
        float2* const y0 = y0b + 1024 * (s & 1);
        T.template stage0_row<SwzRow1024>(row, b_in, y0);
        // y0 complete, every warp of the group has read the row and finished the row before
        asm volatile("bar.sync %0, %1;" ::"r"(1 + grp), "n"(k1024Threads) : "memory");
        T.stages12(y0, 0u, [&](int kc, float2 z) { at(row, b_out, row_slot_1024(kc)) = z; });
      }
    }
    __syncthreads();  // every row holds its sub-line's transform
    float2* const dst = p.out + line * p.odist;
    if constexpr (T2D) {
      // The 128 x 128 plane (plane128_note): vector j = kr + 128 ki (kr: the row axis' frequency,
      // ki < 8), component r = row r's slot j times T_128[r ki] (not at r = 0 or ki = 0), the float
      // network; output r' is column frequency ki + 8 r' of row frequency kr. Lane l takes
      // ki = l >> 2 and kr = 4 (w + NW c) + (l & 3): a half-warp's reads meet 16 bank pairs
      // (row_slot_1024 folds j's bits 7-8 onto bits 2-3) and each store writes 4 runs of 64 bytes.
      const int ki = lane >> 2;
#pragma unroll 1
      for (int c = 0; c < 128 / (4 * NW); ++c) {
        const int kr = 4 * (w + NW * c) + (lane & 3), sj = row_slot_1024(kr + 128 * ki);
        float re[16], im[16];
        float_dft16(
            [&](int r) {
              const float2 v = rows[r * RP + sj];
              if (r == 0 || ki == 0) return v;
              return twmul(v, twid_n(p, r * ki));
            },
            p.dir, re, im);
        float2* const o = dst + 128 * kr + ki;
#pragma unroll
        for (int r = 0; r < 16; ++r) o[8 * r] = scaled<SC>(p, make_float2(re[r], im[r]));
      }
    } else if constexpr (TT::float0()) {
      // §4.12: the last stage in float, vector j = tid + 128 GRP c per thread: component r =
      // row r's slot j times T[r j] (not at j = 0, where the index is 0), the float network, output
      // r' to X[j + 1024 r'] (a warp's 32 consecutive j: 256 contiguous bytes per r')
      constexpr int NTH = 128 * GRP;
#pragma unroll 1
      for (int c = 0; c < 1024 / NTH; ++c) {
        const int j = static_cast<int>(threadIdx.x) + NTH * c, sj = row_slot_1024(j);
        float re[16], im[16];
        float_dft16(
            [&](int r) {
              const float2 v = rows[r * RP + sj];
              if (r == 0 || j == 0) return v;
              float2 wv;
              if constexpr (LT) {
                wv = __ldg(ltf + (16 * c + r) * k16384Threads);
              } else {
                wv = twid_n(p, r * j);
              }
              return twmul(v, wv);
            },
            p.dir, re, im);
#pragma unroll
        for (int r = 0; r < 16; ++r) dst[j + 1024 * r] = scaled<SC>(p, make_float2(re[r], im[r]));
      }
    } else {
#pragma unroll 1
      for (int c = 0; c < 64 / NW; ++c) {
        const int j0 = 16 * (w + NW * c);
        float2 x[2][4], y[2][4];
#pragma unroll
        for (int nt = 0; nt < 2; ++nt)
#pragma unroll
          for (int e = 0; e < 4; ++e) {
            const int r = 2 * t + (e & 1) + 8 * (e >> 1), j = j0 + g + 8 * nt, slot = 8 * c + 4 * nt + e;
            float2 wv;
            if constexpr (LT) {
              wv = __ldg(lt2 + slot * k16384Threads);
            } else {
              wv = twid_n(p, r * j);
            }
            x[nt][e] = twmul(rows[r * RP + row_slot_1024(j)], wv);
          }
        stage_b16<P>(x, MA, y);
        // y[nt][i]: component g + 8 (i >> 1) of vector j0 + 2t + (i & 1) + 8 nt
#pragma unroll
        for (int nt = 0; nt < 2; ++nt)
#pragma unroll
          for (int h = 0; h < 2; ++h) {
            float2* const o = dst + j0 + 2 * t + 8 * nt + 1024 * (g + 8 * h);
            const float2 a = scaled<SC>(p, y[nt][2 * h]), b = scaled<SC>(p, y[nt][2 * h + 1]);
            if constexpr (V4) {
              st_no_l1_v4(o, a, b);  // the stores do not evict the last stage's lane table
            } else {
              o[0] = a;
              o[1] = b;
            }
          }
      }
    }
    __syncthreads();  // the rows are read before the next line is copied in
  }
}

// ---------------------------------------------------------------------------
// n = 4096 = 16 x 16 x 16, one block of W warps = one transform per iteration.
// Stage 0 (stage_b16): tile jt = w + W*tp, vector j = 16 jt + g + 8nt, component r: x[j + 256r];
//   output component r' of vector j -> y0[16j + r'] in shared memory.
// Stages 1, 2 (stage_b16 then stage_a16, registers): task k1 = w + W*tk. Stage 1 vector
//   j1 = k1 + 16 jd (jd = g + 8nt), component r: y0[k1 + 16 jd + 256 r] * T[16 r k1]; output
//   component r1' of vector jd is the stage-2 input component jd of vector j2 = k1 + 16 r1',
//   twiddle T[jd j2]; stage-2 output component q of j2 = X[j2 + 256 q].
/// The n = 4096 transform of one block of W warps, shared by the kernels below. stage0 gets the
/// stage-0 inputs of tile tp from ld(tp, x) (x[nt][e] = element in_thread() + in_const(tp, nt, e))
/// and writes y0; after a barrier, stages12 reads y0 and hands each output to put(kc, z): output
/// index out_thread() + kc (disjoint bits; swizzled, the thread part is b_y0r).
template <int P, bool LT, int W_ = k4096Warps>
struct T4096 {
  static constexpr int Q = P >= 2 ? 2 : 1, W = W_, TPW = 16 / W;
  static_assert(W == 8 || W == 16, "the lane table (tw_m4096) is laid out for 8 warps; 16 maps onto it");
  MatA16 MA;
  LaneTw4096<LT> tw;
  uint32_t b_y0w, b_y0r;
  __device__ __forceinline__ explicit T4096(const RtParams& p) : tw(p) {
    const int lane = threadIdx.x & 31, g = lane >> 2, t = lane & 3, w = threadIdx.x >> 5;
    load_a16<Q>(p.frag, lane, p.dir, MA);
    b_y0w = swz4096(256 * w + 32 * t + g) << 3;
    b_y0r = swz4096(w + 16 * g + 512 * t) << 3;  // also the output pattern
  }
  static __device__ __forceinline__ int in_thread() {
    const int lane = threadIdx.x & 31;
    return 16 * (threadIdx.x >> 5) + (lane >> 2) + 512 * (lane & 3);
  }
  static __device__ __forceinline__ int out_thread() {
    const int lane = threadIdx.x & 31;
    return (threadIdx.x >> 5) + 16 * (lane >> 2) + 512 * (lane & 3);
  }
  static __device__ __forceinline__ constexpr int in_const(int tp, int nt, int e) {
    return 16 * W * tp + 8 * nt + 256 * (e & 1) + 2048 * (e >> 1);
  }
  template <typename LD>
  __device__ __forceinline__ void stage0(const LD& ld, float2* y0) const {
    float2 y[TPW][2][4];
#pragma unroll
    for (int tp = 0; tp < TPW; ++tp) {
      float2 x[2][4];
      ld(tp, x);
      stage_b16<P>(x, MA, y[tp]);
    }
#pragma unroll
    for (int tp = 0; tp < TPW; ++tp)
#pragma unroll
      for (int nt = 0; nt < 2; ++nt)
#pragma unroll
        for (int i = 0; i < 4; ++i)
          at(y0, b_y0w, swz4096(256 * W * tp + 16 * ((i & 1) + 8 * nt) + 8 * (i >> 1))) = y[tp][nt][i];
  }
  /// Stage 0 in float (docs/numerics.md §4.7, float_first_stage; W == 8): thread tid computes
  /// vector j = float_j(tid), whose inputs are elements j + 256 r (r < 16), read as ld(j, r); the
  /// outputs go to y0[16 j + r'] as stage0's do. float_j keeps bits 0-3 of j those of tid, so
  /// that a half-warp's 16 reads of one r from the swin4096 input buffer cover the 16 bank pairs,
  /// and moves t0 ^ t3 to bit 5 and t2 to bit 6, so that its 16 writes of one r' to swz4096 y0
  /// (bank bits j5, j6, j1, j2 ^ j0) cover them too (an involution on 0..255).
  static __device__ __forceinline__ int float_j(int tid) {
    return tid ^ (((tid ^ (tid >> 3)) & 1) << 5) ^ (((tid >> 2) & 1) << 6);
  }
  /// lm: docs/numerics.md §4.8's line maximum of |re|, |im| of the stage-0 outputs, one word per
  /// warp (lm[warp], 8 words; max.NaN keeps a NaN the largest), for stages12's line scale.
  template <typename LD>
  __device__ __forceinline__ void stage0_float(const LD& ld, float2* y0, uint32_t* lm, int dir) const {
    static_assert(W == 8, "one vector per thread: 256 threads");
    const int j = float_j(threadIdx.x);
    float re[16], im[16];
    float_dft16([&](int r) { return ld(j, r); }, dir, re, im);
    const uint32_t tb = static_cast<uint32_t>(swz4096(16 * j)) << 3;
    put16_warp_max(y0, tb, re, im, lm, threadIdx.x >> 5);
  }
  /// Task 0's four input twiddles, for stages12's PRE form.
  __device__ __forceinline__ void first_twiddles(float2 (&t)[4]) const {
#pragma unroll
    for (int e = 0; e < 4; ++e) t[e] = tw(e);
  }
  /// The line maximum word from stage0_float's 8 words at lm (16-byte aligned).
  static __device__ __forceinline__ uint32_t max_line_word(const uint32_t* lm) {
    const uint4 a = *reinterpret_cast<const uint4*>(lm), b = *reinterpret_cast<const uint4*>(lm + 4);
    return max(max(max(a.x, a.y), max(a.z, a.w)), max(max(b.x, b.y), max(b.z, b.w)));
  }
  /// IP (in place): each task's outputs are put before the next task reads y0, and put(kc, z) may
  /// write y0 at the slot kc shares with the input it replaces (a lane's output slots of task tk are
  /// exactly the slots it read for tk), so that y0 is also the output staging.
  /// LS (the float stage 0 form, docs/numerics.md §4.8): both split stages under the line's scale
  /// from mb (max_line_word of stage0_float's words).
  /// PRE (the lean kernel, rt4096_kernel's async-copy loop and the staged kernel; rt4096_kernel's
  /// register-prefetch loop, unmeasured, keeps the loads where they are used): t0 holds task 0's four
  /// input twiddles (first_twiddles, loaded before the barrier that precedes the stages), so that their
  /// loads' latency hides behind the barrier's wait instead of stalling every warp of the block at
  /// once after it (H200, same call: 1D 4096 x16384 (lean) 0.334 -> 0.327 ms, x2048 (async copies)
  /// 0.0516 -> 0.0500; H100 0.378 -> 0.374). Loading the later task's input twiddles or the inner
  /// ones earlier as well spilled at 80 registers in the lean kernel and was slower (NOTES v34).
  template <bool IP = false, bool LS = false, bool PRE = false, typename PUT>
  __device__ __forceinline__ void stages12(float2* y0, const PUT& put, uint32_t mb = 0,
                                           const float2* t0 = nullptr) const {
    [[maybe_unused]] const LineScale ls(mb);
    float2 y[TPW][2][4];
#pragma unroll
    for (int tk = 0; tk < TPW; ++tk) {
      float2 x[2][4];
#pragma unroll
      for (int nt = 0; nt < 2; ++nt)
#pragma unroll
        for (int e = 0; e < 4; ++e)
          x[nt][e] = twmul(at(y0, b_y0r, swz4096(W * tk + 128 * nt + 256 * (e & 1) + 2048 * (e >> 1))),
                           (PRE && tk == 0) ? t0[e] : tw(12 * tk + e));
      if constexpr (LS) {
        pair16_line<P>(x, MA, [&](int rh, int e) { return tw(12 * tk + 4 + 4 * rh + e); }, ls, y[tk]);
      } else {
        pair16<P>(x, MA, [&](int rh, int e) { return tw(12 * tk + 4 + 4 * rh + e); }, y[tk]);
      }
      if constexpr (IP) put_task(tk, y[tk], put);
    }
    if constexpr (!IP) {
#pragma unroll
      for (int tk = 0; tk < TPW; ++tk) put_task(tk, y[tk], put);
    }
  }
  template <typename PUT>
  __device__ __forceinline__ void put_task(int tk, const float2 (&y)[2][4], const PUT& put) const {
#pragma unroll
    for (int nt = 0; nt < 2; ++nt)
#pragma unroll
      for (int i = 0; i < 4; ++i) put(W * tk + 128 * (i >> 1) + 256 * (i & 1) + 2048 * nt, y[nt][i]);
  }
};

/// The 16-byte copy-out of a 4096-point line staged at swz4096 in `so` by 256 threads to `out`
/// (16-byte aligned): the element pairs 2 tid + 512 m, which swz4096 keeps in one 16-byte chunk
/// (bit 0 flipped by bit 9: the pair swapped for odd m, a compile-time choice), each read with one
/// conflict-free 16-byte load. The stores do not allocate in L1, so that the copy-out does not evict
/// the lane table (48 KB then, 34 KB read since v50; H100, 1D 4096 x16384 -2.6%; st.global.cg did not
/// spare it; NOTES v24).
__device__ __forceinline__ void copy_out16_4096(float2* out, float2* so) {
  float2* const d2 = out + 2 * threadIdx.x;
  const uint32_t b2 = swz4096(2 * threadIdx.x) << 3;
  unrolled<8>([&](auto mm) {
    constexpr int m = decltype(mm)::value;
    const float4 v = *reinterpret_cast<const float4*>(&at(so, b2, swz4096(512 * m) & ~1));
    const float2 lo = make_float2(v.x, v.y), hi = make_float2(v.z, v.w);
    if constexpr (m & 1) {
      st_no_l1_v4<512 * m * sizeof(float2)>(d2, hi, lo);
    } else {
      st_no_l1_v4<512 * m * sizeof(float2)>(d2, lo, hi);
    }
  });
}

/// 16-byte cp.async copies of a contiguous 4096-point line (start 16-byte aligned) by THREADS
/// threads into a swin4096 input buffer, 2048 / THREADS copies per thread, one commit group.
/// Element e = 2 tid + 2 THREADS m goes to swin4096(e) = (swin4096(2 tid) ^ 8 c_m) + 2 THREADS m,
/// c_m = bit 9 of 2 THREADS m (2 tid < 2 THREADS, so the parts share no bits): two shared bases
/// per thread and one global pointer per line, every copy a compile-time offset from them (ptxas
/// formed each copy's addresses anew per line otherwise, ~100 instructions; NOTES v24).
template <int THREADS>
struct LineIn4096 {
  static_assert(THREADS == 256 || THREADS == 512, "the thread part of e stays below bit 9 or 10");
  uint32_t b0, b1;
  __device__ __forceinline__ explicit LineIn4096(float2* sm)
      : b0(static_cast<uint32_t>(__cvta_generic_to_shared(sm + swin4096(2 * threadIdx.x)))),
        b1(static_cast<uint32_t>(__cvta_generic_to_shared(sm + (swin4096(2 * threadIdx.x) ^ 8)))) {}
  /// The line at `line_start` into the buffer `boff` bytes after `sm`.
  __device__ __forceinline__ void issue(const float2* line_start, uint32_t boff) const {
    const float2* src = line_start + 2 * threadIdx.x;
#pragma unroll
    for (int m = 0; m < 2048 / THREADS; ++m) {
      const uint32_t base = bitv(2 * THREADS * m, 9) ? b1 : b0;
      cp_async16_s(base + boff + 2 * THREADS * m * sizeof(float2), src + 2 * THREADS * m);
    }
    cp_async_commit();
  }
  /// Stage-0 input r of float vector j (T4096::stage0_float) in the buffer `in`: element
  /// e = j + 256 r, bit 9 of e = bit 1 of r.
  static __device__ __forceinline__ float2 at_jr(const float2* in, int j, int r) {
    return in[(((r >> 1) & 1) ? (j ^ 8) : j) + 256 * r];
  }
};

// W: warps per block, 8 (two tasks per warp and stage) or 16 (one; k4096Fp16Warps), same tasks and
// arithmetic, so the same bits.
// AS (contiguous lines whose starts are 16-byte aligned in the input and the output): instead of
// the register prefetch, the whole next line is copied with cp.async into the other of two input
// buffers while this one is computed; a line's input buffer is also its output staging, copied
// out beside the next line's stage 0 (two barriers per line; see the loop).
template <int P, bool SC, bool LT, bool PF_ = true, int MINB = 0, bool ST = false, bool AS = false, int W = k4096Warps>
__global__ void __launch_bounds__(32 * W, MINB) rt4096_kernel(const __grid_constant__ RtParams p) {
  using G = Geo<ST>;
  using TT = T4096<P, LT, W>;
  constexpr int THREADS = 32 * W;
  // TC_SPLIT with 2 terms: stage 0 in float (docs §4.7, float_stage0_rule: a non-staged 4096 pass
  // has no post-twiddle);
  // it reads its 16 inputs per thread directly, so the register prefetch of the next line's first
  // tile is off there
  constexpr bool F0 = P == 2, PF = PF_ && !F0;
  static_assert(!(AS && ST), "asynchronous input copies need contiguous lines");
  // 2 x 4096 float2: y0, then the output staging (see rt1024); AS: y0, then two input buffers
  extern __shared__ float2 sm[];
  float2* so = sm + 4096;
  // F0: §4.8 line maxima (one word per warp), read at the start of stages12, rewritten after a barrier
  __shared__ __align__(16) uint32_t lmx[8];
  const TT T(p);
  const uint32_t b_cp = swz4096(threadIdx.x) << 3;
  float2 xn[2][4];  // the next transform's first stage-0 tile, loaded during this one
  auto load = [&](float2 (&x)[2][4], int64_t line, int tp) {
    const float2* src = G::in_line(p, line) + G::ei(p, TT::in_thread());
#pragma unroll
    for (int nt = 0; nt < 2; ++nt)
#pragma unroll
      for (int e = 0; e < 4; ++e) x[nt][e] = src[G::ei(p, TT::in_const(tp, nt, e))];
  };
  // AS: 16-byte copies of the whole line into input buffer `buf` (after y0)
  const LineIn4096<THREADS> cin(sm);
  auto issue = [&](int64_t line, int buf) { cin.issue(G::in_line(p, line), 4096 * sizeof(float2) * (1 + buf)); };
  const uint32_t b_in = swin4096(TT::in_thread()) << 3;
  // The copy-out of a line's staging (its input buffer `so` in the AS form) to the output line.
  auto copy_out = [&](int64_t line, float2* so) {
    if constexpr (AS && W == k4096Warps) {
      // AS, 8 warps (output line starts 16-byte aligned: the launch checks). Without L1 allocation
      // (the ~60 KB of L1 beside 2 x 97 KB of shared memory hold the lane table); the 16-warp
      // TC_FP16 form measured 3% slower with it (NOTES v24).
      static_assert(THREADS == 256, "the pair swap is a compile-time choice for 8 warps");
      copy_out16_4096(G::out_line(p, line), so);
    } else if constexpr (W == k4096Warps && !ST) {
      // register-prefetch form, contiguous (lines need not be 16-byte aligned): 8-byte stores,
      // not allocating in L1 either
      float2* const dst = G::out_line(p, line) + threadIdx.x;
      unrolled<4096 / THREADS>([&](auto m) {
        st_no_l1<THREADS * decltype(m)::value * sizeof(float2)>(dst, at(so, b_cp, swz4096(THREADS * decltype(m)::value)));
      });
    } else {
      float2* dst = G::out_line(p, line) + G::eo(p, threadIdx.x);
#pragma unroll
      for (int m = 0; m < 4096 / THREADS; ++m) dst[G::eo(p, THREADS * m)] = at(so, b_cp, swz4096(THREADS * m));
    }
  };
  if constexpr (AS) {
    // Two barriers per line: line i's copy-out runs after the first barrier of line i + 1, beside
    // its stage 0 (they touch different buffers), and the copy of line i + 1 is issued after the
    // second barrier of line i, into the buffer that line i - 1's copy-out has just read (so the
    // copy has stages 1-2 of line i to land, against a whole line with three barriers).
    if (G::first() < p.nlines) issue(G::first(), 0);
    int64_t prev = -1;
    int buf = 0;
    for (int64_t line = G::first(); line < p.nlines; line = G::next(line), buf ^= 1) {
      cp_async_wait_all();
      __syncthreads();  // line's input is complete; prev's outputs are staged; y0 is free
      if (prev >= 0) copy_out(prev, sm + 4096 * (2 - buf));
      so = sm + 4096 * (1 + buf);
      if constexpr (F0) {
        // element e at swin4096(e): e = j + 256 r with bit 9 of e = bit 1 of r
        T.stage0_float([&](int j, int r) { return LineIn4096<THREADS>::at_jr(so, j, r); }, sm, lmx, p.dir);
      } else {
        T.stage0(
            [&](int tp, float2 (&x)[2][4]) {
#pragma unroll
              for (int nt = 0; nt < 2; ++nt)
#pragma unroll
                for (int e = 0; e < 4; ++e) x[nt][e] = at(so, b_in, swin4096(TT::in_const(tp, nt, e)));
            },
            sm);
      }
      float2 t0[4];
      T.first_twiddles(t0);  // before the barrier: stages12's PRE form
      __syncthreads();  // y0 is written; the other buffer (prev's) is copied out
      if (G::next(line) < p.nlines) issue(G::next(line), buf ^ 1);
      T.template stages12<false, F0, true>(
          sm, [&](int kc, float2 z) { at(so, T.b_y0r, swz4096(kc)) = scaled<SC>(p, z); },
          F0 ? TT::max_line_word(lmx) : 0u, t0);
      prev = line;
    }
    if (prev >= 0) {
      __syncthreads();
      copy_out(prev, so);
    }
  } else {
    if (PF && G::first() < p.nlines) load(xn, G::first(), 0);
    for (int64_t line = G::first(); line < p.nlines; line = G::next(line)) {
      if constexpr (F0) {
        const float2* src = G::in_line(p, line);
        T.stage0_float([&](int j, int r) { return src[G::ei(p, j + 256 * r)]; }, sm, lmx, p.dir);
      } else {
        if (!PF) load(xn, line, 0);
        T.stage0(
            [&](int tp, float2 (&x)[2][4]) {
              if (tp == 0) {
#pragma unroll
                for (int nt = 0; nt < 2; ++nt)
#pragma unroll
                  for (int e = 0; e < 4; ++e) x[nt][e] = xn[nt][e];
              } else {
                load(x, line, tp);
              }
              if (PF && tp == TT::TPW - 1 && G::next(line) < p.nlines) load(xn, G::next(line), 0);
            },
            sm);
      }
      __syncthreads();
      T.template stages12<false, F0>(sm, [&](int kc, float2 z) { at(so, T.b_y0r, swz4096(kc)) = scaled<SC>(p, z); },
                                     F0 ? TT::max_line_word(lmx) : 0u);
      __syncthreads();
      copy_out(line, so);
    }
  }
}

// TC_SPLIT n = 4096 (2 terms, float stage 0 of docs §4.7) with 64 KB of shared memory: y0 and ONE
// input buffer, 80 registers, so that three blocks of 8 warps fit per SM (rt4096_kernel: two, with
// 98 KB and 128 registers). Per line: wait + barrier A (the input has landed, the previous copy-out
// has read y0), stage 0 (float) from the input buffer into y0, the first task's input twiddles into
// registers (stages12's PRE form), barrier B (the input buffer is free:
// the next line's copy is issued into it), stages 1-2 in place in y0 one task at a time, barrier C,
// the 16-byte copy-out from y0. Same arithmetic, so the same bits as rt4096_kernel. Contiguous
// lines whose starts are 16-byte aligned on both sides (cp.async in, 16-byte stores out), with the
// lane table (without it ptxas spilled at 80 registers).
// The grid is not persistent: blocks take the lines of lean_schedule.h (whole waves of ~8-line
// blocks, then one-line blocks) and retire, and the hardware hands their slots to the next ones.
// A persistent grid of this kernel ran 3% slower (its blocks end their ~41 lines at different
// times), one line per block 10% slower (every block's first copy unhidden), equal 4-line blocks
// 2% slower (their drain). Measured: NOTES.md v29, v30. Lines are 32-bit here (the launch checks
// that there are fewer than 2^31): a 64-bit line index and step spilled at 80 registers.
// Three blocks per SM hold it at 80 registers; at two ptxas gives it 123 (no spill) and 1D 4096 x16384
// ran 6.8% slower on the H200 (NOTES v44).
template <int P, bool SC>
__global__ void __launch_bounds__(k4096Threads, 3) rt4096_lean_kernel(const __grid_constant__ RtParams p) {
  static_assert(P == 2, "the float stage 0 form (TC_SPLIT, 2 terms)");
  using G = Geo<false>;
  using TT = T4096<P, true>;
  extern __shared__ float2 sm[];  // y0, then the input buffer
  __shared__ __align__(16) uint32_t lmx[8];  // §4.8 line maxima, read before barrier C
  const TT T(p);
  const LineIn4096<k4096Threads> cin(sm);
  constexpr uint32_t kIn = 4096 * sizeof(float2);
  const int ml = static_cast<int>(p.lean_lines), mb = static_cast<int>(p.lean_blocks);
  int line = lean_first(ml, mb, blockIdx.x);
  cin.issue(G::in_line(p, line), kIn);
#pragma unroll 1
  while (true) {
    cp_async_wait_all();
    __syncthreads();  // A: the input has landed; y0 is free
    T.stage0_float([&](int j, int r) { return LineIn4096<k4096Threads>::at_jr(sm + 4096, j, r); }, sm, lmx, p.dir);
    float2 t0[4];
    T.first_twiddles(t0);  // before barrier B: stages12's PRE form
    __syncthreads();  // B: y0 is written; the input buffer is free
    const int next = lean_next(ml, mb, line);
    if (next >= 0) cin.issue(G::in_line(p, next), kIn);
    T.template stages12<true, true, true>(
        sm, [&](int kc, float2 z) { at(sm, T.b_y0r, swz4096(kc)) = scaled<SC>(p, z); }, TT::max_line_word(lmx), t0);
    __syncthreads();  // C: the outputs are staged
    copy_out16_4096(G::out_line(p, line), sm);
    if (next < 0) break;
    line = next;
  }
}

// Strided n = 4096 lines with adjacent neighbours (2D/3D column passes): as rt_staged1024 with
// LPB = kStaged4096Lines rows (RP = 4096 + 32 / LPB float2) and one y0 buffer (two barriers per
// line): 164 KB of shared memory with 4 rows, one block per SM. The TC_FP16 instances with an
// output scale spilled 4-12 bytes at the 128 registers ptxas chose for them: they get
// min-blocks 1 (138-168 registers, no spills, one block per SM); the others keep 126-128.
template <int P, bool SC, bool LT, bool TW, bool D2 = false, int LPB = kStaged4096Lines>
__global__ void __launch_bounds__(k4096Threads, (LPB >= 4 || (P == 1 && (SC || D2))) ? 1 : 0) rt_staged4096_kernel(const __grid_constant__ RtParams p) {
  using TT = T4096<P, LT>;
  constexpr int RP = 4096 + 32 / LPB, PL = D2 ? LPB / 2 : LPB;
  constexpr bool TWR = TW && !D2;
  extern __shared__ float2 sm[];  // LPB rows, then y0
  float2* const rows = sm;
  float2* const y0 = sm + LPB * RP;
  __shared__ __align__(16) uint32_t lmx[8];  // F0: §4.8 line maxima, read before the row's second barrier
  const TT T(p);
  const uint32_t b_in = swz4096(TT::in_thread()) << 3;
  // TC_SPLIT with 2 terms (post-twiddled passes too, since v38; the 4096-point sub-rows of the
  // radix-2 tail's 16, 16, 16, 2 since v39, §4.11): stage 0 in float (docs §4.7), thread part of
  // its element j + 256 r (swz4096 is linear over XOR)
  constexpr bool F0 = P == 2;
  [[maybe_unused]] const uint32_t b_j = static_cast<uint32_t>(swz4096(TT::float_j(threadIdx.x))) << 3;
  const StageMap ml(p.is == 1, PL, k4096Threads), ms(p.os == 1, PL, k4096Threads);
  for (int64_t l0 = (int64_t)blockIdx.x * PL; l0 < p.nlines; l0 += (int64_t)gridDim.x * PL) {
    rows_in<4096, k4096Threads, PL, RP, Swz4096, D2, true>(p, ml, l0, rows);
    __syncthreads();
    // L2 lead: the next iteration's lines, one per thread 0 .. PL-1
    if (threadIdx.x < PL) prefetch_lines_l2<D2 ? 8192 : 4096>(p, l0 + (int64_t)gridDim.x * PL + threadIdx.x, 1);
#pragma unroll 1
    for (int l = 0; l < LPB; ++l) {
      float2* row = rows + l * RP;
      if constexpr (F0) {
        T.stage0_float([&](int j, int r) { return at(row, b_j, swz4096(256 * r)); }, y0, lmx, p.dir);
      } else {
        T.stage0(
            [&](int tp, float2 (&x)[2][4]) {
#pragma unroll
              for (int nt = 0; nt < 2; ++nt)
#pragma unroll
                for (int e = 0; e < 4; ++e) x[nt][e] = at(row, b_in, swz4096(TT::in_const(tp, nt, e)));
            },
            y0);
      }
      float2 t0[4];
      T.first_twiddles(t0);  // before the barrier: stages12's PRE form
      __syncthreads();  // y0 complete; every warp has read this row
      const int64_t c = tw_col_if<TWR>(p, l0 + l);
      T.template stages12<false, F0, true>(y0, [&](int kc, float2 z) {
        if constexpr (D2) {
          at(row, T.b_y0r, swz4096(kc)) = z;
        } else {
          at(row, T.b_y0r, swz4096(kc)) = scaled<SC>(p, post_tw<TWR, 4096>(p, c, TT::out_thread() + kc, z));
        }
      }, F0 ? TT::max_line_word(lmx) : 0u, t0);
      __syncthreads();  // y0 read before the next row's stage 0 overwrites it
    }
    if constexpr (D2) {
      rows_out_d2<P, SC, TW, 4096, k4096Threads, PL, RP, Swz4096>(p, ms, l0, rows);
    } else {
      rows_out<4096, k4096Threads, LPB, RP, Swz4096>(p, ms, l0, rows);
    }
    __syncthreads();  // the rows are read before the next lines are staged
  }
}

// ---------------------------------------------------------------------------
// Plane pass: two consecutive 64-point passes over planes of 64 x 64 points in one kernel (the
// rows, element stride 1, then the columns, element stride 64, in place; 3D / batched 2D plans with
// dense 64 x 64 inner planes). A block of 4 warps holds one plane per iteration in shared memory
// (rows of RP = 65 float2, cp.async copy-in), runs rows_compute on its 64 rows, then the same
// arithmetic on its 64 columns (element k of column c at k * RP + c), and stores the plane: one
// read and one write of the data instead of two. Per line it is exactly the staged / contiguous
// 64-point kernels' computation (same fragments, twiddles and order), so the bits are those of
// the two passes (GpuPlanePass tests). SC: the second pass's scale, on the column outputs only.
constexpr int kPlaneRP = 65;
// Planes come in order from the handle's counter (tickets.cuh): thread 0 takes the next plane at
// the top of an iteration and publishes it just before the last barrier, so the atomic's latency
// hides behind the plane's compute (H100, 2026-11-22, same call against the static persistent
// order: 2D 64^2 x16384 0.550 -> 0.508 ms, 3D 64^3 x512 1.848 -> 1.772). Two plane buffers with the
// next plane's copy in flight lost 6-11%: 66.6 KB per block halves the blocks per SM (NOTES v15).
template <int P, bool SC>
__global__ void __launch_bounds__(128) rt_plane64_kernel(const __grid_constant__ RtParams p) {
  constexpr int Q = P >= 2 ? 2 : 1, RP = kPlaneRP;
  __shared__ float2 sm[64 * RP];
  __shared__ long long nxt[2];
  const int lane = threadIdx.x & 31, g = lane >> 2, t = lane & 3, w = threadIdx.x >> 5;
  MatA16 MA;
  MatA8 M8;
  float2 tw[2][4];
  rows_operands<Q, 64>(p, lane, g, t, MA, M8, tw);
  InOrder order(p.tickets, nxt);
  int64_t q = order.first();
  for (int it = 0; q < p.nlines; ++it) {
    order.take();
    const float2* src = p.in + q * p.idist;
#pragma unroll 8
    for (int m = 0; m < 32; ++m) {
      const int e = static_cast<int>(threadIdx.x) + 128 * m;
      cp_async8(sm + (e >> 6) * RP + (e & 63), src + e);
    }
    cp_async_commit();
    cp_async_wait_all();
    __syncthreads();  // the plane is in shared memory (and the previous one stored)
    rows_compute<P, false, 64, 64, RP, false, false>(p, sm, 0, MA, M8, tw, w, g, t);
    __syncthreads();  // every row transformed
    // the columns: column c's element k at c + k * RP
    rows_compute<P, SC, 64, 64, 1, false, false, RP>(p, sm, 0, MA, M8, tw, w, g, t);
    __syncthreads();  // every column transformed
    float2* dst = p.out + q * p.odist;
#pragma unroll 8
    for (int m = 0; m < 32; ++m) {
      const int e = static_cast<int>(threadIdx.x) + 128 * m;
      dst[e] = sm[(e >> 6) * RP + (e & 63)];
    }
    order.publish(it);
    __syncthreads();  // the plane is read before the next copy-in overwrites it; the next plane is published
    q = order.next(it);
  }
  order.finish();
}

// The plane pass for 32 x 32 planes: the rows and the columns are 32-point lines with the radix-2
// tail (is_d2), computed as the staged 16-point D2 kernel computes them (rows_compute on 64 sub-rows
// of 16, then radix2_tail with T_32[k]): the plane is copied in as the rows' sub-rows (element
// (r, k) at sub-row 2r + (k & 1), slot k >> 1), the rows' outputs are written as the columns'
// sub-rows (element (r, c) at sub-row 2c + (r & 1), slot r >> 1) of a second buffer, and the
// columns' outputs go to global memory (scaled by SC). One plane per block iteration.
// The next plane's copy goes into s1 as soon as s1 is free (after the row tails) and arrives while
// this plane's columns are computed; planes come in order from the counter as in the 64 x 64 kernel
// (H100, 2026-11-22, same call: 3D 32^3 x4096 1.807 -> 1.700 ms, 2D 32^2 x65536 0.535 -> 0.474; the
// counter alone gave 0.5-1.5% of that; NOTES v15).
template <int P, bool SC>
__global__ void __launch_bounds__(128, 5) rt_plane32_kernel(const __grid_constant__ RtParams p) {
  constexpr int Q = P >= 2 ? 2 : 1, RP = Staged<16>::RP;
  __shared__ float2 s1[64 * RP], s2[64 * RP];
  __shared__ long long nxt[2];
  const int lane = threadIdx.x & 31, g = lane >> 2, t = lane & 3, w = threadIdx.x >> 5;
  MatA16 MA;
  MatA8 M8;
  float2 tw[2][4];
  rows_operands<Q, 16>(p, lane, g, t, MA, M8, tw);
  auto issue = [&](int64_t q) {
    const float2* src = p.in + q * p.idist;
#pragma unroll
    for (int m = 0; m < 8; ++m) {
      const int e = static_cast<int>(threadIdx.x) + 128 * m, r = e >> 5, k = e & 31;
      cp_async8(s1 + (2 * r + (k & 1)) * RP + (k >> 1), src + e);
    }
    cp_async_commit();
  };
  // TC_SPLIT only: the TC_FP16 instances spilled 12-20 bytes in this form and keep the static order with
  // the copy-in at the top of the iteration
  constexpr bool PF = P >= 2;
  InOrder order(PF ? p.tickets : nullptr, nxt);
  int64_t q = PF ? order.first() : blockIdx.x;
  if (PF && q < p.nlines) issue(q);
  for (int it = 0; q < p.nlines; ++it) {
    if constexpr (PF) {
      order.take();  // the next plane, published before the tail barrier
    } else {
      issue(q);
    }
    cp_async_wait_all();
    __syncthreads();  // the rows' sub-rows are in s1; s2 of the previous plane is read
    rows_compute<P, false, 16, 64, RP, false, true>(p, s1, 0, MA, M8, tw, w, g, t);
    __syncthreads();
#pragma unroll
    for (int i = 0; i < 4; ++i) {  // row r's tail, k < 16: outputs (r, k), (r, k + 16)
      const int j = static_cast<int>(threadIdx.x) + 128 * i, r = j >> 4, k = j & 15;
      float2 x0, x1;
      radix2_tail<(P >= 2)>(s1[2 * r * RP + k], s1[(2 * r + 1) * RP + k], twid_n(p, k), k, x0, x1);
      s2[(2 * k + (r & 1)) * RP + (r >> 1)] = x0;
      s2[(2 * (k + 16) + (r & 1)) * RP + (r >> 1)] = x1;
    }
    if constexpr (PF) order.publish(it);
    __syncthreads();  // the columns' sub-rows are in s2 (s1 is free for the next plane)
    const int64_t qn = PF ? order.next(it) : q + gridDim.x;
    if (PF && qn < p.nlines) issue(qn);
    rows_compute<P, false, 16, 64, RP, false, true>(p, s2, 0, MA, M8, tw, w, g, t);
    __syncthreads();
    float2* dst = p.out + q * p.odist;
#pragma unroll
    for (int i = 0; i < 4; ++i) {  // column c's tail, k < 16: outputs (k, c), (k + 16, c)
      const int j = static_cast<int>(threadIdx.x) + 128 * i, c = j & 31, k = j >> 5;
      float2 x0, x1;
      radix2_tail<(P >= 2)>(s2[2 * c * RP + k], s2[(2 * c + 1) * RP + k], twid_n(p, k), k, x0, x1);
      dst[32 * k + c] = scaled<SC>(p, x0);
      dst[32 * (k + 16) + c] = scaled<SC>(p, x1);
    }
    q = qn;
  }
  if constexpr (PF) order.finish();
}

// ---------------------------------------------------------------------------
// Host side.

std::mutex g_mu;
// (device, n, dir) -> lane twiddle table, one per key for the process (like the stage tables). Its
// values depend only on n and dir (every plan's T_n is the same table), so plans share it; keyed by
// the plan's T pointer (until v13) every new plan added a table that was never freed.
std::map<std::tuple<int, int64_t, int>, float2*>* g_lane = new std::map<std::tuple<int, int64_t, int>, float2*>();
bool g_lane_on = true;
bool g_staged = true;
bool g_async = true;
bool g_bulk = true;
// Points per pass (n x lines) from which the contiguous passes take the bulk-copy kernels
// (set_bulk_min_points). Below it the register-only kernels (rt64 / rt256 / rt1024, the generic
// kernel for n = 16) are faster: each bulk block's producer fills its ring of 3-4 block iterations
// at once, so with few iterations per resident block a fraction of the blocks takes all the work,
// and its set-up (barriers, ring) is not amortized. H200, 2026-11-28, same calls, two rounds
// (tools/kernel_dev/NOTES.md v46 call 4), bulk / register-only us, TC_SPLIT: 2^16 points 64: 7.1 /
// 4.8, 1024: 7.4 / 5.1; 2^20 points 16: 13.1 / 10.6, 64: 12.3 / 8.8, 256: 13.3 / 9.9, 1024: 12.9 /
// 10.1; 2^22 points 16: 24.3 / 24.7, 64: 23.9 / 20.8, 256: 24.0 / 22.7, 1024: 24.6 / 24.1; 2^24
// points bulk 4-10% faster (16: 72.7 / 76.8, 64: 71.4 / 78.5, 256: 71.9 / 72.1, 1024: 73.6 / 77.7);
// TC_FP16 the same within a few %. The break-even lies between 2^22 and 2^24 points.
constexpr int64_t kBulkMinPoints = int64_t{1} << 23;
// Block iterations per resident block up to which a persistent launch takes the static order
// (run below). H200, 2026-11-28, same call (NOTES v46 call 8), us per call at 0 (never) / 2 / 4 / 8:
// 3D 64^3 x4 20.1 / 15.8 / 15.8 / 15.8, 128^3 x1 39.7 / 34.6 / 32.9 / 32.8, 32^3 x32 20.0 / 16.7 /
// 16.7 / 16.8, 64^3 x16 54.2 / 50.0 / 48.9 / 48.4, 2D 1024^2 x1 16.7 / 15.5 / 15.5 / 15.7, x4 52.0 /
// 50.5 / 50.3 / 51.0; 3D 128^3 x4 and the single-pass rows within 1%.
constexpr int kStaticOrderItemsPerBlock = 4;
int64_t g_bulk_min_points = kBulkMinPoints;
std::atomic<unsigned long long> g_bulk_launches{0};
std::atomic<unsigned long long> g_static_order_launches{0};
// Points per pass (n x lines) from which a fused 256 x 256 pair runs as one kernel
// (set_fused_min_points; below it the two passes; pass_args.h kFusedPairMinPoints).
int64_t g_fused_min_points = cuda::kFusedPairMinPoints;
// Planes from which 128 x 128 planes take the plane kernel (set_plane128_min_planes; pass_args.h
// kPlane128MinPlanes).
int64_t g_plane128_min_planes = cuda::kPlane128MinPlanes;
bool g_plane = true;
std::atomic<unsigned long long> g_plane_launches{0};
std::atomic<unsigned long long> g_fused_launches{0};
bool g_lean = true;
std::atomic<unsigned long long> g_lean_launches{0};
// Lines per resident block from which a contiguous TC_SPLIT 1024 pass stores each line by one copy
// (launch_bulk1024; only where the copies set the pace, kCopyBoundGBsPerSM). H200, same call, one
// copy against 16 (NOTES v36): 5.2 lines per block +7%,
// 10.3 +6%, 20.7 +3%, 41 +0.6%, 83 (1D 1024 x65536) -1.0%, 331 -2.0%: with few lines per block the
// extra barrier per line is not hidden. The break-even lies between 41 and 83.
constexpr int kOut1LinesPerBlock = 64;
int g_ring64 = 0;  // set_bulk64_ring: 0 = by the device (launch_bulk), 3 or 4 buffers
int g_fused_blocks = 0;  // set_fused_blocks: 0 = by the device (fused_blocks), 4 or 5
int g_out1_lpb = kDefaultOut1;  // set_bulk1024_out1
std::atomic<unsigned long long> g_out1_launches{0};

/// The device table cached under key (dev, kn, dir): `words` float2 that build(d, stream) enqueues
/// on `stream` (then synchronized, so that other streams may use it). nullptr while the stream is
/// being captured (no allocation or synchronization allowed then).
template <typename B>
cudaError_t cached_lane_table(int dev, int64_t kn, int dir, size_t words, cudaStream_t stream, const B& build,
                              const float2** out) {
  *out = nullptr;
  const auto key = std::make_tuple(dev, kn, dir);
  std::lock_guard<std::mutex> lk(g_mu);
  auto it = g_lane->find(key);
  if (it != g_lane->end()) {
    *out = it->second;
    return cudaSuccess;
  }
  cudaStreamCaptureStatus cap = cudaStreamCaptureStatusNone;
  cudaError_t e = cudaStreamIsCapturing(stream, &cap);
  if (e != cudaSuccess || cap != cudaStreamCaptureStatusNone) return e;
  float2* d = nullptr;
  e = cudaMalloc(&d, sizeof(float2) * words);
  if (e != cudaSuccess) return e;
  e = build(d, stream);
  if (e == cudaSuccess) e = cudaStreamSynchronize(stream);
  if (e != cudaSuccess) {
    cudaFree(d);
    return e;
  }
  (*g_lane)[key] = d;
  *out = d;
  return cudaSuccess;
}

/// The lane twiddle table of (n, dir), built once per device (gathered from T on `stream`).
/// nullptr while the stream is being captured: the kernels then index T directly.
cudaError_t lane_table(int dev, const PassArgsF32& a, int dir, cudaStream_t stream, const float2** out) {
  *out = nullptr;
  const int step = is_d2(a.n) ? 2 : 1, n = static_cast<int>(a.n) / step;  // the kernel's length
  if (!g_lane_on || (n != 1024 && n != 4096 && n != 16384)) return cudaSuccess;
  // n = 16384: the sub-lines' 1024 table (T_16384[16 m]), then the last stage's (rt16384_kernel)
  const int threads = n == 1024 || n == 16384 ? k1024Threads : k4096Threads;
  const int slots = n == 1024 || n == 16384 ? k1024Slots : k4096Slots;
  // (n = 16384: the last stage's table in the MMA tiles' order, then in the float form's)
  const size_t words = size_t{1} * threads * slots + (n == 16384 ? 2 * k16384Threads * k16384Slots : 0);
  const float2* tw = static_cast<const float2*>(a.twiddles);
  return cached_lane_table(dev, a.n, dir, words, stream, [&](float2* d, cudaStream_t s) {
    build_lane_table<<<(threads * slots + 255) / 256, 256, 0, s>>>(tw, d, n == 16384 ? 1024 : n, threads, slots, dir,
                                                                   n == 16384 ? 16 : step);
    cudaError_t e = cudaGetLastError();
    if (e == cudaSuccess && n == 16384) {
      build_lane_table<<<k16384Slots * k16384Threads / 256, 256, 0, s>>>(tw, d + threads * slots, 16384,
                                                                          k16384Threads, k16384Slots, dir, 1);
      e = cudaGetLastError();
      if (e == cudaSuccess) {
        build_lane_table<<<k16384Slots * k16384Threads / 256, 256, 0, s>>>(
            tw, d + threads * slots + k16384Threads * k16384Slots, -16384, k16384Threads, k16384Slots, dir, 1);
        e = cudaGetLastError();
      }
    }
    return e;
  }, out);
}

/// The sub-line lane table of the 128 x 128 plane form of rt16384_kernel (plane128_note) for the
/// 128-point pass `a` (a.twiddles = T_128), cached under the length -128; nullptr while capturing
/// or with the lane tables off.
cudaError_t plane128_lane_table(int dev, const PassArgsF32& a, int dir, cudaStream_t stream, const float2** out) {
  *out = nullptr;
  if (!g_lane_on || a.n != 128) return cudaSuccess;
  const float2* tw = static_cast<const float2*>(a.twiddles);
  constexpr int words = k1024Threads * k1024Slots;
  return cached_lane_table(dev, -128, dir, words, stream, [&](float2* d, cudaStream_t s) {
    build_plane128_lane_table<<<(words + 255) / 256, 256, 0, s>>>(tw, d, dir);
    return cudaGetLastError();
  }, out);
}

bool radices_are(const PassArgsF32& a, std::initializer_list<int> r) {
  if (a.nstages != static_cast<int>(r.size())) return false;
  int s = 0;
  for (int v : r)
    if (a.radix[s++] != v) return false;
  return true;
}

/// Whether the staged kernels can stage this pass: on each side neighbouring lines adjacent
/// (the inner line dimension, or the only one, has stride 1) or the lines contiguous.
bool stageable(const PassArgsF32& a) {
  if (!g_staged) return false;
  const int in = a.lines.rank - 1;  // the innermost line dimension
  const int64_t idl = a.lines.rank >= 1 ? a.lines.istride[in] : 0;
  const int64_t odl = a.lines.rank >= 1 ? a.lines.ostride[in] : 0;
  return (idl == 1 || a.in_stride == 1) && (odl == 1 || a.out_stride == 1);
}
/// Whether the staged kernels take this pass of a register-only length: stageable, and not
/// contiguous on both sides (the contiguous kernels are faster there).
bool staged_layout(const PassArgsF32& a) { return stageable(a) && !(a.in_stride == 1 && a.out_stride == 1); }

/// Radix-2 tail passes (is_d2) take every stageable layout, contiguous on both sides included:
/// these lengths have no register-only kernel.
bool d2_layout(const PassArgsF32& a) { return stageable(a); }

/// Whether every line of float2 data at `base`, `dist` elements apart, starts 16-byte aligned (the
/// condition of 16-byte and bulk copies of whole lines).
bool lines_aligned16(const void* base, int64_t dist) {
  return (reinterpret_cast<uintptr_t>(base) & 15) == 0 && (dist & 1) == 0;
}

/// Whether the bulk-copy kernels take this pass: one line dimension (or a single line), element
/// stride 1 on both sides, line starts 16-byte aligned (bulk copies), no post-twiddle, and at least
/// g_bulk_min_points points (n x lines).
bool bulk_layout(const PassArgsF32& a) {
  // (nlines < 2^31: the 1024-point producer passes line numbers through 32-bit warp reductions)
  if (!g_bulk || a.in_stride != 1 || a.out_stride != 1 || a.lines.rank > 1 || a.twiddle_n != 0 ||
      a.nlines >= (int64_t{1} << 31) || a.nlines * static_cast<int64_t>(a.n) < g_bulk_min_points)
    return false;
  const int64_t id = a.lines.rank == 1 ? a.lines.istride[0] : 0, od = a.lines.rank == 1 ? a.lines.ostride[0] : 0;
  return lines_aligned16(a.in, id) && lines_aligned16(a.out, od);
}

/// Peak DRAM bandwidth per SM of device `dev` in GB/s (memory clock x bus width x 2, double data
/// rate), 0 if a query failed; cached per device.
double dram_gbs_per_sm(int dev) {
  static std::mutex mu;
  static std::map<int, double>* cache = new std::map<int, double>();
  {
    std::lock_guard<std::mutex> lk(mu);
    auto it = cache->find(dev);
    if (it != cache->end()) return it->second;
  }
  int khz = 0, bits = 0, sms = 0;
  if (cudaDeviceGetAttribute(&khz, cudaDevAttrMemoryClockRate, dev) != cudaSuccess ||
      cudaDeviceGetAttribute(&bits, cudaDevAttrGlobalMemoryBusWidth, dev) != cudaSuccess ||
      cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev) != cudaSuccess || sms < 1) {
    cudaGetLastError();
    return 0.0;
  }
  const double gbs = 2.0 * khz * 1e3 * (bits / 8.0) / 1e9 / sms;
  std::lock_guard<std::mutex> lk(mu);
  (*cache)[dev] = gbs;
  return gbs;
}

/// Peak DRAM bandwidth per SM (GB/s) from which the bulk kernels' copies, not their arithmetic, set
/// the pace: more bytes must be in flight per SM to cover the same latency (Little's law), and each
/// copy counts. There the n = 64 bulk kernel keeps one more 8 KB buffer in flight per block, and the
/// 1024-point one stores a line by one copy (launch_bulk1024). H200 (~37 GB/s per SM): 4 buffers
/// 1D 64 x2^20 0.2664 / 0.2657 -> 0.2636 / 0.2633 ms (NOTES v35 nb), one copy 1D 1024 x65536 -1.0..-1.4%
/// (v36); H100 (~25 GB/s per SM): 4 buffers 0.408 -> 0.414 (v9), one copy 0.3600 -> 0.3618 (v36).
constexpr double kCopyBoundGBsPerSM = 30.0;
/// Whether device `dev` is such a device (the H200 is, the H100 is not).
bool copy_bound(int dev) { return dram_gbs_per_sm(dev) >= kCopyBoundGBsPerSM; }

template <int P, bool SC, int N>
cudaError_t launch_bulk(const RtParams& p, int dev, cudaStream_t st) {
  ++g_bulk_launches;
  const int64_t b = (p.nlines + Bulk<N>::LPB - 1) / Bulk<N>::LPB;
  if constexpr (N == 64) {
    if (g_ring64 == 4 || (g_ring64 == 0 && copy_bound(dev)))
      return run(rt_bulk_kernel<P, SC, N, kBulkBuffers + 1>, Bulk<N>::THREADS,
                 (kBulkBuffers + 1) * Bulk<N>::BUF * sizeof(float2), b, p, dev, st);
  }
  constexpr size_t kSmem = kBulkBuffers * Bulk<N>::BUF * sizeof(float2);
  return run(rt_bulk_kernel<P, SC, N, kBulkBuffers>, Bulk<N>::THREADS, kSmem, b, p, dev, st);
}

/// Launches `kernel` on min(work_blocks, 2^31 - 1) blocks, capped at the blocks that fit on the GPU
/// at once when `persistent` (the kernels loop over their work with G::first / G::next either way).
/// A persistent launch of at most g_static_order_k block iterations per block takes the static
/// order (RtParams::tickets = nullptr: block b takes b, b + G, ...; tickets.cuh) instead of the
/// counter. The counter keeps long loops together (4-10% where blocks run tens of iterations), but
/// its kernels take their first items ahead (the staged kernels two, the bulk ring three or four),
/// so with about one item per block a part of the blocks takes all of them. Same bits either way.
/// (kStaticOrderItemsPerBlock has the measurements.)
int g_static_order_k = kStaticOrderItemsPerBlock;
/// The kernel's arguments after RtParams (kernels with more than one parameter: run_with).
template <typename K, typename... X>
cudaError_t run_args(K kernel, int threads, size_t smem, int64_t work_blocks, const RtParams& p, int dev,
                     cudaStream_t st, bool persistent, bool needs_tickets, const X&... extra) {
  unsigned grid = static_cast<unsigned>(work_blocks < 0x7fffffffLL ? work_blocks : 0x7fffffffLL);
  if (smem > 48 * 1024) {
    cudaError_t e = cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, static_cast<int>(smem));
    if (e != cudaSuccess) return e;
  }
  if (persistent) {
    cudaError_t e = persistent_grid(reinterpret_cast<const void*>(kernel), dev, 0, threads, smem, &grid);
    if (e != cudaSuccess) return e;
  }
  if (grid < 1) grid = 1;
  if (persistent && !needs_tickets && p.tickets != nullptr &&
      work_blocks <= static_cast<int64_t>(g_static_order_k) * static_cast<int64_t>(grid)) {
    RtParams q = p;
    q.tickets = nullptr;
    ++g_static_order_launches;
    kernel<<<grid, threads, smem, st>>>(q, extra...);
  } else {
    kernel<<<grid, threads, smem, st>>>(p, extra...);
  }
  return cudaGetLastError();
}
template <typename K>
cudaError_t run(K kernel, int threads, size_t smem, int64_t work_blocks, const RtParams& p, int dev, cudaStream_t st,
                bool persistent = true, bool needs_tickets = false) {
  return run_args(kernel, threads, smem, work_blocks, p, dev, st, persistent, needs_tickets);
}
/// run for a persistent kernel whose second parameter is `extra` (rt_staged1024_kernel: its map).
template <typename K, typename X>
cudaError_t run_with(K kernel, int threads, size_t smem, int64_t work_blocks, const RtParams& p, const X& extra, int dev,
                     cudaStream_t st) {
  return run_args(kernel, threads, smem, work_blocks, p, dev, st, true, false, extra);
}

/// Whether the strided staged 1024 kernels take the tensor-map L2 lead (set_line_prefetch_maps), and
/// their launches with a map (line_prefetch_map_launches).
bool g_line_maps = true;
std::atomic<unsigned long long> g_line_map_launches{0};

/// The tensor map of p's input lines for the staged 1024 kernels' L2 lead (line_prefetch_map.h): a
/// strided input (element stride > 1) whose lines are adjacent within up to two line dimensions
/// (inner lines 1 apart, an outer stride), boxes of pl lines x 256 of the len elements; else ok = 0.
/// Counts the launches that get one (the caller launches right after).
LinePrefetchMap strided_lines_map(const RtParams& p, int pl, int len) {
  const LinePrefetchMap none{};  // ok = 0
  if (!g_line_maps || p.is <= 1) return none;
  int64_t inner = p.nlines, outer = 1, ostride = p.is * len;  // one line dimension: lines 1 apart
  if (p.nl1 > 0) {
    if (p.nlm != 1 || p.idist1 != 1) return none;
    inner = p.nl1;
    outer = p.nlines / p.nl1;
    ostride = p.idist;
  } else if (p.idist != 1) {
    return none;
  }
  const LinePrefetchMap m = make_line_prefetch_map(p.in, p.is, inner, outer, ostride, pl, len);
  if (m.ok) ++g_line_map_launches;
  return m;
}

constexpr size_t kLean4096Smem = 2 * 4096 * sizeof(float2);

/// Blocks of rt4096_lean_kernel<P, SC> that fit on device `dev` at once (cached per device).
template <int P, bool SC>
cudaError_t lean4096_slots(int dev, int64_t* slots) {
  const auto kernel = rt4096_lean_kernel<P, SC>;
  // the shared-memory opt-in first: the occupancy query behind persistent_grid counts 0 blocks
  // of 64 KB without it
  cudaError_t e =
      cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, static_cast<int>(kLean4096Smem));
  if (e != cudaSuccess) return e;
  unsigned s = 0xffffffffu;
  e = persistent_grid(reinterpret_cast<const void*>(kernel), dev, 0, k4096Threads, kLean4096Smem, &s);
  *slots = s;
  return e;
}

/// Whether a contiguous TC_SPLIT 4096 pass (the float stage 0 rule) takes rt4096_lean_kernel:
/// lines enough for its schedule (lean_enough), fewer than 2^31, 16-byte aligned, the lane table.
/// `slots` gets the blocks that fit at once (for launch_lean4096).
template <int P, bool SC>
bool lean4096(const PassArgsF32& a, const RtParams& p, int dev, int64_t* slots) {
  if (!g_lean || !g_async || p.lt == nullptr || p.nlines > INT32_MAX || !lines_aligned16(a.in, p.idist) ||
      !lines_aligned16(a.out, p.odist))
    return false;
  return lean4096_slots<P, SC>(dev, slots) == cudaSuccess && lean_enough(p.nlines, *slots);
}

/// rt4096_lean_kernel on the grid of lean_schedule(lines, slots).
template <int P, bool SC>
cudaError_t launch_lean4096(const RtParams& p, int64_t slots, int dev, cudaStream_t st) {
  const LeanSchedule s = lean_schedule(p.nlines, slots);
  RtParams q = p;
  q.lean_lines = s.main_lines;
  q.lean_blocks = s.main_blocks;
  return run(rt4096_lean_kernel<P, SC>, k4096Threads, kLean4096Smem, s.blocks(), q, dev, st, false);
}

int g_variant = 0;

/// Development variant (P = 2, scale 1, contiguous, lane tables): without the prefetch of the
/// next transform (measured slower everywhere; NOTES.md v4 also lists the register-capped
/// variants that were tried and removed because they spilled).
cudaError_t launch_variant(const PassArgsF32& a, const RtParams& p, int dev, cudaStream_t st) {
  if (a.n == 64) {
    const bool v4 = lines_aligned16(a.out, p.odist);
    const int64_t blocks = (p.nlines + 15) / 16;
    return v4 ? run(rt64_kernel<2, true, false, false>, 128, 0, blocks, p, dev, st)
              : run(rt64_kernel<2, false, false, false>, 128, 0, blocks, p, dev, st);
  }
  if (a.n == 1024) return run(rt1024_kernel<2, false, true, false>, k1024Threads, 0, p.nlines, p, dev, st);
  return run(rt4096_kernel<2, false, true, false>, k4096Threads, 2 * 4096 * sizeof(float2), p.nlines, p, dev, st);
}

/// Lines of 2M with the radix-2 tail (is_d2): always the staged kernels (d2_layout), LPB / 2 parent
/// lines per block iteration.
template <int P, bool SC>
cudaError_t launch_d2(const PassArgsF32& a, const RtParams& p, int dev, cudaStream_t st) {
  const bool tw = p.ptw != nullptr, lt = p.lt != nullptr;
  auto blocks = [&](int parents) { return (p.nlines + parents - 1) / parents; };
  switch (a.n) {
    case 8192: {
      if (!tw && a.in_stride == 1 && a.out_stride == 1) {  // contiguous lines: one per block
        constexpr int L = kStaged8192RowsContiguous;
        const size_t smem = (L * (4096 + 32 / L) + 4096) * sizeof(float2);
        const int64_t b = blocks(L / 2);
        return lt ? run(rt_staged4096_kernel<P, SC, true, false, true, L>, k4096Threads, smem, b, p, dev, st)
                  : run(rt_staged4096_kernel<P, SC, false, false, true, L>, k4096Threads, smem, b, p, dev, st);
      }
      constexpr int L = kStaged8192Rows;
      const size_t smem = (L * (4096 + 32 / L) + 4096) * sizeof(float2);
      const int64_t b = blocks(L / 2);
      return tw ? (lt ? run(rt_staged4096_kernel<P, SC, true, true, true, L>, k4096Threads, smem, b, p, dev, st)
                      : run(rt_staged4096_kernel<P, SC, false, true, true, L>, k4096Threads, smem, b, p, dev, st))
                : (lt ? run(rt_staged4096_kernel<P, SC, true, false, true, L>, k4096Threads, smem, b, p, dev, st)
                      : run(rt_staged4096_kernel<P, SC, false, false, true, L>, k4096Threads, smem, b, p, dev, st));
    }
    case 2048: {
      constexpr int L = kStaged1024Lines;
      constexpr size_t smem = kStaged1024Smem;
      const int64_t b = blocks(L / 2);
      const LinePrefetchMap pf = lt && !tw ? strided_lines_map(p, L / 2, 2048) : LinePrefetchMap{};
      return tw ? (lt ? run_with(rt_staged1024_kernel<P, SC, true, true, true>, kStaged1024Threads, smem, b, p, pf, dev, st)
                      : run_with(rt_staged1024_kernel<P, SC, false, true, true>, kStaged1024Threads, smem, b, p, pf, dev, st))
                : (lt ? run_with(rt_staged1024_kernel<P, SC, true, false, true>, kStaged1024Threads, smem, b, p, pf, dev, st)
                      : run_with(rt_staged1024_kernel<P, SC, false, false, true>, kStaged1024Threads, smem, b, p, pf, dev, st));
    }
    case 512: {
      if (!tw && !(a.in_stride == 1 && a.out_stride == 1)) {  // Staged: WIDE
        using S = Staged<256, true>;
        const int64_t b = blocks(S::LPB / 2);
        return g_async ? run(rt_staged_kernel<P, SC, 256, false, true, true, true>, 128,
                             2 * S::SMEM * sizeof(float2), b, p, dev, st)
                       : run(rt_staged_kernel<P, SC, 256, false, false, true, true>, 128, S::SMEM * sizeof(float2),
                             b, p, dev, st);
      }
      const int64_t b = blocks(Staged<256>::LPB / 2);
      if (g_async)
        return tw ? run(rt_staged_kernel<P, SC, 256, true, true, true>, 128, 0, b, p, dev, st)
                  : run(rt_staged_kernel<P, SC, 256, false, true, true>, 128, 0, b, p, dev, st);
      return tw ? run(rt_staged_kernel<P, SC, 256, true, false, true>, 128, 0, b, p, dev, st)
                : run(rt_staged_kernel<P, SC, 256, false, false, true>, 128, 0, b, p, dev, st);
    }
    case 32: {  // no post-twiddle (supported): those instances spilled 4-12 bytes
      if (tw) return cudaErrorInvalidValue;
      const int64_t b = blocks(Staged<16>::LPB / 2);
      return g_async ? run(rt_staged_kernel<P, SC, 16, false, true, true>, 128, 0, b, p, dev, st)
                     : run(rt_staged_kernel<P, SC, 16, false, false, true>, 128, 0, b, p, dev, st);
    }
    case 128: {
      if (!tw && !(a.in_stride == 1 && a.out_stride == 1)) {  // Staged: WIDE
        const int64_t b = blocks(Staged<64, true>::LPB / 2);
        return g_async ? run(rt_staged_kernel<P, SC, 64, false, true, true, true>, 128, 0, b, p, dev, st)
                       : run(rt_staged_kernel<P, SC, 64, false, false, true, true>, 128, 0, b, p, dev, st);
      }
      const int64_t b = blocks(Staged<64>::LPB / 2);
      if (g_async)
        return tw ? run(rt_staged_kernel<P, SC, 64, true, true, true>, 128, 0, b, p, dev, st)
                  : run(rt_staged_kernel<P, SC, 64, false, true, true>, 128, 0, b, p, dev, st);
      return tw ? run(rt_staged_kernel<P, SC, 64, true, false, true>, 128, 0, b, p, dev, st)
                : run(rt_staged_kernel<P, SC, 64, false, false, true>, 128, 0, b, p, dev, st);
    }
    default: return cudaErrorInvalidValue;
  }
}

template <int P, bool SC, bool ST>
cudaError_t launch_pss(const PassArgsF32& a, const RtParams& p, int dev, cudaStream_t st) {
  const bool lt = p.lt != nullptr;
  if (!ST && P == 2 && !SC && g_variant != 0 && (a.n == 64 || (lt && (a.n == 1024 || a.n == 4096))))
    return launch_variant(a, p, dev, st);
  const int64_t block_lines = ST ? (p.nlines + 3) / 4 : p.nlines;  // ST: four adjacent lines per block
  // strided lines with adjacent neighbours: stage them through shared memory (coalesced)
  if (ST && staged_layout(a)) {
    const bool tw = p.ptw != nullptr;
    if (a.n == 4096) {
      constexpr int L = kStaged4096Lines;
      const size_t smem = (L * (4096 + 32 / L) + 4096) * sizeof(float2);
      const int64_t b = (p.nlines + L - 1) / L;
      return tw ? (lt ? run(rt_staged4096_kernel<P, SC, true, true>, k4096Threads, smem, b, p, dev, st)
                      : run(rt_staged4096_kernel<P, SC, false, true>, k4096Threads, smem, b, p, dev, st))
                : (lt ? run(rt_staged4096_kernel<P, SC, true, false>, k4096Threads, smem, b, p, dev, st)
                      : run(rt_staged4096_kernel<P, SC, false, false>, k4096Threads, smem, b, p, dev, st));
    }
    if (a.n == 1024) {
      constexpr int L = kStaged1024Lines;
      constexpr size_t smem = kStaged1024Smem;
      const int64_t b = (p.nlines + L - 1) / L;
      // strided input, no post-twiddle (2D / 3D columns): block iterations in order from the counter
      // (H100, 2026-11-22, same call: 2D 1024^2 x64 1.064 -> 0.990 ms). Not with a post-twiddle or a
      // contiguous input (1D 2^18 / 2^20 four-step passes: -1.4% .. +1.6%, within what the order moves),
      // nor in the staged 4096 kernel (2D 4096^2 x4 +2.7%, 8192^2 +9%); NOTES v15.
      // the tensor-map lead for strided lines without a post-twiddle (2D / 3D columns): H200, same
      // process against 55cdb29, 2D 1024^2 x64 -4.9% (NOTES v53 call 5); on the four-step's
      // post-twiddled first pass (1D 2^20 x64, cold input) +1.3% (call 4), so not there
      const LinePrefetchMap pf = lt && !tw ? strided_lines_map(p, L, 1024) : LinePrefetchMap{};
      if (!tw && lt && a.in_stride > 1)
        return run_with(rt_staged1024_kernel<P, SC, true, false, false, true>, kStaged1024Threads, smem, b, p, pf, dev, st);
      return tw ? (lt ? run_with(rt_staged1024_kernel<P, SC, true, true>, kStaged1024Threads, smem, b, p, pf, dev, st)
                      : run_with(rt_staged1024_kernel<P, SC, false, true>, kStaged1024Threads, smem, b, p, pf, dev, st))
                : (lt ? run_with(rt_staged1024_kernel<P, SC, true, false>, kStaged1024Threads, smem, b, p, pf, dev, st)
                      : run_with(rt_staged1024_kernel<P, SC, false, false>, kStaged1024Threads, smem, b, p, pf, dev, st));
    }
    if (a.n == 64) {
      // strided input without a post-twiddle: 32 rows per block iteration (WIDE, 256-byte segments;
      // H100, 2026-11-22, same call: 3D 64^3 x512 1.900 -> 1.850 ms, 64x128x128 x64 1.288 -> 1.265)
      if (!tw && g_async && a.in_stride > 1) {
        using S = Staged<64, true>;
        return run(rt_staged_kernel<P, SC, 64, false, true, false, true>, 128, 0, (p.nlines + S::LPB - 1) / S::LPB,
                   p, dev, st);
      }
      const int64_t b = (p.nlines + Staged<64>::LPB - 1) / Staged<64>::LPB;
      if (g_async)
        return tw ? run(rt_staged_kernel<P, SC, 64, true, true>, 128, 0, b, p, dev, st)
                  : run(rt_staged_kernel<P, SC, 64, false, true>, 128, 0, b, p, dev, st);
      return tw ? run(rt_staged_kernel<P, SC, 64, true, false>, 128, 0, b, p, dev, st)
                : run(rt_staged_kernel<P, SC, 64, false, false>, 128, 0, b, p, dev, st);
    }
    // 256-point lines without a post-twiddle read with an element stride (2D / 3D columns): 16 rows
    // per block iteration (WIDE, 128-byte segments; H100, 2026-11-22, same call: 3D 256^3 x8 3.19 ->
    // 2.61 ms, 2D 256^2 x1024 0.92 -> 0.83, 3D 64x256x256 x16 1.336 -> 1.252; NOTES.md v12) where the
    // copies are not what sets the pace (kCopyBoundGBsPerSM) and the stride is at least 64 KB. Else 8
    // rows: its two buffers take half the shared memory, so 4 blocks fit per SM instead of 3, and the
    // pass was latency bound (H200 3D 256^3 column pass at 40% issue, 0.62 eligible warps). Same bits.
    // 8 rows against 16, same calls (NOTES v36): H200 3D 256^3 x8 -2.4%, 2D 256x1024 x256 -3.7%,
    // 256x4096 x64 -3.9%, 3D 256x64x64 x64 -3.5%; H100 -2.7% / -1.8% / -1.8% at strides of 8 / 32 /
    // 32 KB but +4.6% at 3D 256^3's 512 KB. Not where only the output is strided (the four-step rows
    // of 1D 2^14 ... 2^16): 0.871 -> 0.923, 0.971 -> 1.019, 0.990 -> 1.046 ms with 16 rows (v12).
    const bool wide = a.in_stride * static_cast<int64_t>(sizeof(float2)) >= 64 * 1024 && !copy_bound(dev);
    if (!tw && g_async && a.in_stride > 1 && wide) {
      using S = Staged<256, true>;
      return run(rt_staged_kernel<P, SC, 256, false, true, false, true>, 128, 2 * S::SMEM * sizeof(float2),
                 (p.nlines + S::LPB - 1) / S::LPB, p, dev, st);
    }
    const int64_t b = (p.nlines + Staged<256>::LPB - 1) / Staged<256>::LPB;
    if (g_async)
      return tw ? run(rt_staged_kernel<P, SC, 256, true, true>, 128, 0, b, p, dev, st)
                : run(rt_staged_kernel<P, SC, 256, false, true>, 128, 0, b, p, dev, st);
    return tw ? run(rt_staged_kernel<P, SC, 256, true, false>, 128, 0, b, p, dev, st)
              : run(rt_staged_kernel<P, SC, 256, false, false>, 128, 0, b, p, dev, st);
  }
  switch (a.n) {
    case 64: {
      const bool v4 = !ST && lines_aligned16(a.out, p.odist);
      const int64_t blocks = (p.nlines + 15) / 16;
      // (no prefetch in the strided case: its extra address registers spilled)
      return v4 ? run(rt64_kernel<P, true, SC, true, false>, 128, 0, blocks, p, dev, st)
                : run(rt64_kernel<P, false, SC, !ST, ST>, 128, 0, blocks, p, dev, st);
    }
    case 256: return run(rt256_kernel<P, SC, ST>, 128, 0, (p.nlines + 3) / 4, p, dev, st);
    case 1024:
      return lt ? run(rt1024_kernel<P, SC, true, true, 0, ST>, k1024Threads, 0, block_lines, p, dev, st)
                : run(rt1024_kernel<P, SC, false, true, 0, ST>, k1024Threads, 0, block_lines, p, dev, st);
    case 4096: {
      if constexpr (P == 2 && !ST) {
        // (P == 2 here is the float stage 0 rule: a non-staged 4096 pass has no post-twiddle)
        int64_t slots = 0;
        if (lean4096<P, SC>(a, p, dev, &slots)) {
          ++g_lean_launches;
          return launch_lean4096<P, SC>(p, slots, dev, st);
        }
      }
      // cp.async and the 16-byte copy-out need 16-byte aligned line starts
      if (!ST && g_async && lines_aligned16(a.in, p.idist) && lines_aligned16(a.out, p.odist)) {
        const size_t smem = 3 * 4096 * sizeof(float2);
        // TC_FP16 with a lane table: 16 warps, two blocks per SM (k4096Fp16Warps); without one (stream
        // capture) that form spills (28 bytes at 64 registers), so it keeps 8 warps
        // (the 8-warp TC_FP16 form with a table is not instantiated: unused, and it spilled 28-32 bytes)
        if constexpr (P == 1) {
          return lt ? run(rt4096_kernel<P, SC, true, true, 2, false, true, k4096Fp16Warps>, 32 * k4096Fp16Warps, smem,
                          block_lines, p, dev, st)
                    : run(rt4096_kernel<P, SC, false, true, 0, false, true>, k4096Threads, smem, block_lines, p, dev, st);
        } else {
          return lt ? run(rt4096_kernel<P, SC, true, true, 0, false, true>, k4096Threads, smem, block_lines, p, dev, st)
                    : run(rt4096_kernel<P, SC, false, true, 0, false, true>, k4096Threads, smem, block_lines, p, dev, st);
        }
      }
      const size_t smem = 2 * 4096 * sizeof(float2);
      return lt ? run(rt4096_kernel<P, SC, true, true, 0, ST>, k4096Threads, smem, block_lines, p, dev, st)
                : run(rt4096_kernel<P, SC, false, true, 0, ST>, k4096Threads, smem, block_lines, p, dev, st);
    }
    default: return cudaErrorInvalidValue;
  }
}

/// n = 16384: 16 warps with the lane tables; without them (stream capture) 8 warps, since the
/// 16-warp form (128 registers) spilled 16 bytes there with the output scale.
template <int P, bool SC>
cudaError_t launch16384(const PassArgsF32& a, const RtParams& p, int dev, cudaStream_t st) {
  const bool lt = p.lt != nullptr, v4 = lines_aligned16(a.out, p.odist);
  constexpr size_t s4 = smem16384(k16384Groups), s2 = smem16384(2);
  if (v4)
    return lt ? run(rt16384_kernel<P, SC, true, true>, k16384Threads, s4, p.nlines, p, dev, st)
              : run(rt16384_kernel<P, SC, false, true, 2>, 256, s2, p.nlines, p, dev, st);
  return lt ? run(rt16384_kernel<P, SC, true, false>, k16384Threads, s4, p.nlines, p, dev, st)
            : run(rt16384_kernel<P, SC, false, false, 2>, 256, s2, p.nlines, p, dev, st);
}

constexpr size_t kBulk1024Smem = (kBulkBuffers * kBulk1024Row + 1024) * sizeof(float2);

/// Blocks of the one-store-copy bulk 1024 kernel that fit on device `dev` at once (its unscaled
/// instance stands for both: the threshold only needs the order of magnitude).
cudaError_t bulk1024_out1_slots(int dev, bool lt, int64_t* slots) {
  const void* k = lt ? reinterpret_cast<const void*>(rt_bulk1024_kernel<2, false, true, true>)
                     : reinterpret_cast<const void*>(rt_bulk1024_kernel<2, false, false, true>);
  unsigned s = 0xffffffffu;
  const cudaError_t e = persistent_grid(k, dev, 0, kBulk1024Threads, kBulk1024Smem, &s);
  *slots = s;
  return e;
}

/// Lines per resident block from which a TC_SPLIT 1024 pass on device `dev` stores each line by one
/// copy (-1: never): kOut1LinesPerBlock on devices whose copies set the pace (kCopyBoundGBsPerSM),
/// unless set_bulk1024_out1 forced a value.
int out1_lines_per_block(int dev) {
  if (g_out1_lpb != kDefaultOut1) return g_out1_lpb < 0 ? -1 : g_out1_lpb;
  return copy_bound(dev) ? kOut1LinesPerBlock : -1;
}

/// Contiguous 16-byte aligned n = 1024 lines (rt_bulk1024_kernel). TC_SPLIT (the float stage 0)
/// stores each line by one copy (OUT1) where the pass has at least out1_lines_per_block lines per
/// block that fits at once, else by 16 chunk copies (see the kernel).
template <int P, bool SC>
cudaError_t launch_bulk1024(const RtParams& p, int dev, cudaStream_t st) {
  ++g_bulk_launches;
  if constexpr (P == 2) {
    int64_t slots = 0;
    const int lpb = out1_lines_per_block(dev);
    if (lpb >= 0 && bulk1024_out1_slots(dev, p.lt != nullptr, &slots) == cudaSuccess && p.nlines >= lpb * slots) {
      ++g_out1_launches;
      return p.lt != nullptr
                 ? run(rt_bulk1024_kernel<P, SC, true, true>, kBulk1024Threads, kBulk1024Smem, p.nlines, p, dev, st)
                 : run(rt_bulk1024_kernel<P, SC, false, true>, kBulk1024Threads, kBulk1024Smem, p.nlines, p, dev, st);
    }
  }
  return p.lt != nullptr
             ? run(rt_bulk1024_kernel<P, SC, true, false>, kBulk1024Threads, kBulk1024Smem, p.nlines, p, dev, st)
             : run(rt_bulk1024_kernel<P, SC, false, false>, kBulk1024Threads, kBulk1024Smem, p.nlines, p, dev, st);
}

template <int P, bool SC>
cudaError_t launch_ps(const PassArgsF32& a, const RtParams& p, int dev, cudaStream_t st) {
  if (is_d2(a.n)) return launch_d2<P, SC>(a, p, dev, st);
  if (a.n == 16384) return launch16384<P, SC>(a, p, dev, st);
  if (bulk_layout(a)) {
    switch (a.n) {
      case 16: return launch_bulk<P, SC, 16>(p, dev, st);
      case 64: return launch_bulk<P, SC, 64>(p, dev, st);
      case 256: return launch_bulk<P, SC, 256>(p, dev, st);
      case 1024: return launch_bulk1024<P, SC>(p, dev, st);
      default: break;
    }
  }
  const bool general = p.is != 1 || p.os != 1 || p.nl1 > 0;
  return general ? launch_pss<P, SC, true>(a, p, dev, st) : launch_pss<P, SC, false>(a, p, dev, st);
}

template <int P>
cudaError_t launch_p(const PassArgsF32& a, const RtParams& p, int dev, cudaStream_t st) {
  return p.scale != 1.0f ? launch_ps<P, true>(a, p, dev, st) : launch_ps<P, false>(a, p, dev, st);
}

}  // namespace

void set_enabled(bool on) { g_enabled = on; }
void set_lane_tables(bool on) { g_lane_on = on; }
void set_variant(int v) { g_variant = v; }
void set_staged(bool on) { g_staged = on; }
void set_async(bool on) { g_async = on; }
void set_bulk(bool on) { g_bulk = on; }
void set_bulk_min_points(int64_t points) { g_bulk_min_points = points < 0 ? kBulkMinPoints : points; }
int64_t bulk_min_points() { return g_bulk_min_points; }
unsigned long long bulk_launches() { return g_bulk_launches.load(); }
void set_static_order_items(int items_per_block) {
  g_static_order_k = items_per_block < 0 ? kStaticOrderItemsPerBlock : items_per_block;
}
unsigned long long static_order_launches() { return g_static_order_launches.load(); }
void set_line_prefetch_maps(bool on) { g_line_maps = on; }
unsigned long long line_prefetch_map_launches() { return g_line_map_launches.load(); }
void set_fused_min_points(int64_t points) { g_fused_min_points = points < 0 ? cuda::kFusedPairMinPoints : points; }
int64_t fused_min_points() { return g_fused_min_points; }
void set_plane128_min_planes(int64_t planes) { g_plane128_min_planes = planes < 0 ? cuda::kPlane128MinPlanes : planes; }
void set_lean4096(bool on) { g_lean = on; }
int64_t lean4096_min_lines(int dev) {
  int64_t slots = 0;
  return lean4096_slots<2, false>(dev, &slots) == cudaSuccess ? lean_min_lines(slots) : -1;
}
unsigned long long lean4096_launches() { return g_lean_launches.load(); }
void set_bulk1024_out1(int min_lines_per_block) { g_out1_lpb = min_lines_per_block; }
int64_t bulk1024_out1_min_lines(int dev) {
  int64_t slots = 0;
  const int lpb = out1_lines_per_block(dev);
  if (lpb < 0 || bulk1024_out1_slots(dev, true, &slots) != cudaSuccess) return -1;
  return lpb * slots;
}
unsigned long long bulk1024_out1_launches() { return g_out1_launches.load(); }
void set_bulk64_ring(int buffers) { g_ring64 = buffers == 3 || buffers == 4 ? buffers : 0; }
void set_plane_pass(bool on) { g_plane = on; }
unsigned long long plane_launches() { return g_plane_launches.load(); }
bool enabled() { return g_enabled; }

int post_twiddle_order(const PassArgsF32& a) {
  // the staged 1024 kernel (launch_pss: ST && staged_layout) post-twiddles its rows (D2 2048: in
  // natural order, after the radix-2 tail)
  return a.twiddle_n != 0 && a.n == 1024 && staged_layout(a) ? 1 : 0;
}

bool supported(const PassArgsF32& a) {
  if (!g_enabled) return false;
  const bool split2 = a.compute == PassCompute::TcSplit && a.split_terms == 2;
  if (!split2 && a.compute != PassCompute::TcFp16) return false;
  if (a.in_stride < 1 || a.out_stride < 1 || a.lines.rank > 3 || a.nlines < 1) return false;
  // the fused post-twiddle (four-step pass A) only in the staged kernels, power-of-two tables
  const bool staged = is_d2(a.n) ? d2_layout(a) : staged_layout(a);
  if (is_d2(a.n) && !staged) return false;
  if (a.twiddle_n != 0 && (!staged || (a.twiddle_n & (a.twiddle_n - 1)) != 0 || a.twiddle_dim < 0 ||
                           a.twiddle_dim >= a.lines.rank))
    return false;
  // the staged 64 / 256 / 1024 kernels index the post-twiddle in 32 bits (post_tw_at): k * c and the
  // entries below 2^30 (the radix-2 tails and staged 4096 use the 64-bit post_tw)
  if (a.twiddle_n != 0 && !is_d2(a.n) && a.n <= 1024 &&
      (a.twiddle_n > (int64_t{1} << 30) || a.lines.count[a.twiddle_dim] > (int64_t{1} << 30) / a.n))
    return false;
  for (int d = 1; d < a.lines.rank; ++d)
    if (a.lines.count[d] < 1) return false;
  if (a.direction != -1 && a.direction != 1) return false;
  switch (a.n) {
    case 16: return radices_are(a, {16}) && bulk_layout(a);  // only the bulk-copy kernel
    case 64: return radices_are(a, {8, 8});
    case 256: return radices_are(a, {16, 16});
    case 1024: return radices_are(a, {16, 8, 8});
    case 4096: return radices_are(a, {16, 16, 16});
    // one pass of 1024 x 16 (rt16384_kernel): element stride 1, one line dimension
    case 16384:
      return radices_are(a, {16, 8, 8, 16}) && a.in_stride == 1 && a.out_stride == 1 && a.lines.rank <= 1 &&
             a.twiddle_n == 0;
    // radix-2 tails (is_d2): the register-tile length's radices, then 2
    // n = 32 without a post-twiddle (four-step factors start at 64; a 32-point pass A, only from
    // tcfftSetPlanPassLength(32), runs the generic kernels)
    case 32: return a.twiddle_n == 0 && radices_are(a, {16, 2});
    case 128: return radices_are(a, {8, 8, 2});
    case 512: return radices_are(a, {16, 16, 2});
    case 2048: return radices_are(a, {16, 8, 8, 2});
    case 8192: return radices_are(a, {16, 16, 16, 2});
    default: return false;
  }
}

namespace {
void fill_params(const PassArgsF32& a, RtParams& p);
/// The current device, and the fragment table and data pointers of the kernel parameters.
cudaError_t params_start(const void* in, void* out, int* dev, RtParams* p) {
  cudaError_t e = cudaGetDevice(dev);
  if (e != cudaSuccess) return e;
  e = device_words_once(*dev, kTableRtFragments, kRtWords, build_rt_fragments, &p->frag);
  p->in = static_cast<const float2*>(in);
  p->out = static_cast<float2*>(out);
  return e;
}
/// The plane lengths: 32 and 64 (rt_plane32_kernel / rt_plane64_kernel), 128 (rt16384_kernel's
/// plane form: plane128_note).
bool plane_length(const PassArgsF32& a) { return a.n == 32 || a.n == 64 || a.n == 128; }
/// Pass `a` as the rows of Q dense n x n planes (plane_length): n-point lines, element stride 1, n apart
/// on both sides, the planes at the same distance on both sides (so that an in-place pass reads a
/// plane before any block writes over it).
bool plane_rows(const PassArgsF32& a, int64_t* q, int64_t* pd) {
  const int n = a.n;
  if (!plane_length(a) || a.in_stride != 1 || a.out_stride != 1 || a.twiddle_n != 0) return false;
  const LineSet& l = a.lines;
  if (l.rank == 1 && l.istride[0] == n && l.ostride[0] == n && l.count[0] % n == 0) {
    *q = l.count[0] / n;
    *pd = n * n;
    return true;
  }
  if (l.rank == 2 && l.count[1] == n && l.istride[1] == n && l.ostride[1] == n && l.istride[0] == l.ostride[0] &&
      l.istride[0] >= n * n) {
    *q = l.count[0];
    *pd = l.istride[0];
    return true;
  }
  return false;
}
/// Pass `b` as the columns of Q such planes, in place: element stride n, the lines 1 apart.
bool plane_columns(const PassArgsF32& b, int64_t* q, int64_t* pd) {
  const int n = b.n;
  if (!plane_length(b) || b.in_stride != n || b.out_stride != n || b.twiddle_n != 0) return false;
  const LineSet& l = b.lines;
  if (l.rank == 1 && l.count[0] == n && l.istride[0] == 1 && l.ostride[0] == 1) {
    *q = 1;
    *pd = 0;
    return true;
  }
  if (l.rank == 2 && l.count[1] == n && l.istride[1] == 1 && l.ostride[1] == 1 && l.istride[0] == l.ostride[0]) {
    *q = l.count[0];
    *pd = l.istride[0];
    return true;
  }
  return false;
}
}  // namespace

bool plane_supported(const PassArgsF32& a, const PassArgsF32& b) {
  if (!g_plane || !supported(a) || !supported(b) || b.in != b.out) return false;
  if (a.n != b.n || a.compute != b.compute || a.split_terms != b.split_terms || a.direction != b.direction ||
      a.scale != 1.0f)
    return false;
  int64_t qa = 0, pa = 0, qb = 0, pb = 0;
  if (!plane_rows(a, &qa, &pa) || !plane_columns(b, &qb, &pb)) return false;
  // 128 x 128: one block per plane, so not below g_plane128_min_planes planes (kPlane128MinPlanes)
  if (a.n == 128 && qa < g_plane128_min_planes) return false;
  return qa == qb && (qb == 1 || pa == pb);
}

int launch_plane(const PassArgsF32& a, const PassArgsF32& b, CUstream_st* stream) {
  int64_t q = 0, pd = 0;
  if (!plane_supported(a, b) || !plane_rows(a, &q, &pd) || a.in == nullptr || b.out == nullptr || a.out != b.in ||
      b.in != b.out || b.twiddles == nullptr)
    return static_cast<int>(cudaErrorInvalidValue);
  int dev = 0;
  RtParams p{};
  cudaError_t e = params_start(a.in, b.out, &dev, &p);
  if (e != cudaSuccess) return static_cast<int>(e);
  p.nlines = q;
  p.idist = pd;
  p.odist = pd;
  p.is = 1;
  p.os = 1;
  p.nlm = 1;
  p.nl1_shift = p.nlm_shift = -1;
  p.tw = static_cast<const float2*>(b.twiddles);
  p.tw_step = is_d2(b.n) ? 2 : 1;
  p.dir = b.direction == 1 ? 1 : 0;
  p.scale = b.scale;
  const bool sc = b.scale != 1.0f;
  p.tickets = b.tickets;
  if (b.n == 128) {
    // rt16384_kernel's plane form (plane128_note): one plane per block iteration, the grid-stride
    // order; without its lane table (stream capture before any prepare) the two passes
    p.tickets = nullptr;
    e = plane128_lane_table(dev, b, p.dir, stream, &p.lt);
    if (e != cudaSuccess) return static_cast<int>(e);
    if (p.lt == nullptr) {
      const int ea = launch(a, stream);
      return ea != 0 ? ea : launch(b, stream);
    }
    ++g_plane_launches;
    constexpr size_t s4 = smem16384(k16384Groups);
    if (b.compute == PassCompute::TcFp16)
      e = sc ? run(rt16384_kernel<1, true, true, false, k16384Groups, true>, k16384Threads, s4, q, p, dev, stream)
             : run(rt16384_kernel<1, false, true, false, k16384Groups, true>, k16384Threads, s4, q, p, dev, stream);
    else
      e = sc ? run(rt16384_kernel<2, true, true, false, k16384Groups, true>, k16384Threads, s4, q, p, dev, stream)
             : run(rt16384_kernel<2, false, true, false, k16384Groups, true>, k16384Threads, s4, q, p, dev, stream);
    return static_cast<int>(e);
  }
  ++g_plane_launches;
  if (b.n == 32) {
    if (b.compute == PassCompute::TcFp16)
      e = sc ? run(rt_plane32_kernel<1, true>, 128, 0, q, p, dev, stream)
             : run(rt_plane32_kernel<1, false>, 128, 0, q, p, dev, stream);
    else
      e = sc ? run(rt_plane32_kernel<2, true>, 128, 0, q, p, dev, stream)
             : run(rt_plane32_kernel<2, false>, 128, 0, q, p, dev, stream);
    return static_cast<int>(e);
  }
  if (b.compute == PassCompute::TcFp16)
    e = sc ? run(rt_plane64_kernel<1, true>, 128, 0, q, p, dev, stream)
           : run(rt_plane64_kernel<1, false>, 128, 0, q, p, dev, stream);
  else
    e = sc ? run(rt_plane64_kernel<2, true>, 128, 0, q, p, dev, stream)
           : run(rt_plane64_kernel<2, false>, 128, 0, q, p, dev, stream);
  return static_cast<int>(e);
}

namespace {
// Chunk size of the fused pair (MB; 0 = off, the two passes) and its lag in chunks (0 = from the
// L2 size: fused_lag). H100, 2026-11-22, same binary (NOTES v20): 4 MB with lags 6 and 8 MB with
// lag 3 (32-40 MB of work lines written between a chunk's write and its read) 0.711-0.714 ms for
// 2D 256^2 x1024 against 0.740 for the two passes; 8 MB with lag 4 (48 MB) lost the chunks in L2
// (0.756, 916 MB written instead of 520); lag 2 (24 MB at 8 MB) had pass B wait for pass A
// (0.742-0.753).
int g_fuse_mb = 4;
int g_fuse_lag = 0;
/// Lag in chunks: (2 lag - 2) chunks of other iterations run between a chunk's last A iteration and
/// its first B iteration; their work lines should fill about 0.7 of the L2 (the input is read
/// evict-first and the output stored streaming, so that L2 keeps the work lines), and the persistent
/// grid's iterations in flight (~1000 on an H100, ~16 MB) must fit well inside that distance.
int fused_lag(int dev, int64_t chunk_bytes) {
  if (g_fuse_lag > 0) return g_fuse_lag;
  int bytes = 0;
  if (cudaDeviceGetAttribute(&bytes, cudaDevAttrL2CacheSize, dev) != cudaSuccess) {
    cudaGetLastError();
    bytes = 0;  // the smallest lag
  }
  const int64_t chunks = static_cast<int64_t>(0.7 * bytes) / (2 * chunk_bytes);
  return static_cast<int>(std::max<int64_t>(2, std::min<int64_t>(chunks + 1, 64)));
}
/// Pass `a` as the rows of Q 256 x 256 planes written transposed (element stride 256 on the output,
/// rows 256 apart on the input and 1 apart on the output, planes at one distance on both sides;
/// one plane: a single line dimension).
bool transposed_rows(const PassArgsF32& a, int64_t* q, int64_t* pd) {
  const LineSet& l = a.lines;
  if (a.n != 256 || a.in_stride != 1 || a.out_stride != 256 || a.twiddle_n != 0) return false;
  if (l.rank == 1 && l.count[0] == 256 && l.istride[0] == 256 && l.ostride[0] == 1) {  // one plane (2D, batch 1)
    *q = 1;
    *pd = 256 * 256;  // not used: the kernel's plane index is 0
    return true;
  }
  if (l.rank != 2) return false;
  if (l.count[1] != 256 || l.istride[1] != 256 || l.ostride[1] != 1 || l.istride[0] != l.ostride[0]) return false;
  if (l.istride[0] < 256 * 256 || l.istride[0] % 16 != 0) return false;
  *q = l.count[0];
  *pd = l.istride[0];
  return true;
}
/// Pass `a` as the first pass of the 256 x 256 four-step (1D 65536) on Q transforms: 256-point
/// columns (element stride 256, the columns 1 apart, transforms at one distance on both sides)
/// written in the same layout, post-twiddled by the column (T_65536, natural-order table).
bool fourstep_columns(const PassArgsF32& a, int64_t* q, int64_t* pd) {
  const LineSet& l = a.lines;
  if (a.n != 256 || a.in_stride != 256 || a.out_stride != 256 || l.rank != 2) return false;
  if (a.twiddle_n != 256 * 256 || a.twiddle_dim != 1 || a.post_twiddles == nullptr || a.post_twiddle_order != 0)
    return false;
  if (l.count[1] != 256 || l.istride[1] != 1 || l.ostride[1] != 1 || l.istride[0] != l.ostride[0]) return false;
  if (l.istride[0] < 256 * 256 || l.istride[0] % 16 != 0) return false;
  *q = l.count[0];
  *pd = l.istride[0];
  return true;
}
/// Pass a's form in a fused pair: 2 the four-step columns, 1 the transposed rows, 0 neither; Q planes
/// at distance pd.
int fused_a_form(const PassArgsF32& a, int64_t* q, int64_t* pd) {
  if (fourstep_columns(a, q, pd)) return 2;
  return transposed_rows(a, q, pd) ? 1 : 0;
}
}  // namespace

void set_fused_pair(int chunk_mb, int lag) {
  g_fuse_mb = chunk_mb < 0 ? 0 : chunk_mb;
  g_fuse_lag = lag < 0 ? 0 : lag;
}
int fused_pair_chunk_mb() { return g_fuse_mb; }
void set_fused_blocks(int blocks) { g_fused_blocks = blocks == 4 || blocks == 5 ? blocks : 0; }

bool fused_supported(const PassArgsF32& a, const PassArgsF32& b) {
  if (g_fuse_mb == 0 || !g_staged || !g_async || !supported(a) || !supported(b)) return false;
  if (a.nlines * static_cast<int64_t>(a.n) < g_fused_min_points) return false;
  // TC_SPLIT and TC_FP16 in both forms (the transposed TC_FP16 form since v42, when ESTIMATE began
  // to plan it; GpuFusedPair covers both computes in both forms)
  int64_t qa = 0, pa = 0, qb = 0, pb = 0;
  const int form = fused_a_form(a, &qa, &pa);
  if (form == 0) return false;
  if (a.compute != b.compute || a.split_terms != b.split_terms || a.direction != b.direction || a.scale != 1.0f ||
      a.tickets == nullptr || b.tickets != a.tickets)
    return false;
  if (!transposed_rows(b, &qb, &pb) || qa != qb || pa != pb) return false;
  // b reads what a wrote; the work lines are dropped from L2 in 128-byte lines
  if (a.out == nullptr || a.out != b.in || (reinterpret_cast<uintptr_t>(b.in) & 127) != 0) return false;
  // the output must not be the work area (b writes where a's later chunks would be read)
  return b.out != nullptr && b.out != b.in && a.in != a.out;
}

namespace {
/// Blocks per SM of the TC_SPLIT fused pair (both forms) on device `dev`: 5 (96 registers) where
/// the copies set the pace (kCopyBoundGBsPerSM), else 4 (96-112 registers). Same bits either way.
/// Measured in one call per GPU, 4 -> 5 blocks (NOTES v37, ms): H200 2D 256^2 x1024 0.5656 ->
/// 0.5529, 3D 256^3 x8 1.788 -> 1.754, 3D 64x256x256 x16 0.8387 -> 0.8294; H100 0.6170 -> 0.6258,
/// 2.044 -> 2.062, 0.984 -> 0.993. The four-step form (1D 65536) since v49: H200 1D 65536 x1024
/// 0.5924 -> 0.5822, x4096 2.313 -> 2.248 (not measured on an H100, where it stays at 4). The
/// split follows the same device rule as the ring depth; nothing else tested tells the two apart.
int fused_blocks(int dev) {
  if (g_fused_blocks == 4 || g_fused_blocks == 5) return g_fused_blocks;
  return copy_bound(dev) ? 5 : 4;
}

/// One instance of the fused pair (FS: the four-step form; MB blocks per SM), scaled or not.
template <int P, bool FS, int MB>
cudaError_t run_fused_form(const RtParams& p, int dev, cudaStream_t st) {
  // (the chunk counters are the pair's dependencies: it always takes the tickets)
  return p.scale != 1.0f ? run(rt_fused256_kernel<P, true, FS, MB>, 128, 0, 1 << 30, p, dev, st, true, true)
                         : run(rt_fused256_kernel<P, false, FS, MB>, 128, 0, 1 << 30, p, dev, st, true, true);
}

template <int P>
cudaError_t run_fused(const RtParams& p, bool fs, int dev, cudaStream_t st) {
  if constexpr (P == 2) {  // TC_SPLIT: both forms at fused_blocks
    if (fused_blocks(dev) == 5)
      return fs ? run_fused_form<P, true, 5>(p, dev, st) : run_fused_form<P, false, 5>(p, dev, st);
  }
  return fs ? run_fused_form<P, true, 4>(p, dev, st) : run_fused_form<P, false, 4>(p, dev, st);
}
}  // namespace

int launch_fused(const PassArgsF32& a, const PassArgsF32& b, CUstream_st* stream) {
  if (!fused_supported(a, b) || a.in == nullptr || b.twiddles == nullptr)
    return static_cast<int>(cudaErrorInvalidValue);
  int dev = 0;
  RtParams p{};
  cudaError_t e = params_start(a.in, a.out, &dev, &p);
  if (e != cudaSuccess) return static_cast<int>(e);
  fill_params(b, p);  // b's scale; the kernel does not scale pass A
  int64_t planes = 0, pd = 0;
  const bool fs = fused_a_form(a, &planes, &pd) == 2;
  p.idist = pd;  // the plane distance on every side (fused_supported)
  if (fs) set_post_twiddle_fields(a, p);  // pass A's (column c = line mod 256 of a's lines)
  p.in_b = static_cast<const float2*>(b.in);
  p.out_b = static_cast<float2*>(b.out);
  constexpr int64_t kPlaneItems = 256 / Staged<256>::LPB;
  // planes per chunk: a power of two (the kernel's chunk arithmetic is shifts) near g_fuse_mb,
  // enough that the chunks fit the kFusedChunks counters
  const int64_t want = std::max(std::max<int64_t>(1, (int64_t{g_fuse_mb} << 20) / (256 * 256 * 8)),
                                (planes + kFusedChunks - 1) / kFusedChunks);
  int64_t per = 1;
  while (per < want) per *= 2;
  p.fu_items = planes * kPlaneItems;
  p.fu_chunk = per * kPlaneItems;
  p.fu_chunk_shift = 0;
  while ((int64_t{1} << p.fu_chunk_shift) < p.fu_chunk) ++p.fu_chunk_shift;
  p.fu_nchunks = (planes + per - 1) / per;
  p.fu_lag = fused_lag(dev, per * 256 * 256 * 8);
  ++g_fused_launches;
  e = a.compute == PassCompute::TcFp16 ? run_fused<1>(p, fs, dev, stream) : run_fused<2>(p, fs, dev, stream);
  return static_cast<int>(e);
}
unsigned long long fused_launches() { return g_fused_launches.load(); }

int prepare(const PassArgsF32& a) {
  if (!supported(a) || a.twiddles == nullptr) return static_cast<int>(cudaErrorInvalidValue);
  int dev = 0;
  cudaError_t e = cudaGetDevice(&dev);
  if (e != cudaSuccess) return static_cast<int>(e);
  const uint32_t* frag = nullptr;
  e = device_words_once(dev, kTableRtFragments, kRtWords, build_rt_fragments, &frag);
  for (int dir = 0; dir < 2 && e == cudaSuccess; ++dir) {
    const float2* lt = nullptr;
    e = lane_table(dev, a, dir, nullptr, &lt);
    // a 128-point pass may be half of a 128 x 128 plane (launch_plane)
    if (e == cudaSuccess && a.n == 128) e = plane128_lane_table(dev, a, dir, nullptr, &lt);
  }
  return static_cast<int>(e);
}

namespace {
/// The kernel parameters of pass `a` (geometry, twiddles, scale, counter; not the data pointers).
void fill_params(const PassArgsF32& a, RtParams& p) {
  p.nlines = a.nlines;
  p.idist = a.lines.rank >= 1 ? a.lines.istride[0] : 0;
  p.odist = a.lines.rank >= 1 ? a.lines.ostride[0] : 0;
  p.is = a.in_stride;
  p.os = a.out_stride;
  const int r = a.lines.rank;
  p.nl1 = r >= 2 ? a.lines.count[r - 1] : 0;
  p.idist1 = r >= 2 ? a.lines.istride[r - 1] : 0;
  p.odist1 = r >= 2 ? a.lines.ostride[r - 1] : 0;
  p.nlm = r == 3 ? a.lines.count[1] : 1;  // 1 (and strides 0): two dimensions
  p.idistm = r == 3 ? a.lines.istride[1] : 0;
  p.odistm = r == 3 ? a.lines.ostride[1] : 0;
  auto shift_of = [](int64_t c) {
    int sh = -1;
    if (c > 0 && (c & (c - 1)) == 0)
      while ((int64_t{1} << (sh + 1)) <= c) ++sh;
    return sh;
  };
  p.nl1_shift = shift_of(p.nl1);
  p.nlm_shift = shift_of(p.nlm);
  p.tw = static_cast<const float2*>(a.twiddles);
  p.tw_step = is_d2(a.n) ? 2 : a.n == 16384 ? 16 : 1;  // the T1024 sub-lines of rt16384: T_1024[m] = T_n[16 m]
  p.dir = a.direction == 1 ? 1 : 0;
  p.scale = a.scale;
  p.tickets = a.tickets;
}
}  // namespace

int launch(const PassArgsF32& a, CUstream_st* stream) {
  if (!supported(a) || a.in == nullptr || a.out == nullptr || a.twiddles == nullptr)
    return static_cast<int>(cudaErrorInvalidValue);
  int dev = 0;
  RtParams p{};
  cudaError_t e = params_start(a.in, a.out, &dev, &p);
  if (e != cudaSuccess) return static_cast<int>(e);
  fill_params(a, p);
  if (a.twiddle_n != 0) {
    // the table must be in the order this pass's kernel reads (built by the executor with it)
    if (a.post_twiddles == nullptr || a.post_twiddle_order != rt::post_twiddle_order(a))
      return static_cast<int>(cudaErrorInvalidValue);
    set_post_twiddle_fields(a, p);
  }
  e = lane_table(dev, a, p.dir, stream, &p.lt);
  if (e != cudaSuccess) return static_cast<int>(e);
  e = a.compute == PassCompute::TcFp16 ? launch_p<1>(a, p, dev, stream) : launch_p<2>(a, p, dev, stream);
  return static_cast<int>(e);
}

}  // namespace tcfft::cuda::kern::rt
