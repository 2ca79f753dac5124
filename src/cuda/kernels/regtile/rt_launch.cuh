// Host side of the register-tile kernels, part 3: the launchers, one per kernel family (grids,
// persistent and static orders, shared memory, instances by compute, scale and layout).
//
// Part of the register-tile kernels' translation unit: included by rt_kernels.cu only (its
// definitions live in an unnamed namespace), after the kernel headers.
#pragma once

#include <cuda_runtime.h>

#include <algorithm>
#include <cstdint>

#include "cuda/kernels/regtile/rt_layouts.cuh"
#include "cuda/kernels/regtile/rt_small.cuh"
#include "cuda/kernels/regtile/rt_staged.cuh"
#include "cuda/kernels/regtile/rt_fused256.cuh"
#include "cuda/kernels/regtile/rt_bulk.cuh"
#include "cuda/kernels/regtile/rt1024.cuh"
#include "cuda/kernels/regtile/rt_ws1024.cuh"
#include "cuda/kernels/regtile/rt16384.cuh"
#include "cuda/kernels/regtile/rt4096.cuh"
#include "cuda/kernels/regtile/rt_plane.cuh"

namespace tcfft::cuda::kern::rt {
namespace {

template <int P, bool SC, int N>
cudaError_t launch_bulk(const RtParams& p, int dev, cudaStream_t st) {
  ++g_bulk_launches;
  const int64_t b = (p.nlines + Bulk<N>::LPB - 1) / Bulk<N>::LPB;
  if constexpr (N == 64) {
    if (g_ring64 == 4 || (g_ring64 == 0 && copy_bound(dev)))
      return run(rt_bulk_kernel<P, SC, N, kBulkBuffers + 1>, Bulk<N>::THREADS,
                 (kBulkBuffers + 1) * Bulk<N>::BUF * sizeof(float2), b, p, dev, st);
  }
  constexpr size_t kSmem = kBulkBuffers * Bulk<N>::BUF * sizeof(float2);
  return run(rt_bulk_kernel<P, SC, N, kBulkBuffers>, Bulk<N>::THREADS, kSmem, b, p, dev, st);
}

/// Launches `kernel` on min(work_blocks, 2^31 - 1) blocks, capped at the blocks that fit on the GPU
/// at once when `persistent` (the kernels loop over their work with G::first / G::next either way).
/// A persistent launch of at most g_static_order_k block iterations per block takes the static
/// order (RtParams::tickets = nullptr: block b takes b, b + G, ...; tickets.cuh) instead of the
/// counter. The counter keeps long loops together (4-10% where blocks run tens of iterations), but
/// its kernels take their first items ahead (the staged kernels two, the bulk ring three or four),
/// so with about one item per block a part of the blocks takes all of them. Same bits either way.
/// (kStaticOrderItemsPerBlock has the measurements.)
int g_static_order_k = kStaticOrderItemsPerBlock;
/// The kernel's arguments after RtParams (kernels with more than one parameter: run_with).
template <typename K, typename... X>
cudaError_t run_args(K kernel, int threads, size_t smem, int64_t work_blocks, const RtParams& p, int dev,
                     cudaStream_t st, bool persistent, bool needs_tickets, const X&... extra) {
  unsigned grid = static_cast<unsigned>(work_blocks < 0x7fffffffLL ? work_blocks : 0x7fffffffLL);
  if (smem > 48 * 1024) {
    cudaError_t e = cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, static_cast<int>(smem));
    if (e != cudaSuccess) return e;
  }
  if (persistent) {
    cudaError_t e = persistent_grid(reinterpret_cast<const void*>(kernel), dev, 0, threads, smem, &grid);
    if (e != cudaSuccess) return e;
  }
  if (grid < 1) grid = 1;
  RtParams q = p;
  if (persistent && !needs_tickets && p.tickets != nullptr &&
      work_blocks <= static_cast<int64_t>(g_static_order_k) * static_cast<int64_t>(grid)) {
    q.tickets = nullptr;
    ++g_static_order_launches;
  }
  // programmatic dependent launch (common/pdl.cuh: every kernel here waits for the previous grid at
  // its top)
  return launch_programmatic(kernel, dim3(grid), dim3(static_cast<unsigned>(threads)), smem, st, q, extra...);
}
template <typename K>
cudaError_t run(K kernel, int threads, size_t smem, int64_t work_blocks, const RtParams& p, int dev, cudaStream_t st,
                bool persistent = true, bool needs_tickets = false) {
  return run_args(kernel, threads, smem, work_blocks, p, dev, st, persistent, needs_tickets);
}
/// run for a persistent kernel whose second parameter is `extra` (rt_staged1024_kernel: its map).
template <typename K, typename X>
cudaError_t run_with(K kernel, int threads, size_t smem, int64_t work_blocks, const RtParams& p, const X& extra, int dev,
                     cudaStream_t st) {
  return run_args(kernel, threads, smem, work_blocks, p, dev, st, true, false, extra);
}

/// Whether the strided staged 1024 kernels take the tensor-map L2 lead (set_line_prefetch_maps), and
/// their launches with a map (line_prefetch_map_launches).
bool g_line_maps = true;
std::atomic<unsigned long long> g_line_map_launches{0};

/// Whether the staged TC_SPLIT 1024-point passes that are post-twiddled or read contiguous lines run
/// the warp-specialized form rt_ws1024_kernel (set_ws1024), and its launches.
bool g_ws1024 = true;
std::atomic<unsigned long long> g_ws1024_launches{0};

/// The tensor map of p's input lines for the staged 1024 kernels' L2 lead (line_prefetch_map.h): a
/// strided input (element stride > 1) whose lines are adjacent within up to two line dimensions
/// (inner lines 1 apart, an outer stride), boxes of pl lines x 256 of the len elements; else ok = 0.
/// Counts the launches that get one (the caller launches right after).
LinePrefetchMap strided_lines_map(const RtParams& p, int pl, int len) {
  const LinePrefetchMap none{};  // ok = 0
  if (!g_line_maps || p.is <= 1) return none;
  int64_t inner = p.nlines, outer = 1, ostride = p.is * len;  // one line dimension: lines 1 apart
  if (p.nl1 > 0) {
    if (p.nlm != 1 || p.idist1 != 1) return none;
    inner = p.nl1;
    outer = p.nlines / p.nl1;
    ostride = p.idist;
  } else if (p.idist != 1) {
    return none;
  }
  const LinePrefetchMap m = make_line_prefetch_map(p.in, p.is, inner, outer, ostride, pl, len);
  if (m.ok) ++g_line_map_launches;
  return m;
}

constexpr size_t kLean4096Smem = 2 * 4096 * sizeof(float2);

/// Blocks of rt4096_lean_kernel<P, SC> that fit on device `dev` at once (cached per device).
template <int P, bool SC>
cudaError_t lean4096_slots(int dev, int64_t* slots) {
  const auto kernel = rt4096_lean_kernel<P, SC>;
  // the shared-memory opt-in first: the occupancy query behind persistent_grid counts 0 blocks
  // of 64 KB without it
  cudaError_t e =
      cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, static_cast<int>(kLean4096Smem));
  if (e != cudaSuccess) return e;
  unsigned s = 0xffffffffu;
  e = persistent_grid(reinterpret_cast<const void*>(kernel), dev, 0, k4096Threads, kLean4096Smem, &s);
  *slots = s;
  return e;
}

