// Which CUDA kernels take a pass whose stage 0 is the float radix-16 network (docs/numerics.md §4.7,
// float_stage0_rule): a host-only decision, so it runs without a GPU. The register-tile 4096- and
// 1024-point kernels take TC_SPLIT (2 terms) 16,16,16 and 16,8,8 passes (post-twiddled ones where the
// staged kernels take them: line_rule_geometry, since v38), the generic kernels never do (they would
// run stage 0 split), and the rule on pass arguments is the planner's float_first_stage on the
// FftPass they come from. The same for the 64- and 256-point passes under the input's line scale
// (§4.9, input_line_scale_rule).
#include <gtest/gtest.h>

#include <cstdint>

#include "cuda/kernels/pass_args.h"
#include "cuda/kernels/regtile/regtile.h"
#include "plan/plan.h"

namespace {

using tcfft::cuda::PassArgsF32;
using tcfft::cuda::PassCompute;
namespace rt = tcfft::cuda::kern::rt;

// 16 contiguous lines of n points with these radices.
PassArgsF32 rows(int n, std::initializer_list<int> radices, PassCompute c, int split) {
  PassArgsF32 a;
  a.n = n;
  for (int r : radices) a.radix[a.nstages++] = r;
  a.lines.rank = 1;
  a.lines.count[0] = 16;
  a.lines.istride[0] = a.lines.ostride[0] = n;
  a.nlines = 16;
  a.compute = c;
  a.split_terms = split;
  return a;
}

// The same lines as columns: element stride 16, the lines 1 apart (2D / 3D columns: the staged kernels).
PassArgsF32 columns(PassArgsF32 a) {
  a.in_stride = a.out_stride = 16;
  a.lines.istride[0] = a.lines.ostride[0] = 1;
  return a;
}

// Pass a post-twiddled over its lines (four-step pass A) with a table of tw_n entries.
PassArgsF32 twiddled(PassArgsF32 a, int64_t tw_n) {
  a.twiddle_n = tw_n;
  a.twiddle_dim = 0;
  return a;
}

TEST(FloatStage0Dispatch, RegisterTileKernelsTakeTheRulesPasses) {
  for (const PassArgsF32& a : {rows(4096, {16, 16, 16}, PassCompute::TcSplit, 2), rows(1024, {16, 8, 8}, PassCompute::TcSplit, 2)}) {
    ASSERT_TRUE(tcfft::cuda::float_stage0_rule(a)) << a.n;
    EXPECT_TRUE(rt::supported(a)) << a.n;
    EXPECT_TRUE(tcfft::cuda::pass_supported(a)) << a.n;
    // strided lines (2D / 3D columns: the staged kernels) too
    const PassArgsF32 col = columns(a);
    EXPECT_TRUE(rt::supported(col)) << a.n;
    EXPECT_TRUE(tcfft::cuda::pass_supported(col)) << a.n;
    // post-twiddled columns (four-step pass A) are in the rule: the staged kernels take them
    const PassArgsF32 tw = twiddled(col, int64_t{1} << 16);
    EXPECT_TRUE(tcfft::cuda::float_stage0_rule(tw)) << a.n;
    EXPECT_TRUE(rt::supported(tw)) << a.n;
    EXPECT_TRUE(tcfft::cuda::pass_supported(tw)) << a.n;
    // ... but not where the staged kernels do not take them (lines neither adjacent nor contiguous
    // on the input side; a table that is not a power of two): split stage 0, the generic kernels
    for (const int64_t twn : {int64_t{1} << 16, int64_t{3} << 14}) {
      PassArgsF32 off = tw;
      off.twiddle_n = twn;
      if (twn == (int64_t{1} << 16)) off.lines.istride[0] = 2;
      EXPECT_FALSE(tcfft::cuda::float_stage0_rule(off)) << a.n << " table " << twn;
      EXPECT_FALSE(rt::supported(off)) << a.n << " table " << twn;
    }
  }
  // outside the rule every stage stays split, and the generic kernels still take such passes
  for (const PassArgsF32& b : {rows(4096, {16, 16, 16}, PassCompute::TcSplit, 3), rows(4096, {16, 16, 16}, PassCompute::TcFp16, 1),
                               rows(1024, {16, 8, 8}, PassCompute::TcSplit, 3), rows(1024, {8, 8, 16}, PassCompute::TcSplit, 2),
                               rows(2048, {16, 8, 8, 2}, PassCompute::TcSplit, 3), rows(4096, {8, 8, 8, 8}, PassCompute::TcSplit, 2),
                               rows(4096, {16, 16, 16}, PassCompute::Native, 2)}) {
    EXPECT_FALSE(tcfft::cuda::float_stage0_rule(b)) << b.n << " compute " << static_cast<int>(b.compute);
    EXPECT_TRUE(tcfft::cuda::pass_supported(b)) << b.n << " compute " << static_cast<int>(b.compute);
  }
}

// §4.9: the 256-point TC_SPLIT (2 terms) passes, scaled by the input's line maximum, in the
// register-tile kernels only (contiguous rows, strided columns, post-twiddled columns); with a
// post-twiddle the staged kernels do not take, 3 terms or other radices the per-vector scales stay
// and the generic kernels still take the pass. TC_FP16's 64- and 256-point passes follow the same
// rule since v42.
TEST(FloatStage0Dispatch, InputLineScalePassesOnlyInRegisterTileKernels) {
  ASSERT_TRUE(tcfft::cuda::input_line_scale_rule(rows(64, {8, 8}, PassCompute::TcSplit, 2)));
  EXPECT_TRUE(tcfft::cuda::pass_supported(rows(64, {8, 8}, PassCompute::TcSplit, 2)));
  const PassArgsF32 a = rows(256, {16, 16}, PassCompute::TcSplit, 2);
  ASSERT_TRUE(tcfft::cuda::input_line_scale_rule(a));
  EXPECT_FALSE(tcfft::cuda::float_stage0_rule(a));
  EXPECT_TRUE(rt::supported(a));
  EXPECT_TRUE(tcfft::cuda::pass_supported(a));
  const PassArgsF32 col = columns(a);
  EXPECT_TRUE(tcfft::cuda::input_line_scale_rule(col));
  EXPECT_TRUE(tcfft::cuda::pass_supported(col));
  PassArgsF32 tw = twiddled(col, int64_t{1} << 16);
  EXPECT_TRUE(tcfft::cuda::input_line_scale_rule(tw));  // four-step pass A (since v38)
  EXPECT_TRUE(rt::supported(tw));
  tw.lines.istride[0] = tw.lines.ostride[0] = 3;  // neither adjacent nor contiguous: not staged
  EXPECT_FALSE(tcfft::cuda::input_line_scale_rule(tw));
  EXPECT_FALSE(rt::supported(tw));
  for (const PassArgsF32& f : {rows(256, {16, 16}, PassCompute::TcFp16, 1), rows(64, {8, 8}, PassCompute::TcFp16, 1)}) {
    EXPECT_TRUE(tcfft::cuda::input_line_scale_rule(f)) << f.n;
    EXPECT_TRUE(tcfft::cuda::input_line_scale_rule(columns(f))) << f.n;
    EXPECT_TRUE(rt::supported(f)) << f.n;
    EXPECT_TRUE(tcfft::cuda::pass_supported(f)) << f.n;
    rt::set_enabled(false);
    const bool generic = tcfft::cuda::pass_supported(f);
    rt::set_enabled(true);
    EXPECT_FALSE(generic) << f.n << ": the generic kernels would scale per vector";
  }
  const PassArgsF32 others[] = {rows(256, {16, 16}, PassCompute::TcSplit, 3), rows(256, {4, 4, 16}, PassCompute::TcFp16, 1),
                                rows(256, {4, 4, 16}, PassCompute::TcSplit, 2), rows(512, {16, 16, 2}, PassCompute::TcSplit, 3),
                                rows(256, {16, 16}, PassCompute::Native, 2), rows(128, {8, 8, 2}, PassCompute::TcSplit, 3),
                                rows(64, {8, 8}, PassCompute::TcSplit, 3), rows(64, {4, 4, 4}, PassCompute::TcSplit, 2)};
  rt::set_enabled(false);
  const bool rule_generic = tcfft::cuda::pass_supported(a);
  const bool tw_generic = tcfft::cuda::pass_supported(tw);
  bool others_generic = true;
  for (const PassArgsF32& b : others) others_generic = others_generic && tcfft::cuda::pass_supported(b);
  rt::set_enabled(true);
  EXPECT_FALSE(rule_generic) << "the generic kernels would scale per vector";
  EXPECT_TRUE(tw_generic);
  EXPECT_TRUE(others_generic);
  for (const PassArgsF32& b : others) EXPECT_FALSE(tcfft::cuda::input_line_scale_rule(b)) << b.n;
}

// §4.11: the 128-, 512-, 2048- and 8192-point radix-2-tail TC_SPLIT (2 terms) passes (and TC_FP16's 128 / 512
// since v42), one scale per sub-row, in
// the staged register-tile kernels only: every layout they stage (contiguous rows, strided columns,
// post-twiddled columns); lines they cannot stage keep the per-vector scales in the generic kernels.
TEST(FloatStage0Dispatch, SubrowLineScalePassesOnlyInRegisterTileKernels) {
  for (const PassArgsF32& a : {rows(512, {16, 16, 2}, PassCompute::TcSplit, 2), rows(128, {8, 8, 2}, PassCompute::TcSplit, 2),
                               rows(512, {16, 16, 2}, PassCompute::TcFp16, 1), rows(128, {8, 8, 2}, PassCompute::TcFp16, 1),
                               rows(2048, {16, 8, 8, 2}, PassCompute::TcSplit, 2),
                               rows(8192, {16, 16, 16, 2}, PassCompute::TcSplit, 2)}) {
    // 128 / 512: §4.9 on the sub-rows; 2048 / 8192: §4.7 + §4.8 on them (float stage 0)
    auto rule = [](const PassArgsF32& b) {
      return b.n <= 512 ? tcfft::cuda::subrow_line_scale_rule(b) : tcfft::cuda::float_stage0_rule(b);
    };
    ASSERT_TRUE(rule(a)) << a.n;
    EXPECT_EQ(tcfft::cuda::subrow_line_scale_rule(a), a.n <= 512) << a.n;
    EXPECT_EQ(tcfft::cuda::float_stage0_rule(a), a.n >= 2048) << a.n;
    EXPECT_FALSE(tcfft::cuda::input_line_scale_rule(a)) << a.n;
    EXPECT_TRUE(rt::supported(a)) << a.n;
    EXPECT_TRUE(tcfft::cuda::pass_supported(a)) << a.n;
    const PassArgsF32 col = columns(a);
    const PassArgsF32 tw = twiddled(col, int64_t{1} << 18);
    PassArgsF32 off = tw;  // neither adjacent nor contiguous: not staged
    off.lines.istride[0] = off.lines.ostride[0] = 3;
    PassArgsF32 odd = tw;  // a table that is not a power of two
    odd.twiddle_n = int64_t{3} << 16;
    for (const PassArgsF32* b : {&col, &tw}) {
      EXPECT_TRUE(rule(*b)) << a.n;
      EXPECT_TRUE(rt::supported(*b)) << a.n;
      EXPECT_TRUE(tcfft::cuda::pass_supported(*b)) << a.n;
    }
    for (const PassArgsF32* b : {&off, &odd}) {
      EXPECT_FALSE(rule(*b)) << a.n;
      EXPECT_FALSE(rt::supported(*b)) << a.n;
    }
    EXPECT_TRUE(tcfft::cuda::pass_supported(off)) << a.n << " (generic kernels, per-vector scales)";
    rt::set_enabled(false);
    const bool rule_generic = tcfft::cuda::pass_supported(a);
    rt::set_enabled(true);
    EXPECT_FALSE(rule_generic) << a.n << ": the generic kernels would scale per vector";
  }
}

TEST(FloatStage0Dispatch, GenericKernelsRefuseTheRulesPasses) {
  const PassArgsF32 a = rows(4096, {16, 16, 16}, PassCompute::TcSplit, 2);
  const PassArgsF32 a1024 = rows(1024, {16, 8, 8}, PassCompute::TcSplit, 2);
  const PassArgsF32 other = rows(4096, {8, 8, 8, 8}, PassCompute::TcSplit, 2);
  rt::set_enabled(false);
  const bool rule_pass = tcfft::cuda::pass_supported(a);
  const bool rule_pass1024 = tcfft::cuda::pass_supported(a1024);
  const bool other_pass = tcfft::cuda::pass_supported(other);
  rt::set_enabled(true);
  EXPECT_FALSE(rule_pass) << "the generic kernels would run stage 0 split";
  EXPECT_FALSE(rule_pass1024) << "the generic kernels would run stage 0 split";
  EXPECT_TRUE(other_pass);
}

TEST(FloatStage0Dispatch, ArgumentRuleIsThePlannersRule) {
  using tcfft::Compute;
  for (Compute c : {Compute::TcSplit, Compute::TcFp16, Compute::Native}) {
    for (int split : {2, 3}) {
      for (const std::vector<int>& rs : {std::vector<int>{16, 16, 16}, std::vector<int>{16, 8, 8},
                                         std::vector<int>{8, 8, 16}, std::vector<int>{8, 8, 8, 8},
                                         std::vector<int>{16, 16, 16, 2}, std::vector<int>{16, 8, 8, 2},
                                         std::vector<int>{16, 16}, std::vector<int>{4, 4, 16},
                                         std::vector<int>{16, 16, 2}, std::vector<int>{8, 8},
                                         std::vector<int>{8, 8, 2}}) {
        for (int64_t twn : {int64_t{0}, int64_t{1} << 20, int64_t{3} << 18, int64_t{1} << 31})
        for (int geo = 0; geo < 4; ++geo) {
          // geo 0: no lines; 1: columns (element stride 64, lines adjacent); 2: both sides
          // contiguous; 3: lines 2 apart, element stride 64 (not stageable)
          tcfft::FftPass f;
          f.radices = rs;
          f.n = 1;
          for (int r : rs) f.n *= r;
          f.compute = c;
          f.split_terms = split;
          f.twiddle_n = twn;
          PassArgsF32 a;
          a.n = static_cast<int>(f.n);
          for (int r : rs) a.radix[a.nstages++] = r;
          a.compute = c == Compute::TcSplit ? PassCompute::TcSplit
                                            : c == Compute::TcFp16 ? PassCompute::TcFp16 : PassCompute::Native;
          a.split_terms = c == Compute::TcFp16 ? 1 : split;
          a.twiddle_n = twn;
          if (geo > 0) {
            f.in_stride = f.out_stride = geo == 2 ? 1 : 64;
            f.lines = {tcfft::LineDim{4, 1 << 20, 1 << 20}, tcfft::LineDim{64, geo == 3 ? 2 : 1, geo == 3 ? 2 : 1}};
            f.twiddle_dim = 1;
            a.in_stride = f.in_stride;
            a.out_stride = f.out_stride;
            a.lines.rank = 2;
            for (int d = 0; d < 2; ++d) {
              a.lines.count[d] = f.lines[d].count;
              a.lines.istride[d] = f.lines[d].istride;
              a.lines.ostride[d] = f.lines[d].ostride;
            }
            a.twiddle_dim = 1;
          }
          EXPECT_EQ(tcfft::line_rule_geometry(f), tcfft::cuda::line_rule_geometry(a)) << f.n << " geo " << geo;
          EXPECT_EQ(tcfft::float_first_stage(f), tcfft::cuda::float_stage0_rule(a)) << f.n << " split " << split << " geo " << geo;
          EXPECT_EQ(tcfft::input_line_scaled(f), tcfft::cuda::input_line_scale_rule(a)) << f.n << " split " << split << " geo " << geo;
          EXPECT_EQ(tcfft::subrow_line_scaled(f), tcfft::cuda::subrow_line_scale_rule(a)) << f.n << " split " << split << " geo " << geo;
          // the §4.11 passes are exactly the radix-2-tail passes the staged kernels take
          a.nlines = geo > 0 ? 4 * 64 : 1;
          if (c == Compute::TcSplit && split == 2 && (rs == std::vector<int>{16, 16, 2} || rs == std::vector<int>{8, 8, 2}))
            EXPECT_EQ(tcfft::subrow_line_scaled(f), rt::supported(a)) << f.n << " twn " << twn << " geo " << geo;
          if (c == Compute::TcSplit && split == 2 &&
              (rs == std::vector<int>{16, 16, 16, 2} || rs == std::vector<int>{16, 8, 8, 2}))
            EXPECT_EQ(tcfft::float_first_stage(f), rt::supported(a)) << f.n << " twn " << twn << " geo " << geo;
          if (twn == (int64_t{1} << 20) && geo == 1 && c == Compute::TcSplit && split == 2 &&
              (rs == std::vector<int>{16, 8, 8} || rs == std::vector<int>{16, 16}))
            EXPECT_TRUE(tcfft::float_first_stage(f) || tcfft::input_line_scaled(f)) << "a four-step pass A is in the rules";
        }
      }
    }
  }
}

}  // namespace
