// Kernel instantiations for compute mode 0 (NATIVE, FP32 CUDA cores).
#include "cuda/kernels/common/launch_impl.cuh"

namespace tcfft::cuda::kern {
TCFFT_DEFINE_LAUNCH_MODE(0)
}  // namespace tcfft::cuda::kern
