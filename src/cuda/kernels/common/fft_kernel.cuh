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
#include "cuda/kernels/stockham/native_butterfly.cuh"
#include "cuda/kernels/tensorcore/tc_butterfly.cuh"

namespace tcfft::cuda::kern {

#ifndef TCFFT_TW_PREFETCH
#define TCFFT_TW_PREFETCH 0  // 1: load the next group's twiddles before computing the current one
#endif

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

__device__ __forceinline__ float2 load_twiddle(const KParams& p, int s, int R, int Ns, int k, int r, int kind) {
  if (p.stw != nullptr) return __ldg(p.stw + p.stw_off[s] + stage_tw_index(kind, R, Ns, k, r));
  const int m = (r * k) << (p.log2n - (31 - __clz(Ns * R)));  // r*k*(n/(Ns*R)), all powers of two
  return __ldg(p.tw + m);
}


// ---------------------------------------------------------------------------------------------
// Stage-0 inputs of one thread: f(k, src) for its 16 slots k (v[k]), src = the global element or
// nullptr (line beyond nlines: zero). The same mapping as the stages' own gathers below.
template <int R, class F>
__device__ __forceinline__ void tc_stage0_elems(const KParams& p, int64_t line0, int warp, int lane, F&& f) {
  using L = tc::Layout<R>;
  constexpr int SL = L::SL, G = L::G, PG = L::PER_GROUP;
  const int g = lane >> 2, t = lane & 3;
  const int S = p.n >> (ilog2(R));
  BflyMap bm;
  bm.log2bpl = p.log2n - ilog2(R);
  bm.log2lpb = p.log2lpb;
  bm.line_fast = p.line_fast_in || (p.nstages == 1 && p.line_fast_out);
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
        if (ok) line_offsets(p, gl, io, oo);
#pragma unroll
        for (int sl = 0; sl < SL; ++sl) {
          const int r = L::comp(sl, t);
          f(gi * PG + rh * SL + sl, ok ? p.in + io + (int64_t)(j + r * S) * p.in_stride : nullptr);
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
          if (ok) line_offsets(p, gl, io, oo);
          f(gi * PG + rh * SL + sl, ok ? p.in + io + (int64_t)(j + r * S) * p.in_stride : nullptr);
        }
      }
    }
  }
}

template <int R, class F>
__device__ __forceinline__ void native_stage0_elems(const KParams& p, int64_t line0, int tid, int THREADS, F&& f) {
  constexpr int NBF = 16 / R;
  const int S = p.n >> ilog2(R);
  BflyMap bm;
  bm.log2bpl = p.log2n - ilog2(R);
  bm.log2lpb = p.log2lpb;
  bm.line_fast = p.line_fast_in || (p.nstages == 1 && p.line_fast_out);
#pragma unroll
  for (int b = 0; b < NBF; ++b) {
    int line, j;
    bm.map(tid + b * THREADS, line, j);
    const int64_t gl = line0 + line;
    const bool ok = gl < p.nlines;
    int64_t io = 0, oo = 0;
    if (ok) line_offsets(p, gl, io, oo);
#pragma unroll
    for (int r = 0; r < R; ++r) f(b * R + r, ok ? p.in + io + (int64_t)(j + r * S) * p.in_stride : nullptr);
  }
}

/// Issue the cp.async copies of the stage-0 inputs of the tile at line0 into this thread's slots.
template <int MODE>
__device__ __forceinline__ void prefetch_tile(const KParams& p, int64_t line0, float2* st, int tid, int THREADS) {
  auto sink = [&](int k, const float2* src) {
    float2* d = st + k * THREADS + tid;
    if (src != nullptr) cp_async8(d, src);
    else *d = make_float2(0.f, 0.f);
  };
  const int R = p.radix[0];
  if constexpr (MODE == 0) {
    switch (R) {
      case 16: native_stage0_elems<16>(p, line0, tid, THREADS, sink); break;
      case 8: native_stage0_elems<8>(p, line0, tid, THREADS, sink); break;
      case 4: native_stage0_elems<4>(p, line0, tid, THREADS, sink); break;
      default: native_stage0_elems<2>(p, line0, tid, THREADS, sink); break;
    }
  } else {
    const int warp = tid >> 5, lane = tid & 31;
    switch (R) {
      case 16: tc_stage0_elems<16>(p, line0, warp, lane, sink); break;
      case 8: tc_stage0_elems<8>(p, line0, warp, lane, sink); break;
      case 4: tc_stage0_elems<4>(p, line0, warp, lane, sink); break;
      default: tc_stage0_elems<2>(p, line0, warp, lane, sink); break;
    }
  }
  cp_async_commit();
}

