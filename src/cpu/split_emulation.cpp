#include "cpu/split_emulation.h"

#include <atomic>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <limits>

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

inline int32_t fixed24(float h) {
  return static_cast<int32_t>(h * 0x1p24f);  // |h| <= 2, a multiple of 2^-24: exact
}

TCFFT_CPU_INLINE void split_vector_body(const float* x, int len, int P, SplitVector* out) {
  out->len = len;
  out->P = P;
  bool finite = true;
  float m = 0.0f;
  for (int i = 0; i < len; ++i) {
    const float a = std::fabs(x[i]);
    finite = finite && std::isfinite(a);
    m = a > m ? a : m;
  }
  if (!finite) {  // any inf or NaN component: s = 1/s = NaN, every part NaN (docs §4.1)
    const float nan = std::numeric_limits<float>::quiet_NaN();
    out->s = out->inv = nan;
    out->finite = false;
    for (int p = 0; p < P; ++p)
      for (int i = 0; i < len; ++i) {
        out->h[p][i] = nan;
        out->hi[p][i] = 0;
      }
    return;
  }
  const float s = split_scale(m);
  const float inv = inv_scale(s);
  out->s = s;
  out->inv = inv;
  out->finite = true;
  for (int i = 0; i < len; ++i) {
    const float u = x[i] * inv;          // x / s: exact unless below 2^-126
    const float h0 = round_to_half(u);   // |u| < 1 (< 2 at the 2^127 clamp)
    out->h[0][i] = h0;
    out->hi[0][i] = fixed24(h0);
    if (P == 1) continue;                // TC_FP16: h_0 only
    const float r0 = u - h0;             // exact
    const float h1 = round_to_half(r0);  // |r0| <= 2^-12
    out->h[1][i] = h1;
    out->hi[1][i] = fixed24(h1);
    if (P == 3) {
      const float r1 = r0 - h1;                      // exact, |r1| <= 2^-24
      const float h2 = round_to_half(r1 * 0x1p22f);  // r1 * 2^22 exact
      out->h[2][i] = h2;
      out->hi[2][i] = fixed24(h2);
    }
  }
}

TCFFT_CPU_TWO_VERSIONS(void, split_vector_impl, (const float* x, int len, int P, SplitVector* out),
                       split_vector_body(x, len, P, out))

}  // namespace

void split_vector(const float* x, int len, int P, SplitVector* out) {
  TCFFT_CPU_DISPATCH(split_vector_impl, x, len, P, out);
}

namespace {

using i128 = __int128;

// Truncation toward zero to float of S * 2^-48 (24 significant bits kept); 0 gives +0.
float rz_fixed48_wide(i128 S) {
  if (S == 0) return 0.0f;
  const bool neg = S < 0;
  unsigned __int128 u = neg ? static_cast<unsigned __int128>(-S) : static_cast<unsigned __int128>(S);
  int nb = 0;
  for (unsigned __int128 t = u; t != 0; t >>= 1) ++nb;
  if (nb > 24) u = (u >> (nb - 24)) << (nb - 24);
  const long double v = std::ldexp(static_cast<long double>(static_cast<uint64_t>(u >> 64)), 64) +
                        static_cast<long double>(static_cast<uint64_t>(u));  // 24 bits: exact
  const float f = static_cast<float>(std::ldexp(v, -48));
  return neg ? -f : f;
}

}  // namespace

float rz_fixed48(int64_t S) { return rz_fixed48_wide(S); }

float rz_add(double a, float C) {
  // v = a + C exactly as s + err (TwoSum, no fma needed), then truncate v.
  const double c = C;
  const double s = a + c;
  const double bp = s - a;
  const double err = (a - (s - bp)) + (c - bp);
  if (s == 0.0) return 0.0f;  // s = 0 only when a + C = 0 exactly
  uint64_t b;
  std::memcpy(&b, &s, sizeof b);
  b &= ~((uint64_t{1} << 29) - 1u);  // 24 significant bits of the magnitude (normal range here)
  double t;
  std::memcpy(&t, &b, sizeof t);
  float f = static_cast<float>(t);  // exact
  // s is a float exactly and the rest err points toward zero: v lies just below |f|
  if (t == s && err != 0.0 && ((err < 0.0) != (s < 0.0))) f = std::nextafter(f, 0.0f);
  return f;
}

namespace {

// Exact fixed-point sums of A_q * h_p per 16-wide chunk, in units of 2^-48,
// carried in doubles: every product is an integer of magnitude <= 2^24 * 2^25
// (|A| <= 1, |h| <= 2) and a chunk has at most 16 of them, so every partial
// sum is an integer of magnitude <= 2^53 and exact in double, in any order
// and with or without fma.
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

}  // namespace

