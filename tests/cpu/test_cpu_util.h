// Helpers shared by the CPU executor tests (tests/cpu/test_cpu_*.cpp): plans
// from problem arguments, typed storage buffers, a naive long double DFT and
// an independent, literal implementation of docs/numerics.md for bitwise
// comparison with the executor.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <cfenv>
#include <cstdlib>
#include <limits>
#include <cmath>
#include <complex>
#include <cstdint>
#include <cstring>
#include <memory>
#include <random>
#include <vector>

#include "core/executor.h"
#include "core/fp16.h"
#include "core/problem.h"
#include "cpu/dft_matrix.h"
#include "cpu/twiddles.h"
#include "plan/plan.h"

namespace tcfft::cputest {

using cld = std::complex<long double>;

struct Mode {
  Storage storage;
  Compute compute;
  int split;
  const char* name;
};

inline const std::vector<Mode>& all_modes() {
  static const std::vector<Mode> m = {
      {Storage::F64, Compute::Native, 2, "f64-native"},   {Storage::F32, Compute::Native, 2, "f32-native"},
      {Storage::F32, Compute::TcSplit, 2, "f32-split2"},  {Storage::F32, Compute::TcSplit, 3, "f32-split3"},
      {Storage::F32, Compute::TcFp16, 2, "f32-fp16"},     {Storage::F16, Compute::Native, 2, "f16-native"},
      {Storage::F16, Compute::TcSplit, 2, "f16-split2"},  {Storage::F16, Compute::TcFp16, 2, "f16-fp16"},
      {Storage::BF16, Compute::Native, 2, "bf16-native"}, {Storage::BF16, Compute::TcSplit, 2, "bf16-split2"},
  };
  return m;
}

/// A plan for a problem with optional embeds (nullptr: dense); max_pass_len as PlanOptions's.
inline Plan make_test_plan(int rank, const std::vector<long long>& n, long long batch, const Mode& md,
                           int forced_radix = 0, const long long* inembed = nullptr, long long istride = 1,
                           long long idist = 0, const long long* onembed = nullptr, long long ostride = 1,
                           long long odist = 0, int64_t max_pass_len = 0) {
  ProblemArgs a;
  a.rank = rank;
  a.n = n.data();
  a.inembed = inembed;
  a.istride = istride;
  a.idist = idist;
  a.onembed = onembed;
  a.ostride = ostride;
  a.odist = odist;
  a.batch = batch;
  a.storage = md.storage;
  a.compute = md.compute;
  a.split_terms = md.split;
  a.backend = Backend::Cpu;
  Problem p;
  Status st = make_problem(a, &p);
  EXPECT_TRUE(st.is_ok()) << st.message();
  Plan plan;
  PlanOptions opt;
  opt.forced_radix = forced_radix;
  opt.max_pass_len = max_pass_len;
  opt.long_pass_min_batch = 1;  // single lines of 16384 take the one-pass form, whose arithmetic these tests check
  st = make_plan(p, opt, &plan);
  EXPECT_TRUE(st.is_ok()) << st.message();
  return plan;
}

/// Complex elements of a storage type in a byte buffer.
struct Buffer {
  Storage s = Storage::F32;
  std::vector<unsigned char> bytes;
  Buffer() = default;
  Buffer(Storage st, int64_t n) : s(st), bytes(static_cast<size_t>(n) * complex_bytes(st)) {}
  int64_t size() const { return static_cast<int64_t>(bytes.size() / complex_bytes(s)); }
  void* data() { return bytes.data(); }
  const void* data() const { return bytes.data(); }
  // Stores v rounded to the storage type (RN).
  void set(int64_t i, cld v) {
    unsigned char* p = bytes.data() + static_cast<size_t>(i) * complex_bytes(s);
    switch (s) {
      case Storage::F64: {
        double d[2] = {static_cast<double>(v.real()), static_cast<double>(v.imag())};
        std::memcpy(p, d, 16);
        break;
      }
      case Storage::F32: {
        float f[2] = {static_cast<float>(v.real()), static_cast<float>(v.imag())};
        std::memcpy(p, f, 8);
        break;
      }
      case Storage::F16:
      case Storage::BF16: {
        const float a = static_cast<float>(v.real()), b = static_cast<float>(v.imag());
        uint16_t h[2];
        h[0] = s == Storage::F16 ? float_to_half_bits(a) : float_to_bf16_bits(a);
        h[1] = s == Storage::F16 ? float_to_half_bits(b) : float_to_bf16_bits(b);
        std::memcpy(p, h, 4);
        break;
      }
    }
  }
  cld get(int64_t i) const {
    const unsigned char* p = bytes.data() + static_cast<size_t>(i) * complex_bytes(s);
    switch (s) {
      case Storage::F64: {
        double d[2];
        std::memcpy(d, p, 16);
        return {d[0], d[1]};
      }
      case Storage::F32: {
        float f[2];
        std::memcpy(f, p, 8);
        return {f[0], f[1]};
      }
      default: {
        uint16_t h[2];
        std::memcpy(h, p, 4);
        if (s == Storage::F16) return {half_bits_to_float(h[0]), half_bits_to_float(h[1])};
        return {bf16_bits_to_float(h[0]), bf16_bits_to_float(h[1])};
      }
    }
  }
  void fill_random(uint32_t seed) {
    std::mt19937 rng(seed);
    std::uniform_real_distribution<double> u(-1.0, 1.0);
    for (int64_t i = 0; i < size(); ++i) set(i, cld(u(rng), u(rng)));
  }
};

inline Status run_plan(const Plan& plan, const void* in, void* out, int dir, double scale = 1.0) {
  std::unique_ptr<Executor> ex;
  Status st = make_cpu_executor(plan, &ex);
  if (!st.is_ok()) return st;
  ExecArgs a;
  a.in = in;
  a.out = out;
  a.direction = dir;
  a.scale = scale;
  return ex->execute(a);
}

/// Naive long double DFT (sign dir) of x.
inline std::vector<cld> naive_dft(const std::vector<cld>& x, int dir) {
  const int64_t n = static_cast<int64_t>(x.size());
  std::vector<cld> w(static_cast<size_t>(n)), y(static_cast<size_t>(n));
  for (int64_t m = 0; m < n; ++m) {
    long double re, im;
    cpu::twiddle_ld(m, n, &re, &im);
    w[static_cast<size_t>(m)] = cld(re, dir > 0 ? -im : im);
  }
  for (int64_t k = 0; k < n; ++k) {
    cld s = 0;
    for (int64_t j = 0; j < n; ++j) s += x[static_cast<size_t>(j)] * w[static_cast<size_t>((j * k) % n)];
    y[static_cast<size_t>(k)] = s;
  }
  return y;
}

inline double rel_l2(const std::vector<cld>& y, const std::vector<cld>& ref) {
  long double num = 0, den = 0;
  for (size_t i = 0; i < y.size(); ++i) {
    num += std::norm(y[i] - ref[i]);
    den += std::norm(ref[i]);
  }
  return den == 0 ? static_cast<double>(std::sqrt(num)) : static_cast<double>(std::sqrt(num / den));
}

// ---- Literal implementation of docs/numerics.md (slow, obvious) ----------

inline float ref_rz(long double v) {
  volatile long double vv = v;
  std::fesetround(FE_TOWARDZERO);
  volatile float f = static_cast<float>(vv);
  std::fesetround(FE_TONEAREST);
  return f;
}

/// Exact value v (a multiple of 2^-72, |v| < 2^55) in units of 2^-72.
inline __int128 ref_units72(long double v) {
  const long double t = std::ldexp(v, 72);
  if (std::fabs(t) >= 0x1p126L || t != std::floor(t)) std::abort();  // not a multiple of 2^-72: model misuse
  // split into two exact halves so the conversion to __int128 is exact
  const long double hi = std::floor(std::ldexp(t, -60));
  const long double lo = t - std::ldexp(hi, 60);
  return (static_cast<__int128>(static_cast<long long>(hi)) << 60) + static_cast<__int128>(static_cast<long long>(lo));
}

/// Truncation toward zero to float of S * 2^-72 (24 significant bits kept); 0 gives +0.
inline float ref_rz72(__int128 S) {
  if (S == 0) return 0.0f;
  const bool neg = S < 0;
  unsigned __int128 u = neg ? static_cast<unsigned __int128>(-S) : static_cast<unsigned __int128>(S);
  int nb = 0;
  for (unsigned __int128 t = u; t != 0; t >>= 1) ++nb;
  if (nb > 24) u = (u >> (nb - 24)) << (nb - 24);
  long double v = std::ldexp(static_cast<long double>(static_cast<unsigned long long>(u >> 64)), 64) +
                  static_cast<long double>(static_cast<unsigned long long>(u));
  const float f = static_cast<float>(std::ldexp(v, -72));  // 24 bits, normal range: exact
  return neg ? -f : f;
}

/// The docs §4 butterfly, written from the text: x has 2R floats. fixed (§4.8, P = 2): the scale
/// pair {inv, s} of a line-scaled stage instead of the §4.1 per-vector scale: u = x * inv, y = s * acc
/// with no unbias (§4.14; the caller's last s carries the 1 + 2^-23).
inline void ref_tc_butterfly(int R, int dir, int P, int Q, const float* x, float* y, const float* fixed = nullptr) {
  const int n2 = 2 * R;
  float A[2][32][32];
  for (int i = 0; i < n2; ++i)
    for (int k = 0; k < n2; ++k) {
      const long double a = cpu::dft_real_matrix_ld(R, dir, i, k);
      const long double hi = cpu::fp16_rn_ld(a);
      A[0][i][k] = static_cast<float>(hi);
      A[1][i][k] = Q > 1 ? static_cast<float>(cpu::fp16_rn_ld(a - hi)) : 0.0f;
    }
  // §4.1: one scale from max|x|; any inf/NaN component: every output NaN
  float m = 0;
  bool finite = true;
  for (int i = 0; i < n2; ++i) {
    finite = finite && std::isfinite(x[i]);
    m = std::fmax(m, std::fabs(x[i]));
  }
  if (fixed != nullptr) finite = finite && std::isfinite(fixed[0]) && std::isfinite(fixed[1]);
  if (!finite) {
    for (int i = 0; i < n2; ++i) y[i] = std::numeric_limits<float>::quiet_NaN();
    return;
  }
  int e = m == 0 || m < 0x1p-126f ? -127 : std::ilogb(m);  // floor(log2 m)
  if (e + 1 > 127) e = 126;
  const float s = fixed != nullptr ? fixed[1] : std::ldexp(1.0f, e + 1);
  float h[3][32] = {};
  for (int i = 0; i < n2; ++i) {
    const float u = fixed != nullptr ? static_cast<float>(static_cast<long double>(x[i]) * fixed[0])
                                     : static_cast<float>(static_cast<long double>(x[i]) / s);  // x/s rounded once
    h[0][i] = round_to_half(u);
    const float r0 = static_cast<float>(static_cast<long double>(u) - h[0][i]);
    h[1][i] = round_to_half(r0);
    const float r1 = static_cast<float>(static_cast<long double>(r0) - h[1][i]);
    h[2][i] = round_to_half(static_cast<float>(std::ldexp(static_cast<long double>(r1), 22)));
  }
  // §4.4: one accumulator chain per output, +0 at the start; each step: exact sum of the
  // chunk's products plus the accumulator, truncated. §4.15: R = 16 (2R = 32, two K chunks of
  // 16) keeps one chain per K chunk (the real parts, the imaginary parts) and adds the two
  // (each unbiased first outside a line scale) in float, rounded to nearest, before the scale.
  const int len = n2 <= 16 ? n2 : 16;
  auto step = [&](int q, int p, int i, int c0, float acc) {
    __int128 S = ref_units72(acc);
    for (int k = c0; k < c0 + len; ++k) S += ref_units72(static_cast<long double>(A[q][i][k]) * h[p][k]);
    return ref_rz72(S);
  };
  auto unbiased = [&](float acc) {
    if (P < 2 || fixed != nullptr) return acc;  // §4.14: none under a line scale
    // odd last significand bit: one ulp away from zero
    int ex = 0;
    const long double frac = std::frexp(static_cast<long double>(std::fabs(acc)), &ex);  // [0.5, 1)
    if (acc != 0 && static_cast<long long>(std::ldexp(frac, 24)) % 2 != 0)
      acc = std::nextafter(acc, acc > 0 ? std::numeric_limits<float>::infinity()
                                        : -std::numeric_limits<float>::infinity());
    return acc;
  };
  for (int i = 0; i < n2; ++i) {
    float sum = 0.0f;
    for (int c0 = 0; c0 < n2; c0 += len) {
      float acc = 0.0f;
      if (P == 3) {
        acc = step(0, 2, i, c0, acc);                                              // (p, q) = (2, 0)
        acc = static_cast<float>(std::ldexp(static_cast<long double>(acc), -22));  // exact
        if (Q > 1) acc = step(1, 1, i, c0, acc);                                   // (1, 1)
      }
      if (P >= 2) {
        if (Q > 1) acc = step(1, 0, i, c0, acc);  // (0, 1)
        acc = step(0, 1, i, c0, acc);             // (1, 0)
      }
      acc = step(0, 0, i, c0, acc);  // (0, 0)
      acc = unbiased(acc);
      sum = c0 == 0 ? acc : sum + acc;  // float + float: one rounding to nearest
    }
    y[i] = s * sum;
  }
}

/// docs §4.7, literally: the float radix-16 network on v (16 values), W16^m from the §3 table.
template <class T>
void ref_float16_network(std::complex<T>* v, int dir) {
  auto w = [&](int m, T* tr, T* ti) {
    long double wr, wi;
    cpu::twiddle_ld(m, 16, &wr, &wi);
    *tr = static_cast<T>(wr);
    *ti = dir > 0 ? -static_cast<T>(wi) : static_cast<T>(wi);
  };
  auto dft4 = [&](std::complex<T>& u0, std::complex<T>& u1, std::complex<T>& u2, std::complex<T>& u3) {
    const T t0r = u0.real() + u2.real(), t0i = u0.imag() + u2.imag();
    const T t1r = u0.real() - u2.real(), t1i = u0.imag() - u2.imag();
    const T t2r = u1.real() + u3.real(), t2i = u1.imag() + u3.imag();
    const T dr = u1.real() - u3.real(), di = u1.imag() - u3.imag();
    const T t3r = dir > 0 ? -di : di, t3i = dir > 0 ? dr : -dr;  // (dr + i di) * (-+i)
    u0 = {t0r + t2r, t0i + t2i};
    u1 = {t1r + t3r, t1i + t3i};
    u2 = {t0r - t2r, t0i - t2i};
    u3 = {t1r - t3r, t1i - t3i};
  };
  for (int i = 0; i < 4; ++i) dft4(v[i], v[i + 4], v[i + 8], v[i + 12]);
  for (int i = 1; i < 4; ++i)
    for (int k1 = 1; k1 < 4; ++k1) {
      std::complex<T>& a = v[i + 4 * k1];
      if (i * k1 == 4) {
        a = dir > 0 ? std::complex<T>(-a.imag(), a.real()) : std::complex<T>(a.imag(), -a.real());
        continue;
      }
      T tr, ti;
      w(i * k1, &tr, &ti);
      a = {std::fma(a.real(), tr, -(a.imag() * ti)), std::fma(a.real(), ti, a.imag() * tr)};
    }
  std::complex<T> out[16];
  for (int k1 = 0; k1 < 4; ++k1) {
    dft4(v[4 * k1], v[4 * k1 + 1], v[4 * k1 + 2], v[4 * k1 + 3]);
    for (int k2 = 0; k2 < 4; ++k2) out[k1 + 4 * k2] = v[4 * k1 + k2];
  }
  for (int k = 0; k < 16; ++k) v[k] = out[k];
}

/// docs §1-§4 on one line of compute type T (T = float for TC modes): the stages `radices` from
/// Stockham span Ns0 on (1: the whole pass).
template <class T>
std::vector<std::complex<T>> ref_stages(std::vector<std::complex<T>> x, const std::vector<int>& radices, Compute c,
                                        int split, int dir, bool line_rules, int64_t Ns0, bool float_net = false) {
  const int64_t N = static_cast<int64_t>(x.size());
  std::vector<std::complex<T>> y(x.size());
  int64_t Ns = Ns0;
  // §4.7: stage 0 of these passes in float; §4.8: their split stages scaled by the line
  const bool float0_pass = c == Compute::TcSplit && split == 2 &&
                           (radices == std::vector<int>{16, 16, 16} || radices == std::vector<int>{16, 8, 8});
  // §4.9: both split stages of 16, 16 and 8, 8 scaled by the line, from the maximum of the input
  // (TC_SPLIT with 2 terms, and TC_FP16 since v42)
  const bool line_compute = (c == Compute::TcSplit && split == 2) || c == Compute::TcFp16;
  const bool input_scaled_pass =
      line_compute && (radices == std::vector<int>{16, 16} || radices == std::vector<int>{8, 8});
  const size_t ls_first = float0_pass ? 1 : 0;  // the stage whose inputs give the line's maximum
  // line_rules = false: every split stage with §4.1's per-vector scales (the form §4.8 / §4.9 replace)
  const bool line_pass = line_rules && (float0_pass || input_scaled_pass);
  float ls_inv = 1, ls_s = 1;
  size_t stage = 0;
  for (int R : radices) {
    if (line_pass && stage == ls_first) {
      long double m = 0;
      bool nan = false;
      for (const auto& z : x) {
        nan = nan || std::isnan(z.real()) || std::isnan(z.imag());
        m = std::max({m, std::fabs(static_cast<long double>(z.real())), std::fabs(static_cast<long double>(z.imag()))});
      }
      if (nan || std::isinf(m)) {
        ls_inv = ls_s = std::numeric_limits<float>::quiet_NaN();
      } else {
        // E = biased exponent of m (0 for zero / subnormal), Ec = max(E, 10): s = 2^(Ec - 136)
        const int E = m < 0x1p-126L ? 0 : std::ilogb(m) + 127;
        const int Ec = std::max(E, 10);
        ls_s = std::ldexp(1.0f, Ec - 136);
        ls_inv = std::ldexp(1.0f, 136 - Ec);
      }
    }
    // §4.14: the last split stage's multiplier is the line's s times 1 + 2^-23 when P >= 2
    const bool split2 = c == Compute::TcSplit && split >= 2;
    const float last_s = static_cast<float>(static_cast<long double>(ls_s) * (split2 ? 1.0L + 0x1p-23L : 1.0L));
    const float fixed[2] = {stage == ls_first ? ls_inv : 1.0f, stage + 1 == radices.size() ? last_s : 1.0f};
    ++stage;
    for (int64_t j = 0; j < N / R; ++j) {
      const int64_t k = j % Ns;
      std::complex<T> v[16], V[16];
      for (int r = 0; r < R; ++r) {
        v[r] = x[static_cast<size_t>(j + r * (N / R))];
        const int64_t m = (r * k * (N / (Ns * R))) % N;
        if (m != 0) {
          long double wr, wi;
          cpu::twiddle_ld(m, N, &wr, &wi);
          const T tr = static_cast<T>(wr);
          const T ti = dir > 0 ? -static_cast<T>(wi) : static_cast<T>(wi);
          const T re = std::fma(v[r].real(), tr, -(v[r].imag() * ti));
          const T im = std::fma(v[r].real(), ti, (v[r].imag() * tr));
          v[r] = {re, im};
        }
      }
      if ((Ns == 1 && float0_pass) || (float_net && R == 16)) {
        for (int r = 0; r < 16; ++r) V[r] = v[r];  // §4.7: stage 0 of this pass in float (§4.12: twiddled)
        ref_float16_network(V, dir);
      } else if (c == Compute::Native || R == 2) {  // §4.6 (v4): a radix-2 stage is native in every mode
        for (int a = 0; a < R; ++a) {
          T sr = 0, si = 0;
          for (int b = 0; b < R; ++b) {
            long double wr, wi;
            cpu::twiddle_ld((a * b) % R, R, &wr, &wi);
            const T tr = static_cast<T>(wr);
            const T ti = dir > 0 ? -static_cast<T>(wi) : static_cast<T>(wi);
            const T pr = std::fma(v[b].real(), tr, -(v[b].imag() * ti));
            const T pi = std::fma(v[b].real(), ti, (v[b].imag() * tr));
            if (b == 0) {
              sr = pr;
              si = pi;
            } else {
              sr = sr + pr;
              si = si + pi;
            }
          }
          V[a] = {sr, si};
        }
      } else {
        const int P = c == Compute::TcFp16 ? 1 : split;
        const int Q = (c == Compute::TcSplit && R >= 8) ? 2 : 1;
        float xin[32], yout[32];
        for (int r = 0; r < R; ++r) {
          xin[r] = static_cast<float>(v[r].real());
          xin[R + r] = static_cast<float>(v[r].imag());
        }
        ref_tc_butterfly(R, dir, P, Q, xin, yout, line_pass ? fixed : nullptr);
        for (int r = 0; r < R; ++r) V[r] = {yout[r], yout[R + r]};
      }
      for (int r = 0; r < R; ++r) y[static_cast<size_t>((j / Ns) * Ns * R + k + r * Ns)] = V[r];
    }
    std::swap(x, y);
    Ns *= R;
  }
  return x;
}

/// docs §1-§4 on one line of compute type T (T = float for TC modes). §4.11 (line_rules, TC_SPLIT
/// with 2 terms, radices 16, 16, 2 / 8, 8, 2 / 16, 8, 8, 2 / 16, 16, 16, 2; TC_FP16 16, 16, 2 / 8, 8, 2) literally: the even and
/// the odd elements as two lines of n/2 under §4.9 (256, 64) or §4.7 + §4.8 (1024, 4096), then the
/// radix-2 stage (Ns = n/2) on [E, O]. §4.12 (16, 8, 8, 16): below.
template <class T>
std::vector<std::complex<T>> ref_line(std::vector<std::complex<T>> x, const std::vector<int>& radices, Compute c,
                                      int split, int dir, bool line_rules = true) {
  // §4.12 literally: the 16 sub-lines x[b + 16 i] as 1024-point §4.7 / §4.8 lines (16, 8, 8), sub-line
  // b's output k at 1024 b + k, then the last radix-16 stage (Ns = 1024): twiddles, float network
  if (line_rules && c == Compute::TcSplit && split == 2 && radices == std::vector<int>{16, 8, 8, 16}) {
    const size_t m = x.size() / 16;
    std::vector<std::complex<T>> z(x.size()), sub(m);
    for (size_t b = 0; b < 16; ++b) {
      for (size_t i = 0; i < m; ++i) sub[i] = x[b + 16 * i];
      sub = ref_stages<T>(sub, {16, 8, 8}, c, split, dir, true, 1);
      for (size_t k = 0; k < m; ++k) z[m * b + k] = sub[k];
    }
    return ref_stages<T>(std::move(z), {16}, c, split, dir, true, static_cast<int64_t>(m), true);
  }
  // (TC_FP16 too, since v42, for the sub-rows under §4.9: 16, 16, 2 and 8, 8, 2)
  const bool subrow_pass =
      line_rules &&
      (((c == Compute::TcSplit && split == 2) &&
        (radices == std::vector<int>{16, 16, 2} || radices == std::vector<int>{8, 8, 2} ||
         radices == std::vector<int>{16, 8, 8, 2} || radices == std::vector<int>{16, 16, 16, 2})) ||
       (c == Compute::TcFp16 && (radices == std::vector<int>{16, 16, 2} || radices == std::vector<int>{8, 8, 2})));
  if (!subrow_pass) return ref_stages<T>(std::move(x), radices, c, split, dir, line_rules, 1);
  const size_t h = x.size() / 2;
  std::vector<std::complex<T>> e(h), o(h);
  for (size_t i = 0; i < h; ++i) {
    e[i] = x[2 * i];
    o[i] = x[2 * i + 1];
  }
  const std::vector<int> sub(radices.begin(), radices.end() - 1);
  e = ref_stages<T>(e, sub, c, split, dir, true, 1);
  o = ref_stages<T>(o, sub, c, split, dir, true, 1);
  for (size_t i = 0; i < h; ++i) {
    x[i] = e[i];
    x[h + i] = o[i];
  }
  return ref_stages<T>(std::move(x), {2}, c, split, dir, true, static_cast<int64_t>(h));
}

}  // namespace tcfft::cputest
