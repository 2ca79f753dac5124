#include "cpu/threading.h"

#include <cstdlib>

namespace tcfft::cpu {

int cpu_thread_count() {
  unsigned hw = std::thread::hardware_concurrency();
  long n = hw == 0 ? 1 : static_cast<long>(hw);
  if (const char* env = std::getenv("TCFFT_NUM_THREADS")) {
    char* end = nullptr;
    const long v = std::strtol(env, &end, 10);
    if (end != env && *end == '\0' && v >= 1 && v < n) n = v;
  }
  return static_cast<int>(n);
}

}  // namespace tcfft::cpu
