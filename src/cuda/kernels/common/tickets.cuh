// In-order hand-out of work items (block iterations) to the blocks of a persistent grid.
//
// A persistent kernel whose block b takes items b, b + G, b + 2G, ... lets its blocks drift apart
// over hundreds of iterations, so that the items in flight at one time spread over a growing
// range of addresses; one block per item (in-order block dispatch) keeps them together. H100,
// 2026-11-21, same call (tools/kernel_dev/NOTES.md v9): batched 1D n = 64 at 1.14x the memory
// floor persistent vs 1.00x with one block per item; longer lines cannot afford one block per
// item (per-block setup), so their blocks take items in order from a counter instead. Users: the
// bulk-copy kernels (a producer warp grabs), and through InOrder below the plane kernels, the staged
// kernels and staged 1024 with a strided input (v15: 4-10% on 3D / 2D / 1D multi-pass shapes).
//
// Counter: two 64-bit words in device memory, zero before a launch (next item, blocks done),
// owned by the executor (PassArgsF32::tickets) and shared by the launches of one handle, which
// are ordered on its stream. The last block to finish sets both back to zero, so every launch
// starts from zero without a memset. Without a counter (nullptr) a block takes b + kG at its k-th
// grab, the static order.
#pragma once

#include <cstdint>
#include <cuda_runtime.h>

namespace tcfft::cuda::kern {

struct Tickets {
  unsigned long long* t;  // {next, done} or nullptr
  int64_t k = 0;          // static order: grabs so far

  __device__ explicit Tickets(unsigned long long* counter) : t(counter) {}
  /// The next item of this block (one thread per block calls it; items increase per block).
  __device__ __forceinline__ int64_t grab() {
    if (t != nullptr) return static_cast<int64_t>(atomicAdd(t, 1ULL));
    return static_cast<int64_t>(blockIdx.x) + (k++) * static_cast<int64_t>(gridDim.x);
  }
  /// After the block's last grab (same thread): the last block of the grid resets the counter,
  /// and the n_extra words at `extra` (other per-launch counters of the kernel, e.g. the fused
  /// pair's chunk counters), which no block touches after its own finish.
  __device__ __forceinline__ void finish(unsigned long long* extra = nullptr, int64_t n_extra = 0) {
    if (t == nullptr) return;
    __threadfence();  // this block's grabs (and counts) before its count
    if (atomicAdd(t + 1, 1ULL) == static_cast<unsigned long long>(gridDim.x) - 1ULL) {
      for (int64_t i = 0; i < n_extra; ++i) extra[i] = 0ULL;
      atomicExch(t, 0ULL);
      atomicExch(t + 1, 0ULL);
    }
  }
};

/// In-order block iterations for a block-wide loop (one item per iteration, all threads): thread 0
/// takes the next item at the top of iteration `it` (take) and publishes it in shared memory just
/// before a barrier of that iteration (publish); every thread reads it after the barrier (next).
/// The atomic's latency hides behind the iteration's work. `slots`: two words of shared memory
/// (iteration it writes slot (it + 1) & 1, read after its barrier and not written again before two
/// more barriers). Without a counter the items are the static persistent order.
struct InOrder {
  Tickets tix;
  long long* slots;
  long long taken = 0;

  __device__ InOrder(unsigned long long* counter, long long* s) : tix(counter), slots(s) {}
  /// The block's first item (contains a block barrier).
  __device__ __forceinline__ int64_t first() {
    if (threadIdx.x == 0) slots[0] = tix.grab();
    __syncthreads();
    return slots[0];
  }
  __device__ __forceinline__ void take() {
    if (threadIdx.x == 0) taken = tix.grab();
  }
  __device__ __forceinline__ void publish(int it) {
    if (threadIdx.x == 0) slots[(it + 1) & 1] = taken;
  }
  __device__ __forceinline__ int64_t next(int it) const { return slots[(it + 1) & 1]; }
  /// After the loop (every block exactly once).
  __device__ __forceinline__ void finish() {
    if (threadIdx.x == 0) tix.finish();
  }
};

}  // namespace tcfft::cuda::kern
