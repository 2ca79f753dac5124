// GoogleTest helpers shared by the oracle, property and GPU suites.
#pragma once

#include <gtest/gtest.h>

#include <string>

#include "common/metrics.h"
#include "common/runner.h"

namespace tct {

/// Run `s` on seeded random input and compare with the long double reference:
/// rel-L2 and rel-Linf within the mode's tolerance formulas, no NaN, no write
/// outside the output layout, input untouched (out-of-place). Records the
/// errors as test properties. Returns the error stats (rel_l2 NaN on failure).
ErrorStats expect_matches_reference(const Spec& s, uint64_t seed);

/// Readable parameter names for TEST_P instantiations: only [A-Za-z0-9_].
std::string sanitize_name(std::string s);

/// Skips the current test (loudly) unless a usable CUDA device is present.
#define TCT_REQUIRE_CUDA_DEVICE()                                                                   \
  do {                                                                                              \
    if (tcfftCudaAvailable() == 0) {                                                                \
      GTEST_SKIP() << "*** no CUDA device: GPU test skipped (this is NOT a pass; run on a GPU) ***"; \
    }                                                                                               \
  } while (0)

}  // namespace tct
