#include "cpu/twiddles.h"

#include <cmath>

#include "core/types.h"
#include "cpu/threading.h"

namespace tcfft::cpu {

namespace {
// f(i0, i1) over [0, count) in contiguous ranges on the CPU threads (tables of 2^16+ entries;
// long double sin/cos is ~50 ns an entry).
template <class F>
void parallel_ranges(int64_t count, F&& f) {
  const int nt = count < (int64_t{1} << 16) ? 1 : cpu_thread_count();
  fork_join(nt, [&](int t) { f(count * t / nt, count * (t + 1) / nt); });
}

// 2*pi rounded once to long double.
constexpr long double kTwoPiL = 6.283185307179586476925286766559005768394L;
}  // namespace

void twiddle_octant_base_ld(int64_t r, int64_t n8, long double* c, long double* s) {
  const int64_t q = n8 / 8;
  if (r == 0) {
    *c = 1.0L;
    *s = 0.0L;
  } else if (r == q) {
    *c = *s = std::sqrt(0.5L);  // pi/4: both parts the same value
  } else {
    // r / n8 is exact (n8 is a power of two); one rounding in the product.
    const long double phi = kTwoPiL * (static_cast<long double>(r) / static_cast<long double>(n8));
    *c = std::cos(phi);
    *s = std::sin(phi);
  }
}

void twiddle_ld(int64_t m, int64_t n, long double* re, long double* im) {
  m &= n - 1;
  const int64_t n8 = n < 8 ? 8 : n;
  int o = 0;
  int64_t r = 0;
  octant_index(m, ilog2(n8 / n), ilog2(n8 / 8), &o, &r);
  long double c, s;
  twiddle_octant_base_ld(r, n8, &c, &s);
  octant_twiddle<long double>(o, c, s, re, im);
}

template <class T>
TwiddleTable<T>::TwiddleTable(int64_t n) : n_(n) {
  const int64_t n8 = n < 8 ? 8 : n;
  up_ = ilog2(n8 / n);
  l8_ = ilog2(n8 / 8);
  const int64_t q = n8 / 8;
  c_.resize(static_cast<size_t>(q + 1));
  s_.resize(static_cast<size_t>(q + 1));
  parallel_ranges(q + 1, [&](int64_t r0, int64_t r1) {
    for (int64_t r = r0; r < r1; ++r) {
      long double c, s;
      twiddle_octant_base_ld(r, n8, &c, &s);
      c_[static_cast<size_t>(r)] = static_cast<T>(c);
      s_[static_cast<size_t>(r)] = static_cast<T>(s);
    }
  });
}

template class TwiddleTable<float>;
template class TwiddleTable<double>;

template <class T>
std::vector<T> full_twiddle_table(int64_t n) {
  // From the octant table (its get() is bit-identical to rounding twiddle_ld, which
  // tests/cpu/test_cpu_twiddles.cpp checks): n/8 sin/cos instead of n, on all CPU threads
  // (a 2^27-point plan's table took ~10 s entry by entry).
  const TwiddleTable<T> tab(n);
  std::vector<T> t(static_cast<size_t>(2 * n));
  parallel_ranges(n, [&](int64_t m0, int64_t m1) {
    for (int64_t m = m0; m < m1; ++m) tab.get(m, &t[static_cast<size_t>(2 * m)], &t[static_cast<size_t>(2 * m + 1)]);
  });
  return t;
}

template std::vector<float> full_twiddle_table<float>(int64_t);
template std::vector<double> full_twiddle_table<double>(int64_t);

}  // namespace tcfft::cpu
