// L2 prefetch of a block iteration's strided lines through a tiled tensor map (sm_90 TMA).
//
// The one-buffer staged kernels copy their next block iteration's lines in only after the current
// one is stored, so each copy-in waits for DRAM. For contiguous lines one bulk L2 prefetch per line
// gives that read a lead (rt1024.cuh prefetch_lines_l2). Strided lines (2D / 3D columns: PL
// neighbouring lines, element k of each at k * elem_stride) are PL * 8 contiguous bytes per element
// index, so the same lead took one 64-byte bulk prefetch per element index, 1024 operations per
// 1024-point block iteration, and measured 7-10% slower (tools/kernel_dev/NOTES.md v51 call 3).
// A tiled tensor map over the lines ({inner lines, len, outer}, 8-byte elements, box {PL, 256, 1})
// does the same with one operation per 256 element indices (H200, 2026-11-29, same process against
// the build before: 2D 1024^2 x64 -4.9%; NOTES v53 call 5). The map depends on the input pointer,
// so it is encoded on the host for every launch (cuTensorMapEncodeTiled, reached through the
// runtime's driver entry point: no libcuda link) and passed by value as a __grid_constant__ kernel
// parameter (inside RtParams its 64-byte alignment cost every kernel 1-2%, NOTES v53 call 3).
#pragma once

#include <cuda.h>  // CUtensorMap (the type; the encoder is looked up at run time)

#include <cstdint>

namespace tcfft::cuda::kern {

/// A tensor map over strided lines for L2 prefetches, or ok = 0 (no map: prefetch nothing). Line l
/// (0 <= l < inner * outer) is inner index l % inner, outer index l / inner.
struct LinePrefetchMap {
  CUtensorMap map;  // 64-byte aligned (CUtensorMap's own alignment)
  int64_t inner;    // lines per outer index
  int ok;
};

/// Host: the map of lines whose element k sits at base + 8 * (k * elem_stride + i + o * outer_stride)
/// bytes for inner index i < inner (neighbouring lines adjacent) and outer index o < outer, len
/// elements each, boxes of box_lines lines x 256 element indices. ok = 0 (and no error) where the
/// tensor map's rules do not admit the geometry (16-byte aligned base, byte strides multiples of 16
/// below 2^40, extents below 2^31, len a multiple of 256, box_lines an even divisor of inner, at most
/// 256, elem_stride > 1), the driver has no encoder, or the encoder fails (it needs the device's
/// context current in the calling thread: the launch paths call it after the executor's runtime
/// calls have made it so). Thread-safe.
LinePrefetchMap make_line_prefetch_map(const void* base, int64_t elem_stride, int64_t inner, int64_t outer,
                                       int64_t outer_stride, int box_lines, int len);

#if defined(__CUDACC__)
/// Device: starts the L2 prefetch of box `box` (element indices 256 box .. 256 box + 255) of the
/// map's lines first_line .. first_line + box_lines - 1 (first_line a multiple of box_lines). A hint:
/// no completion to wait for, boxes past the tensor's end are clipped by the hardware.
__device__ __forceinline__ void prefetch_line_box_l2(const LinePrefetchMap& m, int64_t first_line, int box) {
  const int i = static_cast<int>(first_line % m.inner), o = static_cast<int>(first_line / m.inner);
  asm volatile("cp.async.bulk.prefetch.tensor.3d.L2.global.tile [%0, {%1, %2, %3}];" ::"l"(&m.map), "r"(i),
               "r"(256 * box), "r"(o)
               : "memory");
}
#endif

}  // namespace tcfft::cuda::kern
