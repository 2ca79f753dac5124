// Host side: the real 2R x 2R DFT matrices A = [[Fr,-Fi],[Fi,Fr]] (R = 2,4,8,16)
// split into fp16 hi/lo parts (docs/numerics.md §4.2), computed in long double
// and laid out as per-lane mma B fragments (see mma_f16.cuh and tc_stage.cuh
// for the index orders). Result: kFragWords u32 words, uploaded once per device.
#pragma once

#include <cmath>
#include <cstdint>
#include <cstring>

namespace tcfft::cuda::kern::tc {

// [radix index 0..3 = R 2,4,8,16][dir 0 fwd, 1 inv][part 0 hi, 1 lo][lane 0..31][12 words]
// Words 2*tile, 2*tile+1 of B tile `tile`. R = 16: tiles 0 Fr_h0, 1 Fr_h1, 2 Fi_h0, 3 Fi_h1,
// 4 -Fi_h0, 5 -Fi_h1 (the -Fi block of A, so that a real output is one accumulator chain).
// R <= 8: tiles 0, 1 (words 0..3).
constexpr int kFragLaneWords = 12;
constexpr int kFragWords = 4 * 2 * 2 * 32 * kFragLaneWords;
inline int frag_base(int ridx, int dir, int part, int lane) {
  return (((ridx * 2 + dir) * 2 + part) * 32 + lane) * kFragLaneWords;
}

/// IEEE binary16 round-to-nearest-even of a long double (no overflow here: |x| <= 1).
inline uint16_t half_bits_rn(long double x) {
  if (x == 0.0L) return std::signbit(x) ? 0x8000u : 0u;
  const uint16_t sign = x < 0 ? 0x8000u : 0u;
  const long double a = std::fabs(x);
  int e2 = 0;
  std::frexp(a, &e2);            // a = f * 2^e2, f in [0.5, 1)
  int E = e2 - 1;                // floor(log2 a)
  if (E < -14) E = -14;          // subnormal range: quantum 2^-24
  long double m = std::nearbyint(std::ldexp(a, 10 - E));  // ties to even (default rounding mode)
  if (m >= 2048.0L) { m = 1024.0L; E += 1; }
  if (E > 15) return sign | 0x7c00u;
  const uint32_t mi = static_cast<uint32_t>(m);
  if (mi < 1024u) return sign | static_cast<uint16_t>(mi);  // subnormal (E == -14)
  return sign | static_cast<uint16_t>(((E + 15) << 10) | (mi - 1024u));
}
inline long double half_value(uint16_t h) {
  const int s = h >> 15, e = (h >> 10) & 31, m = h & 1023;
  long double v = e == 0 ? std::ldexp(static_cast<long double>(m), -24)
                         : std::ldexp(static_cast<long double>(1024 + m), e - 25);
  return s ? -v : v;
}

/// exp(sgn * 2*pi*i * m / R) with exact values on the axes.
inline void unit_root(int m, int R, int sgn, long double& c, long double& s) {
  m %= R;
  if ((4 * m) % R == 0) {
    const int q = (4 * m) / R;
    const long double cs[4] = {1, 0, -1, 0}, sn[4] = {0, 1, 0, -1};
    c = cs[q];
    s = sgn * sn[q];
    return;
  }
  const long double pi = 3.141592653589793238462643383279502884L;
  const long double ang = 2.0L * pi * m / R;
  c = std::cos(ang);
  s = sgn * std::sin(ang);
}

/// Entry of the real form A[o][i] (o, i in 0..2R-1, first R = real parts).
inline long double real_form(int R, int dirsgn, int o, int i) {
  const int co = o % R, ci = i % R, ro = o / R, ri = i / R;
  long double c, s;
  unit_root(co * ci, R, dirsgn, c, s);  // F = c + i s
  if (ro == 0 && ri == 0) return c;
  if (ro == 0 && ri == 1) return -s;
  if (ro == 1 && ri == 0) return s;
  return c;
}

inline uint16_t part_bits(long double a, int part) {
  const uint16_t hi = half_bits_rn(a);
  if (part == 0) return hi;
  return half_bits_rn(a - half_value(hi));
}

/// Fills out[kFragWords].
inline void build_dft_fragments(uint32_t* out) {
  std::memset(out, 0, sizeof(uint32_t) * kFragWords);
  for (int ridx = 0; ridx < 4; ++ridx) {
    const int R = 2 << ridx;
    for (int dir = 0; dir < 2; ++dir) {
      const int sgn = dir == 0 ? -1 : +1;  // forward exp(-2 pi i ab/R)
      for (int part = 0; part < 2; ++part) {
        for (int lane = 0; lane < 32; ++lane) {
          const int g = lane >> 2, t = lane & 3;
          uint32_t* w = out + frag_base(ridx, dir, part, lane);
          // B[k][n] value for tile `tile`.
          auto bval = [&](int tile, int k, int n) -> uint16_t {
            if (R == 16) {
              // tiles: 0 Fr_h0, 1 Fr_h1, 2 Fi_h0, 3 Fi_h1, 4 -Fi_h0, 5 -Fi_h1;
              // n' -> output comp, k -> input comp. fp16_rn(-a) = -fp16_rn(a): the -Fi parts
              // are the negated Fi parts, as the split of A's -Fi block (docs §4.2).
              const int h = tile & 1;
              const int co = (n >> 1) + 4 * (n & 1) + 8 * h;
              const int ci = ((k & 7) >> 1) + 4 * (k & 1) + 8 * (k >> 3);
              long double c, s;
              unit_root(co * ci, R, sgn, c, s);
              return part_bits(tile < 2 ? c : tile < 4 ? s : -s, part);
            }
            // R <= 8: interleaved (block, comp, re/im) coordinates, block-diagonal.
            const int nn = 8 * tile + n;
            const int bs = R * 2;  // reals per block
            const int bo = nn / bs, bi = k / bs;
            if (bo != bi) return 0;
            const int xo = nn % bs, xi = k % bs;
            const int co = xo >> 1, ro = xo & 1, ci = xi >> 1, ri = xi & 1;
            const long double a = real_form(R, sgn, ro * R + co, ri * R + ci);
            return part_bits(a, part);
          };
          const int ntiles = R == 16 ? 6 : 2;
          for (int tile = 0; tile < ntiles; ++tile) {
            const uint32_t b0 = bval(tile, 2 * t, g) | (uint32_t(bval(tile, 2 * t + 1, g)) << 16);
            const uint32_t b1 = bval(tile, 2 * t + 8, g) | (uint32_t(bval(tile, 2 * t + 9, g)) << 16);
            w[2 * tile] = b0;
            w[2 * tile + 1] = b1;
          }
        }
      }
    }
  }
}

}  // namespace tcfft::cuda::kern::tc
