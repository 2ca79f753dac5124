// The one tensor-core instruction tcfft uses, and its fragment layout.
//
//   mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32  D = A*B + C
//   A 16x16 f16 (row), B 16x8 f16 (col), C/D 16x8 f32.
//
// Fragment layout (PTX ISA, "Matrix Fragments for mma.m16n8k16 with
// floating point type"); lane = 4*g + t, g = lane>>2 (groupID), t = lane&3:
//   A: 4 .f16x2 registers
//      a[0] = {A[g  ][2t], A[g  ][2t+1]}   a[1] = {A[g+8][2t  ], A[g+8][2t+1]}
//      a[2] = {A[g  ][2t+8], A[g][2t+9]}   a[3] = {A[g+8][2t+8], A[g+8][2t+9]}
//   B: 2 .f16x2 registers
//      b[0] = {B[2t][g], B[2t+1][g]}       b[1] = {B[2t+8][g], B[2t+9][g]}
//   C/D: 4 f32
//      d[0] = D[g][2t], d[1] = D[g][2t+1], d[2] = D[g+8][2t], d[3] = D[g+8][2t+1]
// In each .f16x2 register the element named first sits in the low 16 bits.
//
// docs/numerics.md §4.4: the kept products of one output are chained through
// the accumulator (C = the previous result, +0 at the start); the model of one
// MMA is the exact sum of the 16 products plus C, truncated toward zero to f32.
// Stage code uses only mma_acc()/mma_zero() and the pack/unpack helpers below.
#pragma once

#include <cstdint>
#include <cuda_fp16.h>

namespace tcfft::cuda::kern::tc {

struct FragA { uint32_t r[4]; };
struct FragB { uint32_t r[2]; };
struct FragD { float d[4]; };

/// D = A*B with a zero accumulator.
__device__ __forceinline__ FragD mma_zero(const FragA& a, const FragB& b) {
  FragD o;
  asm volatile(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 "
      "{%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%10,%10,%10,%10};\n"
      : "=f"(o.d[0]), "=f"(o.d[1]), "=f"(o.d[2]), "=f"(o.d[3])
      : "r"(a.r[0]), "r"(a.r[1]), "r"(a.r[2]), "r"(a.r[3]), "r"(b.r[0]), "r"(b.r[1]), "f"(0.0f));
  return o;
}

/// D = A*B + D (the accumulator chain of docs §4.4).
__device__ __forceinline__ void mma_acc(const FragA& a, const FragB& b, FragD& d) {
  asm volatile(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 "
      "{%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};\n"
      : "+f"(d.d[0]), "+f"(d.d[1]), "+f"(d.d[2]), "+f"(d.d[3])
      : "r"(a.r[0]), "r"(a.r[1]), "r"(a.r[2]), "r"(a.r[3]), "r"(b.r[0]), "r"(b.r[1]));
}

/// fp16 round-to-nearest-even of (lo, hi) into one .f16x2 register (lo in the low half).
__device__ __forceinline__ uint32_t pack_h2(float lo, float hi) {
  const __half2 h = __floats2half2_rn(lo, hi);
  return *reinterpret_cast<const uint32_t*>(&h);
}
__device__ __forceinline__ float h2_lo(uint32_t v) {
  return __low2float(*reinterpret_cast<const __half2*>(&v));
}
__device__ __forceinline__ float h2_hi(uint32_t v) {
  return __high2float(*reinterpret_cast<const __half2*>(&v));
}

}  // namespace tcfft::cuda::kern::tc
