// plan/: choose_radices outputs, make_plan structure (passes, lines, strides,
// scaling), NOT_SUPPORTED decisions, and the explain text (every pass and
// every stage listed) both directly and through tcfftExplain.
#include <gtest/gtest.h>

#include <array>
#include <string>
#include <vector>

#include "core/problem.h"
#include "cuda/kernels/pass_args.h"  // kFusedPairMinPoints
#include "plan/plan.h"
#include "tcfft/tcfft.h"

namespace tcfft {
namespace {

struct RadixCase {
  long long n;
  int forced;
  std::vector<int> expected;
};

class ChooseRadices : public ::testing::TestWithParam<RadixCase> {};

TEST_P(ChooseRadices, Expected) {
  EXPECT_EQ(choose_radices(GetParam().n, GetParam().forced), GetParam().expected);
}

INSTANTIATE_TEST_SUITE_P(
    Table, ChooseRadices,
    ::testing::Values(RadixCase{1, 0, {}}, RadixCase{2, 0, {2}}, RadixCase{8, 0, {8}}, RadixCase{16, 0, {16}},
                      RadixCase{32, 0, {8, 4}}, RadixCase{64, 0, {8, 8}}, RadixCase{128, 0, {16, 8}},
                      RadixCase{256, 0, {16, 16}}, RadixCase{512, 0, {8, 8, 8}}, RadixCase{1024, 0, {16, 8, 8}},
                      RadixCase{2048, 0, {16, 16, 8}}, RadixCase{8192, 0, {16, 8, 8, 8}},
                      RadixCase{1 << 20, 0, {16, 16, 16, 16, 16}}, RadixCase{1024, 8, {8, 8, 8, 2}},
                      RadixCase{64, 4, {4, 4, 4}}, RadixCase{8, 16, {8}}, RadixCase{32, 2, {2, 2, 2, 2, 2}},
                      RadixCase{1, 4, {}}, RadixCase{128, 4, {4, 4, 4, 2}}, RadixCase{4096, 16, {16, 16, 16}}),
    [](const ::testing::TestParamInfo<RadixCase>& i) {
      return "n" + std::to_string(i.param.n) + "_r" + std::to_string(i.param.forced);
    });

TEST(ChooseRadicesSweep, ProductIsNAndShapeIsRRRRem) {
  for (int forced : {2, 4, 8, 16}) {
    for (int l = 0; l <= 30; ++l) {
      const long long n = 1LL << l;
      const std::vector<int> r = choose_radices(n, forced);
      long long p = 1;
      for (size_t k = 0; k < r.size(); ++k) {
        p *= r[k];
        if (k + 1 < r.size()) EXPECT_EQ(r[k], forced);
        EXPECT_TRUE(r[k] == 2 || r[k] == 4 || r[k] == 8 || r[k] == 16);
      }
      EXPECT_EQ(p, n) << "n=" << n << " forced=" << forced;
      if (!r.empty()) EXPECT_LE(r.back(), forced);
    }
  }
}

TEST(ChooseRadicesSweep, DefaultUsesFewestStagesOf16And8) {
  for (int l = 0; l <= 30; ++l) {
    const long long n = 1LL << l;
    const std::vector<int> r = choose_radices(n, 0);
    long long p = 1;
    int small = 0;
    for (size_t k = 0; k < r.size(); ++k) {
      p *= r[k];
      if (r[k] < 8) ++small;
      if (k > 0) EXPECT_LE(r[k], r[k - 1]) << "16s come first, n=" << n;
    }
    EXPECT_EQ(p, n);
    // Only n = 2, 4, 32 need a radix-2/4 stage.
    EXPECT_EQ(small, (l == 1 || l == 2 || l == 5) ? 1 : 0) << "n=" << n;
    // Fewest stages: ceil(l/4) for 16-only sizes, never more than ceil(l/3).
    EXPECT_LE(static_cast<int>(r.size()), (l + 2) / 3 + (l == 1 || l == 2 ? 1 : 0)) << "n=" << n;
  }
}

Problem problem(int rank, std::array<long long, 3> n, long long batch, Compute c = Compute::Native) {
  ProblemArgs a;
  a.rank = rank;
  a.n = n.data();
  a.batch = batch;
  a.compute = c;
  Problem p;
  const Status s = make_problem(a, &p);
  EXPECT_TRUE(s.is_ok()) << s.message();
  return p;
}

/// A rank-2 TC_SPLIT problem of n0 x n1, batch 2, whose rows are padded to `pitch` points on both sides.
Problem padded_rows(long long n0, long long n1, long long pitch) {
  ProblemArgs args;
  const long long n[2] = {n0, n1}, emb[2] = {n0, pitch};
  args.rank = 2;
  args.n = n;
  args.inembed = emb;
  args.onembed = emb;
  args.idist = args.odist = n0 * pitch;
  args.batch = 2;
  args.compute = Compute::TcSplit;
  Problem p;
  const Status st = make_problem(args, &p);
  EXPECT_TRUE(st.is_ok()) << st.message();
  return p;
}

TEST(MakePlan, OnePassPerAxisInnermostFirst) {
  const Problem p = problem(3, {4, 8, 32}, 2);
  Plan plan;
  ASSERT_TRUE(make_plan(p, PlanOptions{}, &plan).is_ok());
  ASSERT_EQ(plan.passes.size(), 3u);
  EXPECT_EQ(plan.passes[0].axis, 2);
  EXPECT_EQ(plan.passes[1].axis, 1);
  EXPECT_EQ(plan.passes[2].axis, 0);
  EXPECT_EQ(plan.passes[0].src, Buffer::Input);
  EXPECT_EQ(plan.passes[1].src, Buffer::Output);
  EXPECT_EQ(plan.passes[2].src, Buffer::Output);
  for (const FftPass& f : plan.passes) {
    EXPECT_EQ(f.dst, Buffer::Output);
    EXPECT_EQ(f.twiddle_n, 0);
  }
  EXPECT_EQ(plan.work_bytes, 0u);
  EXPECT_FALSE(plan.passes[0].applies_scale);
  EXPECT_FALSE(plan.passes[1].applies_scale);
  EXPECT_TRUE(plan.passes[2].applies_scale);
  for (const FftPass& f : plan.passes) {
    EXPECT_EQ(f.nlines() * f.n, 2 * 4 * 8 * 32);
    long long prod = 1;
    for (int r : f.radices) prod *= r;
    EXPECT_EQ(prod, f.n);
  }
  EXPECT_EQ(plan.passes[0].in_stride, 1);
  EXPECT_EQ(plan.passes[1].in_stride, 32);
  EXPECT_EQ(plan.passes[2].in_stride, 8 * 32);
}

// Line dimensions are merged where the strides allow it (same lines, same order), so every pass
// of a dense 3D plan has at most two line dimensions; a padded (embedded) layout keeps them apart.
TEST(MakePlan, LineDimensionsMergeWhereStridesAllow) {
  Plan plan;
  ASSERT_TRUE(make_plan(problem(3, {4, 8, 32}, 2), PlanOptions{}, &plan).is_ok());
  ASSERT_EQ(plan.passes.size(), 3u);
  // axis 2 (contiguous lines): batch x n0 x n1 -> one dimension of 64 lines, 32 apart
  ASSERT_EQ(plan.passes[0].lines.size(), 1u);
  EXPECT_EQ(plan.passes[0].lines[0].count, 64);
  EXPECT_EQ(plan.passes[0].lines[0].istride, 32);
  EXPECT_EQ(plan.passes[0].lines[0].ostride, 32);
  // axis 1: (batch x n0) at 256, n2 at 1
  ASSERT_EQ(plan.passes[1].lines.size(), 2u);
  EXPECT_EQ(plan.passes[1].lines[0].count, 8);
  EXPECT_EQ(plan.passes[1].lines[0].istride, 256);
  EXPECT_EQ(plan.passes[1].lines[1].count, 32);
  EXPECT_EQ(plan.passes[1].lines[1].istride, 1);
  // axis 0: batch at 1024, (n1 x n2) at 1
  ASSERT_EQ(plan.passes[2].lines.size(), 2u);
  EXPECT_EQ(plan.passes[2].lines[0].count, 2);
  EXPECT_EQ(plan.passes[2].lines[0].istride, 1024);
  EXPECT_EQ(plan.passes[2].lines[1].count, 256);
  EXPECT_EQ(plan.passes[2].lines[1].ostride, 1);
  // Embedded input rows (inembed = 40 > n = 32): rows 40 apart on input, 32 on output; with
  // idist = 4*8*40 everything still merges, with a gap between batches the batch stays apart.
  const long long n[3] = {4, 8, 32}, inembed[3] = {4, 8, 40};
  ProblemArgs a;
  a.rank = 3;
  a.n = n;
  a.inembed = inembed;
  a.idist = 4 * 8 * 40;
  a.batch = 2;
  Problem p;
  ASSERT_TRUE(make_problem(a, &p).is_ok());
  ASSERT_TRUE(make_plan(p, PlanOptions{}, &plan).is_ok());
  ASSERT_EQ(plan.passes[0].lines.size(), 1u);
  EXPECT_EQ(plan.passes[0].lines[0].count, 64);
  EXPECT_EQ(plan.passes[0].lines[0].istride, 40);
  EXPECT_EQ(plan.passes[0].lines[0].ostride, 32);
  a.idist = 4 * 8 * 40 + 3;
  ASSERT_TRUE(make_problem(a, &p).is_ok());
  ASSERT_TRUE(make_plan(p, PlanOptions{}, &plan).is_ok());
  ASSERT_EQ(plan.passes[0].lines.size(), 2u);
  EXPECT_EQ(plan.passes[0].lines[0].count, 2);
  EXPECT_EQ(plan.passes[0].lines[0].istride, 4 * 8 * 40 + 3);
  EXPECT_EQ(plan.passes[0].lines[1].count, 32);
  EXPECT_EQ(plan.passes[0].lines[1].istride, 40);
}

TEST(MakePlan, LengthOneAxesAreSkippedButAllOnesStillCopies) {
  Plan plan;
  ASSERT_TRUE(make_plan(problem(3, {1, 16, 1}, 1), PlanOptions{}, &plan).is_ok());
  ASSERT_EQ(plan.passes.size(), 1u);
  EXPECT_EQ(plan.passes[0].axis, 1);
  EXPECT_TRUE(plan.passes[0].applies_scale);
  ASSERT_TRUE(make_plan(problem(2, {1, 1, 1}, 5), PlanOptions{}, &plan).is_ok());
  ASSERT_EQ(plan.passes.size(), 1u);
  EXPECT_TRUE(plan.passes[0].radices.empty());
  EXPECT_EQ(plan.passes[0].nlines(), 5);
}

TEST(MakePlan, ForcedRadixReachesEveryPass) {
  PlanOptions o;
  o.forced_radix = 4;
  Plan plan;
  ASSERT_TRUE(make_plan(problem(2, {32, 128, 1}, 1), o, &plan).is_ok());
  ASSERT_EQ(plan.passes.size(), 2u);
  EXPECT_EQ(plan.passes[0].radices, (std::vector<int>{4, 4, 4, 2}));
  EXPECT_EQ(plan.passes[1].radices, (std::vector<int>{4, 4, 2}));
}

TEST(MakePlan, UnsupportedRequests) {
  Plan plan;
  Problem p = problem(1, {12, 1, 1}, 1);
  EXPECT_EQ(make_plan(p, PlanOptions{}, &plan).code(), TCFFT_NOT_SUPPORTED);
  p = problem(1, {16, 1, 1}, 1);
  p.type = TCFFT_R2C;
  EXPECT_EQ(make_plan(p, PlanOptions{}, &plan).code(), TCFFT_NOT_SUPPORTED);
  p = problem(1, {16, 1, 1}, 1, Compute::TcSplit);
  p.storage = Storage::F64;
  EXPECT_EQ(make_plan(p, PlanOptions{}, &plan).code(), TCFFT_NOT_SUPPORTED);
  p.storage = Storage::F32;
  p.split_terms = 4;
  EXPECT_EQ(make_plan(p, PlanOptions{}, &plan).code(), TCFFT_INVALID_VALUE);
  p.split_terms = 2;
  PlanOptions o;
  o.forced_radix = 32;
  EXPECT_EQ(make_plan(p, o, &plan).code(), TCFFT_INVALID_VALUE);
}

// Rank-1 n > kMaxSinglePass: two passes n = N1*N2 through the workspace. NATIVE: rows of 2048 up
// to 2^22 (its preferred longest pass); with the kernels' limit as the pass length, rows of 4096
// while n / 4096 <= 8192, then 8192, up to 2^26.
TEST(MakePlan, FourStepForLongLines) {
  for (int cfg = 0; cfg < 2; ++cfg)
  for (int l = 14; l <= (cfg == 0 ? 22 : 26); ++l) {
    const long long n = 1LL << l;
    Problem p = problem(1, {n, 1, 1}, 3);
    PlanOptions o;
    if (cfg == 1) o.max_pass_len = 8192;
    Plan plan;
    ASSERT_TRUE(make_plan(p, o, &plan).is_ok()) << n;
    ASSERT_EQ(plan.passes.size(), 2u);
    const FftPass& a = plan.passes[0];
    const FftPass& b = plan.passes[1];
    EXPECT_EQ(b.n, cfg == 0 ? 2048 : l <= 25 ? 4096 : 8192) << "cfg " << cfg << " n " << n;
    EXPECT_EQ(a.n * b.n, n);
    EXPECT_EQ(a.src, Buffer::Input);
    EXPECT_EQ(a.dst, Buffer::Work);
    EXPECT_EQ(b.src, Buffer::Work);
    EXPECT_EQ(b.dst, Buffer::Output);
    EXPECT_EQ(a.twiddle_n, n);
    EXPECT_EQ(a.twiddle_dim, 1);
    EXPECT_EQ(b.twiddle_n, 0);
    EXPECT_FALSE(a.applies_scale);
    EXPECT_TRUE(b.applies_scale);
    EXPECT_EQ(a.in_stride, b.n);
    EXPECT_EQ(a.out_stride, b.n);
    ASSERT_EQ(a.lines.size(), 2u);
    EXPECT_EQ(a.lines[1].count, b.n);
    EXPECT_EQ(a.lines[0].istride, n);
    EXPECT_EQ(a.lines[0].ostride, n);
    EXPECT_EQ(b.in_stride, 1);
    EXPECT_EQ(b.out_stride, a.n);
    ASSERT_EQ(b.lines.size(), 2u);
    EXPECT_EQ(b.lines[1].count, a.n);
    EXPECT_EQ(b.lines[1].istride, b.n);
    EXPECT_EQ(b.lines[1].ostride, 1);
    EXPECT_EQ(plan.work_bytes, static_cast<size_t>(3 * n * 8));
  }
  // Tensor-core plans (2 split terms, or TC_FP16): passes of at most 1024 points, both factors
  // register-tile lengths where n = 4^j; above 2^20 (TC_SPLIT: 2^21) three passes (ThreePassesBeyondTheTwoPassLimit;
  // two passes would need a 4096-point one). 2^14 is one pass from kRegtileLongPassMinBatch transforms on
  // (OnePass16384InRegisterTileModes).
  // TC_SPLIT plans 2^15 as 256 x 128 (measured faster once the radix-2 stages became float) and 2^21
  // in two passes as 1024 x 2048 (measured faster than three passes, 2026-11-25); 2^18 is 256 x 1024
  // in both computes (TC_SPLIT's 512 x 512 until 2026-11-28, when 256 x 1024 measured 5.6% faster).
  for (Compute c : {Compute::TcSplit, Compute::TcFp16}) {
    const bool sp = c == Compute::TcSplit;
    const long long n18 = 256, n15 = sp ? 256 : 128;
    // and 2^23 / 2^25 / 2^26 as 256 x 256 x n/2^16 (three_pass_split, measured 2026-11-25; TC_FP16
    // 2^25 / 2^26 only).
    using W4 = std::array<long long, 4>;
    const W4 w21 = sp ? W4{21, 1024, 2048, 0} : W4{21, 128, 64, 256};
    const W4 w23 = sp ? W4{23, 256, 256, 128} : W4{23, 256, 128, 256};
    const W4 w25 = W4{25, 256, 256, 512};  // TC_FP16 as well (2^23 not)
    const W4 w26 = W4{26, 256, 256, 1024};
    const std::vector<W4> want = {
        {16, 256, 256, 0},  {18, n18, 262144 / n18, 0},  {20, 1024, 1024, 0}, {15, n15, 32768 / n15, 0},
        {17, 256, 512, 0},   {19, 512, 1024, 0}, w21,  {22, 256, 64, 256},  w23,
        {24, 256, 256, 256}, w25, w26, {27, 512, 256, 1024}};
    for (const auto& w : want) {
      Plan plan;
      ASSERT_TRUE(make_plan(problem(1, {1LL << w[0], 1, 1}, 2, c), PlanOptions{}, &plan).is_ok()) << w[0];
      ASSERT_EQ(plan.passes.size(), w[3] ? 3u : 2u) << "2^" << w[0];
      EXPECT_EQ(plan.passes[0].n, w[1]) << "2^" << w[0];
      EXPECT_EQ(plan.passes[1].n, w[2]) << "2^" << w[0];
      if (w[3]) EXPECT_EQ(plan.passes[2].n, w[3]) << "2^" << w[0];
    }
    // the 2^21 exception is the library's choice only: a pass length set to 1024 keeps passes <= 1024
    {
      PlanOptions o1024;
      o1024.max_pass_len = 1024;
      Plan plan;
      ASSERT_TRUE(make_plan(problem(1, {1LL << 21, 1, 1}, 1, c), o1024, &plan).is_ok());
      EXPECT_EQ(plan.passes.size(), 3u);
    }
    // tcfftSetPlanPassLength(8192) gives the longer two-pass splits back
    PlanOptions o;
    o.max_pass_len = 8192;
    Plan plan;
    ASSERT_TRUE(make_plan(problem(1, {1LL << 26, 1, 1}, 1, c), o, &plan).is_ok());
    ASSERT_EQ(plan.passes.size(), 2u);
    EXPECT_EQ(plan.passes[0].n, 8192);
    ASSERT_TRUE(make_plan(problem(1, {1LL << 24, 1, 1}, 1, c), o, &plan).is_ok());
    ASSERT_EQ(plan.passes.size(), 2u);
    EXPECT_EQ(plan.passes[1].n, 4096);
  }
  // 8192 and below: one pass, no workspace.
  Plan plan;
  ASSERT_TRUE(make_plan(problem(1, {8192, 1, 1}, 1), PlanOptions{}, &plan).is_ok());
  EXPECT_EQ(plan.passes.size(), 1u);
  EXPECT_EQ(plan.work_bytes, 0u);
  // Beyond 2^28: NOT_SUPPORTED with the limit in the message.
  const Status s = make_plan(problem(1, {1LL << 29, 1, 1}, 1), PlanOptions{}, &plan);
  EXPECT_EQ(s.code(), TCFFT_NOT_SUPPORTED);
  EXPECT_NE(s.message().find("268435456"), std::string::npos) << s.message();
  // TC_SPLIT with 3 terms: lines of at most 4096 (the CUDA kernels' limit); two passes to 2^24.
  Problem p3 = problem(1, {1LL << 20, 1, 1}, 1, Compute::TcSplit);
  p3.split_terms = 3;
  ASSERT_TRUE(make_plan(p3, PlanOptions{}, &plan).is_ok());
  ASSERT_EQ(plan.passes.size(), 2u);
  EXPECT_EQ(plan.passes[1].n, 4096);
  EXPECT_EQ(plan.passes[0].n, 256);
}

// Register-tile modes plan a contiguous rank-1 16384 as one pass of (16, 8, 8, 16) (docs/design.md
// "One-pass 16384") from kRegtileLongPassMinBatch transforms on; every other 16384 problem stays
// four-step.
TEST(MakePlan, OnePass16384InRegisterTileModes) {
  for (Compute c : {Compute::TcSplit, Compute::TcFp16}) {
    Plan plan;
    ASSERT_TRUE(make_plan(problem(1, {16384, 1, 1}, kRegtileLongPassMinBatch, c), PlanOptions{}, &plan).is_ok());
    ASSERT_EQ(plan.passes.size(), 1u);
    EXPECT_EQ(plan.passes[0].n, 16384);
    EXPECT_EQ(plan.passes[0].radices, (std::vector<int>{16, 8, 8, 16}));
    EXPECT_EQ(plan.passes[0].in_stride, 1);
    EXPECT_EQ(plan.passes[0].out_stride, 1);
    EXPECT_EQ(plan.work_bytes, 0u);
    EXPECT_TRUE(regtile_sequence(16384, plan.passes[0].radices));
    // a pass length set, a forced radix, or an element stride: four-step
    PlanOptions o;
    o.max_pass_len = 8192;
    ASSERT_TRUE(make_plan(problem(1, {16384, 1, 1}, kRegtileLongPassMinBatch, c), o, &plan).is_ok());
    EXPECT_EQ(plan.passes.size(), 2u);
    o = PlanOptions{};
    o.forced_radix = 16;
    ASSERT_TRUE(make_plan(problem(1, {16384, 1, 1}, kRegtileLongPassMinBatch, c), o, &plan).is_ok());
    EXPECT_EQ(plan.passes.size(), 2u);
    Problem strided = problem(1, {16384, 1, 1}, kRegtileLongPassMinBatch, c);
    strided.in.stride = 2;
    strided.in.dist = 2 * 16384;
    ASSERT_TRUE(make_plan(strided, PlanOptions{}, &plan).is_ok());
    EXPECT_EQ(plan.passes.size(), 2u);
    // fewer transforms than kRegtileLongPassMinBatch: the four-step 64 x 256, and explain says why
    for (long long b : {1LL, static_cast<long long>(kRegtileLongPassMinBatch - 1)}) {
      ASSERT_TRUE(make_plan(problem(1, {16384, 1, 1}, b, c), PlanOptions{}, &plan).is_ok());
      ASSERT_EQ(plan.passes.size(), 2u) << b;
      EXPECT_EQ(plan.passes[0].n, 64) << b;
      EXPECT_EQ(plan.passes[1].n, 256) << b;
      EXPECT_NE(plan.explain().find("is one pass from " + std::to_string(kRegtileLongPassMinBatch) + " transforms on"), std::string::npos) << plan.explain();
    }
    ASSERT_TRUE(make_plan(problem(1, {16384, 1, 1}, kRegtileLongPassMinBatch, c), PlanOptions{}, &plan).is_ok());
    EXPECT_EQ(plan.explain().find("is one pass from"), std::string::npos);
    // a strided 16384, a forced radix or a pass length set is four-step at any batch: explain does
    // not blame the batch
    strided.batch = 1;
    ASSERT_TRUE(make_plan(strided, PlanOptions{}, &plan).is_ok());
    EXPECT_EQ(plan.passes.size(), 2u);
    EXPECT_EQ(plan.explain().find("is one pass from"), std::string::npos) << plan.explain();
    o = PlanOptions{};
    o.forced_radix = 4;
    ASSERT_TRUE(make_plan(problem(1, {16384, 1, 1}, 1, c), o, &plan).is_ok());
    EXPECT_EQ(plan.passes.size(), 2u);
    EXPECT_EQ(plan.explain().find("is one pass from"), std::string::npos) << plan.explain();
    o = PlanOptions{};
    o.max_pass_len = 1024;
    ASSERT_TRUE(make_plan(problem(1, {16384, 1, 1}, 1, c), o, &plan).is_ok());
    EXPECT_EQ(plan.passes.size(), 2u);
    EXPECT_EQ(plan.explain().find("is one pass from"), std::string::npos) << plan.explain();
  }
  Plan plan;
  ASSERT_TRUE(make_plan(problem(1, {16384, 1, 1}, 1, Compute::Native), PlanOptions{}, &plan).is_ok());
  EXPECT_EQ(plan.passes.size(), 2u);
  Problem p3 = problem(1, {16384, 1, 1}, 1, Compute::TcSplit);
  p3.split_terms = 3;
  ASSERT_TRUE(make_plan(p3, PlanOptions{}, &plan).is_ok());
  EXPECT_EQ(plan.passes.size(), 2u);
  // 32768 is not a one-pass length
  ASSERT_TRUE(make_plan(problem(1, {32768, 1, 1}, 1, Compute::TcSplit), PlanOptions{}, &plan).is_ok());
  EXPECT_EQ(plan.passes.size(), 2u);
}

// Rank-1 n > maxl^2 (2^20 in the register-tile computes, 2^22 NATIVE, 2^24 TC_SPLIT with 3 terms)
// up to 2^28: three passes
// n = N1 * N2 * N3 (docs/design.md "Three passes"): A columns (input -> work, T_n), B columns of
// every row of work in place (T_M, M = N2 * N3), C rows of work -> output (strided write).
TEST(MakePlan, ThreePassesBeyondTheTwoPassLimit) {
  struct Want {
    int log2n;
    Compute c;
    int split;
    long long n1, n2, n3;
  };
  const std::vector<Want> want = {
      {27, Compute::TcSplit, 2, 512, 256, 1024}, {28, Compute::TcSplit, 2, 1024, 256, 1024},
      {27, Compute::TcFp16, 2, 512, 256, 1024},  {27, Compute::Native, 2, 512, 128, 2048},
      {25, Compute::TcSplit, 3, 512, 16, 4096},  {28, Compute::Native, 2, 1024, 128, 2048},
      {23, Compute::Native, 2, 256, 16, 2048}};
  for (const Want& w : want) {
    SCOPED_TRACE("2^" + std::to_string(w.log2n) + " " + to_string(w.c));
    const long long n = 1LL << w.log2n, batch = 3;
    Problem p = problem(1, {n, 1, 1}, batch, w.c);
    p.split_terms = w.split;
    Plan plan;
    ASSERT_TRUE(make_plan(p, PlanOptions{}, &plan).is_ok());
    ASSERT_EQ(plan.passes.size(), 3u);
    const FftPass &a = plan.passes[0], &b = plan.passes[1], &c = plan.passes[2];
    EXPECT_EQ(a.n, w.n1);
    EXPECT_EQ(b.n, w.n2);
    EXPECT_EQ(c.n, w.n3);
    const long long M = b.n * c.n;
    EXPECT_EQ(a.src, Buffer::Input);
    EXPECT_EQ(a.dst, Buffer::Work);
    EXPECT_EQ(b.src, Buffer::Work);
    EXPECT_EQ(b.dst, Buffer::Work);
    EXPECT_EQ(c.src, Buffer::Work);
    EXPECT_EQ(c.dst, Buffer::Output);
    EXPECT_EQ(a.twiddle_n, n);
    EXPECT_EQ(a.in_stride, M);
    EXPECT_EQ(b.twiddle_n, M);
    EXPECT_EQ(b.in_stride, c.n);
    EXPECT_EQ(b.out_stride, c.n);
    ASSERT_EQ(b.lines.size(), 2u);
    EXPECT_EQ(b.lines[0].count, batch * a.n);
    EXPECT_EQ(b.lines[0].istride, M);
    EXPECT_EQ(b.lines[1].count, c.n);
    EXPECT_EQ(b.twiddle_dim, 1);
    EXPECT_EQ(c.twiddle_n, 0);
    EXPECT_EQ(c.in_stride, 1);
    EXPECT_EQ(c.out_stride, a.n * b.n);
    ASSERT_EQ(c.lines.size(), 3u);  // batch, k2, k1 (k1 fastest: adjacent output lines)
    EXPECT_EQ(c.lines[1].count, b.n);
    EXPECT_EQ(c.lines[1].ostride, a.n);
    EXPECT_EQ(c.lines[2].count, a.n);
    EXPECT_EQ(c.lines[2].istride, M);
    EXPECT_EQ(c.lines[2].ostride, 1);
    EXPECT_FALSE(a.applies_scale || b.applies_scale);
    EXPECT_TRUE(c.applies_scale);
    EXPECT_EQ(plan.work_bytes, static_cast<size_t>(batch * n * 8));
  }
  // batch 1: pass C has two line dimensions (what the staged kernels take)
  Plan plan;
  ASSERT_TRUE(make_plan(problem(1, {1LL << 27, 1, 1}, 1, Compute::TcSplit), PlanOptions{}, &plan).is_ok());
  ASSERT_EQ(plan.passes.size(), 3u);
  EXPECT_EQ(plan.passes[2].lines.size(), 2u);
  EXPECT_NE(plan.explain().find("three passes: n = 134217728 = N1 512 x N2 256 x N3 1024"), std::string::npos)
      << plan.explain();
  // max_pass_len (tests): small sizes take the same plan shapes; longer than maxl^3 is refused
  PlanOptions o;
  o.max_pass_len = 16;
  ASSERT_TRUE(make_plan(problem(1, {4096, 1, 1}, 1), o, &plan).is_ok());
  ASSERT_EQ(plan.passes.size(), 3u);
  EXPECT_EQ(plan.passes[0].n * plan.passes[1].n * plan.passes[2].n, 4096);
  ASSERT_TRUE(make_plan(problem(1, {128, 1, 1}, 1), o, &plan).is_ok());
  EXPECT_EQ(plan.passes.size(), 2u);
  ASSERT_TRUE(make_plan(problem(1, {16, 1, 1}, 1), o, &plan).is_ok());
  EXPECT_EQ(plan.passes.size(), 1u);
  const Status s = make_plan(problem(1, {8192, 1, 1}, 1), o, &plan);
  EXPECT_EQ(s.code(), TCFFT_NOT_SUPPORTED);
  EXPECT_NE(s.message().find("4096"), std::string::npos) << s.message();
}

// Register-tile modes (TC_SPLIT 2 terms, TC_FP16, F32 storage) plan 32, 128, 512, 2048, 8192 as
// the radices of n/2 then a radix-2 tail; every other mode (and a forced radix) keeps choose_radices.
TEST(MakePlan, RadixTwoTailForOddPowersInRegisterTileModes) {
  const std::vector<std::pair<long long, std::vector<int>>> tail = {
      {32, {16, 2}},   {128, {8, 8, 2}}, {512, {16, 16, 2}}, {2048, {16, 8, 8, 2}}, {8192, {16, 16, 16, 2}}};
  for (const auto& [n, want] : tail) {
    for (Compute c : {Compute::TcSplit, Compute::TcFp16}) {
      Plan plan;
      ASSERT_TRUE(make_plan(problem(2, {4, n, 1}, 1, c), PlanOptions{}, &plan).is_ok()) << n;
      ASSERT_EQ(plan.passes.size(), 2u);
      EXPECT_EQ(plan.passes[0].radices, want) << n;                    // rows of n
      EXPECT_EQ(plan.passes[1].radices, choose_radices(4, 0)) << n;    // columns of 4: unchanged
    }
    Plan plan;
    ASSERT_TRUE(make_plan(problem(1, {n, 1, 1}, 1, Compute::Native), PlanOptions{}, &plan).is_ok());
    EXPECT_EQ(plan.passes[0].radices, choose_radices(n, 0)) << n;
    Problem p3 = problem(1, {n, 1, 1}, 1, Compute::TcSplit);
    p3.split_terms = 3;
    ASSERT_TRUE(make_plan(p3, PlanOptions{}, &plan).is_ok());
    EXPECT_EQ(plan.passes[0].radices, choose_radices(n, 0)) << n;
    Problem p16 = problem(1, {n, 1, 1}, 1, Compute::TcSplit);
    p16.storage = Storage::F16;
    ASSERT_TRUE(make_plan(p16, PlanOptions{}, &plan).is_ok());
    EXPECT_EQ(plan.passes[0].radices, choose_radices(n, 0)) << n;
    PlanOptions o;
    o.forced_radix = 8;
    ASSERT_TRUE(make_plan(problem(1, {n, 1, 1}, 1, Compute::TcSplit), o, &plan).is_ok());
    EXPECT_EQ(plan.passes[0].radices, choose_radices(n, 8)) << n;
  }
  // even powers of two keep the default sequence
  Plan plan;
  ASSERT_TRUE(make_plan(problem(1, {1024, 1, 1}, 1, Compute::TcSplit), PlanOptions{}, &plan).is_ok());
  EXPECT_EQ(plan.passes[0].radices, choose_radices(1024, 0));
}

// One explain note per case: whether make_plan's explain text contains `note` (batch 2).
struct NoteCase {
  int rank;
  std::array<long long, 3> n;
  Compute c;
  Backend b;
  bool want;
  long long batch = 2;
};
static void expect_explain_note(const std::string& note, std::initializer_list<NoteCase> cases) {
  for (const NoteCase& k : cases) {
    Problem p = problem(k.rank, k.n, k.batch, k.c);
    p.backend = k.b;
    Plan plan;
    ASSERT_TRUE(make_plan(p, PlanOptions{}, &plan).is_ok());
    EXPECT_EQ(plan.explain().find(note) != std::string::npos, k.want) << plan.explain();
  }
}

// Explain says where the CUDA backend runs two passes as one plane kernel (dense 32 x 32 or 64 x 64
// or 128 x 128 planes in the register-tile computes), and only there.
TEST(MakePlan, ExplainNamesThePlanePass) {
  using C = NoteCase;
  expect_explain_note("passes 0 and 1: the CUDA backend runs them as one plane kernel",
                      {C{3, {64, 64, 64}, Compute::TcSplit, Backend::Cuda, true},
                       C{2, {64, 64, 1}, Compute::TcFp16, Backend::Cuda, true},
                       C{3, {64, 64, 64}, Compute::TcSplit, Backend::Cpu, false},
                       C{3, {64, 64, 64}, Compute::Native, Backend::Cuda, false},
                       C{3, {64, 128, 64}, Compute::TcSplit, Backend::Cuda, false},
                       C{3, {32, 32, 32}, Compute::TcSplit, Backend::Cuda, true},
                       C{3, {32, 32, 32}, Compute::TcSplit, Backend::Cpu, false},
                       C{3, {128, 128, 128}, Compute::TcSplit, Backend::Cuda, true},
                       C{2, {128, 128, 1}, Compute::TcSplit, Backend::Cuda, true, cuda::kPlane128MinPlanes},
                       C{2, {128, 128, 1}, Compute::TcSplit, Backend::Cuda, false, cuda::kPlane128MinPlanes - 1},
                       C{3, {128, 128, 128}, Compute::TcFp16, Backend::Cuda, true},
                       C{3, {128, 128, 128}, Compute::Native, Backend::Cuda, false},
                       C{3, {128, 128, 128}, Compute::TcSplit, Backend::Cpu, false}});
  // 128 x 128 below kPlane128MinPlanes planes: two passes, and explain says why
  ASSERT_EQ(cuda::kPlane128MinPlanes, 80) << "the note's text below names the bound";
  expect_explain_note("fewer than the 80 from which the CUDA backend runs them as one plane kernel",
                      {C{2, {128, 128, 1}, Compute::TcSplit, Backend::Cuda, true, cuda::kPlane128MinPlanes - 1},
                       C{3, {4, 128, 128}, Compute::TcSplit, Backend::Cuda, true, 2},
                       C{2, {128, 128, 1}, Compute::TcSplit, Backend::Cuda, false, cuda::kPlane128MinPlanes},
                       C{2, {64, 64, 1}, Compute::TcSplit, Backend::Cuda, false, 2},
                       C{2, {128, 128, 1}, Compute::TcSplit, Backend::Cpu, false, 2}});
  // 128 x 128: the one-pass 16384 kernel's plane form, whose radices the note names
  expect_explain_note("a plane is the line of the one-pass 16384-point kernel with radices 16, 8",
                      {C{3, {128, 128, 128}, Compute::TcSplit, Backend::Cuda, true},
                       C{3, {64, 64, 64}, Compute::TcSplit, Backend::Cuda, false}});
}

// Where the CUDA backend runs pairs of passes as one kernel, explain's head says how many kernels
// and the DRAM bytes that leaves (the pair's intermediate neither written nor read again): 3D 128^3
// x64 (plane pair, 6.44 -> 4.29 GB), 3D 256^3 x8 (fused pair on the transposed inner axes), 1D 65536
// x1024 (fused four-step pair, 2.15 -> 1.07 GB), 3D 32^3 x4096 (plane pair); not on the CPU backend,
// not where no pair is merged (2D 1024^2, NATIVE 128^3).
TEST(MakePlan, ExplainCountsTheCudaKernelsOfMergedPairs) {
  using C = NoteCase;
  expect_explain_note("the CUDA backend runs them as 2 kernel(s), est. 4.29 GB through DRAM",
                      {C{3, {128, 128, 128}, Compute::TcSplit, Backend::Cuda, true, 64},
                       C{3, {256, 256, 256}, Compute::TcSplit, Backend::Cuda, true, 8},
                       C{3, {32, 32, 32}, Compute::TcSplit, Backend::Cuda, true, 4096},
                       C{3, {128, 128, 128}, Compute::TcSplit, Backend::Cpu, false, 64},
                       C{3, {128, 128, 128}, Compute::Native, Backend::Cuda, false, 64}});
  expect_explain_note("the CUDA backend runs them as 1 kernel(s), est. 1.07 GB through DRAM",
                      {C{1, {65536, 1, 1}, Compute::TcSplit, Backend::Cuda, true, 1024}});
  expect_explain_note("the CUDA backend runs them as",
                      {C{2, {1024, 1024, 1}, Compute::TcSplit, Backend::Cuda, false, 64},
                       C{1, {65536, 1, 1}, Compute::TcSplit, Backend::Cuda, false, 2}});  // below the fused pair's size
}

// Rank-2 plans in the register-tile computes on dense data take the transposed form (rows into the
// workspace written transposed, then the workspace's rows out at the output's row stride) for the
// lengths where it measured faster (docs/design.md "Transposed 2D"), and one pass per axis
// elsewhere, with a forced radix or pass length, in other computes and on strided layouts.
TEST(MakePlan, Transposed2DWhereItMeasuredFaster) {
  struct Case {
    long long n0, n1;
    Compute c;
    bool want;
  };
  for (const Case& k : {Case{256, 256, Compute::TcSplit, true}, Case{2048, 2048, Compute::TcSplit, true},
                        Case{2048, 512, Compute::TcSplit, true}, Case{512, 256, Compute::TcSplit, true},
                        Case{2048, 2048, Compute::TcFp16, true}, Case{256, 256, Compute::TcFp16, true},
                        Case{512, 2048, Compute::TcSplit, true},
                        Case{256, 2048, Compute::TcSplit, true}, Case{2048, 256, Compute::TcSplit, true},
                        Case{512, 512, Compute::TcSplit, true}, Case{1024, 1024, Compute::TcSplit, false},
                        Case{128, 128, Compute::TcSplit, false}, Case{1024, 4096, Compute::TcSplit, false},
                        Case{256, 1024, Compute::TcSplit, false}, Case{256, 512, Compute::TcSplit, false},
                        Case{256, 256, Compute::Native, false}}) {
    SCOPED_TRACE(std::to_string(k.n0) + " x " + std::to_string(k.n1) + " " + to_string(k.c));
    const long long batch = 3;
    const Problem p = problem(2, {k.n0, k.n1, 1}, batch, k.c);
    Plan plan;
    ASSERT_TRUE(make_plan(p, PlanOptions{}, &plan).is_ok());
    ASSERT_EQ(plan.passes.size(), 2u);
    const FftPass &a = plan.passes[0], &b = plan.passes[1];
    EXPECT_EQ(a.axis, 1);
    EXPECT_EQ(b.axis, 0);
    EXPECT_TRUE(b.applies_scale);
    EXPECT_FALSE(a.applies_scale);
    const bool note = plan.explain().find("transposed 2D: pass 0 does the") != std::string::npos;
    EXPECT_EQ(note, k.want) << plan.explain();
    if (k.want) {
      const long long v = k.n0 * k.n1;
      EXPECT_EQ(plan.work_bytes, static_cast<size_t>(batch * v * 8));
      EXPECT_EQ(a.src, Buffer::Input);
      EXPECT_EQ(a.dst, Buffer::Work);
      EXPECT_EQ(a.in_stride, 1);
      EXPECT_EQ(a.out_stride, k.n0);  // element k1 of row i0 at k1*n0 + i0
      EXPECT_EQ(b.src, Buffer::Work);
      EXPECT_EQ(b.dst, Buffer::Output);
      EXPECT_EQ(b.in_stride, 1);
      EXPECT_EQ(b.out_stride, k.n1);
      EXPECT_EQ(a.nlines(), batch * k.n0);
      EXPECT_EQ(b.nlines(), batch * k.n1);
    } else {
      EXPECT_EQ(plan.work_bytes, 0u);
      EXPECT_EQ(b.src, Buffer::Output);
      EXPECT_EQ(b.in_stride, k.n1);
    }
  }
  // Off with a forced radix, a pass length, 3 split terms and a strided or padded layout.
  const Problem p = problem(2, {256, 256, 1}, 2, Compute::TcSplit);
  for (int which = 0; which < 2; ++which) {
    PlanOptions o;
    if (which == 0) {
      o.forced_radix = 16;
    } else {
      o.max_pass_len = 8192;
    }
    Plan plan;
    ASSERT_TRUE(make_plan(p, o, &plan).is_ok());
    EXPECT_EQ(plan.work_bytes, 0u) << "which " << which;
  }
  Problem p3 = p;
  p3.split_terms = 3;
  Plan plan;
  ASSERT_TRUE(make_plan(p3, PlanOptions{}, &plan).is_ok());
  EXPECT_EQ(plan.work_bytes, 0u);
  ASSERT_TRUE(make_plan(padded_rows(256, 256, 260), PlanOptions{}, &plan).is_ok());
  EXPECT_EQ(plan.work_bytes, 0u);
}

// The block tile of the CUDA generic kernels (FftPass::tile_log, generic_tile_rule): NATIVE passes
// with strided lines take 2^13 points (one side strided, or a post-twiddle on >= 1024 points) or 2^12
// (both sides, up to 1024 points); passes with a post-twiddle on <= 512 points, both sides strided at
// <= 256 points, contiguous lines, lines of 2^13
// points, other computes and the CPU backend keep 0 (the kernels' own tile).
TEST(MakePlan, BlockTileRuleForStridedNativePasses) {
  struct Case {
    int rank;
    std::array<long long, 3> n;
    Compute c;
    Backend b;
    std::vector<int> want;  // tile_log per pass
  };
  for (const Case& k : {Case{2, {1024, 1024, 1}, Compute::Native, Backend::Cuda, {0, 12}},
                        Case{2, {4096, 4096, 1}, Compute::Native, Backend::Cuda, {0, 13}},
                        Case{2, {8192, 4096, 1}, Compute::Native, Backend::Cuda, {0, 0, 0}},  // split columns
                        Case{2, {2048, 512, 1}, Compute::Native, Backend::Cuda, {0, 13}},
                        Case{2, {512, 2048, 1}, Compute::Native, Backend::Cuda, {0, 12}},
                        Case{2, {256, 256, 1}, Compute::Native, Backend::Cuda, {0, 0}},
                        Case{2, {8192, 8, 1}, Compute::Native, Backend::Cuda, {0, 0}},
                        Case{3, {128, 128, 128}, Compute::Native, Backend::Cuda, {0, 0, 0}},
                        Case{1, {65536, 1, 1}, Compute::Native, Backend::Cuda, {0, 13}},
                        Case{1, {16384, 1, 1}, Compute::Native, Backend::Cuda, {0, 13}},
                        Case{1, {1 << 22, 1, 1}, Compute::Native, Backend::Cuda, {13, 13}},  // 2048 x 2048
                        Case{1, {1 << 20, 1, 1}, Compute::Native, Backend::Cuda, {0, 13}},   // 512 x 2048
                        Case{2, {4096, 4096, 1}, Compute::Native, Backend::Cpu, {0, 0}},
                        Case{2, {4096, 4096, 1}, Compute::TcSplit, Backend::Cuda, {0, 0, 0}},  // split columns
                        Case{1, {65536, 1, 1}, Compute::TcFp16, Backend::Cuda, {0, 0}}}) {
    SCOPED_TRACE(std::to_string(k.rank) + "D " + std::to_string(k.n[0]) + " " + to_string(k.c) + " " +
                 to_string(k.b));
    Problem p = problem(k.rank, k.n, 2, k.c);
    p.backend = k.b;
    Plan plan;
    ASSERT_TRUE(make_plan(p, PlanOptions{}, &plan).is_ok());
    ASSERT_EQ(plan.passes.size(), k.want.size()) << plan.explain();
    for (size_t i = 0; i < k.want.size(); ++i) {
      const FftPass& f = plan.passes[i];
      EXPECT_EQ(f.tile_log, k.want[i]) << "pass " << i << "\n" << plan.explain();
      EXPECT_EQ(f.tile_log, generic_tile_rule(p, f));
      if (f.tile_log != 0) EXPECT_GE(int64_t{1} << f.tile_log, f.n);
      if (f.twiddle_n != 0) EXPECT_EQ(f.tile_log, f.n >= 1024 ? 13 : 0);
    }
  }
  Problem p = problem(2, {1024, 1024, 1}, 2, Compute::Native);
  p.backend = Backend::Cuda;
  Plan plan;
  ASSERT_TRUE(make_plan(p, PlanOptions{}, &plan).is_ok());
  const std::string e = plan.explain();
  EXPECT_NE(e.find("block tile: 2^12 points (4 lines side by side per block of the CUDA generic kernel, the "
                   "planner's rule for strided NATIVE lines)"),
            std::string::npos)
      << e;
  EXPECT_EQ(e.find("block tile: 2^12", e.find("block tile: 2^12") + 1), std::string::npos) << "rows: no tile line";
}

// Rank-2 plans in the register-tile computes on dense data with 4096 or 8192 rows (NATIVE F32: 8192)
// of at least 16 points take the column axis as a four-step of its own (docs/design.md "Split columns"): rows,
// then 64-point columns into the workspace with the T_N post-twiddle along n2, then N/64-point
// columns back to the output at element stride 64 M. One pass per axis elsewhere.
TEST(MakePlan, SplitColumnsForLongColumns) {
  struct Case {
    long long n0, n1;
    Compute c;
    bool want;
  };
  for (const Case& k : {Case{4096, 4096, Compute::TcSplit, true}, Case{8192, 8192, Compute::TcSplit, true},
                        Case{4096, 16, Compute::TcSplit, true}, Case{8192, 64, Compute::TcFp16, true},
                        Case{4096, 8, Compute::TcSplit, false}, Case{2048, 2048, Compute::TcSplit, false},
                        Case{1024, 1024, Compute::TcSplit, false}, Case{4096, 4096, Compute::Native, false},
                        Case{8192, 16, Compute::Native, true}, Case{8192, 8192, Compute::Native, true},
                        Case{2048, 2048, Compute::Native, false}}) {
    SCOPED_TRACE(std::to_string(k.n0) + " x " + std::to_string(k.n1) + " " + to_string(k.c));
    const long long batch = 3, v = k.n0 * k.n1;
    const Problem p = problem(2, {k.n0, k.n1, 1}, batch, k.c);
    Plan plan;
    ASSERT_TRUE(make_plan(p, PlanOptions{}, &plan).is_ok());
    const bool note = plan.explain().find("split columns: axis 0 (n = " + std::to_string(k.n0) + ") = N1 64 x N2 " +
                                          std::to_string(k.n0 / 64)) != std::string::npos;
    EXPECT_EQ(note, k.want) << plan.explain();
    EXPECT_EQ(plan.split_columns(), k.want);
    if (!k.want) {
      EXPECT_NE(plan.passes.size(), 3u);
      continue;
    }
    ASSERT_EQ(plan.passes.size(), 3u);
    const FftPass &r = plan.passes[0], &a = plan.passes[1], &b = plan.passes[2];
    EXPECT_EQ(plan.work_bytes, static_cast<size_t>(batch * v * 8));
    EXPECT_EQ(r.axis, 1);
    EXPECT_EQ(r.n, k.n1);
    EXPECT_EQ(r.src, Buffer::Input);
    EXPECT_EQ(r.dst, Buffer::Output);
    EXPECT_FALSE(r.applies_scale);
    const long long N2 = k.n0 / 64;
    EXPECT_EQ(a.axis, 0);
    EXPECT_EQ(a.n, 64);
    EXPECT_EQ(a.src, Buffer::Output);
    EXPECT_EQ(a.dst, Buffer::Work);
    EXPECT_EQ(a.in_stride, N2 * k.n1);
    EXPECT_EQ(a.out_stride, N2 * k.n1);
    EXPECT_EQ(a.twiddle_n, k.n0);
    ASSERT_EQ(a.lines.size(), 3u);
    EXPECT_EQ(a.twiddle_dim, 1);
    EXPECT_EQ(a.lines[1].count, N2);  // the twiddle dimension: n2
    EXPECT_EQ(a.lines[2].count, k.n1);
    EXPECT_FALSE(a.applies_scale);
    EXPECT_EQ(b.axis, 0);
    EXPECT_EQ(b.n, N2);
    EXPECT_EQ(b.src, Buffer::Work);
    EXPECT_EQ(b.dst, Buffer::Output);
    EXPECT_EQ(b.in_stride, k.n1);
    EXPECT_EQ(b.out_stride, 64 * k.n1);
    EXPECT_EQ(b.twiddle_n, 0);
    EXPECT_TRUE(b.applies_scale);
    EXPECT_EQ(a.nlines(), batch * N2 * k.n1);
    EXPECT_EQ(b.nlines(), batch * 64 * k.n1);
  }
  // Off with a forced radix, a pass length, 3 split terms, rank 3 and a padded layout.
  const Problem p = problem(2, {4096, 64, 1}, 2, Compute::TcSplit);
  for (int which = 0; which < 2; ++which) {
    PlanOptions o;
    if (which == 0) {
      o.forced_radix = 16;
    } else {
      o.max_pass_len = 4096;
    }
    Plan plan;
    ASSERT_TRUE(make_plan(p, o, &plan).is_ok());
    EXPECT_FALSE(plan.split_columns()) << "which " << which;
    EXPECT_EQ(plan.passes.size(), 2u);
  }
  Problem p3 = p;
  p3.split_terms = 3;
  Plan plan;
  ASSERT_TRUE(make_plan(p3, PlanOptions{}, &plan).is_ok());
  EXPECT_FALSE(plan.split_columns());
  ASSERT_TRUE(make_plan(problem(3, {4, 4096, 64}, 1, Compute::TcSplit), PlanOptions{}, &plan).is_ok());
  EXPECT_FALSE(plan.split_columns());
  ASSERT_TRUE(make_plan(padded_rows(4096, 64, 70), PlanOptions{}, &plan).is_ok());
  EXPECT_FALSE(plan.split_columns());
}

// Rank 3: the inner two axes by the same rule (pass A axis 2 into the workspace transposed per
// plane, pass B axis 1 back to the output), then the default axis-0 pass in place.
// Explain says where the CUDA backend runs the two passes of a transposed 256 x 256 form or of the
// 256 x 256 four-step (1D 65536) as one kernel through L2 (the fused pair), and only there: from
// kFusedPairMinPoints (2^22) points per pass (pass_args.h; the two passes below it).
TEST(MakePlan, ExplainNamesTheFusedPair) {
  using C = NoteCase;
  ASSERT_EQ(tcfft::cuda::kFusedPairMinPoints, 1LL << 22) << "the cases below sit on both sides of 2^22 points";
  expect_explain_note("passes 0 and 1: the CUDA backend runs them as one kernel, chunk by chunk of planes",
                      {C{2, {256, 256, 1}, Compute::TcSplit, Backend::Cuda, true, 64},
                       C{2, {256, 256, 1}, Compute::TcSplit, Backend::Cuda, false, 63},
                       C{2, {256, 256, 1}, Compute::TcSplit, Backend::Cuda, false},
                       C{3, {8, 256, 256}, Compute::TcSplit, Backend::Cuda, true, 8},
                       C{3, {8, 256, 256}, Compute::TcSplit, Backend::Cuda, false, 7},
                       C{2, {256, 256, 1}, Compute::TcSplit, Backend::Cpu, false, 64},
                       C{2, {256, 256, 1}, Compute::TcFp16, Backend::Cuda, true, 64},
                       C{3, {8, 256, 256}, Compute::TcFp16, Backend::Cuda, true, 8},
                       C{2, {256, 256, 1}, Compute::Native, Backend::Cuda, false, 64},
                       C{2, {512, 512, 1}, Compute::TcSplit, Backend::Cuda, false, 64},
                       C{2, {2048, 2048, 1}, Compute::TcSplit, Backend::Cuda, false},
                       C{1, {65536, 1, 1}, Compute::TcSplit, Backend::Cuda, true, 64},
                       C{1, {65536, 1, 1}, Compute::TcSplit, Backend::Cuda, false, 63},
                       C{1, {65536, 1, 1}, Compute::TcFp16, Backend::Cuda, true, 64},
                       C{1, {65536, 1, 1}, Compute::TcSplit, Backend::Cpu, false, 64},
                       C{1, {65536, 1, 1}, Compute::Native, Backend::Cuda, false, 64},
                       C{1, {32768, 1, 1}, Compute::TcSplit, Backend::Cuda, false, 128},
                       C{1, {131072, 1, 1}, Compute::TcSplit, Backend::Cuda, false, 32}});
}

// The post-twiddle tables a CUDA plan holds (tcfft.h, tcfftMakePlanMany: "about 8*N bytes for a
// length N whatever the batch, under 1% more with three passes"; none for single-pass, 2D and 3D
// plans), and explain's line for them (CUDA plans only).
TEST(MakePlan, CudaPostTwiddleTableBytes) {
  for (Compute c : {Compute::TcSplit, Compute::TcFp16, Compute::Native}) {
    for (int lg = 15; lg <= 26; ++lg) {
      for (long long b : {1LL, 3LL}) {
        Problem p = problem(1, {1LL << lg, 1, 1}, b, c);
        p.backend = Backend::Cuda;
        Plan plan;
        ASSERT_TRUE(make_plan(p, PlanOptions{}, &plan).is_ok()) << lg;
        const size_t bytes = plan.cuda_post_twiddle_bytes();
        const std::string ex = plan.explain();
        if (plan.passes.size() == 1) {
          EXPECT_EQ(bytes, 0u) << lg << " " << to_string(c);
          EXPECT_EQ(ex.find("device tables"), std::string::npos) << ex;
          continue;
        }
        const double n8 = 8.0 * static_cast<double>(1LL << lg);
        EXPECT_GE(static_cast<double>(bytes), n8) << lg << " " << to_string(c) << "\n" << ex;
        EXPECT_LE(static_cast<double>(bytes), 1.01 * n8) << lg << " " << to_string(c) << "\n" << ex;
        EXPECT_NE(ex.find("post-twiddle tables of "), std::string::npos) << ex;
        EXPECT_NE(ex.find("(" + std::to_string(bytes) + " B) held with the plan"), std::string::npos) << ex;
        // the CPU backend builds no such table, and explain says nothing of one
        p.backend = Backend::Cpu;
        ASSERT_TRUE(make_plan(p, PlanOptions{}, &plan).is_ok());
        EXPECT_EQ(plan.explain().find("device tables"), std::string::npos);
      }
    }
  }
  for (const std::array<long long, 3>& n : {std::array<long long, 3>{1024, 1024, 1}, {4096, 4096, 1}, {256, 256, 256}}) {
    Problem p = problem(n[2] > 1 ? 3 : 2, n, 2, Compute::TcSplit);
    p.backend = Backend::Cuda;
    Plan plan;
    ASSERT_TRUE(make_plan(p, PlanOptions{}, &plan).is_ok());
    if (plan.cuda_post_twiddle_bytes() == 0) {
      EXPECT_EQ(plan.explain().find("device tables"), std::string::npos) << plan.explain();
    } else {
      // split columns (4096^2): the column pass's table, n1 x n2 entries of the N-point column, not
      // the data size
      EXPECT_LE(plan.cuda_post_twiddle_bytes(), 8u * static_cast<size_t>(n[0])) << plan.explain();
    }
  }
}

TEST(MakePlan, TransposedInnerAxesOfRank3) {
  const long long batch = 2;
  Plan plan;
  ASSERT_TRUE(make_plan(problem(3, {8, 256, 256}, batch, Compute::TcSplit), PlanOptions{}, &plan).is_ok());
  ASSERT_EQ(plan.passes.size(), 3u) << plan.explain();
  const FftPass &a = plan.passes[0], &b = plan.passes[1], &c = plan.passes[2];
  EXPECT_EQ(plan.work_bytes, static_cast<size_t>(batch * 8 * 256 * 256 * 8));
  EXPECT_EQ(a.axis, 2);
  EXPECT_EQ(a.src, Buffer::Input);
  EXPECT_EQ(a.dst, Buffer::Work);
  EXPECT_EQ(a.out_stride, 256);
  EXPECT_EQ(a.nlines(), batch * 8 * 256);
  EXPECT_EQ(b.axis, 1);
  EXPECT_EQ(b.src, Buffer::Work);
  EXPECT_EQ(b.dst, Buffer::Output);
  EXPECT_EQ(b.in_stride, 1);
  EXPECT_EQ(b.out_stride, 256);
  EXPECT_FALSE(a.applies_scale || b.applies_scale);
  EXPECT_EQ(c.axis, 0);
  EXPECT_EQ(c.src, Buffer::Output);
  EXPECT_EQ(c.dst, Buffer::Output);
  EXPECT_EQ(c.in_stride, 256 * 256);
  EXPECT_EQ(c.out_stride, 256 * 256);
  EXPECT_EQ(c.nlines(), batch * 256 * 256);
  EXPECT_TRUE(c.applies_scale);
  EXPECT_NE(plan.explain().find("transposed inner axes: pass 0 does the 256-point rows"), std::string::npos)
      << plan.explain();
  // the default plan's axis-0 pass is the same pass
  PlanOptions off;
  off.max_pass_len = 8192;
  Plan axis;
  ASSERT_TRUE(make_plan(problem(3, {8, 256, 256}, batch, Compute::TcSplit), off, &axis).is_ok());
  ASSERT_EQ(axis.passes.size(), 3u);
  EXPECT_EQ(axis.work_bytes, 0u);
  EXPECT_EQ(axis.passes[2].lines.size(), c.lines.size());
  EXPECT_EQ(axis.passes[2].nlines(), c.nlines());
  EXPECT_EQ(axis.passes[2].in_stride, c.in_stride);
  EXPECT_EQ(axis.passes[2].radices, c.radices);
  // not taken: planes of 128, a length-1 axis 0, NATIVE; taken: planes of 512 (since v38)
  for (const std::array<long long, 3>& n : {std::array<long long, 3>{128, 128, 128}, {1, 256, 256}}) {
    ASSERT_TRUE(make_plan(problem(3, n, 1, Compute::TcSplit), PlanOptions{}, &plan).is_ok());
    EXPECT_EQ(plan.work_bytes, 0u) << n[0] << " x " << n[1] << " x " << n[2];
  }
  ASSERT_TRUE(make_plan(problem(3, {512, 512, 512}, 1, Compute::TcSplit), PlanOptions{}, &plan).is_ok());
  EXPECT_EQ(plan.work_bytes, static_cast<size_t>(512) * 512 * 512 * 8);
  EXPECT_NE(plan.explain().find("transposed inner axes: pass 0 does the 512-point rows"), std::string::npos)
      << plan.explain();
  ASSERT_TRUE(make_plan(problem(3, {8, 256, 256}, 1, Compute::Native), PlanOptions{}, &plan).is_ok());
  EXPECT_EQ(plan.work_bytes, 0u);
}

// Explain lists every pass and every stage with its radix.
struct ExplainCase {
  int rank;
  std::array<long long, 3> n;
  int forced;
};

class Explain : public ::testing::TestWithParam<ExplainCase> {};

TEST_P(Explain, MentionsEveryPassAndStage) {
  const ExplainCase& c = GetParam();
  PlanOptions o;
  o.forced_radix = c.forced;
  Plan plan;
  ASSERT_TRUE(make_plan(problem(c.rank, c.n, 3, Compute::TcSplit), o, &plan).is_ok());
  const std::string t = plan.explain();
  EXPECT_NE(t.find(plan.problem.describe()), std::string::npos) << t;
  for (size_t i = 0; i < plan.passes.size(); ++i) {
    const std::string pass = "pass " + std::to_string(i) + ": axis " + std::to_string(plan.passes[i].axis) +
                             ", n=" + std::to_string(plan.passes[i].n);
    const size_t at = t.find(pass);
    ASSERT_NE(at, std::string::npos) << pass << " missing:\n" << t;
    const size_t next = t.find("pass " + std::to_string(i + 1) + ":", at);
    const std::string block = t.substr(at, next == std::string::npos ? std::string::npos : next - at);
    EXPECT_NE(block.find("tc-split (2 split terms)"), std::string::npos) << block;
    for (size_t k = 0; k < plan.passes[i].radices.size(); ++k) {
      const std::string stage = "stage " + std::to_string(k) + ": radix " + std::to_string(plan.passes[i].radices[k]);
      EXPECT_NE(block.find(stage), std::string::npos) << stage << " missing in pass " << i << ":\n" << block;
    }
    if (plan.passes[i].radices.empty()) EXPECT_NE(block.find("copy"), std::string::npos) << block;
    if (i + 1 == plan.passes.size()) EXPECT_NE(block.find("applies normalization"), std::string::npos) << block;
    if (plan.passes[i].twiddle_n > 0) EXPECT_NE(block.find("post-twiddle"), std::string::npos) << block;
  }
  if (plan.work_bytes > 0) {
    EXPECT_NE(t.find("input -> work"), std::string::npos) << t;
    EXPECT_NE(t.find("work -> output"), std::string::npos) << t;
    EXPECT_NE(t.find(plan.passes.size() == 2 ? "transpose is folded into pass 1"
                                              : "transposes are folded into pass 2's strided write"),
              std::string::npos)
        << t;
  }
  EXPECT_EQ(t.find("pass " + std::to_string(plan.passes.size()) + ":"), std::string::npos) << "extra pass:\n" << t;
}

INSTANTIATE_TEST_SUITE_P(Shapes, Explain,
                         ::testing::Values(ExplainCase{1, {1, 1, 1}, 0}, ExplainCase{1, {4096, 1, 1}, 0},
                                           ExplainCase{1, {1 << 20, 1, 1}, 8}, ExplainCase{2, {64, 2, 1}, 2},
                                           ExplainCase{1, {1 << 19, 1, 1}, 0},
                                           ExplainCase{3, {16, 32, 64}, 0}, ExplainCase{3, {8, 1, 512}, 4}),
                         [](const ::testing::TestParamInfo<ExplainCase>& i) { return "case" + std::to_string(i.index); });

// The public tcfftExplain text is the plan's explain text.
TEST(ExplainApi, PublicTextListsPassesAndStages) {
  tcfftHandle h = nullptr;
  ASSERT_EQ(tcfftCreate(&h), TCFFT_SUCCESS);
  ASSERT_EQ(tcfftSetBackend(h, TCFFT_BACKEND_CPU), TCFFT_SUCCESS);
  ASSERT_EQ(tcfftSetPlanRadix(h, 8), TCFFT_SUCCESS);
  ASSERT_EQ(tcfftPlan2d(h, 32, 1024, TCFFT_C2C, nullptr), TCFFT_SUCCESS) << tcfftGetLastErrorMessage(h);
  size_t len = 0;
  ASSERT_EQ(tcfftExplainLength(h, &len), TCFFT_SUCCESS);
  std::string t(len, '\0');
  ASSERT_EQ(tcfftExplain(h, &t[0], len), TCFFT_SUCCESS);
  t.resize(len - 1);
  // pass 0: axis 1 (n=1024 = 8*8*8*2), pass 1: axis 0 (n=32 = 8*4).
  for (const char* s : {"pass 0: axis 1, n=1024", "pass 1: axis 0, n=32", "stage 0: radix 8", "stage 3: radix 2",
                        "stage 1: radix 4", "applies normalization", "f32", "native"}) {
    EXPECT_NE(t.find(s), std::string::npos) << s << " missing:\n" << t;
  }
  tcfftDestroy(h);
}

}  // namespace
}  // namespace tcfft