namespace {
std::atomic<bool> g_mma_perturb{false};

// One ulp up or down (hash of the bits); zero and non-finite values stay.
float ulp_perturbed(float f) {
  if (f == 0.0f || !std::isfinite(f)) return f;
  const uint32_t h = float_bits(f) * 0x9E3779B1u;
  return std::nextafter(f, (h >> 31) != 0 ? std::numeric_limits<float>::infinity()
                                          : -std::numeric_limits<float>::infinity());
}
}  // namespace

void set_mma_ulp_perturbation(bool on) { g_mma_perturb.store(on, std::memory_order_relaxed); }
bool mma_ulp_perturbation() { return g_mma_perturb.load(std::memory_order_relaxed); }

namespace {
/// One MMA step's exact chunk sums (docs §4.4): sums[c][i] = 2^48 x the sum of output row i's
/// products over K chunk c (c = 0 only when 2R <= 16). False for a vector with NaN parts (the
/// model needs finite parts).
bool chunk_sums(const SplitMatrix& A, int q, const SplitVector& v, int p, double (&sums)[2][kMaxVec]) {
  if (!v.finite) return false;
  const int n2 = 2 * A.R;
  double h[kMaxVec];
  for (int k = 0; k < n2; ++k) h[k] = static_cast<double>(v.hi[p][k]);
  TCFFT_CPU_DISPATCH(mma_fixed, n2, A.cold[q].data(), h, sums);
  return true;
}
/// acc = RZ(acc + sum x 2^-48) (the scaling is exact), then the test hook's one-ulp move.
void chain_add(float& acc, double sum, bool perturb) {
  acc = rz_add(sum * 0x1p-48, acc);
  if (perturb) acc = ulp_perturbed(acc);
}
}  // namespace

void mma_chain(const SplitMatrix& A, int q, const SplitVector& v, int p, float* accum) {
  const int n2 = 2 * A.R;
  const int chunk = n2 > 16 ? 16 : n2;
  double sums[2][kMaxVec];
  if (!chunk_sums(A, q, v, p, sums)) {
    for (int i = 0; i < n2; ++i) accum[i] = std::numeric_limits<float>::quiet_NaN();
    return;
  }
  const bool perturb = g_mma_perturb.load(std::memory_order_relaxed);
  for (int c = 0; c * chunk < n2; ++c)
    for (int i = 0; i < n2; ++i) chain_add(accum[i], sums[c][i], perturb);
}

void mma_chain_chunks(const SplitMatrix& A, int q, const SplitVector& v, int p, float* acc0, float* acc1) {
  const int n2 = 2 * A.R;
  if (n2 <= 16) {  // one K chunk: the one chain
    mma_chain(A, q, v, p, acc0);
    return;
  }
  double sums[2][kMaxVec];
  if (!chunk_sums(A, q, v, p, sums)) {
    for (int i = 0; i < n2; ++i) acc0[i] = acc1[i] = std::numeric_limits<float>::quiet_NaN();
    return;
  }
  const bool perturb = g_mma_perturb.load(std::memory_order_relaxed);
  for (int i = 0; i < n2; ++i) {
    chain_add(acc0[i], sums[0][i], perturb);
    chain_add(acc1[i], sums[1][i], perturb);
  }
}

float unbias_rz(float a) {
  uint32_t b = float_bits(a);
  b += b & 1u;  // odd last bit: one ulp away from zero (magnitude bits + 1)
  return bits_float(b);
}

void tc_butterfly(const SplitMatrix& A, int P, const float* x, float* y) {
  const int n2 = 2 * A.R;
  SplitVector v;
  split_vector(x, n2, P, &v);
  // R <= 8: one chain per output (acc0); R = 16: one per output and K chunk (acc0: the real parts'
  // chunk, acc1: the imaginary parts'), added once at the end (docs §4.4, §4.15)
  const bool two = n2 > 16;
  float acc0[kMaxVec], acc1[kMaxVec];
  for (int i = 0; i < n2; ++i) acc0[i] = acc1[i] = 0.0f;
  const bool lo = A.Q > 1;
  if (P == 3) {
    mma_chain_chunks(A, 0, v, 2, acc0, acc1);  // (p, q) = (2, 0), part 2 carries 2^-22
    for (int i = 0; i < n2; ++i) {
      acc0[i] = acc0[i] * 0x1p-22f;  // exact
      acc1[i] = acc1[i] * 0x1p-22f;
    }
    if (lo) mma_chain_chunks(A, 1, v, 1, acc0, acc1);  // (1, 1)
  }
  if (P >= 2) {
    if (lo) mma_chain_chunks(A, 1, v, 0, acc0, acc1);  // (0, 1)
    mma_chain_chunks(A, 0, v, 1, acc0, acc1);          // (1, 0)
  }
  mma_chain_chunks(A, 0, v, 0, acc0, acc1);  // (0, 0) last
  for (int i = 0; i < n2; ++i) {
    float a = P >= 2 ? unbias_rz(acc0[i]) : acc0[i];
    if (two) a = a + (P >= 2 ? unbias_rz(acc1[i]) : acc1[i]);  // float, round to nearest
    y[i] = v.s * a;
  }
}