/// Whether a contiguous TC_SPLIT 4096 pass (the float stage 0 rule) takes rt4096_lean_kernel:
/// lines enough for its schedule (lean_enough), fewer than 2^31, 16-byte aligned, the lane table.
/// `slots` gets the blocks that fit at once (for launch_lean4096).
template <int P, bool SC>
bool lean4096(const PassArgsF32& a, const RtParams& p, int dev, int64_t* slots) {
  if (!g_lean || !g_async || p.lt == nullptr || p.nlines > INT32_MAX || !lines_aligned16(a.in, p.idist) ||
      !lines_aligned16(a.out, p.odist))
    return false;
  return lean4096_slots<P, SC>(dev, slots) == cudaSuccess && lean_enough(p.nlines, *slots);
}

/// rt4096_lean_kernel on the grid of lean_schedule(lines, slots).
template <int P, bool SC>
cudaError_t launch_lean4096(const RtParams& p, int64_t slots, int dev, cudaStream_t st) {
  const LeanSchedule s = lean_schedule(p.nlines, slots);
  RtParams q = p;
  q.lean_lines = s.main_lines;
  q.lean_blocks = s.main_blocks;
  return run(rt4096_lean_kernel<P, SC>, k4096Threads, kLean4096Smem, s.blocks(), q, dev, st, false);
}

