#include "common/oracle.h"

#include <cstdio>
#include <limits>

namespace tct {

ErrorStats expect_matches_reference(const Spec& s, uint64_t seed) {
  ErrorStats bad;
  bad.rel_l2 = bad.rel_linf = std::numeric_limits<long double>::quiet_NaN();
  const std::vector<cld> x = make_input(s, seed);
  const RunResult r = run(s, x);
  EXPECT_EQ(r.plan_status, TCFFT_SUCCESS) << s.name() << ": plan failed: " << r.message;
  EXPECT_EQ(r.exec_status, TCFFT_SUCCESS) << s.name() << ": exec failed: " << r.message;
  if (!r.ok()) return bad;
  const std::vector<cld> ref = reference_for(s, x);
  const ErrorStats e = compare(r.y, ref);
  const double tol = rel_l2_tolerance(s.tol_mode(), s.rank, s.n);
  const double tol_inf = rel_linf_tolerance(tol, static_cast<double>(r.y.size()));
  EXPECT_LE(e.rel_l2, tol) << s.name() << ": " << e.str() << " (rel-L2 tolerance " << tol << ")";
  EXPECT_LE(e.rel_linf, tol_inf) << s.name() << ": " << e.str() << " (rel-Linf tolerance " << tol_inf << ")";
  EXPECT_TRUE(r.gaps_untouched) << s.name() << ": wrote outside the output layout";
  EXPECT_TRUE(r.input_unchanged) << s.name() << ": out-of-place transform modified its input";
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.3Le", e.rel_l2);
  ::testing::Test::RecordProperty("rel_l2", buf);
  std::snprintf(buf, sizeof buf, "%.3Le", e.rel_linf);
  ::testing::Test::RecordProperty("rel_linf", buf);
  std::snprintf(buf, sizeof buf, "%.3e", tol);
  ::testing::Test::RecordProperty("rel_l2_tol", buf);
  return e;
}

std::string sanitize_name(std::string s) {
  for (char& c : s) {
    const bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
    if (!ok) c = '_';
  }
  return s;
}

}  // namespace tct
