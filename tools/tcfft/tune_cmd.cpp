#include "tune_cmd.h"

#include <chrono>
#include <cmath>
#include <cstdio>
#include <set>
#include <string>
#include <vector>

#include "suites.h"
#include "tcfft_handle.h"

namespace tcfft_cli {

namespace {

std::string ms_or_dash(double v) {
  if (std::isnan(v)) return "-";
  char b[32];
  std::snprintf(b, sizeof b, "%.4f", v);
  return b;
}

}  // namespace

int run_tune_command(const TuneCmdOptions& o) {
  const bool check_only = o.planner == "wisdom";
  TcfftSettings st;
  st.backend = backend_names().at(o.problem.backend);
  st.precision = precision_names().at(o.problem.precision);
  st.compute = compute_names().at(o.problem.compute);
  // Start from a known wisdom: the first tcfftCreate imports $TCFFT_WISDOM; drop it
  // unless asked to build on a file.
  { TcfftPlan warm; }
  tcfftForgetWisdom();
  if (!o.import_path.empty() && tcfftImportWisdom(o.import_path.c_str()) != TCFFT_SUCCESS) {
    std::fprintf(stderr, "tcfft tune: --import %s rejected: %s\n", o.import_path.c_str(), tcfftGetWisdomMessage());
    return 1;
  }
  const bool gpu = st.backend != TCFFT_BACKEND_CPU && tcfftCudaAvailable() != 0;
  std::vector<std::string> suites = o.suites.empty() ? std::vector<std::string>{"quick"} : o.suites;
  std::vector<Shape> shapes;
  std::set<std::string> seen;
  for (const std::string& s : suites) {
    for (const BenchCase& c : filter_suite(s == "seed" ? seed_suite() : quick_suite(gpu), o.dims, {})) {
      if (seen.insert(c.shape.str()).second) shapes.push_back(c.shape);
    }
  }
  std::printf("# tcfft tune: %zu shapes (%s), %s, compute %s, backend %s, planner %s\n", shapes.size(),
              gpu ? "GPU" : "CPU", o.problem.precision.c_str(), o.problem.compute.c_str(),
              o.problem.backend.c_str(), check_only ? "wisdom-only (no measurement)" : "measure");
  int failed = 0, missing = 0, faster = 0, slower = 0, compared = 0;
  double worst_est_plan = 0, worst_meas_plan = 0;
  if (!check_only) {
    std::printf("%-24s | %-32s %10s | %-32s %10s | %6s | %9s %9s\n", "shape", "ESTIMATE choice", "meas ms",
                "MEASURE choice", "meas ms", "ratio", "plan E ms", "plan M ms");
  } else {
    std::printf("%-24s | %-40s | %6s | %10s | %9s\n", "shape", "schedule", "wisdom", "stored ms", "plan ms");
  }
  for (const Shape& s : shapes) {
    if (check_only) {
      TcfftSettings w = st;
      w.planner = TCFFT_WISDOM_ONLY;
      TcfftPlan p;
      const Outcome r = p.make(s, w);
      tcfftPlanInfo i{};
      if (!r.ok() || !p.info(&i).ok()) {
        std::printf("%-24s | plan failed: %s\n", s.str().c_str(), r.message.c_str());
        ++failed;
        continue;
      }
      if (!i.from_wisdom) ++missing;
      worst_est_plan = std::max(worst_est_plan, i.planning_ms);
      std::printf("%-24s | %-40s | %6s | %10s | %9.3f\n", s.str().c_str(), i.schedule, i.from_wisdom ? "yes" : "NO",
                  ms_or_dash(i.measured_ms).c_str(), i.planning_ms);
      std::fflush(stdout);
      continue;
    }
    TcfftSettings e = st, m = st;
    e.planner = TCFFT_ESTIMATE;
    m.planner = TCFFT_MEASURE;
    TcfftPlan pe, pm;
    const Outcome re = pe.make(s, e);
    const Outcome rm = re.ok() ? pm.make(s, m) : re;
    tcfftPlanInfo ie{}, im{};
    if (!re.ok() || !rm.ok() || !pe.info(&ie).ok() || !pm.info(&im).ok()) {
      std::printf("%-24s | plan failed: %s\n", s.str().c_str(), (re.ok() ? rm : re).message.c_str());
      ++failed;
      continue;
    }
    const double ratio = im.estimate_choice_ms / im.measured_ms;
    if (!std::isnan(ratio)) {
      ++compared;
      faster += ratio >= 1.1 ? 1 : 0;
      slower += ratio < 1.0 ? 1 : 0;
    }
    worst_est_plan = std::max(worst_est_plan, ie.planning_ms);
    worst_meas_plan = std::max(worst_meas_plan, im.planning_ms);
    std::printf("%-24s | %-32s %10s | %-32s %10s | %6s | %9.3f %9.1f%s\n", s.str().c_str(), ie.schedule,
                ms_or_dash(im.estimate_choice_ms).c_str(), im.schedule, ms_or_dash(im.measured_ms).c_str(),
                std::isnan(ratio) ? "-" : (std::to_string(ratio).substr(0, 5) + "x").c_str(), ie.planning_ms,
                im.planning_ms, im.from_wisdom ? "  (from --import wisdom)" : "");
    std::fflush(stdout);
  }
  if (check_only) {
    std::printf("# %zu shapes: %d planned from wisdom, %d NOT in wisdom (ESTIMATE fallback), %d failed; "
                "worst planning %.3f ms\n",
                shapes.size(), static_cast<int>(shapes.size()) - missing - failed, missing, failed, worst_est_plan);
  } else {
    std::printf("# %d shapes compared: MEASURE >= 1.1x faster on %d (%.0f%%), slower than ESTIMATE on %d; "
                "worst planning ESTIMATE %.3f ms, MEASURE %.0f ms; %d failed\n",
                compared, faster, compared ? 100.0 * faster / compared : 0.0, slower, worst_est_plan,
                worst_meas_plan, failed);
  }
  if (!o.out_path.empty()) {
    if (tcfftExportWisdom(o.out_path.c_str()) != TCFFT_SUCCESS) {
      std::fprintf(stderr, "tcfft tune: writing %s failed: %s\n", o.out_path.c_str(), tcfftGetWisdomMessage());
      return 1;
    }
    size_t n = 0;
    tcfftGetWisdomCount(&n);
    std::printf("# wrote %zu wisdom entries to %s\n", n, o.out_path.c_str());
  }
  return failed > 0 || missing > 0 ? 1 : 0;
}

}  // namespace tcfft_cli
