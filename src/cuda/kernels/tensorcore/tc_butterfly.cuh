// Tensor-core radix-R butterflies (R = 2,4,8,16) for TC_SPLIT (P = 2,3) and
// TC_FP16 (P = 1), exactly as docs/numerics.md §4.
//
// Data layout (per warp, one "group" of butterflies): a lane (g = lane>>2,
// t = lane&3) holds rows rh = 0 (A row g) and rh = 1 (A row g+8), SL complex
// slots per row (SL = 4 for R = 16, 2 otherwise): x[rh*SL + s].
//   R = 16: row = one butterfly; slot s = component t + 4s.
//           K chunk 0 = the 16 real parts, chunk 1 = the 16 imaginary parts;
//           A reg j of a chunk: j=0 (row g: s0,s1), 1 (row g+8: s0,s1), 2 (g: s2,s3), 3 (g+8: s2,s3).
//           The K order inside a chunk is a permutation of the doc's order; an MMA
//           result is the exact sum of its 16 products, so the order is immaterial.
//   R = 8:  row = one butterfly, K = 16 reals interleaved (re,im) per component;
//           slot s = component t + 4s.
//   R = 4:  row holds 2 butterflies block-diagonally (K = 8 per block); slot s = block s,
//           component t.
//   R = 2:  row holds 4 butterflies; slot s, lane pair t>>1 = block 2s + (t>>1), component t&1.
//   R <= 8: A reg j = (re, im) of (row j&1, slot j>>1).
// The output of the MMAs lands in the same (row, slot) positions as the input:
// D tile tau holds slot tau (R <= 8); for R = 16 D tiles (h, re/im) hold slots 2h, 2h+1.
#pragma once

#include "cuda/kernels/tensorcore/mma_f16.cuh"

