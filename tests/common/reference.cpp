#include "common/reference.h"

#include <fftw3.h>

#include <cmath>
#include <mutex>
#include <stdexcept>

namespace tct {

std::vector<cld> reference_dft(int rank, const std::array<long long, 3>& n, long long batch,
                               const std::vector<cld>& x, int sign) {
  long long N = 1;
  for (int d = 0; d < rank; ++d) N *= n[d];
  if (static_cast<long long>(x.size()) != N * batch) throw std::invalid_argument("reference_dft: size mismatch");
  std::vector<cld> in = x, out(x.size());
  fftwl_iodim64 dims[3];
  long long s = 1;
  for (int d = rank - 1; d >= 0; --d) {
    dims[d].n = n[d];
    dims[d].is = s;
    dims[d].os = s;
    s *= n[d];
  }
  fftwl_iodim64 how{batch, N, N};
  // FFTW's planner is not thread-safe; tests may build references from
  // several threads (concurrency tests), so planning is serialized.
  static std::mutex mu;
  fftwl_plan plan;
  {
    std::lock_guard<std::mutex> g(mu);
    plan = fftwl_plan_guru64_dft(rank, dims, 1, &how, reinterpret_cast<fftwl_complex*>(in.data()),
                                 reinterpret_cast<fftwl_complex*>(out.data()), sign < 0 ? FFTW_FORWARD : FFTW_BACKWARD,
                                 FFTW_ESTIMATE);
  }
  if (plan == nullptr) throw std::runtime_error("fftwl_plan_guru64_dft failed");
  fftwl_execute(plan);
  {
    std::lock_guard<std::mutex> g(mu);
    fftwl_destroy_plan(plan);
  }
  return out;
}

cld unit_root_ld(long long m, long long n, int sign) {
  m %= n;
  if (m < 0) m += n;
  const long double pi = 3.141592653589793238462643383279502884L;
  const long double t = 2.0L * pi * static_cast<long double>(m) / static_cast<long double>(n);
  return {std::cos(t), sign * std::sin(t)};
}

std::vector<cld> naive_dft_1d(long long n, long long batch, const std::vector<cld>& x, int sign) {
  std::vector<cld> y(x.size());
  for (long long b = 0; b < batch; ++b) {
    for (long long k = 0; k < n; ++k) {
      cld acc = 0;
      for (long long j = 0; j < n; ++j) acc += x[b * n + j] * unit_root_ld(j * k, n, sign);
      y[b * n + k] = acc;
    }
  }
  return y;
}

}  // namespace tct
