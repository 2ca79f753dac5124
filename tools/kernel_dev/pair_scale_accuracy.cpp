// CPU experiment (NOTES.md v7 "Issue 3: a per-tile scale for the register pair"): would one scale
// per register tile of the last two stages keep TC_SPLIT (2 terms) as accurate as today's
// per-vector scale? Today (docs/numerics.md §4.1) every R-point vector of every stage gets its own
// power-of-two scale s from its maximum, is split as u = x / s, and its outputs are y = s * acc.
// The variant ("tile"): the last two stages of the plan (the register-chained pair of the
// register-tile kernels) share one scale per tile — the independent group of R1*R2 elements the
// pair transforms (stage-s vectors j with the same j mod Ns) — taken from the tile's maximum
// before the first of the two stages; the first stage's outputs stay in units of that scale
// (no y = s * acc), the second stage splits its twiddled inputs directly (|u| < 16 * sqrt(2)), and
// only its outputs are multiplied by the tile's scale. That removes per element and pair: one
// maximum, one inverse multiply and one scale multiply (about 6 of ~24 instructions per stage,
// NOTES.md v4), at the price of coarser scales.
//
// Everything else is the §4 arithmetic of the library's CPU emulation (split into fp16 parts, the
// exact-sum MMA model with truncation, the unbias, FP32 twiddles in the §3 form), built from
// src/cpu/split_emulation.h. Reference: naive long double DFT. Not part of the library or CI.
//
// Build (after a library build in build-tests):
//   g++ -std=c++17 -O2 -I src tools/kernel_dev/pair_scale_accuracy.cpp build-tests/libtcfft_static.a \
//       -lpthread -o /tmp/pair_scale_accuracy && /tmp/pair_scale_accuracy
#include <cmath>
#include <complex>
#include <cstdio>
#include <random>
#include <vector>

#include "core/fp16.h"
#include "cpu/dft_matrix.h"
#include "cpu/split_emulation.h"
#include "cpu/twiddles.h"

using namespace tcfft::cpu;
using cld = std::complex<long double>;

namespace {

// Split of 2R reals under a given power-of-two scale (inv = 1/s), P = 2 (docs §4.1 without the max).
void split_with(const float* x, int len, float s, float inv, SplitVector* v) {
  v->len = len;
  v->P = 2;
  v->s = s;
  v->inv = inv;
  v->finite = true;
  for (int i = 0; i < len; ++i) {
    const float u = x[i] * inv;
    const float h0 = tcfft::round_to_half(u);
    const float h1 = tcfft::round_to_half(u - h0);
    v->h[0][i] = h0;
    v->h[1][i] = h1;
    v->hi[0][i] = static_cast<int32_t>(std::ldexp(h0, 24));
    v->hi[1][i] = static_cast<int32_t>(std::ldexp(h1, 24));
  }
}

// One butterfly on a split vector: the §4.4 chain for P = 2, then unbias; acc in units of v.s.
void butterfly_acc(const SplitMatrix& A, const SplitVector& v, float* acc) {
  const int n2 = 2 * A.R;
  for (int i = 0; i < n2; ++i) acc[i] = 0.0f;
  if (A.Q > 1) mma_chain(A, 1, v, 0, acc);
  mma_chain(A, 0, v, 1, acc);
  mma_chain(A, 0, v, 0, acc);
  for (int i = 0; i < n2; ++i) acc[i] = unbias_rz(acc[i]);
}

float scale_of(float m) { return split_scale(m); }
float inv_of(float s) { return 1.0f / s; }  // power of two in the normal range here: exact

void twiddle(float* re, float* im, float wr, float wi) {  // §3 fma form
  const float p = *im * wi, q = *im * wr;
  const float a = std::fma(*re, wr, -p), b = std::fma(*re, wi, q);
  *re = a;
  *im = b;
}

// The plan's Stockham stages (docs §1) on one line; tile = true uses the per-tile scale in the
// last two stages. Forward transform.
std::vector<std::complex<float>> run(const std::vector<std::complex<float>>& in, const std::vector<int>& radices,
                                     bool tile) {
  const int64_t n = static_cast<int64_t>(in.size());
  const TwiddleTable<float> tw(n);
  std::vector<std::complex<float>> x = in, y(in.size());
  const int S = static_cast<int>(radices.size());
  int64_t Ns = 1;
  int64_t pair_ns = 0;  // Ns of the first stage of the pair
  {
    int64_t ns = 1;
    for (int s = 0; s < S - 2; ++s) ns *= radices[s];
    pair_ns = ns;
  }
  std::vector<float> tile_s(static_cast<size_t>(pair_ns), 0.0f);
  for (int s = 0; s < S; ++s) {
    const int R = radices[s];
    const SplitMatrix A = make_split_matrix(R, -1, R >= 8 ? 2 : 1);
    const int64_t NR = n / R, twstride = n / (Ns * R);
    const bool first_of_pair = tile && s == S - 2, second_of_pair = tile && s == S - 1;
    std::vector<float> v(2 * R), acc(2 * R);
    // input r of vector j after its twiddle (§1, §3): v[r] = re, v[R + r] = im
    auto gather = [&](int64_t j) {
      const int64_t k = j % Ns;
      for (int r = 0; r < R; ++r) {
        const std::complex<float> z = x[static_cast<size_t>(j + r * NR)];
        float re = z.real(), im = z.imag();
        if (k != 0 && r != 0) {
          float wr, wi;
          tw.get(static_cast<int64_t>(r) * k * twstride, &wr, &wi);
          twiddle(&re, &im, wr, wi);
        }
        v[r] = re;
        v[R + r] = im;
      }
    };
    if (first_of_pair) {  // the tile's scale from the maximum of its stage inputs (after twiddles)
      std::vector<float> m(static_cast<size_t>(pair_ns), 0.0f);
      for (int64_t j = 0; j < NR; ++j) {
        gather(j);
        float& mm = m[static_cast<size_t>(j % pair_ns)];
        for (float a : v) mm = std::max(mm, std::fabs(a));
      }
      for (int64_t c = 0; c < pair_ns; ++c) tile_s[static_cast<size_t>(c)] = scale_of(m[static_cast<size_t>(c)]);
    }
    for (int64_t j = 0; j < NR; ++j) {
      const int64_t k = j % Ns;
      gather(j);
      SplitVector sv;
      float out_scale;
      if (first_of_pair) {
        const float st = tile_s[static_cast<size_t>(j % pair_ns)];
        split_with(v.data(), 2 * R, st, inv_of(st), &sv);
        out_scale = 1.0f;  // outputs stay in units of the tile's scale
      } else if (second_of_pair) {
        split_with(v.data(), 2 * R, 1.0f, 1.0f, &sv);  // inputs already in tile units
        out_scale = tile_s[static_cast<size_t>(j % pair_ns)];
      } else {
        float m = 0;
        for (float a : v) m = std::max(m, std::fabs(a));
        const float sc = scale_of(m);
        split_with(v.data(), 2 * R, sc, inv_of(sc), &sv);
        out_scale = sc;
      }
      butterfly_acc(A, sv, acc.data());
      const int64_t ob = (j / Ns) * Ns * R + k;
      for (int r = 0; r < R; ++r)
        y[static_cast<size_t>(ob + r * Ns)] = {out_scale * acc[r], out_scale * acc[R + r]};
    }
    std::swap(x, y);
    Ns *= R;
  }
  return x;
}

std::vector<cld> dft(const std::vector<std::complex<float>>& x) {
  const int64_t n = static_cast<int64_t>(x.size());
  std::vector<cld> w(static_cast<size_t>(n)), y(static_cast<size_t>(n));
  for (int64_t m = 0; m < n; ++m) {
    long double re, im;
    twiddle_ld(m, n, &re, &im);
    w[static_cast<size_t>(m)] = cld(re, im);
  }
  for (int64_t k = 0; k < n; ++k) {
    cld s = 0;
    for (int64_t j = 0; j < n; ++j) s += cld(x[j].real(), x[j].imag()) * w[static_cast<size_t>((j * k) % n)];
    y[static_cast<size_t>(k)] = s;
  }
  return y;
}

}  // namespace

