// CK(x): the single-file device probes' check of a CUDA call (cluster_gate.cu, wgmma_gate.cu,
// l2hot.cu): on an error, the error's name, the line and the call on stderr, then exit with
// CK_EXIT_CODE (1 unless the probe defines it before including this header).
#pragma once

#include <cstdio>
#include <cstdlib>

#include <cuda_runtime.h>

#ifndef CK_EXIT_CODE
#define CK_EXIT_CODE 1
#endif

#define CK(x)                                                                                     \
  do {                                                                                            \
    cudaError_t e_ = (x);                                                                         \
    if (e_ != cudaSuccess) {                                                                      \
      std::fprintf(stderr, "CUDA error %s at line %d: %s\n", cudaGetErrorName(e_), __LINE__, #x); \
      std::exit(CK_EXIT_CODE);                                                                    \
    }                                                                                             \
  } while (0)
