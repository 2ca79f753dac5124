#include "cpu/dft_matrix.h"

#include <cmath>
#include <limits>

#include "cpu/twiddles.h"

namespace tcfft::cpu {

template <class T>
DirectW<T> make_direct_w(int R, int direction) {
  DirectW<T> w;
  w.R = R;
  for (int m = 0; m < R; ++m) {
    long double re, im;
    twiddle_ld(m, R, &re, &im);
    w.re[static_cast<size_t>(m)] = static_cast<T>(re);
    const T ti = static_cast<T>(im);
    w.im[static_cast<size_t>(m)] = direction > 0 ? -ti : ti;
  }
  return w;
}

template DirectW<float> make_direct_w<float>(int, int);
template DirectW<double> make_direct_w<double>(int, int);

long double fp16_rn_ld(long double v) {
  if (v == 0 || !std::isfinite(v)) return v;
  const long double a = std::fabs(v);
  int e;
  std::frexp(a, &e);                       // a = f * 2^e, f in [0.5, 1): leading bit 2^(e-1)
  const int lead = e - 1 < -14 ? -14 : e - 1;  // binary16 subnormals share the 2^-14 binade's quantum
  const long double q = std::ldexp(1.0L, lead - 10);
  const long double r = std::nearbyint(v / q) * q;  // default mode: nearest, ties to even
  if (std::fabs(r) > 65504.0L) return v < 0 ? -std::numeric_limits<long double>::infinity()
                                            : std::numeric_limits<long double>::infinity();
  return r;
}

long double dft_real_matrix_ld(int R, int direction, int i, int k) {
  // F[a][b] = W^(ab mod R); W^m = T_R[m] (forward) or conj (inverse).
  const int a = i % R, b = k % R;
  long double re, im;
  twiddle_ld((static_cast<int64_t>(a) * b) % R, R, &re, &im);
  if (direction > 0) im = -im;
  const bool top = i < R, left = k < R;
  if (top && left) return re;     // Fr
  if (top && !left) return -im;   // -Fi
  if (!top && left) return im;    // Fi
  return re;                      // Fr
}

SplitMatrix make_split_matrix(int R, int direction, int Q) {
  SplitMatrix A;
  A.R = R;
  A.Q = Q;
  const int n2 = 2 * R;
  for (int i = 0; i < n2; ++i) {
    for (int k = 0; k < n2; ++k) {
      const long double x = dft_real_matrix_ld(R, direction, i, k);
      const long double hi = fp16_rn_ld(x);
      const long double lo = fp16_rn_ld(x - hi);
      const long double parts[2] = {hi, Q > 1 ? lo : 0.0L};
      for (int q = 0; q < 2; ++q) {
        A.part[q][static_cast<size_t>(i * n2 + k)] = static_cast<float>(parts[q]);
        A.col[q][static_cast<size_t>(k * n2 + i)] = static_cast<int32_t>(std::ldexp(parts[q], 24));
        A.cold[q][static_cast<size_t>(k * n2 + i)] = static_cast<double>(std::ldexp(parts[q], 24));
      }
    }
  }
  return A;
}

}  // namespace tcfft::cpu
