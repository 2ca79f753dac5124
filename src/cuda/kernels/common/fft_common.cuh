// Shared device machinery of the single-pass FP32 kernels: kernel parameters,
// line/batch indexing (64-bit), the docs/numerics.md §3 twiddle product, the
// shared-memory swizzle, and the stage-ordered twiddle index.
#pragma once

#include <cstdint>
#include <cuda_runtime.h>

#include "cuda/kernels/common/cp_async.cuh"
#include "cuda/kernels/pass_args.h"

namespace tcfft::cuda::kern {

constexpr int kElemsPerThread = 16;  // complex elements each thread holds per stage
constexpr int kSpecMinTileLog = 11;  // tile of the specialized kernels: 2^max(log2 n, 11)
constexpr int kSpecMinLog = 4, kSpecMaxLog = 13;  // specialized kernels exist for these log2 n

/// Default radix sequence (the planner's choice for tensor-core plans): 16s, then 8s, no
/// radix <= 4 where possible: 64 = 8*8, 1024 = 16*8*8, 2048 = 16*16*8, 32 = 8*4, 8192 = 16*8*8*8.
__host__ __device__ constexpr int default_nstages(int L) {
  return L <= 4 ? 1 : L == 5 ? 2 : (L - 3 * ((4 - L % 4) % 4)) / 4 + (4 - L % 4) % 4;
}
__host__ __device__ constexpr int default_radix(int L, int s) {
  if (L <= 4) return 1 << L;
  if (L == 5) return s == 0 ? 8 : 4;
  return s < (L - 3 * ((4 - L % 4) % 4)) / 4 ? 16 : 8;
}

__host__ __device__ constexpr int ilog2(int x) { return x <= 1 ? 0 : 1 + ilog2(x >> 1); }

/// Everything a kernel needs, passed by value (fits in the 4 KB parameter space).
struct KParams {
  const float2* in;
  float2* out;
  const float2* tw;        // T[m], m = 0..n-1 (docs/numerics.md §3)
  const float2* stw;       // stage-ordered copy of T (see stage_tw_index), or nullptr
  int n, log2n;
  int nstages;
  int radix[kMaxStages];
  int stw_off[kMaxStages]; // offset of stage s in stw
  int lpb, log2lpb;        // lines per block (tile = lpb * n elements)
  int64_t nlines;
  int64_t in_stride, out_stride;
  // Line offsets. rank <= 1: line b starts at b*istride0 / b*ostride0.
  int rank;
  int64_t count[kMaxLineRank];
  int64_t istride[kMaxLineRank];
  int64_t ostride[kMaxLineRank];
  int line_fast_in;        // stage 0 maps consecutive rows to consecutive lines
  int line_fast_out;       // last stage does the same
  const uint32_t* frag;    // tensor-core B fragments (tensorcore/dft_matrix.h layout)
  int dir_inv;             // 0 forward, 1 inverse
  float wsign;             // +1 forward (w = T), -1 inverse (w = conj T): multiplies T.im
  float scale;
  int apply_scale;
  // Persistent grid + input prefetch (docs: tools/kernel_dev/NOTES.md, v2). Block b handles
  // tiles b, b + gridDim.x, ...; with prefetch != 0 every thread copies the stage-0 inputs of
  // its next tile (cp.async, 8 bytes each) into its own 16 slots of the staging buffer
  // (dynamic smem at float2 offset st_off, slot k of thread tid at st_off + k*THREADS + tid)
  // while the current tile runs stages 1.., so no barrier guards the staging buffer.
  int64_t ntiles;
  int prefetch;
  int st_off;
  int coop16;              // NATIVE n = 16 through shared memory with coalesced 16-byte I/O
  // Fused post-twiddle (four-step; docs/numerics.md §1), generic kernel only (GeoRTTw):
  // output k of line gl is multiplied by T_{twiddle_n}[(k*c) & ptw_mask] = ptw[c*n + k] (the
  // line-major table, PassArgsF32::post_twiddles), c = (gl / tw_div) % tw_cnt.
  int post_tw;
  const float2* ptw;       // line-major post-twiddle table; twiddle_n = ptw_mask + 1
  int64_t ptw_mask;
  int64_t tw_div, tw_cnt;
  int tw_shift;            // >= 0: tw_div = 2^tw_shift and tw_cnt a power of two (shift and mask)
};

struct LineOff {
  int64_t i, o;
};

/// rank >= 2: mixed-radix decomposition of the line index (64-bit divisions). Out of line:
/// inlined at every call site it multiplied the kernels' code size (instruction-cache misses).
static __device__ __noinline__ LineOff line_offsets_general(const KParams& p, int64_t line) {
  int64_t rem = line;
  LineOff r{0, 0};
  for (int d = p.rank - 1; d >= 0; --d) {
    const int64_t c = p.count[d];
    const int64_t idx = (d == 0) ? rem : rem % c;
    rem = (d == 0) ? 0 : rem / c;
    r.i += idx * p.istride[d];
    r.o += idx * p.ostride[d];
  }
  return r;
}

// line_offsets<Geo>() (fft_kernel.cuh) picks the rank <= 1 fast path or line_offsets_general.

/// a * w with w = T (forward) or conj(T) (inverse), exactly as docs/numerics.md §3:
///   re = fmaf(a.re, w.re, -(a.im*w.im)),  im = fmaf(a.re, w.im, a.im*w.re)
/// `wim_signed` is w.im already (T.im or -T.im; the negation is exact).
__device__ __forceinline__ float2 twiddle_mul(float2 a, float wre, float wim) {
  float2 r;
  r.x = fmaf(a.x, wre, -__fmul_rn(a.y, wim));
  r.y = fmaf(a.x, wim, __fmul_rn(a.y, wre));
  return r;
}

/// Post-twiddle of output k of global line gl (docs/numerics.md §1, four-step): the §3 fma
/// product with T_{twiddle_n}[(k*c) mod twiddle_n] (conj for the inverse), skipped at index 0.
__device__ __forceinline__ float2 post_twiddle(const KParams& p, int64_t gl, int k, float2 v) {
  const int64_t c = p.tw_shift >= 0 ? ((gl >> p.tw_shift) & (p.tw_cnt - 1)) : (gl / p.tw_div) % p.tw_cnt;
  const int64_t m = (static_cast<int64_t>(k) * c) & p.ptw_mask;
  if (m == 0) return v;
  const float2 w = __ldg(p.ptw + ((c << p.log2n) + k));  // line-major table: row c, entry k
  return twiddle_mul(v, w.x, w.y * p.wsign);
}

/// XOR swizzle of a tile element index (float2 units) used by the tensor-core
/// kernels: bits 2,3 of the index are XORed with the XOR-fold of all 2-bit
/// pairs above bit 4. It is GF(2)-linear, so phys(a ^ b) = phys(a) ^ phys(b);
/// row and slot parts of an address are swizzled separately and XORed.
__device__ __forceinline__ uint32_t swz(uint32_t i) {
  uint32_t x = i >> 4;
  x ^= x >> 8;
  x ^= x >> 4;
  x ^= x >> 2;
  return i ^ ((x & 3u) << 2);
}

/// Padded index used by the CUDA-core kernels: one float2 of padding per 16.
__device__ __forceinline__ uint32_t padi(uint32_t i) { return i + (i >> 4); }

/// Stage-ordered twiddle tables (built once per (table, n, radix sequence)).
/// kind 0 (tensor-core layout): entry ((k>>3)*R + r)*8 + (k&7); stage size R*max(Ns,8).
/// kind 1 (CUDA-core layout):   entry r*Ns + k;                stage size R*Ns.
/// Entry value: T[r*k*(n/(Ns*R))], bit-identical to the table.
__host__ __device__ __forceinline__ int stage_tw_index(int kind, int R, int Ns, int k, int r) {
  return kind == 0 ? (((k >> 3) * R + r) << 3) + (k & 7) : r * Ns + k;
}
__host__ __device__ __forceinline__ int stage_tw_size(int kind, int R, int Ns) {
  return kind == 0 ? R * (Ns < 8 ? 8 : Ns) : R * Ns;
}

}  // namespace tcfft::cuda::kern
