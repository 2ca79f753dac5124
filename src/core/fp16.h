// Bit-exact conversions between float and the two 16-bit formats tcfft stores:
// IEEE binary16 ("half", fp16) and bfloat16. Header-only, host code, no
// dependence on compiler half types, so tests and the CPU executor give the
// same bits everywhere.
//
// Rounding is IEEE round-to-nearest-even in both directions that round
// (float -> half, float -> bf16). Subnormals are produced and read, overflow
// rounds to +-inf, NaN stays NaN (quiet, sign and top payload bits kept).
// Widening (half -> float, bf16 -> float) is exact.
#pragma once

#include <cstdint>
#include <cstring>

namespace tcfft {

inline uint32_t float_bits(float f) {
  uint32_t u;
  std::memcpy(&u, &f, sizeof u);
  return u;
}

inline float bits_float(uint32_t u) {
  float f;
  std::memcpy(&f, &u, sizeof f);
  return f;
}

/// float -> binary16 bits, round to nearest even.
inline uint16_t float_to_half_bits(float f) {
  const uint32_t x = float_bits(f);
  const uint32_t sign = (x >> 16) & 0x8000u;
  const uint32_t ax = x & 0x7FFFFFFFu;
  if (ax >= 0x7F800000u) {  // inf or NaN
    if (ax == 0x7F800000u) return static_cast<uint16_t>(sign | 0x7C00u);
    return static_cast<uint16_t>(sign | 0x7E00u | ((ax >> 13) & 0x3FFu));  // quiet NaN
  }
  if (ax >= 0x477FF000u) return static_cast<uint16_t>(sign | 0x7C00u);  // >= 65520: rounds to inf
  if (ax < 0x38800000u) {                                              // < 2^-14: half subnormal or 0
    if (ax <= 0x33000000u) return static_cast<uint16_t>(sign);         // <= 2^-25 (tie goes to even 0)
    // |f| = m * 2^(e-150); the result counts units of 2^-24: m >> (126 - e), rounded.
    const uint32_t e = ax >> 23;
    const uint32_t m = (ax & 0x7FFFFFu) | 0x800000u;
    const uint32_t shift = 126u - e;  // 14 .. 24
    uint32_t q = m >> shift;
    const uint32_t rem = m & ((1u << shift) - 1u);
    const uint32_t half = 1u << (shift - 1u);
    if (rem > half || (rem == half && (q & 1u))) ++q;  // may carry into the smallest normal: correct
    return static_cast<uint16_t>(sign | q);
  }
  // Normal: rebias the exponent (127 -> 15) and round the mantissa from 23 to 10 bits.
  const uint32_t r = ax - 0x38000000u;
  uint32_t q = r >> 13;
  const uint32_t rem = r & 0x1FFFu;
  if (rem > 0x1000u || (rem == 0x1000u && (q & 1u))) ++q;  // a carry into the exponent is correct
  return static_cast<uint16_t>(sign | q);
}

/// binary16 bits -> float (exact).
inline float half_bits_to_float(uint16_t h) {
  const uint32_t sign = static_cast<uint32_t>(h & 0x8000u) << 16;
  const uint32_t e = (h >> 10) & 0x1Fu;
  const uint32_t m = h & 0x3FFu;
  if (e == 0) {
    if (m == 0) return bits_float(sign);
    const float v = static_cast<float>(m) * 0x1p-24f;  // exact
    return sign ? -v : v;
  }
  if (e == 31) return bits_float(sign | 0x7F800000u | (m << 13));
  return bits_float(sign | ((e + 112u) << 23) | (m << 13));
}

/// float rounded to the nearest binary16 value, returned as float.
inline float round_to_half(float f) { return half_bits_to_float(float_to_half_bits(f)); }

/// float -> bfloat16 bits, round to nearest even.
inline uint16_t float_to_bf16_bits(float f) {
  const uint32_t x = float_bits(f);
  if ((x & 0x7FFFFFFFu) > 0x7F800000u) return static_cast<uint16_t>((x >> 16) | 0x0040u);  // quiet NaN
  const uint32_t lsb = (x >> 16) & 1u;
  return static_cast<uint16_t>((x + 0x7FFFu + lsb) >> 16);  // overflow carries into inf: correct
}

/// bfloat16 bits -> float (exact).
inline float bf16_bits_to_float(uint16_t b) { return bits_float(static_cast<uint32_t>(b) << 16); }

/// float rounded to the nearest bfloat16 value, returned as float.
inline float round_to_bf16(float f) { return bf16_bits_to_float(float_to_bf16_bits(f)); }

}  // namespace tcfft
