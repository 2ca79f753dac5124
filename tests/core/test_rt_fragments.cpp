// Host-side checks of the register-tile kernels' DFT fragment table
// (src/cuda/kernels/regtile/rt_matrix.h). CPU only: runs in CI.
#include <gtest/gtest.h>

#include <cmath>
#include <vector>

#include "cuda/kernels/regtile/rt_matrix.h"

namespace {

using namespace tcfft::cuda::kern;

float half_to_float(uint32_t h) { return static_cast<float>(tc::half_value(static_cast<uint16_t>(h & 0xffffu))); }

// The kernels feed the A16 words of F as the B operand of F^T (F symmetric): the B layout of
// mma_f16.cuh (b0 = {B[2t][g], B[2t+1][g]}, b1 = {B[2t+8][g], B[2t+9][g]}, B[k][n] = F[8nt + n][k])
// built here from the entries must be exactly the registers {a[nt], a[nt + 2]}.
TEST(RtFragments, TransposedOperandIsTheSymmetricAOperand) {
  std::vector<uint32_t> t(rt::kRtWords);
  rt::build_rt_fragments(t.data());
  for (int lane = 0; lane < 32; ++lane) {
    const int g = lane >> 2, tt = lane & 3;
    const uint32_t* w = t.data() + lane * rt::kRtLaneWords;
    for (int dir = 0; dir < 2; ++dir)
      for (int q = 0; q < 2; ++q)
        for (int m = 0; m < 3; ++m) {
          auto f = [&](int o, int k) -> uint32_t {
            long double c, s;
            tc::unit_root(o * k, 16, dir == 0 ? -1 : 1, c, s);
            return tc::part_bits(m == 0 ? c : m == 1 ? s : -s, q);
          };
          const uint32_t* a = w + rt::a16_off(dir, q, m);
          for (int nt = 0; nt < 2; ++nt) {
            const int o = 8 * nt + g;
            EXPECT_EQ(a[nt], f(o, 2 * tt) | (f(o, 2 * tt + 1) << 16)) << "lane " << lane << " m " << m << " nt " << nt;
            EXPECT_EQ(a[nt + 2], f(o, 2 * tt + 8) | (f(o, 2 * tt + 9) << 16)) << "lane " << lane << " m " << m;
          }
        }
  }
}

// hi + lo of each A16 entry reproduces exp(-2 pi i ok/16) to fp16 hi/lo precision (|err| <= 2^-22),
// and the A8 real form has the [[Fr, -Fi], [Fi, Fr]] block structure.
TEST(RtFragments, EntriesAreTheSplitDftMatrix) {
  std::vector<uint32_t> t(rt::kRtWords);
  rt::build_rt_fragments(t.data());
  const double pi = 3.14159265358979323846;
  for (int lane = 0; lane < 32; ++lane) {
    const int g = lane >> 2, tt = lane & 3;
    const uint32_t* w = t.data() + lane * rt::kRtLaneWords;
    for (int dir = 0; dir < 2; ++dir) {
      const double sgn = dir == 0 ? -1.0 : 1.0;
      for (int m = 0; m < 3; ++m) {
        for (int reg = 0; reg < 4; ++reg) {
          const int o = g + 8 * (reg & 1), k0 = 2 * tt + 8 * (reg >> 1);
          for (int half = 0; half < 2; ++half) {
            const int k = k0 + half;
            const double ang = 2 * pi * ((o * k) % 16) / 16;
            const double want = m == 0 ? std::cos(ang) : m == 1 ? sgn * std::sin(ang) : -sgn * std::sin(ang);
            const uint32_t hi = w[rt::a16_off(dir, 0, m) + reg] >> (16 * half);
            const uint32_t lo = w[rt::a16_off(dir, 1, m) + reg] >> (16 * half);
            EXPECT_NEAR(double(half_to_float(hi)) + half_to_float(lo), want, 0x1p-22)
                << "lane " << lane << " dir " << dir << " m " << m << " o " << o << " k " << k;
          }
        }
      }
      // A8: row o (0..7 Re, 8..15 Im), column k (0..7 re, 8..15 im)
      for (int reg = 0; reg < 4; ++reg) {
        const int o = g + 8 * (reg & 1), k0 = 2 * tt + 8 * (reg >> 1);
        for (int half = 0; half < 2; ++half) {
          const int k = k0 + half, co = o % 8, ci = k % 8;
          const double ang = 2 * pi * ((co * ci) % 8) / 8, c = std::cos(ang), s = sgn * std::sin(ang);
          const double want = (o < 8) == (k < 8) ? c : o < 8 ? -s : s;
          const uint32_t hi = w[rt::a8_off(dir, 0) + reg] >> (16 * half);
          const uint32_t lo = w[rt::a8_off(dir, 1) + reg] >> (16 * half);
          EXPECT_NEAR(double(half_to_float(hi)) + half_to_float(lo), want, 0x1p-22) << "A8 lane " << lane;
        }
      }
    }
  }
}

}  // namespace
