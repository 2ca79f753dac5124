// Register-tile tensor-core stages: one radix-16 or radix-8 Stockham stage of
// docs/numerics.md §1/§4 on data that stays in mma fragments, so that two
// consecutive stages chain in registers without shared memory or shuffles of
// the data.
//
// Arithmetic: exactly the §4 contract of the other tensor-core kernels (one
// scale per R-point vector, P fp16 parts, every kept product of an output in
// one accumulator chain per K chunk (R = 16: two, added in float, §4.15),
// small terms first, `unbias`, y = s * acc), so the CPU emulation is the
// reference for these kernels too. R = 16 computes its chains from half the
// MMAs of the 2R x 2R real form (sym_a, §4.15). Only the placement of the
// data in the fragments differs (fragment layout: tensorcore/mma_f16.cuh;
// lane = 4g + t).
//
// The three stage shapes (x = this lane's inputs, y = its outputs):
//  stage_b16  R = 16, data = B operand, two 16x8 tiles (nt = 0, 1). Tile nt
//             column g = vector, rows k = components: x[nt][e] is component
//             2t + (e&1) + 8(e>>1) of vector g (+8nt). Output y[nt][i] is
//             component g + 8(i>>1) of vector 2t + (i&1) (+8nt): rows and
//             columns swap roles (D = F * X).
//  stage_a16  R = 16, data = A operand (16x16): x[rh][e] is component
//             2t + (e&1) + 8(e>>1) of vector g + 8rh. Output y[nt][i] is
//             component 2t + (i&1) + 8nt of vector g + 8(i>>1) (D = X * F^T).
//             The output of stage_b16 IS a valid stage_a16 input with the roles
//             swapped (x[rh][e] = y[e>>1][2rh + (e&1)]): the next stage's vectors
//             are the previous stage's output components.
//  stage_b8   R = 8, data = B operand, NT tiles of 8 vectors: x[tile][c] is
//             component 2t + c of vector g (K rows 0..7 real parts, 8..15
//             imaginary parts: one K = 16 chunk per vector, as §4.4 R <= 8).
//             Output y[tile][c] is component g of vector 2t + c, which IS a
//             stage_b8 input again with vectors and components swapped.
// K orders inside a chunk are immaterial (an MMA sums its 16 products exactly).
#pragma once

#include <cstdint>

#include "cuda/kernels/regtile/rt_matrix.h"
#include "cuda/kernels/tensorcore/mma_f16.cuh"
#include "cuda/kernels/tensorcore/tc_butterfly.cuh"

