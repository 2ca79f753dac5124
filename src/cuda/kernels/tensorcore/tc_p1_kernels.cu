// Kernel instantiations for compute mode 1 (tensor cores, P = 1 split terms).
#include "cuda/kernels/common/launch_impl.cuh"

namespace tcfft::cuda::kern {
TCFFT_DEFINE_LAUNCH_MODE(1)
}  // namespace tcfft::cuda::kern
