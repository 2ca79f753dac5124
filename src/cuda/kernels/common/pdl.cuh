// Programmatic dependent launch (PDL, sm_90) for the kernels of a plan's passes.
//
// The register-tile kernels are launched with cudaLaunchAttributeProgrammaticStreamSerialization
// (rt_launch.cuh run_args; knob regtile.h set_programmatic_launch). Such a kernel is scheduled as
// soon as every block of the previous kernel in its stream has exited, before that grid has
// completed and flushed its memory operations, so the launch gap between dependent kernels is hidden.
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

namespace tcfft::cuda::kern {

__device__ __forceinline__ void pdl_wait() {
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
  asm volatile("griddepcontrol.wait;" ::: "memory");
#endif
}

}  // namespace tcfft::cuda::kern
