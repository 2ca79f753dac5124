// Staged kernels for strided lines of 16-256 points and their radix-2 tails (rt_staged_kernel): the
// staging maps, the D2 tail, the staged transforms.
//
// Part of the register-tile kernels' translation unit: included by rt_kernels.cu only (its
// definitions live in an unnamed namespace). Stage order and twiddles: docs/numerics.md §1.
#pragma once

#include "cuda/kernels/regtile/rt_params.cuh"
#include "cuda/kernels/regtile/rt_stage_pairs.cuh"

namespace tcfft::cuda::kern::rt {
namespace {

// Staged kernels: strided lines whose neighbours are adjacent in memory on at least one side (2D/3D
// column passes, batch-interleaved layouts, the four-step passes), the other side adjacent too or
// contiguous (element stride 1). A block stages LPB lines in shared rows with coalesced accesses,
// computes each line from its row exactly as the contiguous kernels do from global memory (same
// fragments, same order), writes the outputs (post-twiddled with TW) back into the row, and
// stores all rows coalesced.
//
// Staging map of THREADS threads over LPB rows: thread -> (row l, first element k0), elements
// k0 + (THREADS/LPB) m. Adjacent lines: row fastest (the LPB neighbours of an element index are
// contiguous); contiguous elements: element fastest.
struct StageMap {
  int l, k0;
  __device__ __forceinline__ StageMap(bool kfast, int lpb, int threads) {
    const int ks = threads / lpb;
    l = kfast ? static_cast<int>(threadIdx.x) / ks : static_cast<int>(threadIdx.x) % lpb;
    k0 = kfast ? static_cast<int>(threadIdx.x) % ks : static_cast<int>(threadIdx.x) / lpb;
  }
};

// ---------------------------------------------------------------------------
// Radix-2 tail (D2): a line of n = 2M (M = 16, 64, 256, 1024, 4096) planned as the radices of M then
// one radix-2 stage. By docs §1 the stages before the last are two independent M-point transforms
// of the sub-lines E = x[2i] and O = x[2i + 1] (vector j of the last stage, Ns = M, reads y[j] and
// y[j + M]), with the M-point twiddles T_M[i] = T_n[2i]. The staged kernels stage a parent line as
// two sub-rows (element k -> row 2l + (k & 1), slot k >> 1), run the M-point transform of every
// sub-row exactly as for lines of M, and the store applies the last stage to E[k], O[k] * T_n[k]
// before the post-twiddle and the scale.
__host__ __device__ constexpr bool is_d2(int64_t n) {
  return n == 32 || n == 128 || n == 512 || n == 2048 || n == 8192;
}

/// The radix-2 last stage of a D2 line (docs/numerics.md §4.6): a native float stage in every
/// mode, exactly as the CPU executor computes it (§2 with W_2 = +-1, after the §3 twiddle):
/// x0 = a + b w, x1 = a - b w, each part rounded to nearest once. F_2 has no multiplication, so
/// the tensor-core split would only round more (the emulation of it that this replaces cost ~62
/// instructions per output pair against these 8). k: the output index; at k = 0 the twiddle is
/// skipped as in the CPU stage (T[0] = 1 would give the same values but not the same zero signs
/// and non-finite results). BR: the skip as a branch (`if (k != 0)`), else as a select (same
/// values). The TC_FP16 32 x 32 plane kernel (rt_plane32_kernel<1, false>) spilled 8 bytes with the
/// branch; its TC_SPLIT instances were 2.5% faster with it (H100, 3D 32^3 x4096, NOTES v23).
template <bool BR = false>
__device__ __forceinline__ void radix2_tail(float2 a, float2 b, float2 w, int k, float2& x0, float2& x1) {
  if constexpr (BR) {
    if (k != 0) b = twmul(b, w);
  } else {
    const float2 bw = twmul(b, w);
    b = k != 0 ? bw : b;
  }
  x0 = make_float2(__fadd_rn(a.x, b.x), __fadd_rn(a.y, b.y));
  x1 = make_float2(__fsub_rn(a.x, b.x), __fsub_rn(a.y, b.y));
}

struct SwzId {
  static __device__ __forceinline__ constexpr int f(int i) { return i; }
  static __device__ __forceinline__ constexpr int cat(int a, int b) { return a + b; }  // disjoint bits
};
/// Slot maps of staged rows: f(k) is element k's slot; cat(f(a), f(b)) = f(a + b) for the split of
/// an index into a thread part a and a loop / constant part b used at each call site (XOR for the
/// GF(2)-linear swizzles, + for the padded map).
/// Staged 256-point rows (row_slots.h row_slot_256: padding, conflict-free; unpadded rows took 8
/// wavefronts per row-compute access, ncu: 18.4 M / 12.7 M conflicts in the 2D 256^2 x1024 column
/// pass, NOTES v16). cat(f(a), f(b)) = f(a + b) when a + (b mod 32) < 32: a thread part below the
/// loop step KS (<= 32, dividing 32 or a multiple of 32) or rows_compute's lane part g + 32 t with
/// constants of (c mod 32) <= 24.
struct SwzPad256 {
  static __device__ __forceinline__ constexpr int f(int k) { return row_slot_256(k); }
  static __device__ __forceinline__ constexpr int cat(int a, int b) { return a + b; }
};

/// Applies the radix-2 tail to the sub-rows written by the M-point transforms (E = row 2l, O = row
/// 2l + 1) and stores outputs k and k + M of parent p0 + l (map m over PL parents, k < M),
/// post-twiddled (TW, length 2M) and scaled (SC).
/// UNR: unroll count of the store loop (4; 2 where 4 spilled: TC_FP16, M = 64, post-twiddle, cp.async).
template <int P, bool SC, bool TW, int M, int THREADS, int PL, int RP, typename SW, int UNR = 4>
__device__ __forceinline__ void rows_out_d2(const RtParams& p, const StageMap& m, int64_t p0, const float2* rows) {
  using G = Geo<true>;
  constexpr int KS = THREADS / PL;
  const int64_t line = p0 + m.l;
  if (line >= p.nlines) return;
  float2* dst = G::out_line(p, line);
  const float2* e = rows + 2 * m.l * RP;
  const int64_t c = TW ? tw_col(p, line) : 0;
  const int sk0 = SW::f(m.k0);
#pragma unroll UNR
  for (int i = 0; i < M / KS; ++i) {
    const int k = m.k0 + KS * i, sk = SW::cat(sk0, SW::f(KS * i));
    float2 x0, x1;
    radix2_tail(e[sk], e[RP + sk], twid_n(p, k), k, x0, x1);
    dst[G::eo(p, k)] = scaled<SC>(p, post_tw<TW, 2 * M>(p, c, k, x0));
    dst[G::eo(p, k + M)] = scaled<SC>(p, post_tw<TW, 2 * M>(p, c, k + M, x1));
  }
}

// n = 64: rows padded (RP = n + 1) so that the row-fastest staging accesses are conflict-free; the
// compute reads of a row have the contiguous kernels' 4-way pattern. n = 256: element k at slot
// SwzPad256::f(k) (4 float2 of padding per 32) in rows of RP = 289 (WIDE) / 290 float2, so that
// the compute reads and writes and the strided side's staging are conflict-free (the contiguous
// side of a WIDE block: 2-way).
// n = 16 (only as the sub-rows of n = 32 with the radix-2 tail): 64 sub-rows = 32 parent lines per
// block iteration (256 contiguous bytes per element index on a strided side), one stage_b16 call
// of 16 sub-rows per warp. WIDE (the sub-rows of D2 lines of 128 and 512, and 256-point lines): twice the rows, so
// that a strided side is read in 128 / 64-byte segments (16 / 8 parents) instead of 64 / 32 bytes.
// H100, 2026-11-21, same call: 3D 128^3 x64 3.46 -> 2.75 ms, 2D 128^2 x4096 1.04 -> 0.92, but
// contiguous 1D 128 x2^19 0.408 -> 0.450 and 1D 2^15 x2048 (post-twiddled 128-point pass A)
// 0.969 -> 1.051: WIDE only for passes strided on a side and without a post-twiddle. WIDE 256
// needs 66 KB with both buffers: dynamic shared memory (DYN), 3 blocks per SM; same H100, same
// call: 3D 512^3 4.32 / 4.15 -> 3.63 ms, 1D 2^26 2.11 -> 2.08, but 2D 512^2 x256 1.073 -> 1.098 and
// 1D 2^17 x512 1.065 -> 1.133 (strides of 2-4 KB, where the occupancy costs more than the wider
// segments bring; a stride threshold is the next step, tools/kernel_dev/NOTES.md v8). v12: WIDE
// also for the 256-point passes (not tails) without a post-twiddle whose input is strided, 16 rows,
// at every stride (3D 256^3 x8 3.19 -> 2.61 ms; since v36 only at strides >= 64 KB on devices below
// kCopyBoundGBsPerSM, see launch_pss); the same stride threshold (64 KB) tried for the 512 tails
// lost there (3D 512^3 3.42 -> 3.77, 2D 512^2 x256 1.05 -> 1.09-1.12) and won only at 1D 2^17 x512
// (1.16 -> 1.10), so the 512 tails stay wide at every stride.
template <int N, bool WIDE = false>
struct Staged {
  static constexpr int LPB = (N == 16 ? 64 : N == 64 ? 16 : 8) * (WIDE ? 2 : 1);  // (sub-)rows per block iteration
  // padded row, float2: 256-point rows (SwzPad256, 288 slots) of 16 (WIDE) at an odd pitch so that a
  // strided side's 16 rows per half-warp meet 16 bank pairs, of 8 at 2 mod 16 (8 rows x 2 slots)
  static constexpr int RP = N == 256 ? (WIDE ? kRow256Wide : kRow256) : N + 1;
  static constexpr int SMEM = LPB * RP;                // float2
  static constexpr bool DYN = WIDE && N == 256;        // staging buffers in dynamic shared memory
};

/// This lane's operands for rows_compute: the DFT matrix fragments (R = 16 for n = 16 and 256,
/// R = 8 for 64) and the stage-1 twiddles (none for n = 16).
template <int Q, int N>
__device__ __forceinline__ void rows_operands(const RtParams& p, int lane, int g, int t, MatA16& MA, MatA8& M8,
                                              float2 (&tw)[2][4]) {
  if constexpr (N == 16) {
    load_a16<Q>(p.frag, lane, p.dir, MA);  // one stage (Ns = 1): no twiddles
  } else if constexpr (N == 256) {
    load_a16<Q>(p.frag, lane, p.dir, MA);
#pragma unroll
    for (int nt = 0; nt < 2; ++nt)
#pragma unroll
      for (int i = 0; i < 4; ++i) tw[nt][i] = twid(p, (g + 8 * (i >> 1)) * (2 * t + (i & 1) + 8 * nt));
  } else {
    load_a8<Q>(p.frag, lane, p.dir, M8);
#pragma unroll
    for (int c = 0; c < 2; ++c) tw[0][c] = twid(p, (2 * t + c) * g);
  }
}

/// The row transforms of a staged block iteration: LPB rows of N points at sm + l * RP (lines l0 + l),
/// each computed exactly as the contiguous kernels compute a line from global memory (same
/// fragments, same order), outputs written back over the row. D2: the rows are sub-rows and the
/// outputs stay unscaled (the radix-2 tail's store finishes them); else post-twiddled (TWR) and
/// scaled (SC). n = 16: LPB = 64 (one stage_b16 call of 16 rows per warp); 64: LPB a multiple of
/// 16; 256: LPB a multiple of 4. MA / M8 / tw as the staged kernel loads them. KS (n = 64 only):
/// element k of row l at sm + l * RP + k * KS, so that RP = 1, KS = pitch computes the columns of
/// a row-major tile (the plane pass).
template <int P, bool SC, int N, int LPB, int RP, bool TWR, bool D2, int KS = 1, typename SW = SwzId>
__device__ __forceinline__ void rows_compute(const RtParams& p, float2* sm, int64_t l0, const MatA16& MA,
                                             const MatA8& M8, const float2 (&tw)[2][4], int w, int g, int t) {
  static_assert(KS == 1 || N == 64, "an element stride only for n = 64");
  auto fin = [&](int64_t c, int k, float2 z) {
    if constexpr (D2) return z;
    return scaled<SC>(p, post_tw32<TWR, N>(p, c, k, z));
  };
  // the same with the factor w loaded ahead (post_tw32_load): the 256-point rows
  auto fin_w = [&](int64_t c, int k, float2 w, float2 z) {
    if constexpr (D2) return z;
    return scaled<SC>(p, post_tw32_use<TWR>(p, c, k, w, z));
  };
  if constexpr (N == 16) {
    static_assert(LPB == 64, "16 rows per warp");
    // stage_b16 on rows 16w + g + 8nt: x[nt][e] = element 2t + (e&1) + 8(e>>1); output
    // y[nt][i] = element g + 8(i>>1) of row 16w + 2t + (i&1) + 8nt (rt_stage.cuh)
    float2 x[2][4], y[2][4];
#pragma unroll
    for (int nt = 0; nt < 2; ++nt)
#pragma unroll
      for (int e = 0; e < 4; ++e) x[nt][e] = sm[(16 * w + g + 8 * nt) * RP + 2 * t + (e & 1) + 8 * (e >> 1)];
    stage_b16<P>(x, MA, y);
    __syncwarp();  // every lane has read the rows before any lane overwrites them
#pragma unroll
    for (int nt = 0; nt < 2; ++nt)
#pragma unroll
      for (int i = 0; i < 4; ++i) {
        const int r = 16 * w + 2 * t + (i & 1) + 8 * nt, k = g + 8 * (i >> 1);
        sm[r * RP + k] = fin(tw_col_if<TWR>(p, l0 + r), k, y[nt][i]);
      }
  } else if constexpr (N == 256) {
    constexpr int RW = LPB / 4;  // rows per warp: RW w + h
#pragma unroll 1
    for (int h = 0; h < RW; ++h) {
      float2* row = sm + (RW * w + h) * RP;
      const int64_t c = tw_col_if<TWR>(p, l0 + RW * w + h);
      float2 x[2][4], y[2][4];
      // element k at row[SW::f(k)], the lane part g + 32 t joined with the constant parts by SW::cat
      const int sl = SW::f(g + 32 * t);
      float2 pw[2][4];  // TWR: this row's post-twiddle factors, loaded ahead (post_tw32_load)
#pragma unroll
      for (int nt = 0; nt < 2; ++nt)
#pragma unroll
        for (int i = 0; i < 4; ++i) pw[nt][i] = post_tw32_load<TWR, N>(p, c, g + 32 * t + out256(nt, i));
#pragma unroll
      for (int nt = 0; nt < 2; ++nt)
#pragma unroll
        for (int e = 0; e < 4; ++e) x[nt][e] = row[SW::cat(sl, SW::f(in256(nt, e)))];
      // §4.9 (input_line_scale_rule): TC_SPLIT (2 terms) / TC_FP16 lines of 256, post-twiddled ones too; §4.11
      // (subrow_line_scale_rule): the sub-rows of 512 likewise, one scale per sub-row
      line256<P, line_scaled_terms(P)>(x, MA, [&](int rh, int e) { return tw[e >> 1][2 * rh + (e & 1)]; }, y);
      __syncwarp();  // every lane has read the row before any lane overwrites it
#pragma unroll
      for (int nt = 0; nt < 2; ++nt)
#pragma unroll
        for (int i = 0; i < 4; ++i)
          row[SW::cat(sl, SW::f(out256(nt, i)))] = fin_w(c, g + 32 * t + out256(nt, i), pw[nt][i], y[nt][i]);
    }
  } else {
    static_assert(N == 64 && LPB % 16 == 0, "n = 64 rows in groups of 16");
    // rows 16h + 4w + tl: four per warp and group h of 16
#pragma unroll 1
    for (int h = 0; h < LPB / 16; ++h) {
      float2 x[4][2], y[4][2];
      float2* const r0 = sm + (16 * h + 4 * w) * RP;
#pragma unroll
      for (int tl = 0; tl < 4; ++tl)
#pragma unroll
        for (int c = 0; c < 2; ++c) {
          if constexpr (KS == 1) {  // kept literally: the staged kernels keep their machine code
            x[tl][c] = r0[tl * RP + g + 16 * t + 8 * c];
          } else {
            x[tl][c] = r0[tl * RP + (g + 16 * t + 8 * c) * KS];
          }
        }
      // §4.9 (input_line_scale_rule): TC_SPLIT (2 terms) / TC_FP16 lines of 64, post-twiddled ones too; §4.11
      // (subrow_line_scale_rule): the sub-rows of 128 likewise, one scale per sub-row (per tile)
      lines64<P, line_scaled_terms(P)>(x, M8, [&](int, int c) { return tw[0][c]; }, y);
      __syncwarp();  // every lane has read the rows before any lane overwrites them
#pragma unroll
      for (int tl = 0; tl < 4; ++tl) {
        const int64_t col = tw_col_if<TWR>(p, l0 + 16 * h + 4 * w + tl);
#pragma unroll
        for (int c = 0; c < 2; ++c) {
          if constexpr (KS == 1) {
            r0[tl * RP + 8 * g + 2 * t + c] = fin(col, 8 * g + 2 * t + c, y[tl][c]);
          } else {
            r0[tl * RP + (8 * g + 2 * t + c) * KS] = fin(col, 8 * g + 2 * t + c, y[tl][c]);
          }
        }
      }
    }
  }
}

// AS: two staging buffers; the next block iteration's lines are copied with cp.async (8 bytes per
// element, zero-filled past the end) while this one is computed and stored. D2: lines of 2N with a
// radix-2 tail (see is_d2): LPB / 2 parent lines per block iteration, staged as LPB sub-rows.
// WIDE: Staged's wider block iteration (sub-rows of 64 and 256; the launch passes the dynamic
// shared memory of Staged::DYN: (AS ? 2 : 1) * SMEM float2).
// P = 1 (TC_FP16): at least 4 blocks per SM. Without a minimum ptxas chose 64 registers and a 4-byte
// spill for the scaled, post-twiddled n = 64 instance (2026-11-21); the 6 blocks (<= 80 registers)
// set then held the 256-point instances at 74-80 registers. At 4 they take 74-96, no spill, 5 blocks
// (20 warps) per SM. H200, 2026-11-28, same call (NOTES v43): TC_FP16 1D 2^24 x4 1.475 -> 1.091 ms,
// 2^18 x256 0.935 -> 0.768, 2^23 x8 1.358 -> 1.128, 3D 256^3 x8 1.975 -> 1.718, 2^15 0.699 -> 0.673;
// 3D 64^3 / 128^3, 2D 256^2 unchanged; same bits. P >= 2 (TC_SPLIT): no minimum (101-120 registers;
// at 5 blocks per SM its 256-point instances spilled 4-8 bytes and ran 3-7% slower, NOTES v43).
template <int P, bool SC, int N, bool TW, bool AS, bool D2 = false, bool WIDE = false>
__global__ void __launch_bounds__(128, P == 1 ? 4 : 1) rt_staged_kernel(const __grid_constant__ RtParams p) {
  pdl_wait();  // before any global access (common/pdl.cuh)
  using S = Staged<N, WIDE>;
  using G = Geo<true>;
  constexpr int Q = P >= 2 ? 2 : 1, LPB = S::LPB, RP = S::RP, PL = D2 ? LPB / 2 : LPB;
  __shared__ float2 sms[S::DYN ? 1 : (AS ? 2 : 1) * S::SMEM];
  extern __shared__ float2 smd[];
  float2* const smb = S::DYN ? smd : sms;
  const int lane = threadIdx.x & 31, g = lane >> 2, t = lane & 3, w = threadIdx.x >> 5;
  const StageMap ml(p.is == 1, PL, 128), ms(p.os == 1, PL, 128);
  constexpr int KS = 128 / PL;
  constexpr int LEN = D2 ? 2 * N : N;  // elements per staged (parent) line
  static_assert(N != 16 || D2, "n = 16 rows only as the sub-rows of n = 32");
  MatA16 MA;
  MatA8 M8;
  float2 tw[2][4];
  rows_operands<Q, N>(p, lane, g, t, MA, M8, tw);
  // element k of the staged line l -> row and slot (D2: sub-row 2l + (k & 1), slot k >> 1); 256-point
  // (sub-)rows padded (SwzPad256). k = ml.k0 + KS i: the slot is base + SW::f(i KS (>> 1 for D2)).
  using SW = std::conditional_t<N == 256, SwzPad256, SwzId>;
  const int sbase = D2 ? (2 * ml.l + (ml.k0 & 1)) * RP + SW::f(ml.k0 >> 1) : ml.l * RP + SW::f(ml.k0);
  auto issue = [&](int64_t l0, float2* buf) {
    const int64_t line = l0 + ml.l;
    const bool ok = line < p.nlines;
    const float2* src = G::in_line(p, ok ? line : 0);
#pragma unroll 4
    for (int i = 0; i < LEN / KS; ++i)
      cp_async8_zfill(buf + SW::cat(sbase, SW::f(D2 ? (KS / 2) * i : KS * i)), src + G::ei(p, ml.k0 + KS * i), ok);
    cp_async_commit();
  };
  // AS: block iterations in order from the counter (tickets.cuh), taken two ahead because the copy of
  // iteration it + 1 is issued at the top of iteration it: thread 0 takes item it + 2 after the top
  // barrier and publishes it in nxt[it & 1] before the barrier after the rows (read after it). H100,
  // 2026-11-22, same call against the static persistent order: 3D 64^3 x512 1.770 -> 1.706 ms, 128^3
  // x64 2.683 -> 2.480, 512^3 3.43 -> 3.29, 64x128x128 x64 1.266 -> 1.192 (NOTES v15).
  // (every AS instance: the TC_FP16 post-twiddled 256 one went without while it spilled 4 bytes at <= 80
  // registers; with tickets at <= 128 it has none, and 2^24 x4 TC_FP16 took 1.200 -> 1.091 ms, NOTES v43)
  constexpr bool TK = AS;
  // LATE: thread 0 takes item it + 2 after the rows of iteration it (not at its top) and publishes it
  // after its own stores, so that an item is taken about one store phase before its copy starts
  // instead of a whole iteration. H200, 2026-11-29, same process against the early take (NOTES v54
  // call 6, every AS instance), ms: 1D 2^22 x16 1.038 -> 1.008, 3D 512^3 2.315 -> 2.285, 2^18 x256
  // 0.721 -> 0.716, 3D 64^3 x512 1.211 -> 1.206; the 256-point instances without a radix-2 tail
  // neutral to worse (3D 256^3 x8 1.712 -> 1.726, 2D 256 x1024 x256 -0.5%, 3D 256 x64 x64 x64 -0.2%),
  // so not there. This form (calls 7-8): 3D 32^3 x4096 -2.4%, 2D 4096^2 x4 -2.0%, 2D 8192^2 -1.6%,
  // 3D 512^3 -1.2%, 2^22 x16 -1.1%, 3D 256^3 0. Same bits.
  constexpr bool LATE = TK && !(N == 256 && !D2);
  const int64_t stride = (int64_t)gridDim.x * PL;
  __shared__ long long nxt[TK ? 2 : 1];
  Tickets tix(TK ? p.tickets : nullptr);
  int64_t l0 = (int64_t)blockIdx.x * PL, l1 = l0 + stride;
  if constexpr (TK) {
    if (threadIdx.x == 0) {
      nxt[0] = tix.grab();
      nxt[1] = tix.grab();
    }
    __syncthreads();
    l0 = nxt[0] * PL;
    l1 = nxt[1] * PL;
  }
  int b = 0;
  if (AS && l0 < p.nlines) issue(l0, smb);
  for (int it = 0; l0 < p.nlines; ++it, b ^= 1) {
    float2* const sm = smb + (AS ? b * S::SMEM : 0);
    long long g2 = 0;
    if constexpr (AS) {
      cp_async_wait_all();
      __syncthreads();  // this iteration's rows are complete; the previous store has read the other buffer
      if (LATE && it > 0) l1 = nxt[(it - 1) & 1] * PL;  // published after the previous iteration's stores
      if (l1 < p.nlines) issue(l1, smb + (b ^ 1) * S::SMEM);
      if (TK && !LATE && threadIdx.x == 0) g2 = tix.grab();
    } else {
      const int64_t line = l0 + ml.l;
      const bool ok = line < p.nlines;
      const float2* src = G::in_line(p, ok ? line : 0);
      // (the element loop form: in the index form above the TC_FP16 post-twiddled 256 instance spilled)
#pragma unroll 4
      for (int k = ml.k0; k < LEN; k += KS)
        sm[D2 ? (2 * ml.l + (k & 1)) * RP + SW::f(k >> 1) : ml.l * RP + SW::f(k)] = ok ? src[G::ei(p, k)] : make_float2(0.f, 0.f);
      __syncthreads();
    }
    rows_compute<P, SC, N, LPB, RP, TW && !D2, D2, 1, SW>(p, sm, l0, MA, M8, tw, w, g, t);
    if (TK && threadIdx.x == 0) {
      if constexpr (LATE) {
        g2 = tix.grab();  // returns behind this thread's stores
      } else {
        nxt[it & 1] = g2;
      }
    }
    __syncthreads();
    int64_t l2 = l1 + stride;  // (LATE: set at the next iteration's top)
    if constexpr (TK && !LATE) l2 = nxt[it & 1] * PL;
    if constexpr (D2) {
      rows_out_d2<P, SC, TW, N, 128, PL, RP, SW, (P == 1 && TW && AS && N == 64) ? 2 : 4>(p, ms, l0, sm);
    } else {
      const int64_t line = l0 + ms.l;
      if (line < p.nlines) {
        float2* dst = G::out_line(p, line);
#pragma unroll 4
        for (int i = 0; i < N / KS; ++i) dst[G::eo(p, ms.k0 + KS * i)] = sm[ms.l * RP + SW::cat(SW::f(ms.k0), SW::f(KS * i))];
      }
    }
    if constexpr (!AS) __syncthreads();  // AS: the next iteration's first barrier
    if (LATE && threadIdx.x == 0) nxt[it & 1] = g2;  // after this thread's stores: read at the next top
    l0 = l1;
    l1 = l2;
  }
  if (TK && threadIdx.x == 0) tix.finish();
}

}  // namespace
}  // namespace tcfft::cuda::kern::rt