void line_scale(float m, float* s, float* inv) {
  const uint32_t E = float_bits(std::fabs(m)) >> 23;
  if (E >= 255u) {  // inf or NaN (a NaN m of either sign)
    *s = *inv = std::numeric_limits<float>::quiet_NaN();
    return;
  }
  const uint32_t Ec = E < 10u ? 10u : E;
  *s = bits_float((Ec - 9u) << 23);
  *inv = bits_float((263u - Ec) << 23);
}

namespace {

// f * 2^48 as an exact integer: every value here (an fp16 part, an accumulator built from sums in
// units of 2^-48, or 0) is a multiple of 2^-48 below 2^80 (checked).
i128 fixed48(float f) {
  if (f == 0.0f) return 0;
  int e = 0;
  const float fr = std::frexp(std::fabs(f), &e);         // [0.5, 1)
  const auto m = static_cast<int64_t>(std::ldexp(fr, 24));  // 24-bit integer, exact
  const int sh = e - 24 + 48;
  i128 v;
  if (sh >= 0) {
    if (sh > 100) std::abort();
    v = static_cast<i128>(m) << sh;
  } else {
    if ((m & ((int64_t{1} << -sh) - 1)) != 0) std::abort();  // not a multiple of 2^-48
    v = static_cast<i128>(m >> -sh);
  }
  return f < 0 ? -v : v;
}

}  // namespace

void tc_butterfly_line(const SplitMatrix& A, int P, const float* x, float* y, float inv, float s) {
  const int n2 = 2 * A.R;
  const int chunk = n2 > 16 ? 16 : n2;
  bool finite = std::isfinite(inv) && std::isfinite(s);
  for (int i = 0; i < n2; ++i) finite = finite && std::isfinite(x[i]);
  if (!finite) {
    for (int i = 0; i < n2; ++i) y[i] = std::numeric_limits<float>::quiet_NaN();
    return;
  }
  // the two parts in units of 2^-24 (fp16 values are multiples of 2^-24)
  int64_t h[2][kMaxVec];
  for (int i = 0; i < n2; ++i) {
    const float u = x[i] * inv;  // a power of two: exact in the normal range
    const float h0 = round_to_half(u);
    const float h1 = P >= 2 ? round_to_half(u - h0) : 0.0f;  // u - h0 exact
    h[0][i] = static_cast<int64_t>(std::ldexp(static_cast<double>(h0), 24));
    h[1][i] = static_cast<int64_t>(std::ldexp(static_cast<double>(h1), 24));
  }
  const bool perturb = mma_ulp_perturbation();
  // one chain per output and K chunk (R = 16: chunk 0 the real parts into acc[0], chunk 1 the
  // imaginary parts into acc[1], docs §4.15; R <= 8: the one chunk)
  float acc[2][kMaxVec];
  auto chain = [&](int q, int p) {
    const int32_t* col = A.col[static_cast<size_t>(q)].data();
    for (int c0 = 0, c = 0; c0 < n2; c0 += chunk, ++c)
      for (int i = 0; i < n2; ++i) {
        i128 S = fixed48(acc[c][i]);
        for (int k = c0; k < c0 + chunk; ++k) S += static_cast<i128>(col[k * n2 + i]) * h[p][k];
        acc[c][i] = rz_fixed48_wide(S);
        if (perturb) acc[c][i] = ulp_perturbed(acc[c][i]);
      }
  };
  for (int i = 0; i < n2; ++i) acc[0][i] = acc[1][i] = 0.0f;
  if (P >= 2) {
    if (A.Q > 1) chain(1, 0);  // (p, q) = (0, 1)
    chain(0, 1);               // (1, 0)
  }
  chain(0, 0);  // (0, 0) last
  // no unbias (§4.14): s carries the correction; R = 16: the chunks' chains added in float first
  for (int i = 0; i < n2; ++i) y[i] = s * (n2 > chunk ? acc[0][i] + acc[1][i] : acc[0][i]);
}

float line_out_scale(float s, int P) { return P >= 2 ? s * (1.0f + 0x1p-23f) : s; }

}  // namespace tcfft::cpu