int g_variant = 0;

/// Development variant (P = 2, scale 1, contiguous, lane tables): without the prefetch of the
/// next transform (measured slower everywhere; NOTES.md v4 also lists the register-capped
/// variants that were tried and removed because they spilled).
cudaError_t launch_variant(const PassArgsF32& a, const RtParams& p, int dev, cudaStream_t st) {
  if (a.n == 64) {
    const bool v4 = lines_aligned16(a.out, p.odist);
    const int64_t blocks = (p.nlines + 15) / 16;
    return v4 ? run(rt64_kernel<2, true, false, false>, 128, 0, blocks, p, dev, st)
              : run(rt64_kernel<2, false, false, false>, 128, 0, blocks, p, dev, st);
  }
  if (a.n == 1024) return run(rt1024_kernel<2, false, true, false>, k1024Threads, 0, p.nlines, p, dev, st);
  return run(rt4096_kernel<2, false, true, false>, k4096Threads, 2 * 4096 * sizeof(float2), p.nlines, p, dev, st);
}

/// Lines of 2M with the radix-2 tail (is_d2): always the staged kernels (d2_layout), LPB / 2 parent
/// lines per block iteration.
template <int P, bool SC>
cudaError_t launch_d2(const PassArgsF32& a, const RtParams& p, int dev, cudaStream_t st) {
  const bool tw = p.ptw != nullptr, lt = p.lt != nullptr;
  auto blocks = [&](int parents) { return (p.nlines + parents - 1) / parents; };
  switch (a.n) {
    case 8192: {
      if (!tw && a.in_stride == 1 && a.out_stride == 1) {  // contiguous lines: one per block
        constexpr int L = kStaged8192RowsContiguous;
        const size_t smem = (L * (4096 + 32 / L) + 4096) * sizeof(float2);
        const int64_t b = blocks(L / 2);
        return lt ? run(rt_staged4096_kernel<P, SC, true, false, true, L>, k4096Threads, smem, b, p, dev, st)
                  : run(rt_staged4096_kernel<P, SC, false, false, true, L>, k4096Threads, smem, b, p, dev, st);
      }
      constexpr int L = kStaged8192Rows;
      const size_t smem = (L * (4096 + 32 / L) + 4096) * sizeof(float2);
      const int64_t b = blocks(L / 2);
      return tw ? (lt ? run(rt_staged4096_kernel<P, SC, true, true, true, L>, k4096Threads, smem, b, p, dev, st)
                      : run(rt_staged4096_kernel<P, SC, false, true, true, L>, k4096Threads, smem, b, p, dev, st))
                : (lt ? run(rt_staged4096_kernel<P, SC, true, false, true, L>, k4096Threads, smem, b, p, dev, st)
                      : run(rt_staged4096_kernel<P, SC, false, false, true, L>, k4096Threads, smem, b, p, dev, st));
    }
    case 2048: {
      constexpr int L = kStaged1024Lines;
      constexpr size_t smem = kStaged1024Smem;
      const int64_t b = blocks(L / 2);
      const LinePrefetchMap pf = lt && !tw ? strided_lines_map(p, L / 2, 2048) : LinePrefetchMap{};
      return tw ? (lt ? run_with(rt_staged1024_kernel<P, SC, true, true, true>, kStaged1024Threads, smem, b, p, pf, dev, st)
                      : run_with(rt_staged1024_kernel<P, SC, false, true, true>, kStaged1024Threads, smem, b, p, pf, dev, st))
                : (lt ? run_with(rt_staged1024_kernel<P, SC, true, false, true>, kStaged1024Threads, smem, b, p, pf, dev, st)
                      : run_with(rt_staged1024_kernel<P, SC, false, false, true>, kStaged1024Threads, smem, b, p, pf, dev, st));
    }
    case 512: {
      if (!tw && !(a.in_stride == 1 && a.out_stride == 1)) {  // Staged: WIDE
        using S = Staged<256, true>;
        const int64_t b = blocks(S::LPB / 2);
        return g_async ? run(rt_staged_kernel<P, SC, 256, false, true, true, true>, 128,
                             2 * S::SMEM * sizeof(float2), b, p, dev, st)
                       : run(rt_staged_kernel<P, SC, 256, false, false, true, true>, 128, S::SMEM * sizeof(float2),
                             b, p, dev, st);
      }
      const int64_t b = blocks(Staged<256>::LPB / 2);
      if (g_async)
        return tw ? run(rt_staged_kernel<P, SC, 256, true, true, true>, 128, 0, b, p, dev, st)
                  : run(rt_staged_kernel<P, SC, 256, false, true, true>, 128, 0, b, p, dev, st);
      return tw ? run(rt_staged_kernel<P, SC, 256, true, false, true>, 128, 0, b, p, dev, st)
                : run(rt_staged_kernel<P, SC, 256, false, false, true>, 128, 0, b, p, dev, st);
    }
    case 32: {  // no post-twiddle (supported): those instances spilled 4-12 bytes
      if (tw) return cudaErrorInvalidValue;
      const int64_t b = blocks(Staged<16>::LPB / 2);
      return g_async ? run(rt_staged_kernel<P, SC, 16, false, true, true>, 128, 0, b, p, dev, st)
                     : run(rt_staged_kernel<P, SC, 16, false, false, true>, 128, 0, b, p, dev, st);
    }
    case 128: {
      if (!tw && !(a.in_stride == 1 && a.out_stride == 1)) {  // Staged: WIDE
        const int64_t b = blocks(Staged<64, true>::LPB / 2);
        return g_async ? run(rt_staged_kernel<P, SC, 64, false, true, true, true>, 128, 0, b, p, dev, st)
                       : run(rt_staged_kernel<P, SC, 64, false, false, true, true>, 128, 0, b, p, dev, st);
      }
      const int64_t b = blocks(Staged<64>::LPB / 2);
      if (g_async)
        return tw ? run(rt_staged_kernel<P, SC, 64, true, true, true>, 128, 0, b, p, dev, st)
                  : run(rt_staged_kernel<P, SC, 64, false, true, true>, 128, 0, b, p, dev, st);
      return tw ? run(rt_staged_kernel<P, SC, 64, true, false, true>, 128, 0, b, p, dev, st)
                : run(rt_staged_kernel<P, SC, 64, false, false, true>, 128, 0, b, p, dev, st);
    }
    default: return cudaErrorInvalidValue;
  }
}

