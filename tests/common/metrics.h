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

/// The relative scale error of y against ref: Re(sum (y_i - ref_i) conj(ref_i)) / sum |ref_i|^2,
/// the part of the error along the reference itself. A systematic shrink (truncated sums, docs
/// numerics §4.4 / §4.14) makes it negative; rounding that is unbiased leaves it near 0 (its
/// spread is about the rel-L2 over sqrt(number of outputs)). NaN if any y is NaN.
long double scale_bias(const std::vector<cld>& y, const std::vector<cld>& ref);

}  // namespace tct
