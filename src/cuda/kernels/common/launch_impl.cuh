// Per-mode launch helper: instantiates the kernel for every tile size and
// launches it. Included by exactly one translation unit per mode so that the
// modes compile in parallel.
#pragma once

#include "cuda/kernels/common/fft_kernel.cuh"

namespace tcfft::cuda::kern {

constexpr int kMinTileLog = 11;
constexpr int kMaxTileLog = 13;

template <int MODE>
cudaError_t launch_mode_t(int tlog, const KParams& p, dim3 grid, size_t smem, cudaStream_t st, bool persistent, int dev);
// Defined in stockham/native_kernels.cu (0) and tensorcore/tc_p{1,2,3}_kernels.cu.
template <>
cudaError_t launch_mode_t<0>(int, const KParams&, dim3, size_t, cudaStream_t, bool, int);
template <>
cudaError_t launch_mode_t<1>(int, const KParams&, dim3, size_t, cudaStream_t, bool, int);
template <>
cudaError_t launch_mode_t<2>(int, const KParams&, dim3, size_t, cudaStream_t, bool, int);
template <>
cudaError_t launch_mode_t<3>(int, const KParams&, dim3, size_t, cudaStream_t, bool, int);

/// grid.x = min(grid.x, blocks per SM * SMs) when persistent is set (the kernel loops over tiles).
cudaError_t persistent_grid(const void* kernel, int dev, int tlog, int threads, size_t smem, unsigned* grid_x);

#define TCFFT_DEFINE_LAUNCH_MODE(MODE)                                                              \
  template <>                                                                                     \
  cudaError_t launch_mode_t<MODE>(int tlog, const KParams& p, dim3 grid, size_t smem, cudaStream_t st, bool persistent, \
                                  int dev) {                                                      \
    void (*k)(const KParams) = fft_pass_kernel<MODE>;                                             \
    if (tlog < kMinTileLog || tlog > kMaxTileLog) return cudaErrorInvalidValue;                   \
    if (smem > 48 * 1024) {                                                                       \
      cudaError_t e = cudaFuncSetAttribute(k, cudaFuncAttributeMaxDynamicSharedMemorySize, (int)smem); \
      if (e != cudaSuccess) return e;                                                             \
    }                                                                                             \
    const int threads = (1 << tlog) / kElemsPerThread;                                            \
    if (persistent) {                                                                             \
      cudaError_t e = persistent_grid(reinterpret_cast<const void*>(k), dev, tlog, threads, smem, &grid.x); \
      if (e != cudaSuccess) return e;                                                             \
    }                                                                                             \
    k<<<grid, threads, smem, st>>>(p);                                                            \
    return cudaGetLastError();                                                                    \
  }

}  // namespace tcfft::cuda::kern