template <int P, bool SC, bool ST>
cudaError_t launch_pss(const PassArgsF32& a, const RtParams& p, int dev, cudaStream_t st) {
  const bool lt = p.lt != nullptr;
  if (!ST && P == 2 && !SC && g_variant != 0 && (a.n == 64 || (lt && (a.n == 1024 || a.n == 4096))))
    return launch_variant(a, p, dev, st);
  const int64_t block_lines = ST ? (p.nlines + 3) / 4 : p.nlines;  // ST: four adjacent lines per block
  // strided lines with adjacent neighbours: stage them through shared memory (coalesced)
  if (ST && staged_layout(a)) {
    const bool tw = p.ptw != nullptr;
    if (a.n == 4096) {
      constexpr int L = kStaged4096Lines;
      const size_t smem = (L * (4096 + 32 / L) + 4096) * sizeof(float2);
      const int64_t b = (p.nlines + L - 1) / L;
      return tw ? (lt ? run(rt_staged4096_kernel<P, SC, true, true>, k4096Threads, smem, b, p, dev, st)
                      : run(rt_staged4096_kernel<P, SC, false, true>, k4096Threads, smem, b, p, dev, st))
                : (lt ? run(rt_staged4096_kernel<P, SC, true, false>, k4096Threads, smem, b, p, dev, st)
                      : run(rt_staged4096_kernel<P, SC, false, false>, k4096Threads, smem, b, p, dev, st));
    }
    if (a.n == 1024) {
      constexpr int L = kStaged1024Lines;
      constexpr size_t smem = kStaged1024Smem;
      const int64_t b = (p.nlines + L - 1) / L;
      // strided input, no post-twiddle (2D / 3D columns): block iterations in order from the counter
      // (H100, 2026-11-22, same call: 2D 1024^2 x64 1.064 -> 0.990 ms). Not with a post-twiddle or a
      // contiguous input (1D 2^18 / 2^20 four-step passes: -1.4% .. +1.6%, within what the order moves),
      // nor in the staged 4096 kernel (2D 4096^2 x4 +2.7%, 8192^2 +9%); NOTES v15.
      // the tensor-map lead for strided lines without a post-twiddle (2D / 3D columns): H200, same
      // process against 55cdb29, 2D 1024^2 x64 -4.9% (NOTES v53 call 5); on the four-step's
      // post-twiddled first pass (1D 2^20 x64, cold input) +1.3% (call 4), so not there
      // TC_SPLIT passes with a post-twiddle or a contiguous input (the four-step passes): the
      // warp-specialized form (rt_ws1024.cuh, 4 groups + 4 producer warps). H200, same binary, two
      // rounds (NOTES v58 call 4): 1D 2^20 x64 0.875 -> 0.811 ms (-7.4%), 2^18 x256 0.716 -> 0.708
      // (-1.2%). Not the strided columns without a post-twiddle (2D / 3D), where the staged kernel's
      // in-order items and L2 lead keep it ahead: 2D 1024^2 x64 0.670 -> 0.688 (+2.6%), 3D 1024 x64 x64
      // x16 +0.9%.
      if constexpr (P == 2) {
        if (g_ws1024 && lt && (tw || a.in_stride == 1)) {
          ++g_ws1024_launches;
          constexpr int G = kWs1024Groups, W = kWs1024Producers;
          return tw ? run(rt_ws1024_kernel<P, SC, true, G, W>, kWs1024Threads<G, W>, kWs1024Smem<G>, b, p, dev, st)
                    : run(rt_ws1024_kernel<P, SC, false, G, W>, kWs1024Threads<G, W>, kWs1024Smem<G>, b, p, dev, st);
        }
      }
      const LinePrefetchMap pf = lt && !tw ? strided_lines_map(p, L, 1024) : LinePrefetchMap{};
      if (!tw && lt && a.in_stride > 1)
        return run_with(rt_staged1024_kernel<P, SC, true, false, false, true>, kStaged1024Threads, smem, b, p, pf, dev, st);
      return tw ? (lt ? run_with(rt_staged1024_kernel<P, SC, true, true>, kStaged1024Threads, smem, b, p, pf, dev, st)
                      : run_with(rt_staged1024_kernel<P, SC, false, true>, kStaged1024Threads, smem, b, p, pf, dev, st))
                : (lt ? run_with(rt_staged1024_kernel<P, SC, true, false>, kStaged1024Threads, smem, b, p, pf, dev, st)
                      : run_with(rt_staged1024_kernel<P, SC, false, false>, kStaged1024Threads, smem, b, p, pf, dev, st));
    }
    if (a.n == 64) {
      // strided input without a post-twiddle: 32 rows per block iteration (WIDE, 256-byte segments;
      // H100, 2026-11-22, same call: 3D 64^3 x512 1.900 -> 1.850 ms, 64x128x128 x64 1.288 -> 1.265)
      if (!tw && g_async && a.in_stride > 1) {
        using S = Staged<64, true>;
        return run(rt_staged_kernel<P, SC, 64, false, true, false, true>, 128, 0, (p.nlines + S::LPB - 1) / S::LPB,
                   p, dev, st);
      }
      const int64_t b = (p.nlines + Staged<64>::LPB - 1) / Staged<64>::LPB;
      if (g_async)
        return tw ? run(rt_staged_kernel<P, SC, 64, true, true>, 128, 0, b, p, dev, st)
                  : run(rt_staged_kernel<P, SC, 64, false, true>, 128, 0, b, p, dev, st);
      return tw ? run(rt_staged_kernel<P, SC, 64, true, false>, 128, 0, b, p, dev, st)
                : run(rt_staged_kernel<P, SC, 64, false, false>, 128, 0, b, p, dev, st);
    }
    // 256-point lines without a post-twiddle read with an element stride (2D / 3D columns): 16 rows
    // per block iteration (WIDE, 128-byte segments; H100, 2026-11-22, same call: 3D 256^3 x8 3.19 ->
    // 2.61 ms, 2D 256^2 x1024 0.92 -> 0.83, 3D 64x256x256 x16 1.336 -> 1.252; NOTES.md v12) where the
    // copies are not what sets the pace (kCopyBoundGBsPerSM) and the stride is at least 64 KB. Else 8
    // rows: its two buffers take half the shared memory, so 4 blocks fit per SM instead of 3, and the
    // pass was latency bound (H200 3D 256^3 column pass at 40% issue, 0.62 eligible warps). Same bits.
    // 8 rows against 16, same calls (NOTES v36): H200 3D 256^3 x8 -2.4%, 2D 256x1024 x256 -3.7%,
    // 256x4096 x64 -3.9%, 3D 256x64x64 x64 -3.5%; H100 -2.7% / -1.8% / -1.8% at strides of 8 / 32 /
    // 32 KB but +4.6% at 3D 256^3's 512 KB. Not where only the output is strided (the four-step rows
    // of 1D 2^14 ... 2^16): 0.871 -> 0.923, 0.971 -> 1.019, 0.990 -> 1.046 ms with 16 rows (v12).
    const bool wide = a.in_stride * static_cast<int64_t>(sizeof(float2)) >= 64 * 1024 && !copy_bound(dev);
    if (!tw && g_async && a.in_stride > 1 && wide) {
      using S = Staged<256, true>;
      return run(rt_staged_kernel<P, SC, 256, false, true, false, true>, 128, 2 * S::SMEM * sizeof(float2),
                 (p.nlines + S::LPB - 1) / S::LPB, p, dev, st);
    }
    const int64_t b = (p.nlines + Staged<256>::LPB - 1) / Staged<256>::LPB;
    if (g_async)
      return tw ? run(rt_staged_kernel<P, SC, 256, true, true>, 128, 0, b, p, dev, st)
                : run(rt_staged_kernel<P, SC, 256, false, true>, 128, 0, b, p, dev, st);
    return tw ? run(rt_staged_kernel<P, SC, 256, true, false>, 128, 0, b, p, dev, st)
              : run(rt_staged_kernel<P, SC, 256, false, false>, 128, 0, b, p, dev, st);
  }
  switch (a.n) {
    case 64: {
      const bool v4 = !ST && lines_aligned16(a.out, p.odist);
      const int64_t blocks = (p.nlines + 15) / 16;
      // (no prefetch in the strided case: its extra address registers spilled)
      return v4 ? run(rt64_kernel<P, true, SC, true, false>, 128, 0, blocks, p, dev, st)
                : run(rt64_kernel<P, false, SC, !ST, ST>, 128, 0, blocks, p, dev, st);
    }
    case 256: return run(rt256_kernel<P, SC, ST>, 128, 0, (p.nlines + 3) / 4, p, dev, st);
    case 1024:
      return lt ? run(rt1024_kernel<P, SC, true, true, 0, ST>, k1024Threads, 0, block_lines, p, dev, st)
                : run(rt1024_kernel<P, SC, false, true, 0, ST>, k1024Threads, 0, block_lines, p, dev, st);
    case 4096: {
      if constexpr (P == 2 && !ST) {
        // (P == 2 here is the float stage 0 rule: a non-staged 4096 pass has no post-twiddle)
        int64_t slots = 0;
        if (lean4096<P, SC>(a, p, dev, &slots)) {
          ++g_lean_launches;
          return launch_lean4096<P, SC>(p, slots, dev, st);
        }
      }
      // cp.async and the 16-byte copy-out need 16-byte aligned line starts
      if (!ST && g_async && lines_aligned16(a.in, p.idist) && lines_aligned16(a.out, p.odist)) {
        const size_t smem = 3 * 4096 * sizeof(float2);
        // TC_FP16 with a lane table: 16 warps, two blocks per SM (k4096Fp16Warps); without one (stream
        // capture) that form spills (28 bytes at 64 registers), so it keeps 8 warps
        // (the 8-warp TC_FP16 form with a table is not instantiated: unused, and it spilled 28-32 bytes)
        if constexpr (P == 1) {
          return lt ? run(rt4096_kernel<P, SC, true, true, 2, false, true, k4096Fp16Warps>, 32 * k4096Fp16Warps, smem,
                          block_lines, p, dev, st)
                    : run(rt4096_kernel<P, SC, false, true, 0, false, true>, k4096Threads, smem, block_lines, p, dev, st);
        } else {
          return lt ? run(rt4096_kernel<P, SC, true, true, 0, false, true>, k4096Threads, smem, block_lines, p, dev, st)
                    : run(rt4096_kernel<P, SC, false, true, 0, false, true>, k4096Threads, smem, block_lines, p, dev, st);
        }
      }
      const size_t smem = 2 * 4096 * sizeof(float2);
      return lt ? run(rt4096_kernel<P, SC, true, true, 0, ST>, k4096Threads, smem, block_lines, p, dev, st)
                : run(rt4096_kernel<P, SC, false, true, 0, ST>, k4096Threads, smem, block_lines, p, dev, st);
    }
    default: return cudaErrorInvalidValue;
  }
}

