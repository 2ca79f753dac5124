// The tensor-core split emulation (src/cpu/split_emulation.h, docs §4):
// scales, split reconstruction bound, RZ truncation, the MMA model against an
// independent long double computation, the matrix split, and the emulated
// butterfly against a long double DFT.
#include <gtest/gtest.h>

#include <cfenv>
#include <cmath>
#include <limits>
#include <random>
#include <vector>

#include "core/fp16.h"
#include "cpu/dft_matrix.h"
#include "cpu/split_emulation.h"

namespace tcfft::cpu {
namespace {

bool is_fp16_value(float h) { return std::isnan(h) || round_to_half(h) == h; }
bool is_pow2_float(float s) { return s > 0 && (float_bits(s) & 0x7FFFFFu) == 0; }

TEST(CpuSplit, ScaleFromExponentBits) {
  EXPECT_EQ(split_scale(0.0f), 0x1p-126f);
  EXPECT_EQ(split_scale(0x1p-140f), 0x1p-126f);  // subnormal
  EXPECT_EQ(split_scale(0x1p-126f), 0x1p-125f);
  EXPECT_EQ(split_scale(1.0f), 2.0f);
  EXPECT_EQ(split_scale(0.75f), 1.0f);
  EXPECT_EQ(split_scale(0.999f), 1.0f);
  EXPECT_EQ(split_scale(3.0f), 4.0f);
  EXPECT_EQ(split_scale(0x1p126f), 0x1p127f);
  EXPECT_EQ(split_scale(0x1p127f), 0x1p127f);  // clamped
  EXPECT_EQ(split_scale(std::numeric_limits<float>::max()), 0x1p127f);
  EXPECT_EQ(split_scale(std::numeric_limits<float>::infinity()), 0x1p127f);
}

// Random vectors over many dynamic ranges: every part is an fp16 value of
// magnitude <= 1, every scale a power of two, and the reconstruction obeys
//   |x_i - sum_p s_p h_p[i]| <= 2^(-11P) * max|x| + 2^-137
// (each part leaves at most 2^-12 s_p, and s_(p+1) <= 2^-11 s_p, s_0 <= 2 max|x|;
// the 2^-137 term covers the 2^-126 floor of the scale).
TEST(CpuSplit, ReconstructionBound) {
  std::mt19937 rng(7);
  std::uniform_real_distribution<float> u(-1.0f, 1.0f);
  std::uniform_int_distribution<int> ex(-140, 120);
  for (int P = 1; P <= 3; ++P) {
    double worst = 0;
    for (int trial = 0; trial < 20000; ++trial) {
      const int len = 2 << (trial % 4);  // 2, 4, 8, 16 ... up to 32 via R = 16
      const int n2 = trial % 5 == 4 ? 32 : len;
      float x[kMaxVec];
      const int base = ex(rng);
      for (int i = 0; i < n2; ++i) {
        const int spread = trial % 3 == 0 ? static_cast<int>(rng() % 40) : 0;  // wide dynamic range in a vector
        x[i] = std::ldexp(u(rng), base - spread);
      }
      SplitVector v;
      split_vector(x, n2, P, &v);
      ASSERT_TRUE(v.finite);
      long double m = 0;
      for (int i = 0; i < n2; ++i) m = std::max<long double>(m, std::fabs(static_cast<long double>(x[i])));
      for (int p = 0; p < P; ++p) {
        ASSERT_TRUE(is_pow2_float(v.s[p]));
        for (int i = 0; i < n2; ++i) {
          ASSERT_TRUE(is_fp16_value(v.h[p][i]));
          ASSERT_LE(std::fabs(v.h[p][i]), 1.0f);
          ASSERT_EQ(static_cast<long double>(v.hi[p][i]), std::ldexp(static_cast<long double>(v.h[p][i]), 24));
        }
      }
      const long double bound = std::ldexp(m, -11 * P) + std::ldexp(1.0L, -137);
      for (int i = 0; i < n2; ++i) {
        long double r = x[i];
        for (int p = 0; p < P; ++p) r -= static_cast<long double>(v.s[p]) * v.h[p][i];
        ASSERT_LE(std::fabs(r), bound) << "P=" << P << " i=" << i;
        if (m > 0x1p-100L) worst = std::max(worst, static_cast<double>(std::fabs(r) / std::ldexp(m, -11 * P)));
      }
    }
    // The bound is within a small factor of what random data reaches (P = 3
    // leaves almost nothing: 33 bits cover a float's 24 in most vectors).
    if (P < 3) {
      EXPECT_GT(worst, 0.1) << "P=" << P;
    }
    EXPECT_LE(worst, 1.0) << "P=" << P;
  }
}

TEST(CpuSplit, ExactValuesSplitExactly) {
  // 0.75 and -0.375 are fp16 values: the first part carries them, later parts are 0.
  const float x[4] = {0.75f, -0.375f, 0.0f, 0.5f};
  SplitVector v;
  split_vector(x, 4, 2, &v);
  EXPECT_EQ(v.s[0], 1.0f);
  EXPECT_EQ(v.h[0][0], 0.75f);
  EXPECT_EQ(v.h[0][1], -0.375f);
  for (int i = 0; i < 4; ++i) EXPECT_EQ(v.h[1][i], 0.0f);
  EXPECT_EQ(v.s[1], 0x1p-126f);  // zero residual: floor scale
}

TEST(CpuSplit, NaNPropagates) {
  float x[4] = {1.0f, std::numeric_limits<float>::quiet_NaN(), 0.5f, 0.25f};
  SplitVector v;
  split_vector(x, 4, 2, &v);
  EXPECT_FALSE(v.finite);
  EXPECT_EQ(v.s[0], 2.0f);  // max ignores the NaN
  EXPECT_TRUE(std::isnan(v.h[0][1]));
  const SplitMatrix A = make_split_matrix(2, -1, 1);
  float y[4];
  tc_butterfly(A, 2, x, y);
  for (float f : y) EXPECT_TRUE(std::isnan(f));
}

TEST(CpuSplit, RzTruncates) {
  EXPECT_EQ(float_bits(rz_fixed48(0)), 0u);  // +0
  EXPECT_EQ(rz_fixed48(int64_t{1} << 48), 1.0f);
  EXPECT_EQ(rz_fixed48(1), 0x1p-48f);
  // 1 + 3*2^-25 comes back as 1 (the measured Hopper behaviour), RN would give 1 + 2^-23.
  EXPECT_EQ(rz_fixed48((int64_t{1} << 48) + 3 * (int64_t{1} << 23)), 1.0f);
  // 1 + 15*2^-25: truncation loses one ulp against RN.
  EXPECT_EQ(rz_fixed48((int64_t{1} << 48) + 15 * (int64_t{1} << 23)), 1.0f + 3 * 0x1p-23f);
  // Negative values truncate toward zero, not down.
  EXPECT_EQ(rz_fixed48(-((int64_t{1} << 48) + 15 * (int64_t{1} << 23))), -(1.0f + 3 * 0x1p-23f));
  // 25 significant bits: the last one is dropped.
  EXPECT_EQ(rz_fixed48((int64_t{1} << 24) + 1), 0x1p-24f);
  EXPECT_EQ(rz_fixed48((int64_t{1} << 25) - 1), (0x1p24f - 1.0f) * 0x1p-47f);
  EXPECT_EQ(rz_fixed48((int64_t{1} << 24) - 1), (0x1p24f - 1.0f) * 0x1p-48f);  // 24 bits: exact
  // Largest sums the model can see (32 products of magnitude <= 2).
  EXPECT_EQ(rz_fixed48(int64_t{1} << 54), 64.0f);
}

// Independent reference: exact long double sum (<= 2^54 units of 2^-48 fits
// in 64 bits of significand), then a conversion under FE_TOWARDZERO.
float rz_ld(long double v) {
  volatile long double vv = v;
  std::fesetround(FE_TOWARDZERO);
  volatile float f = static_cast<float>(vv);
  std::fesetround(FE_TONEAREST);
  return f;
}

TEST(CpuSplit, MmaMatchesLongDoubleModel) {
  std::mt19937 rng(11);
  std::uniform_real_distribution<float> u(-1.0f, 1.0f);
  for (int R : {2, 4, 8, 16}) {
    for (int dir : {-1, 1}) {
      const SplitMatrix A = make_split_matrix(R, dir, 2);
      const int n2 = 2 * R;
      for (int trial = 0; trial < 3000; ++trial) {
        float x[kMaxVec];
        for (int i = 0; i < n2; ++i) x[i] = std::ldexp(u(rng), -static_cast<int>(rng() % 30));
        SplitVector v;
        split_vector(x, n2, 3, &v);
        for (int q = 0; q < 2; ++q) {
          for (int p = 0; p < 3; ++p) {
            float M[kMaxVec];
            mma_emulate(A, q, v, p, M);
            for (int i = 0; i < n2; ++i) {
              float want;
              if (R < 16) {
                long double s = 0;
                for (int k = 0; k < n2; ++k)
                  s += static_cast<long double>(A.part[q][i * n2 + k]) * v.h[p][k];
                want = rz_ld(s);
              } else {
                long double s0 = 0, s1 = 0;
                for (int k = 0; k < 16; ++k) s0 += static_cast<long double>(A.part[q][i * n2 + k]) * v.h[p][k];
                for (int k = 16; k < 32; ++k) s1 += static_cast<long double>(A.part[q][i * n2 + k]) * v.h[p][k];
                want = rz_ld(s0) + rz_ld(s1);
              }
              ASSERT_EQ(float_bits(M[i] + 0.0f), float_bits(want + 0.0f)) << "R=" << R << " q=" << q << " p=" << p;
            }
          }
        }
      }
    }
  }
}

TEST(CpuSplit, MatrixSplit) {
  for (int R : {2, 4, 8, 16}) {
    for (int dir : {-1, 1}) {
      const SplitMatrix A = make_split_matrix(R, dir, 2);
      const int n2 = 2 * R;
      for (int i = 0; i < n2; ++i) {
        for (int k = 0; k < n2; ++k) {
          const long double a = dft_real_matrix_ld(R, dir, i, k);
          const float hi = A.part[0][i * n2 + k], lo = A.part[1][i * n2 + k];
          EXPECT_TRUE(is_fp16_value(hi) && is_fp16_value(lo));
          EXPECT_LE(std::fabs(a - hi), 0x1p-12L);
          EXPECT_LE(std::fabs(a - hi - lo), 0x1p-24L);  // fp16 lo of a value below 2^-12
          if (R <= 4) {
            EXPECT_EQ(lo, 0.0f);
          }
        }
      }
      // A = [[Fr, -Fi], [Fi, Fr]] with F[a][b] = exp(dir 2 pi i ab / R).
      const long double ang = dir * 2 * 3.14159265358979323846264338327950288L * (1 * 1) / R;
      EXPECT_NEAR(static_cast<double>(dft_real_matrix_ld(R, dir, R + 1, 1)), static_cast<double>(std::sin(ang)), 1e-18);
      EXPECT_NEAR(static_cast<double>(dft_real_matrix_ld(R, dir, 1, R + 1)), -static_cast<double>(std::sin(ang)), 1e-18);
    }
  }
}

// The emulated butterfly against a long double DFT of the same input:
//   max_i |y_i - (DFT x)_i| <= 2R * max|x| * eps,  eps = 2^-20 (TC_SPLIT, P = 2 or 3),
//   2^-10 (TC_FP16: P = 1, Q = 1).
// (2R terms; each carries the input split error 2^-(11P), the matrix error
// 2^-24 (2^-12 when Q = 1), the dropped A_lo*s_1*h_1 ~ 2^-23, the RZ of each
// MMA ~ 2^-23 relative and the float combination.)
TEST(CpuSplit, ButterflyVsLongDoubleDft) {
  std::mt19937 rng(5);
  std::uniform_real_distribution<float> u(-1.0f, 1.0f);
  struct Mode {
    int P, Qmax;
    long double eps;
  } modes[] = {{2, 2, 0x1p-20L}, {3, 2, 0x1p-20L}, {1, 1, 0x1p-10L}};
  for (const Mode& md : modes) {
    for (int R : {2, 4, 8, 16}) {
      for (int dir : {-1, 1}) {
        const int Q = (md.Qmax == 2 && R >= 8) ? 2 : 1;
        const SplitMatrix A = make_split_matrix(R, dir, Q);
        const int n2 = 2 * R;
        double worst = 0;
        for (int trial = 0; trial < 2000; ++trial) {
          float x[kMaxVec], y[kMaxVec];
          const int e = static_cast<int>(rng() % 60) - 30;
          for (int i = 0; i < n2; ++i) x[i] = std::ldexp(u(rng), e);
          tc_butterfly(A, md.P, x, y);
          long double m = 0;
          for (int i = 0; i < n2; ++i) m = std::max<long double>(m, std::fabs(static_cast<long double>(x[i])));
          for (int i = 0; i < n2; ++i) {
            long double ref = 0;
            for (int k = 0; k < n2; ++k) ref += dft_real_matrix_ld(R, dir, i, k) * x[k];
            const long double err = std::fabs(y[i] - ref);
            ASSERT_LE(err, n2 * m * md.eps) << "P=" << md.P << " R=" << R;
            worst = std::max(worst, static_cast<double>(err / (n2 * m * md.eps)));
          }
        }
        EXPECT_GT(worst, 0.0);
        RecordProperty("worst_P" + std::to_string(md.P) + "_R" + std::to_string(R), std::to_string(worst));
      }
    }
  }
}

TEST(CpuSplit, ImpulseIsExact) {
  for (int R : {2, 4, 8, 16}) {
    const SplitMatrix A = make_split_matrix(R, -1, R >= 8 ? 2 : 1);
    float x[kMaxVec] = {}, y[kMaxVec];
    x[0] = 3.0f;
    tc_butterfly(A, 2, x, y);
    for (int i = 0; i < R; ++i) EXPECT_EQ(y[i], 3.0f);
    for (int i = R; i < 2 * R; ++i) EXPECT_EQ(y[i], 0.0f);
  }
}

}  // namespace
}  // namespace tcfft::cpu
