#include "cpu/stage_kernels.h"

#include <algorithm>
#include <cmath>

#include "core/radix16_float.h"
#include "cpu/cpu_target.h"
#include "cpu/split_emulation.h"

namespace tcfft::cpu {

namespace {

constexpr int kChunk = 32;  // butterflies processed together (vectorized over j)

template <class T>
inline void twiddle_mul(T* ar, T* ai, T wr, T wi) {
  const T p = *ai * wi;
  const T q = *ai * wr;
  const T re = std::fma(*ar, wr, -p);
  const T im = std::fma(*ar, wi, q);
  *ar = re;
  *ai = im;
}

template <class T>
TCFFT_CPU_INLINE void native_stage_body(const StageShape& sh, const T* xr, const T* xi,
                                                              T* yr, T* yi, const TwiddleTable<T>& tw,
                                                              const DirectW<T>& W, bool inverse, int64_t j0,
                                                              int64_t j1) {
  const int R = sh.R;
  const int64_t NR = sh.N >> sh.log2R;
  const int lns = sh.log2Ns;
  const int64_t Ns = int64_t{1} << lns;
  const int64_t mask = Ns - 1;
  const int64_t twstride = sh.N >> (lns + sh.log2R);  // N / (Ns R)
  alignas(64) T vr[kMaxRadix][kChunk], vi[kMaxRadix][kChunk];
  alignas(64) T ar[kChunk], ai[kChunk];
  int64_t obase[kChunk];
  for (int64_t jc = j0; jc < j1; jc += kChunk) {
    const int len = static_cast<int>(std::min<int64_t>(kChunk, j1 - jc));
    for (int r = 0; r < R; ++r) {
      const T* pr = xr + jc + r * NR;
      const T* pi = xi + jc + r * NR;
      for (int jj = 0; jj < len; ++jj) {
        vr[r][jj] = pr[jj];
        vi[r][jj] = pi[jj];
      }
    }
    for (int jj = 0; jj < len; ++jj) {
      const int64_t j = jc + jj;
      const int64_t k = j & mask;
      obase[jj] = ((j >> lns) << (lns + sh.log2R)) + k;
      const int64_t kt = k >> sh.log2L;  // the line's own k (interleaved lines: k = kt L + line)
      if (kt == 0) continue;
      for (int r = 1; r < R; ++r) {
        T wr, wi;
        tw.get(static_cast<int64_t>(r) * kt * twstride, &wr, &wi);
        if (inverse) wi = -wi;
        twiddle_mul(&vr[r][jj], &vi[r][jj], wr, wi);
      }
    }
    for (int a = 0; a < R; ++a) {
      // V[a] = sum_b v[b] W^(ab mod R), b ascending; products in the §3 fma form.
      for (int b = 0; b < R; ++b) {
        const T wr = W.re[static_cast<size_t>((a * b) % R)];
        const T wi = W.im[static_cast<size_t>((a * b) % R)];
        if (b == 0) {
          for (int jj = 0; jj < len; ++jj) {
            const T p = vi[0][jj] * wi;
            const T q = vi[0][jj] * wr;
            ar[jj] = std::fma(vr[0][jj], wr, -p);
            ai[jj] = std::fma(vr[0][jj], wi, q);
          }
        } else {
          for (int jj = 0; jj < len; ++jj) {
            const T p = vi[b][jj] * wi;
            const T q = vi[b][jj] * wr;
            const T re = std::fma(vr[b][jj], wr, -p);
            const T im = std::fma(vr[b][jj], wi, q);
            ar[jj] = ar[jj] + re;
            ai[jj] = ai[jj] + im;
          }
        }
      }
      const int64_t off = static_cast<int64_t>(a) << lns;
      for (int jj = 0; jj < len; ++jj) {
        yr[obase[jj] + off] = ar[jj];
        yi[obase[jj] + off] = ai[jj];
      }
    }
  }
}

}  // namespace

using F = float;
using D = double;
TCFFT_CPU_TWO_VERSIONS(void, native_f32,
                       (const StageShape& sh, const F* xr, const F* xi, F* yr, F* yi, const TwiddleTable<F>& tw,
                        const DirectW<F>& W, bool inverse, int64_t j0, int64_t j1),
                       native_stage_body(sh, xr, xi, yr, yi, tw, W, inverse, j0, j1))
TCFFT_CPU_TWO_VERSIONS(void, native_f64,
                       (const StageShape& sh, const D* xr, const D* xi, D* yr, D* yi, const TwiddleTable<D>& tw,
                        const DirectW<D>& W, bool inverse, int64_t j0, int64_t j1),
                       native_stage_body(sh, xr, xi, yr, yi, tw, W, inverse, j0, j1))

void native_stage(const StageShape& sh, const float* xr, const float* xi, float* yr, float* yi,
                  const TwiddleTable<float>& tw, const DirectW<float>& W, bool inverse, int64_t j0, int64_t j1) {
  TCFFT_CPU_DISPATCH(native_f32, sh, xr, xi, yr, yi, tw, W, inverse, j0, j1);
}

void native_stage(const StageShape& sh, const double* xr, const double* xi, double* yr, double* yi,
                  const TwiddleTable<double>& tw, const DirectW<double>& W, bool inverse, int64_t j0,
                  int64_t j1) {
  TCFFT_CPU_DISPATCH(native_f64, sh, xr, xi, yr, yi, tw, W, inverse, j0, j1);
}

// BF(x, y): the butterfly on x = [Re v; Im v] (after the twiddle) into y.
template <class BF>
TCFFT_CPU_INLINE void tc_stage_body(const StageShape& sh, const float* xr, const float* xi, float* yr, float* yi,
              const TwiddleTable<float>& tw, bool inverse, int64_t j0, int64_t j1, const BF& bf) {
  const int R = sh.R;
  const int64_t NR = sh.N >> sh.log2R;
  const int lns = sh.log2Ns;
  const int64_t mask = (int64_t{1} << lns) - 1;
  const int64_t twstride = sh.N >> (lns + sh.log2R);
  float x[kMaxVec], y[kMaxVec];
  for (int64_t j = j0; j < j1; ++j) {
    const int64_t k = j & mask;
    for (int r = 0; r < R; ++r) {
      x[r] = xr[j + r * NR];
      x[R + r] = xi[j + r * NR];
    }
    if (k != 0) {
      for (int r = 1; r < R; ++r) {
        float wr, wi;
        tw.get(static_cast<int64_t>(r) * k * twstride, &wr, &wi);
        if (inverse) wi = -wi;
        twiddle_mul(&x[r], &x[R + r], wr, wi);
      }
    }
    bf(x, y);
    const int64_t ob = ((j >> lns) << (lns + sh.log2R)) + k;
    for (int r = 0; r < R; ++r) {
      yr[ob + (static_cast<int64_t>(r) << lns)] = y[r];
      yi[ob + (static_cast<int64_t>(r) << lns)] = y[R + r];
    }
  }
}


TCFFT_CPU_TWO_VERSIONS(void, tc_stage_impl,
                       (const StageShape& sh, const F* xr, const F* xi, F* yr, F* yi, const TwiddleTable<F>& tw,
                        const SplitMatrix& A, int P, bool inverse, int64_t j0, int64_t j1),
                       tc_stage_body(sh, xr, xi, yr, yi, tw, inverse, j0, j1,
                                     [&](const float* x, float* y) { tc_butterfly(A, P, x, y); }))

void tc_stage(const StageShape& sh, const float* xr, const float* xi, float* yr, float* yi,
              const TwiddleTable<float>& tw, const SplitMatrix& A, int P, bool inverse, int64_t j0, int64_t j1) {
  TCFFT_CPU_DISPATCH(tc_stage_impl, sh, xr, xi, yr, yi, tw, A, P, inverse, j0, j1);
}

void float_r16_stage(const StageShape& sh, const float* xr, const float* xi, float* yr, float* yi,
                     const TwiddleTable<float>& tw, bool inverse, int64_t j0, int64_t j1) {
  tc_stage_body(sh, xr, xi, yr, yi, tw, inverse, j0, j1, [&](const float* x, float* y) {
    float vr[16], vi[16];
    for (int r = 0; r < 16; ++r) {
      vr[r] = x[r];
      vi[r] = x[16 + r];
    }
    if (inverse) {
      r16f::dft16<true>(vr, vi);
    } else {
      r16f::dft16<false>(vr, vi);
    }
    for (int r = 0; r < 16; ++r) {
      y[r] = vr[r];
      y[16 + r] = vi[r];
    }
  });
}

void tc_stage_line(const StageShape& sh, const float* xr, const float* xi, float* yr, float* yi,
                   const TwiddleTable<float>& tw, const SplitMatrix& A, int P, bool inverse, int64_t j0, int64_t j1,
                   float inv, float s) {
  tc_stage_body(sh, xr, xi, yr, yi, tw, inverse, j0, j1,
                [&](const float* x, float* y) { tc_butterfly_line(A, P, x, y, inv, s); });
}

}  // namespace tcfft::cpu
