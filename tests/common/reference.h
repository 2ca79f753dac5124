// Reference transforms in long double: FFTW's fftwl (guru64 interface,
// FFTW_ESTIMATE) for any size, and a naive O(N^2) DFT for small 1D sizes
// (used to check the FFTW reference itself and as an independent oracle).
#pragma once

#include <array>
#include <complex>
#include <vector>

namespace tct {

using cld = std::complex<long double>;

/// Dense, batched, row-major rank-1..3 DFT of x (batch * prod(n) values,
/// batch after batch). sign = -1 forward, +1 inverse; unnormalized.
std::vector<cld> reference_dft(int rank, const std::array<long long, 3>& n, long long batch,
                               const std::vector<cld>& x, int sign);

/// Naive 1D DFT of length n (batch transforms), long double, twiddles
/// exp(sign*2*pi*i*(j*k mod n)/n) computed directly in long double.
std::vector<cld> naive_dft_1d(long long n, long long batch, const std::vector<cld>& x, int sign);

/// exp(sign * 2*pi*i * m / n) in long double, with m reduced mod n first.
cld unit_root_ld(long long m, long long n, int sign);

}  // namespace tct
