// Register-tile tensor-core kernels (src/cuda/kernels/regtile/): single-pass
// FP32 C2C for the planner's default radix sequences of n = 64 (8,8),
// 256 (16,16), 1024 (16,8,8) and 4096 (16,16,16), and n = 16384 (16,8,8,16: the
// 1024-point transforms of 16 sub-lines and a last radix-16 stage, one line per
// block in shared memory; element stride 1, one line dimension), TC_SPLIT with 2 split terms
// and TC_FP16; any element strides and up to three line dimensions (the contiguous
// case has its own instances; strided ones serve the column passes of 2D/3D plans).
// Strided passes whose neighbouring lines are adjacent in memory on one side and
// adjacent or contiguous on the other (2D/3D columns, both four-step passes) are
// staged through shared memory with coalesced accesses; those kernels also apply
// the four-step post-twiddle (PassArgsF32::twiddle_n). n = 32, 128, 512, 2048,
// 8192 run as the sequence of n/2 plus a radix-2 tail, in the staged kernels only.
// Same arithmetic as the generic tensor-core kernels (docs/numerics.md §4);
// consecutive stages chain in mma fragments (rt_stage.cuh), at most one
// shared-memory exchange per transform. Host-side header.
#pragma once

#include "cuda/kernels/pass_args.h"

