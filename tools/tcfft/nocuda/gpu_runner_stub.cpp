// CPU-only build of the CLI: there is no GPU runner.
#include "runner.h"

namespace tcfft_cli {

std::unique_ptr<Runner> make_gpu_runner(const BenchConfig&, std::string* why_not) {
  if (why_not != nullptr) *why_not = "this tcfft was built without CUDA (cuFFT comparison unavailable)";
  return nullptr;
}

}  // namespace tcfft_cli
