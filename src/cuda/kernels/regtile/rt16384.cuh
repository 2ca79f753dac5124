// The one-pass 16384-point kernel and its 128 x 128 plane form (rt16384_kernel).
//
// Part of the register-tile kernels' translation unit: included by rt_kernels.cu only (its
// definitions live in an unnamed namespace). Stage order and twiddles: docs/numerics.md §1.
#pragma once

#include "cuda/kernels/regtile/rt1024.cuh"

namespace tcfft::cuda::kern::rt {
namespace {

// n = 16384 in one pass, radices (16, 8, 8, 16), element stride 1 on both sides (any line
// distance). By docs §1 the first three Stockham stages of a 16384-point line are the 1024-point
// transforms of its 16 sub-lines x[b + 16 i] (stage s reads the same vectors as the sub-line's stage
// s, with twiddles T_16384[16 m] = T_1024[m]: same values, so the same bits as T1024 on the
// sub-line), leaving sub-line b's output k at y[1024 b + k]. The last stage (Ns = 1024) is vector
// j < 1024 with components y[j + 1024 r] * T[r j], whose output r' is X[j + 1024 r'].
// A block of 4 GRP warps (16; 8 without lane tables, where 16 spilled) holds one line per iteration
// (one block per SM, 192 KB of shared memory with 16 warps):
//  copy-in  cp.async, element e to row e & 15 at slot row_slot_1024(e >> 4), rows of RP = 1026 float2
//           (lane -> element 16 (l & 1) + ((l >> 1) & 7) + 8 (l >> 4) of a warp's 32: each
//           half-warp writes rows 0-7 or 8-15 at two slots, conflict-free);
//  rows     GRP groups of 4 warps run T1024 on rows grp + GRP s (outputs back into the row, y0
//           double-buffered per group, one named barrier per row);
//  last     after a block barrier warp w of NW runs tiles (vectors 16 (w + NW c) + g + 8 nt, c < 64 / NW) from
//           the rows (conflict-free: rows 2t + .. at offsets 4t, slots g) and stores X directly,
//           two consecutive outputs per lane (V4: one 16-byte store; 64 contiguous bytes per 4 lanes).
// Twiddles: the sub-lines' through LaneTw1024 (lane table of T_1024, or T_16384[16 m] with
// tw_step = 16), the last stage's lt[k1024Threads * k1024Slots + slot * k16384Threads + tid]
// (tw_m16384) or T[r j] directly. SC: the output scale, in the last stage only.
// TC_SPLIT with 2 terms (P == 2, float_stage0_rule, docs/numerics.md §4.12): the sub-lines run
// T1024's float stage 0 and §4.8's line scale per sub-line, staged1024's paired-row form (threads
// 0-63 and 64-127 of a group take stage 0 of two rows, each group's two maximum words per row after
// its y0 buffers), and the last stage runs in float too (float_last_stage: one 16-point vector per
// thread from the rows, §3 twiddles from the lane table's second half (tw_f16384), the float
// network, coalesced float2 stores); TC_FP16 keeps the MMA last stage above.
// L2 lead: after a line's copy-in, threads 0-7 start bulk L2 prefetches of the block's next line,
// whose DRAM read then runs under this line's compute (H200, 2026-11-29, same process: 1D 16384
// x4096 0.533 -> 0.473 ms, x1024 -9%; x64 / x128, one line per block, unchanged; NOTES v51 call 2).
// H100, 2026-11-22, same run: 1D 16384 x4096 0.872 ms in two passes -> 0.747 ms (cuFFT 0.405). The
// block is issue / latency bound (ncu: 54% issue-active with 4 warps per scheduler, 339 M warp
// instructions per 2^26 points, HMMA 18%); tried and slower (NOTES.md v13): the next line's copy-in
// behind the last stage (three more barriers), T1024's lane table in shared memory (less L1 for
// the copy-in); the last stage's twiddles one tile ahead changed nothing.
// plane128_note. T2D: the same kernel computes the 2D transform of a dense 128 x 128 plane (row r,
// column c at n = c + 128 r: the plane is the line). Its sub-lines x[b + 16 i] (i = i0 + 8 r, i0 =
// c >> 4, b = c & 15) are then the 1024-point transforms up to stage 2's twiddles: stages 0-1
// (radices 16, 8 over r, twiddles T_1024[8 m] = T_128[m]) are the column transform over r, and
// stage 2 (radix 8 over i0) is the first step of the row transform over c, without a twiddle
// between the axes: TC_SPLIT skips its twiddles (T1024's NT2), TC_FP16 multiplies by its lane-table
// slots, which hold T[0] = 1 (plane128_lane_table; a product with 1 is exact but for zero signs).
// The last stage (radix 16 over b) finishes the row transform with T_128[b ki]. So the plane is
// read and written once instead of twice (the two 128-point passes of 3D 128^3, 2D 128^2), with
// the radices 16, 8 | 8, 16 of the 16384-point kernel instead of the passes' 8, 8, 2 each.
// The last stage is the float form in both tensor-core modes (TC_FP16 too, where the 1D kernel's
// is the MMA one: the float network is more accurate, and its lane order needs no new tile map);
// with the lane table only (launch_plane falls back to the two passes without it).
constexpr int kRow16384 = 1024 + 2;
// per group: two y0 buffers, then (float stage 0) the §4.8 maximum words of its two rows in flight
constexpr size_t smem16384(int groups) { return (16 * kRow16384 + groups * (2 * 1024 + 2)) * sizeof(float2); }

template <int P, bool SC, bool LT, bool V4, int GRP = k16384Groups, bool T2D = false>
__global__ void __launch_bounds__(128 * GRP, 1) rt16384_kernel(const __grid_constant__ RtParams p) {
  pdl_wait();  // before any global access (common/pdl.cuh)
  constexpr int RP = kRow16384, NW = 4 * GRP;
  static_assert(!LT || GRP == k16384Groups, "the last stage's lane table is laid out for k16384Groups");
  static_assert(!T2D || (LT && GRP == k16384Groups), "the 128 x 128 plane form: its lane table, 16 warps");
  extern __shared__ float2 sm[];  // 16 rows, then two y0 buffers (and two maximum words) per group
  float2* const rows = sm;
  const int lane = threadIdx.x & 31, g = lane >> 2, t = lane & 3, w = threadIdx.x >> 5, grp = w >> 2;
  using TT = T1024<P, LT, true, P == 2, T2D && P == 2>;  // §4.12: the float stage 0 and line scale per sub-line
  constexpr int Y0S = 2048 + 2;
  float2* const y0b = sm + 16 * RP + Y0S * grp;
  uint32_t* const lmg = reinterpret_cast<uint32_t*>(y0b + 2048);
  const TT T(p);
  // the MMA last stage's radix-16 matrix (TC_FP16: T1024's own; §4.12's float form needs none)
  [[maybe_unused]] const MatA16& MA = T.MA;
  const uint32_t b_in = row_slot_1024(T.in_thread()) << 3, b_out = row_slot_1024(T.out_thread()) << 3;
  // copy-in: this thread's elements e = 32 (w + NW m) + le: row le & 15, slot 2 (w + NW m) + (l & 1)
  const int le = 16 * (lane & 1) + ((lane >> 1) & 7) + 8 * (lane >> 4);
  float2* const crow = rows + (le & 15) * RP;
  const int cs = row_slot_1024(2 * w + (lane & 1));  // bits below log2(2 NW); the loop part 2 NW m above
  const float2* const lt2 = LT ? p.lt + k1024Threads * k1024Slots + threadIdx.x : nullptr;
  // the float last stage's twiddles (tw_f16384), after the MMA form's
  [[maybe_unused]] const float2* const ltf = LT ? lt2 + k16384Threads * k16384Slots : nullptr;
  for (int64_t line = blockIdx.x; line < p.nlines; line += gridDim.x) {
    const float2* src = p.in + line * p.idist + 32 * w + le;
#pragma unroll 8
    for (int m = 0; m < 16384 / (32 * NW); ++m) cp_async8(crow + (cs ^ row_slot_1024(2 * NW * m)), src + 32 * NW * m);
    cp_async_commit();
    cp_async_wait_all();
    __syncthreads();  // the line is in the rows (and the previous line's last stage is done)
    // L2 lead (prefetch_lines_l2): threads 0-7 each start one 16 KB piece of the block's next line
    if (threadIdx.x < 8 && line + gridDim.x < p.nlines) {
      const uintptr_t a = reinterpret_cast<uintptr_t>(p.in + (line + gridDim.x) * p.idist + 2048 * threadIdx.x);
      bulk::prefetch_l2(reinterpret_cast<const void*>(a & ~uintptr_t{15}), 2048 * sizeof(float2));
    }
    if constexpr (TT::float0()) {
      // two rows per step (threads 0-63 row s into y0[0], 64-127 row s + 1 into y0[1]; element
      // j + 64 r of a row at row_slot_1024(j) ^ row_slot_1024(64 r), the map being GF(2)-linear);
      // the second group barrier: every warp has read both y0 buffers and maximum words before the
      // next pair overwrites them (after the last pair the block barrier below does it)
      static_assert((16 / GRP) % 2 == 0, "rows in pairs");
      const int h = TT::tid() >> 6;
      const uint32_t bj = static_cast<uint32_t>(row_slot_1024(TT::tid() & 63)) << 3;
#pragma unroll 1
      for (int s = 0; s < 16 / GRP; s += 2) {
        float2* const row = rows + (grp + GRP * (s + h)) * RP;
        T.template stage0_float<true>([&](int r) { return at(row, bj, row_slot_1024(64 * r)); }, y0b + 1024 * h, lmg,
                                      p.dir);
        asm volatile("bar.sync %0, %1;" ::"r"(1 + grp), "n"(k1024Threads) : "memory");
#pragma unroll 1
        for (int q = 0; q < 2; ++q) {
          float2* const rq = rows + (grp + GRP * (s + q)) * RP;
          T.stages12(y0b + 1024 * q, TT::max_line_word(lmg + 2 * q),
                     [&](int kc, float2 z) { at(rq, b_out, row_slot_1024(kc)) = z; });
        }
        if (s + 2 < 16 / GRP) asm volatile("bar.sync %0, %1;" ::"r"(1 + grp), "n"(k1024Threads) : "memory");
      }
    } else {
#pragma unroll 1
      for (int s = 0; s < 16 / GRP; ++s) {
        float2* const row = rows + (grp + GRP * s) * RP;
        float2* const y0 = y0b + 1024 * (s & 1);
        T.template stage0_row<SwzRow1024>(row, b_in, y0);
        // y0 complete, every warp of the group has read the row and finished the row before
        asm volatile("bar.sync %0, %1;" ::"r"(1 + grp), "n"(k1024Threads) : "memory");
        T.stages12(y0, 0u, [&](int kc, float2 z) { at(row, b_out, row_slot_1024(kc)) = z; });
      }
    }
    __syncthreads();  // every row holds its sub-line's transform
    float2* const dst = p.out + line * p.odist;
    if constexpr (T2D) {
      // The 128 x 128 plane (plane128_note): vector j = kr + 128 ki (kr: the row axis' frequency,
      // ki < 8), component r = row r's slot j times T_128[r ki] (not at r = 0 or ki = 0), the float
      // network; output r' is column frequency ki + 8 r' of row frequency kr. Lane l takes
      // ki = l >> 2 and kr = 4 (w + NW c) + (l & 3): a half-warp's reads meet 16 bank pairs
      // (row_slot_1024 folds j's bits 7-8 onto bits 2-3) and each store writes 4 runs of 64 bytes.
      const int ki = lane >> 2;
#pragma unroll 1
      for (int c = 0; c < 128 / (4 * NW); ++c) {
        const int kr = 4 * (w + NW * c) + (lane & 3), sj = row_slot_1024(kr + 128 * ki);
        float re[16], im[16];
        float_dft16(
            [&](int r) {
              const float2 v = rows[r * RP + sj];
              if (r == 0 || ki == 0) return v;
              return twmul(v, twid_n(p, r * ki));
            },
            p.dir, re, im);
        float2* const o = dst + 128 * kr + ki;
#pragma unroll
        for (int r = 0; r < 16; ++r) o[8 * r] = scaled<SC>(p, make_float2(re[r], im[r]));
      }
    } else if constexpr (TT::float0()) {
      // §4.12: the last stage in float, vector j = tid + 128 GRP c per thread: component r =
      // row r's slot j times T[r j] (not at j = 0, where the index is 0), the float network, output
      // r' to X[j + 1024 r'] (a warp's 32 consecutive j: 256 contiguous bytes per r')
      constexpr int NTH = 128 * GRP;
#pragma unroll 1
      for (int c = 0; c < 1024 / NTH; ++c) {
        const int j = static_cast<int>(threadIdx.x) + NTH * c, sj = row_slot_1024(j);
        float re[16], im[16];
        float_dft16(
            [&](int r) {
              const float2 v = rows[r * RP + sj];
              if (r == 0 || j == 0) return v;
              float2 wv;
              if constexpr (LT) {
                wv = __ldg(ltf + (16 * c + r) * k16384Threads);
              } else {
                wv = twid_n(p, r * j);
              }
              return twmul(v, wv);
            },
            p.dir, re, im);
#pragma unroll
        for (int r = 0; r < 16; ++r) dst[j + 1024 * r] = scaled<SC>(p, make_float2(re[r], im[r]));
      }
    } else {
#pragma unroll 1
      for (int c = 0; c < 64 / NW; ++c) {
        const int j0 = 16 * (w + NW * c);
        float2 x[2][4], y[2][4];
#pragma unroll
        for (int nt = 0; nt < 2; ++nt)
#pragma unroll
          for (int e = 0; e < 4; ++e) {
            const int r = 2 * t + (e & 1) + 8 * (e >> 1), j = j0 + g + 8 * nt, slot = 8 * c + 4 * nt + e;
            float2 wv;
            if constexpr (LT) {
              wv = __ldg(lt2 + slot * k16384Threads);
            } else {
              wv = twid_n(p, r * j);
            }
            x[nt][e] = twmul(rows[r * RP + row_slot_1024(j)], wv);
          }
        stage_b16<P>(x, MA, y);
        // y[nt][i]: component g + 8 (i >> 1) of vector j0 + 2t + (i & 1) + 8 nt
#pragma unroll
        for (int nt = 0; nt < 2; ++nt)
#pragma unroll
          for (int h = 0; h < 2; ++h) {
            float2* const o = dst + j0 + 2 * t + 8 * nt + 1024 * (g + 8 * h);
            const float2 a = scaled<SC>(p, y[nt][2 * h]), b = scaled<SC>(p, y[nt][2 * h + 1]);
            if constexpr (V4) {
              st_no_l1_v4(o, a, b);  // the stores do not evict the last stage's lane table
            } else {
              o[0] = a;
              o[1] = b;
            }
          }
      }
    }
    __syncthreads();  // the rows are read before the next line is copied in
  }
}

}  // namespace
}  // namespace tcfft::cuda::kern::rt
