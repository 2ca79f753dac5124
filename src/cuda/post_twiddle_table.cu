// Line-major post-twiddle table (post_twiddle_table.h): a gather from T_len, so every value is
// bit-identical to the table the CPU backend uses (docs/numerics.md §1 "Four-step").
#include <cuda_runtime.h>

#include "cuda/post_twiddle_table.h"

#include "cuda/kernels/regtile/tw_order.h"

namespace tcfft::cuda {

namespace {

template <int ORDER>
__global__ void gather_rows(const float2* __restrict__ tn, int64_t mask, int64_t n1, int64_t total,
                            float2* __restrict__ out) {
  for (int64_t e = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; e < total; e += (int64_t)gridDim.x * blockDim.x) {
    const int64_t c = e / n1, k = e - c * n1;
    const int64_t pos = ORDER == 1 ? kern::rt::post_twiddle_pos_1024(static_cast<int>(k)) : k;
    out[c * n1 + pos] = tn[(k * c) & mask];
  }
}

}  // namespace

int build_post_twiddle_table(const void* tn, int64_t len, int64_t n1, int64_t n2, int order, void* out,
                             CUstream_st* stream) {
  if (tn == nullptr || out == nullptr || len < 1 || (len & (len - 1)) != 0 || n1 < 1 || n2 < 1 || order < 0 ||
      order > 1 || (order == 1 && n1 != 1024))
    return static_cast<int>(cudaErrorInvalidValue);
  const int64_t total = n1 * n2;
  const int threads = 256;
  const int64_t blocks = (total + threads - 1) / threads;
  const unsigned grid = static_cast<unsigned>(blocks < 65536 ? blocks : 65536);
  if (order == 1) {
    gather_rows<1><<<grid, threads, 0, stream>>>(static_cast<const float2*>(tn), len - 1, n1, total,
                                                 static_cast<float2*>(out));
  } else {
    gather_rows<0><<<grid, threads, 0, stream>>>(static_cast<const float2*>(tn), len - 1, n1, total,
                                                 static_cast<float2*>(out));
  }
  return static_cast<int>(cudaGetLastError());
}

}  // namespace tcfft::cuda
