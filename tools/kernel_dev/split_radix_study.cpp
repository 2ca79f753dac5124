// Accuracy study (NOTES v54): TC_SPLIT (P = 2, Q = 2) Stockham transforms of n = 1024 and 4096
// with radix-16 / 8 stages against radix-32 / 64 stages, in the docs/numerics.md §4.1-§4.4 model
// (one power-of-two scale per vector, fp16 hi / lo parts of the data and of the DFT matrix, the
// products (0,1), (1,0), (0,0) chained per output with RZ per 16-wide K chunk, one chain per K
// chunk added in float after unbias as §4.15 does for R = 16) and float twiddles (§3 table,
// product rounded per part). It does not model what the kernels add on top (the float stage 0,
// §4.7; line scales, §4.8-§4.12), so its numbers compare radices with each other, not with the
// library's. Reference: a long double DFT of the same float input. Build (from the repository root,
// after `ninja -C build-tests`; CPU only):
//   O=build-tests/CMakeFiles/tcfft_objects.dir/src/cpu
//   g++ -O2 -std=c++17 -Isrc -Iinclude tools/kernel_dev/split_radix_study.cpp $O/split_emulation.cpp.o
//       $O/dft_matrix.cpp.o $O/twiddles.cpp.o $O/threading.cpp.o -lpthread -o /tmp/split_radix_study
// (one command line). Output of 2026-11-29: tools/kernel_dev/NOTES.md v54, "A CPU study".
#include <cmath>
#include <cstdio>
#include <cstring>
#include <random>
#include <vector>

#include "cpu/dft_matrix.h"
#include "cpu/split_emulation.h"
#include "cpu/twiddles.h"

namespace {
using tcfft::cpu::dft_real_matrix_ld;
using tcfft::cpu::fp16_rn_ld;
using tcfft::cpu::rz_add;
using tcfft::cpu::split_scale;
using tcfft::cpu::unbias_rz;

struct Cf {
  float re, im;
};

/// The radix-R split matrix A = [[Fr, -Fi], [Fi, Fr]] (forward) as fp16 hi / lo parts, any R.
struct Mat {
  int R;
  std::vector<long double> hi, lo;  // row-major 2R x 2R
};
Mat make_mat(int R) {
  Mat m{R, {}, {}};
  const int n2 = 2 * R;
  m.hi.resize(n2 * n2);
  m.lo.resize(n2 * n2);
  for (int i = 0; i < n2; ++i)
    for (int k = 0; k < n2; ++k) {
      const long double a = dft_real_matrix_ld(R, -1, i, k);
      m.hi[i * n2 + k] = fp16_rn_ld(a);
      m.lo[i * n2 + k] = fp16_rn_ld(a - m.hi[i * n2 + k]);
    }
  return m;
}

/// One split butterfly (§4.1-§4.4, P = 2, Q = 2): x = [re; im] (2R floats) -> y.
void split_butterfly(const Mat& A, const float* x, float* y) {
  const int n2 = 2 * A.R;
  float m = 0.f;
  for (int i = 0; i < n2; ++i) m = std::fmax(m, std::fabs(x[i]));
  const float s = split_scale(m), inv = 1.0f / s;
  std::vector<long double> h0(n2), h1(n2);
  for (int i = 0; i < n2; ++i) {
    const float u = x[i] * inv;
    h0[i] = fp16_rn_ld(u);
    h1[i] = fp16_rn_ld(static_cast<long double>(u - static_cast<float>(h0[i])));
  }
  const int chunk = n2 < 16 ? n2 : 16, nch = n2 / chunk;
  for (int i = 0; i < n2; ++i) {
    float out = 0.f;
    for (int c = 0; c < nch; ++c) {
      float acc = 0.f;
      auto chain = [&](const std::vector<long double>& a, const std::vector<long double>& h) {
        long double sum = 0;  // exact: multiples of 2^-48, 16 terms
        for (int k = c * chunk; k < (c + 1) * chunk; ++k) sum += a[i * n2 + k] * h[k];
        acc = rz_add(static_cast<double>(sum), acc);
      };
      chain(A.lo, h0);  // (0,1)
      chain(A.hi, h1);  // (1,0)
      chain(A.hi, h0);  // (0,0) last
      out = c == 0 ? unbias_rz(acc) : out + unbias_rz(acc);
    }
    y[i] = s * out;
  }
}

/// Stockham autosort, forward: stage with radix R and Ns = product of the earlier radices, inputs of
/// stages after the first multiplied by T_n[r (j mod Ns) n / (Ns R)] in float.
std::vector<Cf> fft_split(std::vector<Cf> a, const std::vector<int>& radices, bool native) {
  const int64_t n = static_cast<int64_t>(a.size());
  const std::vector<Cf> tw = [&] {
    std::vector<Cf> t(n);
    for (int64_t m = 0; m < n; ++m) {
      long double re, im;
      tcfft::cpu::twiddle_ld(m, n, &re, &im);
      t[m] = {static_cast<float>(re), static_cast<float>(im)};
    }
    return t;
  }();
  std::vector<Cf> b(n);
  int64_t Ns = 1;
  for (int R : radices) {
    const Mat A = make_mat(R);
    std::vector<float> x(2 * R), y(2 * R);
    for (int64_t j = 0; j < n / R; ++j) {
      const int64_t k = j % Ns;
      for (int r = 0; r < R; ++r) {
        Cf v = a[j + r * (n / R)];
        if (Ns > 1) {
          const Cf w = tw[(r * k * (n / (Ns * R))) % n];
          v = {v.re * w.re - v.im * w.im, v.re * w.im + v.im * w.re};
        }
        x[r] = v.re;
        x[R + r] = v.im;
      }
      if (native) {  // float direct sum with the same matrix in float (reference for the split's cost)
        for (int i = 0; i < 2 * R; ++i) {
          float acc = 0.f;
          for (int q = 0; q < 2 * R; ++q) acc += static_cast<float>(dft_real_matrix_ld(R, -1, i, q)) * x[q];
          y[i] = acc;
        }
      } else {
        split_butterfly(A, x.data(), y.data());
      }
      const int64_t d = (j / Ns) * Ns * R + k;
      for (int r = 0; r < R; ++r) b[d + r * Ns] = {y[r], y[R + r]};
    }
    std::swap(a, b);
    Ns *= R;
  }
  return a;
}

void dft_ld(const std::vector<Cf>& a, std::vector<long double>& re, std::vector<long double>& im) {
  const int64_t n = static_cast<int64_t>(a.size());
  re.assign(n, 0);
  im.assign(n, 0);
  std::vector<long double> wr(n), wi(n);
  for (int64_t m = 0; m < n; ++m) tcfft::cpu::twiddle_ld(m, n, &wr[m], &wi[m]);
  for (int64_t k = 0; k < n; ++k) {
    long double sr = 0, si = 0;
    for (int64_t t = 0; t < n; ++t) {
      const int64_t m = (k * t) % n;
      sr += a[t].re * wr[m] - a[t].im * wi[m];
      si += a[t].re * wi[m] + a[t].im * wr[m];
    }
    re[k] = sr;
    im[k] = si;
  }
}
}  // namespace

