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
/// sustain_ms > 0: between the warm-ups and the timed iterations, untimed
/// iterations (before + launch, the indices continuing) for about that many
/// ms of stream time: 8 of them timed as one span (one synchronization) give
/// the time per iteration, the rest are queued without synchronizing, so the
/// timed iterations follow them with no idle gap and see the clock the GPU
/// holds under sustained load.
std::vector<double> time_launches(cudaStream_t stream, int warmup, int reps, const std::function<void(int)>& before,
                                  const std::function<void(int)>& launch, int sustain_ms = 0);

}  // namespace tcfft_cli
