// Device discovery for the CUDA backend.
#include <cuda_runtime.h>

#include "core/executor.h"

namespace tcfft {

bool cuda_device_available() {
  // Cached: device discovery costs milliseconds and the answer does not change.
  static const bool available = [] {
    int count = 0;
    if (cudaGetDeviceCount(&count) != cudaSuccess || count == 0) {
      cudaGetLastError();  // clear the sticky "no device" error
      return false;
    }
    int dev = 0, major = 0;
    if (cudaGetDevice(&dev) != cudaSuccess) return false;
    if (cudaDeviceGetAttribute(&major, cudaDevAttrComputeCapabilityMajor, dev) != cudaSuccess) return false;
    return major >= 9;  // kernels are built for sm_90 (plus PTX for newer)
  }();
  return available;
}

}  // namespace tcfft
