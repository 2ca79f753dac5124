// Register-tile tensor-core kernels: the host side (selection of a kernel for each pass, launch,
// device tables). The kernels are in the headers included below, one per kernel family, in
// this order (regtile.h has the interface, rt_stage.cuh the stages). Stage order and twiddles are
// docs/numerics.md §1; the shared-memory swizzles are checked for bank conflicts by
// tools/kernel_dev/swizzle_check.py.
#include <cuda_runtime.h>

#include <algorithm>
#include <atomic>
#include <map>
#include <mutex>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

#include "cuda/kernels/regtile/rt_params.cuh"
#include "cuda/kernels/regtile/rt_lane_tables.cuh"
#include "cuda/kernels/regtile/rt_stage_pairs.cuh"
#include "cuda/kernels/regtile/rt_small.cuh"
#include "cuda/kernels/regtile/rt_staged.cuh"
#include "cuda/kernels/regtile/rt_fused256.cuh"
#include "cuda/kernels/regtile/rt_bulk.cuh"
#include "cuda/kernels/regtile/rt_swizzles.cuh"
#include "cuda/kernels/regtile/rt1024.cuh"
#include "cuda/kernels/regtile/rt16384.cuh"
#include "cuda/kernels/regtile/rt4096.cuh"
#include "cuda/kernels/regtile/rt_plane.cuh"

