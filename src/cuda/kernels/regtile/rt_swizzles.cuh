// Shared-memory swizzles of the 1024- and 4096-point kernels.
//
// Part of the register-tile kernels' translation unit: included by rt_kernels.cu only (its
// definitions live in an unnamed namespace). Stage order and twiddles: docs/numerics.md §1.
#pragma once

#include "cuda/kernels/regtile/rt_params.cuh"

namespace tcfft::cuda::kern::rt {
namespace {

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

}  // namespace
}  // namespace tcfft::cuda::kern::rt
