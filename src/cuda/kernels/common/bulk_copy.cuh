// Bulk asynchronous copies between global and shared memory (sm_90 `cp.async.bulk`, the
// copy engine behind TMA, one-dimensional form) and the shared-memory barriers that track them.
//
// Loads: one thread arms a barrier with the bytes it will receive (mbar_expect_tx, which also
// counts as the barrier's single arrival), then any threads issue bulk_load()s that complete
// those bytes on the barrier; threads that mbar_wait() for the barrier's phase then see the
// data. Stores: after the block's generic-proxy writes to the source rows, every writing thread
// runs fence_proxy_async() and the block synchronizes; then bulk_store() copies rows out, grouped
// per issuing thread by bulk_commit(); bulk_wait_read<N>() waits until all but the N most recent
// of this thread's groups have finished reading shared memory (the rows may be overwritten
// then), bulk_wait_all() until they are complete. Addresses and sizes: multiples of 16 bytes.
#pragma once

#include <cstdint>
#include <cuda_runtime.h>

namespace tcfft::cuda::kern::bulk {

__device__ __forceinline__ uint32_t saddr(const void* p) {
  return static_cast<uint32_t>(__cvta_generic_to_shared(p));
}

/// A hint, not a copy: starts fetching `bytes` (a multiple of 16) of global memory from `src`
/// (16-byte aligned) into L2 and returns at once; it changes no value any thread reads later and
/// needs no completion (sm_90 `cp.async.bulk.prefetch.L2`). The one-buffer kernels use it to give
/// their next copy-in an L2 lead (rt1024.cuh prefetch_lines_l2).
__device__ __forceinline__ void prefetch_l2(const void* src, uint32_t bytes) {
  asm volatile("cp.async.bulk.prefetch.L2.global [%0], %1;\n" ::"l"(src), "r"(bytes) : "memory");
}

/// Initializes a barrier for one arrival per phase (one thread; then fence_init() and a block barrier).
__device__ __forceinline__ void mbar_init(uint64_t* bar) {
  asm volatile("mbarrier.init.shared::cta.b64 [%0], 1;\n" ::"r"(saddr(bar)) : "memory");
}
/// Initializes a barrier for `count` arrivals per phase (as mbar_init).
__device__ __forceinline__ void mbar_init_count(uint64_t* bar, uint32_t count) {
  asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;\n" ::"r"(saddr(bar)), "r"(count) : "memory");
}
/// This thread's arrival on the barrier's current phase (release: its earlier accesses first).
__device__ __forceinline__ void mbar_arrive(uint64_t* bar) {
  asm volatile("mbarrier.arrive.shared::cta.b64 _, [%0];\n" ::"r"(saddr(bar)) : "memory");
}
/// Makes initialized barriers visible to the async proxy (the copy engine).
__device__ __forceinline__ void fence_init() {
  asm volatile("fence.mbarrier_init.release.cluster;\n" ::: "memory");
}
/// The phase's arrival, expecting `bytes` more to be completed by bulk loads.
__device__ __forceinline__ void mbar_expect_tx(uint64_t* bar, uint32_t bytes) {
  asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;\n" ::"r"(saddr(bar)), "r"(bytes) : "memory");
}
/// Waits until the phase of parity `parity` (0 for the barrier's first phase) has completed.
__device__ __forceinline__ void mbar_wait(uint64_t* bar, uint32_t parity) {
  const uint32_t a = saddr(bar);
  uint32_t done = 0;
  do {
    asm volatile(
        "{\n .reg .pred p;\n mbarrier.try_wait.parity.shared::cta.b64 p, [%1], %2;\n selp.u32 %0, 1, 0, p;\n}\n"
        : "=r"(done)
        : "r"(a), "r"(parity)
        : "memory");
  } while (!done);
}
/// Copies `bytes` from global `src` to shared `dst`, completing them on `bar`.
__device__ __forceinline__ void bulk_load(void* dst, const void* src, uint32_t bytes, uint64_t* bar) {
  asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];\n" ::"r"(
                   saddr(dst)),
               "l"(src), "r"(bytes), "r"(saddr(bar))
               : "memory");
}
/// Orders this thread's earlier generic-proxy shared-memory accesses before later async-proxy ones.
__device__ __forceinline__ void fence_proxy_async() {
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
}
/// Copies `bytes` from shared `src` to global `dst` (in this thread's current bulk group).
__device__ __forceinline__ void bulk_store(void* dst, const void* src, uint32_t bytes) {
  asm volatile("cp.async.bulk.global.shared::cta.bulk_group [%0], [%1], %2;\n" ::"l"(dst), "r"(saddr(src)),
               "r"(bytes)
               : "memory");
}
__device__ __forceinline__ void bulk_commit() { asm volatile("cp.async.bulk.commit_group;\n" ::: "memory"); }
template <int N>
__device__ __forceinline__ void bulk_wait_read() {
  asm volatile("cp.async.bulk.wait_group.read %0;\n" ::"n"(N) : "memory");
}
__device__ __forceinline__ void bulk_wait_all() { asm volatile("cp.async.bulk.wait_group 0;\n" ::: "memory"); }

/// Whether this lane is the one elect.sync picks from the full warp (every lane of the warp must
/// call it, converged). Copies issued under it with warp-uniform operands compile to one UBLKCP
/// each; under a per-lane test (lane == 0) the compiler wraps each copy in a loop over the active
/// lanes.
__device__ __forceinline__ bool elect_one() {
  uint32_t pred = 0;
  asm volatile(
      "{\n .reg .pred p;\n elect.sync _|p, 0xffffffff;\n selp.u32 %0, 1, 0, p;\n}\n"
      : "=r"(pred));
  return pred != 0;
}

/// Lane 0's v as a warp-uniform value (redux.sync writes a uniform register, so addresses derived
/// from it stay in uniform registers). v in [-1, 2^32 - 2]; every lane of the warp calls it.
__device__ __forceinline__ long long lane0_uniform(long long v) {
  const bool l0 = (threadIdx.x & 31) == 0;
  return static_cast<long long>(__reduce_max_sync(0xffffffffu, l0 ? static_cast<uint32_t>(v + 1) : 0u)) - 1;
}

}  // namespace tcfft::cuda::kern::bulk
