// Per-mode launch helper: instantiates the kernel for every tile size and
// launches it. Included by exactly one translation unit per mode so that the
// modes compile in parallel.
#pragma once

#include "cuda/kernels/common/fft_kernel.cuh"
#include "cuda/kernels/common/host_tables.h"
#include "cuda/kernels/common/pdl.cuh"

namespace tcfft::cuda::kern {

constexpr int kMinTileLog = 11;
constexpr int kMaxTileLog = 13;

template <int MODE>
cudaError_t launch_mode_t(int tlog, const KParams& p, dim3 grid, size_t smem, cudaStream_t st, bool persistent, int dev,
                          int spec_log);
// Defined in stockham/native_kernels.cu (0) and tensorcore/tc_p{1,2,3}_kernels.cu.
template <>
cudaError_t launch_mode_t<0>(int, const KParams&, dim3, size_t, cudaStream_t, bool, int, int);
template <>
cudaError_t launch_mode_t<1>(int, const KParams&, dim3, size_t, cudaStream_t, bool, int, int);
template <>
cudaError_t launch_mode_t<2>(int, const KParams&, dim3, size_t, cudaStream_t, bool, int, int);
template <>
cudaError_t launch_mode_t<3>(int, const KParams&, dim3, size_t, cudaStream_t, bool, int, int);


using KernelFn = void (*)(const KParams);

/// The specialized kernel for n = 2^L (GeoSpec), or nullptr: P = 3 has none (compile time),
/// and P = 2 has none for L = 9, 11 (those instances spilled a few registers under the cap of
/// 128; the generic kernel serves them). Recheck `-Xptxas -v` after changing the stage code.
template <int MODE>
KernelFn spec_kernel(int L) {
  if constexpr (MODE == 3) {
    return nullptr;
  } else {
    if (MODE == 2 && (L == 9 || L == 11)) return nullptr;
    switch (L) {
      case 4: return fft_pass_kernel_spec<MODE, 4>;
      case 5: return fft_pass_kernel_spec<MODE, 5>;
      case 6: return fft_pass_kernel_spec<MODE, 6>;
      case 7: return fft_pass_kernel_spec<MODE, 7>;
      case 8: return fft_pass_kernel_spec<MODE, 8>;
      case 9: return MODE == 2 ? nullptr : fft_pass_kernel_spec<MODE, (MODE == 2 ? 8 : 9)>;
      case 10: return fft_pass_kernel_spec<MODE, 10>;
      case 11: return MODE == 2 ? nullptr : fft_pass_kernel_spec<MODE, (MODE == 2 ? 10 : 11)>;
      case 12: return fft_pass_kernel_spec<MODE, 12>;
      case 13: return fft_pass_kernel_spec<MODE, 13>;
      default: return nullptr;
    }
  }
}

#define TCFFT_DEFINE_LAUNCH_MODE(MODE)                                                              \
  template <>                                                                                     \
  cudaError_t launch_mode_t<MODE>(int tlog, const KParams& p, dim3 grid, size_t smem, cudaStream_t st, bool persistent, \
                                  int dev, int spec_log) {                                        \
    KernelFn k = p.post_tw ? fft_pass_kernel_tw<MODE> : fft_pass_kernel<MODE>;                   \
    if (spec_log != 0 && !p.post_tw) {                                                            \
      KernelFn ks = spec_kernel<MODE>(spec_log);                                                  \
      if (ks != nullptr) k = ks;                                                                  \
    }                                                                                             \
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
    return launch_programmatic(k, grid, dim3(threads), smem, st, p);                              \
  }

}  // namespace tcfft::cuda::kern
