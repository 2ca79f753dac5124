// API misuse: one case per bad argument. Each must return the documented
// status (tcfft.h), not crash, leave `out` byte-identical (sentinel pattern),
// keep the handle's previous plan usable, and leave a last-error message
// that names the offending argument.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <functional>
#include <string>
#include <vector>

#include "api/api_fixture.h"
#include "common/random.h"

namespace tct {
namespace {

// ---------------------------------------------------------------------------
// NULL and destroyed handles, for every function taking a handle.

struct HandleCall {
  const char* name;
  std::function<tcfftResult(tcfftHandle)> call;
};

std::vector<HandleCall> handle_calls() {
  static float buf[64];
  static size_t sz;
  static char text[16];
  return {
      {"Destroy", [](tcfftHandle h) { return tcfftDestroy(h); }},
      {"SetPrecision", [](tcfftHandle h) { return tcfftSetPrecision(h, TCFFT_F32, TCFFT_COMPUTE_NATIVE); }},
      {"SetSplitTerms", [](tcfftHandle h) { return tcfftSetSplitTerms(h, 2); }},
      {"SetPlanRadix", [](tcfftHandle h) { return tcfftSetPlanRadix(h, 0); }},
      {"SetPlanPassLength", [](tcfftHandle h) { return tcfftSetPlanPassLength(h, 0); }},
      {"SetBackend", [](tcfftHandle h) { return tcfftSetBackend(h, TCFFT_BACKEND_CPU); }},
      {"SetNormalization", [](tcfftHandle h) { return tcfftSetNormalization(h, TCFFT_NORM_NONE); }},
      {"SetStream", [](tcfftHandle h) { return tcfftSetStream(h, nullptr); }},
      {"MakePlanMany",
       [](tcfftHandle h) {
         const long long n[1] = {16};
         return tcfftMakePlanMany(h, 1, n, nullptr, 1, 16, nullptr, 1, 16, TCFFT_C2C, 1, &sz);
       }},
      {"Plan1d", [](tcfftHandle h) { return tcfftPlan1d(h, 16, TCFFT_C2C, 1, &sz); }},
      {"Plan2d", [](tcfftHandle h) { return tcfftPlan2d(h, 4, 4, TCFFT_C2C, &sz); }},
      {"Plan3d", [](tcfftHandle h) { return tcfftPlan3d(h, 2, 2, 4, TCFFT_C2C, &sz); }},
      {"GetWorkSize", [](tcfftHandle h) { return tcfftGetWorkSize(h, &sz); }},
      {"SetWorkArea", [](tcfftHandle h) { return tcfftSetWorkArea(h, nullptr); }},
      {"Exec", [](tcfftHandle h) { return tcfftExec(h, buf, buf + 32, TCFFT_FORWARD); }},
      {"Explain", [](tcfftHandle h) { return tcfftExplain(h, text, sizeof text); }},
      {"ExplainLength", [](tcfftHandle h) { return tcfftExplainLength(h, &sz); }},
  };
}

class BadHandle : public ::testing::TestWithParam<std::tuple<HandleCall, bool>> {};

TEST_P(BadHandle, ReturnsInvalidHandle) {
  const HandleCall& c = std::get<0>(GetParam());
  const bool destroyed = std::get<1>(GetParam());
  tcfftHandle h = nullptr;
  if (destroyed) {
    ASSERT_EQ(tcfftCreate(&h), TCFFT_SUCCESS);
    ASSERT_EQ(tcfftPlan1d(h, 16, TCFFT_C2C, 1, nullptr), TCFFT_SUCCESS);
    ASSERT_EQ(tcfftDestroy(h), TCFFT_SUCCESS);
  }
  EXPECT_EQ(c.call(h), TCFFT_INVALID_HANDLE);
  const std::string m = tcfftGetLastErrorMessage(h);
  EXPECT_FALSE(m.empty());
  EXPECT_NE(m.find("handle"), std::string::npos) << m;
}

INSTANTIATE_TEST_SUITE_P(AllFunctions, BadHandle,
                         ::testing::Combine(::testing::ValuesIn(handle_calls()), ::testing::Bool()),
                         [](const ::testing::TestParamInfo<std::tuple<HandleCall, bool>>& i) {
                           return std::string(std::get<0>(i.param).name) +
                                  (std::get<1>(i.param) ? "_destroyed" : "_null");
                         });

TEST(HandleLifetime, CreateWithNullPointerIsInvalidValue) { EXPECT_EQ(tcfftCreate(nullptr), TCFFT_INVALID_VALUE); }

TEST(HandleLifetime, DoubleDestroyIsInvalidHandle) {
  tcfftHandle h = nullptr;
  ASSERT_EQ(tcfftCreate(&h), TCFFT_SUCCESS);
  ASSERT_NE(h, nullptr);
  EXPECT_EQ(tcfftDestroy(h), TCFFT_SUCCESS);
  EXPECT_EQ(tcfftDestroy(h), TCFFT_INVALID_HANDLE);
}

// ---------------------------------------------------------------------------
// Bad planning arguments. The fixture holds a valid plan; every failure must
// keep it (tcfft.h: "On failure the previous plan is kept").

struct PlanArgs {
  int rank = 1;
  std::vector<long long> n{32};
  bool null_n = false;
  std::vector<long long> inembed, onembed;  // empty = NULL
  long long istride = 1, idist = 32, ostride = 1, odist = 32;
  int type = TCFFT_C2C;
  long long batch = 1;
};

struct BadPlanCase {
  const char* name;
  PlanArgs args;
  tcfftResult expected;
  const char* mentions;  // substring the last-error message must contain
};

std::vector<BadPlanCase> bad_plan_cases() {
  std::vector<BadPlanCase> v;
  auto add = [&v](const char* name, tcfftResult r, const char* m, const std::function<void(PlanArgs&)>& f) {
    PlanArgs a;
    f(a);
    v.push_back({name, a, r, m});
  };
  const long long big = 1LL << 31;
  add("NullN", TCFFT_INVALID_VALUE, "n", [](PlanArgs& a) { a.null_n = true; });
  add("Rank0", TCFFT_INVALID_SIZE, "rank", [](PlanArgs& a) { a.rank = 0; });
  add("Rank4", TCFFT_INVALID_SIZE, "rank", [](PlanArgs& a) { a.rank = 4; a.n = {2, 2, 2, 2}; });
  add("RankNegative", TCFFT_INVALID_SIZE, "rank", [](PlanArgs& a) { a.rank = -1; });
  add("N0Zero", TCFFT_INVALID_SIZE, "n[0]", [](PlanArgs& a) { a.n = {0}; });
  add("N0Negative", TCFFT_INVALID_SIZE, "n[0]", [](PlanArgs& a) { a.n = {-16}; });
  add("N1Zero2D", TCFFT_INVALID_SIZE, "n[1]", [](PlanArgs& a) { a.rank = 2; a.n = {4, 0}; });
  add("N2Negative3D", TCFFT_INVALID_SIZE, "n[2]", [](PlanArgs& a) { a.rank = 3; a.n = {4, 4, -2}; });
  add("SizeProductOverflows", TCFFT_INVALID_SIZE, "n[]", [big](PlanArgs& a) { a.rank = 3; a.n = {big, big, big}; });
  add("SizeTimesBatchOverflows", TCFFT_INVALID_SIZE, "batch",
      [big](PlanArgs& a) { a.n = {big}; a.batch = big * big; });
  add("StrideAddressOverflows", TCFFT_INVALID_SIZE, "input",
      [](PlanArgs& a) { a.inembed = {32}; a.istride = 1LL << 60; });
  add("DistAddressOverflowsOutput", TCFFT_INVALID_SIZE, "output",
      [](PlanArgs& a) { a.onembed = {32}; a.odist = 1LL << 61; a.batch = 4; });
  add("Batch0", TCFFT_INVALID_SIZE, "batch", [](PlanArgs& a) { a.batch = 0; });
  add("BatchNegative", TCFFT_INVALID_SIZE, "batch", [](PlanArgs& a) { a.batch = -3; });
  add("BadType", TCFFT_INVALID_TYPE, "type", [](PlanArgs& a) { a.type = 7; });
  add("BadTypeNegative", TCFFT_INVALID_TYPE, "type", [](PlanArgs& a) { a.type = -1; });
  add("R2CNotSupported", TCFFT_NOT_SUPPORTED, "R2C", [](PlanArgs& a) { a.type = TCFFT_R2C; });
  add("C2RNotSupported", TCFFT_NOT_SUPPORTED, "C2R", [](PlanArgs& a) { a.type = TCFFT_C2R; });
  add("NonPowerOfTwo1D", TCFFT_NOT_SUPPORTED, "n[0]", [](PlanArgs& a) { a.n = {12}; });
  add("NonPowerOfTwo2D", TCFFT_NOT_SUPPORTED, "n[1]", [](PlanArgs& a) { a.rank = 2; a.n = {8, 3}; });
  add("NonPowerOfTwoPrime", TCFFT_NOT_SUPPORTED, "n[0]", [](PlanArgs& a) { a.n = {17}; });
  add("InembedSmallerThanN", TCFFT_INVALID_SIZE, "inembed[1]",
      [](PlanArgs& a) { a.rank = 2; a.n = {8, 8}; a.inembed = {8, 4}; a.onembed = {8, 8}; a.idist = a.odist = 64; });
  add("OnembedSmallerThanN", TCFFT_INVALID_SIZE, "onembed[2]",
      [](PlanArgs& a) { a.rank = 3; a.n = {2, 4, 8}; a.inembed = {2, 4, 8}; a.onembed = {2, 4, 7}; a.idist = a.odist = 64; });
  add("InembedZero", TCFFT_INVALID_SIZE, "inembed[0]", [](PlanArgs& a) { a.inembed = {0}; });
  add("IstrideZero", TCFFT_INVALID_VALUE, "istride", [](PlanArgs& a) { a.inembed = {32}; a.istride = 0; });
  add("OstrideNegative", TCFFT_INVALID_VALUE, "ostride", [](PlanArgs& a) { a.onembed = {32}; a.ostride = -1; });
  add("IdistZeroWithBatch", TCFFT_INVALID_VALUE, "idist", [](PlanArgs& a) { a.inembed = {32}; a.idist = 0; a.batch = 2; });
  add("OdistZeroWithBatch", TCFFT_INVALID_VALUE, "odist", [](PlanArgs& a) { a.onembed = {32}; a.odist = 0; a.batch = 2; });
  add("IdistNegative", TCFFT_INVALID_VALUE, "idist", [](PlanArgs& a) { a.inembed = {32}; a.idist = -32; });
  add("OverlappingOutputDist", TCFFT_INVALID_VALUE, "output",
      [](PlanArgs& a) { a.onembed = {32}; a.ostride = 1; a.odist = 16; a.batch = 2; });
  add("OverlappingOutputStride", TCFFT_INVALID_VALUE, "output",
      [](PlanArgs& a) { a.onembed = {32}; a.ostride = 2; a.odist = 1; a.batch = 3; });
  add("OverlappingOutput2DEmbed", TCFFT_INVALID_VALUE, "output",
      [](PlanArgs& a) { a.rank = 2; a.n = {4, 8}; a.onembed = {4, 8}; a.ostride = 1; a.odist = 8; a.batch = 2; a.idist = 32; a.inembed = {4, 8}; });
  return v;
}

class BadPlan : public PlannedHandle, public ::testing::WithParamInterface<BadPlanCase> {};

TEST_P(BadPlan, ReturnsDocumentedStatusAndKeepsPreviousPlan) {
  const BadPlanCase& c = GetParam();
  const PlanArgs& a = c.args;
  size_t ws = 777;
  const tcfftResult r =
      tcfftMakePlanMany(h, a.rank, a.null_n ? nullptr : a.n.data(), a.inembed.empty() ? nullptr : a.inembed.data(),
                        a.istride, a.idist, a.onembed.empty() ? nullptr : a.onembed.data(), a.ostride, a.odist,
                        static_cast<tcfftType>(a.type), a.batch, &ws);
  EXPECT_EQ(r, c.expected) << tcfftGetErrorString(r) << ": " << last_error();
  const std::string m = last_error();
  EXPECT_FALSE(m.empty());
  EXPECT_NE(m.find(c.mentions), std::string::npos) << "message should name '" << c.mentions << "': " << m;
  EXPECT_EQ(ws, 777u) << "workSize written by a failed plan";
  // The previous plan (N = 64, batch 2) is still there and correct.
  size_t ws2 = 0;
  EXPECT_EQ(tcfftGetWorkSize(h, &ws2), TCFFT_SUCCESS);
  expect_plan_still_works();
}

INSTANTIATE_TEST_SUITE_P(Arguments, BadPlan, ::testing::ValuesIn(bad_plan_cases()),
                         [](const ::testing::TestParamInfo<BadPlanCase>& i) { return std::string(i.param.name); });

// ---------------------------------------------------------------------------
// Bad configuration values (each setter, each bad enum).

struct BadConfigCase {
  const char* name;
  std::function<tcfftResult(tcfftHandle)> call;
  tcfftResult expected;
  const char* mentions;
};

std::vector<BadConfigCase> bad_config_cases() {
  return {
      {"StorageOutOfRange", [](tcfftHandle h) { return tcfftSetPrecision(h, static_cast<tcfftPrecision>(4), TCFFT_COMPUTE_NATIVE); },
       TCFFT_INVALID_VALUE, "storage"},
      {"StorageNegative", [](tcfftHandle h) { return tcfftSetPrecision(h, static_cast<tcfftPrecision>(-1), TCFFT_COMPUTE_NATIVE); },
       TCFFT_INVALID_VALUE, "storage"},
      {"ComputeOutOfRange", [](tcfftHandle h) { return tcfftSetPrecision(h, TCFFT_F32, static_cast<tcfftCompute>(4)); },
       TCFFT_INVALID_VALUE, "compute"},
      {"F64WithTcSplit", [](tcfftHandle h) { return tcfftSetPrecision(h, TCFFT_F64, TCFFT_COMPUTE_TC_SPLIT); },
       TCFFT_NOT_SUPPORTED, "F64"},
      {"F64WithTcFp16", [](tcfftHandle h) { return tcfftSetPrecision(h, TCFFT_F64, TCFFT_COMPUTE_TC_FP16); },
       TCFFT_NOT_SUPPORTED, "F64"},
      {"SplitTerms4", [](tcfftHandle h) { return tcfftSetSplitTerms(h, 4); }, TCFFT_INVALID_VALUE, "terms"},
      {"SplitTerms1", [](tcfftHandle h) { return tcfftSetSplitTerms(h, 1); }, TCFFT_INVALID_VALUE, "terms"},
      {"SplitTerms0", [](tcfftHandle h) { return tcfftSetSplitTerms(h, 0); }, TCFFT_INVALID_VALUE, "terms"},
      {"Radix3", [](tcfftHandle h) { return tcfftSetPlanRadix(h, 3); }, TCFFT_INVALID_VALUE, "radix"},
      {"Radix32", [](tcfftHandle h) { return tcfftSetPlanRadix(h, 32); }, TCFFT_INVALID_VALUE, "radix"},
      {"Radix1", [](tcfftHandle h) { return tcfftSetPlanRadix(h, 1); }, TCFFT_INVALID_VALUE, "radix"},
      {"RadixNegative", [](tcfftHandle h) { return tcfftSetPlanRadix(h, -2); }, TCFFT_INVALID_VALUE, "radix"},
      {"PassLength3", [](tcfftHandle h) { return tcfftSetPlanPassLength(h, 3); }, TCFFT_INVALID_VALUE, "len"},
      {"PassLength1", [](tcfftHandle h) { return tcfftSetPlanPassLength(h, 1); }, TCFFT_INVALID_VALUE, "len"},
      {"PassLength16384", [](tcfftHandle h) { return tcfftSetPlanPassLength(h, 16384); }, TCFFT_INVALID_VALUE,
       "len"},
      {"PassLengthNegative", [](tcfftHandle h) { return tcfftSetPlanPassLength(h, -64); }, TCFFT_INVALID_VALUE,
       "len"},
      {"BackendOutOfRange", [](tcfftHandle h) { return tcfftSetBackend(h, static_cast<tcfftBackend>(3)); },
       TCFFT_INVALID_VALUE, "backend"},
      {"NormOutOfRange", [](tcfftHandle h) { return tcfftSetNormalization(h, static_cast<tcfftNormalization>(3)); },
       TCFFT_INVALID_VALUE, "norm"},
      {"NormNegative", [](tcfftHandle h) { return tcfftSetNormalization(h, static_cast<tcfftNormalization>(-1)); },
       TCFFT_INVALID_VALUE, "norm"},
      {"GetWorkSizeNull", [](tcfftHandle h) { return tcfftGetWorkSize(h, nullptr); }, TCFFT_INVALID_VALUE, "workSize"},
      {"WorkAreaUnaligned",
       [](tcfftHandle h) {
         alignas(256) static unsigned char area[1024];
         return tcfftSetWorkArea(h, area + 8);
       },
       TCFFT_UNALIGNED_DATA, "workArea"},
      {"ExplainNullBuf", [](tcfftHandle h) { return tcfftExplain(h, nullptr, 10); }, TCFFT_INVALID_VALUE, "buf"},
      {"ExplainLengthNull", [](tcfftHandle h) { return tcfftExplainLength(h, nullptr); }, TCFFT_INVALID_VALUE, "len"},
  };
}

class BadConfig : public PlannedHandle, public ::testing::WithParamInterface<BadConfigCase> {};

TEST_P(BadConfig, ReturnsDocumentedStatusAndKeepsPlan) {
  const BadConfigCase& c = GetParam();
  const tcfftResult r = c.call(h);
  EXPECT_EQ(r, c.expected) << tcfftGetErrorString(r) << ": " << last_error();
  const std::string m = last_error();
  EXPECT_NE(m.find(c.mentions), std::string::npos) << "message should name '" << c.mentions << "': " << m;
  // A rejected setting changes nothing: the plan survives.
  expect_plan_still_works();
}

INSTANTIATE_TEST_SUITE_P(Setters, BadConfig, ::testing::ValuesIn(bad_config_cases()),
                         [](const ::testing::TestParamInfo<BadConfigCase>& i) { return std::string(i.param.name); });

// ---------------------------------------------------------------------------
// Bad execution arguments: status, message, and NO WRITE to out.

using MisuseExec = PlannedHandle;

TEST_F(MisuseExec, NullInput) {
  EXPECT_EQ(tcfftExec(h, nullptr, out.data(), TCFFT_FORWARD), TCFFT_INVALID_VALUE);
  EXPECT_NE(last_error().find("in"), std::string::npos) << last_error();
  EXPECT_TRUE(out_untouched());
}

TEST_F(MisuseExec, NullOutput) {
  EXPECT_EQ(tcfftExec(h, in.data(), nullptr, TCFFT_FORWARD), TCFFT_INVALID_VALUE);
  EXPECT_NE(last_error().find("out"), std::string::npos) << last_error();
}

TEST_F(MisuseExec, DirectionZero) {
  EXPECT_EQ(tcfftExec(h, in.data(), out.data(), 0), TCFFT_INVALID_VALUE);
  EXPECT_NE(last_error().find("direction"), std::string::npos) << last_error();
  EXPECT_TRUE(out_untouched());
}

TEST_F(MisuseExec, DirectionTwo) {
  EXPECT_EQ(tcfftExec(h, in.data(), out.data(), 2), TCFFT_INVALID_VALUE);
  EXPECT_NE(last_error().find("direction"), std::string::npos) << last_error();
  EXPECT_TRUE(out_untouched());
}

TEST_F(MisuseExec, UnalignedInput) {
  HostBuffer shifted(TCFFT_F32, kN * kBatch, 64);
  EXPECT_EQ(tcfftExec(h, shifted.byte_ptr(4), out.data(), TCFFT_FORWARD), TCFFT_UNALIGNED_DATA);
  EXPECT_NE(last_error().find("in"), std::string::npos) << last_error();
  EXPECT_TRUE(out_untouched());
}

TEST_F(MisuseExec, UnalignedOutput) {
  HostBuffer o(TCFFT_F32, kN * kBatch, 64);
  o.fill_bytes(kSentinel);
  const auto before = o.snapshot();
  EXPECT_EQ(tcfftExec(h, in.data(), o.byte_ptr(2), TCFFT_FORWARD), TCFFT_UNALIGNED_DATA);
  EXPECT_NE(last_error().find("out"), std::string::npos) << last_error();
  EXPECT_EQ(o.snapshot(), before);
}

TEST_F(MisuseExec, F64DataAlignedToEightButNotSixteen) {
  ASSERT_EQ(tcfftSetPrecision(h, TCFFT_F64, TCFFT_COMPUTE_NATIVE), TCFFT_SUCCESS);
  ASSERT_EQ(tcfftPlan1d(h, kN, TCFFT_C2C, 1, nullptr), TCFFT_SUCCESS);
  HostBuffer i(TCFFT_F64, kN, 64), o(TCFFT_F64, kN, 64);
  o.fill_bytes(kSentinel);
  const auto before = o.snapshot();
  EXPECT_EQ(tcfftExec(h, i.byte_ptr(8), o.data(), TCFFT_FORWARD), TCFFT_UNALIGNED_DATA);
  EXPECT_EQ(tcfftExec(h, i.data(), o.byte_ptr(8), TCFFT_FORWARD), TCFFT_UNALIGNED_DATA);
  EXPECT_EQ(o.snapshot(), before);
}

TEST_F(MisuseExec, PartiallyOverlappingInAndOut) {
  // out starts one element after in: overlapping but not equal.
  HostBuffer both(TCFFT_F32, kN * kBatch + 1);
  for (size_t i = 0; i < both.size(); ++i) both.set(i, cld(1, 2));
  const auto before = both.snapshot();
  EXPECT_EQ(tcfftExec(h, both.data(), both.byte_ptr(8), TCFFT_FORWARD), TCFFT_INVALID_VALUE);
  EXPECT_NE(last_error().find("overlap"), std::string::npos) << last_error();
  EXPECT_EQ(both.snapshot(), before);
  // And the other way round (out before in).
  EXPECT_EQ(tcfftExec(h, both.byte_ptr(8), both.data(), TCFFT_FORWARD), TCFFT_INVALID_VALUE);
  EXPECT_EQ(both.snapshot(), before);
}

TEST_F(MisuseExec, InPlaceWithDifferentLayouts) {
  const long long n[1] = {kN};
  const long long emb[1] = {kN};
  // Input dense-strided 1, output stride 2: in-place is not allowed.
  ASSERT_EQ(tcfftMakePlanMany(h, 1, n, emb, 1, kN, emb, 2, 2 * kN, TCFFT_C2C, 1, nullptr), TCFFT_SUCCESS)
      << last_error();
  HostBuffer b(TCFFT_F32, 2 * kN);
  b.fill_bytes(kSentinel);
  const auto before = b.snapshot();
  EXPECT_EQ(tcfftExec(h, b.data(), b.data(), TCFFT_FORWARD), TCFFT_INVALID_VALUE);
  EXPECT_NE(last_error().find("in-place"), std::string::npos) << last_error();
  EXPECT_EQ(b.snapshot(), before);
}

TEST_F(MisuseExec, ExecBeforePlan) {
  tcfftHandle fresh = nullptr;
  ASSERT_EQ(tcfftCreate(&fresh), TCFFT_SUCCESS);
  EXPECT_EQ(tcfftExec(fresh, in.data(), out.data(), TCFFT_FORWARD), TCFFT_INVALID_HANDLE);
  EXPECT_NE(std::string(tcfftGetLastErrorMessage(fresh)).find("plan"), std::string::npos);
  EXPECT_TRUE(out_untouched());
  size_t ws = 0, len = 0;
  char buf[8];
  EXPECT_EQ(tcfftGetWorkSize(fresh, &ws), TCFFT_INVALID_HANDLE);
  EXPECT_EQ(tcfftExplainLength(fresh, &len), TCFFT_INVALID_HANDLE);
  EXPECT_EQ(tcfftExplain(fresh, buf, sizeof buf), TCFFT_INVALID_HANDLE);
  tcfftDestroy(fresh);
}

TEST_F(MisuseExec, ChangingPrecisionDropsPlan) {
  ASSERT_EQ(tcfftSetPrecision(h, TCFFT_F32, TCFFT_COMPUTE_TC_SPLIT), TCFFT_SUCCESS);
  EXPECT_EQ(tcfftExec(h, in.data(), out.data(), TCFFT_FORWARD), TCFFT_INVALID_HANDLE);
  EXPECT_TRUE(out_untouched());
}

TEST_F(MisuseExec, ChangingSplitTermsDropsPlan) {
  ASSERT_EQ(tcfftSetSplitTerms(h, 3), TCFFT_SUCCESS);
  EXPECT_EQ(tcfftExec(h, in.data(), out.data(), TCFFT_FORWARD), TCFFT_INVALID_HANDLE);
  EXPECT_TRUE(out_untouched());
}

TEST_F(MisuseExec, ChangingRadixDropsPlan) {
  ASSERT_EQ(tcfftSetPlanRadix(h, 4), TCFFT_SUCCESS);
  EXPECT_EQ(tcfftExec(h, in.data(), out.data(), TCFFT_FORWARD), TCFFT_INVALID_HANDLE);
  EXPECT_TRUE(out_untouched());
}

TEST_F(MisuseExec, ChangingBackendDropsPlan) {
  ASSERT_EQ(tcfftSetBackend(h, TCFFT_BACKEND_AUTO), TCFFT_SUCCESS);
  EXPECT_EQ(tcfftExec(h, in.data(), out.data(), TCFFT_FORWARD), TCFFT_INVALID_HANDLE);
  EXPECT_TRUE(out_untouched());
}

TEST_F(MisuseExec, CudaBackendWithoutDeviceIsNoDevice) {
  if (tcfftCudaAvailable() != 0) GTEST_SKIP() << "a CUDA device is present: NO_DEVICE cannot be provoked";
  ASSERT_EQ(tcfftSetBackend(h, TCFFT_BACKEND_CUDA), TCFFT_SUCCESS);
  EXPECT_EQ(tcfftPlan1d(h, 64, TCFFT_C2C, 1, nullptr), TCFFT_NO_DEVICE);
  EXPECT_NE(last_error().find("CUDA"), std::string::npos) << last_error();
}

// ---------------------------------------------------------------------------
// Diagnostics.

TEST_F(MisuseExec, LastErrorClearedBySuccess) {
  EXPECT_EQ(tcfftSetSplitTerms(h, 9), TCFFT_INVALID_VALUE);
  EXPECT_FALSE(last_error().empty());
  EXPECT_EQ(tcfftSetNormalization(h, TCFFT_NORM_NONE), TCFFT_SUCCESS);
  EXPECT_EQ(last_error(), "");
}

TEST(Diagnostics, ErrorStringsAreDistinctAndNamed) {
  std::vector<std::string> seen;
  for (int r = TCFFT_SUCCESS; r <= TCFFT_INTERNAL_ERROR; ++r) {
    const char* s = tcfftGetErrorString(static_cast<tcfftResult>(r));
    ASSERT_NE(s, nullptr);
    EXPECT_NE(std::string(s).find("TCFFT_"), std::string::npos) << s;
    for (const std::string& o : seen) EXPECT_NE(o, s);
    seen.push_back(s);
  }
  EXPECT_STREQ(tcfftGetErrorString(static_cast<tcfftResult>(99)), "unknown status");
  EXPECT_STREQ(tcfftGetErrorString(static_cast<tcfftResult>(-1)), "unknown status");
}

TEST(Diagnostics, LastErrorMessageOfNullHandleIsStaticAndNonEmpty) {
  const char* m = tcfftGetLastErrorMessage(nullptr);
  ASSERT_NE(m, nullptr);
  EXPECT_GT(std::string(m).size(), 0u);
}

TEST_F(MisuseExec, ExplainWithNullBufAndZeroLengthSucceeds) {
  EXPECT_EQ(tcfftExplain(h, nullptr, 0), TCFFT_SUCCESS);
}

TEST_F(MisuseExec, ExplainTruncatesAndTerminates) {
  size_t len = 0;
  ASSERT_EQ(tcfftExplainLength(h, &len), TCFFT_SUCCESS);
  ASSERT_GT(len, 10u);
  std::string full(len, 'x');
  ASSERT_EQ(tcfftExplain(h, &full[0], len), TCFFT_SUCCESS);
  EXPECT_EQ(full[len - 1], '\0');
  EXPECT_EQ(std::strlen(full.c_str()), len - 1);
  char small[9];
  std::memset(small, 'x', sizeof small);
  ASSERT_EQ(tcfftExplain(h, small, sizeof small), TCFFT_SUCCESS);
  EXPECT_EQ(small[8], '\0');
  EXPECT_EQ(std::string(small), full.substr(0, 8));
  char one = 'x';
  ASSERT_EQ(tcfftExplain(h, &one, 1), TCFFT_SUCCESS);
  EXPECT_EQ(one, '\0');
}

}  // namespace
}  // namespace tct
