// core/fp16.h: the bit-exact 16-bit conversions both the library and the
// test buffers use, checked against hand-derived IEEE values.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "core/fp16.h"

namespace tcfft {
namespace {

TEST(Fp16, KnownHalfEncodings) {
  EXPECT_EQ(float_to_half_bits(1.0f), 0x3C00);
  EXPECT_EQ(float_to_half_bits(-2.0f), 0xC000);
  EXPECT_EQ(float_to_half_bits(0.5f), 0x3800);
  EXPECT_EQ(float_to_half_bits(65504.0f), 0x7BFF);      // largest finite
  EXPECT_EQ(float_to_half_bits(65519.0f), 0x7BFF);      // below the halfway point to 2^16
  EXPECT_EQ(float_to_half_bits(65520.0f), 0x7C00);      // halfway: rounds to even = inf
  EXPECT_EQ(float_to_half_bits(0x1p-14f), 0x0400);      // smallest normal
  EXPECT_EQ(float_to_half_bits(0x1p-24f), 0x0001);      // smallest subnormal
  EXPECT_EQ(float_to_half_bits(0x1p-25f), 0x0000);      // tie to even (0)
  EXPECT_EQ(float_to_half_bits(0x1.8p-25f), 0x0001);    // above the tie
  EXPECT_EQ(float_to_half_bits(3 * 0x1p-25f), 0x0002);  // 1.5 units: tie to even (2)
  EXPECT_EQ(float_to_half_bits(-0.0f), 0x8000);
  EXPECT_EQ(float_to_half_bits(1.0f + 0x1p-11f), 0x3C00);                // tie: to even
  EXPECT_EQ(float_to_half_bits(1.0f + 3 * 0x1p-11f), 0x3C02);            // tie: to even (up)
  EXPECT_EQ(float_to_half_bits(1.0f + 0x1p-11f + 0x1p-20f), 0x3C01);     // above tie
  EXPECT_EQ(float_to_half_bits(std::numeric_limits<float>::infinity()), 0x7C00);
  const uint16_t n = float_to_half_bits(std::numeric_limits<float>::quiet_NaN());
  EXPECT_EQ(n & 0x7C00, 0x7C00);
  EXPECT_NE(n & 0x03FF, 0);
}

TEST(Fp16, WideningIsExactAndRoundTrips) {
  for (uint32_t b = 0; b < 0x10000; ++b) {
    const uint16_t h = static_cast<uint16_t>(b);
    const float f = half_bits_to_float(h);
    if ((h & 0x7C00) == 0x7C00 && (h & 0x3FF)) {
      EXPECT_TRUE(std::isnan(f));
      continue;
    }
    EXPECT_EQ(float_to_half_bits(f), h) << std::hex << b;
  }
  EXPECT_EQ(half_bits_to_float(0x0001), 0x1p-24f);
  EXPECT_EQ(half_bits_to_float(0x7BFF), 65504.0f);
  EXPECT_EQ(half_bits_to_float(0x3555), 0x1.554p-2f);
}

TEST(Fp16, NearestForRandomFloats) {
  // Brute force: the result is the nearest half (ties to even) among its neighbours.
  uint32_t s = 12345;
  for (int i = 0; i < 20000; ++i) {
    s = s * 1664525u + 1013904223u;
    const float f = std::ldexp(static_cast<float>(s >> 8) / 16777216.0f, static_cast<int>(s % 40) - 30);
    const uint16_t h = float_to_half_bits(f);
    const double v = half_bits_to_float(h);
    const double up = half_bits_to_float(static_cast<uint16_t>(h + 1));
    const double dn = h > 0 ? half_bits_to_float(static_cast<uint16_t>(h - 1)) : -1.0;
    EXPECT_LE(std::fabs(v - f), std::fabs(up - f)) << f;
    if (h > 0) EXPECT_LE(std::fabs(v - f), std::fabs(dn - f)) << f;
  }
}

TEST(Bf16, KnownEncodingsAndRounding) {
  EXPECT_EQ(float_to_bf16_bits(1.0f), 0x3F80);
  EXPECT_EQ(float_to_bf16_bits(-1.0f), 0xBF80);
  EXPECT_EQ(float_to_bf16_bits(1.0f + 0x1p-8f), 0x3F80);           // tie: to even
  EXPECT_EQ(float_to_bf16_bits(1.0f + 3 * 0x1p-8f), 0x3F82);       // tie: to even (up)
  EXPECT_EQ(float_to_bf16_bits(1.0f + 0x1p-8f + 0x1p-20f), 0x3F81);
  EXPECT_EQ(float_to_bf16_bits(std::numeric_limits<float>::max()), 0x7F80);  // rounds to inf
  EXPECT_TRUE(std::isnan(bf16_bits_to_float(float_to_bf16_bits(std::numeric_limits<float>::quiet_NaN()))));
  EXPECT_EQ(bf16_bits_to_float(0x4049), 3.140625f);
  for (uint32_t b = 0; b < 0x10000; ++b) {
    const float f = bf16_bits_to_float(static_cast<uint16_t>(b));
    if (std::isnan(f)) continue;
    EXPECT_EQ(float_to_bf16_bits(f), b);
  }
}

}  // namespace
}  // namespace tcfft