namespace tcfft::cuda::kern::tc {

template <int R>
struct Layout {
  static constexpr int SL = R == 16 ? 4 : 2;     // complex slots per row per lane
  static constexpr int PER_GROUP = 2 * SL;       // complex values per lane per group
  static constexpr int G = 16 / PER_GROUP;       // groups per warp per stage (16 elements per lane)
  static constexpr int BPG = R == 16 ? 16 : R == 8 ? 16 : R == 4 ? 32 : 64;  // butterflies per group
  static constexpr int NB = R >= 8 ? 2 : 4;      // scale groups (butterflies) per lane per group
  // butterfly-in-group and component of (row rh, slot s) for lane part t
  static __device__ __forceinline__ int bfly(int rh, int s, int g, int t) {
    const int row = g + 8 * rh;
    if (R >= 8) return row;
    if (R == 4) return row + 16 * s;
    return row + 16 * s + 32 * (t >> 1);
  }
  static __device__ __forceinline__ int comp(int s, int t) {
    if (R >= 8) return t + 4 * s;
    if (R == 4) return t;
    return t & 1;
  }
  __host__ __device__ static constexpr int bidx(int rh, int s) { return R >= 8 ? rh : rh * 2 + s; }
};

struct Scale { float s, inv; };

/// s = 2^(e+1) from the biased exponent E of m (E = 0: 2^-126; clamped to 2^127).
__device__ __forceinline__ Scale scale_from_exp(uint32_t E) {
  const uint32_t sb = min(E + 1u, 254u);
  Scale r;
  r.s = __uint_as_float(sb << 23);
  r.inv = sb < 254u ? __uint_as_float((254u - sb) << 23) : __uint_as_float(0x00400000u);  // 2^-127
  return r;
}

/// Per-lane split state of one group: P levels of fp16 A fragments and scales.
template <int R, int P>
struct Split {
  static constexpr int NA = R == 16 ? 2 : 1;   // A fragments per level (chunks)
  FragA h[P][NA];
  Scale sc[P][Layout<R>::NB];
};

/// Index (rh*SL + s, component re=0/im=1) of the low/high element of A reg j of chunk c.
template <int R>
__device__ __forceinline__ void areg_elems(int c, int j, int& lo_i, int& lo_c, int& hi_i, int& hi_c) {
  constexpr int SL = Layout<R>::SL;
  if (R == 16) {
    const int rh = j & 1, s0 = (j >> 1) * 2;
    lo_i = rh * SL + s0; hi_i = rh * SL + s0 + 1; lo_c = c; hi_c = c;
  } else {
    const int rh = j & 1, s = j >> 1;
    lo_i = rh * SL + s; hi_i = lo_i; lo_c = 0; hi_c = 1;
  }
}

__device__ __forceinline__ float& cref(float2& z, int c) { return c == 0 ? z.x : z.y; }

/// Split x (modified in place into the last residual) into P parts (docs §4.1).
template <int R, int P>
__device__ __forceinline__ void split(float2 (&x)[Layout<R>::PER_GROUP], Split<R, P>& sp) {
  using L = Layout<R>;
  constexpr int SL = L::SL, NB = L::NB;
#pragma unroll
  for (int lev = 0; lev < P; ++lev) {
    // local max |x| per butterfly, then max of the biased exponents across the lanes sharing it
    float m[NB];
#pragma unroll
    for (int b = 0; b < NB; ++b) m[b] = 0.0f;
#pragma unroll
    for (int rh = 0; rh < 2; ++rh)
#pragma unroll
      for (int s = 0; s < SL; ++s) {
        const int b = L::bidx(rh, s);
        m[b] = fmaxf(m[b], fmaxf(fabsf(x[rh * SL + s].x), fabsf(x[rh * SL + s].y)));
      }
    uint32_t e = 0;
#pragma unroll
    for (int b = 0; b < NB; ++b) e |= (__float_as_uint(m[b]) >> 23) << (8 * b);
    e = __vmaxu4(e, __shfl_xor_sync(0xffffffffu, e, 1));
    if (R != 2) e = __vmaxu4(e, __shfl_xor_sync(0xffffffffu, e, 2));
#pragma unroll
    for (int b = 0; b < NB; ++b) sp.sc[lev][b] = scale_from_exp((e >> (8 * b)) & 255u);
    // h = fp16_rn(x / s) (x * inv is exact and equal to x / s: inv is a power of two)
#pragma unroll
    for (int c = 0; c < Split<R, P>::NA; ++c)
#pragma unroll
      for (int j = 0; j < 4; ++j) {
        int li, lc, hi, hc;
        areg_elems<R>(c, j, li, lc, hi, hc);
        const int bl = L::bidx(li / SL, li % SL), bh = L::bidx(hi / SL, hi % SL);
        const float vlo = __fmul_rn(cref(x[li], lc), sp.sc[lev][bl].inv);
        const float vhi = __fmul_rn(cref(x[hi], hc), sp.sc[lev][bh].inv);
        const uint32_t hh = pack_h2(vlo, vhi);
        sp.h[lev][c].r[j] = hh;
        if (lev + 1 < P) {  // residual x - s*h, exact
          cref(x[li], lc) = fmaf(-sp.sc[lev][bl].s, h2_lo(hh), cref(x[li], lc));
          cref(x[hi], hc) = fmaf(-sp.sc[lev][bh].s, h2_hi(hh), cref(x[hi], hc));
        }
      }
  }
}

/// M = A_q * h_p for one group, written to m[rh*SL+s] (docs §4.4: R = 16 adds the
/// two chunk MMAs in f32 round-to-nearest; the -Fi block is applied by negating
/// the Fi product, exact since truncation toward zero is odd-symmetric).
/// bq: this lane's 8 B-fragment words of matrix part q.
template <int R>
__device__ __forceinline__ void product(const FragA* hp, const uint32_t (&bq)[8], float2 (&m)[Layout<R>::PER_GROUP]) {
  constexpr int SL = Layout<R>::SL;
  if (R == 16) {
#pragma unroll
    for (int hh = 0; hh < 2; ++hh) {
      const FragB fr = {{bq[2 * hh], bq[2 * hh + 1]}};
      const FragB fi = {{bq[4 + 2 * hh], bq[4 + 2 * hh + 1]}};
      const FragD d1 = mma_zero(hp[0], fr);  // re * Fr
      const FragD d2 = mma_zero(hp[1], fi);  // im * Fi
      const FragD d3 = mma_zero(hp[0], fi);  // re * Fi
      const FragD d4 = mma_zero(hp[1], fr);  // im * Fr
#pragma unroll
      for (int i = 0; i < 4; ++i) {
        const int rh = i >> 1, s = 2 * hh + (i & 1);
        m[rh * SL + s].x = __fsub_rn(d1.d[i], d2.d[i]);
        m[rh * SL + s].y = __fadd_rn(d3.d[i], d4.d[i]);
      }
    }
  } else {
#pragma unroll
    for (int tau = 0; tau < 2; ++tau) {
      const FragB b = {{bq[2 * tau], bq[2 * tau + 1]}};
      const FragD d = mma_zero(hp[0], b);
      m[0 * SL + tau] = make_float2(d.d[0], d.d[1]);
      m[1 * SL + tau] = make_float2(d.d[2], d.d[3]);
    }
  }
}

/// The whole tensor-core butterfly of one group (docs §4.1-4.4), in place.
/// bhi/blo: B-fragment words of A_hi / A_lo for this radix and direction.
template <int R, int P>
__device__ __forceinline__ void butterfly(float2 (&x)[Layout<R>::PER_GROUP], const uint32_t (&bhi)[8],
                                          const uint32_t (&blo)[8]) {
  using L = Layout<R>;
  constexpr int PG = L::PER_GROUP, SL = L::SL;
  constexpr int Q = (R >= 8 && P >= 2) ? 2 : 1;
  Split<R, P> sp;
  split<R, P>(x, sp);
  // y = s_{P-1} t_{P-1}; y = fmaf(s_p, t_p, y) for p = P-2 .. 0; t_p = M_p0 (+ M_p1 if p+1 <= P-1)
#pragma unroll
  for (int p = P - 1; p >= 0; --p) {
    float2 t[PG];
    product<R>(sp.h[p], bhi, t);
    if (Q == 2 && p + 1 <= P - 1) {
      float2 m1[PG];
      product<R>(sp.h[p], blo, m1);
#pragma unroll
      for (int i = 0; i < PG; ++i) {
        t[i].x = __fadd_rn(t[i].x, m1[i].x);
        t[i].y = __fadd_rn(t[i].y, m1[i].y);
      }
    }
#pragma unroll
    for (int i = 0; i < PG; ++i) {
      const Scale sc = sp.sc[p][L::bidx(i / SL, i % SL)];
      if (p == P - 1) {
        x[i].x = __fmul_rn(sc.s, t[i].x);
        x[i].y = __fmul_rn(sc.s, t[i].y);
      } else {
        x[i].x = fmaf(sc.s, t[i].x, x[i].x);
        x[i].y = fmaf(sc.s, t[i].y, x[i].y);
      }
    }
  }
}

}  // namespace tcfft::cuda::kern::tc
