// Tensor-core radix-R butterflies (R = 2,4,8,16) for TC_SPLIT (P = 2,3) and
// TC_FP16 (P = 1), exactly as docs/numerics.md §4: one scale per butterfly,
// P fp16 parts, every kept product chained through one accumulator per output
// and K chunk (small terms first; R = 16: two chunks, their chains added in
// float, §4.15), unbiased end of chain, one power-of-two scaling.
//
// Data layout (per warp, one "group" of butterflies): a lane (g = lane>>2,
// t = lane&3) holds rows rh = 0 (A row g) and rh = 1 (A row g+8), SL complex
// slots per row (SL = 4 for R = 16, 2 otherwise): x[rh*SL + s].
//   R = 16: row = one butterfly; slot s = component t + 4s.
//           K chunk 0 = the 16 real parts, chunk 1 = the 16 imaginary parts;
//           A reg j of a chunk: j=0 (row g: s0,s1), 1 (row g+8: s0,s1), 2 (g: s2,s3), 3 (g+8: s2,s3).
//           The K order inside a chunk is a permutation of the doc's order; an MMA
//           result is the exact sum of its 16 products (plus C), so the order is immaterial.
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

/// s = 2^(e+1) from the biased exponent E of m (E = 0: 2^-126; clamped to 2^127);
/// E = 255 (some component inf or NaN): s = inv = NaN (docs §4.1).
__device__ __forceinline__ Scale scale_from_exp(uint32_t E) {
  const uint32_t sb = min(E + 1u, 254u);
  Scale r;
  r.s = E == 255u ? __uint_as_float(0x7fffffffu) : __uint_as_float(sb << 23);
  r.inv = E == 255u ? __uint_as_float(0x7fffffffu)
                    : sb < 254u ? __uint_as_float((254u - sb) << 23) : __uint_as_float(0x00400000u);  // 2^-127
  return r;
}

/// NaN-propagating max (max.NaN.f32): a NaN component makes m NaN, whose exponent field is 255.
__device__ __forceinline__ float max_nan(float a, float b) {
  float r;
  asm("max.NaN.f32 %0, %1, %2;" : "=f"(r) : "f"(a), "f"(b));
  return r;
}

