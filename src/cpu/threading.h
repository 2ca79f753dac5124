// Host threads for the CPU executor: how many, and a fork-join helper.
#pragma once

#include <exception>
#include <thread>
#include <vector>

namespace tcfft::cpu {

/// min(std::thread::hardware_concurrency(), TCFFT_NUM_THREADS if set to a
/// positive integer), at least 1. Read at every call (cheap).
int cpu_thread_count();

/// Run f(t) for t = 0..nthreads-1, t = 0 on the calling thread, the others on
/// new threads; joins all, then rethrows the first exception any call threw.
template <class F>
void fork_join(int nthreads, F&& f) {
  if (nthreads <= 1) {
    f(0);
    return;
  }
  std::vector<std::exception_ptr> errs(static_cast<size_t>(nthreads));
  std::vector<std::thread> th;
  th.reserve(static_cast<size_t>(nthreads - 1));
  for (int t = 1; t < nthreads; ++t) {
    th.emplace_back([&f, &errs, t] {
      try {
        f(t);
      } catch (...) {
        errs[static_cast<size_t>(t)] = std::current_exception();
      }
    });
  }
  try {
    f(0);
  } catch (...) {
    errs[0] = std::current_exception();
  }
  for (auto& x : th) x.join();
  for (auto& e : errs) {
    if (e) std::rethrow_exception(e);
  }
}

}  // namespace tcfft::cpu
