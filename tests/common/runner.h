// Runs one transform through the PUBLIC API exactly as a user would: create a
// handle, configure, plan with tcfftMakePlanMany, fill a poisoned buffer laid
// out as the spec says, execute, read the logical outputs back. Also checks
// the side conditions every run must satisfy: elements outside the output
// layout untouched, and (out-of-place) the input buffer bit-identical.
#pragma once

#include <array>
#include <complex>
#include <cstdint>
#include <string>
#include <vector>

#include "common/storage.h"
#include "common/tolerance.h"
#include "tcfft/tcfft.h"

namespace tct {

using cld = std::complex<long double>;

/// One side's layout as given to tcfftMakePlanMany. dense = true passes NULL
/// embed (stride/dist then ignored by the library).
struct SideLayout {
  bool dense = true;
  std::array<long long, 3> embed{1, 1, 1};
  long long stride = 1;
  long long dist = 0;
};

struct Spec {
  int rank = 1;
  std::array<long long, 3> n{1, 1, 1};
  long long batch = 1;
  SideLayout in, out;
  tcfftPrecision storage = TCFFT_F32;
  tcfftCompute compute = TCFFT_COMPUTE_NATIVE;
  int split_terms = 2;
  int radix = 0;
  long long max_pass = 0;  // tcfftSetPlanPassLength (0: the library's choice)
  tcfftNormalization norm = TCFFT_NORM_NONE;
  tcfftBackend backend = TCFFT_BACKEND_CPU;
  int direction = TCFFT_FORWARD;
  bool in_place = false;

  long long points() const;  // n[0]*...*n[rank-1]
  std::string name() const;  // readable, for failure messages
  ToleranceMode tol_mode() const;
};

/// A side's resolved addressing (cuFFT advanced-layout rule).
struct Resolved {
  std::array<long long, 3> embed{1, 1, 1};
  long long stride = 1, dist = 0;
  long long extent = 0;  // 1 + largest addressed offset
  /// Offsets of every logical element, batch-major then row-major.
  std::vector<long long> offsets;
};
Resolved resolve(const Spec& s, const SideLayout& side);

/// Random input (seeded), already rounded to the spec's storage type.
std::vector<cld> make_input(const Spec& s, uint64_t seed);

struct RunResult {
  tcfftResult plan_status = TCFFT_SUCCESS;
  tcfftResult exec_status = TCFFT_SUCCESS;
  std::string message;               // last error message when a call failed
  std::vector<cld> y;                // logical outputs (batch-major, row-major)
  bool gaps_untouched = true;        // output-buffer elements outside the layout kept their poison
  bool input_unchanged = true;       // out-of-place: input buffer bit-identical afterwards
  std::string explain;               // the plan's explain text
  bool ok() const { return plan_status == TCFFT_SUCCESS && exec_status == TCFFT_SUCCESS; }
};

/// Plan and execute on the spec's backend (host buffers for CPU, cudaMalloc'd
/// buffers for CUDA). x holds batch*points() values (use make_input).
RunResult run(const Spec& s, const std::vector<cld>& x);

/// Long-double reference for the spec: DFT in the spec's direction of x,
/// scaled as its normalization says.
std::vector<cld> reference_for(const Spec& s, const std::vector<cld>& x);

}  // namespace tct
