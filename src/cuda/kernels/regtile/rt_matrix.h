// Host side of the register-tile kernels: the DFT matrices of docs/numerics.md
// §4.2 (R = 8, 16; fp16 hi/lo parts, computed in long double) laid out as the
// per-lane mma.sync m16n8k16 fragments the register-tile stages consume
// (fragment layout: tensorcore/mma_f16.cuh). Natural component order
// everywhere (row o = output component, column k = input component).
//
// Per lane, kRtLaneWords u32 words:
//   A16[dir][q][m][4]      R = 16 matrix as the A operand (16x16), m = 0 Fr, 1 Fi, 2 -Fi
//   B16[dir][q][m][nt][2]  R = 16 matrix transposed as the B operand (k = input, n = output
//                          8*nt .. 8*nt+7), m as above
//   A8[dir][q][4]          R = 8 real form [[Fr, -Fi], [Fi, Fr]] as the A operand: rows
//                          0..7 = Re V, 8..15 = Im V; columns 0..7 = re x, 8..15 = im x
// dir 0 forward exp(-2πi ab/R), 1 inverse; q 0 = A_hi, 1 = A_lo.
// F is symmetric, so B16[..][nt] = {A16[..][nt], A16[..][nt + 2]}: the kernels use the A16 words
// for both operands; B16 is kept as the independent statement of that layout and
// rt_fragments_consistent() checks the identity (tests/gpu).
#pragma once

#include <cstdint>
#include <cstring>

#include "cuda/kernels/tensorcore/dft_matrix.h"

namespace tcfft::cuda::kern::rt {

constexpr int kA16 = 0;                    // 2*2*3*4 = 48 words
constexpr int kB16 = kA16 + 48;            // 2*2*3*2*2 = 48 words
constexpr int kA8 = kB16 + 48;             // 2*2*4 = 16 words
constexpr int kRtLaneWords = kA8 + 16;     // 112
constexpr int kRtWords = 32 * kRtLaneWords;

inline int a16_off(int dir, int q, int m) { return kA16 + ((dir * 2 + q) * 3 + m) * 4; }
inline int b16_off(int dir, int q, int m, int nt) { return kB16 + (((dir * 2 + q) * 3 + m) * 2 + nt) * 2; }
inline int a8_off(int dir, int q) { return kA8 + (dir * 2 + q) * 4; }

/// Fills out[kRtWords] (lane-major: lane l's words at out + l * kRtLaneWords).
inline void build_rt_fragments(uint32_t* out) {
  using tc::part_bits;
  using tc::real_form;
  using tc::unit_root;
  std::memset(out, 0, sizeof(uint32_t) * kRtWords);
  for (int lane = 0; lane < 32; ++lane) {
    const int g = lane >> 2, t = lane & 3;
    uint32_t* w = out + lane * kRtLaneWords;
    for (int dir = 0; dir < 2; ++dir) {
      const int sgn = dir == 0 ? -1 : +1;
      for (int q = 0; q < 2; ++q) {
        // R = 16 entry m (0 Fr, 1 Fi, 2 -Fi) at (o, k); F symmetric.
        auto f16 = [&](int m, int o, int k) -> uint32_t {
          long double c, s;
          unit_root(o * k, 16, sgn, c, s);
          const long double v = m == 0 ? c : m == 1 ? s : -s;
          return part_bits(v, q);
        };
        auto pk = [](uint32_t lo, uint32_t hi) { return lo | (hi << 16); };
        for (int m = 0; m < 3; ++m) {
          uint32_t* a = w + a16_off(dir, q, m);
          a[0] = pk(f16(m, g, 2 * t), f16(m, g, 2 * t + 1));
          a[1] = pk(f16(m, g + 8, 2 * t), f16(m, g + 8, 2 * t + 1));
          a[2] = pk(f16(m, g, 2 * t + 8), f16(m, g, 2 * t + 9));
          a[3] = pk(f16(m, g + 8, 2 * t + 8), f16(m, g + 8, 2 * t + 9));
          for (int nt = 0; nt < 2; ++nt) {
            // B[k][n] = M[n][k] with n = output 8*nt + g, k = input component.
            const int o = 8 * nt + g;
            uint32_t* b = w + b16_off(dir, q, m, nt);
            b[0] = pk(f16(m, o, 2 * t), f16(m, o, 2 * t + 1));
            b[1] = pk(f16(m, o, 2 * t + 8), f16(m, o, 2 * t + 9));
          }
        }
        auto f8 = [&](int o, int k) -> uint32_t { return part_bits(real_form(8, sgn, o, k), q); };
        uint32_t* a = w + a8_off(dir, q);
        a[0] = pk(f8(g, 2 * t), f8(g, 2 * t + 1));
        a[1] = pk(f8(g + 8, 2 * t), f8(g + 8, 2 * t + 1));
        a[2] = pk(f8(g, 2 * t + 8), f8(g, 2 * t + 9));
        a[3] = pk(f8(g + 8, 2 * t + 8), f8(g + 8, 2 * t + 9));
      }
    }
  }
}

/// Whether the B16 words equal the A16 words the kernels use in their place (see above).
inline bool rt_fragments_consistent(const uint32_t* tab) {
  for (int lane = 0; lane < 32; ++lane) {
    const uint32_t* w = tab + lane * kRtLaneWords;
    for (int dir = 0; dir < 2; ++dir)
      for (int q = 0; q < 2; ++q)
        for (int m = 0; m < 3; ++m)
          for (int nt = 0; nt < 2; ++nt) {
            const uint32_t* a = w + a16_off(dir, q, m);
            const uint32_t* b = w + b16_off(dir, q, m, nt);
            if (b[0] != a[nt] || b[1] != a[nt + 2]) return false;
          }
  }
  return true;
}

}  // namespace tcfft::cuda::kern::rt
