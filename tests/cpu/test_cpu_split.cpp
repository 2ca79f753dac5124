// The tensor-core split emulation (src/cpu/split_emulation.h, docs §4):
// scales, split reconstruction bound, RZ truncation (with an incoming
// accumulator), the chained MMA model against an independent 128-bit integer
// computation, the unbiased chain end, the matrix split, the emulated butterfly
// bit for bit against the literal docs reference (tests/cpu/test_cpu_util.h)
// and against a long double DFT.
#include <gtest/gtest.h>

#include <cfenv>
#include <cmath>
#include <limits>
#include <random>
#include <vector>

#include "core/fp16.h"
#include "cpu/dft_matrix.h"
#include "cpu/split_emulation.h"
#include "test_cpu_util.h"

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

// Random vectors over many dynamic ranges: every part is an fp16 value
// (|h_0| <= 1, |h_1| <= 2^-12, |h_2| <= 2^-2), the scale a power of two, and
//   |x_i - s (h_0 + h_1 + 2^-22 h_2)[i]| <= 2^-(12P-1) * max|x| + 2^-137
// (part p leaves at most 2^-12, 2^-24, 2^-36 of s; s <= 2 max|x|; the 2^-137
// term covers the 2^-126 floor of s and x/s below 2^-126).
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
      ASSERT_TRUE(is_pow2_float(v.s));
      ASSERT_EQ(static_cast<long double>(v.s) * v.inv, 1.0L);
      ASSERT_EQ(v.s, split_scale(static_cast<float>(m)));
      const long double hmax[3] = {1.0L, 0x1p-12L, 0x1p-2L};
      for (int p = 0; p < P; ++p) {
        for (int i = 0; i < n2; ++i) {
          ASSERT_TRUE(is_fp16_value(v.h[p][i]));
          ASSERT_LE(std::fabs(v.h[p][i]), hmax[p]);
          ASSERT_EQ(static_cast<long double>(v.hi[p][i]), std::ldexp(static_cast<long double>(v.h[p][i]), 24));
        }
      }
      const long double bound = std::ldexp(m, -(12 * P - 1)) + std::ldexp(1.0L, -137);
      for (int i = 0; i < n2; ++i) {
        long double r = x[i];
        for (int p = 0; p < P; ++p) r -= static_cast<long double>(v.s) * std::ldexp(static_cast<long double>(v.h[p][i]), -kPartShift[p]);
        ASSERT_LE(std::fabs(r), bound) << "P=" << P << " i=" << i;
        if (m > 0x1p-100L) worst = std::max(worst, static_cast<double>(std::fabs(r) / std::ldexp(m, -(12 * P - 1))));
      }
    }
    // The bound is within a small factor of what random data reaches.
    EXPECT_GT(worst, 0.1) << "P=" << P;
    EXPECT_LE(worst, 1.0) << "P=" << P;
  }
}

TEST(CpuSplit, ExactValuesSplitExactly) {
  // 0.75 and -0.375 are fp16 values: the first part carries them, later parts are 0.
  const float x[4] = {0.75f, -0.375f, 0.0f, 0.5f};
  SplitVector v;
  split_vector(x, 4, 3, &v);
  EXPECT_EQ(v.s, 1.0f);
  EXPECT_EQ(v.h[0][0], 0.75f);
  EXPECT_EQ(v.h[0][1], -0.375f);
  for (int p = 1; p < 3; ++p)
    for (int i = 0; i < 4; ++i) EXPECT_EQ(v.h[p][i], 0.0f);
}

TEST(CpuSplit, PartsFollowTheDocFormulas) {
  // x/s = 1 - 2^-20 (s = 1 for m in [0.5, 1)): h_0 = 1 (fp16 rounding up), r_0 = -2^-20,
  // h_1 = -2^-20 (an fp16 value), h_2 = 0. And a value whose r_0 needs the third part.
  const float a = 1.0f - 0x1p-20f;
  const float b = 0.5f + 0x1p-11f + 0x1p-13f + 0x1p-23f;  // fp16 keeps 0.5 + 2^-11 (ties: to even)
  const float x[2] = {a, b};
  SplitVector v;
  split_vector(x, 2, 3, &v);
  EXPECT_EQ(v.s, 1.0f);
  EXPECT_EQ(v.h[0][0], 1.0f);
  EXPECT_EQ(v.h[1][0], -0x1p-20f);
  EXPECT_EQ(v.h[2][0], 0.0f);
  const long double r0 = static_cast<long double>(b) - v.h[0][1];
  EXPECT_EQ(static_cast<long double>(v.h[1][1]), cpu::fp16_rn_ld(r0));
  const long double r1 = r0 - v.h[1][1];
  EXPECT_EQ(static_cast<long double>(v.h[2][1]), cpu::fp16_rn_ld(std::ldexp(r1, 22)));
  EXPECT_EQ(static_cast<long double>(v.h[0][1]) + v.h[1][1] + std::ldexp(static_cast<long double>(v.h[2][1]), -22),
            static_cast<long double>(b));
}