namespace tcfft::cuda::kern::rt {

namespace {

bool g_enabled = true;

// ---------------------------------------------------------------------------
// Host side.

std::mutex g_mu;
// (device, n, dir) -> lane twiddle table, one per key for the process (like the stage tables). Its
// values depend only on n and dir (every plan's T_n is the same table), so plans share it; keyed by
// the plan's T pointer (until v13) every new plan added a table that was never freed.
std::map<std::tuple<int, int64_t, int>, float2*>* g_lane = new std::map<std::tuple<int, int64_t, int>, float2*>();
bool g_lane_on = true;
bool g_staged = true;
bool g_async = true;
bool g_bulk = true;
// Points per pass (n x lines) from which the contiguous passes take the bulk-copy kernels
// (set_bulk_min_points). Below it the register-only kernels (rt64 / rt256 / rt1024, the generic
// kernel for n = 16) are faster: each bulk block's producer fills its ring of 3-4 block iterations
// at once, so with few iterations per resident block a fraction of the blocks takes all the work,
// and its set-up (barriers, ring) is not amortized. H200, 2026-11-28, same calls, two rounds
// (tools/kernel_dev/NOTES.md v46 call 4), bulk / register-only us, TC_SPLIT: 2^16 points 64: 7.1 /
// 4.8, 1024: 7.4 / 5.1; 2^20 points 16: 13.1 / 10.6, 64: 12.3 / 8.8, 256: 13.3 / 9.9, 1024: 12.9 /
// 10.1; 2^22 points 16: 24.3 / 24.7, 64: 23.9 / 20.8, 256: 24.0 / 22.7, 1024: 24.6 / 24.1; 2^24
// points bulk 4-10% faster (16: 72.7 / 76.8, 64: 71.4 / 78.5, 256: 71.9 / 72.1, 1024: 73.6 / 77.7);
// TC_FP16 the same within a few %. The break-even lies between 2^22 and 2^24 points.
constexpr int64_t kBulkMinPoints = int64_t{1} << 23;
// Block iterations per resident block up to which a persistent launch takes the static order
// (run below). H200, 2026-11-28, same call (NOTES v46 call 8), us per call at 0 (never) / 2 / 4 / 8:
// 3D 64^3 x4 20.1 / 15.8 / 15.8 / 15.8, 128^3 x1 39.7 / 34.6 / 32.9 / 32.8, 32^3 x32 20.0 / 16.7 /
// 16.7 / 16.8, 64^3 x16 54.2 / 50.0 / 48.9 / 48.4, 2D 1024^2 x1 16.7 / 15.5 / 15.5 / 15.7, x4 52.0 /
// 50.5 / 50.3 / 51.0; 3D 128^3 x4 and the single-pass rows within 1%.
constexpr int kStaticOrderItemsPerBlock = 4;
int64_t g_bulk_min_points = kBulkMinPoints;
std::atomic<unsigned long long> g_bulk_launches{0};
std::atomic<unsigned long long> g_static_order_launches{0};
// Points per pass (n x lines) from which a fused 256 x 256 pair runs as one kernel
// (set_fused_min_points; below it the two passes; pass_args.h kFusedPairMinPoints).
int64_t g_fused_min_points = cuda::kFusedPairMinPoints;
// Planes from which 128 x 128 planes take the plane kernel (set_plane128_min_planes; pass_args.h
// kPlane128MinPlanes).
int64_t g_plane128_min_planes = cuda::kPlane128MinPlanes;
bool g_plane = true;
std::atomic<unsigned long long> g_plane_launches{0};
std::atomic<unsigned long long> g_fused_launches{0};
bool g_lean = true;
std::atomic<unsigned long long> g_lean_launches{0};
// Lines per resident block from which a contiguous TC_SPLIT 1024 pass stores each line by one copy
// (launch_bulk1024; only where the copies set the pace, kCopyBoundGBsPerSM). H200, same call, one
// copy against 16 (NOTES v36): 5.2 lines per block +7%,
// 10.3 +6%, 20.7 +3%, 41 +0.6%, 83 (1D 1024 x65536) -1.0%, 331 -2.0%: with few lines per block the
// extra barrier per line is not hidden. The break-even lies between 41 and 83.
constexpr int kOut1LinesPerBlock = 64;
int g_ring64 = 0;  // set_bulk64_ring: 0 = by the device (launch_bulk), 3 or 4 buffers
int g_fused_blocks = 0;  // set_fused_blocks: 0 = by the device (fused_blocks), 4 or 5
int g_out1_lpb = kDefaultOut1;  // set_bulk1024_out1
std::atomic<unsigned long long> g_out1_launches{0};

/// The device table cached under key (dev, kn, dir): `words` float2 that build(d, stream) enqueues
/// on `stream` (then synchronized, so that other streams may use it). nullptr while the stream is
/// being captured (no allocation or synchronization allowed then).
template <typename B>
cudaError_t cached_lane_table(int dev, int64_t kn, int dir, size_t words, cudaStream_t stream, const B& build,
                              const float2** out) {
  *out = nullptr;
  const auto key = std::make_tuple(dev, kn, dir);
  std::lock_guard<std::mutex> lk(g_mu);
  auto it = g_lane->find(key);
  if (it != g_lane->end()) {
    *out = it->second;
    return cudaSuccess;
  }
  cudaStreamCaptureStatus cap = cudaStreamCaptureStatusNone;
  cudaError_t e = cudaStreamIsCapturing(stream, &cap);
  if (e != cudaSuccess || cap != cudaStreamCaptureStatusNone) return e;
  float2* d = nullptr;
  e = cudaMalloc(&d, sizeof(float2) * words);
  if (e != cudaSuccess) return e;
  e = build(d, stream);
  if (e == cudaSuccess) e = cudaStreamSynchronize(stream);
  if (e != cudaSuccess) {
    cudaFree(d);
    return e;
  }
  (*g_lane)[key] = d;
  *out = d;
  return cudaSuccess;
}

/// The lane twiddle table of (n, dir), built once per device (gathered from T on `stream`).
/// nullptr while the stream is being captured: the kernels then index T directly.
cudaError_t lane_table(int dev, const PassArgsF32& a, int dir, cudaStream_t stream, const float2** out) {
  *out = nullptr;
  const int step = is_d2(a.n) ? 2 : 1, n = static_cast<int>(a.n) / step;  // the kernel's length
  if (!g_lane_on || (n != 1024 && n != 4096 && n != 16384)) return cudaSuccess;
  // n = 16384: the sub-lines' 1024 table (T_16384[16 m]), then the last stage's (rt16384_kernel)
  const int threads = n == 1024 || n == 16384 ? k1024Threads : k4096Threads;
  const int slots = n == 1024 || n == 16384 ? k1024Slots : k4096Slots;
  // (n = 16384: the last stage's table in the MMA tiles' order, then in the float form's)
  const size_t words = size_t{1} * threads * slots + (n == 16384 ? 2 * k16384Threads * k16384Slots : 0);
  const float2* tw = static_cast<const float2*>(a.twiddles);
  return cached_lane_table(dev, a.n, dir, words, stream, [&](float2* d, cudaStream_t s) {
    build_lane_table<<<(threads * slots + 255) / 256, 256, 0, s>>>(tw, d, n == 16384 ? 1024 : n, threads, slots, dir,
                                                                   n == 16384 ? 16 : step);
    cudaError_t e = cudaGetLastError();
    if (e == cudaSuccess && n == 16384) {
      build_lane_table<<<k16384Slots * k16384Threads / 256, 256, 0, s>>>(tw, d + threads * slots, 16384,
                                                                          k16384Threads, k16384Slots, dir, 1);
      e = cudaGetLastError();
      if (e == cudaSuccess) {
        build_lane_table<<<k16384Slots * k16384Threads / 256, 256, 0, s>>>(
            tw, d + threads * slots + k16384Threads * k16384Slots, -16384, k16384Threads, k16384Slots, dir, 1);
        e = cudaGetLastError();
      }
    }
    return e;
  }, out);
}

/// The sub-line lane table of the 128 x 128 plane form of rt16384_kernel (plane128_note) for the
/// 128-point pass `a` (a.twiddles = T_128), cached under the length -128; nullptr while capturing
/// or with the lane tables off.
cudaError_t plane128_lane_table(int dev, const PassArgsF32& a, int dir, cudaStream_t stream, const float2** out) {
  *out = nullptr;
  if (!g_lane_on || a.n != 128) return cudaSuccess;
  const float2* tw = static_cast<const float2*>(a.twiddles);
  constexpr int words = k1024Threads * k1024Slots;
  return cached_lane_table(dev, -128, dir, words, stream, [&](float2* d, cudaStream_t s) {
    build_plane128_lane_table<<<(words + 255) / 256, 256, 0, s>>>(tw, d, dir);
    return cudaGetLastError();
  }, out);
}

bool radices_are(const PassArgsF32& a, std::initializer_list<int> r) {
  if (a.nstages != static_cast<int>(r.size())) return false;
  int s = 0;
  for (int v : r)
    if (a.radix[s++] != v) return false;
  return true;
}

/// Whether the staged kernels can stage this pass: on each side neighbouring lines adjacent
/// (the inner line dimension, or the only one, has stride 1) or the lines contiguous.
bool stageable(const PassArgsF32& a) {
  if (!g_staged) return false;
  const int in = a.lines.rank - 1;  // the innermost line dimension
  const int64_t idl = a.lines.rank >= 1 ? a.lines.istride[in] : 0;
  const int64_t odl = a.lines.rank >= 1 ? a.lines.ostride[in] : 0;
  return (idl == 1 || a.in_stride == 1) && (odl == 1 || a.out_stride == 1);
}
/// Whether the staged kernels take this pass of a register-only length: stageable, and not
/// contiguous on both sides (the contiguous kernels are faster there).
bool staged_layout(const PassArgsF32& a) { return stageable(a) && !(a.in_stride == 1 && a.out_stride == 1); }

/// Radix-2 tail passes (is_d2) take every stageable layout, contiguous on both sides included:
/// these lengths have no register-only kernel.
bool d2_layout(const PassArgsF32& a) { return stageable(a); }

/// Whether every line of float2 data at `base`, `dist` elements apart, starts 16-byte aligned (the
/// condition of 16-byte and bulk copies of whole lines).
bool lines_aligned16(const void* base, int64_t dist) {
  return (reinterpret_cast<uintptr_t>(base) & 15) == 0 && (dist & 1) == 0;
}

/// Whether the bulk-copy kernels take this pass: one line dimension (or a single line), element
/// stride 1 on both sides, line starts 16-byte aligned (bulk copies), no post-twiddle, and at least
/// g_bulk_min_points points (n x lines).
bool bulk_layout(const PassArgsF32& a) {
  // (nlines < 2^31: the 1024-point producer passes line numbers through 32-bit warp reductions)
  if (!g_bulk || a.in_stride != 1 || a.out_stride != 1 || a.lines.rank > 1 || a.twiddle_n != 0 ||
      a.nlines >= (int64_t{1} << 31) || a.nlines * static_cast<int64_t>(a.n) < g_bulk_min_points)
    return false;
  const int64_t id = a.lines.rank == 1 ? a.lines.istride[0] : 0, od = a.lines.rank == 1 ? a.lines.ostride[0] : 0;
  return lines_aligned16(a.in, id) && lines_aligned16(a.out, od);
}

/// Peak DRAM bandwidth per SM of device `dev` in GB/s (memory clock x bus width x 2, double data
/// rate), 0 if a query failed; cached per device.
double dram_gbs_per_sm(int dev) {
  static std::mutex mu;
  static std::map<int, double>* cache = new std::map<int, double>();
  {
    std::lock_guard<std::mutex> lk(mu);
    auto it = cache->find(dev);
    if (it != cache->end()) return it->second;
  }
  int khz = 0, bits = 0, sms = 0;
  if (cudaDeviceGetAttribute(&khz, cudaDevAttrMemoryClockRate, dev) != cudaSuccess ||
      cudaDeviceGetAttribute(&bits, cudaDevAttrGlobalMemoryBusWidth, dev) != cudaSuccess ||
      cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev) != cudaSuccess || sms < 1) {
    cudaGetLastError();
    return 0.0;
  }
  const double gbs = 2.0 * khz * 1e3 * (bits / 8.0) / 1e9 / sms;
  std::lock_guard<std::mutex> lk(mu);
  (*cache)[dev] = gbs;
  return gbs;
}

/// Peak DRAM bandwidth per SM (GB/s) from which the bulk kernels' copies, not their arithmetic, set
/// the pace: more bytes must be in flight per SM to cover the same latency (Little's law), and each
/// copy counts. There the n = 64 bulk kernel keeps one more 8 KB buffer in flight per block, and the
/// 1024-point one stores a line by one copy (launch_bulk1024). H200 (~37 GB/s per SM): 4 buffers
/// 1D 64 x2^20 0.2664 / 0.2657 -> 0.2636 / 0.2633 ms (NOTES v35 nb), one copy 1D 1024 x65536 -1.0..-1.4%
/// (v36); H100 (~25 GB/s per SM): 4 buffers 0.408 -> 0.414 (v9), one copy 0.3600 -> 0.3618 (v36).
constexpr double kCopyBoundGBsPerSM = 30.0;
/// Whether device `dev` is such a device (the H200 is, the H100 is not).
bool copy_bound(int dev) { return dram_gbs_per_sm(dev) >= kCopyBoundGBsPerSM; }

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
  if (persistent && !needs_tickets && p.tickets != nullptr &&
      work_blocks <= static_cast<int64_t>(g_static_order_k) * static_cast<int64_t>(grid)) {
    RtParams q = p;
    q.tickets = nullptr;
    ++g_static_order_launches;
    kernel<<<grid, threads, smem, st>>>(q, extra...);
  } else {
    kernel<<<grid, threads, smem, st>>>(p, extra...);
  }
  return cudaGetLastError();
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

void set_enabled(bool on) { g_enabled = on; }
void set_lane_tables(bool on) { g_lane_on = on; }
void set_variant(int v) { g_variant = v; }
void set_staged(bool on) { g_staged = on; }
void set_async(bool on) { g_async = on; }
void set_bulk(bool on) { g_bulk = on; }
void set_bulk_min_points(int64_t points) { g_bulk_min_points = points < 0 ? kBulkMinPoints : points; }
int64_t bulk_min_points() { return g_bulk_min_points; }
unsigned long long bulk_launches() { return g_bulk_launches.load(); }
void set_static_order_items(int items_per_block) {
  g_static_order_k = items_per_block < 0 ? kStaticOrderItemsPerBlock : items_per_block;
}
unsigned long long static_order_launches() { return g_static_order_launches.load(); }
void set_line_prefetch_maps(bool on) { g_line_maps = on; }
unsigned long long line_prefetch_map_launches() { return g_line_map_launches.load(); }
void set_fused_min_points(int64_t points) { g_fused_min_points = points < 0 ? cuda::kFusedPairMinPoints : points; }
int64_t fused_min_points() { return g_fused_min_points; }
void set_plane128_min_planes(int64_t planes) { g_plane128_min_planes = planes < 0 ? cuda::kPlane128MinPlanes : planes; }
void set_lean4096(bool on) { g_lean = on; }
int64_t lean4096_min_lines(int dev) {
  int64_t slots = 0;
  return lean4096_slots<2, false>(dev, &slots) == cudaSuccess ? lean_min_lines(slots) : -1;
}
unsigned long long lean4096_launches() { return g_lean_launches.load(); }
void set_bulk1024_out1(int min_lines_per_block) { g_out1_lpb = min_lines_per_block; }
int64_t bulk1024_out1_min_lines(int dev) {
  int64_t slots = 0;
  const int lpb = out1_lines_per_block(dev);
  if (lpb < 0 || bulk1024_out1_slots(dev, true, &slots) != cudaSuccess) return -1;
  return lpb * slots;
}
unsigned long long bulk1024_out1_launches() { return g_out1_launches.load(); }
void set_bulk64_ring(int buffers) { g_ring64 = buffers == 3 || buffers == 4 ? buffers : 0; }
void set_plane_pass(bool on) { g_plane = on; }
unsigned long long plane_launches() { return g_plane_launches.load(); }
bool enabled() { return g_enabled; }

int post_twiddle_order(const PassArgsF32& a) {
  // the staged 1024 kernel (launch_pss: ST && staged_layout) post-twiddles its rows (D2 2048: in
  // natural order, after the radix-2 tail)
  return a.twiddle_n != 0 && a.n == 1024 && staged_layout(a) ? 1 : 0;
}

bool supported(const PassArgsF32& a) {
  if (!g_enabled) return false;
  const bool split2 = a.compute == PassCompute::TcSplit && a.split_terms == 2;
  if (!split2 && a.compute != PassCompute::TcFp16) return false;
  if (a.in_stride < 1 || a.out_stride < 1 || a.lines.rank > 3 || a.nlines < 1) return false;
  // the fused post-twiddle (four-step pass A) only in the staged kernels, power-of-two tables
  const bool staged = is_d2(a.n) ? d2_layout(a) : staged_layout(a);
  if (is_d2(a.n) && !staged) return false;
  if (a.twiddle_n != 0 && (!staged || (a.twiddle_n & (a.twiddle_n - 1)) != 0 || a.twiddle_dim < 0 ||
                           a.twiddle_dim >= a.lines.rank))
    return false;
  // the staged 64 / 256 / 1024 kernels index the post-twiddle in 32 bits (post_tw_at): k * c and the
  // entries below 2^30 (the radix-2 tails and staged 4096 use the 64-bit post_tw)
  if (a.twiddle_n != 0 && !is_d2(a.n) && a.n <= 1024 &&
      (a.twiddle_n > (int64_t{1} << 30) || a.lines.count[a.twiddle_dim] > (int64_t{1} << 30) / a.n))
    return false;
  for (int d = 1; d < a.lines.rank; ++d)
    if (a.lines.count[d] < 1) return false;
  if (a.direction != -1 && a.direction != 1) return false;
  switch (a.n) {
    case 16: return radices_are(a, {16}) && bulk_layout(a);  // only the bulk-copy kernel
    case 64: return radices_are(a, {8, 8});
    case 256: return radices_are(a, {16, 16});
    case 1024: return radices_are(a, {16, 8, 8});
    case 4096: return radices_are(a, {16, 16, 16});
    // one pass of 1024 x 16 (rt16384_kernel): element stride 1, one line dimension
    case 16384:
      return radices_are(a, {16, 8, 8, 16}) && a.in_stride == 1 && a.out_stride == 1 && a.lines.rank <= 1 &&
             a.twiddle_n == 0;
    // radix-2 tails (is_d2): the register-tile length's radices, then 2
    // n = 32 without a post-twiddle (four-step factors start at 64; a 32-point pass A, only from
    // tcfftSetPlanPassLength(32), runs the generic kernels)
    case 32: return a.twiddle_n == 0 && radices_are(a, {16, 2});
    case 128: return radices_are(a, {8, 8, 2});
    case 512: return radices_are(a, {16, 16, 2});
    case 2048: return radices_are(a, {16, 8, 8, 2});
    case 8192: return radices_are(a, {16, 16, 16, 2});
    default: return false;
  }
}

namespace {
void fill_params(const PassArgsF32& a, RtParams& p);
/// The current device, and the fragment table and data pointers of the kernel parameters.
cudaError_t params_start(const void* in, void* out, int* dev, RtParams* p) {
  cudaError_t e = cudaGetDevice(dev);
  if (e != cudaSuccess) return e;
  e = device_words_once(*dev, kTableRtFragments, kRtWords, build_rt_fragments, &p->frag);
  p->in = static_cast<const float2*>(in);
  p->out = static_cast<float2*>(out);
  return e;
}
/// The plane lengths: 32 and 64 (rt_plane32_kernel / rt_plane64_kernel), 128 (rt16384_kernel's
/// plane form: plane128_note).
bool plane_length(const PassArgsF32& a) { return a.n == 32 || a.n == 64 || a.n == 128; }
/// Pass `a` as the rows of Q dense n x n planes (plane_length): n-point lines, element stride 1, n apart
/// on both sides, the planes at the same distance on both sides (so that an in-place pass reads a
/// plane before any block writes over it).
bool plane_rows(const PassArgsF32& a, int64_t* q, int64_t* pd) {
  const int n = a.n;
  if (!plane_length(a) || a.in_stride != 1 || a.out_stride != 1 || a.twiddle_n != 0) return false;
  const LineSet& l = a.lines;
  if (l.rank == 1 && l.istride[0] == n && l.ostride[0] == n && l.count[0] % n == 0) {
    *q = l.count[0] / n;
    *pd = n * n;
    return true;
  }
  if (l.rank == 2 && l.count[1] == n && l.istride[1] == n && l.ostride[1] == n && l.istride[0] == l.ostride[0] &&
      l.istride[0] >= n * n) {
    *q = l.count[0];
    *pd = l.istride[0];
    return true;
  }
  return false;
}
/// Pass `b` as the columns of Q such planes, in place: element stride n, the lines 1 apart.
bool plane_columns(const PassArgsF32& b, int64_t* q, int64_t* pd) {
  const int n = b.n;
  if (!plane_length(b) || b.in_stride != n || b.out_stride != n || b.twiddle_n != 0) return false;
  const LineSet& l = b.lines;
  if (l.rank == 1 && l.count[0] == n && l.istride[0] == 1 && l.ostride[0] == 1) {
    *q = 1;
    *pd = 0;
    return true;
  }
  if (l.rank == 2 && l.count[1] == n && l.istride[1] == 1 && l.ostride[1] == 1 && l.istride[0] == l.ostride[0]) {
    *q = l.count[0];
    *pd = l.istride[0];
    return true;
  }
  return false;
}
}  // namespace

bool plane_supported(const PassArgsF32& a, const PassArgsF32& b) {
  if (!g_plane || !supported(a) || !supported(b) || b.in != b.out) return false;
  if (a.n != b.n || a.compute != b.compute || a.split_terms != b.split_terms || a.direction != b.direction ||
      a.scale != 1.0f)
    return false;
  int64_t qa = 0, pa = 0, qb = 0, pb = 0;
  if (!plane_rows(a, &qa, &pa) || !plane_columns(b, &qb, &pb)) return false;
  // 128 x 128: one block per plane, so not below g_plane128_min_planes planes (kPlane128MinPlanes)
  if (a.n == 128 && qa < g_plane128_min_planes) return false;
  return qa == qb && (qb == 1 || pa == pb);
}

int launch_plane(const PassArgsF32& a, const PassArgsF32& b, CUstream_st* stream) {
  int64_t q = 0, pd = 0;
  if (!plane_supported(a, b) || !plane_rows(a, &q, &pd) || a.in == nullptr || b.out == nullptr || a.out != b.in ||
      b.in != b.out || b.twiddles == nullptr)
    return static_cast<int>(cudaErrorInvalidValue);
  int dev = 0;
  RtParams p{};
  cudaError_t e = params_start(a.in, b.out, &dev, &p);
  if (e != cudaSuccess) return static_cast<int>(e);
  p.nlines = q;
  p.idist = pd;
  p.odist = pd;
  p.is = 1;
  p.os = 1;
  p.nlm = 1;
  p.nl1_shift = p.nlm_shift = -1;
  p.tw = static_cast<const float2*>(b.twiddles);
  p.tw_step = is_d2(b.n) ? 2 : 1;
  p.dir = b.direction == 1 ? 1 : 0;
  p.scale = b.scale;
  const bool sc = b.scale != 1.0f;
  p.tickets = b.tickets;
  if (b.n == 128) {
    // rt16384_kernel's plane form (plane128_note): one plane per block iteration, the grid-stride
    // order; without its lane table (stream capture before any prepare) the two passes
    p.tickets = nullptr;
    e = plane128_lane_table(dev, b, p.dir, stream, &p.lt);
    if (e != cudaSuccess) return static_cast<int>(e);
    if (p.lt == nullptr) {
      const int ea = launch(a, stream);
      return ea != 0 ? ea : launch(b, stream);
    }
    ++g_plane_launches;
    constexpr size_t s4 = smem16384(k16384Groups);
    if (b.compute == PassCompute::TcFp16)
      e = sc ? run(rt16384_kernel<1, true, true, false, k16384Groups, true>, k16384Threads, s4, q, p, dev, stream)
             : run(rt16384_kernel<1, false, true, false, k16384Groups, true>, k16384Threads, s4, q, p, dev, stream);
    else
      e = sc ? run(rt16384_kernel<2, true, true, false, k16384Groups, true>, k16384Threads, s4, q, p, dev, stream)
             : run(rt16384_kernel<2, false, true, false, k16384Groups, true>, k16384Threads, s4, q, p, dev, stream);
    return static_cast<int>(e);
  }
  ++g_plane_launches;
  if (b.n == 32) {
    if (b.compute == PassCompute::TcFp16)
      e = sc ? run(rt_plane32_kernel<1, true>, 128, 0, q, p, dev, stream)
             : run(rt_plane32_kernel<1, false>, 128, 0, q, p, dev, stream);
    else
      e = sc ? run(rt_plane32_kernel<2, true>, 128, 0, q, p, dev, stream)
             : run(rt_plane32_kernel<2, false>, 128, 0, q, p, dev, stream);
    return static_cast<int>(e);
  }
  if (b.compute == PassCompute::TcFp16)
    e = sc ? run(rt_plane64_kernel<1, true>, 128, 0, q, p, dev, stream)
           : run(rt_plane64_kernel<1, false>, 128, 0, q, p, dev, stream);
  else
    e = sc ? run(rt_plane64_kernel<2, true>, 128, 0, q, p, dev, stream)
           : run(rt_plane64_kernel<2, false>, 128, 0, q, p, dev, stream);
  return static_cast<int>(e);
}

namespace {
// Chunk size of the fused pair (MB; 0 = off, the two passes) and its lag in chunks (0 = from the
// L2 size: fused_lag). H100, 2026-11-22, same binary (NOTES v20): 4 MB with lags 6 and 8 MB with
// lag 3 (32-40 MB of work lines written between a chunk's write and its read) 0.711-0.714 ms for
// 2D 256^2 x1024 against 0.740 for the two passes; 8 MB with lag 4 (48 MB) lost the chunks in L2
// (0.756, 916 MB written instead of 520); lag 2 (24 MB at 8 MB) had pass B wait for pass A
// (0.742-0.753).
int g_fuse_mb = 4;
int g_fuse_lag = 0;
/// Lag in chunks: (2 lag - 2) chunks of other iterations run between a chunk's last A iteration and
/// its first B iteration; their work lines should fill about 0.7 of the L2 (the input is read
/// evict-first and the output stored streaming, so that L2 keeps the work lines), and the persistent
/// grid's iterations in flight (~1000 on an H100, ~16 MB) must fit well inside that distance.
int fused_lag(int dev, int64_t chunk_bytes) {
  if (g_fuse_lag > 0) return g_fuse_lag;
  int bytes = 0;
  if (cudaDeviceGetAttribute(&bytes, cudaDevAttrL2CacheSize, dev) != cudaSuccess) {
    cudaGetLastError();
    bytes = 0;  // the smallest lag
  }
  const int64_t chunks = static_cast<int64_t>(0.7 * bytes) / (2 * chunk_bytes);
  return static_cast<int>(std::max<int64_t>(2, std::min<int64_t>(chunks + 1, 64)));
}
/// Pass `a` as the rows of Q 256 x 256 planes written transposed (element stride 256 on the output,
/// rows 256 apart on the input and 1 apart on the output, planes at one distance on both sides;
/// one plane: a single line dimension).
bool transposed_rows(const PassArgsF32& a, int64_t* q, int64_t* pd) {
  const LineSet& l = a.lines;
  if (a.n != 256 || a.in_stride != 1 || a.out_stride != 256 || a.twiddle_n != 0) return false;
  if (l.rank == 1 && l.count[0] == 256 && l.istride[0] == 256 && l.ostride[0] == 1) {  // one plane (2D, batch 1)
    *q = 1;
    *pd = 256 * 256;  // not used: the kernel's plane index is 0
    return true;
  }
  if (l.rank != 2) return false;
  if (l.count[1] != 256 || l.istride[1] != 256 || l.ostride[1] != 1 || l.istride[0] != l.ostride[0]) return false;
  if (l.istride[0] < 256 * 256 || l.istride[0] % 16 != 0) return false;
  *q = l.count[0];
  *pd = l.istride[0];
  return true;
}
/// Pass `a` as the first pass of the 256 x 256 four-step (1D 65536) on Q transforms: 256-point
/// columns (element stride 256, the columns 1 apart, transforms at one distance on both sides)
/// written in the same layout, post-twiddled by the column (T_65536, natural-order table).
bool fourstep_columns(const PassArgsF32& a, int64_t* q, int64_t* pd) {
  const LineSet& l = a.lines;
  if (a.n != 256 || a.in_stride != 256 || a.out_stride != 256 || l.rank != 2) return false;
  if (a.twiddle_n != 256 * 256 || a.twiddle_dim != 1 || a.post_twiddles == nullptr || a.post_twiddle_order != 0)
    return false;
  if (l.count[1] != 256 || l.istride[1] != 1 || l.ostride[1] != 1 || l.istride[0] != l.ostride[0]) return false;
  if (l.istride[0] < 256 * 256 || l.istride[0] % 16 != 0) return false;
  *q = l.count[0];
  *pd = l.istride[0];
  return true;
}
/// Pass a's form in a fused pair: 2 the four-step columns, 1 the transposed rows, 0 neither; Q planes
/// at distance pd.
int fused_a_form(const PassArgsF32& a, int64_t* q, int64_t* pd) {
  if (fourstep_columns(a, q, pd)) return 2;
  return transposed_rows(a, q, pd) ? 1 : 0;
}
}  // namespace

void set_fused_pair(int chunk_mb, int lag) {
  g_fuse_mb = chunk_mb < 0 ? 0 : chunk_mb;
  g_fuse_lag = lag < 0 ? 0 : lag;
}
int fused_pair_chunk_mb() { return g_fuse_mb; }
void set_fused_blocks(int blocks) { g_fused_blocks = blocks == 4 || blocks == 5 ? blocks : 0; }

bool fused_supported(const PassArgsF32& a, const PassArgsF32& b) {
  if (g_fuse_mb == 0 || !g_staged || !g_async || !supported(a) || !supported(b)) return false;
  if (a.nlines * static_cast<int64_t>(a.n) < g_fused_min_points) return false;
  // TC_SPLIT and TC_FP16 in both forms (the transposed TC_FP16 form since v42, when ESTIMATE began
  // to plan it; GpuFusedPair covers both computes in both forms)
  int64_t qa = 0, pa = 0, qb = 0, pb = 0;
  const int form = fused_a_form(a, &qa, &pa);
  if (form == 0) return false;
  if (a.compute != b.compute || a.split_terms != b.split_terms || a.direction != b.direction || a.scale != 1.0f ||
      a.tickets == nullptr || b.tickets != a.tickets)
    return false;
  if (!transposed_rows(b, &qb, &pb) || qa != qb || pa != pb) return false;
  // b reads what a wrote; the work lines are dropped from L2 in 128-byte lines
  if (a.out == nullptr || a.out != b.in || (reinterpret_cast<uintptr_t>(b.in) & 127) != 0) return false;
  // the output must not be the work area (b writes where a's later chunks would be read)
  return b.out != nullptr && b.out != b.in && a.in != a.out;
}

namespace {
/// Blocks per SM of the TC_SPLIT fused pair (both forms) on device `dev`: 5 (96 registers) where
/// the copies set the pace (kCopyBoundGBsPerSM), else 4 (96-112 registers). Same bits either way.
/// Measured in one call per GPU, 4 -> 5 blocks (NOTES v37, ms): H200 2D 256^2 x1024 0.5656 ->
/// 0.5529, 3D 256^3 x8 1.788 -> 1.754, 3D 64x256x256 x16 0.8387 -> 0.8294; H100 0.6170 -> 0.6258,
/// 2.044 -> 2.062, 0.984 -> 0.993. The four-step form (1D 65536) since v49: H200 1D 65536 x1024
/// 0.5924 -> 0.5822, x4096 2.313 -> 2.248 (not measured on an H100, where it stays at 4). The
/// split follows the same device rule as the ring depth; nothing else tested tells the two apart.
int fused_blocks(int dev) {
  if (g_fused_blocks == 4 || g_fused_blocks == 5) return g_fused_blocks;
  return copy_bound(dev) ? 5 : 4;
}

/// One instance of the fused pair (FS: the four-step form; MB blocks per SM), scaled or not.
template <int P, bool FS, int MB>
cudaError_t run_fused_form(const RtParams& p, int dev, cudaStream_t st) {
  // (the chunk counters are the pair's dependencies: it always takes the tickets)
  return p.scale != 1.0f ? run(rt_fused256_kernel<P, true, FS, MB>, 128, 0, 1 << 30, p, dev, st, true, true)
                         : run(rt_fused256_kernel<P, false, FS, MB>, 128, 0, 1 << 30, p, dev, st, true, true);
}

template <int P>
cudaError_t run_fused(const RtParams& p, bool fs, int dev, cudaStream_t st) {
  if constexpr (P == 2) {  // TC_SPLIT: both forms at fused_blocks
    if (fused_blocks(dev) == 5)
      return fs ? run_fused_form<P, true, 5>(p, dev, st) : run_fused_form<P, false, 5>(p, dev, st);
  }
  return fs ? run_fused_form<P, true, 4>(p, dev, st) : run_fused_form<P, false, 4>(p, dev, st);
}
}  // namespace

int launch_fused(const PassArgsF32& a, const PassArgsF32& b, CUstream_st* stream) {
  if (!fused_supported(a, b) || a.in == nullptr || b.twiddles == nullptr)
    return static_cast<int>(cudaErrorInvalidValue);
  int dev = 0;
  RtParams p{};
  cudaError_t e = params_start(a.in, a.out, &dev, &p);
  if (e != cudaSuccess) return static_cast<int>(e);
  fill_params(b, p);  // b's scale; the kernel does not scale pass A
  int64_t planes = 0, pd = 0;
  const bool fs = fused_a_form(a, &planes, &pd) == 2;
  p.idist = pd;  // the plane distance on every side (fused_supported)
  if (fs) set_post_twiddle_fields(a, p);  // pass A's (column c = line mod 256 of a's lines)
  p.in_b = static_cast<const float2*>(b.in);
  p.out_b = static_cast<float2*>(b.out);
  constexpr int64_t kPlaneItems = 256 / Staged<256>::LPB;
  // planes per chunk: a power of two (the kernel's chunk arithmetic is shifts) near g_fuse_mb,
  // enough that the chunks fit the kFusedChunks counters
  const int64_t want = std::max(std::max<int64_t>(1, (int64_t{g_fuse_mb} << 20) / (256 * 256 * 8)),
                                (planes + kFusedChunks - 1) / kFusedChunks);
  int64_t per = 1;
  while (per < want) per *= 2;
  p.fu_items = planes * kPlaneItems;
  p.fu_chunk = per * kPlaneItems;
  p.fu_chunk_shift = 0;
  while ((int64_t{1} << p.fu_chunk_shift) < p.fu_chunk) ++p.fu_chunk_shift;
  p.fu_nchunks = (planes + per - 1) / per;
  p.fu_lag = fused_lag(dev, per * 256 * 256 * 8);
  ++g_fused_launches;
  e = a.compute == PassCompute::TcFp16 ? run_fused<1>(p, fs, dev, stream) : run_fused<2>(p, fs, dev, stream);
  return static_cast<int>(e);
}
unsigned long long fused_launches() { return g_fused_launches.load(); }

int prepare(const PassArgsF32& a) {
  if (!supported(a) || a.twiddles == nullptr) return static_cast<int>(cudaErrorInvalidValue);
  int dev = 0;
  cudaError_t e = cudaGetDevice(&dev);
  if (e != cudaSuccess) return static_cast<int>(e);
  const uint32_t* frag = nullptr;
  e = device_words_once(dev, kTableRtFragments, kRtWords, build_rt_fragments, &frag);
  for (int dir = 0; dir < 2 && e == cudaSuccess; ++dir) {
    const float2* lt = nullptr;
    e = lane_table(dev, a, dir, nullptr, &lt);
    // a 128-point pass may be half of a 128 x 128 plane (launch_plane)
    if (e == cudaSuccess && a.n == 128) e = plane128_lane_table(dev, a, dir, nullptr, &lt);
  }
  return static_cast<int>(e);
}

namespace {
/// The kernel parameters of pass `a` (geometry, twiddles, scale, counter; not the data pointers).
void fill_params(const PassArgsF32& a, RtParams& p) {
  p.nlines = a.nlines;
  p.idist = a.lines.rank >= 1 ? a.lines.istride[0] : 0;
  p.odist = a.lines.rank >= 1 ? a.lines.ostride[0] : 0;
  p.is = a.in_stride;
  p.os = a.out_stride;
  const int r = a.lines.rank;
  p.nl1 = r >= 2 ? a.lines.count[r - 1] : 0;
  p.idist1 = r >= 2 ? a.lines.istride[r - 1] : 0;
  p.odist1 = r >= 2 ? a.lines.ostride[r - 1] : 0;
  p.nlm = r == 3 ? a.lines.count[1] : 1;  // 1 (and strides 0): two dimensions
  p.idistm = r == 3 ? a.lines.istride[1] : 0;
  p.odistm = r == 3 ? a.lines.ostride[1] : 0;
  auto shift_of = [](int64_t c) {
    int sh = -1;
    if (c > 0 && (c & (c - 1)) == 0)
      while ((int64_t{1} << (sh + 1)) <= c) ++sh;
    return sh;
  };
  p.nl1_shift = shift_of(p.nl1);
  p.nlm_shift = shift_of(p.nlm);
  p.tw = static_cast<const float2*>(a.twiddles);
  p.tw_step = is_d2(a.n) ? 2 : a.n == 16384 ? 16 : 1;  // the T1024 sub-lines of rt16384: T_1024[m] = T_n[16 m]
  p.dir = a.direction == 1 ? 1 : 0;
  p.scale = a.scale;
  p.tickets = a.tickets;
}
}  // namespace

int launch(const PassArgsF32& a, CUstream_st* stream) {
  if (!supported(a) || a.in == nullptr || a.out == nullptr || a.twiddles == nullptr)
    return static_cast<int>(cudaErrorInvalidValue);
  int dev = 0;
  RtParams p{};
  cudaError_t e = params_start(a.in, a.out, &dev, &p);
  if (e != cudaSuccess) return static_cast<int>(e);
  fill_params(a, p);
  if (a.twiddle_n != 0) {
    // the table must be in the order this pass's kernel reads (built by the executor with it)
    if (a.post_twiddles == nullptr || a.post_twiddle_order != rt::post_twiddle_order(a))
      return static_cast<int>(cudaErrorInvalidValue);
    set_post_twiddle_fields(a, p);
  }
  e = lane_table(dev, a, p.dir, stream, &p.lt);
  if (e != cudaSuccess) return static_cast<int>(e);
  e = a.compute == PassCompute::TcFp16 ? launch_p<1>(a, p, dev, stream) : launch_p<2>(a, p, dev, stream);
  return static_cast<int>(e);
}

}  // namespace tcfft::cuda::kern::rt
