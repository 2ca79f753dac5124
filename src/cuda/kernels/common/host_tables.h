// Host-side helpers shared by the kernel families (defined in pass_dispatch.cu).
#pragma once

#include <cuda_runtime.h>

#include <cstddef>
#include <cstdint>

namespace tcfft::cuda::kern {

/// grid.x = min(grid.x, resident blocks per SM * SMs) (the kernels loop over their work).
cudaError_t persistent_grid(const void* kernel, int dev, int tlog, int threads, size_t smem, unsigned* grid_x);

/// A constant u32 table in device memory, built on the host by `build(words)` and uploaded once
/// per (device, table id); thread-safe; never freed (it lives as long as the process).
cudaError_t device_words_once(int dev, int id, size_t words, void (*build)(uint32_t*), const uint32_t** out);

/// Table ids of device_words_once.
constexpr int kTableTcFragments = 0;  // tensorcore/dft_matrix.h
constexpr int kTableRtFragments = 1;  // regtile/rt_matrix.h

}  // namespace tcfft::cuda::kern