// ---------------------------------------------------------------------------------------------
// Tensor-core stage: warp w owns groups w*G .. w*G+G-1 (Layout<R>).
template <int R, int P>
__device__ __forceinline__ void tc_stage(const KParams& p, int s, int Ns, bool first, bool last, float2* sm,
                                         const float2* st, float2 (&v)[16], int64_t line0, int warp, int lane) {
  using L = tc::Layout<R>;
  constexpr int SL = L::SL, G = L::G, PG = L::PER_GROUP;
  const int g = lane >> 2, t = lane & 3;
  const int n = p.n, S = n >> (ilog2(R));
  BflyMap bm;
  bm.log2bpl = p.log2n - ilog2(R);
  bm.log2lpb = p.log2lpb;
  bm.line_fast = (first && p.line_fast_in) || (last && p.line_fast_out);

  // B fragments of this radix/direction (hi and, where kept, lo)
  uint32_t bhi[8], blo[8];
  {
    const uint4* f = reinterpret_cast<const uint4*>(p.frag) + ((ilog2(R) - 1) * 2 + p.dir_inv) * 2 * 64 + lane * 2;
    const uint4 a0 = __ldg(f), a1 = __ldg(f + 1);
    bhi[0] = a0.x; bhi[1] = a0.y; bhi[2] = a0.z; bhi[3] = a0.w;
    bhi[4] = a1.x; bhi[5] = a1.y; bhi[6] = a1.z; bhi[7] = a1.w;
    if (R >= 8 && P >= 2) {
      const uint4 c0 = __ldg(f + 64), c1 = __ldg(f + 65);
      blo[0] = c0.x; blo[1] = c0.y; blo[2] = c0.z; blo[3] = c0.w;
      blo[4] = c1.x; blo[5] = c1.y; blo[6] = c1.z; blo[7] = c1.w;
    } else {
#pragma unroll
      for (int i = 0; i < 8; ++i) blo[i] = 0;
    }
  }

  // ---- gather
  if (first) {
    if (p.prefetch) {
#pragma unroll
      for (int k = 0; k < 16; ++k) v[k] = st[k * (int)blockDim.x + warp * 32 + lane];
    } else {
      tc_stage0_elems<R>(p, line0, warp, lane, [&](int k, const float2* src) {
        v[k] = src != nullptr ? __ldg(src) : make_float2(0.f, 0.f);
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
        w[rh * SL + sl] = (r != 0 && k != 0) ? load_twiddle(p, s, R, Ns, k, r, 0) : make_float2(1.0f, 0.0f);
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
    tc::butterfly<R, P>(x, bhi, blo);
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
            line_offsets(p, gl, io, oo);
#pragma unroll
            for (int sl = 0; sl < SL; ++sl) {
              const int r = L::comp(sl, t);
              p.out[oo + (int64_t)(rowi + r * Ns) * p.out_stride] = v[gi * PG + rh * SL + sl];
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
              line_offsets(p, gl, io, oo);
              p.out[oo + (int64_t)oi * p.out_stride] = v[gi * PG + rh * SL + sl];
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
template <int R>
__device__ __forceinline__ void native_stage(const KParams& p, int s, int Ns, bool first, bool last, float2* sm,
                                             const float2* st, float2 (&v)[16], int64_t line0, int tid, int THREADS) {
  constexpr int NBF = 16 / R;
  const int n = p.n, S = n >> ilog2(R);
  const float sgn = p.dir_inv ? 1.0f : -1.0f;
  BflyMap bm;
  bm.log2bpl = p.log2n - ilog2(R);
  bm.log2lpb = p.log2lpb;
  bm.line_fast = (first && p.line_fast_in) || (last && p.line_fast_out);

  if (first) {
    if (p.prefetch) {
#pragma unroll
      for (int k = 0; k < 16; ++k) v[k] = st[k * THREADS + tid];
    } else {
      native_stage0_elems<R>(p, line0, tid, THREADS, [&](int k, const float2* src) {
        v[k] = src != nullptr ? __ldg(src) : make_float2(0.f, 0.f);
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
          const float2 w = load_twiddle(p, s, R, Ns, k, r, 1);
          v[b * R + r] = twiddle_mul(v[b * R + r], w.x, w.y * p.wsign);
        }
      }
    }
    native::dft<R>(&v[b * R], sgn);
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
        line_offsets(p, gl, io, oo);
#pragma unroll
        for (int r = 0; r < R; ++r) p.out[oo + (int64_t)(rowi + r * Ns) * p.out_stride] = v[b * R + r];
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
      const uint32_t da = static_cast<uint32_t>(__cvta_generic_to_shared(d));
      asm volatile("cp.async.cg.shared.global [%0], [%1], 16;\n" ::"r"(da), "l"(p.in + e) : "memory");
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

template <int MODE>
__device__ __forceinline__ void fft_pass_body(const KParams& p) {
  if constexpr (MODE == 0) {
    if (p.coop16) {
      native16_coop(p);
      return;
    }
  }
  const int THREADS = blockDim.x;  // tile / 16
  extern __shared__ float2 sm[];
  float2* st = sm + p.st_off;      // staging buffer (prefetch only)
  const int tid = threadIdx.x;
  int64_t tile = blockIdx.x;
  if (p.prefetch && tile < p.ntiles) prefetch_tile<MODE>(p, tile << p.log2lpb, st, tid, THREADS);
  for (; tile < p.ntiles; tile += gridDim.x) {
    const int64_t line0 = tile << p.log2lpb;
    if (p.prefetch) cp_async_wait_all();  // this thread's own slots: no barrier needed
    float2 v[16];
    int Ns = 1;
    for (int s = 0; s < p.nstages; ++s) {
      const int R = p.radix[s];
      const bool first = s == 0, last = s == p.nstages - 1;
      // previous stage's outputs are in shared memory. Tile to tile: the first stage's
      // scatter comes after its own barrier, which every thread reaches only after it has
      // read its inputs of the previous tile's last stage.
      if (!first) __syncthreads();
      if constexpr (MODE == 0) {
        switch (R) {
          case 16: native_stage<16>(p, s, Ns, first, last, sm, st, v, line0, tid, THREADS); break;
          case 8: native_stage<8>(p, s, Ns, first, last, sm, st, v, line0, tid, THREADS); break;
          case 4: native_stage<4>(p, s, Ns, first, last, sm, st, v, line0, tid, THREADS); break;
          default: native_stage<2>(p, s, Ns, first, last, sm, st, v, line0, tid, THREADS); break;
        }
      } else {
        const int warp = tid >> 5, lane = tid & 31;
        switch (R) {
          case 16: tc_stage<16, MODE>(p, s, Ns, first, last, sm, st, v, line0, warp, lane); break;
          case 8: tc_stage<8, MODE>(p, s, Ns, first, last, sm, st, v, line0, warp, lane); break;
          case 4: tc_stage<4, MODE>(p, s, Ns, first, last, sm, st, v, line0, warp, lane); break;
          default: tc_stage<2, MODE>(p, s, Ns, first, last, sm, st, v, line0, warp, lane); break;
        }
      }
      // The stage-0 inputs (own slots) have been consumed: fetch the next tile's now, so the
      // copies are in flight during the remaining stages.
      if (first && p.prefetch) {
        const int64_t nt = tile + gridDim.x;
        if (nt < p.ntiles) prefetch_tile<MODE>(p, nt << p.log2lpb, st, tid, THREADS);
      }
      Ns *= R;
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
__global__ void __launch_bounds__(kMaxThreads) __maxnreg__(max_regs<MODE>()) fft_pass_kernel(const KParams p) {
  fft_pass_body<MODE>(p);
}

}  // namespace tcfft::cuda::kern
