// Twiddle tables (docs §3) and the direct-sum W tables (docs §2).
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <vector>

#include "core/fp16.h"
#include "cpu/dft_matrix.h"
#include "cpu/twiddles.h"

namespace tcfft::cpu {
namespace {

constexpr long double kPi = 3.14159265358979323846264338327950288L;

TEST(CpuTwiddles, LongDoubleValuesAreAccurateAndSymmetric) {
  for (int64_t n : {1, 2, 4, 8, 16, 64, 1024, 1 << 16}) {
    for (int64_t m = 0; m < n; m += std::max<int64_t>(1, n / 4096)) {
      long double re, im;
      twiddle_ld(m, n, &re, &im);
      const long double a = 2 * kPi * m / n;
      // Against an unreduced long double evaluation (itself off by ~a * 2^-64).
      EXPECT_LE(std::fabs(re - std::cos(a)), 2e-18L) << n << " " << m;
      EXPECT_LE(std::fabs(im + std::sin(a)), 2e-18L) << n << " " << m;
      // Exact symmetries: T[m + n/2] = -T[m], T[n - m] = conj(T[m]).
      if (n >= 2) {
        long double r2, i2;
        twiddle_ld(m + n / 2, n, &r2, &i2);
        EXPECT_EQ(r2 == 0 ? 0.0L : r2, re == 0 ? 0.0L : -re);
        EXPECT_EQ(i2 == 0 ? 0.0L : i2, im == 0 ? 0.0L : -im);
        twiddle_ld(n - m, n, &r2, &i2);
        EXPECT_EQ(r2, re);
        EXPECT_EQ(i2 == 0 ? 0.0L : i2, im == 0 ? 0.0L : -im);
      }
    }
  }
}

TEST(CpuTwiddles, ExactPointsAndPositiveZeros) {
  long double re, im;
  twiddle_ld(0, 8, &re, &im);
  EXPECT_EQ(re, 1.0L);
  EXPECT_FALSE(std::signbit(im));
  twiddle_ld(2, 8, &re, &im);  // -i
  EXPECT_EQ(re, 0.0L);
  EXPECT_FALSE(std::signbit(re));
  EXPECT_EQ(im, -1.0L);
  twiddle_ld(4, 8, &re, &im);  // -1
  EXPECT_EQ(re, -1.0L);
  EXPECT_FALSE(std::signbit(im));
  twiddle_ld(1, 8, &re, &im);  // pi/4: both parts the same value
  EXPECT_EQ(re, -im);
  twiddle_ld(3, 4, &re, &im);  // n < 8: +i
  EXPECT_EQ(im, 1.0L);
  EXPECT_FALSE(std::signbit(re));
}

template <class T>
void check_table(int64_t n) {
  const TwiddleTable<T> t(n);
  const std::vector<T> full = full_twiddle_table<T>(n);
  for (int64_t m = 0; m < n; ++m) {
    T re, im;
    t.get(m, &re, &im);
    long double lr, li;
    twiddle_ld(m, n, &lr, &li);
    ASSERT_EQ(std::memcmp(&re, &full[2 * m], sizeof(T)), 0) << n << " " << m;
    ASSERT_EQ(std::memcmp(&im, &full[2 * m + 1], sizeof(T)), 0) << n << " " << m;
    ASSERT_EQ(re, static_cast<T>(lr));
    ASSERT_EQ(im, static_cast<T>(li));
  }
}

TEST(CpuTwiddles, CompactTableEqualsFullTableBitwise) {
  for (int64_t n = 1; n <= (1 << 14); n *= 2) {
    check_table<float>(n);
    check_table<double>(n);
  }
}

TEST(CpuTwiddles, DirectW) {
  for (int R : {2, 4, 8, 16}) {
    const DirectW<float> f = make_direct_w<float>(R, -1), b = make_direct_w<float>(R, +1);
    for (int m = 0; m < R; ++m) {
      long double re, im;
      twiddle_ld(m, R, &re, &im);
      EXPECT_EQ(f.re[m], static_cast<float>(re));
      EXPECT_EQ(f.im[m], static_cast<float>(im));
      EXPECT_EQ(b.re[m], f.re[m]);
      EXPECT_EQ(b.im[m], -f.im[m]);
    }
  }
}

}  // namespace
}  // namespace tcfft::cpu