/// Per-lane split state of one group: P parts of fp16 A fragments under one scale per butterfly.
template <int R, int P>
struct Split {
  static constexpr int NA = R == 16 ? 2 : 1;   // A fragments per part (chunks)
  FragA h[P][NA];
  Scale sc[Layout<R>::NB];
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

__device__ __forceinline__ float cref(const float2& z, int c) { return c == 0 ? z.x : z.y; }

/// Split x into P parts under one scale per butterfly (docs §4.1):
///   u = x/s, h_0 = fp16(u), h_1 = fp16(u - h_0), h_2 = fp16((u - h_0 - h_1) * 2^22).
template <int R, int P>
__device__ __forceinline__ void split(const float2 (&x)[Layout<R>::PER_GROUP], Split<R, P>& sp) {
  using L = Layout<R>;
  constexpr int SL = L::SL, NB = L::NB;
  // local max |x| per butterfly, then max of the biased exponents across the lanes sharing it
  float m[NB];
#pragma unroll
  for (int b = 0; b < NB; ++b) m[b] = 0.0f;
#pragma unroll
  for (int rh = 0; rh < 2; ++rh)
#pragma unroll
    for (int s = 0; s < SL; ++s) {
      const int b = L::bidx(rh, s);
      m[b] = max_nan(m[b], max_nan(fabsf(x[rh * SL + s].x), fabsf(x[rh * SL + s].y)));
    }
  uint32_t e = 0;
#pragma unroll
  for (int b = 0; b < NB; ++b) e |= (__float_as_uint(m[b]) >> 23) << (8 * b);
  e = __vmaxu4(e, __shfl_xor_sync(0xffffffffu, e, 1));
  if (R != 2) e = __vmaxu4(e, __shfl_xor_sync(0xffffffffu, e, 2));
#pragma unroll
  for (int b = 0; b < NB; ++b) sp.sc[b] = scale_from_exp((e >> (8 * b)) & 255u);
#pragma unroll
  for (int c = 0; c < Split<R, P>::NA; ++c)
#pragma unroll
    for (int j = 0; j < 4; ++j) {
      int li, lc, hi, hc;
      areg_elems<R>(c, j, li, lc, hi, hc);
      const int bl = L::bidx(li / SL, li % SL), bh = L::bidx(hi / SL, hi % SL);
      const float ulo = __fmul_rn(cref(x[li], lc), sp.sc[bl].inv);  // x / s, exact (power of two)
      const float uhi = __fmul_rn(cref(x[hi], hc), sp.sc[bh].inv);
      const uint32_t h0 = pack_h2(ulo, uhi);
      sp.h[0][c].r[j] = h0;
      if constexpr (P >= 2) {
        const float rlo = __fsub_rn(ulo, h2_lo(h0)), rhi = __fsub_rn(uhi, h2_hi(h0));  // exact
        const uint32_t h1 = pack_h2(rlo, rhi);
        sp.h[1][c].r[j] = h1;
        if constexpr (P >= 3) {
          const float qlo = __fsub_rn(rlo, h2_lo(h1)), qhi = __fsub_rn(rhi, h2_hi(h1));  // exact
          sp.h[2][c].r[j] = pack_h2(__fmul_rn(qlo, 0x1p22f), __fmul_rn(qhi, 0x1p22f));
        }
      }
    }
}

/// acc += A_q * h_p for one group (docs §4.4), chained through the accumulators:
/// R = 16: acc[hh][0] (real outputs, slots 2hh, 2hh+1) and acc[hh][1] (imaginary) take chunk 0
/// (the real parts), acc2[hh][0] / acc2[hh][1] chunk 1 (the imaginary parts): one chain per output
/// and chunk (§4.15); the -Fi block has its own B tiles (words 8..11).
/// R <= 8: acc[tau][0] = D tile tau (acc2 unused). bq: this lane's B-fragment words of matrix part q.
template <int R>
__device__ __forceinline__ void chain(const FragA* hp, const uint32_t (&bq)[12], FragD (&acc)[2][2],
                                      FragD (&acc2)[2][2]) {
  if (R == 16) {
#pragma unroll
    for (int hh = 0; hh < 2; ++hh) {
      const FragB fr = {{bq[2 * hh], bq[2 * hh + 1]}};
      const FragB fi = {{bq[4 + 2 * hh], bq[4 + 2 * hh + 1]}};
      const FragB nfi = {{bq[8 + 2 * hh], bq[8 + 2 * hh + 1]}};
      mma_acc(hp[0], fr, acc[hh][0]);    // Re out, chunk 0: re * Fr
      mma_acc(hp[0], fi, acc[hh][1]);    // Im out, chunk 0: re * Fi
      mma_acc(hp[1], nfi, acc2[hh][0]);  // Re out, chunk 1: im * (-Fi)
      mma_acc(hp[1], fr, acc2[hh][1]);   // Im out, chunk 1: im * Fr
    }
  } else {
#pragma unroll
    for (int tau = 0; tau < 2; ++tau) {
      const FragB b = {{bq[2 * tau], bq[2 * tau + 1]}};
      mma_acc(hp[0], b, acc[tau][0]);
    }
  }
}

/// The unbias of docs §4.4: P >= 2 moves a truncated result with an odd last bit one ulp away
/// from zero (bit pattern + 1).
template <int P>
__device__ __forceinline__ float unbias(float a) {
  if constexpr (P >= 2) {
    const uint32_t b = __float_as_uint(a);
    a = __uint_as_float(b + (b & 1u));
  }
  return a;
}

/// The end of a chain (docs §4.4): unbias, then y = s * acc.
template <int P>
__device__ __forceinline__ float finish(float a, float s) {
  return __fmul_rn(s, unbias<P>(a));
}

/// The whole tensor-core butterfly of one group (docs §4.1-4.4), in place.
/// bhi/blo: B-fragment words of A_hi / A_lo for this radix and direction.
template <int R, int P>
__device__ __forceinline__ void butterfly(float2 (&x)[Layout<R>::PER_GROUP], const uint32_t (&bhi)[12],
                                          const uint32_t (&blo)[12]) {
  using L = Layout<R>;
  constexpr int SL = L::SL;
  constexpr bool LO = R >= 8 && P >= 2;  // A_lo kept (Q = 2)
  Split<R, P> sp;
  split<R, P>(x, sp);
  FragD acc[2][2], acc2[2][2];  // acc2: R = 16's chunk-1 chains (§4.15)
#pragma unroll
  for (int a = 0; a < 2; ++a)
#pragma unroll
    for (int b = 0; b < 2; ++b)
#pragma unroll
      for (int i = 0; i < 4; ++i) acc[a][b].d[i] = acc2[a][b].d[i] = 0.0f;
  // small terms first: P = 3: (p,q) = (2,0) [then * 2^-22], (1,1); P >= 2: (0,1), (1,0); last (0,0)
  if constexpr (P == 3) {
    chain<R>(sp.h[2], bhi, acc, acc2);
#pragma unroll
    for (int a = 0; a < 2; ++a)
#pragma unroll
      for (int b = 0; b < 2; ++b)
#pragma unroll
        for (int i = 0; i < 4; ++i) {
          acc[a][b].d[i] = __fmul_rn(acc[a][b].d[i], 0x1p-22f);
          acc2[a][b].d[i] = __fmul_rn(acc2[a][b].d[i], 0x1p-22f);
        }
    if (LO) chain<R>(sp.h[1], blo, acc, acc2);
  }
  if constexpr (P >= 2) {
    if (LO) chain<R>(sp.h[0], blo, acc, acc2);
    chain<R>(sp.h[1], bhi, acc, acc2);
  }
  chain<R>(sp.h[0], bhi, acc, acc2);
  if (R == 16) {
    // §4.15: the two chunk chains of an output, each unbiased, added in float, then scaled
#pragma unroll
    for (int hh = 0; hh < 2; ++hh)
#pragma unroll
      for (int i = 0; i < 4; ++i) {
        const int rh = i >> 1, s = 2 * hh + (i & 1);
        const float sc = sp.sc[L::bidx(rh, s)].s;
        x[rh * SL + s].x = __fmul_rn(sc, __fadd_rn(unbias<P>(acc[hh][0].d[i]), unbias<P>(acc2[hh][0].d[i])));
        x[rh * SL + s].y = __fmul_rn(sc, __fadd_rn(unbias<P>(acc[hh][1].d[i]), unbias<P>(acc2[hh][1].d[i])));
      }
  } else {
#pragma unroll
    for (int tau = 0; tau < 2; ++tau) {
      const float s0 = sp.sc[L::bidx(0, tau)].s, s1 = sp.sc[L::bidx(1, tau)].s;
      x[0 * SL + tau] = make_float2(finish<P>(acc[tau][0].d[0], s0), finish<P>(acc[tau][0].d[1], s0));
      x[1 * SL + tau] = make_float2(finish<P>(acc[tau][0].d[2], s1), finish<P>(acc[tau][0].d[3], s1));
    }
  }
}

}  // namespace tcfft::cuda::kern::tc