/// n = 16384: 16 warps with the lane tables; without them (stream capture) 8 warps, since the
/// 16-warp form (128 registers) spilled 16 bytes there with the output scale.
template <int P, bool SC>
cudaError_t launch16384(const PassArgsF32& a, const RtParams& p, int dev, cudaStream_t st) {
  const bool lt = p.lt != nullptr, v4 = lines_aligned16(a.out, p.odist);
  constexpr size_t s4 = smem16384(k16384Groups), s2 = smem16384(2);
  if (v4)
    return lt ? run(rt16384_kernel<P, SC, true, true>, k16384Threads, s4, p.nlines, p, dev, st)
              : run(rt16384_kernel<P, SC, false, true, 2>, 256, s2, p.nlines, p, dev, st);
  return lt ? run(rt16384_kernel<P, SC, true, false>, k16384Threads, s4, p.nlines, p, dev, st)
            : run(rt16384_kernel<P, SC, false, false, 2>, 256, s2, p.nlines, p, dev, st);
}

constexpr size_t kBulk1024Smem = (kBulkBuffers * kBulk1024Row + 1024) * sizeof(float2);

/// Blocks of the one-store-copy bulk 1024 kernel that fit on device `dev` at once (its unscaled
/// instance stands for both: the threshold only needs the order of magnitude).
cudaError_t bulk1024_out1_slots(int dev, bool lt, int64_t* slots) {
  const void* k = lt ? reinterpret_cast<const void*>(rt_bulk1024_kernel<2, false, true, true>)
                     : reinterpret_cast<const void*>(rt_bulk1024_kernel<2, false, false, true>);
  unsigned s = 0xffffffffu;
  const cudaError_t e = persistent_grid(k, dev, 0, kBulk1024Threads, kBulk1024Smem, &s);
  *slots = s;
  return e;
}