int main() {
  struct Case {
    int64_t n;
    std::vector<int> radices;
    int lines;
  } cases[] = {{64, {8, 8}, 400}, {256, {16, 16}, 200}, {1024, {16, 8, 8}, 40}, {4096, {16, 16, 16}, 8}};
  // inputs: 0 uniform [-1, 1); 1 a tone (bin 3) plus uniform noise of 1e-4; 2 uniform with a
  // magnitude falling from 1 to 2^-20 along the line (dynamic range inside every tile)
  const char* kind_name[] = {"uniform [-1,1)", "tone + 1e-4 noise", "uniform * 2^(-20 j/n)"};
  std::printf("forward, rel-L2 vs long double DFT over all lines (P = 2)\n");
  std::printf("%-22s %6s %6s %12s %12s %7s\n", "input", "n", "lines", "per-vector", "per-tile", "ratio");
  for (int kind = 0; kind < 3; ++kind) {
    std::mt19937 rng(2026 + kind);
    std::uniform_real_distribution<float> u(-1.0f, 1.0f);
    for (const Case& c : cases) {
      long double num[2] = {0, 0}, den = 0;
      for (int l = 0; l < c.lines; ++l) {
        std::vector<std::complex<float>> x(static_cast<size_t>(c.n));
        for (int64_t j = 0; j < c.n; ++j) {
          const float a = u(rng), b = u(rng);
          if (kind == 0) x[j] = {a, b};
          if (kind == 1) {
            const double ph = 2.0 * 3.14159265358979323846 * 3.0 * static_cast<double>(j) / static_cast<double>(c.n);
            x[j] = {static_cast<float>(std::cos(ph) + 1e-4 * a), static_cast<float>(std::sin(ph) + 1e-4 * b)};
          }
          if (kind == 2) {
            const float g = std::ldexp(1.0f, -static_cast<int>(20 * j / c.n));
            x[j] = {a * g, b * g};
          }
        }
        const std::vector<cld> ref = dft(x);
        for (int t = 0; t < 2; ++t) {
          const auto y = run(x, c.radices, t == 1);
          for (int64_t k = 0; k < c.n; ++k) num[t] += std::norm(cld(y[k].real(), y[k].imag()) - ref[k]);
        }
        for (const cld& r : ref) den += std::norm(r);
      }
      const double a = std::sqrt(static_cast<double>(num[0] / den)), b = std::sqrt(static_cast<double>(num[1] / den));
      std::printf("%-22s %6lld %6d %12.3e %12.3e %7.3f\n", kind_name[kind], static_cast<long long>(c.n), c.lines, a, b,
                  b / a);
    }
  }
  return 0;
}
