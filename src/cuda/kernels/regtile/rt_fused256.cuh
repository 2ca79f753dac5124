// The fused transposed 256 x 256 pair: two passes in one kernel (rt_fused256_kernel).
//
// Part of the register-tile kernels' translation unit: included by rt_kernels.cu only (its
// definitions live in an unnamed namespace). Stage order and twiddles: docs/numerics.md §1.
#pragma once

#include "cuda/kernels/regtile/rt_staged.cuh"

namespace tcfft::cuda::kern::rt {
namespace {

// Fused transposed 256 x 256 pair (two passes, one kernel; NOTES v20). The transposed 2D plan (and
// the transposed inner axes of a 3D plan) runs pass A (256-point rows of the input, written
// transposed into the work area: element stride 256) and pass B (the same on the work area, into
// the output). Both are the staged 256 kernel's block iterations (8 rows, same arithmetic, same
// bits as rt_staged_kernel<P, SC, 256, false, true>). Here one persistent kernel hands out the
// iterations of both passes from the counter in the sequence A0 .. A(L-1), B0, AL, B1, A(L+1), ...
// of chunks (fu_chunk iterations = whole planes, L = fu_lag), so that a chunk's work lines are read
// back by pass B shortly after pass A wrote them, from L2 rather than DRAM; once a B iteration's
// rows are in shared memory the work lines it read are dropped from L2 without a write-back
// (discard.global.L2: they are never read again), and so that L2 keeps the work lines rather than
// data used once, pass A's input copies are evict-first and pass B's output stores streaming.
// DRAM bytes of 2D 256^2 x1024 (ncu, H100): 537 MB read + 520 MB written, one read and one write
// of the data, against 1074 + 1030 MB for the two passes. The 256-point pass costs nearly its memory
// floor in SM time, so the item loop must stay lean: with the general staged addressing and every
// thread decoding the sequence the pair took 0.711 ms against 0.740 for the two passes (403 M
// instructions); with the fixed geometry below and one decode by thread 0, 0.636 ms (298 M; H100,
// 2026-11-22, same call, NOTES v21; cuFFT FP32 0.749).
// Dependencies: a B iteration reads whole planes
// of its chunk, so its copy waits until tickets[2 + chunk] counts every A iteration of the chunk
// (each A iteration: after the block barrier that follows its stores, thread 0 fences and adds
// one; the barrier orders every thread's stores before that fence). A block
// never waits while it holds an unfinished A iteration: the copy of the next iteration is issued
// ahead only when its chunk is already complete (a non-blocking check), else at the top of its
// own iteration after the block's previous A iteration is counted. The earliest unfinished
// iteration of the sequence can therefore always proceed (an A never waits; a B waits only for
// earlier A's), so the persistent grid cannot deadlock even when not every block is resident.
struct FuseItem {
  int ph;        // 0 pass A, 1 pass B
  int64_t item;  // block iteration within its pass, -1 past the end (a partial last chunk)
  int64_t c;     // chunk
};
__device__ __forceinline__ FuseItem fuse_decode(const RtParams& p, int64_t s) {
  const int64_t G = p.fu_nchunks;
  const int64_t q = s >> p.fu_chunk_shift, r = s & (p.fu_chunk - 1);  // chunks of a power of two
  const int64_t la = p.fu_lag < G ? p.fu_lag : G, pairs = G - la;
  FuseItem f;
  if (q < la) {
    f.ph = 0;
    f.c = q;
  } else if (q - la < 2 * pairs) {
    const int64_t m = q - la;
    f.ph = (m & 1) ? 0 : 1;
    f.c = (m & 1) ? la + (m >> 1) : (m >> 1);
  } else {
    f.ph = 1;
    f.c = pairs + (q - la - 2 * pairs);
  }
  const int64_t item = (f.c << p.fu_chunk_shift) + r;
  f.item = item < p.fu_items ? item : -1;
  return f;
}
__device__ __forceinline__ unsigned long long ld_acquire_u64(const unsigned long long* a) {
  unsigned long long v;
  asm volatile("ld.acquire.gpu.global.u64 %0, [%1];" : "=l"(v) : "l"(a) : "memory");
  return v;
}

/// Work item of a sequence position for the loop below (thread 0 decodes once, every thread reads
/// the code): -2 past the end of the sequence, -1 a hole (the partial last chunk), else
/// (item << 1) | phase.
__device__ __forceinline__ long long fuse_code(const RtParams& p, int64_t s) {
  if (s >= 2 * p.fu_nchunks * p.fu_chunk) return -2;
  const FuseItem f = fuse_decode(p, s);
  return f.item < 0 ? -1 : static_cast<long long>((f.item << 1) | f.ph);
}

// The geometry is fixed by fused_supported (transposed_rows, fourstep_columns): planes of 256 x 256
// at distance p.idist on every side; item i is lines 8 (i mod 32) .. + 7 of plane i / 32. Pass B
// (and pass A of the transposed form) reads them as contiguous rows; pass A of the four-step form
// (FS: the 256 x 256 four-step's first pass, 1D 65536) reads them as columns (element stride 256,
// the lines 1 apart) and post-twiddles its outputs (column c = line mod 256). Both passes write
// with element stride 256 (the lines 1 apart). So a thread's 16 copies and 16 stores of an item
// are one base address plus immediate offsets, and the item's addresses cost a few instructions
// (the general line decomposition of the staged kernel is not needed).
// MB: blocks per SM asked of ptxas (4, or 5 for TC_SPLIT on some devices: fused_blocks). The pair
// is latency bound (v36 profile: 48% issue at 4 blocks), and its 37 KB of shared memory leave room
// for a fifth block; TC_SPLIT then fits 96 registers without spills. The four-step form
// (post-twiddle) spilled 16 bytes at 96 until the half-MMA radix 16 (numerics §4.15); since v49 it
// takes 5 blocks too (H200, same call: 1D 65536 x1024 0.5924 -> 0.5822 ms, x4096 -2.8%).
template <int P, bool SC, bool FS, int MB = 4>
__global__ void __launch_bounds__(128, MB) rt_fused256_kernel(const __grid_constant__ RtParams p) {
  pdl_wait();  // before any global access (common/pdl.cuh)
  using S = Staged<256>;
  using SW = SwzPad256;
  constexpr int Q = P >= 2 ? 2 : 1, LPB = S::LPB, RP = S::RP, KS = 128 / LPB;
  static_assert(LPB == 8 && KS == 16, "items of 8 rows, 32 per 256-row plane");
  __shared__ float2 smb[2 * S::SMEM];
  __shared__ long long nxt[2];
  __shared__ int flag[3];  // [it & 1]: the next iteration's copy may be issued ahead; [2]: the first's
  const int lane = threadIdx.x & 31, g = lane >> 2, t = lane & 3, w = threadIdx.x >> 5;
  // contiguous rows in (pass B; pass A unless FS), element stride 256 in (FS pass A) and out
  const StageMap mr(true, LPB, 128), ms(false, LPB, 128);
  MatA16 MA;
  MatA8 M8;
  float2 tw[2][4];
  rows_operands<Q, 256>(p, lane, g, t, MA, M8, tw);
  const int sin = mr.l * RP + SW::f(mr.k0), sout = ms.l * RP + SW::f(ms.k0);
  const int gin = 256 * mr.l + mr.k0, gout = ms.l + 256 * ms.k0;  // element offsets in an item
  unsigned long long* const done = p.tickets + 2;
  // the item's first input line and its output position (line 8 (i mod 32) of plane i / 32)
  auto in_base = [&](long long code) {
    const int64_t item = code >> 1;
    if (FS && (code & 1) == 0) return p.in + (item >> 5) * p.idist + ((item & 31) << 3);
    return ((code & 1) ? p.in_b : p.in) + (item >> 5) * p.idist + ((item & 31) << 11);
  };
  auto out_base = [&](long long code) {
    const int64_t item = code >> 1;
    return ((code & 1) ? p.out_b : p.out) + (item >> 5) * p.idist + ((item & 31) << 3);
  };
  // thread 0: whether the item may be copied now (A, a hole, the end, or its chunk done)
  auto ready = [&](long long code) {
    if (code < 0 || (code & 1) == 0) return true;
    const int64_t c = (code >> 1) >> p.fu_chunk_shift, left = p.fu_items - c * p.fu_chunk;
    const unsigned long long need = static_cast<unsigned long long>(left < p.fu_chunk ? left : p.fu_chunk);
    return ld_acquire_u64(done + c) >= need;
  };
  const uint64_t pol_first = l2_evict_first();
  auto issue = [&](long long code, float2* buf) {
    if ((code & 1) == 0) {
      // pass A's input is read once: evict it first, so that L2 keeps the work lines. FS: the
      // staged kernel's strided map (8 neighbouring columns per element index)
      const float2* src = in_base(code) + (FS ? gout : gin);
      const uint32_t d = static_cast<uint32_t>(__cvta_generic_to_shared(buf + (FS ? sout : sin)));
      constexpr int step = FS ? 256 * KS : KS;
#pragma unroll
      for (int i = 0; i < 256 / KS; ++i)
        asm volatile("cp.async.ca.shared.global.L2::cache_hint [%0], [%1], 8, %2;\n" ::"r"(d + 8 * SW::f(KS * i)),
                     "l"(src + step * i), "l"(pol_first)
                     : "memory");
    } else {
      const float2* src = in_base(code) + gin;
      const uint32_t d = static_cast<uint32_t>(__cvta_generic_to_shared(buf + sin));
#pragma unroll
      for (int i = 0; i < 256 / KS; ++i)
        asm volatile("cp.async.ca.shared.global [%0], [%1], 8;\n" ::"r"(d + 8 * SW::f(KS * i)), "l"(src + KS * i)
                     : "memory");
    }
    cp_async_commit();
  };
  Tickets tix(p.tickets);
  if (threadIdx.x == 0) {
    nxt[0] = fuse_code(p, tix.grab());
    nxt[1] = fuse_code(p, tix.grab());
    flag[2] = ready(nxt[0]) ? 1 : 0;
    flag[0] = ready(nxt[1]) ? 1 : 0;
  }
  __syncthreads();
  long long c0 = nxt[0], c1 = nxt[1];
  bool issued0 = flag[2] != 0;
  if (issued0 && c0 >= 0) issue(c0, smb);
  int64_t pend = -1;  // thread 0: the chunk of this block's last A iteration, not yet counted
  // thread 0, after a barrier that follows the block's stores of that iteration
  auto count_pending = [&]() {
    if (pend < 0) return;
    __threadfence();
    atomicAdd(done + pend, 1ULL);
    pend = -1;
  };
  int b = 0;
  for (int it = 0; c0 != -2; ++it, b ^= 1) {
    float2* const sm = smb + b * S::SMEM;
    cp_async_wait_all();
    __syncthreads();  // c0's rows are complete (if issued); the previous store has read the other buffer
    if (threadIdx.x == 0) count_pending();
    const bool go1 = flag[it & 1] != 0;
    if (!issued0) {  // a B iteration whose chunk was not complete when it was taken
      if (threadIdx.x == 0)
        while (!ready(c0)) __nanosleep(256);
      __syncthreads();
      if (c0 >= 0) issue(c0, sm);
      cp_async_wait_all();
      __syncthreads();
    }
    if (go1 && c1 >= 0) issue(c1, smb + (b ^ 1) * S::SMEM);
    unsigned long long g2 = 0;
    if (threadIdx.x == 0) g2 = tix.grab();
    if (c0 >= 0) {
      if (c0 & 1) {
        // the work lines of this iteration are in shared memory: drop them from L2 (one 128-byte
        // line per thread, 16 per 2 KB row)
        asm volatile("discard.global.L2 [%0], 128;" ::"l"(in_base(c0) + 16 * threadIdx.x) : "memory");
      }
      // one instance of the row computation where both passes compute alike (transposed form, no
      // scale): half the code; v20 measured the same executed instructions with two
      if constexpr (FS) {  // pass A post-twiddles (the lines from 8 item on), pass B may scale
        if (c0 & 1)
          rows_compute<P, SC, 256, LPB, RP, false, false, 1, SW>(p, sm, 0, MA, M8, tw, w, g, t);
        else
          rows_compute<P, false, 256, LPB, RP, true, false, 1, SW>(p, sm, (c0 >> 1) * LPB, MA, M8, tw, w, g, t);
      } else if constexpr (SC) {
        if (c0 & 1)
          rows_compute<P, true, 256, LPB, RP, false, false, 1, SW>(p, sm, 0, MA, M8, tw, w, g, t);
        else
          rows_compute<P, false, 256, LPB, RP, false, false, 1, SW>(p, sm, 0, MA, M8, tw, w, g, t);
      } else {
        rows_compute<P, false, 256, LPB, RP, false, false, 1, SW>(p, sm, 0, MA, M8, tw, w, g, t);
      }
    }
    // thread 0 decodes the item it took (the atomic has returned behind the rows)
    if (threadIdx.x == 0) nxt[it & 1] = fuse_code(p, static_cast<int64_t>(g2));
    __syncthreads();
    const long long c2 = nxt[it & 1];
    // thread 0, before its stores (the load's latency behind the other threads' stores): whether
    // the next iteration's successor may be copied ahead
    if (threadIdx.x == 0) flag[(it + 1) & 1] = ready(c2) ? 1 : 0;
    if (c0 >= 0) {
      float2* const dst = out_base(c0) + gout;
      const float2* const src = sm + sout;
      if (c0 & 1) {  // the output is written once: streaming stores
#pragma unroll
        for (int i = 0; i < 256 / KS; ++i) __stcs(dst + 256 * KS * i, src[SW::f(KS * i)]);
      } else {
#pragma unroll
        for (int i = 0; i < 256 / KS; ++i) dst[256 * KS * i] = src[SW::f(KS * i)];
      }
      // an A iteration is counted by thread 0 after the next barrier, which orders every thread's
      // stores before its fence and release add (cumulativity)
      if ((c0 & 1) == 0 && threadIdx.x == 0) pend = (c0 >> 1) >> p.fu_chunk_shift;
    }
    c0 = c1;
    c1 = c2;
    issued0 = go1;
  }
  __syncthreads();
  if (threadIdx.x == 0) {
    count_pending();
    tix.finish(done, p.fu_nchunks);  // the last block leaves the chunk counters zero too
  }
}

}  // namespace
}  // namespace tcfft::cuda::kern::rt
