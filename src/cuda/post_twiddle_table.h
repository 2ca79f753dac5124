// The four-step post-twiddle table in line-major order (see post_twiddle_table.cu).
#pragma once

#include <cstdint>

struct CUstream_st;

namespace tcfft::cuda {

/// Enqueues out[c * n1 + pos(k)] = tn[(k * c) mod len] for c < n2, k < n1 (float2 values, the
/// same bits as the table T_len; tn = float2[len], len a power of two, out = float2[n1 * n2],
/// device memory), pos(k) = k for order 0 and post_twiddle_pos_1024(k) for order 1 (n1 = 1024;
/// PassArgsF32::post_twiddle_order). A pass of length n1 whose line c gets output k multiplied by
/// T_len[(k*c) mod len] then reads one contiguous row per line instead of gathering from T_len.
/// Returns a cudaError_t value (0 = success; cudaErrorInvalidValue for bad arguments).
int build_post_twiddle_table(const void* tn, int64_t len, int64_t n1, int64_t n2, int order, void* out,
                             CUstream_st* stream);

}  // namespace tcfft::cuda
