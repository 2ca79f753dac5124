// Ergün-style property checks (CPU backend, public API), usable at sizes
// where a long double FFT oracle is expensive, and at small sizes too:
//  - linearity: T(a x + b y) = a T(x) + b T(y) for random complex a, b;
//  - impulse response: a few deltas with random amplitudes at positions p
//    transform to sum_j a_j exp(-+2 pi i p_j.k / n) (analytic reference);
//  - time shift: a circular shift by m multiplies the spectrum by the phase
//    ramp exp(-+2 pi i m.k / n);
//  - round trip: inverse(forward(x)) with NORM_BY_N on the inverse = x
//    (cheap, catches sign/scale bugs; never the only check).
// Bounds are derived from the per-mode rel-L2 tolerance `tol` of
// tests/common/tolerance.h: each computed transform T^ satisfies
// ||T^(v) - T(v)|| <= tol ||T(v)||, and the triangle inequality gives the
// bounds written next to each check.
#include <gtest/gtest.h>

#include <cmath>
#include <string>
#include <vector>

#include "common/modes.h"
#include "common/oracle.h"
#include "common/random.h"
#include "common/reference.h"

namespace tct {
namespace {

enum class Kind { Linearity, Impulse, TimeShift, RoundTrip };

const char* kind_name(Kind k) {
  switch (k) {
    case Kind::Linearity: return "Linearity";
    case Kind::Impulse: return "Impulse";
    case Kind::TimeShift: return "TimeShift";
    case Kind::RoundTrip: return "RoundTrip";
  }
  return "?";
}


struct Shape {
  const char* name;
  int rank;
  std::array<long long, 3> n;
  long long batch;
};

struct PropCase {
  Kind kind;
  Mode mode;
  Shape shape;
  int direction;
};

long double l2(const std::vector<cld>& v) {
  long double s = 0;
  for (const cld& z : v) s += std::norm(z);
  return std::sqrt(s);
}

// exp(sign*2*pi*i*m/n) for m = 0..n-1, long double.
std::vector<cld> root_table(long long n, int sign) {
  std::vector<cld> t(static_cast<size_t>(n));
  for (long long m = 0; m < n; ++m) t[static_cast<size_t>(m)] = unit_root_ld(m, n, sign);
  return t;
}

// Multi-index (row-major) of flat element e.
std::array<long long, 3> unflatten(const Spec& s, long long e) {
  std::array<long long, 3> idx{0, 0, 0};
  for (int d = s.rank - 1; d >= 0; --d) {
    idx[d] = e % s.n[d];
    e /= s.n[d];
  }
  return idx;
}

long long flatten(const Spec& s, const std::array<long long, 3>& idx) {
  long long e = 0;
  for (int d = 0; d < s.rank; ++d) e = e * s.n[d] + idx[d];
  return e;
}

std::vector<cld> transform(const Spec& s, const std::vector<cld>& x) {
  const RunResult r = run(s, x);
  EXPECT_TRUE(r.ok()) << s.name() << ": " << r.message;
  EXPECT_TRUE(r.gaps_untouched) << s.name();
  EXPECT_TRUE(r.input_unchanged) << s.name();
  if (!r.ok()) return std::vector<cld>(x.size(), cld(NAN, NAN));
  return r.y;
}

void check_linearity(const Spec& s, double tol) {
  const size_t M = static_cast<size_t>(s.points() * s.batch);
  const std::vector<cld> x = make_input(s, 11), y = make_input(s, 12);
  const cld a = random_scalar(13), b = random_scalar(14);
  std::vector<cld> z(M), d(M);
  for (size_t i = 0; i < M; ++i) {
    const cld exact = a * x[i] + b * y[i];
    z[i] = round_to_storage(exact, s.storage);
    d[i] = z[i] - exact;  // the storage rounding of the combined input
  }
  const std::vector<cld> X = transform(s, x), Y = transform(s, y), Z = transform(s, z);
  std::vector<cld> diff(M);
  for (size_t i = 0; i < M; ++i) diff[i] = Z[i] - a * X[i] - b * Y[i];
  // T(z) = a T(x) + b T(y) + T(d) exactly, ||T(d)|| = sqrt(N) ||d|| (times
  // the normalization), so
  //   ||Z^ - a X^ - b Y^|| <= tol (||Z^|| + |a| ||X^|| + |b| ||Y^||) + sqrt(N) ||d|| * scale.
  const long double N = static_cast<long double>(s.points());
  const long double scale =
      s.norm == TCFFT_NORM_BY_N ? 1.0L / N : s.norm == TCFFT_NORM_BY_SQRT_N ? 1.0L / std::sqrt(N) : 1.0L;
  const long double bound =
      tol * (l2(Z) + std::abs(a) * l2(X) + std::abs(b) * l2(Y)) + std::sqrt(N) * l2(d) * scale;
  const long double lhs = l2(diff);
  ::testing::Test::RecordProperty("linearity_defect_rel", std::to_string(static_cast<double>(lhs / l2(Z))));
  EXPECT_LE(lhs, bound) << s.name() << ": linearity defect " << static_cast<double>(lhs / l2(Z))
                        << " relative; bound " << static_cast<double>(bound / l2(Z));
}

void check_impulse(const Spec& s, double tol) {
  const long long N = s.points();
  const size_t M = static_cast<size_t>(N * s.batch);
  std::vector<cld> x(M, cld(0, 0));
  // Three deltas per batch at seeded positions (always including index 0 in
  // batch 0 and the last index in the last batch), random amplitudes.
  struct Delta {
    long long pos;
    cld amp;
  };
  std::vector<std::vector<Delta>> deltas(static_cast<size_t>(s.batch));
  const std::vector<cld> r = random_complex(static_cast<size_t>(6 * s.batch), 21);
  for (long long b = 0; b < s.batch; ++b) {
    for (int j = 0; j < 3; ++j) {
      const long double u = std::fabs(r[static_cast<size_t>(6 * b + 2 * j)].real());
      long long pos = static_cast<long long>(u * static_cast<long double>(N)) % N;
      if (b == 0 && j == 0) pos = 0;
      if (b == s.batch - 1 && j == 2) pos = N - 1;
      const cld amp = round_to_storage(r[static_cast<size_t>(6 * b + 2 * j + 1)], s.storage);
      // Merge repeated positions so x holds exactly the sum of the deltas.
      bool merged = false;
      for (Delta& dd : deltas[static_cast<size_t>(b)]) {
        if (dd.pos == pos) {
          merged = true;
          break;
        }
      }
      if (merged) continue;
      deltas[static_cast<size_t>(b)].push_back({pos, amp});
      x[static_cast<size_t>(b * N + pos)] = amp;
    }
  }
  const std::vector<cld> X = transform(s, x);
  // Analytic reference, from per-axis root tables.
  std::vector<std::vector<cld>> tab(static_cast<size_t>(s.rank));
  for (int d = 0; d < s.rank; ++d) tab[static_cast<size_t>(d)] = root_table(s.n[d], s.direction);
  const long double Nl = static_cast<long double>(N);
  const long double scale =
      s.norm == TCFFT_NORM_BY_N ? 1.0L / Nl : s.norm == TCFFT_NORM_BY_SQRT_N ? 1.0L / std::sqrt(Nl) : 1.0L;
  std::vector<cld> ref(M);
  for (long long b = 0; b < s.batch; ++b) {
    for (long long k = 0; k < N; ++k) {
      const auto kk = unflatten(s, k);
      cld acc = 0;
      for (const Delta& dd : deltas[static_cast<size_t>(b)]) {
        const auto pp = unflatten(s, dd.pos);
        cld w = 1;
        for (int d = 0; d < s.rank; ++d) w *= tab[static_cast<size_t>(d)][static_cast<size_t>((pp[d] * kk[d]) % s.n[d])];
        acc += dd.amp * w;
      }
      ref[static_cast<size_t>(b * N + k)] = acc * scale;
    }
  }
  const ErrorStats e = compare(X, ref);
  ::testing::Test::RecordProperty("impulse_rel_l2", std::to_string(static_cast<double>(e.rel_l2)));
  EXPECT_LE(e.rel_l2, tol) << s.name() << ": impulse response " << e.str();
  EXPECT_LE(e.rel_linf, rel_linf_tolerance(tol, static_cast<double>(M))) << s.name() << ": " << e.str();
}

void check_time_shift(const Spec& s, double tol) {
  const long long N = s.points();
  const size_t M = static_cast<size_t>(N * s.batch);
  const std::vector<cld> x = make_input(s, 31);
  // Shift by m_d along every axis (m_d = n_d/3 + 1 mod n_d: not a power of two).
  std::array<long long, 3> m{0, 0, 0};
  for (int d = 0; d < s.rank; ++d) m[d] = (s.n[d] / 3 + 1) % s.n[d];
  std::vector<cld> y(M);
  for (long long b = 0; b < s.batch; ++b) {
    for (long long e = 0; e < N; ++e) {
      auto idx = unflatten(s, e);
      for (int d = 0; d < s.rank; ++d) idx[d] = (idx[d] + m[d]) % s.n[d];
      y[static_cast<size_t>(b * N + flatten(s, idx))] = x[static_cast<size_t>(b * N + e)];  // y[j + m] = x[j]
    }
  }
  const std::vector<cld> X = transform(s, x), Y = transform(s, y);
  std::vector<std::vector<cld>> tab(static_cast<size_t>(s.rank));
  for (int d = 0; d < s.rank; ++d) tab[static_cast<size_t>(d)] = root_table(s.n[d], s.direction);
  std::vector<cld> diff(M);
  for (long long b = 0; b < s.batch; ++b) {
    for (long long k = 0; k < N; ++k) {
      const auto kk = unflatten(s, k);
      cld w = 1;
      for (int d = 0; d < s.rank; ++d) w *= tab[static_cast<size_t>(d)][static_cast<size_t>((m[d] * kk[d]) % s.n[d])];
      const size_t i = static_cast<size_t>(b * N + k);
      diff[i] = Y[i] - X[i] * w;
    }
  }
  // Y = X * ramp exactly (|ramp| = 1), so ||Y^ - X^ ramp|| <= tol (||Y^|| + ||X^||).
  const long double lhs = l2(diff), bound = tol * (l2(Y) + l2(X));
  ::testing::Test::RecordProperty("shift_defect_rel", std::to_string(static_cast<double>(lhs / l2(Y))));
  EXPECT_LE(lhs, bound) << s.name() << ": time-shift defect " << static_cast<double>(lhs / l2(Y)) << " relative";
}

void check_round_trip(const Spec& s, const ToleranceMode& tm) {
  const std::vector<cld> x = make_input(s, 41);
  Spec f = s, i = s;
  f.direction = s.direction;
  f.norm = TCFFT_NORM_NONE;
  i.direction = -s.direction;
  i.norm = TCFFT_NORM_BY_N;
  const std::vector<cld> X = transform(f, x);
  const std::vector<cld> xx = transform(i, X);
  ToleranceMode ti = tm;
  ti.norm = TCFFT_NORM_BY_N;
  ToleranceMode tf = tm;
  tf.norm = TCFFT_NORM_NONE;
  const double t1 = rel_l2_tolerance(tf, s.rank, s.n), t2 = rel_l2_tolerance(ti, s.rank, s.n);
  // ||x^ - x|| <= t2 ||T^-1 X^|| + ||T^-1 (X^ - X)|| <= (t2 (1 + t1) + t1) ||x||.
  const double tol = t1 + t2 + t1 * t2;
  const ErrorStats e = compare(xx, x);
  ::testing::Test::RecordProperty("round_trip_rel_l2", std::to_string(static_cast<double>(e.rel_l2)));
  EXPECT_LE(e.rel_l2, tol) << s.name() << ": round trip " << e.str();
}

class Properties : public ::testing::TestWithParam<PropCase> {};

TEST_P(Properties, Holds) {
  const PropCase& c = GetParam();
  Spec s;
  s.rank = c.shape.rank;
  s.n = c.shape.n;
  s.batch = c.shape.batch;
  s.storage = c.mode.storage;
  s.compute = c.mode.compute;
  s.split_terms = c.mode.split_terms;
  s.direction = c.direction;
  const ToleranceMode tm = s.tol_mode();
  const double tol = rel_l2_tolerance(tm, s.rank, s.n);
  switch (c.kind) {
    case Kind::Linearity: check_linearity(s, tol); break;
    case Kind::Impulse: check_impulse(s, tol); break;
    case Kind::TimeShift: check_time_shift(s, tol); break;
    case Kind::RoundTrip: check_round_trip(s, tm); break;
  }
}

const Mode kModes[] = {kF64, kF32, kSplit2, kFp16, kF16, kBF16};

const Shape kSmall1{"N64_b4", 1, {64, 1, 1}, 4};
const Shape kSmall2{"N2048_b2", 1, {2048, 1, 1}, 2};
const Shape kSmall2D{"64x32_b2", 2, {64, 32, 1}, 2};
const Shape kBig{"N2e20", 1, {1 << 20, 1, 1}, 1};
const Shape kHuge{"N2e22", 1, {1 << 22, 1, 1}, 1};
const Shape kBig2D{"1024x1024", 2, {1024, 1024, 1}, 1};
const Shape kMid3D{"16x32x64", 3, {16, 32, 64}, 1};

std::vector<PropCase> prop_cases() {
  std::vector<PropCase> v;
  int k = 0;
  for (Kind kind : {Kind::Linearity, Kind::Impulse, Kind::TimeShift, Kind::RoundTrip}) {
    for (const Mode& m : kModes) {
      for (const Shape& sh : {kSmall1, kSmall2, kSmall2D, kBig}) {
        v.push_back({kind, m, sh, (k++ % 2) ? TCFFT_INVERSE : TCFFT_FORWARD});
      }
    }
    v.push_back({kind, kSplit3, {"N2e16", 1, {1 << 16, 1, 1}, 1}, TCFFT_FORWARD});
    v.push_back({kind, kModes[1], kMid3D, TCFFT_INVERSE});
  }
  // Beyond 2^20: F32 native everything but round trip; split impulse; a
  // 2^20-point 2D impulse and shift.
  v.push_back({Kind::Linearity, kModes[1], kHuge, TCFFT_FORWARD});
  v.push_back({Kind::Impulse, kModes[1], kHuge, TCFFT_INVERSE});
  v.push_back({Kind::TimeShift, kModes[1], kHuge, TCFFT_FORWARD});
  v.push_back({Kind::Impulse, kModes[2], kHuge, TCFFT_FORWARD});
  // Four-step plans (n > 8192) with batch 2: F64 impulse and split time shift.
  v.push_back({Kind::Impulse, kModes[0], {"N2e22_b2", 1, {1 << 22, 1, 1}, 2}, TCFFT_INVERSE});
  v.push_back({Kind::TimeShift, kModes[2], {"N2e18_b2", 1, {1 << 18, 1, 1}, 2}, TCFFT_INVERSE});
  v.push_back({Kind::Impulse, kModes[2], kBig2D, TCFFT_INVERSE});
  v.push_back({Kind::TimeShift, kModes[0], kBig2D, TCFFT_FORWARD});
  return v;
}

INSTANTIATE_TEST_SUITE_P(Ergun, Properties, ::testing::ValuesIn(prop_cases()),
                         [](const ::testing::TestParamInfo<PropCase>& i) {
                           return std::string(kind_name(i.param.kind)) + "_" + i.param.mode.name + "_" +
                                  i.param.shape.name + (i.param.direction < 0 ? "_fwd" : "_inv");
                         });

}  // namespace
}  // namespace tct
