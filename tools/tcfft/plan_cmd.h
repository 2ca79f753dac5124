// `tcfft plan`: make a plan through the C API and print tcfftExplain's tree.
#pragma once

#include "options.h"

namespace tcfft_cli {

/// Returns the process exit code (0 on success, 1 when planning failed).
int run_plan_command(const PlanCmdOptions& o);

}  // namespace tcfft_cli
