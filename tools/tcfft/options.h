// Command-line options of `tcfft plan` and `tcfft bench`, the names they
// accept, and turning them into a Shape / BenchConfig.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "bench_types.h"

namespace tcfft_cli {

/// Options that describe one transform (shared by plan and bench).
struct ProblemOptions {
  int dims = 0;                // 0: from the number of --n values
  std::vector<long long> n;    // per-dimension sizes; one value with dims > 1 means a cube
  long long batch = 0;         // 0: not given
  long long total = 0;         // 0: not given; else batch = total / N
  std::string precision = "f32";
  std::string compute = "default";
  std::string radix = "auto";
  std::string backend = "auto";
  long long max_pass = 0;      // tcfftSetPlanPassLength (0: library's choice)
};

struct PlanCmdOptions {
  ProblemOptions problem;
  bool explain = false;
  std::string planner = "estimate";  // estimate | measure | wisdom (tcfftSetPlanner)
  std::string wisdom_path;           // tcfftImportWisdom before planning ("" = none)
};

/// `tcfft tune`: build a wisdom profile over suites, or check one.
struct TuneCmdOptions {
  ProblemOptions problem;            // precision / compute / backend (sizes come from the suites)
  std::vector<std::string> suites;   // quick, seed (default: quick)
  int dims = 0;                      // keep only shapes with this many dims (0 = all)
  std::string out_path;              // -o: tcfftExportWisdom at the end
  std::string import_path;           // --import: start from this wisdom
  std::string planner = "measure";   // measure: tune; wisdom: plan from wisdom only and check coverage
};

/// tcfftPlanner from a --planner name (estimate, measure, wisdom).
const std::map<std::string, tcfftPlanner>& planner_names();

struct BenchCmdOptions {
  ProblemOptions problem;
  std::string direction = "fwd";
  bool inplace = false;
  std::string suite;  // "", "seed", "quick"
  std::string json_path, csv_path;
  int reps = 20;
  int warmup = 3;
  int sustain_ms = 0;  // --sustain-ms: back-to-back untimed runs before the timed ones (0 = none)
  unsigned long long seed = 12345;
  std::string planner = "estimate";  // tcfftSetPlanner: estimate | measure | wisdom
  bool quiet = false;  // no progress lines
  bool list = false;   // print the rows that would run, run nothing
  bool dims_given = false, radix_given = false;
  bool shapes_given = false;  // --shapes was on the command line (even empty)
  std::string shapes;        // --shapes: "N [N [N]] [xBATCH]" entries separated by ';' ("" = none)
  bool tcfft_only = false;   // --tcfft-only: no cuFFT / FFTW timing (the reference still runs)
};

// Names accepted on the command line (for CLI11 IsMember checks).
const std::map<std::string, tcfftPrecision>& precision_names();
const std::map<std::string, tcfftCompute>& compute_names();
const std::map<std::string, int>& radix_names();  // "auto" -> 0
const std::map<std::string, tcfftBackend>& backend_names();

/// Shape from --dims/--n/--batch/--total; throws std::invalid_argument with a
/// message for the user.
Shape resolve_shape(const ProblemOptions& o);

/// Shapes from a --shapes list: entries separated by ';', each one to three
/// sizes (slowest first) and an optional batch written xB, e.g.
/// "16777216 x4; 256 256 256 x8; 1024" (batch 1 where none is given). Each
/// entry is checked as --n / --batch are; throws std::invalid_argument naming
/// the entry.
std::vector<Shape> parse_shape_list(const std::string& list);

/// Config from bench options; throws std::invalid_argument.
BenchConfig resolve_config(const BenchCmdOptions& o);

}  // namespace tcfft_cli
