#include "event_timer.h"

#include "device_memory.h"

namespace tcfft_cli {

std::vector<double> time_launches(cudaStream_t stream, int warmup, int reps, const std::function<void(int)>& before,
                                  const std::function<void(int)>& launch) {
  EventArray start(static_cast<size_t>(reps)), stop(static_cast<size_t>(reps));
  try {
    for (int i = 0; i < warmup + reps; ++i) {
      if (before) before(i);
      const int k = i - warmup;
      if (k >= 0) TCFFT_CLI_CUDA_CHECK(cudaEventRecord(start[k], stream));
      launch(i);
      if (k >= 0) TCFFT_CLI_CUDA_CHECK(cudaEventRecord(stop[k], stream));
    }
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