/// Lines per resident block from which a TC_SPLIT 1024 pass on device `dev` stores each line by one
/// copy (-1: never): kOut1LinesPerBlock on devices whose copies set the pace (kCopyBoundGBsPerSM),
/// unless set_bulk1024_out1 forced a value.
int out1_lines_per_block(int dev) {
  if (g_out1_lpb != kDefaultOut1) return g_out1_lpb < 0 ? -1 : g_out1_lpb;
  return copy_bound(dev) ? kOut1LinesPerBlock : -1;
}

/// Contiguous 16-byte aligned n = 1024 lines (rt_bulk1024_kernel). TC_SPLIT (the float stage 0)
/// stores each line by one copy (OUT1) where the pass has at least out1_lines_per_block lines per
/// block that fits at once, else by 16 chunk copies (see the kernel).
template <int P, bool SC>
cudaError_t launch_bulk1024(const RtParams& p, int dev, cudaStream_t st) {
  ++g_bulk_launches;
  if constexpr (P == 2) {
    int64_t slots = 0;
    const int lpb = out1_lines_per_block(dev);
    if (lpb >= 0 && bulk1024_out1_slots(dev, p.lt != nullptr, &slots) == cudaSuccess && p.nlines >= lpb * slots) {
      ++g_out1_launches;
      return p.lt != nullptr
                 ? run(rt_bulk1024_kernel<P, SC, true, true>, kBulk1024Threads, kBulk1024Smem, p.nlines, p, dev, st)
                 : run(rt_bulk1024_kernel<P, SC, false, true>, kBulk1024Threads, kBulk1024Smem, p.nlines, p, dev, st);
    }
  }
  return p.lt != nullptr
             ? run(rt_bulk1024_kernel<P, SC, true, false>, kBulk1024Threads, kBulk1024Smem, p.nlines, p, dev, st)
             : run(rt_bulk1024_kernel<P, SC, false, false>, kBulk1024Threads, kBulk1024Smem, p.nlines, p, dev, st);
}

template <int P, bool SC>
cudaError_t launch_ps(const PassArgsF32& a, const RtParams& p, int dev, cudaStream_t st) {
  if (is_d2(a.n)) return launch_d2<P, SC>(a, p, dev, st);
  if (a.n == 16384) return launch16384<P, SC>(a, p, dev, st);
  if (bulk_layout(a)) {
    switch (a.n) {
      case 16: return launch_bulk<P, SC, 16>(p, dev, st);
      case 64: return launch_bulk<P, SC, 64>(p, dev, st);
      case 256: return launch_bulk<P, SC, 256>(p, dev, st);
      case 1024: return launch_bulk1024<P, SC>(p, dev, st);
      default: break;
    }
  }
  const bool general = p.is != 1 || p.os != 1 || p.nl1 > 0;
  return general ? launch_pss<P, SC, true>(a, p, dev, st) : launch_pss<P, SC, false>(a, p, dev, st);
}

template <int P>
cudaError_t launch_p(const PassArgsF32& a, const RtParams& p, int dev, cudaStream_t st) {
  return p.scale != 1.0f ? launch_ps<P, true>(a, p, dev, st) : launch_ps<P, false>(a, p, dev, st);
}

}  // namespace
}  // namespace tcfft::cuda::kern::rt
