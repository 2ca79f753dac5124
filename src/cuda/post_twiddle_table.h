// The four-step post-twiddle table in line-major order (see post_twiddle_table.cu).
#pragma once

#include <cstdint>

struct CUstream_st;

namespace tcfft::cuda {

/// The first-octant form of the table T_len (docs/numerics.md §3) in device memory, as
/// cpu::TwiddleTable<float> holds it on the host: cos[r], sin[r] of 2 pi r / n8 rounded to float
/// for r = 0..n8/8 (n8 = max(len, 8)), up = log2(n8 / len), l8 = log2(n8 / 8)
/// (cpu::octant_index). About len bytes instead of the full table's 8 len.
struct OctantTwiddles {
  const float* cos = nullptr;
  const float* sin = nullptr;
  int up = 0, l8 = 0;
};

/// Enqueues out[c * n1 + pos(k)] = T_len[(k * c) mod len] for c < n2, k < n1 on `stream` (float2
/// values rebuilt from the octant table by cpu::octant_index and cpu::octant_twiddle, so the same
/// bits as cpu::full_twiddle_table<float>(len)'s entries; len a power of two; out = float2[n1 * n2],
/// device memory), pos(k) = k for order 0 and post_twiddle_pos_1024(k) for order 1 (n1 = 1024;
/// PassArgsF32::post_twiddle_order). A pass of length n1 whose line c gets output k multiplied by
/// T_len[(k*c) mod len] then reads one contiguous row per line instead of gathering from T_len.
/// Returns a cudaError_t value (0 = success; cudaErrorInvalidValue for bad arguments, checked
/// before anything is enqueued: null pointers, len not a power of two, n1 or n2 < 1, an octant
/// form that does not describe len, an unknown order, order 1 with n1 != 1024).
int build_post_twiddle_table(const OctantTwiddles& tn, int64_t len, int64_t n1, int64_t n2, int order, void* out,
                             CUstream_st* stream);

}  // namespace tcfft::cuda
