// Shared set-up of the single-file plan probes (l2hot.cu, percall.cu): device input, a tcfft
// plan, and the graph-replay timing. Include after probe_check.h (CK) and tcfft/tcfft.h.
#pragma once

#include <cstdio>
#include <algorithm>
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

// Median time of one replay of a graph of `reps` calls of f, per call (ms).
template <typename F>
double graph_ms(cudaStream_t st, int reps, F f) {
  cudaGraph_t g;
  cudaGraphExec_t ge;
  CK(cudaStreamBeginCapture(st, cudaStreamCaptureModeThreadLocal));
  for (int r = 0; r < reps; ++r) f();
  CK(cudaStreamEndCapture(st, &g));
  CK(cudaGraphInstantiate(&ge, g, 0));
  cudaEvent_t a, b;
  CK(cudaEventCreate(&a));
  CK(cudaEventCreate(&b));
  std::vector<float> t;
  for (int i = 0; i < 9; ++i) {
    CK(cudaEventRecord(a, st));
    CK(cudaGraphLaunch(ge, st));
    CK(cudaEventRecord(b, st));
    CK(cudaEventSynchronize(b));
    float ms = 0;
    CK(cudaEventElapsedTime(&ms, a, b));
    if (i >= 2) t.push_back(ms / reps);
  }
  std::sort(t.begin(), t.end());
  CK(cudaGraphExecDestroy(ge));
  CK(cudaGraphDestroy(g));
  CK(cudaEventDestroy(a));
  CK(cudaEventDestroy(b));
  return t[t.size() / 2];
}
