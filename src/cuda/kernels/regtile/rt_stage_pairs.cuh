// Register-chained radix-16 / radix-8 stage pairs shared by the kernels.
//
// Part of the register-tile kernels' translation unit: included by rt_kernels.cu only (its
// definitions live in an unnamed namespace). Stage order and twiddles: docs/numerics.md §1.
#pragma once

#include "cuda/kernels/regtile/rt_params.cuh"

namespace tcfft::cuda::kern::rt {
namespace {

// Register-chained stage pairs shared by the kernels below.

/// Two radix-16 stages on one 16x16 tile: stage_b16, twiddle tw(rh, e) on the stage_a16 input
/// x[rh][e] (= stage_b16 output [e>>1][2rh + (e&1)]), stage_a16. x is clobbered.
template <int P, typename TW>
__device__ __forceinline__ void pair16(float2 (&x)[2][4], const MatA16& M, const TW& tw, float2 (&y)[2][4]) {
  float2 z[2][4];
  stage_b16<P>(x, M, z);
#pragma unroll
  for (int rh = 0; rh < 2; ++rh)
#pragma unroll
    for (int e = 0; e < 4; ++e) x[rh][e] = twmul(z[e >> 1][2 * rh + (e & 1)], tw(rh, e));
  stage_a16<P>(x, M, y);
}

/// pair16 under the line's scale (docs/numerics.md §4.8): stage_b16 with the line's inv, outputs
/// left scaled through the twiddle, stage_a16 ending with the line's s.
template <int P, typename TW>
__device__ __forceinline__ void pair16_line(float2 (&x)[2][4], const MatA16& M, const TW& tw, const LineScale& ls,
                                            float2 (&y)[2][4]) {
  float2 z[2][4];
  stage_b16_line<P, ScaleMode::kLineFirst>(x, M, ls.inv, z);
#pragma unroll
  for (int rh = 0; rh < 2; ++rh)
#pragma unroll
    for (int e = 0; e < 4; ++e) x[rh][e] = twmul(z[e >> 1][2 * rh + (e & 1)], tw(rh, e));
  stage_a16_line<P, ScaleMode::kLineLast>(x, M, ls.s, y);
}

/// Whether the 64- and 256-point lines (and the radix-2 tails' sub-rows of 128 / 512) of a kernel
/// instance with P fp16 terms run under the line's scale (docs/numerics.md §4.9 / §4.11,
/// input_line_scale_rule / subrow_line_scale_rule): TC_SPLIT with 2 terms and TC_FP16 (P = 1),
/// not TC_SPLIT with 3 terms.
__host__ __device__ constexpr bool line_scaled_terms(int P) { return P == 1 || P == 2; }

/// A 256-point line held by one warp (8 elements per lane, as rt256_kernel and rows_compute hold it):
/// pair16, or with LS (docs/numerics.md §4.9, input_line_scale_rule) pair16_line under the scale of
/// the line's input maximum (|re|, |im| of the 8 elements per lane, then warp_line_scale).
template <int P, bool LS, typename TW>
__device__ __forceinline__ void line256(float2 (&x)[2][4], const MatA16& M, const TW& tw, float2 (&y)[2][4]) {
  if constexpr (LS) {
    float m = 0.0f;
#pragma unroll
    for (int nt = 0; nt < 2; ++nt)
#pragma unroll
      for (int e = 0; e < 4; ++e) m = cmax(m, x[nt][e]);
    pair16_line<P>(x, M, tw, warp_line_scale(m), y);
  } else {
    pair16<P>(x, M, tw, y);
  }
}

/// Two radix-8 stages on 4 tiles with the C -> B swap between them, twiddle tw(tile, c). x is clobbered.
template <int P, bool FS, typename TW>
__device__ __forceinline__ void pair8(float2 (&x)[4][2], const MatA8& M, const TW& tw, float2 (&y)[4][2]) {
  stage_b8<P, 4, FS>(x, M, y);
#pragma unroll
  for (int tl = 0; tl < 4; ++tl)
#pragma unroll
    for (int c = 0; c < 2; ++c) x[tl][c] = twmul(y[tl][c], tw(tl, c));
  stage_b8<P, 4, FS>(x, M, y);
}

/// Four 64-point lines held by one warp, one per 16x8 tile (lane (g, t) holds elements g + 8(2t + c)
/// of line tl in x[tl][c], as rt64_kernel and rows_compute hold them): pair8, or with LS
/// (docs/numerics.md §4.9, input_line_scale_rule) both radix-8 stages under each line's scale from
/// its input maximum (warp_line_scale per line).
template <int P, bool LS, typename TW>
__device__ __forceinline__ void lines64(float2 (&x)[4][2], const MatA8& M, const TW& tw, float2 (&y)[4][2]) {
  if constexpr (LS) {
    float inv[4], s[4];
#pragma unroll
    for (int tl = 0; tl < 4; ++tl) {
      const LineScale ls = warp_line_scale(cmax(cmax(0.0f, x[tl][0]), x[tl][1]));
      inv[tl] = ls.inv;
      s[tl] = ls.s;
    }
    stage_b8_lines<P, 4, ScaleMode::kLineFirst>(x, M, inv, y);  // inputs times inv; outputs stay scaled
#pragma unroll
    for (int tl = 0; tl < 4; ++tl)
#pragma unroll
      for (int c = 0; c < 2; ++c) x[tl][c] = twmul(y[tl][c], tw(tl, c));
    stage_b8_lines<P, 4, ScaleMode::kLineLast>(x, M, s, y);  // scaled inputs; outputs times s
  } else {
    pair8<P, false>(x, M, tw, y);
  }
}

/// n = 256 element offsets of this lane's inputs (x[nt][e]) and outputs (y[nt][i]) relative to
/// element g + 32t of the line (see rt256_kernel).
__device__ __forceinline__ constexpr int in256(int nt, int e) { return 8 * nt + 16 * (e & 1) + 128 * (e >> 1); }
__device__ __forceinline__ constexpr int out256(int nt, int i) { return 8 * (i >> 1) + 16 * (i & 1) + 128 * nt; }

}  // namespace
}  // namespace tcfft::cuda::kern::rt
