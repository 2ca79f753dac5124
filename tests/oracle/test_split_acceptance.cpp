// Split-emulation acceptance: at N = 2^10, 2^16, 2^20 the CPU emulation of
// TC_SPLIT (docs/numerics.md §4, 2 split terms) must be at least half as
// accurate as plain FP32 arithmetic on the SAME input:
//   rel-L2(split) <= 2 * rel-L2(native),  both vs FFTW long double.
// Both numbers are printed and recorded so they show in the ctest log.
#include <gtest/gtest.h>

#include <cstdio>
#include <iostream>

#include "common/oracle.h"
#include "common/reference.h"

namespace tct {
namespace {

class SplitAcceptance : public ::testing::TestWithParam<int> {};

TEST_P(SplitAcceptance, SplitWithinTwiceNativeError) {
  const int l = GetParam();
  Spec s;
  s.n = {1LL << l, 1, 1};
  s.storage = TCFFT_F32;
  const std::vector<cld> x = make_input(s, 2024 + l);  // F32 values: identical input for both modes
  const std::vector<cld> ref = reference_for(s, x);

  s.compute = TCFFT_COMPUTE_NATIVE;
  const RunResult rn = run(s, x);
  ASSERT_TRUE(rn.ok()) << rn.message;
  s.compute = TCFFT_COMPUTE_TC_SPLIT;
  s.split_terms = 2;
  const RunResult rs = run(s, x);
  ASSERT_TRUE(rs.ok()) << rs.message;

  const ErrorStats en = compare(rn.y, ref);
  const ErrorStats es = compare(rs.y, ref);
  const long double ratio = es.rel_l2 / en.rel_l2;
  char line[256];
  std::snprintf(line, sizeof line, "[split-acceptance] N=2^%d  native rel-L2 %.3Le  split rel-L2 %.3Le  ratio %.3Lf", l,
                en.rel_l2, es.rel_l2, ratio);
  std::cout << line << std::endl;
  RecordProperty("native_rel_l2", std::to_string(static_cast<double>(en.rel_l2)));
  RecordProperty("split_rel_l2", std::to_string(static_cast<double>(es.rel_l2)));
  RecordProperty("ratio", std::to_string(static_cast<double>(ratio)));
  EXPECT_GT(en.rel_l2, 0.0L) << "native result exactly equal to the reference: the comparison is meaningless";
  EXPECT_LE(es.rel_l2, 2.0L * en.rel_l2) << line;
}

INSTANTIATE_TEST_SUITE_P(Sizes, SplitAcceptance, ::testing::Values(10, 16, 20),
                         [](const ::testing::TestParamInfo<int>& i) { return "N2e" + std::to_string(i.param); });

}  // namespace
}  // namespace tct
