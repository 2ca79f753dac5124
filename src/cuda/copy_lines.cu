// Length-1 passes (every axis of the problem has n = 1): the transform is the
// identity, so the pass is a strided copy with the normalization scale. Rare,
// so one simple grid-stride kernel serves every layout.
#include <cuda_runtime.h>

#include "cuda/copy_lines.h"

namespace tcfft::cuda {

namespace {

__global__ void copy_lines_kernel(const float2* __restrict__ in, float2* __restrict__ out, CopyLines c) {
  for (long long b = blockIdx.x * static_cast<long long>(blockDim.x) + threadIdx.x; b < c.nlines;
       b += static_cast<long long>(gridDim.x) * blockDim.x) {
    long long rest = b, io = 0, oo = 0;
    for (int d = c.rank - 1; d >= 0; --d) {  // count[rank-1] varies fastest
      const long long i = rest % c.count[d];
      rest /= c.count[d];
      io += i * c.istride[d];
      oo += i * c.ostride[d];
    }
    float2 v = in[io];
    if (c.scale != 1.0f) {
      v.x *= c.scale;
      v.y *= c.scale;
    }
    out[oo] = v;
  }
}

}  // namespace

int launch_copy_lines(const void* in, void* out, const CopyLines& c, CUstream_st* stream) {
  if (c.nlines <= 0) return 0;
  const int threads = 256;
  const long long want = (c.nlines + threads - 1) / threads;
  const int blocks = static_cast<int>(want < 65536 ? want : 65536);
  copy_lines_kernel<<<blocks, threads, 0, stream>>>(static_cast<const float2*>(in), static_cast<float2*>(out), c);
  return static_cast<int>(cudaGetLastError());
}

}  // namespace tcfft::cuda
