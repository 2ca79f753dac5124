// CPU-only builds: the CUDA backend reports that no device exists.
#include "core/executor.h"
#include "plan/plan.h"

namespace tcfft {

bool cuda_device_available() { return false; }

Status make_cuda_executor(const Plan&, std::unique_ptr<Executor>*) {
  return Status(TCFFT_NO_DEVICE, "this tcfft was built without CUDA support");
}

}  // namespace tcfft
