// Four-step plans (rank 1, n > 8192: two passes through the workspace, see
// docs/design.md) on the CPU backend through the public API, against FFTW
// long double with the tolerance formulas of tests/common/tolerance.h:
// n = 2^14 .. 2^20, F64 / F32 native / TC_SPLIT (2 terms), both directions,
// batch 2, in place and out of place; strided / batch-interleaved layouts; the
// workspace size, a user work area versus the executor's own (bit-identical
// results, the area really used), and the plan text.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <string>
#include <vector>

#include "common/modes.h"
#include "common/oracle.h"
#include "common/random.h"
#include "common/storage.h"

namespace tct {
namespace {



Spec base(const Mode& m) { return spec_for(m); }

struct SweepCase {
  Mode mode;
  int log2n;
  int direction;
  bool in_place;
};

class FourStepOracle : public ::testing::TestWithParam<SweepCase> {};

TEST_P(FourStepOracle, MatchesFftwLongDouble) {
  const SweepCase& c = GetParam();
  Spec s = base(c.mode);
  s.n = {1LL << c.log2n, 1, 1};
  s.batch = 2;
  s.direction = c.direction;
  s.in_place = c.in_place;
  s.norm = c.direction > 0 ? TCFFT_NORM_BY_N : TCFFT_NORM_NONE;
  expect_matches_reference(s, 4000 + c.log2n * 5 + (c.direction > 0) * 2 + c.in_place);
}

std::vector<SweepCase> sweep_cases() {
  std::vector<SweepCase> v;
  for (const Mode& m : {kF64, kF32, kSplit2}) {
    for (int l = 14; l <= 20; ++l) {
      v.push_back({m, l, TCFFT_FORWARD, l % 2 == 0});
      v.push_back({m, l, TCFFT_INVERSE, l % 2 == 1});
    }
  }
  v.push_back({kSplit3, 15, TCFFT_FORWARD, false});  // 4096-point rows (the P = 3 line limit)
  return v;
}

INSTANTIATE_TEST_SUITE_P(Sweep, FourStepOracle, ::testing::ValuesIn(sweep_cases()),
                         [](const ::testing::TestParamInfo<SweepCase>& i) {
                           return std::string(i.param.mode.name) + "_N2e" + std::to_string(i.param.log2n) +
                                  (i.param.direction < 0 ? "_fwd" : "_inv") +
                                  (i.param.in_place ? "_inplace" : "_outofplace");
                         });

// Strided and batch-interleaved layouts (pass A's element stride N2*istride,
// pass B's strided write N1*ostride).
struct LayoutCase {
  const char* name;
  Spec spec;
};

class FourStepLayouts : public ::testing::TestWithParam<LayoutCase> {};

TEST_P(FourStepLayouts, MatchesFftwLongDouble) { expect_matches_reference(GetParam().spec, 4321); }

std::vector<LayoutCase> layout_cases() {
  std::vector<LayoutCase> v;
  for (const Mode& m : {kF64, kF32, kSplit2}) {
    {  // batch-interleaved input (stride = batch, dist = 1), dense output
      Spec s = base(m);
      s.n = {1 << 15, 1, 1};
      s.batch = 2;
      s.in.dense = false;
      s.in.stride = 2;
      s.in.dist = 1;
      v.push_back({"interleaved_in", s});
    }
    {  // strided input and output with gaps (stride 3, dist 3n + 5), inverse
      Spec s = base(m);
      s.n = {1 << 14, 1, 1};
      s.batch = 2;
      s.in.dense = false;
      s.in.stride = 3;
      s.in.dist = 3 * (1 << 14) + 5;
      s.out = s.in;
      s.direction = TCFFT_INVERSE;
      v.push_back({"strided_both", s});
    }
    {  // interleaved in place
      Spec s = base(m);
      s.n = {1 << 16, 1, 1};
      s.batch = 2;
      s.in.dense = false;
      s.in.stride = 2;
      s.in.dist = 1;
      s.out = s.in;
      s.in_place = true;
      v.push_back({"interleaved_inplace", s});
    }
  }
  return v;
}

INSTANTIATE_TEST_SUITE_P(Layouts, FourStepLayouts, ::testing::ValuesIn(layout_cases()),
                         [](const ::testing::TestParamInfo<LayoutCase>& i) {
                           const Spec& s = i.param.spec;
                           return std::string(i.param.name) + "_" + precision_name(s.storage) + "_" +
                                  (s.compute == TCFFT_COMPUTE_TC_SPLIT ? "split" : "native") + "_" +
                                  std::to_string(i.index);
                         });

// Workspace: the reported size, a user work area (used, results bit-identical
// to the executor's own workspace), and NULL going back to the own one.
TEST(FourStepWorkspace, UserAreaVersusOwn) {
  const long long n = 1 << 16, batch = 2;
  for (const Mode& m : {kF32, kSplit2, kF64}) {
    SCOPED_TRACE(m.name);
    const size_t eb = m.storage == TCFFT_F64 ? 16 : 8;
    tcfftHandle h = nullptr;
    ASSERT_EQ(tcfftCreate(&h), TCFFT_SUCCESS);
    ASSERT_EQ(tcfftSetBackend(h, TCFFT_BACKEND_CPU), TCFFT_SUCCESS);
    ASSERT_EQ(tcfftSetPrecision(h, m.storage, m.compute), TCFFT_SUCCESS);
    ASSERT_EQ(tcfftSetSplitTerms(h, m.split_terms), TCFFT_SUCCESS);
    size_t ws = 0;
    ASSERT_EQ(tcfftPlan1d(h, n, TCFFT_C2C, batch, &ws), TCFFT_SUCCESS) << tcfftGetLastErrorMessage(h);
    EXPECT_EQ(ws, static_cast<size_t>(batch * n) * eb);
    size_t ws2 = 0;
    ASSERT_EQ(tcfftGetWorkSize(h, &ws2), TCFFT_SUCCESS);
    EXPECT_EQ(ws2, ws);
    const std::vector<cld> z = random_complex(static_cast<size_t>(batch * n), 99);
    std::vector<double> x;
    for (const cld& c : z) {
      x.push_back(static_cast<double>(c.real()));
      x.push_back(static_cast<double>(c.imag()));
    }
    std::vector<unsigned char> in(x.size() * eb / 2);
    if (m.storage == TCFFT_F64) {
      std::memcpy(in.data(), x.data(), in.size());
    } else {
      std::vector<float> f(x.begin(), x.end());
      std::memcpy(in.data(), f.data(), in.size());
    }
    std::vector<unsigned char> out_own(in.size()), out_user(in.size());
    ASSERT_EQ(tcfftExec(h, in.data(), out_own.data(), TCFFT_FORWARD), TCFFT_SUCCESS) << tcfftGetLastErrorMessage(h);
    void* area = std::aligned_alloc(256, (ws + 255) / 256 * 256);
    ASSERT_NE(area, nullptr);
    std::memset(area, 0xA5, ws);
    ASSERT_EQ(tcfftSetWorkArea(h, area), TCFFT_SUCCESS);
    ASSERT_EQ(tcfftExec(h, in.data(), out_user.data(), TCFFT_FORWARD), TCFFT_SUCCESS) << tcfftGetLastErrorMessage(h);
    EXPECT_EQ(std::memcmp(out_own.data(), out_user.data(), in.size()), 0) << "user work area changed the result";
    size_t poisoned = 0;
    for (size_t i = 0; i < ws; ++i) poisoned += static_cast<const unsigned char*>(area)[i] == 0xA5;
    EXPECT_LT(poisoned, ws / 16) << "the user work area was not used";
    ASSERT_EQ(tcfftSetWorkArea(h, nullptr), TCFFT_SUCCESS);
    std::fill(out_user.begin(), out_user.end(), 0);
    ASSERT_EQ(tcfftExec(h, in.data(), out_user.data(), TCFFT_FORWARD), TCFFT_SUCCESS);
    EXPECT_EQ(std::memcmp(out_own.data(), out_user.data(), in.size()), 0);
    // A plan made while a user work area is set runs with it.
    ASSERT_EQ(tcfftSetWorkArea(h, area), TCFFT_SUCCESS);
    ASSERT_EQ(tcfftPlan1d(h, n, TCFFT_C2C, batch, &ws2), TCFFT_SUCCESS);
    ASSERT_EQ(tcfftExec(h, in.data(), out_user.data(), TCFFT_FORWARD), TCFFT_SUCCESS);
    EXPECT_EQ(std::memcmp(out_own.data(), out_user.data(), in.size()), 0);
    // Single-pass sizes need no workspace.
    ASSERT_EQ(tcfftPlan1d(h, 8192, TCFFT_C2C, batch, &ws2), TCFFT_SUCCESS);
    EXPECT_EQ(ws2, 0u);
    EXPECT_EQ(tcfftDestroy(h), TCFFT_SUCCESS);
    std::free(area);
  }
}

TEST(FourStepPlan, ExplainShowsBothPassesAndTooLongIsNotSupported) {
  tcfftHandle h = nullptr;
  ASSERT_EQ(tcfftCreate(&h), TCFFT_SUCCESS);
  ASSERT_EQ(tcfftSetBackend(h, TCFFT_BACKEND_CPU), TCFFT_SUCCESS);
  ASSERT_EQ(tcfftSetPrecision(h, TCFFT_F32, TCFFT_COMPUTE_TC_SPLIT), TCFFT_SUCCESS);
  size_t ws = 0;
  // 2^19 = 512 x 1024: the longest two-pass plan of the register-tile computes (2^20 takes three)
  ASSERT_EQ(tcfftPlan1d(h, 1 << 19, TCFFT_C2C, 4, &ws), TCFFT_SUCCESS) << tcfftGetLastErrorMessage(h);
  size_t len = 0;
  ASSERT_EQ(tcfftExplainLength(h, &len), TCFFT_SUCCESS);
  std::string t(len, '\0');
  ASSERT_EQ(tcfftExplain(h, &t[0], len), TCFFT_SUCCESS);
  EXPECT_NE(t.find("pass 0: axis 0, n=512"), std::string::npos) << t;
  EXPECT_NE(t.find("pass 1: axis 0, n=1024"), std::string::npos) << t;
  EXPECT_NE(t.find("input -> work"), std::string::npos) << t;
  EXPECT_NE(t.find("work -> output"), std::string::npos) << t;
  EXPECT_NE(t.find("post-twiddle"), std::string::npos) << t;
  EXPECT_NE(t.find("transpose is folded"), std::string::npos) << t;
  // Too long: NOT_SUPPORTED with a message, and the handle keeps its plan.
  EXPECT_EQ(tcfftPlan1d(h, 1LL << 29, TCFFT_C2C, 1, &ws), TCFFT_NOT_SUPPORTED);
  EXPECT_NE(std::string(tcfftGetLastErrorMessage(h)).find("longer than"), std::string::npos)
      << tcfftGetLastErrorMessage(h);
  size_t ws2 = 0;
  ASSERT_EQ(tcfftGetWorkSize(h, &ws2), TCFFT_SUCCESS);
  EXPECT_EQ(ws2, static_cast<size_t>(4) * (1 << 19) * 8);
  EXPECT_EQ(tcfftDestroy(h), TCFFT_SUCCESS);
}

// tcfftSetPlanPassLength: a rank-1 plan of passes of at most len points (two or three passes),
// through the public API on the CPU backend; FFTW long double on the result; too long for three
// passes is NOT_SUPPORTED with the limit, and 0 goes back to the library's choice.
TEST(FourStepPlan, PassLengthThroughTheApi) {
  tcfftHandle h = nullptr;
  ASSERT_EQ(tcfftCreate(&h), TCFFT_SUCCESS);
  ASSERT_EQ(tcfftSetBackend(h, TCFFT_BACKEND_CPU), TCFFT_SUCCESS);
  ASSERT_EQ(tcfftSetPrecision(h, TCFFT_F32, TCFFT_COMPUTE_TC_SPLIT), TCFFT_SUCCESS);
  ASSERT_EQ(tcfftSetPlanPassLength(h, 16), TCFFT_SUCCESS);
  const long long n = 4096;
  size_t ws = 0;
  ASSERT_EQ(tcfftPlan1d(h, n, TCFFT_C2C, 1, &ws), TCFFT_SUCCESS) << tcfftGetLastErrorMessage(h);
  EXPECT_EQ(ws, static_cast<size_t>(n) * 8);
  size_t len = 0;
  ASSERT_EQ(tcfftExplainLength(h, &len), TCFFT_SUCCESS);
  std::string t(len, '\0');
  ASSERT_EQ(tcfftExplain(h, &t[0], len), TCFFT_SUCCESS);
  EXPECT_NE(t.find("three passes: n = 4096 = N1 16 x N2 16 x N3 16"), std::string::npos) << t;
  const std::vector<cld> z = random_complex(n, 77);
  std::vector<float> in(2 * n), out(2 * n, std::numeric_limits<float>::quiet_NaN());
  for (long long k = 0; k < n; ++k) {
    in[2 * k] = static_cast<float>(z[k].real());
    in[2 * k + 1] = static_cast<float>(z[k].imag());
  }
  ASSERT_EQ(tcfftExec(h, in.data(), out.data(), TCFFT_FORWARD), TCFFT_SUCCESS) << tcfftGetLastErrorMessage(h);
  std::vector<cld> x(n), y(n);
  for (long long k = 0; k < n; ++k) {
    x[k] = cld(in[2 * k], in[2 * k + 1]);
    y[k] = cld(out[2 * k], out[2 * k + 1]);
  }
  Spec s = base(kSplit2);
  s.n = {n, 1, 1};
  const ErrorStats e = compare(y, reference_for(s, x));
  EXPECT_LE(e.rel_l2, rel_l2_tolerance(s.tol_mode(), 1, s.n)) << e.str();
  EXPECT_EQ(tcfftPlan1d(h, 8192, TCFFT_C2C, 1, &ws), TCFFT_NOT_SUPPORTED);
  EXPECT_NE(std::string(tcfftGetLastErrorMessage(h)).find("at most 16 points"), std::string::npos)
      << tcfftGetLastErrorMessage(h);
  ASSERT_EQ(tcfftSetPlanPassLength(h, 0), TCFFT_SUCCESS);
  ASSERT_EQ(tcfftPlan1d(h, 8192, TCFFT_C2C, 1, &ws), TCFFT_SUCCESS);
  EXPECT_EQ(ws, 0u);  // one pass again
  EXPECT_EQ(tcfftDestroy(h), TCFFT_SUCCESS);
}

}  // namespace
}  // namespace tct
