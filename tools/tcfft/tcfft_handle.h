// RAII use of the public C API (include/tcfft/tcfft.h only): one handle,
// configured and planned for a Shape, with every call checked and failures
// turned into the library's own message (tcfftGetLastErrorMessage).
#pragma once

#include <string>

#include "bench_types.h"
#include "tcfft/tcfft.h"

namespace tcfft_cli {

struct TcfftSettings {
  tcfftBackend backend = TCFFT_BACKEND_AUTO;
  tcfftPrecision precision = TCFFT_F32;
  tcfftCompute compute = TCFFT_COMPUTE_DEFAULT;
  int radix = 0;                  // tcfftSetPlanRadix; 0 = planner's choice
  long long max_pass = 0;         // tcfftSetPlanPassLength; 0 = library's choice
  tcfftStream stream = nullptr;   // CUDA backend only
  int planner = -1;               // tcfftPlanner; -1 = leave the handle's default
};

/// Result of one API call: code and, on failure, the library's message.
struct Outcome {
  tcfftResult code = TCFFT_SUCCESS;
  std::string message;
  bool ok() const { return code == TCFFT_SUCCESS; }
};

class TcfftPlan {
 public:
  TcfftPlan();
  ~TcfftPlan();
  TcfftPlan(const TcfftPlan&) = delete;
  TcfftPlan& operator=(const TcfftPlan&) = delete;

  /// Configure the handle and make a dense batched plan for `s`.
  Outcome make(const Shape& s, const TcfftSettings& settings);
  /// tcfftExec; asynchronous on the CUDA backend.
  Outcome exec(const void* in, void* out, int direction);
  /// tcfftExplain text of the current plan ("" if none).
  std::string explain();
  /// First line of explain(): the problem as the library resolved it.
  std::string summary();
  size_t work_bytes() const { return work_; }
  /// tcfftGetPlanInfo of the current plan.
  Outcome info(tcfftPlanInfo* out);

 private:
  Outcome check(tcfftResult r, const char* call);
  tcfftHandle h_ = nullptr;
  Outcome create_;
  size_t work_ = 0;
};

}  // namespace tcfft_cli
