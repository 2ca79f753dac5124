// Host side of line_prefetch_map.h: the tiled tensor map of a pass's strided lines.
#include "cuda/kernels/common/line_prefetch_map.h"

#include <cuda_runtime.h>
#include <cudaTypedefs.h>  // PFN_cuTensorMapEncodeTiled

namespace tcfft::cuda::kern {

namespace {

/// cuTensorMapEncodeTiled from the driver the runtime uses (looked up once), or nullptr.
PFN_cuTensorMapEncodeTiled_v12000 encoder() {
  static const PFN_cuTensorMapEncodeTiled_v12000 fn = []() -> PFN_cuTensorMapEncodeTiled_v12000 {
    void* f = nullptr;
    cudaDriverEntryPointQueryResult r{};
    if (cudaGetDriverEntryPointByVersion("cuTensorMapEncodeTiled", &f, 12000, cudaEnableDefault, &r) != cudaSuccess ||
        r != cudaDriverEntryPointSuccess) {
      cudaGetLastError();  // a failed lookup leaves no error behind for the caller's launch check
      return nullptr;
    }
    return reinterpret_cast<PFN_cuTensorMapEncodeTiled_v12000>(f);
  }();
  return fn;
}

}  // namespace

LinePrefetchMap make_line_prefetch_map(const void* base, int64_t elem_stride, int64_t inner, int64_t outer,
                                       int64_t outer_stride, int box_lines, int len) {
  LinePrefetchMap m{};  // ok = 0 until the encoder succeeds
  constexpr int64_t kMaxExtent = int64_t{1} << 31, kMaxStrideBytes = int64_t{1} << 40;
  if (base == nullptr || (reinterpret_cast<uintptr_t>(base) & 15) != 0) return m;
  if (elem_stride <= 1 || elem_stride % 2 != 0 || outer_stride <= 0 || outer_stride % 2 != 0) return m;
  if (elem_stride * 8 >= kMaxStrideBytes || outer_stride * 8 >= kMaxStrideBytes) return m;
  if (inner < 1 || outer < 1 || inner >= kMaxExtent || outer >= kMaxExtent) return m;
  if (len < 256 || len % 256 != 0 || box_lines < 2 || box_lines % 2 != 0 || box_lines > 256 || inner % box_lines != 0)
    return m;
  const PFN_cuTensorMapEncodeTiled_v12000 fn = encoder();
  if (fn == nullptr) return m;
  const cuuint64_t dims[3] = {static_cast<cuuint64_t>(inner), static_cast<cuuint64_t>(len),
                              static_cast<cuuint64_t>(outer)};
  const cuuint64_t strides[2] = {static_cast<cuuint64_t>(elem_stride) * 8, static_cast<cuuint64_t>(outer_stride) * 8};
  const cuuint32_t box[3] = {static_cast<cuuint32_t>(box_lines), 256, 1}, elem[3] = {1, 1, 1};
  if (fn(&m.map, CU_TENSOR_MAP_DATA_TYPE_FLOAT64, 3, const_cast<void*>(base), dims, strides, box, elem,
         CU_TENSOR_MAP_INTERLEAVE_NONE, CU_TENSOR_MAP_SWIZZLE_NONE, CU_TENSOR_MAP_L2_PROMOTION_NONE,
         CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE) != CUDA_SUCCESS)
    return m;
  m.inner = inner;
  m.ok = 1;
  return m;
}

}  // namespace tcfft::cuda::kern
