// Error metrics of an output against the high-precision reference, and the
// summary statistics of a set of timings.
#pragma once

#include <vector>

#include "bench_types.h"

namespace tcfft_cli {

/// Compare interleaved complex y with ref (both 2*ncomplex doubles).
///  rel_l2   = sqrt(sum |y-ref|^2) / sqrt(sum |ref|^2)
///  rel_linf = max |y-ref| / max |ref|
///  seed_err = sum |y-ref| / sum |ref|      (the seed paper's metric with
///             norm = sum of |ref|; |.| is the complex modulus)
///  nonfinite = number of complex outputs with a NaN or inf part.
/// Sums are per-thread partial sums combined in a fixed order.
ErrorMetrics compare_outputs(const std::vector<double>& y, const std::vector<double>& ref);

struct TimingStats {
  double median = kNaN, min = kNaN, max = kNaN;
  int runs = 0;
};
TimingStats summarize(std::vector<double> ms);

}  // namespace tcfft_cli
