// Asynchronous global -> shared copies (sm_80+ `cp.async`), shared by the kernel families.
//
// A thread's copies are grouped by cp_async_commit(); cp_async_wait_all() waits for all of this
// thread's groups. Other threads' copies become visible only after the waiting thread passes a
// barrier that every copying thread reached after its own wait (or __syncwarp for warp-private
// buffers). Addresses: dst in shared memory, src in global memory, both aligned to the size.
#pragma once

#include <cstdint>
#include <cuda_runtime.h>

namespace tcfft::cuda::kern {

/// 8-byte copy through L1 (.ca).
__device__ __forceinline__ void cp_async8(void* dst_smem, const void* src) {
  const uint32_t d = static_cast<uint32_t>(__cvta_generic_to_shared(dst_smem));
  asm volatile("cp.async.ca.shared.global [%0], [%1], 8;\n" ::"r"(d), "l"(src) : "memory");
}
/// 8-byte copy through L1, or 8 zero bytes when !ok (src is not read then).
__device__ __forceinline__ void cp_async8_zfill(void* dst_smem, const void* src, bool ok) {
  const uint32_t d = static_cast<uint32_t>(__cvta_generic_to_shared(dst_smem));
  asm volatile("cp.async.ca.shared.global [%0], [%1], 8, %2;\n" ::"r"(d), "l"(src), "r"(ok ? 8 : 0) : "memory");
}
/// 16-byte copy bypassing L1 (.cg), the destination as a shared-window address (e.g. a per-thread
/// base formed once plus a compile-time offset, which ptxas folds into the instruction).
__device__ __forceinline__ void cp_async16_s(uint32_t dst_shared, const void* src) {
  asm volatile("cp.async.cg.shared.global [%0], [%1], 16;\n" ::"r"(dst_shared), "l"(src) : "memory");
}
/// The same from a generic pointer into shared memory.
__device__ __forceinline__ void cp_async16(void* dst_smem, const void* src) {
  cp_async16_s(static_cast<uint32_t>(__cvta_generic_to_shared(dst_smem)), src);
}
/// L2 eviction-priority policies for the .L2::cache_hint forms (sm_80+): evict_first for data read
/// once (its lines are replaced before others), evict_last for data read again soon.
__device__ __forceinline__ uint64_t l2_evict_first() {
  uint64_t pol;
  asm("createpolicy.fractional.L2::evict_first.b64 %0, 1.0;" : "=l"(pol));
  return pol;
}
__device__ __forceinline__ uint64_t l2_evict_last() {
  uint64_t pol;
  asm("createpolicy.fractional.L2::evict_last.b64 %0, 1.0;" : "=l"(pol));
  return pol;
}
/// A read-only 8-byte load (as __ldg) under the L2 policy `pol`.
__device__ __forceinline__ float2 ldg_hint(const float2* a, uint64_t pol) {
  float2 v;
  asm("ld.global.nc.L2::cache_hint.v2.f32 {%0, %1}, [%2], %3;" : "=f"(v.x), "=f"(v.y) : "l"(a), "l"(pol));
  return v;
}
__device__ __forceinline__ void cp_async_commit() { asm volatile("cp.async.commit_group;\n" ::: "memory"); }
__device__ __forceinline__ void cp_async_wait_all() { asm volatile("cp.async.wait_group 0;\n" ::: "memory"); }

}  // namespace tcfft::cuda::kern
