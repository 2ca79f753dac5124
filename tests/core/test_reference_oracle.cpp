// The test oracle itself: FFTW long double against the naive long double DFT
// (1D, 2D, 3D, both signs, non-power-of-two too), metrics behaviour (NaN
// fails every comparison), the tolerance formulas' fixed points, and the
// random generator's promises (range, no zeros, determinism).
#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "common/metrics.h"
#include "common/random.h"
#include "common/reference.h"
#include "common/runner.h"
#include "common/tolerance.h"

namespace tct {
namespace {

class ReferenceVsNaive : public ::testing::TestWithParam<long long> {};

TEST_P(ReferenceVsNaive, Agree1D) {
  const long long n = GetParam();
  const std::vector<cld> x = random_complex(static_cast<size_t>(3 * n), 17);
  for (int sign : {-1, 1}) {
    const ErrorStats e = compare(reference_dft(1, {n, 1, 1}, 3, x, sign), naive_dft_1d(n, 3, x, sign));
    // Both in long double (u = 2^-64): agreement to ~1e-17 * log2 n; 1e-16 is ample.
    EXPECT_LE(e.rel_l2, 1e-16L) << "n=" << n << " sign " << sign << " " << e.str();
  }
}

INSTANTIATE_TEST_SUITE_P(Sizes, ReferenceVsNaive, ::testing::Values(1, 2, 3, 8, 12, 64, 100, 256));

TEST(Reference, MultiDimensionalIsProductOfOneDimensional) {
  // 2D 4x8 via the 1D naive DFT along rows then columns.
  const long long a = 4, b = 8;
  const std::vector<cld> x = random_complex(static_cast<size_t>(a * b), 3);
  std::vector<cld> rows(x.size()), out(x.size());
  for (long long i = 0; i < a; ++i) {
    std::vector<cld> r(x.begin() + i * b, x.begin() + (i + 1) * b);
    const auto R = naive_dft_1d(b, 1, r, -1);
    std::copy(R.begin(), R.end(), rows.begin() + i * b);
  }
  for (long long j = 0; j < b; ++j) {
    std::vector<cld> c(a);
    for (long long i = 0; i < a; ++i) c[i] = rows[i * b + j];
    const auto C = naive_dft_1d(a, 1, c, -1);
    for (long long i = 0; i < a; ++i) out[i * b + j] = C[i];
  }
  EXPECT_LE(compare(reference_dft(2, {a, b, 1}, 1, x, -1), out).rel_l2, 1e-16L);
}

TEST(Metrics, NaNFailsEveryComparison) {
  std::vector<cld> y = random_complex(8, 1), ref = y;
  y[3] = cld(std::numeric_limits<long double>::quiet_NaN(), 0);
  const ErrorStats e = compare(y, ref);
  EXPECT_FALSE(e.rel_l2 <= 1.0L);
  EXPECT_FALSE(e.rel_linf <= 1.0L);
}

TEST(Metrics, KnownValues) {
  std::vector<cld> ref = {cld(3, 4), cld(0, 0)}, y = {cld(3, 4), cld(0, 0.5L)};
  const ErrorStats e = compare(y, ref);
  EXPECT_NEAR(static_cast<double>(e.rel_l2), 0.1, 1e-15);
  EXPECT_NEAR(static_cast<double>(e.rel_linf), 0.1, 1e-15);
}

TEST(Random, RangeNoZerosDeterministic) {
  const std::vector<cld> a = random_complex(100000, 9), b = random_complex(100000, 9), c = random_complex(10, 10);
  EXPECT_EQ(a, b);
  EXPECT_NE(std::vector<cld>(a.begin(), a.begin() + 10), c);
  long double mn = 1, mx = -1;
  for (const cld& z : a) {
    for (long double v : {z.real(), z.imag()}) {
      EXPECT_NE(v, 0.0L);
      mn = std::fmin(mn, v);
      mx = std::fmax(mx, v);
    }
  }
  EXPECT_GE(mn, -1.0L);
  EXPECT_LT(mx, 1.0L);
  EXPECT_LT(mn, -0.999L);
  EXPECT_GT(mx, 0.999L);
}

TEST(Tolerance, FormulaFixedPoints) {
  ToleranceMode f64;
  f64.storage = TCFFT_F64;
  EXPECT_EQ(rel_l2_tolerance(f64, 1, {1, 1, 1}), 0.0);            // N = 1 must be exact
  // The F64 model bound implies the project requirement 1e-14 * log2 N.
  for (int l = 1; l <= 62; ++l) {
    EXPECT_LE(rel_l2_tolerance(f64, 1, {1LL << l, 1, 1}), 1e-14 * l) << l;
    EXPECT_LE(rel_l2_tolerance(f64, 2, {1LL << (l / 2), 1LL << (l - l / 2), 1}), 1e-14 * l) << l;
  }
  ToleranceMode f32;
  EXPECT_DOUBLE_EQ(rel_l2_tolerance(f32, 1, {1 << 16, 1, 1}), 2.5 * kU32 * 4.0);
  ToleranceMode f16 = f32;
  f16.storage = TCFFT_F16;
  EXPECT_DOUBLE_EQ(rel_l2_tolerance(f16, 1, {1, 1, 1}), kU16);
  EXPECT_EQ(stages_for(1 << 20, 0), 5);
  EXPECT_EQ(stages_for(1 << 10, 8), 4);
  EXPECT_EQ(stages_for(1, 2), 0);
}

// The oracle discriminates: a correct F32 result passes its tolerance, and
// the same result compared with a wrong reference (wrong sign, wrong scale,
// output shifted by one bin, one corrupted element) fails it by far.
TEST(Oracle, DetectsWrongSignScaleShiftAndSingleBadElement) {
  Spec s;
  s.n = {1024, 1, 1};
  s.batch = 2;
  const std::vector<cld> x = make_input(s, 123);
  const RunResult r = run(s, x);
  ASSERT_TRUE(r.ok()) << r.message;
  const double tol = rel_l2_tolerance(s.tol_mode(), 1, s.n);
  const std::vector<cld> ref = reference_for(s, x);
  EXPECT_LE(compare(r.y, ref).rel_l2, tol);
  Spec inv = s;
  inv.direction = TCFFT_INVERSE;
  EXPECT_GT(compare(r.y, reference_for(inv, x)).rel_l2, 1000 * tol);
  Spec scaled = s;
  scaled.norm = TCFFT_NORM_BY_SQRT_N;
  EXPECT_GT(compare(r.y, reference_for(scaled, x)).rel_l2, 1000 * tol);
  std::vector<cld> shifted(ref.size());
  for (size_t i = 0; i < ref.size(); ++i) shifted[i] = ref[(i + 1) % ref.size()];
  EXPECT_GT(compare(r.y, shifted).rel_l2, 1000 * tol);
  std::vector<cld> one_bad = r.y;
  one_bad[777] += cld(1e-3L, 0);  // one output off by ~3e-5 of its typical size
  EXPECT_GT(compare(one_bad, ref).rel_l2, tol);
}

TEST(Runner, ResolveMatchesCufftAdvancedLayoutRule) {
  Spec s;
  s.rank = 2;
  s.n = {3 - 1, 4, 1};  // 2 x 4
  s.batch = 2;
  SideLayout l;
  l.dense = false;
  l.embed = {9, 6, 1};
  l.stride = 2;
  l.dist = 100;
  const Resolved r = resolve(s, l);
  // element (i0, i1) of batch b at b*dist + (i0*embed[1] + i1)*stride
  EXPECT_EQ(r.offsets[0], 0);
  EXPECT_EQ(r.offsets[1], 2);
  EXPECT_EQ(r.offsets[4], 12);
  EXPECT_EQ(r.offsets[8], 100);
  EXPECT_EQ(r.offsets[15], 100 + (6 + 3) * 2);
  EXPECT_EQ(r.extent, 100 + (6 + 3) * 2 + 1);
}

}  // namespace
}  // namespace tct
