// Line-major post-twiddle table (post_twiddle_table.h): a gather from the first-octant form of
// T_len, by the CPU backend's own rule (cpu/twiddles.h octant_index, octant_twiddle: exact swaps
// and sign changes), so every value is bit-identical to the table the CPU backend uses
// (docs/numerics.md §1 "Four-step", §3).
#include <cuda_runtime.h>

#include "cuda/post_twiddle_table.h"

#include "cpu/twiddles.h"
#include "cuda/kernels/regtile/tw_order.h"

namespace tcfft::cuda {

namespace {

template <int ORDER>
__global__ void gather_rows(OctantTwiddles tn, int64_t mask, int64_t n1, int64_t total, float2* __restrict__ out) {
  for (int64_t e = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; e < total; e += (int64_t)gridDim.x * blockDim.x) {
    const int64_t c = e / n1, k = e - c * n1;
    const int64_t pos = ORDER == 1 ? kern::rt::post_twiddle_pos_1024(static_cast<int>(k)) : k;
    int o = 0;
    int64_t r = 0;
    cpu::octant_index((k * c) & mask, tn.up, tn.l8, &o, &r);
    float re = 0.0f, im = 0.0f;
    cpu::octant_twiddle<float>(o, __ldg(tn.cos + r), __ldg(tn.sin + r), &re, &im);
    out[c * n1 + pos] = make_float2(re, im);
  }
}

}  // namespace

int build_post_twiddle_table(const OctantTwiddles& tn, int64_t len, int64_t n1, int64_t n2, int order, void* out,
                             CUstream_st* stream) {
  if (tn.cos == nullptr || tn.sin == nullptr || out == nullptr || len < 1 || (len & (len - 1)) != 0 || n1 < 1 ||
      n2 < 1 || order < 0 || order > 1 || (order == 1 && n1 != 1024))
    return static_cast<int>(cudaErrorInvalidValue);
  // the octant form must be the one of len (cpu::TwiddleTable: n8 = max(len, 8))
  const int64_t n8 = len < 8 ? 8 : len;
  if (tn.up < 0 || tn.l8 < 0 || tn.up > 3 || tn.l8 > 60 || (len << tn.up) != n8 || (int64_t{8} << tn.l8) != n8)
    return static_cast<int>(cudaErrorInvalidValue);
  const int64_t total = n1 * n2;
  const int threads = 256;
  const int64_t blocks = (total + threads - 1) / threads;
  const unsigned grid = static_cast<unsigned>(blocks < 65536 ? blocks : 65536);
  float2* const o = static_cast<float2*>(out);
  if (order == 1) {
    gather_rows<1><<<grid, threads, 0, stream>>>(tn, len - 1, n1, total, o);
  } else {
    gather_rows<0><<<grid, threads, 0, stream>>>(tn, len - 1, n1, total, o);
  }
  return static_cast<int>(cudaGetLastError());
}

}  // namespace tcfft::cuda
