// `tcfft tune`: plan every shape of the chosen suites with TCFFT_MEASURE and
// write the resulting wisdom; or plan them from wisdom only and report.
#pragma once

#include "options.h"

namespace tcfft_cli {

/// Returns the process exit code (0 ok; 1 a plan failed or, with --planner
/// wisdom, a shape was not covered by the wisdom; 2 bad arguments).
int run_tune_command(const TuneCmdOptions& o);

}  // namespace tcfft_cli
