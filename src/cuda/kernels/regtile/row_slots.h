// Slot maps of the staged kernels' shared rows (rt_staged.cuh, rt1024.cuh), in a header of plain constexpr
// functions so that the host tests (tests/core/test_row_slots.cpp) check the same maps the kernels
// use (device code calls them through --expt-relaxed-constexpr).
//
// A warp's 64-bit shared access is served per half-warp: 16 float2 on 16 distinct bank pairs
// (8-byte slots modulo 16) are one wavefront, so a warp access takes at least two. Both maps
// give every row-compute and staging access of their kernels that minimum, except the contiguous
// side of a 16-row staged 256 block (2-way); docs/design.md "Shared rows of the staged kernels".
#pragma once

namespace tcfft::cuda::kern::rt {

/// Staged 1024-point rows (rt_staged1024_kernel except its radix-2 tail, rt16384): element k at
/// slot k with bits 5-8 folded into bits 0-3 (GF(2)-linear: slots of disjoint index parts XOR),
/// rows kRow1024 float2 apart. A half-warp of T1024's stage-0 reads varies k bits 0, 1, 7, 8, of its
/// output writes bits 5-8, of the staging copies bits 0-3 (contiguous side) or the row (8 rows at
/// 2l mod 16) and bit 0 (strided side): 16 distinct bank pairs each.
constexpr int row_slot_1024(int k) {
  return k ^ (((k >> 5) & 1) | (((k >> 6) & 1) << 1) | (((k >> 7) & 1) << 2) | (((k >> 8) & 1) << 3));
}
constexpr int kRow1024 = 1026;

/// Staged 256-point (sub-)rows (rt_staged_kernel, N = 256, the 512-point radix-2 tails too):
/// element k at slot k + 4 (k >> 5), 4 float2 of padding after every 32, kPad256Len slots per row;
/// rows kRow256Wide (16-row blocks) or kRow256 (8-row blocks) float2 apart. A half-warp of the row
/// compute varies k bits 0, 1 and 5, 6: slots g + 36 t, 16 bank pairs. Additive, so a lane's slots
/// stay one base plus immediate offsets (an XOR form of the same property cost up to 39 registers):
/// slot(a + b) = slot(a) + slot(b) when a + (b mod 32) < 32.
constexpr int row_slot_256(int k) { return k + 4 * (k >> 5); }
constexpr int kPad256Len = 256 + 4 * (256 / 32);
constexpr int kRow256Wide = kPad256Len + 1, kRow256 = kPad256Len + 2;

}  // namespace tcfft::cuda::kern::rt
