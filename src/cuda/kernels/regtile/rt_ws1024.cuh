// The warp-specialized staged 1024 kernel (rt_ws1024_kernel): 1024-point lines whose neighbours are
// adjacent in memory on a strided side, without block barriers. Launched for the four-step passes
// (post-twiddled, or contiguous lines in); the 2D / 3D columns keep rt_staged1024_kernel.
//
// Part of the register-tile kernels' translation unit: included by rt_kernels.cu only (its
// definitions live in an unnamed namespace). Stage order and twiddles: docs/numerics.md §1.
#pragma once

#include "cuda/kernels/regtile/rt1024.cuh"

namespace tcfft::cuda::kern::rt {
namespace {

// rt_staged1024_kernel stages 8 lines per block iteration and runs copy-in, compute and store as
// three block-wide phases (two blocks of 8 warps per SM overlap each other's phases, at its
// 128-register cap). Its passes run at ~0.41 ms per 2^26 points on the H200 against the bulk rows'
// 0.265.
// This form keeps the same rows (8 lines of kRow1024 slots, row_slot_1024) and the same arithmetic
// per line (T1024's float stage 0 on two rows at once, stages 1-2, outputs back into the row), but
// one block per SM holds a ring of two tiles, and nothing in it waits at a block barrier:
// - NPW producer warps copy a tile's 8 lines in (8-byte cp.async, 64-byte segments per element
//   index on a strided side), completes them on the tile's `full` mbarrier
//   (cp.async.mbarrier.arrive), and once the tile's `done` mbarrier says every output is back in
//   the rows, stores them (8-byte loads and stores, the same segments) and refills the buffer with
//   the tile two ahead;
// - GRP groups of 4 warps take the line pairs of the tiles in turn (pair q of tile k is
//   global pair 4k + q; group g takes pairs g, g + G, ...), each with its own y0 buffers and named
//   barrier, and arrive on the tile's `done` after their pair.
// Tiles in the static order (block b takes tiles b, b + grid, ...; the counter is not used), so
// producer and groups agree on the sequence without communicating. Same bits as
// rt_staged1024_kernel (the same per-line code; GpuWs1024 compares them).
constexpr int kWs1024Lines = 8, kWs1024Buffers = 2;
// The launched form: 4 groups (16 compute warps, 96 registers) and 4 producer warps, 640 threads,
// 197 KB. H200, same binary (NOTES v58 calls 2-4), 1D 2^20 x64: 1 producer warp and 3 groups
// 1.176 ms, 2 / 4 producers with 3 groups 0.910 / 0.897, 4 groups with 2 / 4 producers 0.888 / 0.811,
// 5 groups with 2 (80 registers, 24 bytes spilled) 1.010 (a form the assertion in the kernel now
// rejects: with 5 groups a group can skip a tile, see there); the staged kernel 0.875.
constexpr int kWs1024Groups = 4, kWs1024Producers = 4;
template <int GRP, int NPW>
constexpr int kWs1024Threads = 128 * GRP + 32 * NPW;
constexpr int kWs1024Y0 = 2048 + 2;  // per group: y0 of two rows, then the §4.8 maxima of both
template <int GRP>
constexpr size_t kWs1024Smem =
    (static_cast<size_t>(kWs1024Buffers) * kWs1024Lines * kRow1024 + static_cast<size_t>(GRP) * kWs1024Y0) *
    sizeof(float2);

__device__ __forceinline__ void cp_async_mbar_arrive(uint64_t* bar) {
  asm volatile("cp.async.mbarrier.arrive.noinc.shared::cta.b64 [%0];\n" ::"r"(bulk::saddr(bar)) : "memory");
}

template <int P, bool SC, bool TW, int GRP, int NPW>
__global__ void __launch_bounds__(kWs1024Threads<GRP, NPW>, 1) rt_ws1024_kernel(const __grid_constant__ RtParams p) {
  pdl_wait();  // before any global access (common/pdl.cuh)
  static_assert(P == 2, "the float stage 0 rule (TC_SPLIT, 2 terms)");
  // A group takes every GRP-th of the 4 line pairs per tile, so with GRP <= 4 it takes a pair of
  // every tile and waits for each phase of a buffer's `full` in order. With more groups it could
  // skip a tile and then wait for a phase two ahead of the buffer's current one, which a parity wait
  // reports as complete (NOTES v59, the same hazard in a 4096 probe).
  static_assert(GRP >= 1 && GRP <= 4, "each group must take a pair of every tile");
  constexpr int LPB = kWs1024Lines, NB = kWs1024Buffers, RP = kRow1024;
  constexpr int PT = 32 * NPW, TILE = LPB * RP, KS = PT / LPB;  // producer threads, element step
  using TT = T1024<P, true, true, true>;
  using SW = SwzRow1024;
  using G = Geo<true>;
  extern __shared__ float2 sm[];  // NB tiles of LPB rows, then kWs1024Y0 per group
  __shared__ __align__(8) uint64_t full[NB], done[NB];
  const int64_t ntiles = (p.nlines + LPB - 1) / LPB;
  const int64_t nk = static_cast<int64_t>(blockIdx.x) < ntiles ? (ntiles - 1 - blockIdx.x) / gridDim.x + 1 : 0;
  if (threadIdx.x == 0) {
#pragma unroll
    for (int b = 0; b < NB; ++b) {
      bulk::mbar_init_count(&full[b], PT);             // every producer thread, once its copies land
      bulk::mbar_init_count(&done[b], 4 * k1024Threads);  // the tile's 4 pairs, every thread of their group
    }
    bulk::fence_init();
  }
  __syncthreads();  // the only block-wide barrier
  auto tile_l0 = [&](int64_t k) { return (static_cast<int64_t>(blockIdx.x) + k * gridDim.x) * LPB; };
  if (threadIdx.x >= GRP * k1024Threads) {  // producer warps
    const int pt = static_cast<int>(threadIdx.x) - GRP * k1024Threads;
    // staging map of PT threads (StageMap's): adjacent lines row fastest, contiguous ones element fastest
    const bool kin = p.is == 1, kout = p.os == 1;
    const int li = kin ? pt / KS : pt % LPB, ki = kin ? pt % KS : pt / LPB;
    const int lo = kout ? pt / KS : pt % LPB, ko = kout ? pt % KS : pt / LPB;
    const int si = SW::f(ki), so = SW::f(ko);
    auto load = [&](int64_t k) {
      const int64_t l0 = tile_l0(k), line = l0 + li;
      const bool ok = line < p.nlines;
      const float2* src = G::in_line(p, ok ? line : l0) + G::ei(p, ki);
      float2* const row = sm + (k % NB) * TILE + li * RP;
#pragma unroll 8
      for (int i = 0; i < 1024 / KS; ++i) cp_async8_zfill(row + (si ^ SW::f(KS * i)), src + G::ei(p, KS * i), ok);
      cp_async_commit();
      cp_async_mbar_arrive(&full[k % NB]);
    };
    auto store = [&](int64_t k) {
      bulk::mbar_wait(&done[k % NB], static_cast<uint32_t>(k / NB) & 1u);
      const int64_t line = tile_l0(k) + lo;
      if (line < p.nlines) {
        float2* dst = G::out_line(p, line) + G::eo(p, ko);
        const float2* row = sm + (k % NB) * TILE + lo * RP;
#pragma unroll 8
        for (int i = 0; i < 1024 / KS; ++i) dst[G::eo(p, KS * i)] = row[so ^ SW::f(KS * i)];
      }
      // every producer thread's reads of the buffer before any copy refills it (the load and store
      // maps differ where one side is contiguous and the other strided)
      asm volatile("bar.sync %0, %1;" ::"n"(1 + GRP), "n"(PT) : "memory");
    };
    for (int64_t k = 0; k < nk; ++k) {
      if (k >= NB) store(k - NB);
      load(k);
    }
    for (int64_t k = nk > NB ? nk - NB : 0; k < nk; ++k) store(k);
    return;
  }
  // compute groups
  const int grp = static_cast<int>(threadIdx.x) / k1024Threads;
  float2* const y0b = sm + NB * TILE + kWs1024Y0 * grp;
  uint32_t* const lmg = reinterpret_cast<uint32_t*>(y0b + 2048);
  const TT T(p);
  const uint32_t b_out = SW::f(TT::out_thread()) << 3;
  const int h = TT::tid() >> 6;  // float stage 0: threads 0-63 the pair's first row, 64-127 its second
  const uint32_t bj = static_cast<uint32_t>(SW::f(TT::tid() & 63)) << 3;
  for (int64_t q = grp; q < 4 * nk; q += GRP) {
    const int64_t k = q >> 2;
    const int r0 = 2 * static_cast<int>(q & 3);  // the pair's rows r0, r0 + 1
    float2* const rows = sm + (k % NB) * TILE;
    const int64_t l0 = tile_l0(k);
    bulk::mbar_wait(&full[k % NB], static_cast<uint32_t>(k / NB) & 1u);
    {
      float2* const row = rows + (r0 + h) * RP;
      T.template stage0_float<true>([&](int r) { return at(row, bj, SW::f(64 * r)); }, y0b + 1024 * h, lmg, p.dir);
    }
    asm volatile("bar.sync %0, %1;" ::"r"(1 + grp), "n"(k1024Threads) : "memory");  // both y0 complete
#pragma unroll 1
    for (int s = 0; s < 2; ++s) {
      const int l = r0 + s;
      float2* const row = rows + l * RP;
      const int c = static_cast<int>(tw_col_if<TW>(p, l0 + l));
      const int e0 = c * 1024 + post_twiddle_pos_1024(TT::out_thread());
      T.stages12(y0b + 1024 * s, TT::max_line_word(lmg + 2 * s), [&](int kc, float2 z) {
        at(row, b_out, SW::f(kc)) = scaled<SC>(p, post_tw_at<TW>(p, c, TT::out_thread() + kc, e0 + 8 * kc, z));
      });
    }
    // every warp of the group has read both y0 buffers (the next pair overwrites them); the
    // arrivals below release this thread's outputs to the producer
    asm volatile("bar.sync %0, %1;" ::"r"(1 + grp), "n"(k1024Threads) : "memory");
    bulk::mbar_arrive(&done[k % NB]);
  }
}

}  // namespace
}  // namespace tcfft::cuda::kern::rt