int main() {
  struct Plan {
    int n;
    std::vector<int> radices;
    const char* name;
  };
  const Plan plans[] = {{1024, {16, 8, 8}, "1024 = 16 x 8 x 8"}, {1024, {32, 32}, "1024 = 32 x 32"},
                        {4096, {16, 16, 16}, "4096 = 16 x 16 x 16"}, {4096, {64, 64}, "4096 = 64 x 64"},
                        {4096, {16, 16, 16}, "4096 native float"}};
  std::mt19937_64 rng(12345);
  std::uniform_real_distribution<float> U(-1.f, 1.f);
  for (int pi = 0; pi < 5; ++pi) {
    const Plan& p = plans[pi];
    const int trials = p.n == 1024 ? 16 : 6;
    long double e2 = 0, r2 = 0, emax = 0, rmax = 0;
    for (int t = 0; t < trials; ++t) {
      std::vector<Cf> a(p.n);
      for (auto& v : a) v = {U(rng), U(rng)};
      const std::vector<Cf> y = fft_split(a, p.radices, pi == 4);
      std::vector<long double> re, im;
      dft_ld(a, re, im);
      for (int k = 0; k < p.n; ++k) {
        const long double dr = y[k].re - re[k], di = y[k].im - im[k];
        e2 += dr * dr + di * di;
        r2 += re[k] * re[k] + im[k] * im[k];
        emax = std::fmax(emax, std::fmax(std::fabs(dr), std::fabs(di)));
        rmax = std::fmax(rmax, std::fmax(std::fabs(re[k]), std::fabs(im[k])));
      }
    }
    std::printf("%-22s rel-L2 %.3Le  rel-Linf %.3Le  (%d random inputs, uniform [-1, 1))\n", p.name,
                std::sqrt(e2 / r2), emax / rmax, trials);
  }
  return 0;
}
