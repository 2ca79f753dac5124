// CPU-only builds: the CUDA backend reports that no device exists.
#include "core/executor.h"
#include "plan/plan.h"
#include "plan/tuning.h"

namespace tcfft {

bool cuda_device_available() { return false; }

Status make_cuda_executor(const Plan&, std::unique_ptr<Executor>*) {
  return Status(TCFFT_NO_DEVICE, "this tcfft was built without CUDA support");
}

// MEASURE timing entry point and wisdom device key (src/cuda/measure.cu in CUDA builds).
Status make_cuda_plan_timer(const Problem&, std::unique_ptr<PlanTimer>*) {
  return Status(TCFFT_NO_DEVICE, "MEASURE: this tcfft was built without CUDA support");
}
bool cuda_device_key(DeviceKey*) { return false; }

}  // namespace tcfft
