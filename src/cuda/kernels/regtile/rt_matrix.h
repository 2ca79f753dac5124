// Host side of the register-tile kernels: the DFT matrices of docs/numerics.md
// §4.2 (R = 8, 16; fp16 hi/lo parts, computed in long double) laid out as the
// per-lane mma.sync m16n8k16 fragments the register-tile stages consume
// (fragment layout: tensorcore/mma_f16.cuh). Natural component order
// everywhere (row o = output component, column k = input component).
//
// Per lane, kRtLaneWords u32 words:
//   A16[dir][q][m][4]      R = 16 matrix as the A operand (16x16), m = 0 Fr, 1 Fi, 2 -Fi
//   A8[dir][q][4]          R = 8 real form [[Fr, -Fi], [Fi, Fr]] as the A operand: rows
//                          0..7 = Re V, 8..15 = Im V; columns 0..7 = re x, 8..15 = im x
// dir 0 forward exp(-2πi ab/R), 1 inverse; q 0 = A_hi, 1 = A_lo.
// F is symmetric, so the B operand of F^T (16x8, outputs 8nt .. 8nt+7) is the register pair
// {A16[..][nt], A16[..][nt + 2]}: the kernels use the A16 words for both operands
// (tests/core/test_rt_fragments.cpp checks the identity against the B layout).
#pragma once

#include <cstdint>
#include <cstring>

#include "cuda/kernels/tensorcore/dft_matrix.h"

namespace tcfft::cuda::kern::rt {

constexpr int kA16 = 0;                    // 2*2*3*4 = 48 words
constexpr int kA8 = kA16 + 48;             // 2*2*4 = 16 words
constexpr int kRtLaneWords = kA8 + 16;     // 64
constexpr int kRtWords = 32 * kRtLaneWords;

inline int a16_off(int dir, int q, int m) { return kA16 + ((dir * 2 + q) * 3 + m) * 4; }
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

}  // namespace tcfft::cuda::kern::rt
