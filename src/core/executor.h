// Backend interface: a backend turns a Plan into an Executor (precomputing
// twiddles and anything else that depends only on the plan) and the
// executor runs it on data. One Executor per plan; not thread-safe.
#pragma once

#include <cstddef>
#include <memory>

#include "core/status.h"

namespace tcfft {

struct Plan;

struct ExecArgs {
  const void* in = nullptr;  // pass-0 input (user input)
  void* out = nullptr;       // user output
  int direction = -1;        // -1 forward, +1 inverse
  double scale = 1.0;        // normalization factor, applied by the last pass
  void* work = nullptr;      // workspace of >= Executor::work_bytes() bytes (the user's work area), or
                             // NULL: the executor uses its own (allocate_own_work(); lazily otherwise)
  void* stream = nullptr;    // cudaStream_t for CUDA, ignored by CPU
};

class Executor {
 public:
  virtual ~Executor() = default;
  /// Run the plan. Arguments are already validated by the API layer.
  virtual Status execute(const ExecArgs& a) = 0;
  /// Workspace bytes execute() needs.
  virtual size_t work_bytes() const { return 0; }
  /// Allocate the executor's own workspace now (plan time, when the user set
  /// no work area). ALLOC_FAILED with a message when that fails.
  virtual Status allocate_own_work() { return Status::ok(); }
};

/// CPU backend (src/cpu). Always available.
Status make_cpu_executor(const Plan& plan, std::unique_ptr<Executor>* out);

/// CUDA backend (src/cuda). Returns NO_DEVICE without a usable device and
/// NOT_SUPPORTED for plans its kernels do not implement. In a build without
/// CUDA it always returns NO_DEVICE.
Status make_cuda_executor(const Plan& plan, std::unique_ptr<Executor>* out);

/// Whether a usable CUDA device exists (false in CPU-only builds).
bool cuda_device_available();

}  // namespace tcfft
