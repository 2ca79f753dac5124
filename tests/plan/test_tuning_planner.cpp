// Tuning planner, CPU-side: the variant table, candidate legality, cost-model
// ordering sanity and speed, ESTIMATE agreeing with the library's radix rule,
// the compute freedom rule, planner modes through the C API, and MEASURE end
// to end on the CPU backend (small sizes).
#include <gtest/gtest.h>

#include <chrono>
#include <cmath>
#include <set>
#include <string>
#include <vector>

#include "common/random.h"
#include "common/storage.h"
#include "core/problem.h"
#include "plan/tuning.h"
#include "plan/variants.h"
#include "plan/wisdom.h"
#include "tcfft/tcfft.h"

namespace tcfft {
namespace {

Problem problem1d(int64_t n, int64_t batch, Backend b, Compute c, Storage s = Storage::F32) {
  const long long nn[1] = {n};
  ProblemArgs a;
  a.rank = 1;
  a.n = nn;
  a.batch = batch;
  a.storage = s;
  a.compute = c;
  a.backend = b;
  Problem p;
  EXPECT_TRUE(make_problem(a, &p).is_ok());
  return p;
}

Problem problem_nd(int rank, std::array<long long, 3> n, int64_t batch, Backend b, Compute c) {
  ProblemArgs a;
  a.rank = rank;
  a.n = n.data();
  a.batch = batch;
  a.storage = Storage::F32;
  a.compute = c;
  a.backend = b;
  Problem p;
  EXPECT_TRUE(make_problem(a, &p).is_ok());
  return p;
}

TEST(VariantTable, OneRowPerFamilyInIdOrder) {
  const auto& t = variant_table();
  ASSERT_EQ(t.size(), static_cast<size_t>(VariantId::kCount));
  std::set<std::string> names;
  for (size_t i = 0; i < t.size(); ++i) {
    EXPECT_EQ(static_cast<size_t>(t[i].id), i);
    EXPECT_TRUE(names.insert(t[i].name).second) << t[i].name;
  }
  EXPECT_EQ(variant(VariantId::RadixSequence).status, VariantStatus::Tuned);
  EXPECT_EQ(variant(VariantId::StageCompute).status, VariantStatus::Tuned);
  EXPECT_EQ(variant(VariantId::SplitTerms).status, VariantStatus::Fixed);
  EXPECT_EQ(variant(VariantId::ThreadsPerTransform).status, VariantStatus::Fixed);
  EXPECT_EQ(variant(VariantId::MultiPassSplit).status, VariantStatus::Inactive);
  EXPECT_NE(variant_table_text().find("radix_sequence"), std::string::npos);
}

TEST(Candidates, LegalBoundedAndLibraryRuleFirst) {
  for (int l = 0; l <= 30; ++l) {
    const int64_t n = int64_t{1} << l;
    const std::vector<PassVariant> c = radix_candidates(n);
    ASSERT_FALSE(c.empty());
    EXPECT_EQ(c[0].radices, choose_radices(n, 0)) << "n=" << n;
    EXPECT_FALSE(c[0].pruned);
    std::set<std::vector<int>> seen;
    size_t survivors = 0;
    const size_t min_stages = static_cast<size_t>((l + 3) / 4);
    for (const PassVariant& v : c) {
      EXPECT_TRUE(seen.insert(v.radices).second) << "duplicate candidate for n=" << n;
      int64_t prod = 1;
      for (int r : v.radices) {
        EXPECT_TRUE(r == 2 || r == 4 || r == 8 || r == 16);
        prod *= r;
      }
      EXPECT_EQ(prod, n);
      if (!v.pruned) {
        ++survivors;
        EXPECT_LE(v.radices.size(), min_stages + 1) << "n=" << n;
      } else {
        EXPECT_FALSE(v.prune_reason.empty());
      }
    }
    EXPECT_LE(survivors, 12u) << "n=" << n;
    if (l >= 4) EXPECT_GE(survivors, 2u) << "n=" << n;
  }
}

TEST(Candidates, ComputeOnlyVariedForDefaultTcSplitOnCuda) {
  const Problem cuda_split = problem1d(4096, 4, Backend::Cuda, Compute::TcSplit);
  EXPECT_EQ(allowed_computes(cuda_split, true), (std::vector<Compute>{Compute::TcSplit, Compute::Native}));
  EXPECT_EQ(allowed_computes(cuda_split, false), (std::vector<Compute>{Compute::TcSplit}));
  EXPECT_EQ(allowed_computes(problem1d(4096, 4, Backend::Cuda, Compute::TcFp16), true),
            (std::vector<Compute>{Compute::TcFp16}));
  EXPECT_EQ(allowed_computes(problem1d(4096, 4, Backend::Cpu, Compute::Native), true),
            (std::vector<Compute>{Compute::Native}));
  EXPECT_EQ(allowed_computes(problem1d(4096, 4, Backend::Cpu, Compute::TcSplit), true),
            (std::vector<Compute>{Compute::TcSplit}));
}

// ESTIMATE's choice reproduces the library's hand rule (fewest 16/8 stages)
// for every power of two, both backends and computes: the model ranks stages. In the
// register-tile computes (TC_SPLIT 2 terms, TC_FP16) 32, 128, 512, 2048, 8192 take the radix-2
// tail sequence instead, and 16384 is one pass of (16, 8, 8, 16) (the register-tile kernels'
// sequences, regtile_own_radices, as make_plan plans them).
TEST(CostModel, EstimateChoiceMatchesLibraryRule) {
  for (Backend b : {Backend::Cuda, Backend::Cpu}) {
    for (Compute c : {Compute::TcSplit, Compute::Native, Compute::TcFp16}) {
      for (int l = 1; l <= 24; ++l) {
        const int64_t n = int64_t{1} << l;
        const Problem p = problem1d(n, std::max<int64_t>(1, (int64_t{1} << 24) / n), b, c);
        PlanOptions o;
        Plan plan;
        ASSERT_TRUE(tune_plan(p, o, &plan).is_ok());
        // n > 8192 is a multi-pass plan (three passes above 2^20 in the register-tile computes,
        // TC_SPLIT above 2^21; one pass at 16384; NATIVE: above 2^22): every pass matches the rule
        // for its own length.
        const bool rt = c != Compute::Native;
        const int64_t two_max = c == Compute::TcSplit ? (1 << 21) : rt ? (1 << 20) : (1 << 22);
        const size_t passes = n <= 8192 || (rt && n == 16384) ? 1u : n > two_max ? 3u : 2u;
        ASSERT_EQ(plan.passes.size(), passes) << to_string(c) << " n=" << n;
        for (const FftPass& f : plan.passes) {
          const bool own = c != Compute::Native && !regtile_own_radices(f.n).empty();
          EXPECT_EQ(f.radices, own ? regtile_own_radices(f.n) : choose_radices(f.n, 0))
              << to_string(b) << " " << to_string(c) << " n=" << n << "\n" << plan.explain();
          EXPECT_EQ(f.compute, c);
        }
        EXPECT_EQ(plan.tuning.planner, "estimate");
      }
    }
  }
}

TEST(CostModel, OrderingSanity) {
  for (Backend b : {Backend::Cuda, Backend::Cpu}) {
    for (Compute c : {Compute::TcSplit, Compute::Native}) {
      const Problem p = problem1d(4096, 1024, b, c);
      Plan plan;
      ASSERT_TRUE(make_plan(p, PlanOptions{}, &plan).is_ok());
      const FftPass& f = plan.passes[0];
      auto est = [&](std::vector<int> r) {
        PassVariant v;
        v.radices = std::move(r);
        v.compute = c;
        return estimate_pass_ms(p, f, v);
      };
      // Fewer stages cheaper; every estimate positive and finite.
      EXPECT_LT(est({16, 16, 16}), est({8, 8, 8, 8}));
      EXPECT_LT(est({8, 8, 8, 8}), est({4, 4, 4, 4, 4, 4}));
      EXPECT_LT(est({4, 4, 4, 4, 4, 4}), est({2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2}));
      for (const PassVariant& v : radix_candidates(4096)) {
        PassVariant w = v;
        w.compute = c;
        const double e = estimate_pass_ms(p, f, w);
        EXPECT_GT(e, 0.0);
        EXPECT_TRUE(std::isfinite(e));
      }
      // More data costs more.
      const Problem big = problem1d(4096, 4096, b, c);
      Plan pb;
      ASSERT_TRUE(make_plan(big, PlanOptions{}, &pb).is_ok());
      PassVariant v;
      v.radices = {16, 16, 16};
      v.compute = c;
      EXPECT_GT(estimate_pass_ms(big, pb.passes[0], v), estimate_pass_ms(p, f, v));
    }
  }
  // Two passes over the same points cost more than one (same total stages' worth of data).
  const Problem one = problem1d(4096, 256, Backend::Cuda, Compute::TcSplit);
  const Problem two = problem_nd(2, {64, 64, 1}, 256, Backend::Cuda, Compute::TcSplit);
  Plan p1, p2;
  ASSERT_TRUE(tune_plan(one, PlanOptions{}, &p1).is_ok());
  ASSERT_TRUE(tune_plan(two, PlanOptions{}, &p2).is_ok());
  EXPECT_LT(p1.tuning.est_ms, p2.tuning.est_ms);
}

TEST(CostModel, EstimatePlanningUnderOneMillisecond) {
  std::vector<Problem> ps;
  for (int l = 1; l <= 13; ++l) {
    ps.push_back(problem1d(int64_t{1} << l, 64, Backend::Cuda, Compute::TcSplit));
    ps.push_back(problem1d(int64_t{1} << l, 64, Backend::Cuda, Compute::Native));
  }
  ps.push_back(problem_nd(3, {256, 256, 256}, 1, Backend::Cuda, Compute::TcSplit));
  ps.push_back(problem_nd(2, {4096, 4096}, 4, Backend::Cuda, Compute::TcSplit));
  PlanOptions o;
  o.compute_free = true;
  int count = 0;
  double worst = 0;
  const auto t0 = std::chrono::steady_clock::now();
  for (int rep = 0; rep < 10; ++rep) {
    for (const Problem& p : ps) {
      const auto a = std::chrono::steady_clock::now();
      Plan plan;
      ASSERT_TRUE(tune_plan(p, o, &plan).is_ok());
      worst = std::max(worst, std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - a).count());
      ++count;
    }
  }
  const double mean = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count() / count;
  std::printf("[tuning] ESTIMATE planning: mean %.4f ms, worst %.4f ms over %d problems\n", mean, worst, count);
  EXPECT_LT(mean, 1.0);
}

TEST(CostModel, ComputeAlternativesListedButEstimateKeepsResolvedCompute) {
  const Problem p = problem1d(4096, 256, Backend::Cuda, Compute::TcSplit);
  PlanOptions o;
  o.compute_free = true;
  Plan plan;
  ASSERT_TRUE(tune_plan(p, o, &plan).is_ok());
  bool has_native = false;
  for (const CandidateInfo& c : plan.tuning.candidates) has_native = has_native || c.compute == Compute::Native;
  EXPECT_TRUE(has_native);
  EXPECT_EQ(plan.passes[0].compute, Compute::TcSplit);
  const std::string t = plan.explain();
  EXPECT_NE(t.find("planner: estimate"), std::string::npos) << t;
  EXPECT_NE(t.find("candidates"), std::string::npos) << t;
  EXPECT_NE(t.find("why:"), std::string::npos) << t;
}

TEST(ApplySchedule, RejectsIllegalSchedules) {
  const Problem p = problem_nd(2, {64, 256, 1}, 2, Backend::Cpu, Compute::Native);
  Plan base, out;
  ASSERT_TRUE(make_plan(p, PlanOptions{}, &base).is_ok());
  auto pv = [](std::vector<int> r, Compute c = Compute::Native) {
    PassVariant v;
    v.radices = std::move(r);
    v.compute = c;
    return v;
  };
  EXPECT_TRUE(apply_schedule(base, {pv({16, 16}), pv({8, 8})}, false, &out).is_ok());
  EXPECT_EQ(out.passes[0].radices, (std::vector<int>{16, 16}));
  EXPECT_EQ(apply_schedule(base, {pv({16, 16})}, false, &out).code(), TCFFT_INVALID_VALUE);
  EXPECT_EQ(apply_schedule(base, {pv({16, 8}), pv({8, 8})}, false, &out).code(), TCFFT_INVALID_VALUE);
  EXPECT_EQ(apply_schedule(base, {pv({16, 16}), pv({8, 3})}, false, &out).code(), TCFFT_INVALID_VALUE);
  EXPECT_EQ(apply_schedule(base, {pv({16, 16}), pv({8, 8}, Compute::TcFp16)}, true, &out).code(),
            TCFFT_INVALID_VALUE);
}

// The block tile (transforms_per_block) is a candidate dimension only where it is tunable: strided
// NATIVE passes on CUDA get the library's radix sequence with every other tile that holds a line
// (the rule's tile is the first candidate's, tile_log 0); apply_schedule sets the tile and checks it.
TEST(Candidates, BlockTilesForStridedNativePassesOnCuda) {
  const Problem p = problem_nd(2, {1024, 1024, 1}, 2, Backend::Cuda, Compute::Native);
  Plan base;
  ASSERT_TRUE(make_plan(p, PlanOptions{}, &base).is_ok());
  ASSERT_EQ(base.passes.size(), 2u);
  ASSERT_EQ(base.passes[1].tile_log, 12);
  for (const PassVariant& v : pass_candidates(base, 0, false)) EXPECT_EQ(v.tile_log, 0);  // contiguous rows
  std::vector<int> tiles;
  for (const PassVariant& v : pass_candidates(base, 1, false)) {
    if (v.tile_log == 0) continue;
    tiles.push_back(v.tile_log);
    EXPECT_EQ(v.radices, choose_radices(1024, 0));
    EXPECT_EQ(v.compute, Compute::Native);
    EXPECT_FALSE(v.pruned);
  }
  EXPECT_EQ(tiles, (std::vector<int>{11, 13}));
  // n = 4096 lines: 2^11 cannot hold one, the rule's is 13: only 12 is added.
  const Problem q = problem_nd(2, {4096, 4096, 1}, 1, Backend::Cuda, Compute::Native);
  Plan bq;
  ASSERT_TRUE(make_plan(q, PlanOptions{}, &bq).is_ok());
  tiles.clear();
  for (const PassVariant& v : pass_candidates(bq, 1, false))
    if (v.tile_log != 0) tiles.push_back(v.tile_log);
  EXPECT_EQ(tiles, (std::vector<int>{12}));
  // Not tunable: the CPU backend, TC_SPLIT on CUDA (its native alternatives with compute_free are).
  for (Backend b : {Backend::Cpu, Backend::Cuda}) {
    const Problem r = problem_nd(2, {1024, 1024, 1}, 2, b, b == Backend::Cpu ? Compute::Native : Compute::TcSplit);
    Plan br;
    ASSERT_TRUE(make_plan(r, PlanOptions{}, &br).is_ok());
    for (const PassVariant& v : pass_candidates(br, br.passes.size() - 1, false)) EXPECT_EQ(v.tile_log, 0);
  }
  const Problem free = problem_nd(2, {1024, 1024, 1}, 2, Backend::Cuda, Compute::TcSplit);
  Plan bf;
  ASSERT_TRUE(make_plan(free, PlanOptions{}, &bf).is_ok());
  size_t native_tiles = 0;
  for (const PassVariant& v : pass_candidates(bf, bf.passes.size() - 1, true)) {
    if (v.tile_log == 0) continue;
    EXPECT_EQ(v.compute, Compute::Native);
    ++native_tiles;
  }
  EXPECT_EQ(native_tiles, 2u);

  // apply_schedule: tile 0 means the rule's, an explicit tile is set, illegal ones are rejected.
  auto pv = [](std::vector<int> r, Compute c, int t) {
    PassVariant v;
    v.radices = std::move(r);
    v.compute = c;
    v.tile_log = t;
    return v;
  };
  const std::vector<int> r1024 = choose_radices(1024, 0);
  Plan out;
  ASSERT_TRUE(apply_schedule(base, {pv(r1024, Compute::Native, 0), pv(r1024, Compute::Native, 0)}, false, &out).is_ok());
  EXPECT_EQ(out.passes[1].tile_log, 12);
  ASSERT_TRUE(apply_schedule(base, {pv(r1024, Compute::Native, 0), pv(r1024, Compute::Native, 13)}, false, &out).is_ok());
  EXPECT_EQ(out.passes[1].tile_log, 13);
  EXPECT_NE(out.explain().find("block tile: 2^13 points (8 lines side by side per block of the CUDA generic "
                               "kernel, chosen by MEASURE or wisdom over the rule's)"),
            std::string::npos)
      << out.explain();
  Status st = apply_schedule(base, {pv(r1024, Compute::Native, 13), pv(r1024, Compute::Native, 0)}, false, &out);
  EXPECT_EQ(st.code(), TCFFT_INVALID_VALUE);  // contiguous rows: not tunable
  EXPECT_NE(st.message().find("not tunable"), std::string::npos) << st.message();
  st = apply_schedule(base, {pv(r1024, Compute::Native, 0), pv(r1024, Compute::Native, 14)}, false, &out);
  EXPECT_EQ(st.code(), TCFFT_INVALID_VALUE);
  EXPECT_NE(st.message().find("block tile 2^14"), std::string::npos) << st.message();
  st = apply_schedule(bq, {pv(choose_radices(4096, 0), Compute::Native, 0), pv(choose_radices(4096, 0), Compute::Native, 11)},
                      false, &out);
  EXPECT_EQ(st.code(), TCFFT_INVALID_VALUE);  // 2^11 points do not hold a 4096-point line
  EXPECT_NE(st.message().find("4096-point line"), std::string::npos) << st.message();
  EXPECT_EQ(apply_schedule(bf, {pv(r1024, Compute::TcSplit, 0), pv(r1024, Compute::TcSplit, 13)}, true, &out).code(),
            TCFFT_INVALID_VALUE);  // a tensor-core pass
  ASSERT_TRUE(apply_schedule(bf, {pv(r1024, Compute::TcSplit, 0), pv(r1024, Compute::Native, 11)}, true, &out).is_ok());
  EXPECT_EQ(out.passes[1].tile_log, 11);
  EXPECT_EQ(out.passes[0].tile_log, 0);
}

// ---------------------------------------------------------------------------
// Through the C API, CPU backend.

class TuningApi : public ::testing::Test {
 protected:
  void SetUp() override {
    tcfftForgetWisdom();
    ASSERT_EQ(tcfftCreate(&h), TCFFT_SUCCESS);
    ASSERT_EQ(tcfftSetBackend(h, TCFFT_BACKEND_CPU), TCFFT_SUCCESS);
  }
  void TearDown() override {
    if (h) tcfftDestroy(h);
    tcfftForgetWisdom();
  }
  std::string explain() {
    size_t len = 0;
    EXPECT_EQ(tcfftExplainLength(h, &len), TCFFT_SUCCESS);
    std::string t(len, '\0');
    EXPECT_EQ(tcfftExplain(h, &t[0], len), TCFFT_SUCCESS);
    t.resize(len ? len - 1 : 0);
    return t;
  }
  tcfftHandle h = nullptr;
};

TEST_F(TuningApi, SetPlannerValidates) {
  EXPECT_EQ(tcfftSetPlanner(h, static_cast<tcfftPlanner>(7)), TCFFT_INVALID_VALUE);
  EXPECT_NE(std::string(tcfftGetLastErrorMessage(h)).find("mode"), std::string::npos);
  EXPECT_EQ(tcfftSetPlanner(nullptr, TCFFT_ESTIMATE), TCFFT_INVALID_HANDLE);
  EXPECT_EQ(tcfftSetPlanner(h, TCFFT_MEASURE), TCFFT_SUCCESS);
  tcfftPlanInfo info;
  EXPECT_EQ(tcfftGetPlanInfo(h, &info), TCFFT_INVALID_HANDLE);  // no plan yet
  ASSERT_EQ(tcfftPlan1d(h, 64, TCFFT_C2C, 2, nullptr), TCFFT_SUCCESS);
  EXPECT_EQ(tcfftGetPlanInfo(h, nullptr), TCFFT_INVALID_VALUE);
}

TEST_F(TuningApi, EstimateIsDefaultAndRecordsCandidates) {
  ASSERT_EQ(tcfftPlan1d(h, 4096, TCFFT_C2C, 4, nullptr), TCFFT_SUCCESS);
  tcfftPlanInfo info;
  ASSERT_EQ(tcfftGetPlanInfo(h, &info), TCFFT_SUCCESS);
  EXPECT_EQ(info.planner, TCFFT_ESTIMATE);
  EXPECT_EQ(info.from_wisdom, 0);
  EXPECT_GT(info.candidates, 1);
  EXPECT_EQ(info.timings, 0);
  EXPECT_GT(info.estimated_ms, 0);
  EXPECT_TRUE(std::isnan(info.measured_ms));
  EXPECT_EQ(std::string(info.schedule), "16x16x16 native");
  size_t count = 99;
  ASSERT_EQ(tcfftGetWisdomCount(&count), TCFFT_SUCCESS);
  EXPECT_EQ(count, 0u);  // ESTIMATE stores nothing
}

TEST_F(TuningApi, ForcedRadixOverridesPlanner) {
  ASSERT_EQ(tcfftSetPlanner(h, TCFFT_MEASURE), TCFFT_SUCCESS);
  ASSERT_EQ(tcfftSetPlanRadix(h, 4), TCFFT_SUCCESS);
  ASSERT_EQ(tcfftPlan1d(h, 1024, TCFFT_C2C, 2, nullptr), TCFFT_SUCCESS);
  tcfftPlanInfo info;
  ASSERT_EQ(tcfftGetPlanInfo(h, &info), TCFFT_SUCCESS);
  EXPECT_EQ(info.planner, -1);
  EXPECT_EQ(info.timings, 0);
  EXPECT_EQ(std::string(info.schedule), "4x4x4x4x4 native");
  EXPECT_NE(explain().find("overrides the planner"), std::string::npos);
}

TEST_F(TuningApi, WisdomOnlyFallsBackToEstimateWithMessage) {
  ASSERT_EQ(tcfftSetPlanner(h, TCFFT_WISDOM_ONLY), TCFFT_SUCCESS);
  ASSERT_EQ(tcfftPlan2d(h, 64, 128, TCFFT_C2C, nullptr), TCFFT_SUCCESS) << tcfftGetLastErrorMessage(h);
  tcfftPlanInfo info;
  ASSERT_EQ(tcfftGetPlanInfo(h, &info), TCFFT_SUCCESS);
  EXPECT_EQ(info.planner, TCFFT_ESTIMATE);
  EXPECT_EQ(info.from_wisdom, 0);
  EXPECT_NE(explain().find("fell back to ESTIMATE"), std::string::npos) << explain();
}

// MEASURE on the CPU backend: times candidates, stores wisdom, gives correct
// results (same as the ESTIMATE plan), and a second MEASURE plan reuses the
// wisdom without timing.
TEST_F(TuningApi, MeasureOnCpuEndToEnd) {
  const long long n = 256, batch = 8;
  ASSERT_EQ(tcfftSetPlanner(h, TCFFT_MEASURE), TCFFT_SUCCESS);
  const auto t0 = std::chrono::steady_clock::now();
  ASSERT_EQ(tcfftPlan1d(h, n, TCFFT_C2C, batch, nullptr), TCFFT_SUCCESS) << tcfftGetLastErrorMessage(h);
  const double plan_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
  EXPECT_LT(plan_ms, 2500.0);
  tcfftPlanInfo info;
  ASSERT_EQ(tcfftGetPlanInfo(h, &info), TCFFT_SUCCESS);
  EXPECT_EQ(info.planner, TCFFT_MEASURE);
  EXPECT_GE(info.timings, 2);
  EXPECT_TRUE(std::isfinite(info.measured_ms));
  EXPECT_TRUE(std::isfinite(info.estimate_choice_ms));
  EXPECT_LE(info.measured_ms, info.estimate_choice_ms * 1.0000001);
  const std::string t = explain();
  EXPECT_NE(t.find("planner: measure"), std::string::npos) << t;
  EXPECT_NE(t.find("ESTIMATE's choice"), std::string::npos) << t;
  size_t count = 0;
  ASSERT_EQ(tcfftGetWisdomCount(&count), TCFFT_SUCCESS);
  EXPECT_EQ(count, 1u);

  // Same results as ESTIMATE's plan (both are exact Stockham FFTs in FP32).
  tcfftHandle he = nullptr;
  ASSERT_EQ(tcfftCreate(&he), TCFFT_SUCCESS);
  ASSERT_EQ(tcfftSetBackend(he, TCFFT_BACKEND_CPU), TCFFT_SUCCESS);
  ASSERT_EQ(tcfftPlan1d(he, n, TCFFT_C2C, batch, nullptr), TCFFT_SUCCESS);
  std::vector<float> in(2 * n * batch), a(in.size()), b(in.size());
  for (size_t i = 0; i < in.size(); ++i) in[i] = static_cast<float>(std::sin(0.37 * i) + 0.1 * (i % 7));
  ASSERT_EQ(tcfftExec(h, in.data(), a.data(), TCFFT_FORWARD), TCFFT_SUCCESS);
  ASSERT_EQ(tcfftExec(he, in.data(), b.data(), TCFFT_FORWARD), TCFFT_SUCCESS);
  double num = 0, den = 0;
  for (size_t i = 0; i < a.size(); ++i) {
    num += (a[i] - b[i]) * (a[i] - b[i]);
    den += b[i] * b[i];
  }
  EXPECT_LT(std::sqrt(num / den), 1e-5);
  tcfftDestroy(he);

  // A second MEASURE handle uses the stored result: no timing.
  tcfftHandle h2 = nullptr;
  ASSERT_EQ(tcfftCreate(&h2), TCFFT_SUCCESS);
  ASSERT_EQ(tcfftSetBackend(h2, TCFFT_BACKEND_CPU), TCFFT_SUCCESS);
  ASSERT_EQ(tcfftSetPlanner(h2, TCFFT_MEASURE), TCFFT_SUCCESS);
  ASSERT_EQ(tcfftPlan1d(h2, n, TCFFT_C2C, batch, nullptr), TCFFT_SUCCESS);
  tcfftPlanInfo i2;
  ASSERT_EQ(tcfftGetPlanInfo(h2, &i2), TCFFT_SUCCESS);
  EXPECT_EQ(i2.from_wisdom, 1);
  EXPECT_EQ(i2.timings, 0);
  EXPECT_EQ(std::string(i2.schedule), std::string(info.schedule));
  tcfftDestroy(h2);
}

TEST(MeasureInternals, EtaPruningAndBudget) {
  // A tiny budget: ESTIMATE's choice is still timed, the rest is reported as not timed.
  const Problem p = problem1d(1024, 4, Backend::Cpu, Compute::Native);
  MeasureConfig mc = default_measure_config(Backend::Cpu);
  mc.budget_s = 0.0;
  PlanOptions o;
  o.planner = Planner::Measure;
  Plan plan;
  wisdom_forget();
  ASSERT_TRUE(tune_plan(p, o, mc, &plan).is_ok());
  EXPECT_EQ(plan.tuning.planner, "measure");
  EXPECT_EQ(plan.tuning.measured_count, 1);
  EXPECT_EQ(plan.passes[0].radices, choose_radices(1024, 0));
  EXPECT_NE(plan.explain().find("budget"), std::string::npos) << plan.explain();
  // measure_plan_ms works on its own.
  double ms = 0;
  ASSERT_TRUE(measure_plan_ms(plan, 3, &ms).is_ok());
  EXPECT_GT(ms, 0.0);
  wisdom_forget();
}

// A plan with a user pass length (tcfftSetPlanPassLength) neither reads nor writes wisdom (the
// key is the problem alone, and the passes differ from the default plan's): MEASURE still times
// its radices, stores nothing, and a stored entry of the default plan is not applied to it.
TEST(MeasureInternals, PassLengthPlansKeepOutOfWisdom) {
  const Problem p = problem1d(4096, 2, Backend::Cpu, Compute::Native);
  MeasureConfig mc = default_measure_config(Backend::Cpu);
  mc.budget_s = 0.0;
  PlanOptions o;
  o.planner = Planner::Measure;
  o.max_pass_len = 16;
  Plan plan;
  wisdom_forget();
  ASSERT_TRUE(tune_plan(p, o, mc, &plan).is_ok());
  EXPECT_EQ(plan.passes.size(), 3u);
  EXPECT_EQ(plan.tuning.planner, "measure");
  WisdomEntry e;
  EXPECT_FALSE(wisdom_lookup(p, o.compute_free, &e)) << "a pass-length plan stored wisdom";
  EXPECT_NE(plan.explain().find("neither read nor written"), std::string::npos) << plan.explain();
  // the default plan stores its entry; the pass-length plan does not take it
  o.max_pass_len = 0;
  ASSERT_TRUE(tune_plan(p, o, mc, &plan).is_ok());
  EXPECT_EQ(plan.passes.size(), 1u);
  ASSERT_TRUE(wisdom_lookup(p, o.compute_free, &e));
  o.max_pass_len = 16;
  o.planner = Planner::WisdomOnly;
  ASSERT_TRUE(tune_plan(p, o, mc, &plan).is_ok());
  EXPECT_EQ(plan.passes.size(), 3u);
  EXPECT_FALSE(plan.tuning.from_wisdom);
  wisdom_forget();
}

// MEASURE from empty wisdom with no time budget beyond ESTIMATE's choices (each pass's is still
// timed); sets o->planner and returns the configuration for later calls.
MeasureConfig measure_from_scratch(const Problem& p, PlanOptions* o, Plan* plan) {
  MeasureConfig mc = default_measure_config(p.backend);
  mc.budget_s = 0.0;
  o->planner = Planner::Measure;
  wisdom_forget();
  EXPECT_TRUE(tune_plan(p, *o, mc, plan).is_ok());
  return mc;
}

// MEASURE on a rank-2 problem in the transposed form (docs/design.md "Transposed 2D") also times one
// pass per axis and keeps the faster; the wisdom entry records which (max_pass_len 0: transposed,
// else one pass per axis), and WISDOM_ONLY rebuilds the same form from it.
TEST(MeasureInternals, TransposedFormMeasuredAgainstOnePassPerAxis) {
  const Problem p = problem_nd(2, {256, 256, 1}, 1, Backend::Cpu, Compute::TcSplit);
  Plan est;
  ASSERT_TRUE(make_plan(p, PlanOptions{}, &est).is_ok());
  ASSERT_GT(est.work_bytes, 0u) << "ESTIMATE no longer plans the transposed form here";
  PlanOptions o;
  Plan plan;
  const MeasureConfig mc = measure_from_scratch(p, &o, &plan);
  const std::string t = plan.explain();
  EXPECT_NE(t.find("decomposition measured: transposed form"), std::string::npos) << t;
  EXPECT_NE(t.find("vs one pass per axis"), std::string::npos) << t;
  ASSERT_EQ(plan.passes.size(), 2u);
  EXPECT_LE(plan.tuning.measured_ms, plan.tuning.estimate_choice_ms * 1.0000001) << t;
  WisdomEntry e;
  ASSERT_TRUE(wisdom_lookup(p, o.compute_free, &e));
  EXPECT_EQ(e.max_pass_len, plan.work_bytes > 0 ? 0 : pass_length_limit(p));
  o.planner = Planner::WisdomOnly;
  Plan again;
  ASSERT_TRUE(tune_plan(p, o, mc, &again).is_ok());
  EXPECT_TRUE(again.tuning.from_wisdom);
  EXPECT_EQ(again.work_bytes, plan.work_bytes);
  ASSERT_EQ(again.passes.size(), plan.passes.size());
  for (size_t i = 0; i < plan.passes.size(); ++i) EXPECT_EQ(again.passes[i].radices, plan.passes[i].radices);
  // a stored "one pass per axis" entry gives that form
  e.max_pass_len = pass_length_limit(p);
  wisdom_store(e);
  ASSERT_TRUE(tune_plan(p, o, mc, &again).is_ok());
  EXPECT_EQ(again.work_bytes, 0u);
  EXPECT_NE(again.explain().find("plan form from wisdom: one pass per axis"), std::string::npos) << again.explain();
  wisdom_forget();
}

// The same for split columns (docs/design.md "Split columns": a 4096-point column axis as two
// passes): MEASURE times one pass per axis too, keeps the faster and stores which.
TEST(MeasureInternals, SplitColumnsMeasuredAgainstOnePassPerAxis) {
  const Problem p = problem_nd(2, {4096, 16, 1}, 1, Backend::Cpu, Compute::TcFp16);
  Plan est;
  ASSERT_TRUE(make_plan(p, PlanOptions{}, &est).is_ok());
  ASSERT_TRUE(est.split_columns()) << "ESTIMATE no longer splits the columns here";
  PlanOptions o;
  Plan plan;
  const MeasureConfig mc = measure_from_scratch(p, &o, &plan);
  const std::string t = plan.explain();
  EXPECT_NE(t.find("decomposition measured: split columns"), std::string::npos) << t;
  EXPECT_NE(t.find("vs one pass per axis"), std::string::npos) << t;
  const bool split = plan.split_columns();
  ASSERT_EQ(plan.passes.size(), split ? 3u : 2u) << t;
  EXPECT_LE(plan.tuning.measured_ms, plan.tuning.estimate_choice_ms * 1.0000001) << t;
  WisdomEntry e;
  ASSERT_TRUE(wisdom_lookup(p, o.compute_free, &e));
  EXPECT_EQ(e.max_pass_len, split ? 0 : pass_length_limit(p));
  o.planner = Planner::WisdomOnly;
  Plan again;
  ASSERT_TRUE(tune_plan(p, o, mc, &again).is_ok());
  EXPECT_TRUE(again.tuning.from_wisdom);
  EXPECT_EQ(again.split_columns(), split);
  // an entry of the other form is rebuilt as that form
  PlanOptions oo;
  oo.max_pass_len = split ? pass_length_limit(p) : 0;
  Plan other;
  ASSERT_TRUE(make_plan(p, oo, &other).is_ok());
  e.max_pass_len = oo.max_pass_len;
  e.passes.clear();
  for (const FftPass& f : other.passes) e.passes.push_back(PassVariant{f.radices, f.compute});
  wisdom_store(e);
  ASSERT_TRUE(tune_plan(p, o, mc, &again).is_ok());
  EXPECT_TRUE(again.tuning.from_wisdom) << again.explain();
  EXPECT_EQ(again.split_columns(), !split) << again.explain();
  wisdom_forget();
}

// TC_SPLIT plans 2^21 in two passes of up to 2048 points although its pass length is 1024
// (planner.cpp wide_two_pass): MEASURE times that against three passes of at most 1024 points, and
// the wisdom entry records max_pass_len 1024 when the three passes win.
TEST(MeasureInternals, WideTwoPassMeasuredAgainstThreePasses) {
  const Problem p = problem1d(int64_t{1} << 21, 1, Backend::Cpu, Compute::TcSplit);
  PlanOptions o;
  Plan plan;
  measure_from_scratch(p, &o, &plan);
  const std::string t = plan.explain();
  EXPECT_NE(t.find("decomposition measured: 2 passes of at most 2048 points"), std::string::npos) << t;
  EXPECT_NE(t.find("vs 3 passes of at most 1024 points"), std::string::npos) << t;
  const bool three_won = plan.passes.size() == 3u;
  EXPECT_TRUE(three_won || (plan.passes.size() == 2u && plan.passes[1].n == 2048)) << t;
  WisdomEntry e;
  ASSERT_TRUE(wisdom_lookup(p, o.compute_free, &e));
  EXPECT_EQ(e.max_pass_len, three_won ? 1024 : 0);
  wisdom_forget();
}

// MEASURE on a rank-1 multi-pass problem also times the other decomposition (NATIVE: passes of at
// most 2048 points, the library's preference, vs the kernels' limit 8192) and keeps the faster; the
// wisdom entry records which (max_pass_len), WISDOM_ONLY rebuilds the same passes from it, and
// export / import keep it.
TEST(MeasureInternals, DecompositionMeasuredAndStored) {
  const Problem p = problem1d(int64_t{1} << 21, 1, Backend::Cpu, Compute::Native);
  PlanOptions o;
  Plan plan;
  const MeasureConfig mc = measure_from_scratch(p, &o, &plan);
  const std::string t = plan.explain();
  EXPECT_NE(t.find("decomposition measured: 2 passes of at most 2048 points"), std::string::npos) << t;
  EXPECT_NE(t.find("vs 2 passes of at most 8192 points"), std::string::npos) << t;
  ASSERT_EQ(plan.passes.size(), 2u);
  const bool limit_won = plan.passes.back().n == 4096;  // 512 x 4096; the preference is 1024 x 2048
  EXPECT_TRUE(limit_won || plan.passes.back().n == 2048) << t;
  // never slower than ESTIMATE's plan in its own timings, whichever decomposition won
  EXPECT_LE(plan.tuning.measured_ms, plan.tuning.estimate_choice_ms * 1.0000001) << t;
  WisdomEntry e;
  ASSERT_TRUE(wisdom_lookup(p, o.compute_free, &e));
  EXPECT_EQ(e.max_pass_len, limit_won ? 8192 : 0);
  EXPECT_EQ(e.passes.size(), plan.passes.size());
  // WISDOM_ONLY: the same passes, no timing
  o.planner = Planner::WisdomOnly;
  Plan again;
  ASSERT_TRUE(tune_plan(p, o, mc, &again).is_ok());
  EXPECT_TRUE(again.tuning.from_wisdom);
  ASSERT_EQ(again.passes.size(), plan.passes.size());
  for (size_t i = 0; i < plan.passes.size(); ++i) {
    EXPECT_EQ(again.passes[i].n, plan.passes[i].n);
    EXPECT_EQ(again.passes[i].radices, plan.passes[i].radices);
  }
  // An entry with a pass length survives export and import.
  e.max_pass_len = 1024;
  Plan b3;
  PlanOptions o3;
  o3.max_pass_len = 1024;
  ASSERT_TRUE(make_plan(p, o3, &b3).is_ok());
  e.passes.clear();
  for (const FftPass& f : b3.passes) e.passes.push_back(PassVariant{f.radices, f.compute});
  wisdom_store(e);
  const std::string text = wisdom_export_text();
  EXPECT_NE(text.find("\"max_pass_len\": 1024"), std::string::npos) << text;
  wisdom_forget();
  ASSERT_TRUE(wisdom_import_text(text).is_ok());
  WisdomEntry back;
  ASSERT_TRUE(wisdom_lookup(p, o.compute_free, &back));
  EXPECT_EQ(back.max_pass_len, 1024);
  ASSERT_TRUE(tune_plan(p, o, mc, &again).is_ok());
  EXPECT_TRUE(again.tuning.from_wisdom);
  EXPECT_EQ(again.passes.size(), 3u);
  // The other decomposition wins when it must (a min_gain below -1 prefers it whatever the
  // timings): the plan, its explain and the stored entry follow it.
  wisdom_forget();
  MeasureConfig prefer_other = mc;
  prefer_other.min_gain = -1e9;
  o.planner = Planner::Measure;
  ASSERT_TRUE(tune_plan(p, o, prefer_other, &again).is_ok());
  ASSERT_EQ(again.passes.size(), 2u);
  EXPECT_EQ(again.passes.back().n, 4096);
  EXPECT_NE(again.explain().find("kept the second"), std::string::npos) << again.explain();
  EXPECT_EQ(again.explain().find("tcfftSetPlanPassLength is set"), std::string::npos) << again.explain();
  ASSERT_TRUE(wisdom_lookup(p, o.compute_free, &back));
  EXPECT_EQ(back.max_pass_len, 8192);
  EXPECT_EQ(back.passes.size(), 2u);
  // A bad pass length in a file is rejected
  std::string bad = text;
  bad.replace(bad.find("\"max_pass_len\": 1024"), 20, "\"max_pass_len\": 1000");
  wisdom_forget();
  EXPECT_EQ(wisdom_import_text(bad).code(), TCFFT_INVALID_VALUE);
  wisdom_forget();
}

}  // namespace
}  // namespace tcfft
