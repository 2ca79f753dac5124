// The 1024-point transform T1024 and its kernels: register-only (rt1024_kernel), bulk-copy
// (rt_bulk1024_kernel) and staged for strided lines (rt_staged1024_kernel).
//
// Part of the register-tile kernels' translation unit: included by rt_kernels.cu only (its
// definitions live in an unnamed namespace). Stage order and twiddles: docs/numerics.md §1.
#pragma once

#include "cuda/kernels/regtile/rt_lane_tables.cuh"
#include "cuda/kernels/regtile/rt_stage_pairs.cuh"
#include "cuda/kernels/regtile/rt_swizzles.cuh"
#include "cuda/kernels/regtile/rt_bulk.cuh"

namespace tcfft::cuda::kern::rt {
namespace {

// n = 1024 = 16 x 8 x 8, one block of 4 warps = one transform per iteration.
// Stage 0 (stage_b16, registers): warp w, vector j = 16w + g + 8nt, component r: x[j + 64r];
//   output component r' of vector j -> y0[16j + r'] in shared memory.
// Stages 1, 2 (stage_b8, registers): task k1 = w + 4tk (tile tk). Stage 1 vector
//   j1 = k1 + 16g, component r0 = 2t + c: y0[j1 + 128 r0] * T[8 r0 k1]; its output component g
//   of vector 2t + c is the stage-2 input component 2t + c of vector j2 = k1 + 16g, twiddle
//   T[(2t + c) j2]; stage-2 output component g of vector 2t + c = X[k1 + 16(2t + c) + 128g].
// PF: software prefetch of the next transform's stage-0 inputs (tools/kernel_dev --rt-variant 1
// turns it off); MINB: blocks per SM the register allocation must allow (0: no constraint).
/// Row staging of the staged n = 1024 / 4096 kernels: PL lines from l0 on, row l at rows + l*RP,
/// element k at SW::f(k) (a GF(2)-linear swizzle, so that the thread part k0 and the constant
/// part of k XOR together); THREADS threads as StageMap m says. Lines past the end read as zero /
/// are not stored. D2 (radix-2 tail, is_d2): a line has 2N elements and is staged as sub-rows
/// 2l (even k) and 2l + 1 (odd k), element k at slot k >> 1; KS = THREADS / PL is even, so k & 1
/// and the sub-row are fixed per thread.
/// AS: cp.async copies (8 bytes, zero-filled past the end) and a wait for this thread's copies
/// (the caller's barrier then publishes the rows), so that all LEN / KS copies of a thread are in
/// flight at once; else plain loads, 8 in flight (`unroll 8`). H100, 2026-11-21, same run: the
/// staged 4096 kernel (one block per SM, idle while it loads) gains with AS (2D 4096^2 x4
/// 1.435 -> 1.387 ms, 2D 8192^2 1.848 -> 1.828), the staged 1024 kernel (four blocks per SM)
/// loses (2D 1024^2 x64 1.186 -> 1.208, 1D 2^27 4.72 -> 4.97), so only 4096 uses it.
struct Swz1024 {
  static __device__ __forceinline__ constexpr int f(int i) { return swz1024(i); }
  static __device__ __forceinline__ constexpr int cat(int a, int b) { return a ^ b; }
};
/// Staged 1024-point rows (row_slots.h row_slot_1024: conflict-free; swz1024 took 8 wavefronts for
/// T1024's stage-0 reads, ncu: 20.9 M bank conflicts in the 2D 1024^2 x64 column pass, NOTES v16).
struct SwzRow1024 {
  static __device__ __forceinline__ constexpr int f(int i) { return row_slot_1024(i); }
};
struct Swz4096 {
  static __device__ __forceinline__ constexpr int f(int i) { return swz4096(i); }
  static __device__ __forceinline__ constexpr int cat(int a, int b) { return a ^ b; }
};
template <int N, int THREADS, int PL, int RP, typename SW, bool D2 = false, bool AS = false>
__device__ __forceinline__ void rows_in(const RtParams& p, const StageMap& m, int64_t l0, float2* rows) {
  using G = Geo<true>;
  constexpr int KS = THREADS / PL, LEN = D2 ? 2 * N : N, SH = D2 ? 1 : 0;
  static_assert(!D2 || (KS % 2 == 0 && (KS & (KS - 1)) == 0), "power-of-two even element step");
  const int64_t line = l0 + m.l;
  const bool ok = line < p.nlines;
  const float2* src = G::in_line(p, ok ? line : l0) + G::ei(p, m.k0);
  float2* const row = rows + (D2 ? 2 * m.l + (m.k0 & 1) : m.l) * RP;
  const int sk0 = SW::f(m.k0 >> SH);
  if constexpr (AS) {
#pragma unroll 4
    for (int i = 0; i < LEN / KS; ++i) cp_async8_zfill(row + (sk0 ^ SW::f((KS >> SH) * i)), src + G::ei(p, KS * i), ok);
    cp_async_commit();
    cp_async_wait_all();
  } else {
#pragma unroll 8
    for (int i = 0; i < LEN / KS; ++i) {
      const float2 v = src[G::ei(p, KS * i)];
      row[sk0 ^ SW::f((KS >> SH) * i)] = ok ? v : make_float2(0.f, 0.f);
    }
  }
}
/// L2 lead for the kernels that hold one block iteration's lines and copy the next ones in only
/// after it (rt16384, rt_staged1024, rt_staged4096: no second buffer fits beside the rows). The
/// calling thread starts a bulk L2 prefetch of each of the `count` lines from l0 that exist (LEN
/// points each), so that their DRAM read runs under this iteration's compute and the next copy-in
/// hits L2. Contiguous lines only (element stride 1 on the input side): for adjacent strided lines
/// one small prefetch per element index measured slower (2D 1024^2 x64 +6.8%, 1D 2^20 x64 +9.5%;
/// tools/kernel_dev/NOTES.md v51 call 3). The start is rounded down to 16 bytes (a line l0 >= 1 of
/// a buffer starts at least 8 bytes into it, so the rounded start stays inside the buffer, and the
/// piece ends at or before the line's end): a hint, no value changes. H200, 2026-11-29, same process
/// (NOTES v51 calls 4 and 7), ms: 1D 16384 x4096 0.535 -> 0.469 (rt16384), 1D 8192 x8192 0.436 ->
/// 0.407 and 2D 8192^2 1.080 -> 1.054 (staged 4096 D2), 2^18 x256 0.741 -> 0.722 (staged 1024).
template <int LEN>
__device__ __forceinline__ void prefetch_lines_l2(const RtParams& p, int64_t l0, int count) {
  using G = Geo<true>;
  if (p.is != 1 || l0 < 1) return;
  for (int j = 0; j < count && l0 + j < p.nlines; ++j) {
    const uintptr_t a = reinterpret_cast<uintptr_t>(G::in_line(p, l0 + j)) & ~uintptr_t{15};
    bulk::prefetch_l2(reinterpret_cast<const void*>(a), LEN * sizeof(float2));
  }
}
template <int N, int THREADS, int LPB, int RP, typename SW>
__device__ __forceinline__ void rows_out(const RtParams& p, const StageMap& m, int64_t l0, const float2* rows) {
  using G = Geo<true>;
  constexpr int KS = THREADS / LPB;
  const int64_t line = l0 + m.l;
  if (line >= p.nlines) return;
  float2* dst = G::out_line(p, line) + G::eo(p, m.k0);
  const float2* row = rows + m.l * RP;
  const int sk0 = SW::f(m.k0);
#pragma unroll 8
  for (int i = 0; i < N / KS; ++i) dst[G::eo(p, KS * i)] = row[sk0 ^ SW::f(KS * i)];
}

/// The n = 1024 transform of one block of 4 warps, shared by the kernels below. Stage 0 takes
/// this lane's stage-0 inputs and writes y0 to shared memory; after a barrier, stages 1 and 2
/// read y0 and hand each output to `put(kc, z)`: output index out_thread() + kc (disjoint bits;
/// swizzled, the thread part is b_out()).
/// FS: stage 0 is the float radix-16 network (docs/numerics.md §4.7: TC_SPLIT with 2 terms, radices
/// 16, 8, 8, no post-twiddle), computed by stage0_float; the radix-16 matrix is then not loaded.
/// NT2 (with FS: rt16384's 128 x 128 plane form, plane128_note): stage 2 without its twiddles (the
/// 1D transform's factors between the plane's axes); the other forms multiply by the lane table's
/// T[0] = 1 there (the same values but for the signs of zeros).
template <int P, bool LT, bool GR = false, bool FS = false, bool NT2 = false>
struct T1024 {
  static constexpr int Q = P >= 2 ? 2 : 1;
  static __host__ __device__ constexpr bool float0() { return FS; }
  static_assert(!FS || P == 2, "the float stage 0 is the rule of TC_SPLIT with 2 terms");
  static_assert(!NT2 || FS, "stage 2 without twiddles in the float stage 0 form");
  MatA16 MA;
  MatA8 M8;
  LaneTw1024<LT, GR> tw;
  uint32_t b_y0w, b_y0r;
  __device__ __forceinline__ explicit T1024(const RtParams& p) : tw(p) {
    const int lane = threadIdx.x & 31, g = lane >> 2, t = lane & 3, w = tid1024<GR>() >> 5;
    if constexpr (!FS) load_a16<Q>(p.frag, lane, p.dir, MA);
    load_a8<Q>(p.frag, lane, p.dir, M8);
    b_y0w = swz1024(256 * w + 32 * t + g) << 3;
    b_y0r = swz1024(w + 16 * g + 256 * t) << 3;
  }
  /// Thread part of the input (x[nt][e] = element in_thread() + in_const(nt, e)) and output indices.
  static __device__ __forceinline__ int in_thread() {
    const int lane = threadIdx.x & 31;
    return 16 * (tid1024<GR>() >> 5) + (lane >> 2) + 128 * (lane & 3);
  }
  static __device__ __forceinline__ constexpr int in_const(int nt, int e) { return 8 * nt + 64 * (e & 1) + 512 * (e >> 1); }
  static __device__ __forceinline__ int out_thread() {
    const int lane = threadIdx.x & 31;
    return (tid1024<GR>() >> 5) + 32 * (lane & 3) + 128 * (lane >> 2);
  }
  static __device__ __forceinline__ uint32_t b_out() { return swz1024(out_thread()) << 3; }
  __device__ __forceinline__ void stage0(float2 (&x)[2][4], float2* y0) const {
    float2 y[2][4];
    stage_b16<P>(x, MA, y);
#pragma unroll
    for (int nt = 0; nt < 2; ++nt)
#pragma unroll
      for (int i = 0; i < 4; ++i) at(y0, b_y0w, swz1024(16 * ((i & 1) + 8 * nt) + 8 * (i >> 1))) = y[nt][i];
  }
  /// Thread index within the transform's 4 warps.
  static __device__ __forceinline__ int tid() { return tid1024<GR>(); }
  /// Whether this thread computes a vector of the float stage 0 of a single line (threads 0-63 of
  /// the transform: warps 0 and 1, so the test is warp-uniform).
  static __device__ __forceinline__ bool float0_thread() { return tid() < 64; }
  /// The line maximum word from stage0_float's two words of the line at lm.
  static __device__ __forceinline__ uint32_t max_line_word(const uint32_t* lm) { return max(lm[0], lm[1]); }
  /// Stage 0 in float (FS): this thread computes vector j = tid & 63 of a line, whose inputs are
  /// the elements j + 64 r (r < 16), read as ld(r); outputs y0[16 j + r'] as stage0's (swz1024
  /// keeps bits 0-3 of 16 j + r' a per-thread XOR of r', and varies them over a warp's 32 j: two
  /// wavefronts per store). ALL = false: one line, threads 64-127 return at once (they go on to
  /// the barrier); ALL = true: the caller hands threads 0-63 and 64-127 two different lines (ld
  /// and y0 chosen by tid >> 6), so that every warp works in the stage.
  /// dir: the kernel parameter's (a uniform value, not a register held by the transform).
  template <bool ALL = false, typename LD>
  __device__ __forceinline__ void stage0_float(const LD& ld, float2* y0, uint32_t* lm, int dir) const {
    static_assert(FS, "the float stage 0 belongs to the rule's passes");
    // (this exact form: `if (!ALL && ...)` with tid() & 63 in both forms took the bulk kernel from
    // 72 to 84-88 registers, 4 blocks per SM instead of 5, H200 1D 1024 x65536 0.310 -> 0.329 ms)
    if constexpr (!ALL) {
      if (!float0_thread()) return;
    }
    float re[16], im[16];
    float_dft16(ld, dir, re, im);
    const uint32_t tb = static_cast<uint32_t>(swz1024(16 * (ALL ? tid() & 63 : tid()))) << 3;
    // §4.8: one maximum word per warp of the transform: a line's two words are lm[0, 1] (ALL: the
    // second line's lm[2, 3])
    put16_warp_max(y0, tb, re, im, lm, tid() >> 5);
  }
  /// stage0 on a line staged in a shared row, element k at slot SW::f(k) (b_in =
  /// SW::f(in_thread()) << 3).
  template <typename SW>
  __device__ __forceinline__ void stage0_row(float2* row, uint32_t b_in, float2* y0) const {
    static_assert(!FS, "the float stage 0 reads its rows through stage0_float");
    float2 x[2][4];
#pragma unroll
    for (int nt = 0; nt < 2; ++nt)
#pragma unroll
      for (int e = 0; e < 4; ++e) x[nt][e] = at(row, b_in, SW::f(in_const(nt, e)));
    stage0(x, y0);
  }
  /// Stages 1-2 from y0 (after the barrier that completes it); mb (FS only): the line's maximum
  /// word, max_line_word of the two words stage0_float wrote, whose §4.8 scale the two split
  /// stages share.
  template <typename PUT>
  __device__ __forceinline__ void stages12(float2* y0, uint32_t mb, const PUT& put) const {
    float2 a[4][2], b[4][2];
#pragma unroll
    for (int tk = 0; tk < 4; ++tk)
#pragma unroll
      for (int c = 0; c < 2; ++c) a[tk][c] = twmul(at(y0, b_y0r, swz1024(4 * tk + 128 * c)), tw(2 * tk + c));
    if constexpr (FS) {
      const LineScale ls(mb);
      stage_b8_line<P, 4, ScaleMode::kLineFirst>(a, M8, ls.inv, b);  // inputs times inv; outputs stay scaled
#pragma unroll
      for (int tk = 0; tk < 4; ++tk)
#pragma unroll
        for (int c = 0; c < 2; ++c) a[tk][c] = NT2 ? b[tk][c] : twmul(b[tk][c], tw(8 + 2 * tk + c));
      stage_b8_line<P, 4, ScaleMode::kLineLast>(a, M8, ls.s, b);  // scaled inputs; outputs times s
    } else {
      pair8<P, true>(a, M8, [&](int tk, int c) { return tw(8 + 2 * tk + c); }, b);
    }
#pragma unroll
    for (int tk = 0; tk < 4; ++tk)
#pragma unroll
      for (int c = 0; c < 2; ++c) put(4 * tk + 16 * c, b[tk][c]);
  }
};

template <int P, bool SC, bool LT, bool PF = true, int MINB = 0, bool ST = false>
__global__ void __launch_bounds__(k1024Threads, MINB) rt1024_kernel(const __grid_constant__ RtParams p) {
  pdl_wait();  // before any global access (common/pdl.cuh)
  using G = Geo<ST>;
  // two buffers: y0 (stage 0 -> 1) and the output staging, so that two barriers per transform
  // suffice: (1) y0 written, the previous copy-out has read the staging buffer; (2) every warp
  // has read y0 and written the staging buffer.
  __shared__ float2 sm[1024], so[1024];
  __shared__ uint32_t lmx[2];  // §4.8 line maxima (float stage 0), read before the second barrier
  // P == 2 here is the float stage 0 rule (docs §4.7): this kernel never has a post-twiddle
  using TT = T1024<P, LT, false, P == 2>;
  const TT T(p);
  const uint32_t b_out = T.b_out();
  const uint32_t b_cp = swz1024(threadIdx.x) << 3;
  // the next transform's stage-0 inputs, loaded during this one: the lane's tensor-core inputs, or
  // (float stage 0) the 16 inputs of vector tid, in threads 0-63 only
  constexpr int NX = TT::float0() ? 16 : 8;
  float2 xn[NX];
  auto load = [&](int64_t line) {
    if constexpr (TT::float0()) {
      if (!TT::float0_thread()) return;
      const float2* src = G::in_line(p, line) + G::ei(p, threadIdx.x);
#pragma unroll
      for (int r = 0; r < 16; ++r) xn[r] = src[G::ei(p, 64 * r)];
    } else {
      const float2* src = G::in_line(p, line) + G::ei(p, T.in_thread());
#pragma unroll
      for (int nt = 0; nt < 2; ++nt)
#pragma unroll
        for (int e = 0; e < 4; ++e) xn[4 * nt + e] = src[G::ei(p, T.in_const(nt, e))];
    }
  };
  if (PF && G::first() < p.nlines) load(G::first());
  for (int64_t line = G::first(); line < p.nlines; line = G::next(line)) {
    if (!PF) load(line);
    float2 x[NX];
#pragma unroll
    for (int i = 0; i < NX; ++i) x[i] = xn[i];
    if (PF && G::next(line) < p.nlines) load(G::next(line));
    if constexpr (TT::float0()) {
      T.stage0_float([&](int r) { return x[r]; }, sm, lmx, p.dir);
    } else {
      float2 xt[2][4];
#pragma unroll
      for (int nt = 0; nt < 2; ++nt)
#pragma unroll
        for (int e = 0; e < 4; ++e) xt[nt][e] = x[4 * nt + e];
      T.stage0(xt, sm);
    }
    __syncthreads();
    T.stages12(sm, TT::float0() ? TT::max_line_word(lmx) : 0u, [&](int kc, float2 z) { at(so, b_out, swz1024(kc)) = scaled<SC>(p, z); });
    __syncthreads();
    float2* dst = G::out_line(p, line) + G::eo(p, threadIdx.x);
#pragma unroll
    for (int m = 0; m < 8; ++m) dst[G::eo(p, 128 * m)] = at(so, b_cp, swz1024(128 * m));
  }
}

// Contiguous n = 1024 lines with 16-byte aligned starts: the bulk-copy form of rt1024, warp
// specialized. Four compute warps run the T1024 transform on rows in shared memory and
// synchronize among themselves only (named barrier 1); a fifth, producer warp moves the data into
// a ring of kBulkBuffers rows (mbarrier `full` per row: bytes arrived; `done`: the 128 compute
// threads wrote their outputs back into the row), and stores a done row by bulk copies before it
// refills it. Rows are padded by 2 points per 64 (bpos1024; XOR swizzles are impossible under bulk
// copies): the stage-2 outputs are written there (2-way conflicts; unpadded: 16-way), and the
// producer stores them as 16 chunks of 64 points. Inputs: the float stage 0 (TC_SPLIT) reads its
// elements j + 64 r conflict-free from an unpadded row, so its line lands by ONE 8 KB copy and
// stages 1-2 write the padded outputs over it (every read of the row precedes the barrier that
// starts them); TC_FP16's MMA stage 0 needs the padding (unpadded, its reads are 2-way), so its line
// lands as 16 chunks. The copy count is what limits this kernel on the H200: with no arithmetic
// at all it took 0.280 ms for 1D 1024 x65536 with 16 + 16 copies per line, 0.264 with 1 + 1
// (floor 0.251); one copy in took TC_SPLIT from 0.282 to 0.273 ms (0.94x -> 0.97x cuFFT FP32), 8 +
// 8 copies of 128 points changed nothing, and padding per 256 points (4-way output stores) cost
// +16% (NOTES v35). OUT1 (TC_SPLIT, chosen by launch_bulk1024 for passes with many lines per
// block on devices whose copies set the pace): stage 2 writes the outputs XOR-swizzled into the
// unpadded row (sout1024, conflict-free), a barrier, each thread moves its 8 outputs to their
// natural slots, and the producer stores the line by ONE 8 KB copy: one more barrier and 16 shared
// accesses per thread and line for 15 fewer copies (H200: -1.0% at 1D 1024 x65536, -2.0% at
// x262144, +7% at x4096; H100: +0.5% at x65536; NOTES v36). The producer takes the line numbers in
// order from the per-handle counter (tickets.cuh); no compute-warp barrier ever waits for its
// atomics.
__host__ __device__ constexpr int bpos1024(int e) { return e + 2 * (e >> 6); }
__host__ __device__ constexpr int sout1024(int e) { return e ^ ((e >> 5) & 15); }
constexpr int kBulk1024Row = 1024 + 2 * 16;  // float2 per padded row
constexpr int kBulk1024Threads = k1024Threads + 32;

template <int P, bool SC, bool LT, bool OUT1>
__global__ void __launch_bounds__(kBulk1024Threads, (SC && LT && !OUT1) ? 5 : 0) rt_bulk1024_kernel(const __grid_constant__ RtParams p) {
  pdl_wait();  // before any global access (common/pdl.cuh)
  constexpr int NBUF = kBulkBuffers, ROW = kBulk1024Row;
  constexpr uint32_t kChunk = 64 * sizeof(float2), kLine = 1024 * sizeof(float2);
  // P == 2 here is the float stage 0 rule (docs §4.7): this kernel never has a post-twiddle
  using TT = T1024<P, LT, false, P == 2>;
  constexpr bool kOneCopyIn = TT::float0();  // the line lands unpadded (see above)
  constexpr bool kOut1 = OUT1 && TT::float0();  // one store copy per line (see above)
  extern __shared__ __align__(128) float2 smd[];  // NBUF rows, then y0 (1024)
  __shared__ __align__(8) uint64_t full[NBUF], done[NBUF];
  __shared__ long long item[NBUF];  // line of each row, -1: none (the end)
  const int lane = threadIdx.x & 31, w = threadIdx.x >> 5;
  if (threadIdx.x == 0) {
#pragma unroll
    for (int b = 0; b < NBUF; ++b) {
      bulk::mbar_init(&full[b]);
      bulk::mbar_init_count(&done[b], k1024Threads);
    }
    bulk::fence_init();
  }
  __syncthreads();  // the only block-wide barrier
  if (w == k1024Threads / 32) {  // producer warp
    Tickets tix(p.tickets);
    auto fill = [&](int b) {
      long long c = 0;
      if (lane == 0) {
        c = tix.grab();
        if (c >= p.nlines) c = -1;
        item[b] = c;
        bulk::mbar_expect_tx(&full[b], c < 0 ? 0u : kLine);
      }
      __syncwarp();  // item[b] and the expected bytes before any copy
      // The line as a warp-uniform value: the copies' addresses are then uniform, and one
      // elected lane issues them. (Lanes 0-15 issuing one copy each compiled to a loop over the
      // lanes, ~9 instructions per copy, 17% of the kernel's instructions. H200, same call: 1D 1024
      // x65536 TC_SPLIT 0.286 -> 0.282 ms, TC_FP16 0.299 -> 0.281; NOTES v33.)
      const long long cu = bulk::lane0_uniform(c);
      if (cu >= 0 && bulk::elect_one()) {
        if constexpr (kOneCopyIn) {
          bulk::bulk_load(smd + b * ROW, p.in + cu * p.idist, kLine, &full[b]);
        } else {
#pragma unroll
          for (int k = 0; k < 16; ++k)
            bulk::bulk_load(smd + b * ROW + bpos1024(64 * k), p.in + cu * p.idist + k * 64, kChunk, &full[b]);
        }
      }
      __syncwarp();
    };
    // iteration i: store row i % NBUF once computed, refill it for iteration i + NBUF
    producer_ring<NBUF>(done, item, fill, [&](int b, long long c) {
      const long long cu = bulk::lane0_uniform(c);
      if (bulk::elect_one()) {
        if constexpr (kOut1) {
          bulk::bulk_store(p.out + cu * p.odist, smd + b * ROW, kLine);
        } else {
#pragma unroll
          for (int k = 0; k < 16; ++k)
            bulk::bulk_store(p.out + cu * p.odist + k * 64, smd + b * ROW + bpos1024(64 * k), kChunk);
        }
      }
      bulk::bulk_commit();
    });
    if (lane == 0) tix.finish();
    return;
  }
  float2* const y0 = smd + NBUF * ROW;
  __shared__ uint32_t lmx[2];  // §4.8 line maxima, read before the barrier that ends the step
  const TT T(p);
  // T1024's thread parts have bits disjoint from its constant parts, so bpos1024 adds over them
  // (float stage 0: element j + 64 r of vector j = tid < 64 at j + 64 r, unpadded)
  const int b_in = TT::float0() ? (threadIdx.x & 63) : bpos1024(T.in_thread()), b_out = bpos1024(T.out_thread());
  // OUT1: output e at sout1024(e) = e ^ ((e >> 5) & 15) (stage-2 writes and the unswizzling reads
  // both conflict-free), then in place at e
  const uint32_t b_outs = static_cast<uint32_t>(sout1024(T.out_thread())) << 3,
                 b_cps = static_cast<uint32_t>(sout1024(threadIdx.x)) << 3;
  // (float stage 0: one line per step, warps 2-3 wait at the barrier. Two lines per step, threads
  // 64-127 on the second, ran slower on the H200: 1D 1024 x65536 0.3104 -> 0.3185 ms; NOTES v31)
  for (int i = 0;; ++i) {
    const long long c = ring_wait<NBUF>(full, item, i);
    if (c < 0) break;
    const int b = i % NBUF;
    float2* const row = smd + b * ROW;
    if constexpr (TT::float0()) {
      T.stage0_float([&](int r) { return row[b_in + 64 * r]; }, y0, lmx, p.dir);
    } else {
      float2 x[2][4];
#pragma unroll
      for (int nt = 0; nt < 2; ++nt)
#pragma unroll
        for (int e = 0; e < 4; ++e) x[nt][e] = row[b_in + bpos1024(T.in_const(nt, e))];
      T.stage0(x, y0);
    }
    asm volatile("bar.sync 1, %0;" ::"n"(k1024Threads) : "memory");  // y0 complete
    if constexpr (kOut1) {
      T.stages12(y0, TT::max_line_word(lmx), [&](int kc, float2 z) { at(row, b_outs, kc) = scaled<SC>(p, z); });
      asm volatile("bar.sync 1, %0;" ::"n"(k1024Threads) : "memory");  // outputs in the row; y0 read
      float2 v[8];
#pragma unroll
      for (int m = 0; m < 8; ++m) v[m] = at(row, b_cps, 128 * m ^ ((m & 3) << 2));
      asm volatile("bar.sync 1, %0;" ::"n"(k1024Threads) : "memory");  // every swizzled output read
#pragma unroll
      for (int m = 0; m < 8; ++m) row[threadIdx.x + 128 * m] = v[m];
      bulk::fence_proxy_async();  // the row's generic writes before the store's async reads
      bulk::mbar_arrive(&done[b]);
    } else {
      T.stages12(y0, TT::float0() ? TT::max_line_word(lmx) : 0u,
                 [&](int kc, float2 z) { row[b_out + bpos1024(kc)] = scaled<SC>(p, z); });
      bulk::fence_proxy_async();  // the row's generic writes before the store's async reads
      bulk::mbar_arrive(&done[b]);
      asm volatile("bar.sync 1, %0;" ::"n"(k1024Threads) : "memory");  // every warp has read y0
    }
  }
}

// Strided n = 1024 lines whose neighbours are adjacent in memory (2D/3D column passes): a block
// stages LPB neighbouring lines in shared rows with coalesced cp.async copies (LPB * 8 contiguous
// bytes per element index), its GRP groups of 4 warps run the T1024 transform of rows grp, grp +
// GRP, ... (outputs back into the row; a named barrier per group and row, as rt16384), and the
// block stores the rows coalesced. Element k of row l sits at l * RP + row_slot_1024(k), RP = kRow1024
// (conflict-free throughout; the radix-2 tail's sub-rows: swz1024, RP = 1024 + 32 / LPB). y0 is
// double-buffered per group, so one barrier per line suffices.
// Two blocks per SM (<= 128 registers), except with both a scale and a row post-twiddle (spilled
// 8-24 bytes at 128 registers; no plan has such a pass today: planner.cpp scales the last pass of a
// four-step plan and post-twiddles the earlier ones).
template <int P, bool SC, bool LT, bool TW, bool D2 = false, bool ORD = false>
__global__ void __launch_bounds__(kStaged1024Threads, (SC && TW && !D2) ? 1 : 2)
    rt_staged1024_kernel(const __grid_constant__ RtParams p, const __grid_constant__ LinePrefetchMap pf) {
  pdl_wait();  // before any global access (common/pdl.cuh)
  constexpr int LPB = kStaged1024Lines, GRP = kStaged1024Groups;
  // the float stage 0 rule (docs §4.7): 2 split terms, radices 16, 8, 8, post-twiddled passes too
  // (§4.10: supported() takes only those the rule admits), and the 1024-point sub-rows of the radix-2
  // tail's 16, 8, 8, 2 (§4.11: one scale per sub-row, each row's own maximum words)
  using TT = T1024<P, LT, (GRP > 1), P == 2>;
  // rows: row_slot_1024 (conflict-free); the radix-2 tail's sub-rows keep swz1024 with RP = 1028
  using SW = std::conditional_t<D2, Swz1024, SwzRow1024>;
  constexpr int RP = D2 ? 1024 + 32 / LPB : kRow1024, PL = D2 ? LPB / 2 : LPB, THREADS = k1024Threads * GRP;
  constexpr bool TWR = TW && !D2;  // post-twiddle of the row outputs (D2: after the radix-2 tail)
  static_assert(LPB % GRP == 0, "every group takes the same number of rows");
  extern __shared__ float2 sm[];  // LPB rows, then y0[2] per group
  float2* const rows = sm;
  const int grp = static_cast<int>(threadIdx.x) / k1024Threads;
  // FS: each group's two y0 buffers are followed by the §4.8 line maxima of its two rows in flight
  // (row s in words 0-1, s + 1 in 2-3), at a constant offset from y0b (a static array's per-group
  // address was one register too many: the in-order form spilled 8 bytes at its 128-register cap);
  // kStaged1024Smem holds them after the rows in both layouts (D2: RP = 1028)
  constexpr int Y0S = TT::float0() ? 2048 + 2 : 2048;
  static_assert((LPB * RP + Y0S * GRP) * sizeof(float2) <= kStaged1024Smem, "y0 buffers and maxima fit");
  float2* const y0b = sm + LPB * RP + Y0S * grp;
  uint32_t* const lmg = reinterpret_cast<uint32_t*>(y0b + 2048);
  const TT T(p);
  const uint32_t b_out = SW::f(TT::out_thread()) << 3, b_in = SW::f(TT::in_thread()) << 3;
  const StageMap ml(p.is == 1, PL, THREADS), ms(p.os == 1, PL, THREADS);
  // ORD: block iterations in order from the counter (InOrder), else the static persistent order
  __shared__ long long nxt[2];
  InOrder order(ORD ? p.tickets : nullptr, nxt);
  int64_t l0 = ORD ? order.first() * PL : (int64_t)blockIdx.x * PL;
  for (int it = 0; l0 < p.nlines; ++it) {
    if constexpr (ORD) order.take();
    rows_in<1024, THREADS, PL, RP, SW, D2, true>(p, ml, l0, rows);
    // the next iteration's lines into L2, one per thread 0 .. PL-1 (thread 0 publishes the in-order
    // item it took: the counter's atomic has returned behind the copy-in); not in the forms without a
    // lane table (stream capture), where the post-twiddled static-order instance spilled 12 bytes at
    // its 128 registers. From thread 0 alone (eight line decompositions in one thread) 1D 2^18 x256
    // gained 1.0% instead of 2.0% (H200, NOTES v51 call 7).
    __shared__ long long pf_next;
    if (ORD && threadIdx.x == 0) pf_next = order.taken;
    __syncthreads();
    if (LT && threadIdx.x < PL)
      prefetch_lines_l2<D2 ? 2048 : 1024>(p, (ORD ? pf_next * PL : l0 + (int64_t)gridDim.x * PL) + threadIdx.x, 1);
    // strided lines (columns): the same lead by tensor-map prefetches, one box of the PL lines x 256
    // element indices per thread 0 .. LEN / 256 - 1 (line_prefetch_map.h; pf.ok only for a strided
    // input without a post-twiddle whose geometry the map admits, and only with lane tables, as above)
    if (LT && pf.ok && threadIdx.x < (D2 ? 2048 : 1024) / 256) {
      const int64_t nx = ORD ? pf_next * PL : l0 + (int64_t)gridDim.x * PL;
      if (nx < p.nlines) prefetch_line_box_l2(pf, nx, static_cast<int>(threadIdx.x));
    }
    // stages 1-2 of the group's s-th row from y0, outputs back into the row
    auto rest = [&](int s, float2* y0, uint32_t mb) {
      const int l = grp + GRP * s;
      float2* row = rows + l * RP;
      const int c = static_cast<int>(tw_col_if<TWR>(p, l0 + l));
      // post-twiddle rows in the lanes' order (tw_order.h): output out_thread + kc at entry
      // pos(out_thread) + 8 kc of row c, a warp's 32 loads one 256-byte run
      const int e0 = c * 1024 + post_twiddle_pos_1024(TT::out_thread());
      T.stages12(y0, mb, [&](int kc, float2 z) {
        if constexpr (D2) {
          at(row, b_out, SW::f(kc)) = z;
        } else {
          at(row, b_out, SW::f(kc)) = scaled<SC>(p, post_tw_at<TWR>(p, c, TT::out_thread() + kc, e0 + 8 * kc, z));
        }
      });
    };
    if constexpr (TT::float0()) {
      // float stage 0 (one vector per thread, 64 per row): two rows per step so that all four
      // warps work in it; two group barriers per two rows, as below (the second: every warp has
      // read both y0 buffers before the next pair overwrites them)
      static_assert((LPB / GRP) % 2 == 0, "rows in pairs");
#pragma unroll 1
      for (int s = 0; s < LPB / GRP; s += 2) {
        // threads 0-63 row s into y0[0], threads 64-127 row s + 1 into y0[1] (element j + 64 r of a
        // row at SW::f(j) ^ SW::f(64 r): SW is GF(2)-linear, j < 64 shares no bits with 64 r)
        const int h = TT::tid() >> 6;
        float2* const row = rows + (grp + GRP * (s + h)) * RP;
        const uint32_t bj = static_cast<uint32_t>(SW::f(TT::tid() & 63)) << 3;
        T.template stage0_float<true>([&](int r) { return at(row, bj, SW::f(64 * r)); }, y0b + 1024 * h, lmg, p.dir);
        asm volatile("bar.sync %0, %1;" ::"r"(1 + grp), "n"(k1024Threads) : "memory");
        rest(s, y0b, TT::max_line_word(lmg));
        rest(s + 1, y0b + 1024, TT::max_line_word(lmg + 2));
        // (after the last pair the block barrier below does it)
        if (s + 2 < LPB / GRP) asm volatile("bar.sync %0, %1;" ::"r"(1 + grp), "n"(k1024Threads) : "memory");
      }
    } else {
#pragma unroll 1
      for (int s = 0; s < LPB / GRP; ++s) {
        float2* y0 = y0b + 1024 * (s & 1);
        T.template stage0_row<SW>(rows + (grp + GRP * s) * RP, b_in, y0);
        // y0 complete; every warp of the group has read this row
        asm volatile("bar.sync %0, %1;" ::"r"(1 + grp), "n"(k1024Threads) : "memory");
        rest(s, y0, 0u);
      }
    }
    __syncthreads();
    if constexpr (D2) {
      rows_out_d2<P, SC, TW, 1024, THREADS, PL, RP, Swz1024>(p, ms, l0, rows);
    } else {
      rows_out<1024, THREADS, LPB, RP, SW>(p, ms, l0, rows);
    }
    if constexpr (ORD) order.publish(it);
    __syncthreads();  // the rows are read before the next lines are staged (ORD: the next item is published)
    l0 = ORD ? order.next(it) * PL : l0 + (int64_t)gridDim.x * PL;
  }
  if constexpr (ORD) order.finish();
}

}  // namespace
}  // namespace tcfft::cuda::kern::rt
