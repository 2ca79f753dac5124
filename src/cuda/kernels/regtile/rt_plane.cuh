// Plane kernels: two consecutive 64- or 32-point passes over a plane in one kernel (rt_plane64_kernel,
// rt_plane32_kernel).
//
// Part of the register-tile kernels' translation unit: included by rt_kernels.cu only (its
// definitions live in an unnamed namespace). Stage order and twiddles: docs/numerics.md §1.
#pragma once

#include "cuda/kernels/regtile/rt_staged.cuh"

namespace tcfft::cuda::kern::rt {
namespace {

// Plane pass: two consecutive 64-point passes over planes of 64 x 64 points in one kernel (the
// rows, element stride 1, then the columns, element stride 64, in place; 3D / batched 2D plans with
// dense 64 x 64 inner planes). A block of 4 warps holds one plane per iteration in shared memory
// (rows of RP = 65 float2, cp.async copy-in), runs rows_compute on its 64 rows, then the same
// arithmetic on its 64 columns (element k of column c at k * RP + c), and stores the plane: one
// read and one write of the data instead of two. Per line it is exactly the staged / contiguous
// 64-point kernels' computation (same fragments, twiddles and order), so the bits are those of
// the two passes (GpuPlanePass tests). SC: the second pass's scale, on the column outputs only.
constexpr int kPlaneRP = 65;
// Planes come in order from the handle's counter (tickets.cuh): thread 0 takes the next plane at
// the top of an iteration and publishes it just before the last barrier, so the atomic's latency
// hides behind the plane's compute (H100, 2026-11-22, same call against the static persistent
// order: 2D 64^2 x16384 0.550 -> 0.508 ms, 3D 64^3 x512 1.848 -> 1.772). Two plane buffers with the
// next plane's copy in flight lost 6-11%: 66.6 KB per block halves the blocks per SM (NOTES v15).
template <int P, bool SC>
__global__ void __launch_bounds__(128) rt_plane64_kernel(const __grid_constant__ RtParams p) {
  pdl_wait();  // before any global access (common/pdl.cuh)
  constexpr int Q = P >= 2 ? 2 : 1, RP = kPlaneRP;
  __shared__ float2 sm[64 * RP];
  __shared__ long long nxt[2];
  const int lane = threadIdx.x & 31, g = lane >> 2, t = lane & 3, w = threadIdx.x >> 5;
  MatA16 MA;
  MatA8 M8;
  float2 tw[2][4];
  rows_operands<Q, 64>(p, lane, g, t, MA, M8, tw);
  InOrder order(p.tickets, nxt);
  int64_t q = order.first();
  for (int it = 0; q < p.nlines; ++it) {
    order.take();
    const float2* src = p.in + q * p.idist;
#pragma unroll 8
    for (int m = 0; m < 32; ++m) {
      const int e = static_cast<int>(threadIdx.x) + 128 * m;
      cp_async8(sm + (e >> 6) * RP + (e & 63), src + e);
    }
    cp_async_commit();
    cp_async_wait_all();
    __syncthreads();  // the plane is in shared memory (and the previous one stored)
    rows_compute<P, false, 64, 64, RP, false, false>(p, sm, 0, MA, M8, tw, w, g, t);
    __syncthreads();  // every row transformed
    // the columns: column c's element k at c + k * RP
    rows_compute<P, SC, 64, 64, 1, false, false, RP>(p, sm, 0, MA, M8, tw, w, g, t);
    __syncthreads();  // every column transformed
    float2* dst = p.out + q * p.odist;
#pragma unroll 8
    for (int m = 0; m < 32; ++m) {
      const int e = static_cast<int>(threadIdx.x) + 128 * m;
      dst[e] = sm[(e >> 6) * RP + (e & 63)];
    }
    order.publish(it);
    __syncthreads();  // the plane is read before the next copy-in overwrites it; the next plane is published
    q = order.next(it);
  }
  order.finish();
}

// The plane pass for 32 x 32 planes: the rows and the columns are 32-point lines with the radix-2
// tail (is_d2), computed as the staged 16-point D2 kernel computes them (rows_compute on 64 sub-rows
// of 16, then radix2_tail with T_32[k]): the plane is copied in as the rows' sub-rows (element
// (r, k) at sub-row 2r + (k & 1), slot k >> 1), the rows' outputs are written as the columns'
// sub-rows (element (r, c) at sub-row 2c + (r & 1), slot r >> 1) of a second buffer, and the
// columns' outputs go to global memory (scaled by SC). One plane per block iteration.
// The next plane's copy goes into s1 as soon as s1 is free (after the row tails) and arrives while
// this plane's columns are computed; planes come in order from the counter as in the 64 x 64 kernel
// (H100, 2026-11-22, same call: 3D 32^3 x4096 1.807 -> 1.700 ms, 2D 32^2 x65536 0.535 -> 0.474; the
// counter alone gave 0.5-1.5% of that; NOTES v15).
template <int P, bool SC>
__global__ void __launch_bounds__(128, 5) rt_plane32_kernel(const __grid_constant__ RtParams p) {
  pdl_wait();  // before any global access (common/pdl.cuh)
  constexpr int Q = P >= 2 ? 2 : 1, RP = Staged<16>::RP;
  __shared__ float2 s1[64 * RP], s2[64 * RP];
  __shared__ long long nxt[2];
  const int lane = threadIdx.x & 31, g = lane >> 2, t = lane & 3, w = threadIdx.x >> 5;
  MatA16 MA;
  MatA8 M8;
  float2 tw[2][4];
  rows_operands<Q, 16>(p, lane, g, t, MA, M8, tw);
  auto issue = [&](int64_t q) {
    const float2* src = p.in + q * p.idist;
#pragma unroll
    for (int m = 0; m < 8; ++m) {
      const int e = static_cast<int>(threadIdx.x) + 128 * m, r = e >> 5, k = e & 31;
      cp_async8(s1 + (2 * r + (k & 1)) * RP + (k >> 1), src + e);
    }
    cp_async_commit();
  };
  // TC_SPLIT only: the TC_FP16 instances spilled 12-20 bytes in this form and keep the static order with
  // the copy-in at the top of the iteration
  constexpr bool PF = P >= 2;
  InOrder order(PF ? p.tickets : nullptr, nxt);
  int64_t q = PF ? order.first() : blockIdx.x;
  if (PF && q < p.nlines) issue(q);
  for (int it = 0; q < p.nlines; ++it) {
    if constexpr (PF) {
      order.take();  // the next plane, published before the tail barrier
    } else {
      issue(q);
    }
    cp_async_wait_all();
    __syncthreads();  // the rows' sub-rows are in s1; s2 of the previous plane is read
    rows_compute<P, false, 16, 64, RP, false, true>(p, s1, 0, MA, M8, tw, w, g, t);
    __syncthreads();
#pragma unroll
    for (int i = 0; i < 4; ++i) {  // row r's tail, k < 16: outputs (r, k), (r, k + 16)
      const int j = static_cast<int>(threadIdx.x) + 128 * i, r = j >> 4, k = j & 15;
      float2 x0, x1;
      radix2_tail<(P >= 2)>(s1[2 * r * RP + k], s1[(2 * r + 1) * RP + k], twid_n(p, k), k, x0, x1);
      s2[(2 * k + (r & 1)) * RP + (r >> 1)] = x0;
      s2[(2 * (k + 16) + (r & 1)) * RP + (r >> 1)] = x1;
    }
    if constexpr (PF) order.publish(it);
    __syncthreads();  // the columns' sub-rows are in s2 (s1 is free for the next plane)
    const int64_t qn = PF ? order.next(it) : q + gridDim.x;
    if (PF && qn < p.nlines) issue(qn);
    rows_compute<P, false, 16, 64, RP, false, true>(p, s2, 0, MA, M8, tw, w, g, t);
    __syncthreads();
    float2* dst = p.out + q * p.odist;
#pragma unroll
    for (int i = 0; i < 4; ++i) {  // column c's tail, k < 16: outputs (k, c), (k + 16, c)
      const int j = static_cast<int>(threadIdx.x) + 128 * i, c = j & 31, k = j >> 5;
      float2 x0, x1;
      radix2_tail<(P >= 2)>(s2[2 * c * RP + k], s2[(2 * c + 1) * RP + k], twid_n(p, k), k, x0, x1);
      dst[32 * k + c] = scaled<SC>(p, x0);
      dst[32 * (k + 16) + c] = scaled<SC>(p, x1);
    }
    q = qn;
  }
  if constexpr (PF) order.finish();
}

}  // namespace
}  // namespace tcfft::cuda::kern::rt
