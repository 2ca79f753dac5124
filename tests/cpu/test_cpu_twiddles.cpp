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

// The composition the CUDA post-twiddle table builder runs on the device (post_twiddle_table.cu):
// the octant values and shifts a TwiddleTable exposes, octant_index, octant_twiddle. It must give
// full_twiddle_table's bits for every m, and the octant must be n8 / 8 + 1 entries (about n bytes
// in float, the documented plan-time upload).
TEST(CpuTwiddles, OctantFormRebuildsTheFullTableBitwise) {
  for (int64_t n : {int64_t{1}, int64_t{2}, int64_t{4}, int64_t{8}, int64_t{16}, int64_t{1} << 10, int64_t{1} << 15,
                    int64_t{1} << 18}) {
    const TwiddleTable<float> tab(n);
    const std::vector<float> full = full_twiddle_table<float>(n);
    const int64_t n8 = n < 8 ? 8 : n;
    ASSERT_EQ(tab.octant_cos().size(), static_cast<size_t>(n8 / 8 + 1)) << n;
    ASSERT_EQ(tab.octant_sin().size(), static_cast<size_t>(n8 / 8 + 1)) << n;
    ASSERT_EQ(n << tab.up_shift(), n8) << n;
    ASSERT_EQ(int64_t{8} << tab.octant_shift(), n8) << n;
    for (int64_t m = 0; m < n; ++m) {
      int o = -1;
      int64_t r = -1;
      octant_index(m, tab.up_shift(), tab.octant_shift(), &o, &r);
      ASSERT_GE(o, 0);
      ASSERT_LT(o, 8);
      ASSERT_GE(r, 0);
      ASSERT_LE(r, n8 / 8);
      float re = 1.0f, im = 1.0f;
      octant_twiddle<float>(o, tab.octant_cos()[static_cast<size_t>(r)], tab.octant_sin()[static_cast<size_t>(r)],
                            &re, &im);
      // bitwise: +0 and -0 differ here
      ASSERT_EQ(std::memcmp(&re, &full[static_cast<size_t>(2 * m)], sizeof(float)), 0) << n << " " << m;
      ASSERT_EQ(std::memcmp(&im, &full[static_cast<size_t>(2 * m + 1)], sizeof(float)), 0) << n << " " << m;
    }
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
