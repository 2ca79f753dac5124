#include "plan_cmd.h"

#include <cstdio>
#include <stdexcept>

#include "tcfft_handle.h"

namespace tcfft_cli {

int run_plan_command(const PlanCmdOptions& o) {
  Shape s;
  try {
    s = resolve_shape(o.problem);
  } catch (const std::invalid_argument& e) {
    std::fprintf(stderr, "tcfft plan: %s\n", e.what());
    return 2;
  }
  TcfftSettings st;
  st.backend = backend_names().at(o.problem.backend);
  st.precision = precision_names().at(o.problem.precision);
  st.compute = compute_names().at(o.problem.compute);
  st.radix = radix_names().at(o.problem.radix);
  st.max_pass = o.problem.max_pass;
  st.planner = planner_names().at(o.planner);
  if (!o.wisdom_path.empty() && tcfftImportWisdom(o.wisdom_path.c_str()) != TCFFT_SUCCESS) {
    std::fprintf(stderr, "tcfft plan: --wisdom %s rejected: %s\n", o.wisdom_path.c_str(), tcfftGetWisdomMessage());
    return 1;
  }
  TcfftPlan plan;
  const Outcome r = plan.make(s, st);
  if (!r.ok()) {
    std::fprintf(stderr, "tcfft plan: cannot plan %s (%s, compute %s, radix %s, backend %s):\n  %s\n",
                 s.str().c_str(), o.problem.precision.c_str(), o.problem.compute.c_str(), o.problem.radix.c_str(),
                 o.problem.backend.c_str(), r.message.c_str());
    return 1;
  }
  if (o.explain) {
    const std::string text = plan.explain();
    std::fputs(text.c_str(), stdout);
    if (!text.empty() && text.back() != '\n') std::fputc('\n', stdout);
  } else {
    std::printf("planned %s: workspace %zu bytes (add --explain for the plan tree)\n", s.str().c_str(),
                plan.work_bytes());
  }
  return 0;
}

}  // namespace tcfft_cli
