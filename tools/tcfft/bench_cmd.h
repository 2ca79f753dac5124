// `tcfft bench`: choose the runner (GPU or CPU), build the case list (a suite
// or one shape), run it with progress on stderr, write the reports.
#pragma once

#include <string>

#include "options.h"

namespace tcfft_cli {

/// Exit code: 0 all ran; 1 setup failed; 2 bad options; 3 aborted (fatal
/// device error; partial reports written); 4 a tcfft row failed or wrote
/// bad output (NaN / not fully written).
int run_bench_command(const BenchCmdOptions& o, const std::string& cmdline);

}  // namespace tcfft_cli
