// The float radix-16 network (src/core/radix16_float.h, docs/numerics.md §4.7): a 16-point DFT
// in both directions against a long-double direct sum, within a few float roundings; the exact
// cases (an impulse at 0, a constant) exactly; and inverse(forward(x)) = 16 x within roundings.
#include <gtest/gtest.h>

#include <cmath>
#include <random>

#include "core/radix16_float.h"

namespace {

using tcfft::r16f::dft16;

void direct(const float (&re)[16], const float (&im)[16], bool inv, long double (&xr)[16], long double (&xi)[16]) {
  const long double pi = 3.141592653589793238462643383279502884L;
  for (int k = 0; k < 16; ++k) {
    long double sr = 0, si = 0;
    for (int n = 0; n < 16; ++n) {
      const long double a = (inv ? 2 : -2) * pi * static_cast<long double>((n * k) % 16) / 16;
      sr += re[n] * std::cos(a) - im[n] * std::sin(a);
      si += re[n] * std::sin(a) + im[n] * std::cos(a);
    }
    xr[k] = sr;
    xi[k] = si;
  }
}

template <bool INV>
void check_random(unsigned seed) {
  std::mt19937 g(seed);
  std::uniform_real_distribution<float> u(-1.0f, 1.0f);
  float re[16], im[16];
  for (int k = 0; k < 16; ++k) {
    re[k] = u(g);
    im[k] = u(g);
  }
  long double xr[16], xi[16];
  direct(re, im, INV, xr, xi);
  dft16<INV>(re, im);
  long double e2 = 0, r2 = 0;
  for (int k = 0; k < 16; ++k) {
    e2 += (re[k] - xr[k]) * (re[k] - xr[k]) + (im[k] - xi[k]) * (im[k] - xi[k]);
    r2 += xr[k] * xr[k] + xi[k] * xi[k];
  }
  // two layers of DFT_4 and one twiddle product: a few roundings of 2^-24 each
  EXPECT_LT(std::sqrt(static_cast<double>(e2 / r2)), 3e-7) << "seed " << seed << (INV ? " inverse" : " forward");
}

TEST(Radix16Float, MatchesDirectSum) {
  for (unsigned s = 1; s <= 200; ++s) {
    check_random<false>(s);
    check_random<true>(s);
  }
}

TEST(Radix16Float, ExactCases) {
  float re[16], im[16];
  for (int k = 0; k < 16; ++k) re[k] = im[k] = 0.0f;
  re[0] = 1.5f;
  im[0] = -0.25f;
  dft16<false>(re, im);
  for (int k = 0; k < 16; ++k) {
    EXPECT_EQ(re[k], 1.5f) << k;
    EXPECT_EQ(im[k], -0.25f) << k;
  }
  for (int k = 0; k < 16; ++k) {
    re[k] = 0.5f;
    im[k] = -2.0f;
  }
  dft16<true>(re, im);
  EXPECT_EQ(re[0], 8.0f);
  EXPECT_EQ(im[0], -32.0f);
  for (int k = 1; k < 16; ++k) {
    EXPECT_EQ(re[k], 0.0f) << k;
    EXPECT_EQ(im[k], 0.0f) << k;
  }
}

TEST(Radix16Float, InverseOfForward) {
  std::mt19937 g(7);
  std::uniform_real_distribution<float> u(-1.0f, 1.0f);
  float re[16], im[16], r0[16], i0[16];
  for (int k = 0; k < 16; ++k) r0[k] = re[k] = u(g), i0[k] = im[k] = u(g);
  dft16<false>(re, im);
  dft16<true>(re, im);
  for (int k = 0; k < 16; ++k) {
    EXPECT_NEAR(re[k], 16 * r0[k], 16 * 1e-6) << k;
    EXPECT_NEAR(im[k], 16 * i0[k], 16 * 1e-6) << k;
  }
}

}  // namespace