namespace tcfft::cuda::kern::rt {

using tc::FragA;
using tc::FragB;
using tc::FragD;

/// R = 16 matrix parts as A fragments: m[q][0 Fr, 1 Fi, 2 -Fi].
struct MatA16 { FragA m[2][3]; };
/// R = 8 real form as A fragments: m[q].
struct MatA8 { FragA m[2]; };

/// Loads this lane's fragments (table: build_rt_fragments, device memory, 16-byte aligned).
template <int Q>
__device__ __forceinline__ void load_a16(const uint32_t* __restrict__ tab, int lane, int dir, MatA16& M) {
  const uint32_t* w = tab + lane * kRtLaneWords;
#pragma unroll
  for (int q = 0; q < Q; ++q)
#pragma unroll
    for (int m = 0; m < 3; ++m) {
      const uint4 v = __ldg(reinterpret_cast<const uint4*>(w + kA16 + ((dir * 2 + q) * 3 + m) * 4));
      M.m[q][m] = {{v.x, v.y, v.z, v.w}};
    }
}
template <int Q>
__device__ __forceinline__ void load_a8(const uint32_t* __restrict__ tab, int lane, int dir, MatA8& M) {
  const uint32_t* w = tab + lane * kRtLaneWords;
#pragma unroll
  for (int q = 0; q < Q; ++q) {
    const uint4 v = __ldg(reinterpret_cast<const uint4*>(w + kA8 + (dir * 2 + q) * 4));
    M.m[q] = {{v.x, v.y, v.z, v.w}};
  }
}

/// Twiddle product in the §3 fma form (w already conjugated for the inverse).
__device__ __forceinline__ float2 twmul(float2 a, float2 w) {
  return make_float2(__fmaf_rn(a.x, w.x, -__fmul_rn(a.y, w.y)), __fmaf_rn(a.x, w.y, __fmul_rn(a.y, w.x)));
}

/// |re|, |im| maximum with NaN propagation (docs §4.1).
__device__ __forceinline__ float cmax(float m, float2 z) {
  return tc::max_nan(m, tc::max_nan(fabsf(z.x), fabsf(z.y)));
}

/// Per-vector scales (docs §4.1). The vector maximum m >= 0 (or the canonical NaN) is reduced
/// over the 4 lanes t of a group as a 16-bit key (its high half: sign, exponent, 7 mantissa
/// bits, monotone in m), two keys per word, with max.u16x2. From the exponent bits E << 23:
/// fast path (every E <= 252 in the warp, i.e. every m < 2^126): s = 2^(E+1-127) and
/// inv = 1/s directly; otherwise the exact rule incl. the clamp and NaN (tc::scale_from_exp).
__device__ __forceinline__ uint32_t key2(float m0, float m1) {
  return __byte_perm(__float_as_uint(m0), __float_as_uint(m1), 0x7632);
}
__device__ __forceinline__ uint32_t max_u16x2(uint32_t a, uint32_t b) {
  uint32_t r;
  asm("max.u16x2 %0, %1, %2;" : "=r"(r) : "r"(a), "r"(b));
  return r;
}
__device__ __forceinline__ uint32_t reduce_t(uint32_t w) {
  w = max_u16x2(w, __shfl_xor_sync(0xffffffffu, w, 1));
  return max_u16x2(w, __shfl_xor_sync(0xffffffffu, w, 2));
}
/// Exponent field (E << 23) of key v (0 = low half, 1 = high half) of word w.
__device__ __forceinline__ uint32_t ebits(uint32_t w, int v) { return (v ? w : (w << 16)) & 0x7f800000u; }
__device__ __noinline__ tc::Scale scale_slow(uint32_t eb) { return tc::scale_from_exp(eb >> 23); }
__device__ __forceinline__ tc::Scale scale_fast(uint32_t eb) {
  return {__uint_as_float(eb + 0x00800000u), __uint_as_float(0x7e800000u - eb)};
}
/// Whether every vector maximum of the warp is below 2^126 (and not NaN): the fast scale path.
template <int N>
__device__ __forceinline__ bool all_fast(const float (&m)[N]) {
  bool ok = true;
#pragma unroll
  for (int i = 0; i < N; ++i) ok = ok && (m[i] < 0x1p126f);
  return __all_sync(0xffffffffu, ok);
}

/// §4.1 split of two already scaled components u0, u1 into P fp16 parts (.f16x2 words).
template <int P>
__device__ __forceinline__ void split2_scaled(float u0, float u1, uint32_t (&h)[2]) {
  h[0] = tc::pack_h2(u0, u1);
  if constexpr (P >= 2) h[1] = tc::pack_h2(__fsub_rn(u0, tc::h2_lo(h[0])), __fsub_rn(u1, tc::h2_hi(h[0])));
}
/// §4.1 split of two components of one vector into P fp16 parts (.f16x2 words).
template <int P>
__device__ __forceinline__ void split2(float x0, float x1, float inv, uint32_t (&h)[2]) {
  split2_scaled<P>(__fmul_rn(x0, inv), __fmul_rn(x1, inv), h);
}

/// docs/numerics.md §4.8: the line's scale pair from the line maximum's bits mb (a float >= 0, or
/// a NaN): E = biased exponent, Ec = max(E, 10), s = 2^(Ec - 136), inv = 2^(136 - Ec); E = 255
/// (inf or NaN): both NaN (cpu::line_scale).
struct LineScale {
  float s, inv;
  __device__ __forceinline__ explicit LineScale(uint32_t mb) {
    const uint32_t E = mb >> 23, Ec = max(E, 10u);
    s = E >= 255u ? __uint_as_float(0x7fffffffu) : __uint_as_float((Ec - 9u) << 23);
    inv = E >= 255u ? __uint_as_float(0x7fffffffu) : __uint_as_float((263u - Ec) << 23);
  }
};

/// The scale pair of a line one warp holds whole, from this lane's part m of its maximum (the
/// warp's max on the bits of the non-negative float, a NaN the largest key).
__device__ __forceinline__ LineScale warp_line_scale(float m) {
  return LineScale(__reduce_max_sync(0xffffffffu, __float_as_uint(m)));
}

__device__ __forceinline__ void zero(FragD& d) { d.d[0] = d.d[1] = d.d[2] = d.d[3] = 0.0f; }

/// How a stage core scales (docs/numerics.md §4.1 / §4.8): kVec, one scale per vector (inputs
/// times that vector's inv, outputs times their vector's s); kLineFirst, the first split stage of
/// a line-scaled pass (inputs times the line's inv, outputs unbiased and left scaled); kLineLast,
/// its last (inputs already scaled, outputs times the line's s).
enum class ScaleMode { kVec, kLineFirst, kLineLast };

/// The core's input split of two components: times inv unless the inputs are already scaled.
template <int P, ScaleMode SM>
__device__ __forceinline__ void split2_mode(float x0, float x1, float inv, uint32_t (&h)[2]) {
  if constexpr (SM == ScaleMode::kLineLast) {
    split2_scaled<P>(x0, x1, h);
  } else {
    split2<P>(x0, x1, inv, h);
  }
}

/// The end of an output chain. kVec: unbias, then times the vector's s (docs §4.4). Under a line
/// scale (docs §4.14) no unbias: kLineFirst leaves the outputs scaled; kLineLast multiplies by
/// the line's s times 1 + 2^-23 for P >= 2 (exact for the power-of-two s; NaN stays NaN), which
/// makes up on average for the truncation of both stages' chains: the same multiply as before,
/// and two integer instructions per output fewer in each split stage.
template <int P, ScaleMode SM>
__device__ __forceinline__ float finish_mode(float a, float s) {
  if constexpr (SM == ScaleMode::kLineFirst) {
    return a;
  } else if constexpr (SM == ScaleMode::kLineLast) {
    return __fmul_rn(P >= 2 ? s * (1.0f + 0x1p-23f) : s, a);
  } else {
    return tc::finish<P>(a, s);
  }
}

/// The split, MMA chains and finish of stage_b16 (inv[nt]: input multiplier of tile nt; so[nt][c]:
/// output scale of column 2t + c).
/// R = 16 from half the MMAs (docs/numerics.md §4.15): the A operand S_q with rows 0..8 = Fr_q rows
/// 0..8 and rows 9..15 = Fi_q rows 1..7 (Fi's rows 0 and 8 are zero). S_q x_re and S_q x_im give,
/// per output a <= 8, the chains A = Fr[a] x_re, B = Fi[a] x_re, C = Fr[a] x_im, D = Fi[a] x_im;
/// F[16 - a] = conj F[a] (Fr even, Fi odd in a, exactly in both fp16 parts) gives outputs 16 - a
/// from the same chains: the §4.15 chains of all 16 outputs, with half the MMAs.
__device__ __forceinline__ FragA sym_a(const MatA16& M, int q, bool g0) {
  return FragA{{M.m[q][0].r[0], g0 ? M.m[q][0].r[1] : M.m[q][1].r[0], M.m[q][0].r[2], g0 ? M.m[q][0].r[3] : M.m[q][1].r[2]}};
}
/// The §4.15 sums: from rlo = A, rhi = B (the real input's chains) and ilo = C, ihi = D (the
/// imaginary input's) of output a >= 1, X[a] = (A - D, B + C) in `first` and X[16 - a] = (A + D,
/// C - B) in `second` (the chunk chains of output 16 - a are A, +D and -B, C exactly: truncation
/// is odd); for a = 0 the rows are Fr[0] and Fr[8], whose imaginary-part chains are +0: X[0] =
/// (A, C), X[8] = (B, D). Under kVec (P >= 2) each chain is unbiased first (§4.4).
template <int P, ScaleMode SM>
__device__ __forceinline__ void sym_out(float rlo, float rhi, float ilo, float ihi, bool a0, float2& first, float2& second) {
  if constexpr (SM == ScaleMode::kVec) {
    rlo = tc::unbias<P>(rlo);
    rhi = tc::unbias<P>(rhi);
    ilo = tc::unbias<P>(ilo);
    ihi = tc::unbias<P>(ihi);
  }
  first = a0 ? make_float2(rlo, ilo) : make_float2(__fsub_rn(rlo, ihi), __fadd_rn(rhi, ilo));
  second = a0 ? make_float2(rhi, ihi) : make_float2(__fadd_rn(rlo, ihi), __fsub_rn(ilo, rhi));
}
/// The output scale of a §4.15 sum: kVec the vector's s (the chains were unbiased before the sum),
/// kLineFirst none, kLineLast the line's s times 1 + 2^-23 (P >= 2; §4.14).
template <int P, ScaleMode SM>
__device__ __forceinline__ float sym_scale(float a, float s) {
  if constexpr (SM == ScaleMode::kVec) return __fmul_rn(s, a);
  return finish_mode<P, SM>(a, s);
}
__device__ __forceinline__ float2 shfl2(float2 v, int src) {
  return make_float2(__shfl_sync(0xffffffffu, v.x, src), __shfl_sync(0xffffffffu, v.y, src));
}
template <int P, ScaleMode SM>
__device__ __forceinline__ void b16_core(const float2 (&x)[2][4], const MatA16& M, const float (&inv)[2],
                                         const float (&so)[2][2], float2 (&y)[2][4]) {
  const int lane = threadIdx.x & 31, g = lane >> 2, t = lane & 3;
  const bool g0 = g == 0;
  const FragA S0 = sym_a(M, 0, g0);
  [[maybe_unused]] const FragA S1 = sym_a(M, P >= 2 ? 1 : 0, g0);
  const int src = (((8 - g) & 7) << 2) | t;
#pragma unroll
  for (int nt = 0; nt < 2; ++nt) {
    uint32_t r0[2], r1[2], i0[2], i1[2];
    split2_mode<P, SM>(x[nt][0].x, x[nt][1].x, inv[nt], r0);
    split2_mode<P, SM>(x[nt][2].x, x[nt][3].x, inv[nt], r1);
    split2_mode<P, SM>(x[nt][0].y, x[nt][1].y, inv[nt], i0);
    split2_mode<P, SM>(x[nt][2].y, x[nt][3].y, inv[nt], i1);
    FragD R, I;
    zero(R);
    zero(I);
    const FragB xr0 = {{r0[0], r1[0]}}, xi0 = {{i0[0], i1[0]}};
    if constexpr (P >= 2) {
      const FragB xr1 = {{r0[1], r1[1]}}, xi1 = {{i0[1], i1[1]}};
      tc::mma_acc(S1, xr0, R);  // (p,q) = (0,1)
      tc::mma_acc(S1, xi0, I);
      tc::mma_acc(S0, xr1, R);  // (1,0)
      tc::mma_acc(S0, xi1, I);
    }
    tc::mma_acc(S0, xr0, R);  // (0,0) last
    tc::mma_acc(S0, xi0, I);
#pragma unroll
    for (int c = 0; c < 2; ++c) {
      float2 a, b;
      sym_out<P, SM>(R.d[c], R.d[2 + c], I.d[c], I.d[2 + c], g0, a, b);
      b = shfl2(b, src);  // X[g + 8] = the partner lane's X[16 - (8 - g)]
      const float sc = so[nt][c];
      y[nt][c] = make_float2(sym_scale<P, SM>(a.x, sc), sym_scale<P, SM>(a.y, sc));
      y[nt][2 + c] = make_float2(sym_scale<P, SM>(b.x, sc), sym_scale<P, SM>(b.y, sc));
    }
  }
}

template <int P>
__device__ __forceinline__ void stage_b16(const float2 (&x)[2][4], const MatA16& M, float2 (&y)[2][4]) {
  const int lane = threadIdx.x & 31, t = lane & 3;
  float m[2];
#pragma unroll
  for (int nt = 0; nt < 2; ++nt) {
    m[nt] = 0.0f;
#pragma unroll
    for (int k = 0; k < 4; ++k) m[nt] = cmax(m[nt], x[nt][k]);
  }
  const bool fast = all_fast(m);
  const uint32_t w = reduce_t(key2(m[0], m[1]));
  tc::Scale si[2];
#pragma unroll
  for (int nt = 0; nt < 2; ++nt) si[nt] = scale_fast(ebits(w, nt));
  if (!fast) {
#pragma unroll
    for (int nt = 0; nt < 2; ++nt) si[nt] = scale_slow(ebits(w, nt));
  }
  // scales of the output columns (vectors 2t + c) are those of the lanes of group g = 2t + c
  float so[2][2];
#pragma unroll
  for (int nt = 0; nt < 2; ++nt)
#pragma unroll
    for (int c = 0; c < 2; ++c) so[nt][c] = __shfl_sync(0xffffffffu, si[nt].s, 8 * t + 4 * c);
  const float inv[2] = {si[0].inv, si[1].inv};
  b16_core<P, ScaleMode::kVec>(x, M, inv, so, y);
}

/// stage_b16 under the line's scale (docs/numerics.md §4.8, P = 2; kLineFirst: mul = inv,
/// kLineLast: mul = s): no maxima, reductions or shuffles.
template <int P, ScaleMode SM>
__device__ __forceinline__ void stage_b16_line(const float2 (&x)[2][4], const MatA16& M, float mul, float2 (&y)[2][4]) {
  static_assert(SM != ScaleMode::kVec, "the per-vector form is stage_b16");
  const float inv[2] = {mul, mul}, so[2][2] = {{mul, mul}, {mul, mul}};
  b16_core<P, SM>(x, M, inv, so, y);
}

/// F is symmetric, so the B fragments of F^T (16x8, output columns 8nt .. 8nt+7) are registers of
/// the A fragments of F: {a[nt], a[nt + 2]} (rt_matrix.h; tests/core/test_rt_fragments.cpp).
__device__ __forceinline__ FragB bt(const FragA& a, int nt) { return FragB{{a.r[nt], a.r[nt + 2]}}; }

/// The split, MMA chains and finish of stage_a16 (s0 / inv0: scale of rows g, s1 / inv1: of rows g + 8).
template <int P, ScaleMode SM>
__device__ __forceinline__ void a16_core(const float2 (&x)[2][4], const MatA16& M, tc::Scale sc0, tc::Scale sc1,
                                         float2 (&y)[2][4]) {
  // A registers: a0 (row g, K 2t..), a1 (row g+8), a2 (row g, K 2t+8..), a3 (row g+8, K 2t+8..)
  uint32_t r[4][2], im_[4][2];
#pragma unroll
  for (int j = 0; j < 4; ++j) {
    const int rh = j & 1, kh = j >> 1;
    const float inv = rh ? sc1.inv : sc0.inv;
    split2_mode<P, SM>(x[rh][2 * kh].x, x[rh][2 * kh + 1].x, inv, r[j]);
    split2_mode<P, SM>(x[rh][2 * kh].y, x[rh][2 * kh + 1].y, inv, im_[j]);
  }
  const FragA xr0 = {{r[0][0], r[1][0], r[2][0], r[3][0]}}, xi0 = {{im_[0][0], im_[1][0], im_[2][0], im_[3][0]}};
  const int lane = threadIdx.x & 31, g = lane >> 2, t = lane & 3;
  const bool t0 = t == 0;
  // B tiles of S^T: tile 0 = Fr rows 0..7 (bt(Fr, 0)); tile 1 = Fr row 8 (column n = g = 0) or Fi rows 1..7
  auto tile1 = [&](int q) {
    return g == 0 ? bt(M.m[q][0], 1) : FragB{{M.m[q][1].r[0], M.m[q][1].r[2]}};
  };
  const FragB B00 = bt(M.m[0][0], 0), B01 = tile1(0);
  [[maybe_unused]] const FragB B10 = bt(M.m[P >= 2 ? 1 : 0][0], 0), B11 = tile1(P >= 2 ? 1 : 0);
  FragD R0, R1, I0, I1;
  zero(R0);
  zero(R1);
  zero(I0);
  zero(I1);
  // one chain step: input parts (xr, xi) times matrix part (b0, b1) into the four chains
  auto step = [&](const FragA& xr, const FragA& xi, const FragB& b0, const FragB& b1) {
    tc::mma_acc(xr, b0, R0);
    tc::mma_acc(xr, b1, R1);
    tc::mma_acc(xi, b0, I0);
    tc::mma_acc(xi, b1, I1);
  };
  if constexpr (P >= 2) {
    const FragA xr1 = {{r[0][1], r[1][1], r[2][1], r[3][1]}}, xi1 = {{im_[0][1], im_[1][1], im_[2][1], im_[3][1]}};
    step(xr0, xi0, B10, B11);  // (p,q) = (0,1)
    step(xr1, xi1, B00, B01);  // (1,0)
  }
  step(xr0, xi0, B00, B01);  // (0,0) last
#pragma unroll
  for (int c = 0; c < 2; ++c) {
    const bool a0 = t0 && c == 0;
    const int src = (g << 2) | (c == 0 ? ((4 - t) & 3) : (3 - t));
#pragma unroll
    for (int h = 0; h < 2; ++h) {  // vector g + 8h
      const int i = 2 * h + c;
      float2 a, b;
      sym_out<P, SM>(R0.d[i], R1.d[i], I0.d[i], I1.d[i], a0, a, b);
      b = shfl2(b, src);  // component 8 + a = the partner lane's 16 - (8 - a)
      const float s = h ? sc1.s : sc0.s;
      y[0][i] = make_float2(sym_scale<P, SM>(a.x, s), sym_scale<P, SM>(a.y, s));
      y[1][i] = make_float2(sym_scale<P, SM>(b.x, s), sym_scale<P, SM>(b.y, s));
    }
  }
}

template <int P>
__device__ __forceinline__ void stage_a16(const float2 (&x)[2][4], const MatA16& M, float2 (&y)[2][4]) {
  float m[2];
#pragma unroll
  for (int rh = 0; rh < 2; ++rh) {
    m[rh] = 0.0f;
#pragma unroll
    for (int k = 0; k < 4; ++k) m[rh] = cmax(m[rh], x[rh][k]);
  }
  const bool fast = all_fast(m);
  const uint32_t w = reduce_t(key2(m[0], m[1]));
  tc::Scale sc0 = scale_fast(ebits(w, 0)), sc1 = scale_fast(ebits(w, 1));
  if (!fast) {
    sc0 = scale_slow(ebits(w, 0));
    sc1 = scale_slow(ebits(w, 1));
  }
  a16_core<P, ScaleMode::kVec>(x, M, sc0, sc1, y);
}

/// stage_a16 under the line's scale (docs/numerics.md §4.8, P = 2; kLineFirst: mul = inv,
/// kLineLast: mul = s).
template <int P, ScaleMode SM>
__device__ __forceinline__ void stage_a16_line(const float2 (&x)[2][4], const MatA16& M, float mul, float2 (&y)[2][4]) {
  static_assert(SM != ScaleMode::kVec, "the per-vector form is stage_a16");
  const tc::Scale sc{mul, mul};
  a16_core<P, SM>(x, M, sc, sc, y);
}

/// The split, MMA chain and finish of stage_b8 (inv[tl]: input multiplier of tile tl; so[tl][c]:
/// output scale of vector 2t + c).
template <int P, int NT, ScaleMode SM>
__device__ __forceinline__ void b8_core(const float2 (&x)[NT][2], const MatA8& M, const float (&inv)[NT],
                                        const float (&so)[NT][2], float2 (&y)[NT][2]) {
#pragma unroll
  for (int tl = 0; tl < NT; ++tl) {
    uint32_t hr[2], hi[2];
    split2_mode<P, SM>(x[tl][0].x, x[tl][1].x, inv[tl], hr);  // K rows 2t, 2t+1: real parts
    split2_mode<P, SM>(x[tl][0].y, x[tl][1].y, inv[tl], hi);  // K rows 2t+8, 2t+9: imaginary parts
    FragD acc;
    zero(acc);
    if constexpr (P >= 2) {
      tc::mma_acc(M.m[1], FragB{{hr[0], hi[0]}}, acc);  // (0,1)
      tc::mma_acc(M.m[0], FragB{{hr[1], hi[1]}}, acc);  // (1,0)
    }
    tc::mma_acc(M.m[0], FragB{{hr[0], hi[0]}}, acc);    // (0,0)
    const float s0 = so[tl][0], s1 = so[tl][1];
    // d0 = Re(comp g) of vector 2t, d1 = of 2t+1, d2/d3 = Im
    y[tl][0] = make_float2(finish_mode<P, SM>(acc.d[0], s0), finish_mode<P, SM>(acc.d[2], s0));
    y[tl][1] = make_float2(finish_mode<P, SM>(acc.d[1], s1), finish_mode<P, SM>(acc.d[3], s1));
  }
}

/// FS: the output columns' scales come from shuffles of the owner lanes' float s (FS = true,
/// measured faster in the n = 1024 kernel) or of the reduced key words (FS = false, faster in
/// the n = 64 kernel, whose SHFL count is higher per instruction).
template <int P, int NT, bool FS = true>
__device__ __forceinline__ void stage_b8(const float2 (&x)[NT][2], const MatA8& M, float2 (&y)[NT][2]) {
  static_assert(NT == 2 || NT == 4, "two 16-bit keys per word");
  constexpr int NW = NT / 2;
  const int lane = threadIdx.x & 31, t = lane & 3;
  float m[NT];
#pragma unroll
  for (int tl = 0; tl < NT; ++tl) m[tl] = cmax(cmax(0.0f, x[tl][0]), x[tl][1]);
  const bool fast = all_fast(m);
  uint32_t w[NW];
#pragma unroll
  for (int k = 0; k < NW; ++k) w[k] = reduce_t(key2(m[2 * k], m[2 * k + 1]));
  tc::Scale si[NT];
#pragma unroll
  for (int tl = 0; tl < NT; ++tl) si[tl] = scale_fast(ebits(w[tl >> 1], tl & 1));
  if (!fast) {
#pragma unroll
    for (int tl = 0; tl < NT; ++tl) si[tl] = scale_slow(ebits(w[tl >> 1], tl & 1));
  }
  // output columns 2t + c: the scales of the lanes of group g = 2t + c
  float so[NT][2];
  if constexpr (FS) {
#pragma unroll
    for (int tl = 0; tl < NT; ++tl)
#pragma unroll
      for (int c = 0; c < 2; ++c) so[tl][c] = __shfl_sync(0xffffffffu, si[tl].s, 8 * t + 4 * c);
  } else {
    uint32_t wc[2][NW];
#pragma unroll
    for (int k = 0; k < NW; ++k)
#pragma unroll
      for (int c = 0; c < 2; ++c) wc[c][k] = __shfl_sync(0xffffffffu, w[k], 8 * t + 4 * c);
#pragma unroll
    for (int tl = 0; tl < NT; ++tl)
#pragma unroll
      for (int c = 0; c < 2; ++c) so[tl][c] = scale_fast(ebits(wc[c][tl >> 1], tl & 1)).s;
    if (!fast) {
#pragma unroll
      for (int tl = 0; tl < NT; ++tl)
#pragma unroll
        for (int c = 0; c < 2; ++c) so[tl][c] = scale_slow(ebits(wc[c][tl >> 1], tl & 1)).s;
    }
  }
  float inv[NT];
#pragma unroll
  for (int tl = 0; tl < NT; ++tl) inv[tl] = si[tl].inv;
  b8_core<P, NT, ScaleMode::kVec>(x, M, inv, so, y);
}

/// stage_b8 (same fragments) under the line's scale (docs/numerics.md §4.8, P = 2; kLineFirst:
/// mul = the line's inv, outputs stay scaled; kLineLast: inputs already scaled, mul = the line's
/// s). No maxima, reductions or shuffles. (The CPU executor's (inv, 1) / (1, s) pairs: x * 1 and
/// 1 * y are exact, so the bits are the same.)
template <int P, int NT, ScaleMode SM>
__device__ __forceinline__ void stage_b8_line(const float2 (&x)[NT][2], const MatA8& M, float mul, float2 (&y)[NT][2]) {
  static_assert(SM != ScaleMode::kVec, "the per-vector form is stage_b8");
  float inv[NT], so[NT][2];
#pragma unroll
  for (int tl = 0; tl < NT; ++tl) inv[tl] = so[tl][0] = so[tl][1] = mul;
  b8_core<P, NT, SM>(x, M, inv, so, y);
}

/// stage_b8 with one line per tile, each under its own line's scale (docs/numerics.md §4.9, n = 64:
/// mul[tl] is line tl's inv for kLineFirst, its s for kLineLast).
template <int P, int NT, ScaleMode SM>
__device__ __forceinline__ void stage_b8_lines(const float2 (&x)[NT][2], const MatA8& M, const float (&mul)[NT],
                                               float2 (&y)[NT][2]) {
  static_assert(SM != ScaleMode::kVec, "the per-vector form is stage_b8");
  float so[NT][2];
#pragma unroll
  for (int tl = 0; tl < NT; ++tl) so[tl][0] = so[tl][1] = mul[tl];
  b8_core<P, NT, SM>(x, M, mul, so, y);
}

}  // namespace tcfft::cuda::kern::rt
