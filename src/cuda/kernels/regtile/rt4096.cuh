// The 4096-point transform T4096 and its kernels: contiguous (rt4096_kernel), lean TC_SPLIT
// (rt4096_lean_kernel) and staged for strided lines (rt_staged4096_kernel).
//
// Part of the register-tile kernels' translation unit: included by rt_kernels.cu only (its
// definitions live in an unnamed namespace). Stage order and twiddles: docs/numerics.md §1.
#pragma once

#include "cuda/kernels/regtile/rt1024.cuh"

namespace tcfft::cuda::kern::rt {
namespace {

// n = 4096 = 16 x 16 x 16, one block of W warps = one transform per iteration.
// Stage 0 (stage_b16): tile jt = w + W*tp, vector j = 16 jt + g + 8nt, component r: x[j + 256r];
//   output component r' of vector j -> y0[16j + r'] in shared memory.
// Stages 1, 2 (stage_b16 then stage_a16, registers): task k1 = w + W*tk. Stage 1 vector
//   j1 = k1 + 16 jd (jd = g + 8nt), component r: y0[k1 + 16 jd + 256 r] * T[16 r k1]; output
//   component r1' of vector jd is the stage-2 input component jd of vector j2 = k1 + 16 r1',
//   twiddle T[jd j2]; stage-2 output component q of j2 = X[j2 + 256 q].
/// The n = 4096 transform of one block of W warps, shared by the kernels below. stage0 gets the
/// stage-0 inputs of tile tp from ld(tp, x) (x[nt][e] = element in_thread() + in_const(tp, nt, e))
/// and writes y0; after a barrier, stages12 reads y0 and hands each output to put(kc, z): output
/// index out_thread() + kc (disjoint bits; swizzled, the thread part is b_y0r).
template <int P, bool LT, int W_ = k4096Warps>
struct T4096 {
  static constexpr int Q = P >= 2 ? 2 : 1, W = W_, TPW = 16 / W;
  static_assert(W == 8 || W == 16, "the lane table (tw_m4096) is laid out for 8 warps; 16 maps onto it");
  MatA16 MA;
  LaneTw4096<LT> tw;
  uint32_t b_y0w, b_y0r;
  __device__ __forceinline__ explicit T4096(const RtParams& p) : tw(p) {
    const int lane = threadIdx.x & 31, g = lane >> 2, t = lane & 3, w = threadIdx.x >> 5;
    load_a16<Q>(p.frag, lane, p.dir, MA);
    b_y0w = swz4096(256 * w + 32 * t + g) << 3;
    b_y0r = swz4096(w + 16 * g + 512 * t) << 3;  // also the output pattern
  }
  static __device__ __forceinline__ int in_thread() {
    const int lane = threadIdx.x & 31;
    return 16 * (threadIdx.x >> 5) + (lane >> 2) + 512 * (lane & 3);
  }
  static __device__ __forceinline__ int out_thread() {
    const int lane = threadIdx.x & 31;
    return (threadIdx.x >> 5) + 16 * (lane >> 2) + 512 * (lane & 3);
  }
  static __device__ __forceinline__ constexpr int in_const(int tp, int nt, int e) {
    return 16 * W * tp + 8 * nt + 256 * (e & 1) + 2048 * (e >> 1);
  }
  template <typename LD>
  __device__ __forceinline__ void stage0(const LD& ld, float2* y0) const {
    float2 y[TPW][2][4];
#pragma unroll
    for (int tp = 0; tp < TPW; ++tp) {
      float2 x[2][4];
      ld(tp, x);
      stage_b16<P>(x, MA, y[tp]);
    }
#pragma unroll
    for (int tp = 0; tp < TPW; ++tp)
#pragma unroll
      for (int nt = 0; nt < 2; ++nt)
#pragma unroll
        for (int i = 0; i < 4; ++i)
          at(y0, b_y0w, swz4096(256 * W * tp + 16 * ((i & 1) + 8 * nt) + 8 * (i >> 1))) = y[tp][nt][i];
  }
  /// Stage 0 in float (docs/numerics.md §4.7, float_first_stage; W == 8): thread tid computes
  /// vector j = float_j(tid), whose inputs are elements j + 256 r (r < 16), read as ld(j, r); the
  /// outputs go to y0[16 j + r'] as stage0's do. float_j keeps bits 0-3 of j those of tid, so
  /// that a half-warp's 16 reads of one r from the swin4096 input buffer cover the 16 bank pairs,
  /// and moves t0 ^ t3 to bit 5 and t2 to bit 6, so that its 16 writes of one r' to swz4096 y0
  /// (bank bits j5, j6, j1, j2 ^ j0) cover them too (an involution on 0..255).
  static __device__ __forceinline__ int float_j(int tid) {
    return tid ^ (((tid ^ (tid >> 3)) & 1) << 5) ^ (((tid >> 2) & 1) << 6);
  }
  /// lm: docs/numerics.md §4.8's line maximum of |re|, |im| of the stage-0 outputs, one word per
  /// warp (lm[warp], 8 words; max.NaN keeps a NaN the largest), for stages12's line scale.
  template <typename LD>
  __device__ __forceinline__ void stage0_float(const LD& ld, float2* y0, uint32_t* lm, int dir) const {
    static_assert(W == 8, "one vector per thread: 256 threads");
    const int j = float_j(threadIdx.x);
    float re[16], im[16];
    float_dft16([&](int r) { return ld(j, r); }, dir, re, im);
    const uint32_t tb = static_cast<uint32_t>(swz4096(16 * j)) << 3;
    put16_warp_max(y0, tb, re, im, lm, threadIdx.x >> 5);
  }
  /// Task 0's four input twiddles, for stages12's PRE form.
  __device__ __forceinline__ void first_twiddles(float2 (&t)[4]) const {
#pragma unroll
    for (int e = 0; e < 4; ++e) t[e] = tw(e);
  }
  /// The line maximum word from stage0_float's 8 words at lm (16-byte aligned).
  static __device__ __forceinline__ uint32_t max_line_word(const uint32_t* lm) {
    const uint4 a = *reinterpret_cast<const uint4*>(lm), b = *reinterpret_cast<const uint4*>(lm + 4);
    return max(max(max(a.x, a.y), max(a.z, a.w)), max(max(b.x, b.y), max(b.z, b.w)));
  }
  /// IP (in place): each task's outputs are put before the next task reads y0, and put(kc, z) may
  /// write y0 at the slot kc shares with the input it replaces (a lane's output slots of task tk are
  /// exactly the slots it read for tk), so that y0 is also the output staging.
  /// LS (the float stage 0 form, docs/numerics.md §4.8): both split stages under the line's scale
  /// from mb (max_line_word of stage0_float's words).
  /// PRE (the lean kernel, rt4096_kernel's async-copy loop and the staged kernel; rt4096_kernel's
  /// register-prefetch loop, unmeasured, keeps the loads where they are used): t0 holds task 0's four
  /// input twiddles (first_twiddles, loaded before the barrier that precedes the stages), so that their
  /// loads' latency hides behind the barrier's wait instead of stalling every warp of the block at
  /// once after it (H200, same call: 1D 4096 x16384 (lean) 0.334 -> 0.327 ms, x2048 (async copies)
  /// 0.0516 -> 0.0500; H100 0.378 -> 0.374). Loading the later task's input twiddles or the inner
  /// ones earlier as well spilled at 80 registers in the lean kernel and was slower (NOTES v34).
  template <bool IP = false, bool LS = false, bool PRE = false, typename PUT>
  __device__ __forceinline__ void stages12(float2* y0, const PUT& put, uint32_t mb = 0,
                                           const float2* t0 = nullptr) const {
    [[maybe_unused]] const LineScale ls(mb);
    float2 y[TPW][2][4];
#pragma unroll
    for (int tk = 0; tk < TPW; ++tk) {
      float2 x[2][4];
#pragma unroll
      for (int nt = 0; nt < 2; ++nt)
#pragma unroll
        for (int e = 0; e < 4; ++e)
          x[nt][e] = twmul(at(y0, b_y0r, swz4096(W * tk + 128 * nt + 256 * (e & 1) + 2048 * (e >> 1))),
                           (PRE && tk == 0) ? t0[e] : tw(12 * tk + e));
      if constexpr (LS) {
        pair16_line<P>(x, MA, [&](int rh, int e) { return tw(12 * tk + 4 + 4 * rh + e); }, ls, y[tk]);
      } else {
        pair16<P>(x, MA, [&](int rh, int e) { return tw(12 * tk + 4 + 4 * rh + e); }, y[tk]);
      }
      if constexpr (IP) put_task(tk, y[tk], put);
    }
    if constexpr (!IP) {
#pragma unroll
      for (int tk = 0; tk < TPW; ++tk) put_task(tk, y[tk], put);
    }
  }
  template <typename PUT>
  __device__ __forceinline__ void put_task(int tk, const float2 (&y)[2][4], const PUT& put) const {
#pragma unroll
    for (int nt = 0; nt < 2; ++nt)
#pragma unroll
      for (int i = 0; i < 4; ++i) put(W * tk + 128 * (i >> 1) + 256 * (i & 1) + 2048 * nt, y[nt][i]);
  }
};

/// The 16-byte copy-out of a 4096-point line staged at swz4096 in `so` by 256 threads to `out`
/// (16-byte aligned): the element pairs 2 tid + 512 m, which swz4096 keeps in one 16-byte chunk
/// (bit 0 flipped by bit 9: the pair swapped for odd m, a compile-time choice), each read with one
/// conflict-free 16-byte load. The stores do not allocate in L1, so that the copy-out does not evict
/// the lane table (48 KB then, 34 KB read since v50; H100, 1D 4096 x16384 -2.6%; st.global.cg did not
/// spare it; NOTES v24).
__device__ __forceinline__ void copy_out16_4096(float2* out, float2* so) {
  float2* const d2 = out + 2 * threadIdx.x;
  const uint32_t b2 = swz4096(2 * threadIdx.x) << 3;
  unrolled<8>([&](auto mm) {
    constexpr int m = decltype(mm)::value;
    const float4 v = *reinterpret_cast<const float4*>(&at(so, b2, swz4096(512 * m) & ~1));
    const float2 lo = make_float2(v.x, v.y), hi = make_float2(v.z, v.w);
    if constexpr (m & 1) {
      st_no_l1_v4<512 * m * sizeof(float2)>(d2, hi, lo);
    } else {
      st_no_l1_v4<512 * m * sizeof(float2)>(d2, lo, hi);
    }
  });
}

/// 16-byte cp.async copies of a contiguous 4096-point line (start 16-byte aligned) by THREADS
/// threads into a swin4096 input buffer, 2048 / THREADS copies per thread, one commit group.
/// Element e = 2 tid + 2 THREADS m goes to swin4096(e) = (swin4096(2 tid) ^ 8 c_m) + 2 THREADS m,
/// c_m = bit 9 of 2 THREADS m (2 tid < 2 THREADS, so the parts share no bits): two shared bases
/// per thread and one global pointer per line, every copy a compile-time offset from them (ptxas
/// formed each copy's addresses anew per line otherwise, ~100 instructions; NOTES v24).
template <int THREADS>
struct LineIn4096 {
  static_assert(THREADS == 256 || THREADS == 512, "the thread part of e stays below bit 9 or 10");
  uint32_t b0, b1;
  __device__ __forceinline__ explicit LineIn4096(float2* sm)
      : b0(static_cast<uint32_t>(__cvta_generic_to_shared(sm + swin4096(2 * threadIdx.x)))),
        b1(static_cast<uint32_t>(__cvta_generic_to_shared(sm + (swin4096(2 * threadIdx.x) ^ 8)))) {}
  /// The line at `line_start` into the buffer `boff` bytes after `sm`.
  __device__ __forceinline__ void issue(const float2* line_start, uint32_t boff) const {
    const float2* src = line_start + 2 * threadIdx.x;
#pragma unroll
    for (int m = 0; m < 2048 / THREADS; ++m) {
      const uint32_t base = bitv(2 * THREADS * m, 9) ? b1 : b0;
      cp_async16_s(base + boff + 2 * THREADS * m * sizeof(float2), src + 2 * THREADS * m);
    }
    cp_async_commit();
  }
  /// Stage-0 input r of float vector j (T4096::stage0_float) in the buffer `in`: element
  /// e = j + 256 r, bit 9 of e = bit 1 of r.
  static __device__ __forceinline__ float2 at_jr(const float2* in, int j, int r) {
    return in[(((r >> 1) & 1) ? (j ^ 8) : j) + 256 * r];
  }
};

// W: warps per block, 8 (two tasks per warp and stage) or 16 (one; k4096Fp16Warps), same tasks and
// arithmetic, so the same bits.
// AS (contiguous lines whose starts are 16-byte aligned in the input and the output): instead of
// the register prefetch, the whole next line is copied with cp.async into the other of two input
// buffers while this one is computed; a line's input buffer is also its output staging, copied
// out beside the next line's stage 0 (two barriers per line; see the loop).
template <int P, bool SC, bool LT, bool PF_ = true, int MINB = 0, bool ST = false, bool AS = false, int W = k4096Warps>
__global__ void __launch_bounds__(32 * W, MINB) rt4096_kernel(const __grid_constant__ RtParams p) {
  pdl_wait();  // before any global access (common/pdl.cuh)
  using G = Geo<ST>;
  using TT = T4096<P, LT, W>;
  constexpr int THREADS = 32 * W;
  // TC_SPLIT with 2 terms: stage 0 in float (docs §4.7, float_stage0_rule: a non-staged 4096 pass
  // has no post-twiddle);
  // it reads its 16 inputs per thread directly, so the register prefetch of the next line's first
  // tile is off there
  constexpr bool F0 = P == 2, PF = PF_ && !F0;
  static_assert(!(AS && ST), "asynchronous input copies need contiguous lines");
  // 2 x 4096 float2: y0, then the output staging (see rt1024); AS: y0, then two input buffers
  extern __shared__ float2 sm[];
  float2* so = sm + 4096;
  // F0: §4.8 line maxima (one word per warp), read at the start of stages12, rewritten after a barrier
  __shared__ __align__(16) uint32_t lmx[8];
  const TT T(p);
  const uint32_t b_cp = swz4096(threadIdx.x) << 3;
  float2 xn[2][4];  // the next transform's first stage-0 tile, loaded during this one
  auto load = [&](float2 (&x)[2][4], int64_t line, int tp) {
    const float2* src = G::in_line(p, line) + G::ei(p, TT::in_thread());
#pragma unroll
    for (int nt = 0; nt < 2; ++nt)
#pragma unroll
      for (int e = 0; e < 4; ++e) x[nt][e] = src[G::ei(p, TT::in_const(tp, nt, e))];
  };
  // AS: 16-byte copies of the whole line into input buffer `buf` (after y0)
  const LineIn4096<THREADS> cin(sm);
  auto issue = [&](int64_t line, int buf) { cin.issue(G::in_line(p, line), 4096 * sizeof(float2) * (1 + buf)); };
  const uint32_t b_in = swin4096(TT::in_thread()) << 3;
  // The copy-out of a line's staging (its input buffer `so` in the AS form) to the output line.
  auto copy_out = [&](int64_t line, float2* so) {
    if constexpr (AS && W == k4096Warps) {
      // AS, 8 warps (output line starts 16-byte aligned: the launch checks). Without L1 allocation
      // (the ~60 KB of L1 beside 2 x 97 KB of shared memory hold the lane table); the 16-warp
      // TC_FP16 form measured 3% slower with it (NOTES v24).
      static_assert(THREADS == 256, "the pair swap is a compile-time choice for 8 warps");
      copy_out16_4096(G::out_line(p, line), so);
    } else if constexpr (W == k4096Warps && !ST) {
      // register-prefetch form, contiguous (lines need not be 16-byte aligned): 8-byte stores,
      // not allocating in L1 either
      float2* const dst = G::out_line(p, line) + threadIdx.x;
      unrolled<4096 / THREADS>([&](auto m) {
        st_no_l1<THREADS * decltype(m)::value * sizeof(float2)>(dst, at(so, b_cp, swz4096(THREADS * decltype(m)::value)));
      });
    } else {
      float2* dst = G::out_line(p, line) + G::eo(p, threadIdx.x);
#pragma unroll
      for (int m = 0; m < 4096 / THREADS; ++m) dst[G::eo(p, THREADS * m)] = at(so, b_cp, swz4096(THREADS * m));
    }
  };
  if constexpr (AS) {
    // Two barriers per line: line i's copy-out runs after the first barrier of line i + 1, beside
    // its stage 0 (they touch different buffers), and the copy of line i + 1 is issued after the
    // second barrier of line i, into the buffer that line i - 1's copy-out has just read (so the
    // copy has stages 1-2 of line i to land, against a whole line with three barriers).
    if (G::first() < p.nlines) issue(G::first(), 0);
    int64_t prev = -1;
    int buf = 0;
    for (int64_t line = G::first(); line < p.nlines; line = G::next(line), buf ^= 1) {
      cp_async_wait_all();
      __syncthreads();  // line's input is complete; prev's outputs are staged; y0 is free
      if (prev >= 0) copy_out(prev, sm + 4096 * (2 - buf));
      so = sm + 4096 * (1 + buf);
      if constexpr (F0) {
        // element e at swin4096(e): e = j + 256 r with bit 9 of e = bit 1 of r
        T.stage0_float([&](int j, int r) { return LineIn4096<THREADS>::at_jr(so, j, r); }, sm, lmx, p.dir);
      } else {
        T.stage0(
            [&](int tp, float2 (&x)[2][4]) {
#pragma unroll
              for (int nt = 0; nt < 2; ++nt)
#pragma unroll
                for (int e = 0; e < 4; ++e) x[nt][e] = at(so, b_in, swin4096(TT::in_const(tp, nt, e)));
            },
            sm);
      }
      float2 t0[4];
      T.first_twiddles(t0);  // before the barrier: stages12's PRE form
      __syncthreads();  // y0 is written; the other buffer (prev's) is copied out
      if (G::next(line) < p.nlines) issue(G::next(line), buf ^ 1);
      T.template stages12<false, F0, true>(
          sm, [&](int kc, float2 z) { at(so, T.b_y0r, swz4096(kc)) = scaled<SC>(p, z); },
          F0 ? TT::max_line_word(lmx) : 0u, t0);
      prev = line;
    }
    if (prev >= 0) {
      __syncthreads();
      copy_out(prev, so);
    }
  } else {
    if (PF && G::first() < p.nlines) load(xn, G::first(), 0);
    for (int64_t line = G::first(); line < p.nlines; line = G::next(line)) {
      if constexpr (F0) {
        const float2* src = G::in_line(p, line);
        T.stage0_float([&](int j, int r) { return src[G::ei(p, j + 256 * r)]; }, sm, lmx, p.dir);
      } else {
        if (!PF) load(xn, line, 0);
        T.stage0(
            [&](int tp, float2 (&x)[2][4]) {
              if (tp == 0) {
#pragma unroll
                for (int nt = 0; nt < 2; ++nt)
#pragma unroll
                  for (int e = 0; e < 4; ++e) x[nt][e] = xn[nt][e];
              } else {
                load(x, line, tp);
              }
              if (PF && tp == TT::TPW - 1 && G::next(line) < p.nlines) load(xn, G::next(line), 0);
            },
            sm);
      }
      __syncthreads();
      T.template stages12<false, F0>(sm, [&](int kc, float2 z) { at(so, T.b_y0r, swz4096(kc)) = scaled<SC>(p, z); },
                                     F0 ? TT::max_line_word(lmx) : 0u);
      __syncthreads();
      copy_out(line, so);
    }
  }
}

// TC_SPLIT n = 4096 (2 terms, float stage 0 of docs §4.7) with 64 KB of shared memory: y0 and ONE
// input buffer, 80 registers, so that three blocks of 8 warps fit per SM (rt4096_kernel: two, with
// 98 KB and 128 registers). Per line: wait + barrier A (the input has landed, the previous copy-out
// has read y0), stage 0 (float) from the input buffer into y0, the first task's input twiddles into
// registers (stages12's PRE form), barrier B (the input buffer is free:
// the next line's copy is issued into it), stages 1-2 in place in y0 one task at a time, barrier C,
// the 16-byte copy-out from y0. Same arithmetic, so the same bits as rt4096_kernel. Contiguous
// lines whose starts are 16-byte aligned on both sides (cp.async in, 16-byte stores out), with the
// lane table (without it ptxas spilled at 80 registers).
// The grid is not persistent: blocks take the lines of lean_schedule.h (whole waves of ~8-line
// blocks, then one-line blocks) and retire, and the hardware hands their slots to the next ones.
// A persistent grid of this kernel ran 3% slower (its blocks end their ~41 lines at different
// times), one line per block 10% slower (every block's first copy unhidden), equal 4-line blocks
// 2% slower (their drain). Measured: NOTES.md v29, v30. Lines are 32-bit here (the launch checks
// that there are fewer than 2^31): a 64-bit line index and step spilled at 80 registers.
// Three blocks per SM hold it at 80 registers; at two ptxas gives it 123 (no spill) and 1D 4096 x16384
// ran 6.8% slower on the H200 (NOTES v44).
template <int P, bool SC>
__global__ void __launch_bounds__(k4096Threads, 3) rt4096_lean_kernel(const __grid_constant__ RtParams p) {
  pdl_wait();  // before any global access (common/pdl.cuh)
  static_assert(P == 2, "the float stage 0 form (TC_SPLIT, 2 terms)");
  using G = Geo<false>;
  using TT = T4096<P, true>;
  extern __shared__ float2 sm[];  // y0, then the input buffer
  __shared__ __align__(16) uint32_t lmx[8];  // §4.8 line maxima, read before barrier C
  const TT T(p);
  const LineIn4096<k4096Threads> cin(sm);
  constexpr uint32_t kIn = 4096 * sizeof(float2);
  const int ml = static_cast<int>(p.lean_lines), mb = static_cast<int>(p.lean_blocks);
  int line = lean_first(ml, mb, blockIdx.x);
  cin.issue(G::in_line(p, line), kIn);
#pragma unroll 1
  while (true) {
    cp_async_wait_all();
    __syncthreads();  // A: the input has landed; y0 is free
    T.stage0_float([&](int j, int r) { return LineIn4096<k4096Threads>::at_jr(sm + 4096, j, r); }, sm, lmx, p.dir);
    float2 t0[4];
    T.first_twiddles(t0);  // before barrier B: stages12's PRE form
    __syncthreads();  // B: y0 is written; the input buffer is free
    const int next = lean_next(ml, mb, line);
    if (next >= 0) cin.issue(G::in_line(p, next), kIn);
    T.template stages12<true, true, true>(
        sm, [&](int kc, float2 z) { at(sm, T.b_y0r, swz4096(kc)) = scaled<SC>(p, z); }, TT::max_line_word(lmx), t0);
    __syncthreads();  // C: the outputs are staged
    copy_out16_4096(G::out_line(p, line), sm);
    if (next < 0) break;
    line = next;
  }
}

// Strided n = 4096 lines with adjacent neighbours (2D/3D column passes): as rt_staged1024 with
// LPB = kStaged4096Lines rows (RP = 4096 + 32 / LPB float2) and one y0 buffer (two barriers per
// line): 164 KB of shared memory with 4 rows, one block per SM. The TC_FP16 instances with an
// output scale spilled 4-12 bytes at the 128 registers ptxas chose for them: they get
// min-blocks 1 (138-168 registers, no spills, one block per SM); the others keep 126-128.
template <int P, bool SC, bool LT, bool TW, bool D2 = false, int LPB = kStaged4096Lines>
__global__ void __launch_bounds__(k4096Threads, (LPB >= 4 || (P == 1 && (SC || D2))) ? 1 : 0) rt_staged4096_kernel(const __grid_constant__ RtParams p) {
  pdl_wait();  // before any global access (common/pdl.cuh)
  using TT = T4096<P, LT>;
  constexpr int RP = 4096 + 32 / LPB, PL = D2 ? LPB / 2 : LPB;
  constexpr bool TWR = TW && !D2;
  extern __shared__ float2 sm[];  // LPB rows, then y0
  float2* const rows = sm;
  float2* const y0 = sm + LPB * RP;
  __shared__ __align__(16) uint32_t lmx[8];  // F0: §4.8 line maxima, read before the row's second barrier
  const TT T(p);
  const uint32_t b_in = swz4096(TT::in_thread()) << 3;
  // TC_SPLIT with 2 terms (post-twiddled passes too, since v38; the 4096-point sub-rows of the
  // radix-2 tail's 16, 16, 16, 2 since v39, §4.11): stage 0 in float (docs §4.7), thread part of
  // its element j + 256 r (swz4096 is linear over XOR)
  constexpr bool F0 = P == 2;
  [[maybe_unused]] const uint32_t b_j = static_cast<uint32_t>(swz4096(TT::float_j(threadIdx.x))) << 3;
  const StageMap ml(p.is == 1, PL, k4096Threads), ms(p.os == 1, PL, k4096Threads);
  for (int64_t l0 = (int64_t)blockIdx.x * PL; l0 < p.nlines; l0 += (int64_t)gridDim.x * PL) {
    rows_in<4096, k4096Threads, PL, RP, Swz4096, D2, true>(p, ml, l0, rows);
    __syncthreads();
    // L2 lead: the next iteration's lines, one per thread 0 .. PL-1
    if (threadIdx.x < PL) prefetch_lines_l2<D2 ? 8192 : 4096>(p, l0 + (int64_t)gridDim.x * PL + threadIdx.x, 1);
#pragma unroll 1
    for (int l = 0; l < LPB; ++l) {
      float2* row = rows + l * RP;
      if constexpr (F0) {
        T.stage0_float([&](int j, int r) { return at(row, b_j, swz4096(256 * r)); }, y0, lmx, p.dir);
      } else {
        T.stage0(
            [&](int tp, float2 (&x)[2][4]) {
#pragma unroll
              for (int nt = 0; nt < 2; ++nt)
#pragma unroll
                for (int e = 0; e < 4; ++e) x[nt][e] = at(row, b_in, swz4096(TT::in_const(tp, nt, e)));
            },
            y0);
      }
      float2 t0[4];
      T.first_twiddles(t0);  // before the barrier: stages12's PRE form
      __syncthreads();  // y0 complete; every warp has read this row
      const int64_t c = tw_col_if<TWR>(p, l0 + l);
      T.template stages12<false, F0, true>(y0, [&](int kc, float2 z) {
        if constexpr (D2) {
          at(row, T.b_y0r, swz4096(kc)) = z;
        } else {
          at(row, T.b_y0r, swz4096(kc)) = scaled<SC>(p, post_tw<TWR, 4096>(p, c, TT::out_thread() + kc, z));
        }
      }, F0 ? TT::max_line_word(lmx) : 0u, t0);
      __syncthreads();  // y0 read before the next row's stage 0 overwrites it
    }
    if constexpr (D2) {
      rows_out_d2<P, SC, TW, 4096, k4096Threads, PL, RP, Swz4096>(p, ms, l0, rows);
    } else {
      rows_out<4096, k4096Threads, LPB, RP, Swz4096>(p, ms, l0, rows);
    }
    __syncthreads();  // the rows are read before the next lines are staged
  }
}

}  // namespace
}  // namespace tcfft::cuda::kern::rt
