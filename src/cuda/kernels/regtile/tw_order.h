// Entry order of the post-twiddle table rows read by the staged 1024-point kernel (rt1024.cuh),
// in a header of plain constexpr functions so that the host side (the table builder, the tests in
// tests/core/test_tw_order.cpp) and the kernel use the same map.
//
// T1024 hands output k = out_thread + kc of a row to each lane, with out_thread = w + 32 t + 128 g
// (w the warp of the 4-warp group, lane = 4 g + t) and kc a multiple of 4 below 32. In natural
// order a warp's 32 loads for one kc are 32 float2 apart: one 8-byte use per 32-byte sector, the
// rest of the sector read by the three other warps at other times. In this order they are one
// contiguous 256-byte run: entry pos(k) = 256 w + 32 (kc / 4) + lane holds T[(k c) mod twiddle_n].
#pragma once

namespace tcfft::cuda::kern::rt {

/// Position of output k (0 <= k < 1024) in a staged-1024 post-twiddle row. A bit permutation, so
/// pos(a + b) = pos(a) + pos(b) for k parts on disjoint bits (the lane part and kc).
constexpr int post_twiddle_pos_1024(int k) {
  return ((k & 3) << 8) | (((k >> 2) & 7) << 5) | (((k >> 7) & 7) << 2) | ((k >> 5) & 3);
}

}  // namespace tcfft::cuda::kern::rt
