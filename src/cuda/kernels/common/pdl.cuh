// Programmatic dependent launch (PDL, sm_90) for the kernels of a plan's passes.
//
// The kernels of a plan's passes (the register-tile kernels and the generic ones) are launched by
// launch_programmatic below with cudaLaunchAttributeProgrammaticStreamSerialization (knob: regtile.h
// set_programmatic_launch). Such a kernel is scheduled as soon as every block of the previous kernel
// in its stream has exited, before that grid has completed and flushed its memory operations, so the
// launch gap between dependent kernels is hidden.
// pdl_wait() at the top of every such kernel, before any global memory access (data, tickets and
// tables alike): griddepcontrol.wait blocks until every grid this one depends on has completed and
// its memory operations are visible, so every read and write of the kernel is ordered after the
// previous kernel's exactly as in plain stream order. Launched without the attribute it returns at
// once.
//
// The kernels do not trigger early (griddepcontrol.launch_dependents): with that trigger at each
// block's top the next kernel's blocks took SM slots during this kernel's tail, and where the two
// kernels differ in shared memory per block the large multi-kernel plans ran 2-8% slower (H200,
// 2026-11-29: 1D 2^26 +7.5%, 2D 1024^2 x64 +6.2%, 3D 256^3 x8 +1.7%); with the implicit trigger at
// block exit nothing got slower and the small multi-kernel calls gained 5-11%
// (tools/kernel_dev/NOTES.md v57 calls 1-2).
#pragma once

#include <cuda_runtime.h>

namespace tcfft::cuda::kern {

__device__ __forceinline__ void pdl_wait() {
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
  asm volatile("griddepcontrol.wait;" ::: "memory");
#endif
}

/// The process-wide switch (default on; regtile.h set_programmatic_launch) and the count of the
/// launches that used it (pdl.cu).
bool programmatic_launch_enabled();
void set_programmatic_launch_enabled(bool on);
unsigned long long programmatic_launch_count();
void count_programmatic_launch();

/// Whether `st` is being captured into a CUDA graph (an error reads as "yes": the plain launch then
/// meets the same error as before).
inline bool stream_capturing(cudaStream_t st) {
  cudaStreamCaptureStatus c = cudaStreamCaptureStatusNone;
  if (cudaStreamIsCapturing(st, &c) != cudaSuccess) {
    cudaGetLastError();
    return true;
  }
  return c != cudaStreamCaptureStatusNone;
}

/// Launches kernel<<<grid, block, smem, st>>>(args...), with programmatic stream serialization when
/// the switch is on and `st` is not being captured (the kernel must call pdl_wait() before any
/// global access). Captured launches stay plain, so a captured execution is the graph of plain
/// kernel nodes that earlier versions captured: programmatic edges between captured kernels have
/// not been measured or tested here. Returns the launch error (cudaGetLastError for the plain
/// launch).
template <typename... P, typename... A>
cudaError_t launch_programmatic(void (*kernel)(P...), dim3 grid, dim3 block, size_t smem, cudaStream_t st,
                                const A&... args) {
  if (!programmatic_launch_enabled() || stream_capturing(st)) {
    kernel<<<grid, block, smem, st>>>(args...);
    return cudaGetLastError();
  }
  cudaLaunchAttribute attr[1];
  attr[0].id = cudaLaunchAttributeProgrammaticStreamSerialization;
  attr[0].val.programmaticStreamSerializationAllowed = 1;
  cudaLaunchConfig_t cfg = {};
  cfg.gridDim = grid;
  cfg.blockDim = block;
  cfg.dynamicSmemBytes = smem;
  cfg.stream = st;
  cfg.attrs = attr;
  cfg.numAttrs = 1;
  const cudaError_t e = cudaLaunchKernelEx(&cfg, kernel, args...);
  if (e == cudaSuccess) {
    count_programmatic_launch();
    return e;
  }
  if (e != cudaErrorNotSupported) return e;
  cudaGetLastError();  // a driver without programmatic launches: the plain launch (same order)
  kernel<<<grid, block, smem, st>>>(args...);
  return cudaGetLastError();
}

}  // namespace tcfft::cuda::kern
