// v12 CPU experiment: how far a two-factor post-twiddle T_N[m] ~= T_N[m_hi] * T_N[m_lo]
// (m = m_hi + m_lo, m_hi a multiple of 2^s, both factors the FP32-rounded table values, product in
// FP32 in the docs §3 fma form) is from the exact twiddle, next to the FP32-rounded T_N[m] itself,
// in units of 2^-24 — the numerics side of replacing the line-major post-twiddle table (as large as
// the data for 1D 2^26) by two small tables. Not part of the build:
//   g++ -O2 -std=c++17 tools/kernel_dev/twiddle_factor_check.cpp -o /tmp/twiddle_factor_check
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <initializer_list>

static long double angle(int64_t n, int64_t m) {
  return -2.0L * 3.14159265358979323846264338327950288L * static_cast<long double>(m) / static_cast<long double>(n);
}
static void tw(int64_t n, int64_t m, float* re, float* im) {
  *re = static_cast<float>(cosl(angle(n, m)));
  *im = static_cast<float>(sinl(angle(n, m)));
}

int main() {
  for (int lg : {16, 20, 22, 24, 26}) {
    const int64_t n = int64_t{1} << lg;
    const int s = lg / 2;
    const int64_t step = n > (int64_t{1} << 22) ? n >> 22 : 1;  // at most ~4M values of m
    double max_fac = 0, sum2_fac = 0, max_ex = 0, sum2_ex = 0;
    int64_t cnt = 0;
    for (int64_t m0 = 0; m0 < n; m0 += step) {
      const int64_t m = m0 + (step > 1 ? (m0 / step * 7919) % step : 0);  // spread the low bits too
      const int64_t mh = m & ~((int64_t{1} << s) - 1), ml = m & ((int64_t{1} << s) - 1);
      float hr, hi, lr, li, er, ei;
      tw(n, mh, &hr, &hi);
      tw(n, ml, &lr, &li);
      tw(n, m, &er, &ei);
      const float pr = std::fma(hr, lr, -(hi * li)), pi = std::fma(hr, li, hi * lr);
      const long double tr = cosl(angle(n, m)), ti = sinl(angle(n, m));
      const double d_fac = std::hypot(static_cast<double>(pr - tr), static_cast<double>(pi - ti)) * 0x1p24;
      const double d_ex = std::hypot(static_cast<double>(er - tr), static_cast<double>(ei - ti)) * 0x1p24;
      max_fac = std::fmax(max_fac, d_fac);
      max_ex = std::fmax(max_ex, d_ex);
      sum2_fac += d_fac * d_fac;
      sum2_ex += d_ex * d_ex;
      ++cnt;
    }
    std::printf("N = 2^%d (split 2^%d, %lld values) |w - exact| in 2^-24: FP32 table max %.3f rms %.3f | "
                "two-factor max %.3f rms %.3f\n",
                lg, s, static_cast<long long>(cnt), max_ex, std::sqrt(sum2_ex / cnt), max_fac,
                std::sqrt(sum2_fac / cnt));
  }
  return 0;
}
