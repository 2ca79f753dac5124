// Kernel instantiations for compute mode 2 (tensor cores, P = 2 split terms).
#include "cuda/kernels/common/launch_impl.cuh"

namespace tcfft::cuda::kern {
TCFFT_DEFINE_LAUNCH_MODE(2)
}  // namespace tcfft::cuda::kern
