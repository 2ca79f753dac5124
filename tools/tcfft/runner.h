// A Runner measures bench cases on one platform: the GPU runner
// (cuda/gpu_runner.cpp: tcfft CUDA backend vs cuFFT FP32/FP16, FP64 cuFFT
// reference) or the CPU runner (cpu_runner.cpp: tcfft CPU backend vs FFTW,
// long double FFTW reference).
#pragma once

#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "bench_types.h"
#include "progress.h"

namespace tcfft_cli {

/// Environment of a run as ordered key/value pairs (device, versions, date,
/// copy bandwidth...), printed at the top of every report.
using Environment = nlohmann::ordered_json;

/// Thrown when the platform cannot go on (e.g. a sticky CUDA error): the
/// bench writes the rows it has and exits non-zero.
struct FatalError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

class Runner {
 public:
  virtual ~Runner() = default;
  /// "cuda" or "cpu".
  virtual std::string mode() const = 0;
  /// Name of the library the speedup column divides by.
  virtual std::string baseline() const = 0;
  virtual const Environment& environment() const = 0;
  /// Measure one case: one row per radix, calling progress.begin/end per row.
  virtual std::vector<Row> run_case(const BenchCase& c, const BenchConfig& cfg, Progress& progress) = 0;
};

/// GPU runner, or nullptr with *why_not set (no device, CPU-only build...).
/// Measures the copy bandwidth while it starts.
std::unique_ptr<Runner> make_gpu_runner(const BenchConfig& cfg, std::string* why_not);

/// CPU runner: tcfft CPU backend vs FFTW. `note` goes into the environment
/// (e.g. why the GPU is not used).
std::unique_ptr<Runner> make_cpu_runner(const BenchConfig& cfg, const std::string& note);

/// Fields every environment starts with: tcfft version, date, host.
Environment base_environment(const std::string& mode);

/// Status of preparing or running one library: status is "ok",
/// "unsupported" (the library declines this size/precision, with its message)
/// or "failed".
struct Verdict {
  std::string status = "ok";
  std::string message;
  bool ok() const { return status == "ok"; }
  static Verdict unsupported(std::string m) { return {"unsupported", std::move(m)}; }
  static Verdict failed(std::string m) { return {"failed", std::move(m)}; }
};

/// A tcfft API failure as a Verdict: NOT_SUPPORTED / NO_DEVICE are
/// "unsupported", anything else "failed".
Verdict tcfft_verdict(tcfftResult code, const std::string& message);

/// Set status/message from a non-ok verdict.
void apply_verdict(LibResult* r, const Verdict& v);

/// Mark an output "bad-output" when some values are NaN/inf.
void check_output_written(LibResult* r);

/// Short summary of a finished row for the progress line.
std::string row_summary(const Row& r);

/// Strings for the row header fields.
std::string compute_name(tcfftCompute c);
std::string direction_name(int direction);
/// A row with the shape/config fields filled and no library results.
Row make_row(const BenchCase& c, int radix, const BenchConfig& cfg);
/// Table name with "%r" replaced by the radix ("auto" for 0).
std::string table_name(const std::string& pattern, int radix);
/// "[i/N] 1D 1024 x65536 radix=4" description of a row.
std::string row_description(const Shape& s, int radix);

}  // namespace tcfft_cli
