// Strided copy with scaling for passes of length 1 (see copy_lines.cu).
#pragma once

#include <cstdint>

struct CUstream_st;

namespace tcfft::cuda {

struct CopyLines {
  int rank = 0;               // loop dimensions, count[0] slowest
  long long count[3] = {1, 1, 1};
  long long istride[3] = {0, 0, 0};
  long long ostride[3] = {0, 0, 0};
  long long nlines = 1;
  float scale = 1.0f;
};

/// Enqueue the copy; returns a cudaError_t value (0 = success).
int launch_copy_lines(const void* in, void* out, const CopyLines& c, CUstream_st* stream);

}  // namespace tcfft::cuda
