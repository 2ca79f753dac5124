// The four-step post-twiddle table in line-major order (see post_twiddle_table.cu).
#pragma once

#include <cstdint>

struct CUstream_st;

namespace tcfft::cuda {

/// Enqueues out[c * n1 + k] = tn[(k * c) mod len] for c < n2, k < n1 (float2 values, the same
/// bits as the table T_len; tn = float2[len], len a power of two, out = float2[n1 * n2], device
/// memory). A pass of length n1 whose line c gets output k multiplied by T_len[(k*c) mod len]
/// then reads one contiguous row per line instead of gathering from T_len. Returns a
/// cudaError_t value (0 = success).
int build_post_twiddle_table(const void* tn, int64_t len, int64_t n1, int64_t n2, void* out, CUstream_st* stream);

}  // namespace tcfft::cuda
