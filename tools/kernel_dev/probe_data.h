// Shared set-up of the single-file plan probes (l2hot.cu, percall.cu): device input and a tcfft
// plan. Include after probe_check.h (CK) and tcfft/tcfft.h.
#pragma once

#include <cstdio>
#include <cstdlib>
#include <vector>

#include <cuda_runtime.h>

/// `points` complex F32 values in new device memory (freed by the caller with cudaFree), uniform
/// in [-1, 1) from a fixed linear congruential sequence (seed 12345), so that every run and
/// library sees the same input.
inline void* device_random_c32(long long points) {
  const size_t bytes = static_cast<size_t>(points) * 8;
  void* d = nullptr;
  CK(cudaMalloc(&d, bytes));
  std::vector<float> h(static_cast<size_t>(points) * 2);
  unsigned s32 = 12345;
  for (auto& v : h) {
    s32 = s32 * 1664525u + 1013904223u;
    v = static_cast<float>(s32 >> 8) * 0x1p-23f - 1.0f;
  }
  CK(cudaMemcpy(d, h.data(), bytes, cudaMemcpyHostToDevice));
  return d;
}

/// A dense C2C F32 plan on the CUDA backend on stream `st` in *th (created here; the caller
/// destroys it); false (and the library's message on stdout, prefixed by `name`) if the plan failed.
inline bool make_probe_plan(tcfftHandle* th, const char* name, int rank, const long long* n, long long batch,
                            tcfftCompute compute, cudaStream_t st) {
  if (tcfftCreate(th) != TCFFT_SUCCESS) std::exit(3);
  tcfftSetPrecision(*th, TCFFT_F32, compute);
  tcfftSetBackend(*th, TCFFT_BACKEND_CUDA);
  tcfftSetStream(*th, st);
  size_t ws = 0;
  if (tcfftMakePlanMany(*th, rank, n, nullptr, 1, 0, nullptr, 1, 0, TCFFT_C2C, batch, &ws) != TCFFT_SUCCESS) {
    std::printf("# %s batch %lld: tcfft plan failed: %s\n", name, batch, tcfftGetLastErrorMessage(*th));
    return false;
  }
  return true;
}
