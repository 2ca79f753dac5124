// Host-side IEEE binary16 and bfloat16 rounding and bit encoding, written out
// so that the CPU-only build needs no CUDA headers. Values are carried as
// double; rounding is round-to-nearest-even, directly from double (no double
// rounding through float).
#pragma once

#include <cmath>
#include <cstdint>
#include <cstring>

namespace tcfft_cli {

/// Round x to a binary floating-point grid with `mant` fraction bits, smallest
/// normal exponent `emin` (subnormals below it) and largest finite `maxv`.
inline double round_to_grid(double x, int mant, int emin, double maxv) {
  if (x == 0.0 || !std::isfinite(x)) return x;
  int e = std::ilogb(x);
  if (e < emin) e = emin;
  const double q = std::ldexp(1.0, e - mant);  // spacing of the grid around x
  const double r = std::nearbyint(x / q) * q;  // x / q is exact (power of two); nearbyint rounds to even
  if (std::fabs(r) > maxv) return std::copysign(INFINITY, x);
  return r;
}

inline double round_f16(double x) { return round_to_grid(x, 10, -14, 65504.0); }
inline double round_bf16(double x) { return round_to_grid(x, 7, -126, std::ldexp(255.0, 120)); }
inline double round_f32(double x) { return static_cast<double>(static_cast<float>(x)); }

/// Bits of a binary16 value; x must already be on the fp16 grid (round_f16).
inline uint16_t f16_bits(double x) {
  const uint16_t sign = std::signbit(x) ? 0x8000 : 0;
  const double a = std::fabs(x);
  if (std::isnan(x)) return 0x7E00;
  if (std::isinf(x)) return sign | 0x7C00;
  if (a == 0.0) return sign;
  const int e = std::ilogb(a);
  if (e < -14) return sign | static_cast<uint16_t>(std::ldexp(a, 24));  // subnormal: a / 2^-24
  const uint16_t frac = static_cast<uint16_t>(std::ldexp(a, 10 - e) - 1024.0);
  return sign | static_cast<uint16_t>((e + 15) << 10) | frac;
}

inline double f16_value(uint16_t h) {
  const double sign = (h & 0x8000) ? -1.0 : 1.0;
  const int ex = (h >> 10) & 0x1F;
  const int frac = h & 0x3FF;
  if (ex == 0x1F) return frac ? NAN : sign * INFINITY;
  if (ex == 0) return sign * std::ldexp(static_cast<double>(frac), -24);
  return sign * std::ldexp(1024.0 + frac, ex - 25);
}

/// Bits of a bfloat16 value; x must already be on the bf16 grid (round_bf16).
inline uint16_t bf16_bits(double x) {
  const float f = static_cast<float>(x);  // exact for bf16-grid values
  uint32_t u;
  std::memcpy(&u, &f, 4);
  if (std::isnan(f)) return 0x7FC0;
  return static_cast<uint16_t>(u >> 16);
}

inline double bf16_value(uint16_t b) {
  const uint32_t u = static_cast<uint32_t>(b) << 16;
  float f;
  std::memcpy(&f, &u, 4);
  return f;
}

}  // namespace tcfft_cli
