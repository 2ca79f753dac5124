#include "common/metrics.h"

#include <cmath>
#include <cstdio>
#include <limits>
#include <stdexcept>

namespace tct {

ErrorStats compare(const std::vector<cld>& y, const std::vector<cld>& ref) {
  if (y.size() != ref.size()) throw std::invalid_argument("compare: size mismatch");
  long double e2 = 0, r2 = 0, emax = 0, rmax = 0;
  bool nan = false;
  for (size_t i = 0; i < y.size(); ++i) {
    const cld d = y[i] - ref[i];
    const long double ed = std::norm(d);
    if (std::isnan(ed)) nan = true;
    e2 += ed;
    r2 += std::norm(ref[i]);
    emax = std::fmax(emax, std::sqrt(ed));
    rmax = std::fmax(rmax, std::abs(ref[i]));
  }
  ErrorStats s;
  s.ref_l2 = std::sqrt(r2);
  if (nan) {
    s.rel_l2 = s.rel_linf = std::numeric_limits<long double>::quiet_NaN();
    return s;
  }
  // A zero reference (never produced by the suite's non-zero inputs except
  // by construction) compares absolutely.
  s.rel_l2 = r2 > 0 ? std::sqrt(e2 / r2) : std::sqrt(e2);
  s.rel_linf = rmax > 0 ? emax / rmax : emax;
  return s;
}

long double scale_bias(const std::vector<cld>& y, const std::vector<cld>& ref) {
  if (y.size() != ref.size()) throw std::invalid_argument("scale_bias: size mismatch");
  long double num = 0, den = 0;
  for (size_t i = 0; i < y.size(); ++i) {
    num += ((y[i] - ref[i]) * std::conj(ref[i])).real();
    den += std::norm(ref[i]);
  }
  return den > 0 ? num / den : num;
}

std::string ErrorStats::str() const {
  char b[128];
  std::snprintf(b, sizeof b, "rel-L2 %.3Le, rel-Linf %.3Le", rel_l2, rel_linf);
  return b;
}

}  // namespace tct
