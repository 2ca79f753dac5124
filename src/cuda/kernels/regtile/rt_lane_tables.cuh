// Block geometry constants of the 1024 / 4096 / 16384-point kernels and their lane twiddle tables
// (the index functions, the device kernels that build the tables, and the readers).
//
// Part of the register-tile kernels' translation unit: included by rt_kernels.cu only (its
// definitions live in an unnamed namespace). Stage order and twiddles: docs/numerics.md §1.
#pragma once

#include "cuda/kernels/regtile/rt_params.cuh"

namespace tcfft::cuda::kern::rt {
namespace {

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

}  // namespace
}  // namespace tcfft::cuda::kern::rt
