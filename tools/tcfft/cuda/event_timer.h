// The timed loop: CUDA events recorded into arrays around each launch, no
// synchronisation inside the loop, one stream sync after it.
#pragma once

#include <cuda_runtime.h>

#include <functional>
#include <vector>

namespace tcfft_cli {

/// Runs warmup + reps iterations on `stream`. Iteration i first calls
/// before(i) (untimed work such as restoring an in-place input; may be
/// empty), then, for timed iterations, records a start event, calls
/// launch(i) and records a stop event. Synchronizes once at the end and
/// returns the reps elapsed times in ms. launch may throw; the stream is then
/// drained before the exception propagates.
std::vector<double> time_launches(cudaStream_t stream, int warmup, int reps, const std::function<void(int)>& before,
                                  const std::function<void(int)>& launch);

}  // namespace tcfft_cli
