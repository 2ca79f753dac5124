// Bulk-copy kernels for contiguous lines of 16, 64 and 256 points (rt_bulk_kernel): the producer
// warp's ring of TMA bulk copies.
//
// Part of the register-tile kernels' translation unit: included by rt_kernels.cu only (its
// definitions live in an unnamed namespace). Stage order and twiddles: docs/numerics.md §1.
#pragma once

#include "cuda/kernels/regtile/rt_small.cuh"
#include "cuda/kernels/regtile/rt_staged.cuh"

namespace tcfft::cuda::kern::rt {
namespace {

// Bulk-copy kernels (contiguous lines of 16, 64, 256 points, element stride 1 on both sides, line
// starts 16-byte aligned): the block's lines move between global and shared memory by bulk
// copies (bulk_copy.cuh; one copy per block iteration when the lines are adjacent, else one per
// line) through a ring of NBUF buffers of Bulk<N>::LPB rows (8 KB), loads issued up to NBUF - 1
// block iterations ahead. The rows are computed in place by rows_compute (the staged kernels'
// arithmetic) and stored by bulk copies. Block iterations come in order from the executor's
// counter (tickets.cuh). Why (H100, 2026-11-21, same call, x cuFFT FP32 per 2^26 points;
// tools/kernel_dev/NOTES.md v9): the register-only kernels (rt64 / rt256 / the generic n = 16
// kernel) with the static persistent order reached 0.89-0.90x (DRAM ~82% of peak); bulk copies
// alone changed nothing, the in-order counter with them gave 0.98-1.00x.
// The copies (Bulk<N>::PROD): a producer warp (warp 4) takes the next block iteration (-1 past the
// end), publishes it in chunk[b], arms the buffer's `full` barrier and issues the loads; once the
// buffer's `done` barrier has all 128 compute threads' arrivals it stores the rows and refills
// the buffer. Compute warps wait for iteration i's buffer (i mod NBUF, phase i / NBUF), stop at
// -1, compute their own rows and arrive on `done` after fence_proxy_async; they never wait for
// each other or for an atomic. n = 64: warp 0 does the producer's work after its rows and a block
// barrier, refilling the buffer of iteration i - 1 (whose store has finished reading it). Rows
// past the end of the last block iteration are computed on stale data and not stored.
constexpr int kBulkBuffers = 3;  // H100, same call: 3 buffers 0.391 / 0.408 / 0.405 ms vs 4: 0.398 / 0.414 / 0.417 (16 / 64 / 256)

/// Consumer side of a ring of NBUF mbarrier-guarded buffers: waits until iteration i's buffer
/// (i % NBUF) has arrived and returns its work item (published by the filling thread before its
/// arrival on the barrier; -1: the end).
template <int NBUF>
__device__ __forceinline__ long long ring_wait(uint64_t* full, const long long* item, int i) {
  const int b = i % NBUF;
  bulk::mbar_wait(&full[b], static_cast<uint32_t>(i / NBUF) & 1u);
  return item[b];
}

/// Producer side of the warp-specialized bulk kernels (one warp): fills every buffer of the ring,
/// then for iteration i waits until buffer b = i % NBUF is computed (`done[b]`, phase i / NBUF),
/// stores it (`store(b, item)`: bulk stores, committed as one group), and refills it once the store
/// has read it (`fill(b)`: the next work item into item[b] and its copies, arming full[b]). The
/// items of a buffer increase, so the first -1 ends the loop after every earlier buffer is stored.
template <int NBUF, typename FILL, typename STORE>
__device__ __forceinline__ void producer_ring(uint64_t* done, const long long* item, const FILL& fill,
                                              const STORE& store) {
#pragma unroll
  for (int b = 0; b < NBUF; ++b) fill(b);
  for (int i = 0;; ++i) {
    const int b = i % NBUF;
    const long long c = item[b];
    if (c < 0) break;
    bulk::mbar_wait(&done[b], static_cast<uint32_t>(i / NBUF) & 1u);
    store(b, c);
    bulk::bulk_wait_read<0>();  // the buffer is read: refill it
    __syncwarp();
    fill(b);
  }
  bulk::bulk_wait_all();
}

template <int N>
struct Bulk {
  static constexpr int LPB = N == 16 ? 64 : N == 64 ? 16 : 4;  // rows per block iteration (8 KB)
  static constexpr int BUF = LPB * N;                          // float2 per buffer
  /// A producer warp moves the data and takes the tickets (the rt_bulk1024 form; H100 +0.3-0.9%,
  /// H200 256 0.87x -> 0.93x cuFFT FP32, NOTES v10). n = 64 keeps warp 0 doing it between its
  /// rows and a block barrier: its producer-form instances spilled 12-32 bytes.
  static constexpr bool PROD = N != 64;
  static constexpr int THREADS = PROD ? 128 + 32 : 128;
};

// n = 256 launch bounds: the scaled instances min 5 blocks (no spill); the others min 4, since with
// the half-MMA radix 16 ptxas gave them 64 registers (6 blocks per SM) and 1D 256 x262144 ran 0.8%
// slower; at 4 (78 registers) it runs 1.0% faster than at 64 (H200, 2026-11-29, NOTES v49 call 1).
template <int P, bool SC, int N, int NBUF>
__global__ void __launch_bounds__(Bulk<N>::THREADS, N == 256 ? (SC ? 5 : 4) : 0) rt_bulk_kernel(const __grid_constant__ RtParams p) {
  pdl_wait();  // before any global access (common/pdl.cuh)
  constexpr int Q = P >= 2 ? 2 : 1, LPB = Bulk<N>::LPB, BUF = Bulk<N>::BUF;
  constexpr bool PROD = Bulk<N>::PROD;
  extern __shared__ __align__(128) float2 smd[];
  __shared__ __align__(8) uint64_t full[NBUF], done[NBUF];  // done: PROD only
  __shared__ long long chunk[NBUF];  // block iteration of each buffer (its first line / LPB), -1: none
  const int lane = threadIdx.x & 31, g = lane >> 2, t = lane & 3, w = threadIdx.x >> 5;
  Tickets tix(p.tickets);
  if (threadIdx.x == 0) {
#pragma unroll
    for (int b = 0; b < NBUF; ++b) {
      bulk::mbar_init(&full[b]);
      if constexpr (PROD) bulk::mbar_init_count(&done[b], 128);
    }
    bulk::fence_init();
  }
  __syncthreads();
  const int64_t nchunks = (p.nlines + LPB - 1) / LPB;
  constexpr uint32_t kRow = N * sizeof(float2);
  // one warp: the next block iteration into buffer b (its number published in chunk[b] before the
  // barrier's arrival, so that the waiting threads see it), or -1 and a bare arrival at the end
  auto fill = [&](int b) {
    long long c = 0;
    if (lane == 0) {
      c = tix.grab();
      if (c >= nchunks) c = -1;
      chunk[b] = c;
    }
    c = __shfl_sync(0xffffffffu, c, 0);
    const int64_t l0 = c * LPB;
    const int nl = c < 0 ? 0 : static_cast<int>(p.nlines - l0 < LPB ? p.nlines - l0 : LPB);
    if (lane == 0) bulk::mbar_expect_tx(&full[b], nl * kRow);
    __syncwarp();
    if (nl == 0) return;
    float2* dst = smd + b * BUF;
    if (p.idist == N) {
      if (lane == 0) bulk::bulk_load(dst, p.in + l0 * N, nl * kRow, &full[b]);
    } else {
      for (int l = lane; l < nl; l += 32) bulk::bulk_load(dst + l * N, p.in + (l0 + l) * p.idist, kRow, &full[b]);
    }
  };
  // one warp: the rows of block iteration c from buffer b, as one bulk group of this thread
  auto store = [&](int b, long long c) {
    const int64_t l0 = c * LPB;
    const int nl = static_cast<int>(p.nlines - l0 < LPB ? p.nlines - l0 : LPB);
    const float2* sm = smd + b * BUF;
    if (p.odist == N) {
      if (lane == 0) bulk::bulk_store(p.out + l0 * N, sm, nl * kRow);
    } else {
      for (int l = lane; l < nl; l += 32) bulk::bulk_store(p.out + (l0 + l) * p.odist, sm + l * N, kRow);
    }
    bulk::bulk_commit();
  };
  if constexpr (PROD) {
    if (w == 4) {  // producer: store iteration i's buffer once computed, refill it for i + NBUF
      producer_ring<NBUF>(done, chunk, fill, store);
      if (lane == 0) tix.finish();
      return;
    }
  } else {
    if (w == 0)
#pragma unroll
      for (int b = 0; b < NBUF; ++b) fill(b);
  }
  MatA16 MA;
  MatA8 M8;
  float2 tw[2][4];
  rows_operands<Q, N>(p, lane, g, t, MA, M8, tw);
  for (int i = 0;; ++i) {
    const long long c = ring_wait<NBUF>(full, chunk, i);
    if (c < 0) break;
    const int b = i % NBUF;
    rows_compute<P, SC, N, LPB, N, false, false>(p, smd + b * BUF, c * LPB, MA, M8, tw, w, g, t);
    bulk::fence_proxy_async();  // the rows' generic writes before the store's async reads
    if constexpr (PROD) {
      bulk::mbar_arrive(&done[b]);  // the compute warps never wait for each other
    } else {
      __syncthreads();
      if (w == 0) {
        store(b, c);
        if (i >= 1) {
          bulk::bulk_wait_read<1>();  // iteration i - 1's store has read its buffer
          fill((i - 1) % NBUF);
        }
      }
    }
  }
  if constexpr (!PROD) {
    if (w == 0) bulk::bulk_wait_all();
    if (threadIdx.x == 0) tix.finish();
  }
}

}  // namespace
}  // namespace tcfft::cuda::kern::rt