TEST(CpuSplit, NonFiniteGivesNaN) {
  for (float bad : {std::numeric_limits<float>::quiet_NaN(), std::numeric_limits<float>::infinity(),
                    -std::numeric_limits<float>::infinity()}) {
    float x[4] = {1.0f, bad, 0.5f, 0.25f};
    SplitVector v;
    split_vector(x, 4, 2, &v);
    EXPECT_FALSE(v.finite);
    EXPECT_TRUE(std::isnan(v.s));
    for (int p = 0; p < 2; ++p)
      for (int i = 0; i < 4; ++i) EXPECT_TRUE(std::isnan(v.h[p][i]));
    for (int P = 1; P <= 3; ++P) {
      const SplitMatrix A = make_split_matrix(2, -1, 1);
      float y[4];
      tc_butterfly(A, P, x, y);
      for (float f : y) EXPECT_TRUE(std::isnan(f));
    }
  }
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

TEST(CpuSplit, RzAddTruncatesTheExactSum) {
  EXPECT_EQ(float_bits(rz_add(0.0, 0.0f)), 0u);
  EXPECT_EQ(float_bits(rz_add(0.5, -0.5f)), 0u);  // exact zero: +0
  EXPECT_EQ(rz_add(1.0, 0x1p-30f), 1.0f);
  EXPECT_EQ(rz_add(1.0, -0x1p-30f), 1.0f - 0x1p-24f);  // just below 1: truncated to the float below
  EXPECT_EQ(rz_add(-1.0, 0x1p-30f), -(1.0f - 0x1p-24f));
  EXPECT_EQ(rz_add(-1.0, -0x1p-30f), -1.0f);
  EXPECT_EQ(rz_add(3.0, 0x1p-22f), 3.0f + 0x1p-22f);     // exact: the ulp of 3 is 2^-22
  EXPECT_EQ(rz_add(3.0, 0x1p-24f), 3.0f);                 // below the ulp: dropped
  EXPECT_EQ(rz_add(0x1p-40, 1.5f), 1.5f);
  EXPECT_EQ(rz_add(0x1p-60, -0x1p-70f), 0x1p-60f - 0x1p-70f);  // 10 significant bits: exact
  EXPECT_EQ(rz_add(0x1p-60, -0x1p-90f), 0x1p-60f - 0x1p-84f);  // the float just below 2^-60
}

TEST(CpuSplit, UnbiasMovesOddResultsAway) {
  EXPECT_EQ(unbias_rz(1.0f), 1.0f);
  EXPECT_EQ(unbias_rz(1.0f + 0x1p-23f), 1.0f + 0x1p-22f);
  EXPECT_EQ(unbias_rz(-(1.0f + 0x1p-23f)), -(1.0f + 0x1p-22f));
  EXPECT_EQ(unbias_rz(2.0f - 0x1p-23f), 2.0f);  // carry into the exponent
  EXPECT_EQ(float_bits(unbias_rz(0.0f)), 0u);
}

// The chained MMA model (docs §4.4) against an independent exact computation in
// 128-bit integers (units of 2^-72): random parts, random incoming accumulators.
TEST(CpuSplit, MmaChainMatchesExactModel) {
  std::mt19937 rng(11);
  std::uniform_real_distribution<float> u(-1.0f, 1.0f);
  for (int R : {2, 4, 8, 16}) {
    for (int dir : {-1, 1}) {
      const SplitMatrix A = make_split_matrix(R, dir, 2);
      const int n2 = 2 * R, len = n2 <= 16 ? n2 : 16;
      for (int trial = 0; trial < 3000; ++trial) {
        float x[kMaxVec];
        for (int i = 0; i < n2; ++i) x[i] = std::ldexp(u(rng), -static_cast<int>(rng() % 30));
        SplitVector v;
        split_vector(x, n2, 3, &v);
        for (int q = 0; q < 2; ++q) {
          for (int p = 0; p < 3; ++p) {
            float acc[kMaxVec], want[kMaxVec];
            for (int i = 0; i < n2; ++i) {
              // incoming accumulators: multiples of 2^-70 of many magnitudes, zero, or of the result's size
              const int kind = static_cast<int>(rng() % 4);
              acc[i] = kind == 0 ? 0.0f
                                 : static_cast<float>(std::ldexp(std::floor(std::ldexp(static_cast<long double>(u(rng)), 24)),
                                                                 kind == 1 ? -24 : kind == 2 ? -46 : -60));
              float a = acc[i];
              for (int c0 = 0; c0 < n2; c0 += len) {
                __int128 S = cputest::ref_units72(a);
                for (int k = c0; k < c0 + len; ++k)
                  S += cputest::ref_units72(static_cast<long double>(A.part[q][i * n2 + k]) * v.h[p][k]);
                a = cputest::ref_rz72(S);
              }
              want[i] = a;
            }
            mma_chain(A, q, v, p, acc);
            for (int i = 0; i < n2; ++i)
              ASSERT_EQ(float_bits(acc[i]), float_bits(want[i])) << "R=" << R << " q=" << q << " p=" << p << " i=" << i;
          }
        }
      }
    }
  }
}

// The test hook set_mma_ulp_perturbation moves every MMA result of a chain by exactly one ulp (both
// directions occur), deterministically, and nothing once it is off again.
TEST(CpuSplit, MmaUlpPerturbationMovesEveryResultOneUlp) {
  std::mt19937 rng(23);
  std::uniform_real_distribution<float> u(-1.0f, 1.0f);
  const SplitMatrix A = make_split_matrix(8, -1, 2);  // R = 8: one K chunk, one MMA result per row
  const int n2 = 16;
  int up = 0, down = 0;
  ASSERT_FALSE(mma_ulp_perturbation());
  for (int trial = 0; trial < 200; ++trial) {
    float x[kMaxVec];
    for (int i = 0; i < n2; ++i) x[i] = u(rng);
    SplitVector v;
    split_vector(x, n2, 2, &v);
    float a[kMaxVec] = {}, b[kMaxVec] = {}, c[kMaxVec] = {}, d[kMaxVec] = {};
    mma_chain(A, 0, v, 0, a);
    set_mma_ulp_perturbation(true);
    mma_chain(A, 0, v, 0, b);
    mma_chain(A, 0, v, 0, c);
    set_mma_ulp_perturbation(false);
    mma_chain(A, 0, v, 0, d);
    for (int i = 0; i < n2; ++i) {
      EXPECT_EQ(float_bits(d[i]), float_bits(a[i]));  // off again: the model
      EXPECT_EQ(float_bits(b[i]), float_bits(c[i]));  // deterministic
      if (a[i] == 0.0f) {
        EXPECT_EQ(b[i], 0.0f);
        continue;
      }
      EXPECT_EQ(b[i], std::nextafter(a[i], b[i] > a[i] ? 1e30f : -1e30f)) << "trial " << trial << " row " << i;
      (b[i] > a[i] ? up : down) += 1;
    }
  }
  EXPECT_GT(up, 200);
  EXPECT_GT(down, 200);
}

// docs/numerics.md §4.15: the register-tile kernels compute R = 16's chunk chains of outputs
// 9 ... 15 from those of 7 ... 1 (and never those of Fi's rows 0 and 8), which is exact only if the
// chain of output 16 - a equals, bit for bit, the chain of output a with the sign of Fi flipped
// (Re: chunk 0 equal, chunk 1 negated; Im: chunk 0 negated, chunk 1 equal), an exact zero being +0
// on both sides, and if the Fi rows 0 and 8 give +0. Held here on the CPU model for every product
// of P = 1, 2, 3 in both directions, with inputs that include exact zeros and cancellations.
TEST(CpuSplit, Radix16ChunkChainsAreMirrorSymmetric) {
  std::mt19937 rng(41);
  std::uniform_real_distribution<float> u(-1.0f, 1.0f);
  // b == mirror of a: sgn = +1 (equal) or -1 (negated; an exact zero stays +0)
  auto mirrored = [](float a, float b, int sgn) {
    if (a == 0.0f) return float_bits(a) == 0u && float_bits(b) == 0u;
    return float_bits(b) == float_bits(sgn > 0 ? a : -a);
  };
  int checked = 0;
  for (int dir : {-1, +1}) {
    for (int P = 1; P <= 3; ++P) {
      const SplitMatrix A = make_split_matrix(16, dir, P >= 2 ? 2 : 1);
      for (int trial = 0; trial < 60; ++trial) {
        float x[kMaxVec];
        for (int i = 0; i < 32; ++i) {
          x[i] = u(rng);
          if (trial % 5 == 0 && i % 3 == 0) x[i] = 0.0f;               // exact zeros
          if (trial % 7 == 0 && i >= 16) x[i] = x[(i * 5) % 16];        // im = a permutation of re
        }
        SplitVector v;
        split_vector(x, 32, P, &v);
        for (int q = 0; q < A.Q; ++q)
          for (int p = 0; p < P; ++p) {
            float c0[kMaxVec], c1[kMaxVec];
            for (int i = 0; i < 32; ++i) c0[i] = c1[i] = 0.0f;
            mma_chain_chunks(A, q, v, p, c0, c1);
            for (int a = 1; a < 16; ++a) {
              const int m = 16 - a;
              EXPECT_TRUE(mirrored(c0[a], c0[m], +1)) << "Re chunk 0, dir " << dir << " P " << P << " a " << a;
              EXPECT_TRUE(mirrored(c1[a], c1[m], -1)) << "Re chunk 1, dir " << dir << " P " << P << " a " << a;
              EXPECT_TRUE(mirrored(c0[16 + a], c0[16 + m], -1)) << "Im chunk 0, dir " << dir << " P " << P << " a " << a;
              EXPECT_TRUE(mirrored(c1[16 + a], c1[16 + m], +1)) << "Im chunk 1, dir " << dir << " P " << P << " a " << a;
              ++checked;
            }
            for (int a : {0, 8}) {  // Fi's rows: Re chunk 1 and Im chunk 0 are +0
              EXPECT_EQ(float_bits(c1[a]), 0u) << "dir " << dir << " P " << P << " a " << a;
              EXPECT_EQ(float_bits(c0[16 + a]), 0u) << "dir " << dir << " P " << P << " a " << a;
            }
          }
      }
    }
  }
  EXPECT_GT(checked, 10000);
}

// The emulated butterfly equals the literal docs §4 reference bit for bit.
TEST(CpuSplit, ButterflyMatchesDocReferenceBitExact) {
  std::mt19937 rng(19);
  std::uniform_real_distribution<float> u(-1.0f, 1.0f);
  for (int P = 1; P <= 3; ++P)
    for (int R : {2, 4, 8, 16})
      for (int dir : {-1, 1}) {
        const int Q = (P >= 2 && R >= 8) ? 2 : 1;
        const SplitMatrix A = make_split_matrix(R, dir, Q);
        const int n2 = 2 * R;
        for (int trial = 0; trial < 400; ++trial) {
          float x[kMaxVec], y[kMaxVec], want[kMaxVec];
          const int e = static_cast<int>(rng() % 80) - 40;
          for (int i = 0; i < n2; ++i) {
            const int spread = trial % 3 == 0 ? static_cast<int>(rng() % 30) : 0;
            x[i] = trial % 7 == 0 && i % 3 == 0 ? 0.0f : std::ldexp(u(rng), e - spread);
            if (trial % 11 == 0) x[i] = round_to_half(x[i]);  // exact fp16 inputs: later parts 0
          }
          tc_butterfly(A, P, x, y);
          cputest::ref_tc_butterfly(R, dir, P, Q, x, want);
          for (int i = 0; i < n2; ++i)
            ASSERT_EQ(float_bits(y[i]), float_bits(want[i])) << "P=" << P << " R=" << R << " dir=" << dir << " i=" << i;
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
// (2R terms; each carries the input split error 2^-(12P-1), the matrix error
// 2^-24 (2^-12 when Q = 1), the dropped A_lo*h_1 ~ 2^-24 s, and the chain's
// truncations, at most 1 ulp of the output each at full magnitude.)
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
