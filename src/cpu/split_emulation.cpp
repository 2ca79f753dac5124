#include "cpu/split_emulation.h"

#include <cmath>
#include <cstring>

#include "core/fp16.h"
#include "cpu/cpu_target.h"

namespace tcfft::cpu {

float split_scale(float m) {
  // m >= 0 and never NaN here (folded with fmaxf from 0). Biased exponent be:
  // s = 2^(be - 126) = 2^(floor(log2 m) + 1) for normal m, 2^-126 for be = 0
  // (zero or subnormal m), clamped to 2^127 (be >= 253, inf included).
  uint32_t be = float_bits(m) >> 23;
  uint32_t se = be + 1u;
  if (se > 254u) se = 254u;
  return bits_float(se << 23);
}

namespace {
// 1/s for a power-of-two s from split_scale (2^-127 is a subnormal: exact).
inline float inv_scale(float s) {
  const uint32_t se = float_bits(s) >> 23;
  return se == 254u ? 0x1p-127f : bits_float((254u - se) << 23);
}
}  // namespace

namespace {

TCFFT_CPU_INLINE void split_vector_body(const float* x, int len, int P, SplitVector* out) {
  out->len = len;
  out->P = P;
  bool finite = true;
  float cur[kMaxVec];
  for (int i = 0; i < len; ++i) cur[i] = x[i];
  for (int p = 0; p < P; ++p) {
    float m = 0.0f;
    for (int i = 0; i < len; ++i) {
      const float a = std::fabs(cur[i]);
      m = a > m ? a : m;  // fmaxf folded from 0: a NaN never wins
    }
    const float s = split_scale(m);
    const float inv = inv_scale(s);
    out->s[p] = s;
    for (int i = 0; i < len; ++i) {
      // cur * inv equals cur / s (exact, or below 2^-126 where fp16 gives 0 either way).
      const float h = round_to_half(cur[i] * inv);
      out->h[p][i] = h;
      const bool fin = std::isfinite(h);
      finite = finite && fin;
      out->hi[p][i] = fin ? static_cast<int32_t>(h * 0x1p24f) : 0;  // |h| <= 2: exact integer
      const float sh = s * h;  // exact
      cur[i] = cur[i] - sh;    // exact
    }
  }
  out->finite = finite;
}

TCFFT_CPU_TWO_VERSIONS(void, split_vector_impl, (const float* x, int len, int P, SplitVector* out),
                       split_vector_body(x, len, P, out))

}  // namespace

void split_vector(const float* x, int len, int P, SplitVector* out) {
  TCFFT_CPU_DISPATCH(split_vector_impl, x, len, P, out);
}

float rz_fixed48(int64_t S) {
  if (S == 0) return 0.0f;
  uint64_t u = S < 0 ? uint64_t{0} - static_cast<uint64_t>(S) : static_cast<uint64_t>(S);
#if defined(__GNUC__) || defined(__clang__)
  const int nb = 64 - __builtin_clzll(u);
#else
  int nb = 0;
  for (uint64_t t = u; t != 0; t >>= 1) ++nb;
#endif
  if (nb > 24) u &= ~((uint64_t{1} << (nb - 24)) - 1u);  // keep 24 significant bits: truncation
  const float f = static_cast<float>(u) * 0x1p-48f;      // both steps exact
  return S < 0 ? -f : f;
}

namespace {

// Exact fixed-point sums of A_q * h_p per 16-wide chunk, in units of 2^-48,
// carried in doubles: every product is an integer of magnitude <= 2^24 * 2^25
// (|A| <= 1, |h| <= 2) and a chunk has at most 16 of them, so every partial
// sum is an integer of magnitude <= 2^53 and exact in double, in any order
// and with or without fma. (rz_fixed48 is the same model on int64.)
template <int N2>
TCFFT_CPU_INLINE void mma_fixed_body(const double* col, const double* h, double (*acc)[kMaxVec]) {
  constexpr int kChunks = N2 > 16 ? 2 : 1;
  constexpr int kLen = N2 > 16 ? 16 : N2;
  for (int c = 0; c < kChunks; ++c) {
    double a[N2] = {};
    for (int k = c * kLen; k < (c + 1) * kLen; ++k) {
      const double hk = h[k];
      const double* ck = col + k * N2;
      for (int i = 0; i < N2; ++i) a[i] += ck[i] * hk;
    }
    for (int i = 0; i < N2; ++i) acc[c][i] = a[i];
  }
}

TCFFT_CPU_INLINE void mma_fixed_any(int n2, const double* col, const double* h, double (*acc)[kMaxVec]) {
  switch (n2) {
    case 4: mma_fixed_body<4>(col, h, acc); break;
    case 8: mma_fixed_body<8>(col, h, acc); break;
    case 16: mma_fixed_body<16>(col, h, acc); break;
    default: mma_fixed_body<32>(col, h, acc); break;
  }
}

TCFFT_CPU_TWO_VERSIONS(void, mma_fixed, (int n2, const double* col, const double* h, double (*acc)[kMaxVec]),
                       mma_fixed_any(n2, col, h, acc))

// rz_fixed48 for an integer-valued double S (|S| <= 2^53, so exact): clear
// the low 29 of its 52 fraction bits (truncation of the magnitude to 24
// significant bits), then scale by 2^-48 and narrow, both exact.
inline float rz_units(double S) {
  uint64_t b;
  std::memcpy(&b, &S, sizeof b);
  b &= ~((uint64_t{1} << 29) - 1u);
  double t;
  std::memcpy(&t, &b, sizeof t);
  return static_cast<float>(t * 0x1p-48);
}

}  // namespace

void mma_emulate(const SplitMatrix& A, int q, const SplitVector& v, int p, float* M) {
  const int n2 = 2 * A.R;
  if (!v.finite) {
    const float* a = A.part[q].data();
    for (int i = 0; i < n2; ++i) {
      float acc = 0.0f;
      for (int k = 0; k < n2; ++k) acc += a[i * n2 + k] * v.h[p][k];
      M[i] = acc;
    }
    return;
  }
  double h[kMaxVec];
  for (int k = 0; k < n2; ++k) h[k] = static_cast<double>(v.hi[p][k]);
  double acc[2][kMaxVec];
  TCFFT_CPU_DISPATCH(mma_fixed, n2, A.cold[q].data(), h, acc);
  if (n2 <= 16) {
    for (int i = 0; i < n2; ++i) M[i] = rz_units(acc[0][i]);
  } else {
    for (int i = 0; i < n2; ++i) M[i] = rz_units(acc[0][i]) + rz_units(acc[1][i]);  // RN add
  }
}

void tc_butterfly(const SplitMatrix& A, int P, const float* x, float* y) {
  const int n2 = 2 * A.R;
  SplitVector v;
  split_vector(x, n2, P, &v);
  float t[kMaxSplitTerms][kMaxVec];
  float M[kMaxVec];
  for (int p = 0; p < P; ++p) {
    mma_emulate(A, 0, v, p, t[p]);
    if (A.Q > 1 && p + 1 <= P - 1) {  // product (p, q = 1) kept
      mma_emulate(A, 1, v, p, M);
      for (int i = 0; i < n2; ++i) t[p][i] = t[p][i] + M[i];
    }
  }
  for (int i = 0; i < n2; ++i) {
    float acc = v.s[P - 1] * t[P - 1][i];
    for (int p = P - 2; p >= 0; --p) acc = std::fma(v.s[p], t[p][i], acc);
    y[i] = acc;
  }
}

}  // namespace tcfft::cpu
