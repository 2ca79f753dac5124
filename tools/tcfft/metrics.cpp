#include "metrics.h"

#include <algorithm>
#include <cmath>

#include "parallel.h"

namespace tcfft_cli {

namespace {
struct Partial {
  double d2 = 0, r2 = 0, d1 = 0, r1 = 0, dmax = 0, rmax = 0;
  long long nonfinite = 0;
};
}  // namespace

ErrorMetrics compare_outputs(const std::vector<double>& y, const std::vector<double>& ref) {
  ErrorMetrics m;
  if (y.size() != ref.size() || y.empty()) return m;
  const size_t n = y.size() / 2;
  const unsigned threads = parallel_threads(n);
  std::vector<Partial> part(threads);
  parallel_chunks(n, threads, [&](unsigned t, size_t b, size_t e) {
    Partial p;
    for (size_t i = b; i < e; ++i) {
      const double yr = y[2 * i], yi = y[2 * i + 1], rr = ref[2 * i], ri = ref[2 * i + 1];
      if (!std::isfinite(yr) || !std::isfinite(yi)) {
        ++p.nonfinite;
        continue;
      }
      const double dr = yr - rr, di = yi - ri;
      const double d2 = dr * dr + di * di, r2 = rr * rr + ri * ri;
      const double d = std::sqrt(d2), r = std::sqrt(r2);
      p.d2 += d2;
      p.r2 += r2;
      p.d1 += d;
      p.r1 += r;
      p.dmax = std::max(p.dmax, d);
      p.rmax = std::max(p.rmax, r);
    }
    part[t] = p;
  });
  Partial s;
  for (const Partial& p : part) {
    s.d2 += p.d2;
    s.r2 += p.r2;
    s.d1 += p.d1;
    s.r1 += p.r1;
    s.dmax = std::max(s.dmax, p.dmax);
    s.rmax = std::max(s.rmax, p.rmax);
    s.nonfinite += p.nonfinite;
  }
  m.nonfinite = s.nonfinite;
  if (s.nonfinite > 0) return m;  // errors stay NaN: the output is not usable
  m.rel_l2 = s.r2 > 0 ? std::sqrt(s.d2) / std::sqrt(s.r2) : (s.d2 == 0 ? 0.0 : INFINITY);
  m.rel_linf = s.rmax > 0 ? s.dmax / s.rmax : (s.dmax == 0 ? 0.0 : INFINITY);
  m.seed_err = s.r1 > 0 ? s.d1 / s.r1 : (s.d1 == 0 ? 0.0 : INFINITY);
  return m;
}

TimingStats summarize(std::vector<double> ms) {
  TimingStats t;
  if (ms.empty()) return t;
  std::sort(ms.begin(), ms.end());
  const size_t k = ms.size();
  t.median = k % 2 ? ms[k / 2] : 0.5 * (ms[k / 2 - 1] + ms[k / 2]);
  t.min = ms.front();
  t.max = ms.back();
  t.runs = static_cast<int>(k);
  return t;
}

}  // namespace tcfft_cli
