// cuFFT through cufftXtMakePlanMany / cufftXtExec for the three kinds the
// bench uses: CUDA_C_32F (cuFFT FP32), CUDA_C_16F (cuFFT FP16) and
// CUDA_C_64F (the FP64 reference). Dense batched layout, like tcfft's.
#pragma once

#include <cuda_runtime.h>
#include <cufft.h>
#include <library_types.h>

#include <string>

#include "bench_types.h"
#include "runner.h"

namespace tcfft_cli {

class CufftPlan {
 public:
  CufftPlan() = default;
  ~CufftPlan();
  CufftPlan(const CufftPlan&) = delete;
  CufftPlan& operator=(const CufftPlan&) = delete;

  /// Plan `s` with data and execution type `type` on `stream`. Sizes cuFFT
  /// declines (FP16 non-power-of-two, CUFFT_NOT_SUPPORTED / INVALID_SIZE /
  /// NOT_IMPLEMENTED) give "unsupported"; other failures "failed".
  Verdict make(const Shape& s, cudaDataType type, cudaStream_t stream);
  /// cufftXtExec (asynchronous). direction: TCFFT_FORWARD / TCFFT_INVERSE.
  Verdict exec(const void* in, void* out, int direction);

 private:
  cufftHandle h_ = 0;
  bool created_ = false;
};

/// cuFFT version as "major.minor.patch (cufftGetVersion)".
std::string cufft_version_string();

}  // namespace tcfft_cli
