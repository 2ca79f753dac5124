// Kernel instantiations for compute mode 3 (tensor cores, P = 3 split terms).
#include "cuda/kernels/common/launch_impl.cuh"

namespace tcfft::cuda::kern {
TCFFT_DEFINE_LAUNCH_MODE(3)
}  // namespace tcfft::cuda::kern