namespace tcfft::cuda::kern::rt {

/// Whether a register-tile kernel implements exactly this pass.
bool supported(const PassArgsF32& a);

/// Post-twiddle table order this backend's kernel for `a` reads (pass_args.h post_twiddle_order;
/// supported(a) and a.twiddle_n != 0): 1 for the staged 1024-point kernel, else 0.
int post_twiddle_order(const PassArgsF32& a);

/// Builds the fragment table and, for n = 1024, 4096, 16384 (and the radix-2 tails of 2048, 8192),
/// the lane twiddle tables of both directions, outside any capture (pass_args.h prepare_pass_f32).
int prepare(const PassArgsF32& a);

/// Enqueues the pass (supported(a) must hold). Returns a cudaError_t value as int.
int launch(const PassArgsF32& a, CUstream_st* stream);

/// Plane pass: whether the n-point passes `a` (the rows of dense n x n planes, n = 32, 64 or 128:
/// element stride 1, rows n apart, planes at the same distance on both sides) and then `b` (the
/// columns of the same planes of a's output, in place: element stride n) can run as one kernel
/// that reads and writes every plane once (rt_plane64_kernel / rt_plane32_kernel: same bits as the
/// two passes; n = 128: rt16384_kernel's plane form, radices 16, 8 | 8, 16 with a float last stage,
/// not the passes' bits, from kPlane128MinPlanes planes (set_plane128_min_planes), or the two passes
/// when no lane table can be had).
/// a must not scale; b may.
bool plane_supported(const PassArgsF32& a, const PassArgsF32& b);
/// Enqueues a then b as one kernel (plane_supported(a, b) must hold, b.in == b.out == a.out).
int launch_plane(const PassArgsF32& a, const PassArgsF32& b, CUstream_st* stream);

/// Fused pair: whether `a` and then `b` (256-point rows of the Q planes of 256 x 256 in a's output,
/// written transposed into another buffer: element stride 256) can run as one persistent kernel
/// that hands out the block iterations of both passes by chunks of planes, so that b reads a chunk
/// back from L2 shortly after a wrote it (rt_fused256_kernel; same bits as the two passes). `a` is
/// either the same kind of pass (the transposed 2D form, and the inner planes of 3D) or the first
/// pass of the 256 x 256 four-step (1D 65536: the 256-point columns of each transform, element
/// stride 256 on both sides, post-twiddled). TC_SPLIT; TC_FP16 in the four-step form. a must not
/// scale; b may. Needs PassArgsF32::tickets (the chunk counters) and a 128-byte aligned work area,
/// and at least fused_min_points() points per pass (2^22 by default).
bool fused_supported(const PassArgsF32& a, const PassArgsF32& b);
/// Enqueues a then b as one kernel (fused_supported(a, b) must hold).
int launch_fused(const PassArgsF32& a, const PassArgsF32& b, CUstream_st* stream);
/// Development / test knob: chunk size of the fused pair in MB (0 = off: the two passes; rounded to
/// a power of two of planes) and the lag in chunks of pass b behind pass a (0 = from the device's
/// L2 size). Default: 4 MB, lag 0.
void set_fused_pair(int chunk_mb, int lag);
int fused_pair_chunk_mb();
/// Development / test knob: blocks per SM of the TC_SPLIT fused pair (transposed and four-step
/// forms), 4 or 5 (two kernel instances of each, 96-112 and 96 registers); anything else = by the
/// device (5 where the peak DRAM
/// bandwidth per SM is at least 30 GB/s: the H200, not the H100). Same bits either way.
void set_fused_blocks(int blocks);
/// Fused-pair kernels launched by this process (tests: that the fused path ran).
unsigned long long fused_launches();

/// Development knob (tools/kernel_dev): route supported passes here (default true).
void set_enabled(bool on);
bool enabled();
/// Development knob: lane twiddle tables for n = 1024, 4096 (default true; off = index T directly,
/// the path used while a stream is being captured).
void set_lane_tables(bool on);
/// Development knob: 1 = no prefetch of the next transform (n = 64, 1024, 4096), 0 = default.
void set_variant(int v);
/// Development knob: shared-memory staging of strided lines with adjacent neighbours (n = 64, 256;
/// default true; off = the direct strided instances).
void set_staged(bool on);
/// Development knob (default true): asynchronous copies (cp.async) ahead of use where they were
/// measured faster on the H200 (tools/kernel_dev/NOTES.md v5): contiguous n = 4096 lines with
/// 16-byte aligned starts (one transform ahead, 0.447 -> 0.425 ms per 2^26 points) and the staged
/// n = 64 / 256 passes (next block iteration's rows). Off: register prefetch / synchronous staging.
/// Tried and slower, so not used: contiguous 64, 256 (per-warp rings), 1024, staged 1024 (LPB 2).
/// Not switched by this knob: the staged n = 4096 kernel always loads its rows by cp.async and
/// waits at once (v8: one block per SM, 2D 4096^2 x4 1.435 -> 1.387 ms on the H100).
void set_async(bool on);
/// Development knob (default true): the bulk-copy kernels for contiguous, 16-byte aligned lines of
/// 16, 64 and 256 points (rt_bulk.cuh rt_bulk_kernel; H100, 2026-11-21, same call: 0.89-0.90x
/// -> 0.98-1.00x cuFFT FP32 per 2^26 points; 16 and 256 warp specialized since v11) and 1024
/// points (rt_bulk1024_kernel, warp specialized: 0.91x -> 0.98x). Off: the register-only kernels
/// (64, 256, 1024) and the generic kernels (16). Even when on, a pass of fewer than
/// bulk_min_points() points (n x lines) takes those kernels: they are faster there (H200, NOTES.md
/// v46: 1.2-1.5x at 2^16-2^20 points; rt_host_tables.cuh kBulkMinPoints). Same bits either way.
void set_bulk(bool on);
/// Development / test knob: points per pass (n x lines) from which the contiguous passes take the
/// bulk-copy kernels; 0 = every pass, negative = the library's default (2^23).
void set_bulk_min_points(int64_t points);
int64_t bulk_min_points();
/// Bulk-copy kernel launches (n = 16, 64, 256, 1024) by this process (tests: which path ran).
unsigned long long bulk_launches();
/// Development / test knob: persistent launches of at most this many block iterations per block
/// take the static order (block b takes b, b + G, ...) instead of the executor's in-order counter,
/// whose kernels take their first items ahead; 0 = never, negative = the library's default (4;
/// not the fused pair, whose counters are its dependencies). Same bits either way.
void set_static_order_items(int items_per_block);
/// Launches that took the static order by that rule (tests: which path ran).
unsigned long long static_order_launches();
/// Development / test knob (default true): the staged 1024-point kernels with a strided input and
/// no post-twiddle (2D / 3D columns of 1024 and 2048 points, with lane tables) give the next block
/// iteration's lines an L2 lead through a tensor map (line_prefetch_map.h; H200 2D 1024^2 x64 -4.9%,
/// NOTES.md v53). A hint: same bits either way.
void set_line_prefetch_maps(bool on);
/// Staged 1024 launches that got such a map by this process (tests: that the lead ran).
unsigned long long line_prefetch_map_launches();
/// Development / test knob (default true): the staged TC_SPLIT 1024-point passes with lane tables,
/// no radix-2 tail, and a post-twiddle or a contiguous input (the 1024-point passes of 1D four-step plans)
/// run the warp-specialized form (rt_ws1024.cuh: producer warps and a ring of two tiles, no block
/// barriers; H200 1D 2^20 x64 -7.4%, NOTES.md v58 call 4); off: the staged kernel. Same bits.
void set_ws1024(bool on);
/// Its launches by this process (tests: which path ran).
unsigned long long ws1024_launches();
/// Development / test knob (default true): every kernel of a plan's passes (these register-tile
/// kernels and the generic ones) is launched with programmatic stream serialization, so that it is
/// scheduled as soon as the previous kernel's blocks have exited and waits at its top for that
/// grid's completion and memory (common/pdl.cuh): the launch gap between dependent kernels hidden
/// (H200, 2026-11-29, TC_SPLIT: 2D 1024^2 x1 -9%, 2D 256^2 x16 -7%, 1D 2^20 x1 -6%, 3D 32^3 x64 -2%,
/// large plans -0..-0.4%; NATIVE 2D 1024^2 x1 -9%; NOTES.md v57 call 3). Same bits and the same
/// stream order either way. Launches into a stream that is being captured stay plain.
void set_programmatic_launch(bool on);
/// Launches that used it, by this process (tests: which path ran).
unsigned long long programmatic_launches();
/// Development / test knob: points per pass (n x lines) from which a fused 256 x 256 pair
/// (fused_supported) runs as one kernel; 0 = always, negative = the library's default
/// (pass_args.h kFusedPairMinPoints, 2^22).
void set_fused_min_points(int64_t points);
int64_t fused_min_points();
/// Development / test knob: planes from which dense 128 x 128 planes run as one plane kernel
/// (plane_supported); 0 = always, negative = the library's default (pass_args.h kPlane128MinPlanes).
void set_plane128_min_planes(int64_t planes);
/// Development / test knob (default true): contiguous TC_SPLIT 4096-point passes of at least
/// lean4096_min_lines(dev) lines (and fewer than 2^31) with 16-byte aligned line starts and the
/// lane table run rt4096_lean_kernel (three blocks of 8 warps per SM, the grid of
/// lean_schedule.h: whole waves of ~8-line blocks, then one-line blocks; H100: 1D 4096 x16384
/// 0.400 -> 0.379 ms, NOTES.md v29 / v30); off = rt4096_kernel. Same bits either way.
void set_lean4096(bool on);
/// The fewest lines of a pass that take rt4096_lean_kernel on device `dev` (lean_schedule.h
/// lean_min_lines: 10 per block that fits at once, 3960 on a 132-SM H100), or -1 if the query
/// failed.
int64_t lean4096_min_lines(int dev);
/// rt4096_lean_kernel launches by this process (tests: that the lean path ran).
unsigned long long lean4096_launches();
/// Development / test knob: contiguous TC_SPLIT 1024-point passes (rt_bulk1024_kernel) store each
/// line by one 8 KB bulk copy (outputs unswizzled in shared memory first: one more barrier per line)
/// when they have at least `min_lines_per_block` lines per block that fits at once, else by 16
/// copies of 512 bytes. Negative: never; kDefaultOut1 (the default): the library's choice, 64 lines
/// per block on devices with at least 30 GB/s of peak DRAM bandwidth per SM (the H200), never on
/// others (the H100, where it measured 0.5% slower). Same bits either way.
constexpr int kDefaultOut1 = -1000;
void set_bulk1024_out1(int min_lines_per_block);
/// The fewest lines of a contiguous TC_SPLIT 1024 pass with lane tables that take the one-copy store
/// on device `dev` under the current knob (the threshold times the blocks that fit at once), or -1 if
/// never or the query failed.
int64_t bulk1024_out1_min_lines(int dev);
/// One-copy-store bulk 1024 launches by this process (tests: that the form ran).
unsigned long long bulk1024_out1_launches();
/// Development / test knob: the ring depth of the contiguous n = 64 bulk kernel, 3 or 4 buffers of
/// 8 KB; anything else = by the device (4 where the peak DRAM bandwidth per SM is at least 30 GB/s:
/// the H200, not the H100). Same bits either way.
void set_bulk64_ring(int buffers);
/// Development / test knob (default true): the plane pass (plane_supported); off = the two passes.
void set_plane_pass(bool on);
/// Plane-pass kernels launched by this process (tests: that the fused path ran).
unsigned long long plane_launches();

}  // namespace tcfft::cuda::kern::rt
