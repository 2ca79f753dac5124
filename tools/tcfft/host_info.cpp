#include "host_info.h"

#include <unistd.h>

#include <chrono>
#include <cstring>
#include <ctime>
#include <fstream>
#include <vector>

#include "host_data.h"
#include "metrics.h"

namespace tcfft_cli {

std::string now_iso8601() {
  const std::time_t t = std::time(nullptr);
  std::tm tm{};
  localtime_r(&t, &tm);
  char buf[64];
  std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%S%z", &tm);
  return buf;
}

std::string cpu_model() {
  std::ifstream f("/proc/cpuinfo");
  std::string line;
  while (std::getline(f, line)) {
    if (line.rfind("model name", 0) == 0) {
      const size_t c = line.find(':');
      if (c != std::string::npos) return line.substr(line.find_first_not_of(" \t", c + 1));
    }
  }
  return "unknown";
}

std::string host_name() {
  char buf[256] = {0};
  if (gethostname(buf, sizeof buf - 1) != 0) return "unknown";
  return buf;
}

double host_copy_bandwidth_gbs(size_t bytes) {
  HostBuffer a(bytes), b(bytes);
  std::memset(a.data(), 1, bytes);  // first touch outside the timing
  std::memset(b.data(), 2, bytes);
  std::vector<double> ms;
  for (int i = 0; i < 6; ++i) {
    const auto t0 = std::chrono::steady_clock::now();
    std::memcpy(b.data(), a.data(), bytes);
    const auto t1 = std::chrono::steady_clock::now();
    if (i > 0) ms.push_back(std::chrono::duration<double, std::milli>(t1 - t0).count());
  }
  const double t = summarize(ms).median;
  return t > 0 ? 2.0 * static_cast<double>(bytes) / (t * 1e-3) / 1e9 : 0.0;
}

}  // namespace tcfft_cli
