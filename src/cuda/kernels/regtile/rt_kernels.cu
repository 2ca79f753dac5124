// Register-tile tensor-core kernels: the public functions of regtile.h (knobs, the support and
// plane / fused-pair rules, prepare, launch). The kernels are in the headers included below, one
// per kernel family, then the host side's parts (rt_host_tables: knobs and device tables,
// rt_layouts: layout rules, rt_launch: the launchers), in this order and in this one translation
// unit (regtile.h has the interface, rt_stage.cuh the stages). Stage order and twiddles are
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
#include "cuda/kernels/regtile/rt_host_tables.cuh"
#include "cuda/kernels/regtile/rt_layouts.cuh"
#include "cuda/kernels/regtile/rt_launch.cuh"

namespace tcfft::cuda::kern::rt {

namespace {

bool g_enabled = true;

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
void set_ws1024(bool on) { g_ws1024 = on; }
unsigned long long ws1024_launches() { return g_ws1024_launches.load(); }
void set_programmatic_launch(bool on) { set_programmatic_launch_enabled(on); }
unsigned long long programmatic_launches() { return programmatic_launch_count(); }
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
