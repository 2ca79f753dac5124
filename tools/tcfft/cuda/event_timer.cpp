#include "event_timer.h"

#include "device_memory.h"

#include <algorithm>

namespace tcfft_cli {

std::vector<double> time_launches(cudaStream_t stream, int warmup, int reps, const std::function<void(int)>& before,
                                  const std::function<void(int)>& launch, int sustain_ms) {
  EventArray start(static_cast<size_t>(reps)), stop(static_cast<size_t>(reps));
  long long i = 0;  // iteration index handed to before / launch (int: slot and flush choices only)
  auto run = [&](bool timed, int k) {
    if (before) before(static_cast<int>(i & 0x3fffffff));
    if (timed) TCFFT_CLI_CUDA_CHECK(cudaEventRecord(start[k], stream));
    launch(static_cast<int>(i & 0x3fffffff));
    if (timed) TCFFT_CLI_CUDA_CHECK(cudaEventRecord(stop[k], stream));
    ++i;
  };
  try {
    for (int w = 0; w < warmup; ++w) run(false, 0);
    if (sustain_ms > 0) {
      constexpr int kProbe = 8;
      EventArray span(2);
      TCFFT_CLI_CUDA_CHECK(cudaEventRecord(span[0], stream));
      for (int q = 0; q < kProbe; ++q) run(false, 0);
      TCFFT_CLI_CUDA_CHECK(cudaEventRecord(span[1], stream));
      TCFFT_CLI_CUDA_CHECK(cudaEventSynchronize(span[1]));
      float t = 0;
      TCFFT_CLI_CUDA_CHECK(cudaEventElapsedTime(&t, span[0], span[1]));
      const double per = static_cast<double>(t) / kProbe;
      const double left = sustain_ms - static_cast<double>(t);
      // at most 10^8 more (a run far below the event resolution would ask for unbounded counts)
      const long long more = per > 0 && left > 0 ? std::min<long long>(static_cast<long long>(left / per) + 1, 100000000LL) : 0;
      for (long long q = 0; q < more; ++q) run(false, 0);
    }
    for (int k = 0; k < reps; ++k) run(true, k);
  } catch (...) {
    cudaStreamSynchronize(stream);  // let queued work finish before buffers go away
    throw;
  }
  TCFFT_CLI_CUDA_CHECK(cudaStreamSynchronize(stream));
  TCFFT_CLI_CUDA_CHECK(cudaGetLastError());
  std::vector<double> ms(static_cast<size_t>(reps));
  for (int k = 0; k < reps; ++k) {
    float t = 0;
    TCFFT_CLI_CUDA_CHECK(cudaEventElapsedTime(&t, start[k], stop[k]));
    ms[k] = t;
  }
  return ms;
}

}  // namespace tcfft_cli
