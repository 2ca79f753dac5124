// The register-only kernels for contiguous lines of 64 and 256 points (rt64_kernel, rt256_kernel).
//
// Part of the register-tile kernels' translation unit: included by rt_kernels.cu only (its
// definitions live in an unnamed namespace). Stage order and twiddles: docs/numerics.md §1.
#pragma once

#include "cuda/kernels/regtile/rt_params.cuh"
#include "cuda/kernels/regtile/rt_stage_pairs.cuh"

namespace tcfft::cuda::kern::rt {
namespace {

// n = 64 = 8 x 8, one warp = 4 transforms (one 16x8 tile each) per iteration, registers only.
// Stage 0: tile column g = vector j = g, component 2t + c = x[j + 8(2t + c)].
// Stage 1: vector j1 = g (stage-0 component), component 2t + c (stage-0 vector), twiddle
// T[(2t + c) g]; output component g of vector 2t + c = X[(2t + c) + 8g].
// Lines past the end are computed on a copy of the last line and not stored. PF: the next four
// lines' loads are issued before this iteration's compute (measured +1.3% on the H200).
template <int P, bool V4, bool SC, bool PF = true, bool ST = false>
__global__ void __launch_bounds__(128) rt64_kernel(const __grid_constant__ RtParams p) {
  pdl_wait();  // before any global access (common/pdl.cuh)
  using G = Geo<ST>;
  constexpr int Q = P >= 2 ? 2 : 1;
  const int lane = threadIdx.x & 31, g = lane >> 2, t = lane & 3;
  MatA8 M;
  load_a8<Q>(p.frag, lane, p.dir, M);
  float2 tw[2];
#pragma unroll
  for (int c = 0; c < 2; ++c) tw[c] = twid(p, (2 * t + c) * g);
  const int64_t wid = (int64_t)blockIdx.x * 4 + (threadIdx.x >> 5), nw = (int64_t)gridDim.x * 4;
  const int64_t last = p.nlines - 1;
  float2 xn[4][2];
  auto load = [&](int64_t l0) {
#pragma unroll
    for (int tl = 0; tl < 4; ++tl) {
      const int64_t line = l0 + tl < last ? l0 + tl : last;
      const float2* src = G::in_line(p, line) + G::ei(p, g + 16 * t);
#pragma unroll
      for (int c = 0; c < 2; ++c) xn[tl][c] = src[G::ei(p, 8 * c)];
    }
  };
  if (PF && wid * 4 < p.nlines) load(wid * 4);
  for (int64_t l0 = wid * 4; l0 < p.nlines; l0 += nw * 4) {
    if (!PF) load(l0);
    float2 x[4][2], y[4][2];
#pragma unroll
    for (int tl = 0; tl < 4; ++tl)
#pragma unroll
      for (int c = 0; c < 2; ++c) x[tl][c] = xn[tl][c];
    if (PF && l0 + nw * 4 < p.nlines) load(l0 + nw * 4);
    // TC_SPLIT (P = 2) and TC_FP16 (P = 1) passes here have no post-twiddle: §4.9's line scale
    lines64<P, line_scaled_terms(P)>(x, M, [&](int, int c) { return tw[c]; }, y);
#pragma unroll
    for (int tl = 0; tl < 4; ++tl) {
      if (l0 + tl <= last) {
        float2* dst = G::out_line(p, l0 + tl) + G::eo(p, 8 * g + 2 * t);
        const float2 z0 = scaled<SC>(p, y[tl][0]), z1 = scaled<SC>(p, y[tl][1]);
        if constexpr (V4 && !ST) {
          *reinterpret_cast<float4*>(dst) = make_float4(z0.x, z0.y, z1.x, z1.y);
        } else {
          dst[0] = z0;
          dst[G::eo(p, 1)] = z1;
        }
      }
    }
  }
}

// ---------------------------------------------------------------------------
// n = 256 = 16 x 16, one warp = one transform per iteration, registers only.
// Stage 0 (stage_b16): vector j = g + 8nt, component r = 2t + (e&1) + 8(e>>1) = x[j + 16r].
// Output y[nt][i] = component r' = g + 8(i>>1) of vector j = 2t + (i&1) + 8nt.
// Stage 1 (stage_a16): vector j1 = r', component j, twiddle T[r' j]; output component
// q = 2t + (i&1) + 8nt of vector j1 = g + 8(i>>1) = X[j1 + 16q].
template <int P, bool SC, bool ST = false>
__global__ void __launch_bounds__(128) rt256_kernel(const __grid_constant__ RtParams p) {
  pdl_wait();  // before any global access (common/pdl.cuh)
  using G = Geo<ST>;
  constexpr int Q = P >= 2 ? 2 : 1;
  const int lane = threadIdx.x & 31, g = lane >> 2, t = lane & 3;
  MatA16 MA;
  load_a16<Q>(p.frag, lane, p.dir, MA);
  float2 tw[2][4];
#pragma unroll
  for (int nt = 0; nt < 2; ++nt)
#pragma unroll
    for (int i = 0; i < 4; ++i) tw[nt][i] = twid(p, (g + 8 * (i >> 1)) * (2 * t + (i & 1) + 8 * nt));
  const int64_t wid = (int64_t)blockIdx.x * 4 + (threadIdx.x >> 5), nw = (int64_t)gridDim.x * 4;
  // software pipeline: the next line's loads are in flight while this line is computed
  float2 xn[2][4];
  auto load = [&](int64_t line) {
    const float2* src = G::in_line(p, line) + G::ei(p, g + 32 * t);
#pragma unroll
    for (int nt = 0; nt < 2; ++nt)
#pragma unroll
      for (int e = 0; e < 4; ++e) xn[nt][e] = src[G::ei(p, in256(nt, e))];
  };
  if (wid < p.nlines) load(wid);
  for (int64_t line = wid; line < p.nlines; line += nw) {
    float2 x[2][4], y[2][4];
#pragma unroll
    for (int nt = 0; nt < 2; ++nt)
#pragma unroll
      for (int e = 0; e < 4; ++e) x[nt][e] = xn[nt][e];
    if (line + nw < p.nlines) load(line + nw);
    // TC_SPLIT (P = 2) and TC_FP16 (P = 1) passes here have no post-twiddle: §4.9's line scale
    line256<P, line_scaled_terms(P)>(x, MA, [&](int rh, int e) { return tw[e >> 1][2 * rh + (e & 1)]; }, y);
    float2* dst = G::out_line(p, line) + G::eo(p, g + 32 * t);
#pragma unroll
    for (int nt = 0; nt < 2; ++nt)
#pragma unroll
      for (int i = 0; i < 4; ++i) dst[G::eo(p, out256(nt, i))] = scaled<SC>(p, y[nt][i]);
  }
}

}  // namespace
}  // namespace tcfft::cuda::kern::rt
