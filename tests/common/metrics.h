// Error metrics, computed in long double over every complex output:
//   rel-L2  = ||y - ref||_2 / ||ref||_2
//   rel-Linf = max_i |y_i - ref_i| / max_i |ref_i|
// Any NaN in y makes both metrics NaN, so every "<= tol" assertion fails.
#pragma once

#include <complex>
#include <string>
#include <vector>

namespace tct {

using cld = std::complex<long double>;

struct ErrorStats {
  long double rel_l2 = 0;
  long double rel_linf = 0;
  long double ref_l2 = 0;  // ||ref||_2, to spot a degenerate reference
  std::string str() const;
};

ErrorStats compare(const std::vector<cld>& y, const std::vector<cld>& ref);

}  // namespace tct
