// Seeded random test inputs: complex values with both parts uniform in
// [-1, 1) and never exactly zero (a zero would hide a dropped term), drawn
// from a fixed-seed generator so every run of the suite sees the same data.
#pragma once

#include <complex>
#include <cstdint>
#include <vector>

namespace tct {

using cld = std::complex<long double>;

/// `count` complex values, re and im uniform in [-1, 1) \ {0}. Deterministic
/// for a given seed on every platform (SplitMix64 + 53-bit mantissa draws).
std::vector<cld> random_complex(size_t count, uint64_t seed);

/// One random complex number with |re|, |im| in [0.25, 1) and random signs:
/// a scalar that is well away from zero (for linearity coefficients).
cld random_scalar(uint64_t seed);

}  // namespace tct
