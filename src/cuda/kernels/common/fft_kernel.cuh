// The single-pass kernel template shared by the compute modes.
//
// One block transforms a tile of lpb = tile/n lines (tile = 2^TLOG complex
// elements, one line when n = tile). Each thread holds 16 complex elements per
// stage. Stage 0 reads its inputs straight from global memory, the last stage
// writes straight to global memory; stages in between exchange data through
// one shared-memory buffer of `tile` elements (in place: every thread reads its
// inputs, the block synchronizes, then every thread writes its outputs).
// Stage order, twiddles and scale: docs/numerics.md §1, §3.
#pragma once

#include "cuda/kernels/common/fft_common.cuh"
#include "cuda/kernels/common/pdl.cuh"
#include "cuda/kernels/stockham/native_butterfly.cuh"
#include "cuda/kernels/tensorcore/tc_butterfly.cuh"

namespace tcfft::cuda::kern {

#ifndef TCFFT_TW_PREFETCH
#define TCFFT_TW_PREFETCH 0  // 1: load the next group's twiddles before computing the current one
#endif

/// Geometry policy of a kernel: GeoRT reads the pass's parameters at run time; GeoSpec<L> is
/// the specialization for n = 2^L with the default radix sequence (default_radix), contiguous
/// lines (strides 1, rank <= 1) and the default tile (2^max(L, 11)): everything but the line
/// base offsets becomes a compile-time constant, which removes most of the index arithmetic.
struct GeoRT {
  static constexpr bool kSpec = false;
  static constexpr bool kPostTw = false;
  static constexpr int kL = 0;
  __device__ __forceinline__ static int n(const KParams& p) { return p.n; }
  __device__ __forceinline__ static int log2n(const KParams& p) { return p.log2n; }
  __device__ __forceinline__ static int log2lpb(const KParams& p) { return p.log2lpb; }
  __device__ __forceinline__ static int64_t in_stride(const KParams& p) { return p.in_stride; }
  __device__ __forceinline__ static int64_t out_stride(const KParams& p) { return p.out_stride; }
  __device__ __forceinline__ static bool lf_in(const KParams& p) { return p.line_fast_in; }
  __device__ __forceinline__ static bool lf_out(const KParams& p) { return p.line_fast_out; }
  __device__ __forceinline__ static int nstages(const KParams& p) { return p.nstages; }
  __device__ __forceinline__ static bool simple_lines(const KParams& p) { return p.rank <= 1; }
  __device__ __forceinline__ static int threads() { return blockDim.x; }
};
template <int L>
struct GeoSpec {
  static constexpr bool kSpec = true;
  static constexpr bool kPostTw = false;
  static constexpr int kL = L;
  static constexpr int kTlog = L > kSpecMinTileLog ? L : kSpecMinTileLog;
  __device__ __forceinline__ static constexpr int n(const KParams&) { return 1 << L; }
  __device__ __forceinline__ static constexpr int log2n(const KParams&) { return L; }
  __device__ __forceinline__ static constexpr int log2lpb(const KParams&) { return kTlog - L; }
  __device__ __forceinline__ static constexpr int64_t in_stride(const KParams&) { return 1; }
  __device__ __forceinline__ static constexpr int64_t out_stride(const KParams&) { return 1; }
  __device__ __forceinline__ static constexpr bool lf_in(const KParams&) { return false; }
  __device__ __forceinline__ static constexpr bool lf_out(const KParams&) { return false; }
  __device__ __forceinline__ static constexpr int nstages(const KParams&) { return default_nstages(L); }
  __device__ __forceinline__ static constexpr bool simple_lines(const KParams&) { return true; }
  __device__ __forceinline__ static constexpr int threads() { return (1 << kTlog) / kElemsPerThread; }
};

/// GeoRT plus the fused post-twiddle of the last stage (four-step passes; KParams::post_tw).
struct GeoRTTw : GeoRT {
  static constexpr bool kPostTw = true;
};

template <class Geo>
__device__ __forceinline__ void line_offsets(const KParams& p, int64_t line, int64_t& ioff, int64_t& ooff) {
  if (Geo::simple_lines(p)) {
    ioff = line * p.istride[0];
    ooff = line * p.ostride[0];
    return;
  }
  const LineOff r = line_offsets_general(p, line);
  ioff = r.i;
  ooff = r.o;
}

/// Element `i` of a line (element stride of the layout); the specialized kernels have stride 1
/// and a 32-bit offset from the line base (one IMAD.WIDE instead of 64-bit index arithmetic).
template <class Geo>
__device__ __forceinline__ const float2* in_elem(const KParams& p, int64_t io, int i) {
  if constexpr (Geo::kSpec) return (p.in + io) + i;
  else return p.in + io + (int64_t)i * Geo::in_stride(p);
}
template <class Geo>
__device__ __forceinline__ float2* out_elem(const KParams& p, int64_t oo, int i) {
  if constexpr (Geo::kSpec) return (p.out + oo) + i;
  else return p.out + oo + (int64_t)i * Geo::out_stride(p);
}

/// Butterfly-in-tile -> (line in tile, j).
struct BflyMap {
  int log2bpl;  // log2(n / R): butterflies per line
  int log2lpb;
  bool line_fast;
  __device__ __forceinline__ void map(int beta, int& line, int& j) const {
    if (line_fast) {
      line = beta & ((1 << log2lpb) - 1);
      j = beta >> log2lpb;
    } else {
      line = beta >> log2bpl;
      j = beta & ((1 << log2bpl) - 1);
    }
  }
};

/// The pointer, hidden from the optimizer: the stage's table loads are tile-invariant, and
/// hoisting them out of the tile loop (all stages at once) costs more registers than we have.
template <class T>
__device__ __forceinline__ const T* opaque(const T* x) {
  uint64_t r;
  asm volatile("mov.b64 %0, %1;" : "=l"(r) : "l"(reinterpret_cast<uint64_t>(x)));
  return reinterpret_cast<const T*>(r);
}

template <class Geo>
__device__ __forceinline__ float2 load_twiddle(const KParams& p, const float2* stw, int s, int R, int Ns, int k, int r,
                                               int kind) {
  if (stw != nullptr) return __ldg(stw + p.stw_off[s] + stage_tw_index(kind, R, Ns, k, r));
  const int m = (r * k) << (Geo::log2n(p) - (31 - __clz(Ns * R)));  // r*k*(n/(Ns*R)), all powers of two
  return __ldg(p.tw + m);
}


// ---------------------------------------------------------------------------------------------
// Stage-0 inputs of one thread: f(k, src) for its 16 slots k (v[k]), src = the global element or
// nullptr (line beyond nlines: zero). The same mapping as the stages' own gathers below.
template <int R, class Geo, class F>
__device__ __forceinline__ void tc_stage0_elems(const KParams& p, int64_t line0, int warp, int lane, F&& f) {
  using L = tc::Layout<R>;
  constexpr int SL = L::SL, G = L::G, PG = L::PER_GROUP;
  const int g = lane >> 2, t = lane & 3;
  const int S = Geo::n(p) >> (ilog2(R));
  BflyMap bm;
  bm.log2bpl = Geo::log2n(p) - ilog2(R);
  bm.log2lpb = Geo::log2lpb(p);
  bm.line_fast = Geo::lf_in(p) || (Geo::nstages(p) == 1 && Geo::lf_out(p));
#pragma unroll
  for (int gi = 0; gi < G; ++gi) {
    const int gbase = (warp * G + gi) * L::BPG;
#pragma unroll
    for (int rh = 0; rh < 2; ++rh) {
      if (R >= 8) {
        int line, j;
        bm.map(gbase + L::bfly(rh, 0, g, t), line, j);
        const int64_t gl = line0 + line;
        const bool ok = gl < p.nlines;
        int64_t io = 0, oo = 0;
        if (ok) line_offsets<Geo>(p, gl, io, oo);
#pragma unroll
        for (int sl = 0; sl < SL; ++sl) {
          const int r = L::comp(sl, t);
          f(gi * PG + rh * SL + sl, ok, in_elem<Geo>(p, io, j + r * S));
        }
      } else {
#pragma unroll
        for (int sl = 0; sl < SL; ++sl) {
          int line, j;
          bm.map(gbase + L::bfly(rh, sl, g, t), line, j);
          const int r = L::comp(sl, t);
          const int64_t gl = line0 + line;
          int64_t io = 0, oo = 0;
          const bool ok = gl < p.nlines;
          if (ok) line_offsets<Geo>(p, gl, io, oo);
          f(gi * PG + rh * SL + sl, ok, in_elem<Geo>(p, io, j + r * S));
        }
      }
    }
  }
}

template <int R, class Geo, class F>
__device__ __forceinline__ void native_stage0_elems(const KParams& p, int64_t line0, int tid, int THREADS, F&& f) {
  constexpr int NBF = 16 / R;
  const int S = Geo::n(p) >> ilog2(R);
  BflyMap bm;
  bm.log2bpl = Geo::log2n(p) - ilog2(R);
  bm.log2lpb = Geo::log2lpb(p);
  bm.line_fast = Geo::lf_in(p) || (Geo::nstages(p) == 1 && Geo::lf_out(p));
#pragma unroll
  for (int b = 0; b < NBF; ++b) {
    int line, j;
    bm.map(tid + b * THREADS, line, j);
    const int64_t gl = line0 + line;
    const bool ok = gl < p.nlines;
    int64_t io = 0, oo = 0;
    if (ok) line_offsets<Geo>(p, gl, io, oo);
#pragma unroll
    for (int r = 0; r < R; ++r) f(b * R + r, ok, in_elem<Geo>(p, io, j + r * S));
  }
}

/// Issue the cp.async copies of the stage-0 inputs of the tile at line0 into this thread's slots.
template <int MODE, class Geo>
__device__ __forceinline__ void prefetch_tile(const KParams& p, int64_t line0, float2* st, int tid, int THREADS) {
  auto sink = [&](int k, bool ok, const float2* src) {
    float2* d = st + k * THREADS + tid;
    if (ok) cp_async8(d, src);
    else *d = make_float2(0.f, 0.f);
  };
  const int R = Geo::kSpec ? default_radix(Geo::log2n(p), 0) : p.radix[0];
  if constexpr (MODE == 0) {
    switch (R) {
      case 16: native_stage0_elems<16, Geo>(p, line0, tid, THREADS, sink); break;
      case 8: native_stage0_elems<8, Geo>(p, line0, tid, THREADS, sink); break;
      case 4: native_stage0_elems<4, Geo>(p, line0, tid, THREADS, sink); break;
      default: native_stage0_elems<2, Geo>(p, line0, tid, THREADS, sink); break;
    }
  } else {
    const int warp = tid >> 5, lane = tid & 31;
    switch (R) {
      case 16: tc_stage0_elems<16, Geo>(p, line0, warp, lane, sink); break;
      case 8: tc_stage0_elems<8, Geo>(p, line0, warp, lane, sink); break;
      case 4: tc_stage0_elems<4, Geo>(p, line0, warp, lane, sink); break;
      default: tc_stage0_elems<2, Geo>(p, line0, warp, lane, sink); break;
    }
  }
  cp_async_commit();
}

// ---------------------------------------------------------------------------------------------
// Tensor-core stage: warp w owns groups w*G .. w*G+G-1 (Layout<R>).
template <int R, int P, class Geo>
__device__ __forceinline__ void tc_stage(const KParams& p, int s, int Ns, bool first, bool last, float2* sm,
                                         const float2* st, float2 (&v)[16], int64_t line0, int warp, int lane) {
  using L = tc::Layout<R>;
  constexpr int SL = L::SL, G = L::G, PG = L::PER_GROUP;
  const int g = lane >> 2, t = lane & 3;
  const int n = Geo::n(p), S = n >> (ilog2(R));
  const float2* stw = opaque(p.stw);
  BflyMap bm;
  bm.log2bpl = Geo::log2n(p) - ilog2(R);
  bm.log2lpb = Geo::log2lpb(p);
  bm.line_fast = (first && Geo::lf_in(p)) || (last && Geo::lf_out(p));

  // B fragments of this radix/direction (hi and, where kept, lo): loaded per group (L1 hits)
  // so that they are not live across the gather and the other groups (register pressure).
  // 3 uint4 (12 words) per lane per part; R <= 8 uses the first 4 words only.
  const uint4* frag = reinterpret_cast<const uint4*>(opaque(p.frag)) +
                      ((ilog2(R) - 1) * 2 + p.dir_inv) * 2 * 32 * 3 + lane * 3;
  auto load_part = [&](const uint4* f, uint32_t (&b)[12]) {
    const int nq = R == 16 ? 3 : 1;
#pragma unroll
    for (int q = 0; q < 3; ++q) {
      const uint4 a = q < nq ? __ldg(f + q) : make_uint4(0, 0, 0, 0);
      b[4 * q] = a.x; b[4 * q + 1] = a.y; b[4 * q + 2] = a.z; b[4 * q + 3] = a.w;
    }
  };
  auto load_frags = [&](uint32_t (&bhi)[12], uint32_t (&blo)[12]) {
    load_part(frag, bhi);
    if (R >= 8 && P >= 2) {
      load_part(frag + 32 * 3, blo);
    } else {
#pragma unroll
      for (int i = 0; i < 12; ++i) blo[i] = 0;
    }
  };

  // ---- gather
  if (first) {
    if (p.prefetch) {
#pragma unroll
      for (int k = 0; k < 16; ++k) v[k] = st[k * Geo::threads() + warp * 32 + lane];
    } else {
      tc_stage0_elems<R, Geo>(p, line0, warp, lane, [&](int k, bool ok, const float2* src) {
        v[k] = ok ? __ldg(src) : make_float2(0.f, 0.f);
      });
    }
  } else {
#pragma unroll
    for (int gi = 0; gi < G; ++gi) {
      const int gbase = (warp * G + gi) * L::BPG;
#pragma unroll
      for (int rh = 0; rh < 2; ++rh) {
        if (R >= 8) {
          int line, j;
          bm.map(gbase + L::bfly(rh, 0, g, t), line, j);
          const uint32_t rowp = swz((uint32_t)(line * n + j));
#pragma unroll
          for (int sl = 0; sl < SL; ++sl) {
            const int r = L::comp(sl, t);
            v[gi * PG + rh * SL + sl] = sm[rowp ^ swz((uint32_t)(r * S))];
          }
        } else {
#pragma unroll
          for (int sl = 0; sl < SL; ++sl) {
            int line, j;
            bm.map(gbase + L::bfly(rh, sl, g, t), line, j);
            const int r = L::comp(sl, t);
            v[gi * PG + rh * SL + sl] = sm[swz((uint32_t)(line * n + j + r * S))];
          }
        }
      }
    }
  }

  // ---- twiddle + butterfly. The twiddles of group gi+1 are loaded before group gi is
  // computed, so their L1/L2 latency overlaps the split and the MMAs.
  float2 w[PG];
  auto load_group_tw = [&](int gi) {
    const int gbase = (warp * G + gi) * L::BPG;
#pragma unroll
    for (int rh = 0; rh < 2; ++rh)
#pragma unroll
      for (int sl = 0; sl < SL; ++sl) {
        int line, j;
        bm.map(gbase + L::bfly(rh, sl, g, t), line, j);
        const int k = j & (Ns - 1);
        const int r = L::comp(sl, t);
        w[rh * SL + sl] = (r != 0 && k != 0) ? load_twiddle<Geo>(p, stw, s, R, Ns, k, r, 0) : make_float2(1.0f, 0.0f);
      }
  };
  if (TCFFT_TW_PREFETCH && Ns > 1) load_group_tw(0);
#pragma unroll
  for (int gi = 0; gi < G; ++gi) {
    if (Ns > 1) {
      if (!TCFFT_TW_PREFETCH) load_group_tw(gi);
#pragma unroll
      for (int i = 0; i < PG; ++i) {
        // skipped (multiplication by exactly 1) where r == 0 or k == 0, docs §1
        if (w[i].x != 1.0f || w[i].y != 0.0f) v[gi * PG + i] = twiddle_mul(v[gi * PG + i], w[i].x, w[i].y * p.wsign);
      }
      if (TCFFT_TW_PREFETCH && gi + 1 < G) load_group_tw(gi + 1);  // in flight while group gi is computed
    }
    float2 x[PG];
#pragma unroll
    for (int i = 0; i < PG; ++i) x[i] = v[gi * PG + i];
    if constexpr (R == 2) {
      // a radix-2 stage is a native float stage in every mode (docs/numerics.md §4.6): the two
      // components of a butterfly are lanes t and t ^ 1 (Layout<2>); component 0 gets a + b,
      // component 1 a - b, each rounded once as the CPU stage does
#pragma unroll
      for (int i = 0; i < PG; ++i) {
        const float ox = __shfl_xor_sync(0xffffffffu, x[i].x, 1), oy = __shfl_xor_sync(0xffffffffu, x[i].y, 1);
        x[i] = (t & 1) ? make_float2(__fsub_rn(ox, x[i].x), __fsub_rn(oy, x[i].y))
                       : make_float2(__fadd_rn(x[i].x, ox), __fadd_rn(x[i].y, oy));
      }
    } else {
      uint32_t bhi[12], blo[12];
      load_frags(bhi, blo);
      tc::butterfly<R, P>(x, bhi, blo);
    }
    if constexpr (Geo::kPostTw) {
      if (last) {  // post-twiddle before the scale; output indices as in the scatter below
        const int gbase = (warp * G + gi) * L::BPG;
#pragma unroll
        for (int rh = 0; rh < 2; ++rh)
#pragma unroll
          for (int sl = 0; sl < SL; ++sl) {
            int line, j;
            bm.map(gbase + L::bfly(rh, R >= 8 ? 0 : sl, g, t), line, j);
            const int k = j & (Ns - 1);
            const int oi = (j - k) * R + k + L::comp(sl, t) * Ns;
            const int64_t gl = line0 + line;
            if (gl < p.nlines) x[rh * SL + sl] = post_twiddle(p, gl, oi, x[rh * SL + sl]);
          }
      }
    }
    if (last && p.apply_scale) {
#pragma unroll
      for (int i = 0; i < PG; ++i) x[i] = make_float2(__fmul_rn(x[i].x, p.scale), __fmul_rn(x[i].y, p.scale));
    }
#pragma unroll
    for (int i = 0; i < PG; ++i) v[gi * PG + i] = x[i];
  }

  if (!last) __syncthreads();  // every input of this stage has been read

  // ---- scatter: output r of butterfly j goes to (j/Ns)*Ns*R + k + r*Ns
#pragma unroll
  for (int gi = 0; gi < G; ++gi) {
    const int gbase = (warp * G + gi) * L::BPG;
#pragma unroll
    for (int rh = 0; rh < 2; ++rh) {
      if (R >= 8) {
        int line, j;
        bm.map(gbase + L::bfly(rh, 0, g, t), line, j);
        const int k = j & (Ns - 1);
        const int rowi = (j - k) * R + k;
        if (last) {
          const int64_t gl = line0 + line;
          if (gl < p.nlines) {
            int64_t io, oo;
            line_offsets<Geo>(p, gl, io, oo);
#pragma unroll
            for (int sl = 0; sl < SL; ++sl) {
              const int r = L::comp(sl, t);
              *out_elem<Geo>(p, oo, rowi + r * Ns) = v[gi * PG + rh * SL + sl];
            }
          }
        } else {
          const uint32_t rowp = swz((uint32_t)(line * n + rowi));
#pragma unroll
          for (int sl = 0; sl < SL; ++sl) {
            const int r = L::comp(sl, t);
            sm[rowp ^ swz((uint32_t)(r * Ns))] = v[gi * PG + rh * SL + sl];
          }
        }
      } else {
#pragma unroll
        for (int sl = 0; sl < SL; ++sl) {
          int line, j;
          bm.map(gbase + L::bfly(rh, sl, g, t), line, j);
          const int k = j & (Ns - 1);
          const int r = L::comp(sl, t);
          const int oi = (j - k) * R + k + r * Ns;
          if (last) {
            const int64_t gl = line0 + line;
            if (gl < p.nlines) {
              int64_t io, oo;
              line_offsets<Geo>(p, gl, io, oo);
              *out_elem<Geo>(p, oo, oi) = v[gi * PG + rh * SL + sl];
            }
          } else {
            sm[swz((uint32_t)(line * n + oi))] = v[gi * PG + rh * SL + sl];
          }
        }
      }
    }
  }
}

// ---------------------------------------------------------------------------------------------
// CUDA-core stage: thread tid owns butterflies tid + b*THREADS, b < 16/R.
template <int R, class Geo>
__device__ __forceinline__ void native_stage(const KParams& p, int s, int Ns, bool first, bool last, float2* sm,
                                             const float2* st, float2 (&v)[16], int64_t line0, int tid, int THREADS) {
  constexpr int NBF = 16 / R;
  const int n = Geo::n(p), S = n >> ilog2(R);
  const float2* stw = opaque(p.stw);
  const float sgn = p.dir_inv ? 1.0f : -1.0f;
  BflyMap bm;
  bm.log2bpl = Geo::log2n(p) - ilog2(R);
  bm.log2lpb = Geo::log2lpb(p);
  bm.line_fast = (first && Geo::lf_in(p)) || (last && Geo::lf_out(p));

  if (first) {
    if (p.prefetch) {
#pragma unroll
      for (int k = 0; k < 16; ++k) v[k] = st[k * THREADS + tid];
    } else {
      native_stage0_elems<R, Geo>(p, line0, tid, THREADS, [&](int k, bool ok, const float2* src) {
        v[k] = ok ? __ldg(src) : make_float2(0.f, 0.f);
      });
    }
  } else {
#pragma unroll
    for (int b = 0; b < NBF; ++b) {
      int line, j;
      bm.map(tid + b * THREADS, line, j);
#pragma unroll
      for (int r = 0; r < R; ++r) v[b * R + r] = sm[padi((uint32_t)(line * n + j + r * S))];
    }
  }
#pragma unroll
  for (int b = 0; b < NBF; ++b) {
    if (Ns > 1) {
      int line, j;
      bm.map(tid + b * THREADS, line, j);
      const int k = j & (Ns - 1);
      if (k != 0) {
#pragma unroll
        for (int r = 1; r < R; ++r) {
          const float2 w = load_twiddle<Geo>(p, stw, s, R, Ns, k, r, 1);
          v[b * R + r] = twiddle_mul(v[b * R + r], w.x, w.y * p.wsign);
        }
      }
    }
    native::dft<R>(&v[b * R], sgn);
    if constexpr (Geo::kPostTw) {
      if (last) {  // post-twiddle before the scale; output indices as in the scatter below
        int line, j;
        bm.map(tid + b * THREADS, line, j);
        const int k = j & (Ns - 1);
        const int rowi = (j - k) * R + k;
        const int64_t gl = line0 + line;
        if (gl < p.nlines) {
#pragma unroll
          for (int r = 0; r < R; ++r) v[b * R + r] = post_twiddle(p, gl, rowi + r * Ns, v[b * R + r]);
        }
      }
    }
    if (last && p.apply_scale) {
#pragma unroll
      for (int r = 0; r < R; ++r) v[b * R + r] = make_float2(v[b * R + r].x * p.scale, v[b * R + r].y * p.scale);
    }
  }
  if (!last) __syncthreads();
#pragma unroll
  for (int b = 0; b < NBF; ++b) {
    int line, j;
    bm.map(tid + b * THREADS, line, j);
    const int k = j & (Ns - 1);
    const int rowi = (j - k) * R + k;
    if (last) {
      const int64_t gl = line0 + line;
      if (gl < p.nlines) {
        int64_t io, oo;
        line_offsets<Geo>(p, gl, io, oo);
#pragma unroll
        for (int r = 0; r < R; ++r) *out_elem<Geo>(p, oo, rowi + r * Ns) = v[b * R + r];
      }
    } else {
#pragma unroll
      for (int r = 0; r < R; ++r) sm[padi((uint32_t)(line * n + rowi + r * Ns))] = v[b * R + r];
    }
  }
}

// ---------------------------------------------------------------------------------------------
/// MODE 0: NATIVE; MODE 1..3: tensor cores with P = MODE split terms (1 = TC_FP16).
// ---------------------------------------------------------------------------------------------
// NATIVE n = 16, contiguous lines (p.coop16): one thread per line would give 128-byte lane
// strides on both the loads and the stores. Instead each tile moves through shared memory with
// coalesced 16-byte accesses: cp.async into one of two staging buffers (the next tile's copy is
// in flight while this one is computed), each thread reads its line (16-byte reads), computes
// and writes it back in place, and the block stores the tile with coalesced 16-byte stores.
// Layout: element e of the tile at e + 2*(e >> 4) (2 float2 of padding per line: the 16-byte
// line reads of 8 consecutive lanes fall on distinct banks).
__device__ __forceinline__ int coop_phys(int e) { return e + 2 * (e >> 4); }

__device__ __forceinline__ void coop16_prefetch(const KParams& p, int64_t tile, float2* buf, int tid, int THREADS) {
  const int chunks = (1 << (p.log2lpb + 4)) >> 1;  // 16-byte chunks per tile
  const int64_t e0 = (tile << p.log2lpb) * 16;     // first element of the tile
  const int64_t nel = p.nlines * 16;
  for (int c = tid; c < chunks; c += THREADS) {
    float2* d = buf + coop_phys(2 * c);
    const int64_t e = e0 + 2 * c;
    if (e < nel) {
      cp_async16(d, p.in + e);
    } else {
      *reinterpret_cast<float4*>(d) = make_float4(0.f, 0.f, 0.f, 0.f);
    }
  }
  cp_async_commit();
}

__device__ __forceinline__ void native16_coop(const KParams& p) {
  extern __shared__ float2 sm[];
  const int THREADS = blockDim.x, tid = threadIdx.x;
  const int tile_el = 16 << p.log2lpb;
  const int bufsz = coop_phys(tile_el);
  const float sgn = p.dir_inv ? 1.0f : -1.0f;
  int64_t tile = blockIdx.x;
  if (tile < p.ntiles) coop16_prefetch(p, tile, sm, tid, THREADS);
  for (int it = 0; tile < p.ntiles; tile += gridDim.x, ++it) {
    float2* cur = sm + (it & 1) * bufsz;
    float2* nxt = sm + ((it + 1) & 1) * bufsz;
    cp_async_wait_all();
    __syncthreads();  // this tile's copies visible to all; the last tile's stores have read `nxt`
    if (tile + gridDim.x < p.ntiles) coop16_prefetch(p, tile + gridDim.x, nxt, tid, THREADS);
    // one line per thread (lpb = THREADS for n = 16)
    float2* L = cur + coop_phys(16 * tid);
    float2 v[16];
#pragma unroll
    for (int q = 0; q < 8; ++q) {
      const float4 a = *reinterpret_cast<const float4*>(L + 2 * q);
      v[2 * q] = make_float2(a.x, a.y);
      v[2 * q + 1] = make_float2(a.z, a.w);
    }
    native::dft<16>(v, sgn);
    if (p.apply_scale) {
#pragma unroll
      for (int r = 0; r < 16; ++r) v[r] = make_float2(v[r].x * p.scale, v[r].y * p.scale);
    }
#pragma unroll
    for (int q = 0; q < 8; ++q)
      *reinterpret_cast<float4*>(L + 2 * q) = make_float4(v[2 * q].x, v[2 * q].y, v[2 * q + 1].x, v[2 * q + 1].y);
    __syncthreads();  // the whole tile's outputs are in `cur`
    const int64_t e0 = (tile << p.log2lpb) * 16, nel = p.nlines * 16;
    for (int c = tid; c < (tile_el >> 1); c += THREADS) {
      const int64_t e = e0 + 2 * c;
      if (e < nel) {
        const float4 a = *reinterpret_cast<const float4*>(cur + coop_phys(2 * c));
        *reinterpret_cast<float4*>(p.out + e) = a;
      }
    }
  }
}

template <int MODE, class Geo>
__device__ __forceinline__ void run_stage(const KParams& p, int s, int R, int Ns, bool first, bool last, float2* sm,
                                          const float2* st, float2 (&v)[16], int64_t line0, int tid_in) {
  // Recomputed per stage (see the tile loop): keeps the stages' index values from all being live at once.
  int tid;
  asm volatile("mov.b32 %0, %1;" : "=r"(tid) : "r"(tid_in));
  if constexpr (MODE == 0) {
    const int THREADS = Geo::threads();
    switch (R) {
      case 16: native_stage<16, Geo>(p, s, Ns, first, last, sm, st, v, line0, tid, THREADS); break;
      case 8: native_stage<8, Geo>(p, s, Ns, first, last, sm, st, v, line0, tid, THREADS); break;
      case 4: native_stage<4, Geo>(p, s, Ns, first, last, sm, st, v, line0, tid, THREADS); break;
      default: native_stage<2, Geo>(p, s, Ns, first, last, sm, st, v, line0, tid, THREADS); break;
    }
  } else {
    const int warp = tid >> 5, lane = tid & 31;
    switch (R) {
      case 16: tc_stage<16, MODE, Geo>(p, s, Ns, first, last, sm, st, v, line0, warp, lane); break;
      case 8: tc_stage<8, MODE, Geo>(p, s, Ns, first, last, sm, st, v, line0, warp, lane); break;
      case 4: tc_stage<4, MODE, Geo>(p, s, Ns, first, last, sm, st, v, line0, warp, lane); break;
      default: tc_stage<2, MODE, Geo>(p, s, Ns, first, last, sm, st, v, line0, warp, lane); break;
    }
  }
}

template <int MODE, class Geo>
__device__ __forceinline__ void fft_pass_body(const KParams& p) {
  pdl_wait();  // before any global access (launched programmatically: common/pdl.cuh)
  if constexpr (MODE == 0 && !Geo::kSpec) {
    if (p.coop16) {
      native16_coop(p);
      return;
    }
  }
  const int THREADS = Geo::threads();  // tile / 16
  extern __shared__ float2 sm[];
  float2* st = sm + p.st_off;      // staging buffer (prefetch only)
  const int tid0 = threadIdx.x;
  int64_t tile = blockIdx.x;
  if (p.prefetch && tile < p.ntiles) prefetch_tile<MODE, Geo>(p, tile << Geo::log2lpb(p), st, tid0, THREADS);
  for (; tile < p.ntiles; tile += gridDim.x) {
    const int64_t line0 = tile << Geo::log2lpb(p);
    if (p.prefetch) cp_async_wait_all();  // this thread's own slots: no barrier needed
    float2 v[16];
    // Per-thread index values derived from tid are tile-invariant; hoisted out of the tile
    // loop they would all stay live (register spills). Recompute them per tile instead.
    int tid;
    asm volatile("mov.b32 %0, %1;" : "=r"(tid) : "r"(tid0));
    // previous stage's outputs are in shared memory. Tile to tile: the first stage's
    // scatter comes after its own barrier, which every thread reaches only after it has
    // read its inputs of the previous tile's last stage.
    // After stage 0 the stage-0 inputs (own slots) have been consumed: the next tile's are
    // fetched then, so the copies are in flight during the remaining stages.
    if constexpr (Geo::kSpec) {
      constexpr int L = Geo::kL;
      constexpr int NST = default_nstages(L);
#pragma unroll
      for (int s = 0; s < NST; ++s) {
        int Ns = 1;
#pragma unroll
        for (int q = 0; q < s; ++q) Ns *= default_radix(L, q);
        if (s > 0) __syncthreads();
        run_stage<MODE, Geo>(p, s, default_radix(L, s), Ns, s == 0, s == NST - 1, sm, st, v, line0, tid);
        if (s == 0 && p.prefetch) {
          const int64_t nt = tile + gridDim.x;
          if (nt < p.ntiles) prefetch_tile<MODE, Geo>(p, nt << Geo::log2lpb(p), st, tid, THREADS);
        }
      }
    } else {
      int Ns = 1;
      for (int s = 0; s < p.nstages; ++s) {
        const int R = p.radix[s];
        const bool first = s == 0, last = s == p.nstages - 1;
        if (!first) __syncthreads();
        run_stage<MODE, Geo>(p, s, R, Ns, first, last, sm, st, v, line0, tid);
        if (first && p.prefetch) {
          const int64_t nt = tile + gridDim.x;
          if (nt < p.ntiles) prefetch_tile<MODE, Geo>(p, nt << Geo::log2lpb(p), st, tid, THREADS);
        }
        Ns *= R;
      }
    }
  }
}

#ifndef TCFFT_KERNEL_MAXREGS
#define TCFFT_KERNEL_MAXREGS 128
#endif

/// Register cap per thread (tiles up to 8192 elements use at most 512 threads, so
/// 128 registers always allow one block; P = 3 needs more to avoid spills).
template <int MODE>
constexpr int max_regs() {
  return MODE == 3 ? 168 : TCFFT_KERNEL_MAXREGS;
}
constexpr int kMaxThreads = 512;

/// One kernel per mode; the tile size is a launch parameter (blockDim.x = tile / 16).
template <int MODE>
__global__ void __launch_bounds__(kMaxThreads) __maxnreg__(max_regs<MODE>()) fft_pass_kernel(const __grid_constant__ KParams p) {
  fft_pass_body<MODE, GeoRT>(p);
}

/// The generic kernel with the fused post-twiddle (four-step passes).
template <int MODE>
__global__ void __launch_bounds__(kMaxThreads) __maxnreg__(max_regs<MODE>()) fft_pass_kernel_tw(const __grid_constant__ KParams p) {
  fft_pass_body<MODE, GeoRTTw>(p);
}

/// The specialized kernels' cap: TC_FP16 (MODE 1) at 2^11 / 2^12 spilled 16 / 4 bytes at 128 since
/// radix 16 keeps one chain per K chunk (numerics §4.15); at 136 they have none (ptxas; H200,
/// 2026-11-29: TC_FP16 1D 2048 x32768 -0.3%, NOTES v49 call 3).
template <int MODE, int L>
constexpr int spec_max_regs() {
  return (MODE == 1 && (L == 11 || L == 12)) ? 136 : max_regs<MODE>();
}
/// Specialized kernels (GeoSpec<L>): blockDim.x = 2^max(L, 11) / 16.
template <int MODE, int L>
__global__ void __launch_bounds__(GeoSpec<L>::threads()) __maxnreg__((spec_max_regs<MODE, L>()))
    fft_pass_kernel_spec(const __grid_constant__ KParams p) {
  fft_pass_body<MODE, GeoSpec<L>>(p);
}

}  // namespace tcfft::cuda::kern
