// The state behind a tcfftHandle, and the registry that lets every API call
// reject NULL and destroyed handles without touching freed memory.
#pragma once

#include <memory>
#include <string>

#include "core/executor.h"
#include "core/types.h"
#include "plan/plan.h"
#include "tcfft/tcfft.h"

struct tcfftContext {
  // Configuration (applies to the next plan).
  tcfft::Storage storage = tcfft::Storage::F32;
  tcfftCompute compute = TCFFT_COMPUTE_DEFAULT;
  tcfftBackend backend = TCFFT_BACKEND_AUTO;
  int split_terms = 2;
  tcfft::PlanOptions plan_options;  // forced radix; planner mode (plan_options.planner)
  // Applies to the current plan too.
  tcfft::Norm norm = tcfft::Norm::None;
  tcfftStream stream = nullptr;
  void* user_work = nullptr;
  // Current plan and its executor (both or neither).
  std::unique_ptr<tcfft::Plan> plan;
  std::unique_ptr<tcfft::Executor> exec;
  std::string explain_text;
  std::string last_error;
};

namespace tcfft::api {

/// Register / unregister a live handle.
void register_handle(tcfftHandle h);
void unregister_handle(tcfftHandle h);
/// True if h was created and not yet destroyed.
bool is_live(tcfftHandle h);

}  // namespace tcfft::api
