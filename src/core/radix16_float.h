// The float radix-16 butterfly network of docs/numerics.md §4.7: one 16-point DFT in float,
// every operation rounded to nearest as written (no contraction, no reassociation), so that the
// CPU executor and the CUDA kernels that use it compute the same bits. Host and device.
//
// Network (4 x 4): Y_i[k1] = DFT_4 over m of a[i + 4m] (i = 0..3, into a[i + 4 k1]); then
// a[i + 4 k1] *= W16^(i k1) for i, k1 >= 1 (the §3 fma product with the float constants below,
// W^4 = -+i exactly as a swap); then X[k1 + 4 k2] = DFT_4 over i of a[i + 4 k1].
// DFT_4 (u0..u3): t0 = u0 + u2, t1 = u0 - u2, t2 = u1 + u3, t3 = (u1 - u3) * (-+i);
// X0 = t0 + t2, X1 = t1 + t3, X2 = t0 - t2, X3 = t1 - t3. Upper sign forward, lower inverse.
#pragma once

#if defined(__CUDACC__)
#include <cuda_runtime.h>
#define TCFFT_HD __host__ __device__ __forceinline__
#else
#include <cmath>
#define TCFFT_HD inline
#endif

namespace tcfft::r16f {

TCFFT_HD float add(float a, float b) {
#if defined(__CUDA_ARCH__)
  return __fadd_rn(a, b);
#else
  return a + b;
#endif
}
TCFFT_HD float sub(float a, float b) {
#if defined(__CUDA_ARCH__)
  return __fsub_rn(a, b);
#else
  return a - b;
#endif
}
TCFFT_HD float mul(float a, float b) {
#if defined(__CUDA_ARCH__)
  return __fmul_rn(a, b);
#else
  return a * b;
#endif
}
TCFFT_HD float fma(float a, float b, float c) {
#if defined(__CUDA_ARCH__)
  return __fmaf_rn(a, b, c);
#else
  return std::fma(a, b, c);
#endif
}

/// cos / sin of 2 pi m / 16 for m = 1, 2, 3, rounded to nearest float.
constexpr float kC1 = 0.92387953251128675613f, kS1 = 0.38268343236508977173f, kR2 = 0.70710678118654752440f;

/// a * (c + i s), the §3 fma form: (fma(ar, c, -(ai s)), fma(ar, s, ai c)).
TCFFT_HD void twiddle(float& ar, float& ai, float c, float s) {
  const float p = mul(ai, s), q = mul(ai, c);
  const float r = fma(ar, c, -p), i = fma(ar, s, q);
  ar = r;
  ai = i;
}

template <bool INV>
TCFFT_HD void dft4(float* re, float* im, int i0, int st) {
  const int i1 = i0 + st, i2 = i0 + 2 * st, i3 = i0 + 3 * st;
  const float t0r = add(re[i0], re[i2]), t0i = add(im[i0], im[i2]);
  const float t1r = sub(re[i0], re[i2]), t1i = sub(im[i0], im[i2]);
  const float t2r = add(re[i1], re[i3]), t2i = add(im[i1], im[i3]);
  const float dr = sub(re[i1], re[i3]), di = sub(im[i1], im[i3]);
  // (dr + i di) * (-i) = di - i dr (forward); * (+i) = -di + i dr (inverse)
  const float t3r = INV ? -di : di, t3i = INV ? dr : -dr;
  re[i0] = add(t0r, t2r);
  im[i0] = add(t0i, t2i);
  re[i2] = sub(t0r, t2r);
  im[i2] = sub(t0i, t2i);
  re[i1] = add(t1r, t3r);
  im[i1] = add(t1i, t3i);
  re[i3] = sub(t1r, t3r);
  im[i3] = sub(t1i, t3i);
}

/// In place: re/im[k] become X[k] = sum_n a[n] W16^(nk), W16 = exp(-+2 pi i / 16).
template <bool INV>
TCFFT_HD void dft16(float (&re)[16], float (&im)[16]) {
  for (int i = 0; i < 4; ++i) dft4<INV>(re, im, i, 4);
  // W16^m, m = i k1 in {1, 2, 3, 2, 4, 6, 3, 6, 9}: (cos, -+sin)
  const float sg = INV ? 1.0f : -1.0f;
  twiddle(re[5], im[5], kC1, sg * kS1);     // i 1, k1 1: m 1
  twiddle(re[9], im[9], kR2, sg * kR2);     // i 1, k1 2: m 2
  twiddle(re[13], im[13], kS1, sg * kC1);   // i 1, k1 3: m 3
  twiddle(re[6], im[6], kR2, sg * kR2);     // i 2, k1 1: m 2
  {                                         // i 2, k1 2: m 4, * (-+i) exactly
    const float r = re[10], i = im[10];
    re[10] = INV ? -i : i;
    im[10] = INV ? r : -r;
  }
  twiddle(re[14], im[14], -kR2, sg * kR2);  // i 2, k1 3: m 6
  twiddle(re[7], im[7], kS1, sg * kC1);     // i 3, k1 1: m 3
  twiddle(re[11], im[11], -kR2, sg * kR2);  // i 3, k1 2: m 6
  twiddle(re[15], im[15], -kC1, -sg * kS1); // i 3, k1 3: m 9
  float orr[16], oi[16];
  for (int k1 = 0; k1 < 4; ++k1) {
    dft4<INV>(re, im, 4 * k1, 1);
    for (int k2 = 0; k2 < 4; ++k2) {
      orr[k1 + 4 * k2] = re[4 * k1 + k2];
      oi[k1 + 4 * k2] = im[4 * k1 + k2];
    }
  }
  for (int k = 0; k < 16; ++k) {
    re[k] = orr[k];
    im[k] = oi[k];
  }
}

}  // namespace tcfft::r16f
