// API behaviour that is not about one bad argument: input preservation,
// NaN isolation between batches, determinism, one handle per thread,
// plan survival and plan dropping, normalization changes on a live plan,
// work areas, the Plan1d/2d/3d shorthands, DEFAULT compute and AUTO backend.
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <limits>
#include <thread>
#include <vector>

#include "api/api_fixture.h"
#include "common/modes.h"
#include "common/random.h"

namespace tct {
namespace {

const Mode kModes[] = {kF64, kF32, kSplit2, kSplit3, kFp16, kF16, kBF16};

// A configured CPU handle with a dense plan.
tcfftHandle make_handle(const Mode& m, int rank, const long long* n, long long batch) {
  tcfftHandle h = nullptr;
  EXPECT_EQ(tcfftCreate(&h), TCFFT_SUCCESS);
  EXPECT_EQ(tcfftSetBackend(h, TCFFT_BACKEND_CPU), TCFFT_SUCCESS);
  EXPECT_EQ(tcfftSetPrecision(h, m.storage, m.compute), TCFFT_SUCCESS);
  if (m.compute == TCFFT_COMPUTE_TC_SPLIT) EXPECT_EQ(tcfftSetSplitTerms(h, m.split_terms), TCFFT_SUCCESS);
  EXPECT_EQ(tcfftMakePlanMany(h, rank, n, nullptr, 1, 0, nullptr, 1, 0, TCFFT_C2C, batch, nullptr), TCFFT_SUCCESS)
      << tcfftGetLastErrorMessage(h);
  return h;
}

HostBuffer random_buffer(tcfftPrecision p, size_t count, uint64_t seed) {
  HostBuffer b(p, count);
  const std::vector<cld> x = random_complex(count, seed);
  for (size_t i = 0; i < count; ++i) b.set(i, x[i]);
  return b;
}

class ModeBehaviour : public ::testing::TestWithParam<Mode> {};

// Out-of-place never writes to `in`: bit-identical afterwards, both directions.
TEST_P(ModeBehaviour, OutOfPlaceLeavesInputBitIdentical) {
  const long long n[2] = {32, 64};
  tcfftHandle h = make_handle(GetParam(), 2, n, 3);
  HostBuffer in = random_buffer(GetParam().storage, 3 * 32 * 64, 8);
  HostBuffer out(GetParam().storage, 3 * 32 * 64);
  const auto before = in.snapshot();
  ASSERT_EQ(tcfftExec(h, in.data(), out.data(), TCFFT_FORWARD), TCFFT_SUCCESS);
  EXPECT_EQ(in.snapshot(), before);
  ASSERT_EQ(tcfftExec(h, in.data(), out.data(), TCFFT_INVERSE), TCFFT_SUCCESS);
  EXPECT_EQ(in.snapshot(), before);
  tcfftDestroy(h);
}

// A NaN in one batch: every other batch is bit-identical to a clean run,
// and the poisoned batch does show NaN (it is not silently dropped).
TEST_P(ModeBehaviour, NaNInOneBatchLeavesOtherBatchesCorrect) {
  const long long N = 256, B = 5, bad = 2;
  tcfftHandle h = make_handle(GetParam(), 1, &N, B);
  HostBuffer clean = random_buffer(GetParam().storage, N * B, 9);
  HostBuffer dirty = random_buffer(GetParam().storage, N * B, 9);
  dirty.set(bad * N + 17, cld(std::numeric_limits<long double>::quiet_NaN(), 0.5L));
  HostBuffer o1(GetParam().storage, N * B), o2(GetParam().storage, N * B);
  ASSERT_EQ(tcfftExec(h, clean.data(), o1.data(), TCFFT_FORWARD), TCFFT_SUCCESS);
  ASSERT_EQ(tcfftExec(h, dirty.data(), o2.data(), TCFFT_FORWARD), TCFFT_SUCCESS);
  const size_t eb = complex_bytes(GetParam().storage);
  const auto a = o1.snapshot(), b = o2.snapshot();
  bool nan_seen = false;
  for (long long bb = 0; bb < B; ++bb) {
    if (bb == bad) {
      for (long long k = 0; k < N; ++k) nan_seen |= has_nan(o2.get(bb * N + k));
      continue;
    }
    EXPECT_EQ(std::memcmp(&a[bb * N * eb], &b[bb * N * eb], N * eb), 0) << "batch " << bb << " changed";
  }
  EXPECT_TRUE(nan_seen) << "the NaN in batch " << bad << " vanished";
  // Clean batches are also right (not just equal to each other).
  Spec s;
  s.n = {N, 1, 1};
  s.batch = B;
  s.storage = GetParam().storage;
  s.compute = GetParam().compute;
  s.split_terms = GetParam().split_terms;
  std::vector<cld> x(N * B), y(N * B);
  for (size_t i = 0; i < x.size(); ++i) {
    x[i] = clean.get(i);
    y[i] = o1.get(i);
  }
  const ErrorStats e = compare(y, reference_for(s, x));
  EXPECT_LE(e.rel_l2, rel_l2_tolerance(s.tol_mode(), 1, s.n)) << e.str();
  tcfftDestroy(h);
}

// Same plan, same input, three runs: bitwise identical outputs.
TEST_P(ModeBehaviour, DeterministicAcrossThreeRuns) {
  const long long N = 1 << 14, B = 3;
  tcfftHandle h = make_handle(GetParam(), 1, &N, B);
  HostBuffer in = random_buffer(GetParam().storage, N * B, 10);
  std::vector<std::vector<unsigned char>> outs;
  for (int run = 0; run < 3; ++run) {
    HostBuffer o(GetParam().storage, N * B);
    ASSERT_EQ(tcfftExec(h, in.data(), o.data(), TCFFT_INVERSE), TCFFT_SUCCESS);
    outs.push_back(o.snapshot());
  }
  EXPECT_EQ(outs[0], outs[1]);
  EXPECT_EQ(outs[0], outs[2]);
  // A second handle with the same configuration gives the same bits too.
  tcfftHandle h2 = make_handle(GetParam(), 1, &N, B);
  HostBuffer o(GetParam().storage, N * B);
  ASSERT_EQ(tcfftExec(h2, in.data(), o.data(), TCFFT_INVERSE), TCFFT_SUCCESS);
  EXPECT_EQ(outs[0], o.snapshot());
  tcfftDestroy(h2);
  tcfftDestroy(h);
}

// In-place and out-of-place give the same bits for a dense plan.
TEST_P(ModeBehaviour, InPlaceEqualsOutOfPlace) {
  const long long n[3] = {8, 16, 4};
  tcfftHandle h = make_handle(GetParam(), 3, n, 2);
  const size_t M = 2 * 8 * 16 * 4;
  HostBuffer a = random_buffer(GetParam().storage, M, 12);
  HostBuffer b = random_buffer(GetParam().storage, M, 12);
  HostBuffer o(GetParam().storage, M);
  ASSERT_EQ(tcfftExec(h, a.data(), o.data(), TCFFT_FORWARD), TCFFT_SUCCESS);
  ASSERT_EQ(tcfftExec(h, b.data(), b.data(), TCFFT_FORWARD), TCFFT_SUCCESS);
  EXPECT_EQ(o.snapshot(), b.snapshot());
  tcfftDestroy(h);
}

INSTANTIATE_TEST_SUITE_P(Modes, ModeBehaviour, ::testing::ValuesIn(kModes),
                         [](const ::testing::TestParamInfo<Mode>& i) { return std::string(i.param.name); });

// One handle per thread across 4 threads, different sizes and modes, each
// result bitwise equal to the same transform run alone.
TEST(Concurrency, OneHandlePerThreadFourThreads) {
  struct Job {
    Mode mode;
    long long n;
    long long batch;
    std::vector<unsigned char> alone, threaded;
  };
  std::vector<Job> jobs = {{kModes[1], 4096, 4, {}, {}},
                           {kModes[2], 1024, 8, {}, {}},
                           {kModes[0], 8192, 2, {}, {}},
                           {kModes[4], 2048, 3, {}, {}}};
  auto work = [](Job& j, std::vector<unsigned char>* result, int reps) {
    tcfftHandle h = make_handle(j.mode, 1, &j.n, j.batch);
    HostBuffer in = random_buffer(j.mode.storage, j.n * j.batch, 100 + j.n);
    HostBuffer o(j.mode.storage, j.n * j.batch);
    for (int r = 0; r < reps; ++r) {
      EXPECT_EQ(tcfftExec(h, in.data(), o.data(), TCFFT_FORWARD), TCFFT_SUCCESS);
      if (r == 0) {
        *result = o.snapshot();
      } else {
        EXPECT_EQ(*result, o.snapshot()) << "repetition " << r << " differs";
      }
    }
    tcfftDestroy(h);
  };
  for (Job& j : jobs) work(j, &j.alone, 1);
  std::vector<std::thread> threads;
  for (Job& j : jobs) threads.emplace_back([&j, &work] { work(j, &j.threaded, 5); });
  for (auto& t : threads) t.join();
  for (const Job& j : jobs) EXPECT_EQ(j.alone, j.threaded) << j.mode.name << " n=" << j.n;
}

// ---------------------------------------------------------------------------
// Plan lifetime.

using PlanLifetime = PlannedHandle;

TEST_F(PlanLifetime, FailedPlanKeepsPreviousPlan) {
  EXPECT_EQ(tcfftPlan1d(h, 12, TCFFT_C2C, 1, nullptr), TCFFT_NOT_SUPPORTED);
  expect_plan_still_works();
  EXPECT_EQ(tcfftPlan1d(h, -1, TCFFT_C2C, 1, nullptr), TCFFT_INVALID_SIZE);
  expect_plan_still_works();
  EXPECT_EQ(tcfftPlan2d(h, 8, 8, TCFFT_R2C, nullptr), TCFFT_NOT_SUPPORTED);
  expect_plan_still_works();
  size_t len = 0;
  EXPECT_EQ(tcfftExplainLength(h, &len), TCFFT_SUCCESS);
}

TEST_F(PlanLifetime, NewPlanReplacesOld) {
  ASSERT_EQ(tcfftPlan1d(h, 16, TCFFT_C2C, 1, nullptr), TCFFT_SUCCESS);
  HostBuffer i = random_buffer(TCFFT_F32, 16, 3), o(TCFFT_F32, 16);
  ASSERT_EQ(tcfftExec(h, i.data(), o.data(), TCFFT_FORWARD), TCFFT_SUCCESS);
  Spec s;
  s.n = {16, 1, 1};
  std::vector<cld> x(16), y(16);
  for (size_t k = 0; k < 16; ++k) {
    x[k] = i.get(k);
    y[k] = o.get(k);
  }
  EXPECT_LE(compare(y, reference_for(s, x)).rel_l2, rel_l2_tolerance(s.tol_mode(), 1, s.n));
}

TEST_F(PlanLifetime, NormalizationAndStreamApplyToExistingPlan) {
  HostBuffer a(TCFFT_F32, kN * kBatch), b(TCFFT_F32, kN * kBatch);
  ASSERT_EQ(tcfftExec(h, in.data(), a.data(), TCFFT_FORWARD), TCFFT_SUCCESS);
  ASSERT_EQ(tcfftSetNormalization(h, TCFFT_NORM_BY_N), TCFFT_SUCCESS);
  ASSERT_EQ(tcfftSetStream(h, nullptr), TCFFT_SUCCESS);
  ASSERT_EQ(tcfftExec(h, in.data(), b.data(), TCFFT_FORWARD), TCFFT_SUCCESS) << last_error();
  // Scaling by 1/64 is exact in float: b == a / 64 bit for bit.
  for (size_t i = 0; i < a.size(); ++i) {
    EXPECT_EQ(b.get(i), a.get(i) / 64.0L) << i;
  }
}

TEST_F(PlanLifetime, WorkSizeAndCallerWorkArea) {
  size_t ws_plan = 99, ws_get = 98;
  ASSERT_EQ(tcfftPlan1d(h, 1 << 12, TCFFT_C2C, 2, &ws_plan), TCFFT_SUCCESS);
  ASSERT_EQ(tcfftGetWorkSize(h, &ws_get), TCFFT_SUCCESS);
  EXPECT_EQ(ws_plan, ws_get);
  // With a caller work area (256-aligned, poisoned) the result is the same bits.
  HostBuffer i = random_buffer(TCFFT_F32, 2 << 12, 4), o1(TCFFT_F32, 2 << 12), o2(TCFFT_F32, 2 << 12);
  ASSERT_EQ(tcfftExec(h, i.data(), o1.data(), TCFFT_FORWARD), TCFFT_SUCCESS);
  HostBuffer area(TCFFT_F64, ws_get / 16 + 1);
  ASSERT_EQ(tcfftSetWorkArea(h, area.data()), TCFFT_SUCCESS);
  ASSERT_EQ(tcfftExec(h, i.data(), o2.data(), TCFFT_FORWARD), TCFFT_SUCCESS) << last_error();
  EXPECT_EQ(o1.snapshot(), o2.snapshot());
  ASSERT_EQ(tcfftSetWorkArea(h, nullptr), TCFFT_SUCCESS);
  ASSERT_EQ(tcfftExec(h, i.data(), o2.data(), TCFFT_FORWARD), TCFFT_SUCCESS);
  EXPECT_EQ(o1.snapshot(), o2.snapshot());
}

// Issue 5: a workspace that cannot be allocated fails the plan with TCFFT_ALLOC_FAILED, names the
// workspace and the way around it, writes no workSize, keeps the previous plan, and a smaller plan on
// the same handle then works (with a workspace of its own). 1D 2^20 x 2^26 needs 2^49 bytes (512 TiB),
// more than a process can map on any host, so the allocation fails under every overcommit policy.
TEST_F(PlanLifetime, AllocationFailureKeepsPlanAndASmallerPlanWorks) {
  size_t ws = 777;
  ASSERT_EQ(tcfftPlan1d(h, 1 << 20, TCFFT_C2C, 1LL << 26, &ws), TCFFT_ALLOC_FAILED) << last_error();
  EXPECT_NE(last_error().find("workspace"), std::string::npos) << last_error();
  EXPECT_NE(last_error().find("tcfftSetWorkArea"), std::string::npos) << last_error();
  EXPECT_EQ(ws, 777u) << "workSize written by a failed plan";
  expect_plan_still_works();

  constexpr long long n = 1 << 16, batch = 2;  // two passes: a workspace of the data's size
  size_t ws2 = 0;
  ASSERT_EQ(tcfftPlan1d(h, n, TCFFT_C2C, batch, &ws2), TCFFT_SUCCESS) << last_error();
  EXPECT_EQ(ws2, static_cast<size_t>(n * batch * 8));
  HostBuffer i = random_buffer(TCFFT_F32, n * batch, 6), o(TCFFT_F32, n * batch);
  o.fill_bytes(kSentinel);
  ASSERT_EQ(tcfftExec(h, i.data(), o.data(), TCFFT_FORWARD), TCFFT_SUCCESS) << last_error();
  Spec s;
  s.n = {n, 1, 1};
  s.batch = batch;
  std::vector<cld> xi(static_cast<size_t>(n * batch)), yo(xi.size());
  for (size_t k = 0; k < xi.size(); ++k) {
    xi[k] = i.get(k);
    yo[k] = o.get(k);
  }
  const ErrorStats e = compare(yo, reference_for(s, xi));
  EXPECT_LE(e.rel_l2, rel_l2_tolerance(s.tol_mode(), 1, s.n)) << e.str();
}

// Plan1d/2d/3d are exactly the dense PlanMany.
TEST(Shorthands, Plan1d2d3dMatchPlanMany) {
  const long long dims[3][3] = {{512, 1, 1}, {16, 32, 1}, {4, 8, 16}};
  for (int rank = 1; rank <= 3; ++rank) {
    const long long* n = dims[rank - 1];
    const long long B = rank == 1 ? 3 : 1;
    const size_t M = static_cast<size_t>(n[0] * n[1] * n[2] * B);
    tcfftHandle a = make_handle(kModes[1], rank, n, B), b = nullptr;
    ASSERT_EQ(tcfftCreate(&b), TCFFT_SUCCESS);
    ASSERT_EQ(tcfftSetBackend(b, TCFFT_BACKEND_CPU), TCFFT_SUCCESS);
    ASSERT_EQ(tcfftSetPrecision(b, TCFFT_F32, TCFFT_COMPUTE_NATIVE), TCFFT_SUCCESS);
    if (rank == 1) ASSERT_EQ(tcfftPlan1d(b, n[0], TCFFT_C2C, B, nullptr), TCFFT_SUCCESS);
    if (rank == 2) ASSERT_EQ(tcfftPlan2d(b, n[0], n[1], TCFFT_C2C, nullptr), TCFFT_SUCCESS);
    if (rank == 3) ASSERT_EQ(tcfftPlan3d(b, n[0], n[1], n[2], TCFFT_C2C, nullptr), TCFFT_SUCCESS);
    HostBuffer i = random_buffer(TCFFT_F32, M, 6), o1(TCFFT_F32, M), o2(TCFFT_F32, M);
    ASSERT_EQ(tcfftExec(a, i.data(), o1.data(), TCFFT_FORWARD), TCFFT_SUCCESS);
    ASSERT_EQ(tcfftExec(b, i.data(), o2.data(), TCFFT_FORWARD), TCFFT_SUCCESS);
    EXPECT_EQ(o1.snapshot(), o2.snapshot()) << "rank " << rank;
    tcfftDestroy(a);
    tcfftDestroy(b);
  }
}

// DEFAULT compute on the CPU backend is NATIVE (tcfft.h), bit for bit.
TEST(Defaults, DefaultComputeOnCpuIsNative) {
  const long long N = 4096;
  for (tcfftPrecision p : {TCFFT_F32, TCFFT_F64, TCFFT_F16}) {
    const Mode nat{"n", p, TCFFT_COMPUTE_NATIVE, 2}, def{"d", p, TCFFT_COMPUTE_DEFAULT, 2};
    tcfftHandle a = make_handle(nat, 1, &N, 2), b = make_handle(def, 1, &N, 2);
    HostBuffer i = random_buffer(p, 2 * N, 7), o1(p, 2 * N), o2(p, 2 * N);
    ASSERT_EQ(tcfftExec(a, i.data(), o1.data(), TCFFT_FORWARD), TCFFT_SUCCESS);
    ASSERT_EQ(tcfftExec(b, i.data(), o2.data(), TCFFT_FORWARD), TCFFT_SUCCESS);
    EXPECT_EQ(o1.snapshot(), o2.snapshot()) << precision_name(p);
    tcfftDestroy(a);
    tcfftDestroy(b);
  }
}

// A fresh handle has the documented defaults: F32, AUTO backend (CPU here
// when no device), no normalization; plans and runs host data without setup.
TEST(Defaults, FreshHandleWithoutDeviceRunsOnCpu) {
  if (tcfftCudaAvailable() != 0) GTEST_SKIP() << "a CUDA device is present: AUTO picks CUDA";
  tcfftHandle h = nullptr;
  ASSERT_EQ(tcfftCreate(&h), TCFFT_SUCCESS);
  ASSERT_EQ(tcfftPlan1d(h, 256, TCFFT_C2C, 2, nullptr), TCFFT_SUCCESS) << tcfftGetLastErrorMessage(h);
  HostBuffer i = random_buffer(TCFFT_F32, 512, 8), o(TCFFT_F32, 512);
  ASSERT_EQ(tcfftExec(h, i.data(), o.data(), TCFFT_INVERSE), TCFFT_SUCCESS) << tcfftGetLastErrorMessage(h);
  Spec s;
  s.n = {256, 1, 1};
  s.batch = 2;
  s.direction = TCFFT_INVERSE;
  std::vector<cld> x(512), y(512);
  for (size_t k = 0; k < 512; ++k) {
    x[k] = i.get(k);
    y[k] = o.get(k);
  }
  EXPECT_LE(compare(y, reference_for(s, x)).rel_l2, rel_l2_tolerance(s.tol_mode(), 1, s.n));
  tcfftDestroy(h);
}

// Many handles created and destroyed: no handle confusion.
TEST(HandleLifetime, ManyHandlesIndependent) {
  std::vector<tcfftHandle> hs(32, nullptr);
  for (size_t i = 0; i < hs.size(); ++i) {
    ASSERT_EQ(tcfftCreate(&hs[i]), TCFFT_SUCCESS);
    ASSERT_EQ(tcfftSetBackend(hs[i], TCFFT_BACKEND_CPU), TCFFT_SUCCESS);
    ASSERT_EQ(tcfftPlan1d(hs[i], 1LL << (i % 8), TCFFT_C2C, 1, nullptr), TCFFT_SUCCESS);
  }
  for (size_t i = 0; i < hs.size(); i += 2) ASSERT_EQ(tcfftDestroy(hs[i]), TCFFT_SUCCESS);
  for (size_t i = 1; i < hs.size(); i += 2) {
    size_t len = 0;
    EXPECT_EQ(tcfftExplainLength(hs[i], &len), TCFFT_SUCCESS);
    EXPECT_EQ(tcfftDestroy(hs[i]), TCFFT_SUCCESS);
  }
}

}  // namespace
}  // namespace tct
