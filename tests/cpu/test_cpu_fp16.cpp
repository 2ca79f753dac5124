// Bit-exact float <-> binary16 / bfloat16 conversions (src/core/fp16.h).
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <limits>
#include <random>

#include "core/fp16.h"
#include "cpu/dft_matrix.h"  // fp16_rn_ld: an independent long double rounding

namespace tcfft {
namespace {

TEST(CpuFp16, KnownHalfPatterns) {
  struct Case {
    float f;
    uint16_t h;
  } cases[] = {
      {0.0f, 0x0000},
      {-0.0f, 0x8000},
      {1.0f, 0x3C00},
      {-2.0f, 0xC000},
      {0.5f, 0x3800},
      {65504.0f, 0x7BFF},                 // largest finite
      {65519.99f, 0x7BFF},                // just below the tie to inf
      {65520.0f, 0x7C00},                 // tie between 65504 and 2^16: even is inf
      {1e6f, 0x7C00},
      {-1e6f, 0xFC00},
      {0x1p-14f, 0x0400},                 // smallest normal
      {0x1p-24f, 0x0001},                 // smallest subnormal
      {0x1p-25f, 0x0000},                 // tie to even (0)
      {-0x1p-25f, 0x8000},
      {0x1.000002p-25f, 0x0001},          // just above the tie
      {3 * 0x1p-25f, 0x0002},             // tie between 1 and 2 units: even
      {5 * 0x1p-25f, 0x0002},             // tie between 2 and 3 units: even
      {0x1p-14f * (1 - 0x1p-12f), 0x0400},  // rounds up into the smallest normal
      {1.0f + 0x1p-11f, 0x3C00},          // tie: even
      {1.0f + 3 * 0x1p-11f, 0x3C02},      // tie: even
      {bits_float(0x3F801001u), 0x3C01},  // the float just above the tie
      {std::numeric_limits<float>::infinity(), 0x7C00},
      {-std::numeric_limits<float>::infinity(), 0xFC00},
      {std::numeric_limits<float>::denorm_min(), 0x0000},
      {std::numeric_limits<float>::max(), 0x7C00},
  };
  for (const Case& c : cases) {
    EXPECT_EQ(float_to_half_bits(c.f), c.h) << std::hexfloat << c.f;
  }
  const uint16_t qn = float_to_half_bits(std::numeric_limits<float>::quiet_NaN());
  EXPECT_EQ(qn & 0x7C00, 0x7C00);
  EXPECT_NE(qn & 0x03FF, 0);
  const uint16_t sn = float_to_half_bits(bits_float(0xFF800001u));  // signaling NaN, payload in low bits
  EXPECT_EQ(sn & 0xFE00, 0xFE00);  // sign kept, quiet, never inf
}

TEST(CpuFp16, HalfToFloatKnown) {
  EXPECT_EQ(half_bits_to_float(0x3C00), 1.0f);
  EXPECT_EQ(half_bits_to_float(0x7BFF), 65504.0f);
  EXPECT_EQ(half_bits_to_float(0x0001), 0x1p-24f);
  EXPECT_EQ(half_bits_to_float(0x03FF), 1023 * 0x1p-24f);
  EXPECT_EQ(half_bits_to_float(0x8001), -0x1p-24f);
  EXPECT_EQ(float_bits(half_bits_to_float(0x8000)), 0x80000000u);
  EXPECT_TRUE(std::isinf(half_bits_to_float(0xFC00)) && half_bits_to_float(0xFC00) < 0);
  EXPECT_TRUE(std::isnan(half_bits_to_float(0x7E00)));
}

TEST(CpuFp16, EveryHalfRoundTrips) {
  for (uint32_t b = 0; b < 0x10000u; ++b) {
    const uint16_t h = static_cast<uint16_t>(b);
    const float f = half_bits_to_float(h);
    if ((h & 0x7C00) == 0x7C00 && (h & 0x3FF)) {
      EXPECT_TRUE(std::isnan(f));
      EXPECT_EQ(float_to_half_bits(f), h | 0x0200) << b;  // quieted, payload kept
    } else {
      EXPECT_EQ(float_to_half_bits(f), h) << b;
    }
  }
}

// Random float bit patterns (every binade) against a rounding done in long
// double by a different method (scale, nearbyint, scale back).
TEST(CpuFp16, RandomFloatsMatchLongDoubleRounding) {
  std::mt19937 rng(1234);
  int checked = 0;
  for (int i = 0; i < 2000000; ++i) {
    uint32_t u = rng();
    if (i & 1) u = (u & 0x807FFFFFu) | ((100u + (u >> 23) % 48u) << 23);  // focus on |f| in [2^-27, 2^20]
    const float f = bits_float(u);
    if (!std::isfinite(f)) continue;
    const float got = round_to_half(f);
    const float want = static_cast<float>(cpu::fp16_rn_ld(f));
    ASSERT_EQ(float_bits(got), float_bits(want)) << std::hexfloat << f;
    ++checked;
  }
  EXPECT_GT(checked, 1900000);
}

TEST(CpuFp16, KnownBf16Patterns) {
  EXPECT_EQ(float_to_bf16_bits(1.0f), 0x3F80);
  EXPECT_EQ(float_to_bf16_bits(-1.0f), 0xBF80);
  EXPECT_EQ(float_to_bf16_bits(1.0f + 0x1p-8f), 0x3F80);      // tie: even
  EXPECT_EQ(float_to_bf16_bits(1.0f + 3 * 0x1p-8f), 0x3F82);  // tie: even (up)
  EXPECT_EQ(float_to_bf16_bits(bits_float(0x3F808001u)), 0x3F81);  // just above the tie
  EXPECT_EQ(float_to_bf16_bits(std::numeric_limits<float>::max()), 0x7F80);  // rounds to inf
  EXPECT_EQ(float_to_bf16_bits(bits_float(0x7F7F7FFFu)), 0x7F7F);          // stays the largest finite
  EXPECT_EQ(float_to_bf16_bits(std::numeric_limits<float>::infinity()), 0x7F80);
  EXPECT_EQ(float_to_bf16_bits(-std::numeric_limits<float>::infinity()), 0xFF80);
  EXPECT_EQ(float_to_bf16_bits(bits_float(0x00008000u)), 0x0000);  // subnormal tie: even
  EXPECT_EQ(float_to_bf16_bits(bits_float(0x00018000u)), 0x0002);
  EXPECT_EQ(float_to_bf16_bits(bits_float(0x00008001u)), 0x0001);
  EXPECT_EQ(float_to_bf16_bits(-0.0f), 0x8000);
  EXPECT_EQ(float_to_bf16_bits(bits_float(0x7F800001u)), 0x7FC0);  // signaling NaN: quiet, not inf
  EXPECT_EQ(float_to_bf16_bits(bits_float(0xFFC12345u)), 0xFFC1);
  EXPECT_EQ(bf16_bits_to_float(0x3F80), 1.0f);
  EXPECT_EQ(bf16_bits_to_float(0x0001), bits_float(0x00010000u));
}

TEST(CpuFp16, EveryBf16RoundTrips) {
  for (uint32_t b = 0; b < 0x10000u; ++b) {
    const uint16_t h = static_cast<uint16_t>(b);
    const float f = bf16_bits_to_float(h);
    if ((h & 0x7F80) == 0x7F80 && (h & 0x7F)) {
      EXPECT_EQ(float_to_bf16_bits(f), h | 0x0040) << b;
    } else {
      EXPECT_EQ(float_to_bf16_bits(f), h) << b;
    }
  }
}

// bf16 rounding of random floats equals the nearest-even choice between the
// two neighbouring bf16 values, decided in double.
TEST(CpuFp16, RandomFloatsBf16Nearest) {
  std::mt19937 rng(99);
  for (int i = 0; i < 1000000; ++i) {
    const float f = bits_float(rng() & 0x7F7FFFFFu);  // finite, positive
    const uint32_t lo = float_bits(f) & 0xFFFF0000u, hi = lo + 0x10000u;
    const int E = static_cast<int>(lo >> 23);
    const double ulp = std::ldexp(1.0, (E == 0 ? 1 : E) - 134);  // bf16 spacing above lo (2^128 for hi = inf)
    const double dlo = f - static_cast<double>(bits_float(lo));
    const double dhi = static_cast<double>(bits_float(lo)) + ulp - f;
    uint32_t want = dlo < dhi ? lo : dhi < dlo ? hi : (((lo >> 16) & 1u) ? hi : lo);
    ASSERT_EQ(float_to_bf16_bits(f), want >> 16) << std::hexfloat << f;
  }
}

}  // namespace
}  // namespace tcfft
