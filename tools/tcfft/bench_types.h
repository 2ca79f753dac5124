// Plain data shared by the bench: the shape of one measurement, the settings
// that apply to a whole run, and one result row with one entry per library.
#pragma once

#include <array>
#include <cmath>
#include <limits>
#include <string>
#include <vector>

#include "tcfft/tcfft.h"

namespace tcfft_cli {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

/// A batched dims-D transform: n[0] slowest (row-major, as tcfft and cuFFT).
struct Shape {
  int dims = 1;
  std::array<long long, 3> n{1, 1, 1};
  long long batch = 1;

  long long elements() const {  // points of one transform
    long long e = 1;
    for (int d = 0; d < dims; ++d) e *= n[d];
    return e;
  }
  long long total() const { return elements() * batch; }  // N·batch
  /// "1D 1024 x65536", "2D 64x128 x4", "3D 16^3 x8".
  std::string str() const;
  /// "1024", "64x128", "16x16x16".
  std::string sizes() const;
  bool all_pow2() const;
};

/// Everything that applies to every row of one `tcfft bench` run.
struct BenchConfig {
  tcfftPrecision precision = TCFFT_F32;  // tcfft storage
  tcfftCompute compute = TCFFT_COMPUTE_DEFAULT;
  int direction = TCFFT_FORWARD;
  bool inplace = false;
  int reps = 20;
  int warmup = 3;
  // Untimed back-to-back runs after the warm-ups, for this many ms of run time, so that the
  // timed runs see the clock the GPU holds under sustained load (its power limit); 0 = none.
  int sustain_ms = 0;
  tcfftBackend backend = TCFFT_BACKEND_AUTO;
  unsigned long long seed = 12345;
  int planner = TCFFT_ESTIMATE;  // tcfftSetPlanner for the tcfft plans
  long long max_pass = 0;        // tcfftSetPlanPassLength for the tcfft plans
  bool tcfft_only = false;       // time tcfft alone (no cuFFT / FFTW rows; the reference still runs)
};

/// One shape measured with one or more tcfft radices. The FP64 reference
/// and the cuFFT / FFTW runs do not depend on the radix, so they are run once
/// per case and copied into every row of the case.
struct BenchCase {
  std::string table;         // e.g. "1D radix 4"; a "%r" is replaced by the radix
  Shape shape;
  std::vector<int> radices;  // tcfftSetPlanRadix values; 0 = planner's choice
};

/// Error of one output against the FP64 (or long double) reference.
struct ErrorMetrics {
  double rel_l2 = kNaN;     // ||y-ref||_2 / ||ref||_2
  double rel_linf = kNaN;   // max|y-ref| / max|ref|        (complex modulus)
  double seed_err = kNaN;   // sum|y-ref| / sum|ref|        (complex modulus)
  long long nonfinite = 0;  // outputs that are NaN/inf (NaN = poison never overwritten)
};

/// One library's result in one row.
struct LibResult {
  std::string name;                // key: tcfft, cufft32, cufft16, fftw64, fftw32
  std::string label;               // for humans: "cuFFT FP32"
  std::string status = "not run";  // ok | unsupported | unavailable | failed | bad-output | not run
  std::string message;             // why, when status != ok
  std::string precision;           // storage of its data: f16 bf16 f32 f64
  double data_bytes = 0;           // bytes of its input (== output) data
  double ms = kNaN;                // median
  double ms_min = kNaN, ms_max = kNaN;
  int runs = 0;
  ErrorMetrics err;
  double floor_ms = kNaN;  // 2 * data_bytes / copy bandwidth
  double x_floor = kNaN;   // ms / floor_ms
  bool ok() const { return status == "ok"; }
};

/// One row: a shape, a tcfft radix, and every library's result.
struct Row {
  std::string table;
  Shape shape;
  int radix = 0;  // requested (0 = auto)
  std::string precision, compute, direction;
  bool inplace = false;
  std::vector<LibResult> libs;  // tcfft first
  std::string tcfft_plan;       // first line of tcfftExplain (what was planned)
  std::string baseline;         // name of the library speedup is measured against
  double floor_ms = kNaN;       // tcfft data
  double x_floor = kNaN;        // tcfft ms / floor_ms
  double speedup = kNaN;        // baseline ms / tcfft ms

  const LibResult* lib(const std::string& name) const {
    for (const LibResult& l : libs)
      if (l.name == name) return &l;
    return nullptr;
  }
  /// Fill floor_ms, x_floor, speedup from libs (after they are measured).
  void finish();
};

/// Library keys in the order every report uses.
const std::vector<std::string>& all_lib_names();
std::string lib_label(const std::string& name);

}  // namespace tcfft_cli
