// FP32 CUDA-core radix-R butterflies (NATIVE compute). Any butterfly network is
// allowed here (docs/numerics.md §2); these are the usual radix-2/4 networks.
// sgn = -1 forward (exp(-2 pi i ab/R)), +1 inverse.
#pragma once

#include <cuda_runtime.h>

namespace tcfft::cuda::kern::native {

__device__ __forceinline__ float2 cadd(float2 a, float2 b) { return make_float2(a.x + b.x, a.y + b.y); }
__device__ __forceinline__ float2 csub(float2 a, float2 b) { return make_float2(a.x - b.x, a.y - b.y); }
// a * (sgn * i)
__device__ __forceinline__ float2 mul_si(float2 a, float sgn) { return make_float2(-sgn * a.y, sgn * a.x); }
// a * (c + i*s)
__device__ __forceinline__ float2 cmulc(float2 a, float c, float s) {
  return make_float2(a.x * c - a.y * s, a.x * s + a.y * c);
}

__device__ __forceinline__ void dft2(float2& a, float2& b) {
  const float2 t = a;
  a = cadd(t, b);
  b = csub(t, b);
}

__device__ __forceinline__ void dft4(float2& a0, float2& a1, float2& a2, float2& a3, float sgn) {
  const float2 t0 = cadd(a0, a2), t1 = csub(a0, a2), t2 = cadd(a1, a3), t3 = mul_si(csub(a1, a3), sgn);
  a0 = cadd(t0, t2);
  a2 = csub(t0, t2);
  a1 = cadd(t1, t3);
  a3 = csub(t1, t3);
}

template <int R>
__device__ __forceinline__ void dft(float2* a, float sgn);

template <>
__device__ __forceinline__ void dft<2>(float2* a, float) { dft2(a[0], a[1]); }
template <>
__device__ __forceinline__ void dft<4>(float2* a, float sgn) { dft4(a[0], a[1], a[2], a[3], sgn); }
template <>
__device__ __forceinline__ void dft<8>(float2* a, float sgn) {
  constexpr float c = 0.70710678118654752440f;
  float2 e0 = a[0], e1 = a[2], e2 = a[4], e3 = a[6];
  float2 o0 = a[1], o1 = a[3], o2 = a[5], o3 = a[7];
  dft4(e0, e1, e2, e3, sgn);
  dft4(o0, o1, o2, o3, sgn);
  o1 = cmulc(o1, c, sgn * c);
  o2 = mul_si(o2, sgn);
  o3 = cmulc(o3, -c, sgn * c);
  a[0] = cadd(e0, o0); a[4] = csub(e0, o0);
  a[1] = cadd(e1, o1); a[5] = csub(e1, o1);
  a[2] = cadd(e2, o2); a[6] = csub(e2, o2);
  a[3] = cadd(e3, o3); a[7] = csub(e3, o3);
}
template <>
__device__ __forceinline__ void dft<16>(float2* a, float sgn) {
  // 4 x 4: Y_i[k1] = DFT4_m a[i+4m]; twiddle W16^(i k1); X[k1 + 4 k2] = DFT4_i (.)
  constexpr float C[10] = {1.0f, 0.92387953251128675613f, 0.70710678118654752440f, 0.38268343236508977173f, 0.0f,
                           -0.38268343236508977173f, -0.70710678118654752440f, -0.92387953251128675613f, -1.0f,
                           -0.92387953251128675613f};
  constexpr float S[10] = {0.0f, 0.38268343236508977173f, 0.70710678118654752440f, 0.92387953251128675613f, 1.0f,
                           0.92387953251128675613f, 0.70710678118654752440f, 0.38268343236508977173f, 0.0f,
                           -0.38268343236508977173f};
#pragma unroll
  for (int i = 0; i < 4; ++i) dft4(a[i], a[i + 4], a[i + 8], a[i + 12], sgn);
#pragma unroll
  for (int i = 1; i < 4; ++i)
#pragma unroll
    for (int k1 = 1; k1 < 4; ++k1) a[i + 4 * k1] = cmulc(a[i + 4 * k1], C[i * k1], sgn * S[i * k1]);
  float2 b[16];
#pragma unroll
  for (int k1 = 0; k1 < 4; ++k1) {
    float2 y0 = a[4 * k1], y1 = a[1 + 4 * k1], y2 = a[2 + 4 * k1], y3 = a[3 + 4 * k1];
    dft4(y0, y1, y2, y3, sgn);
    b[k1] = y0; b[k1 + 4] = y1; b[k1 + 8] = y2; b[k1 + 12] = y3;
  }
#pragma unroll
  for (int i = 0; i < 16; ++i) a[i] = b[i];
}

}  // namespace tcfft::cuda::kern::native
