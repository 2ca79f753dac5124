// parallel_for over [0, n) in contiguous chunks, one per host thread. Used for
// input generation, packing and error sums on arrays of up to 2^26 complex
// values, where one thread would take longer than the GPU work itself.
#pragma once

#include <algorithm>
#include <cstddef>
#include <thread>
#include <vector>

namespace tcfft_cli {

/// Threads parallel_for uses for n items (1 for small n).
inline unsigned parallel_threads(size_t n) {
  const unsigned hw = std::max(1u, std::min(16u, std::thread::hardware_concurrency()));
  const size_t by_size = n / (size_t{1} << 16) + 1;
  return static_cast<unsigned>(std::min<size_t>(hw, by_size));
}

/// Calls f(chunk_index, begin, end) for every chunk; chunk k covers a fixed
/// range for a given (n, threads), so per-chunk partial sums are reproducible.
template <class F>
void parallel_chunks(size_t n, unsigned threads, F&& f) {
  if (threads <= 1 || n == 0) {
    f(0u, size_t{0}, n);
    return;
  }
  std::vector<std::thread> pool;
  pool.reserve(threads);
  const size_t step = (n + threads - 1) / threads;
  for (unsigned t = 0; t < threads; ++t) {
    const size_t b = std::min(n, t * step), e = std::min(n, b + step);
    pool.emplace_back([&f, t, b, e] { f(t, b, e); });
  }
  for (std::thread& th : pool) th.join();
}

template <class F>
void parallel_for(size_t n, F&& f) {
  parallel_chunks(n, parallel_threads(n), [&f](unsigned, size_t b, size_t e) { f(b, e); });
}

}  // namespace tcfft_cli
