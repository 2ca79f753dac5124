// Oracle tests for multi-dimensional shapes, advanced layouts (batch
// interleaved, padded embeds, different input and output layouts),
// normalization modes and forced radices. CPU backend, public API, FFTW long
// double reference; every run also checks that nothing outside the output
// layout was written and (out-of-place) that the input is untouched.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "common/modes.h"
#include "common/oracle.h"

namespace tct {
namespace {



Spec base(const Mode& m) { return spec_for(m); }

// ---------------------------------------------------------------------------
// Multi-dimensional shapes.

struct Shape {
  const char* name;
  int rank;
  std::array<long long, 3> n;
  long long batch;
};

const Shape kShapes[] = {
    {"2x2", 2, {2, 2, 1}, 1},          {"16x64", 2, {16, 64, 1}, 2},     {"64x8x32", 3, {64, 8, 32}, 1},
    {"128x128_b3", 2, {128, 128, 1}, 3}, {"1x32", 2, {1, 32, 1}, 2},      {"32x1", 2, {32, 1, 1}, 2},
    {"4x1x8", 3, {4, 1, 8}, 3},        {"1x1x1", 3, {1, 1, 1}, 4},       {"2x4x2", 3, {2, 4, 2}, 5},
    {"256x2", 2, {256, 2, 1}, 1},
};

struct MultiDCase {
  Shape shape;
  Mode mode;
  int direction;
  bool in_place;
};

class OracleMultiD : public ::testing::TestWithParam<MultiDCase> {};

TEST_P(OracleMultiD, MatchesFftwLongDouble) {
  const MultiDCase& c = GetParam();
  Spec s = base(c.mode);
  s.rank = c.shape.rank;
  s.n = c.shape.n;
  s.batch = c.shape.batch;
  s.direction = c.direction;
  s.in_place = c.in_place;
  expect_matches_reference(s, 4242);
}

std::vector<MultiDCase> multid_cases() {
  std::vector<MultiDCase> v;
  int k = 0;
  for (const Shape& sh : kShapes) {
    for (const Mode& m : {kF64, kF32, kSplit2, kFp16, kF16}) {
      // Alternate direction and placement over the grid so each shape sees both.
      v.push_back({sh, m, (k % 2) ? TCFFT_INVERSE : TCFFT_FORWARD, (k / 2) % 2 == 1});
      ++k;
    }
  }
  // The large 2D case in every remaining combination for F32 native and split.
  for (const Mode& m : {kF32, kSplit2, kSplit3, kBF16}) {
    for (int dir : {TCFFT_FORWARD, TCFFT_INVERSE}) v.push_back({kShapes[3], m, dir, dir > 0});
  }
  return v;
}

INSTANTIATE_TEST_SUITE_P(Shapes, OracleMultiD, ::testing::ValuesIn(multid_cases()),
                         [](const ::testing::TestParamInfo<MultiDCase>& i) {
                           return std::string(i.param.mode.name) + "_" + i.param.shape.name +
                                  (i.param.direction < 0 ? "_fwd" : "_inv") +
                                  (i.param.in_place ? "_inplace" : "_outofplace") + "_" +
                                  std::to_string(i.index);
                         });

// Split columns (docs/design.md "Split columns": rank 2, 4096 or 8192 rows of >= 16 points in the
// register-tile computes; NATIVE F32 at 8192): rows, 64-point columns into the workspace with the post-twiddle, N/64-point
// columns back to the output (for 8192 a radix-2 tail pass), in and out of place, normalized.
TEST(OracleSplitColumns, MatchesFftwLongDouble) {
  struct Case {
    Mode mode;
    long long n0, n1, batch;
    int direction;
    bool in_place;
    tcfftNormalization norm;
  };
  for (const Case& c : {Case{kSplit2, 4096, 16, 2, TCFFT_FORWARD, false, TCFFT_NORM_NONE},
                        Case{kSplit2, 8192, 16, 1, TCFFT_INVERSE, true, TCFFT_NORM_BY_N},
                        Case{kFp16, 4096, 32, 1, TCFFT_INVERSE, false, TCFFT_NORM_NONE},
                        Case{kF32, 8192, 16, 2, TCFFT_INVERSE, true, TCFFT_NORM_BY_SQRT_N},
                        Case{kF32, 8192, 32, 1, TCFFT_FORWARD, false, TCFFT_NORM_NONE}}) {
    Spec s = base(c.mode);
    s.rank = 2;
    s.n = {c.n0, c.n1, 1};
    s.batch = c.batch;
    s.direction = c.direction;
    s.in_place = c.in_place;
    s.norm = c.norm;
    SCOPED_TRACE(s.name());
    expect_matches_reference(s, 4343);
  }
}

// ---------------------------------------------------------------------------
// Advanced layouts.

struct LayoutCase {
  const char* name;
  Spec spec;  // mode fields filled per instantiation
};

// Batch-interleaved: element j of batch b at j*batch + b.
SideLayout interleaved(const Spec& s) {
  SideLayout l;
  l.dense = false;
  l.embed = s.n;
  l.stride = s.batch;
  l.dist = 1;
  return l;
}

// Padded: every dimension's embed larger than n (embed[0] only enters dist),
// stride 1, dist = padded volume + extra.
SideLayout padded(const Spec& s, long long pad, long long stride, long long extra_dist) {
  SideLayout l;
  l.dense = false;
  long long vol = 1;
  for (int d = 0; d < s.rank; ++d) {
    l.embed[d] = s.n[d] + pad;
    vol *= l.embed[d];
  }
  l.stride = stride;
  l.dist = vol * stride + extra_dist;
  return l;
}

std::vector<LayoutCase> layout_cases() {
  std::vector<LayoutCase> v;
  auto mk = [](int rank, std::array<long long, 3> n, long long batch) {
    Spec s;
    s.rank = rank;
    s.n = n;
    s.batch = batch;
    return s;
  };
  {
    Spec s = mk(1, {64, 1, 1}, 5);
    s.in = interleaved(s);
    s.out = interleaved(s);
    v.push_back({"interleaved_1d_64_b5", s});
    s.in_place = true;
    v.push_back({"interleaved_1d_64_b5_inplace", s});
  }
  {
    Spec s = mk(1, {1024, 1, 1}, 3);
    s.in = interleaved(s);
    v.push_back({"interleaved_in_dense_out_1024_b3", s});
  }
  {
    Spec s = mk(2, {16, 32, 1}, 4);
    s.in = interleaved(s);
    s.out = interleaved(s);
    v.push_back({"interleaved_2d_16x32_b4", s});
  }
  {
    Spec s = mk(1, {256, 1, 1}, 3);
    s.in = padded(s, 5, 1, 3);
    s.out = padded(s, 0, 2, 1);
    v.push_back({"padded_in_strided_out_1d_256", s});
  }
  {
    Spec s = mk(2, {8, 16, 1}, 2);
    s.in = padded(s, 3, 1, 7);
    s.out = padded(s, 1, 3, 0);
    v.push_back({"padded_2d_8x16_diff_layouts", s});
  }
  {
    Spec s = mk(2, {8, 16, 1}, 2);
    s.in = padded(s, 2, 2, 5);
    s.out = s.in;
    s.in_place = true;
    v.push_back({"padded_2d_8x16_inplace", s});
  }
  {
    Spec s = mk(3, {4, 8, 16}, 2);
    s.in = padded(s, 1, 1, 0);
    s.out = padded(s, 2, 1, 11);
    v.push_back({"padded_3d_4x8x16", s});
  }
  {
    Spec s = mk(3, {8, 4, 8}, 3);
    s.in = interleaved(s);
    s.out = padded(s, 1, 2, 3);
    v.push_back({"interleaved_in_padded_out_3d", s});
  }
  {
    // idist smaller than the transform footprint but interleaved with stride:
    // two batches share the buffer region, alternating elements (injective).
    Spec s = mk(1, {128, 1, 1}, 2);
    s.in.dense = false;
    s.in.embed = {128, 1, 1};
    s.in.stride = 2;
    s.in.dist = 1;
    s.out = s.in;
    v.push_back({"stride2_dist1_1d_128_b2", s});
  }
  {
    // batch 1 with dist 0 (allowed when batch == 1) and a large stride.
    Spec s = mk(1, {512, 1, 1}, 1);
    s.in.dense = false;
    s.in.embed = {512, 1, 1};
    s.in.stride = 3;
    s.in.dist = 0;
    s.out.dense = false;
    s.out.embed = {512, 1, 1};
    s.out.stride = 1;
    s.out.dist = 0;
    v.push_back({"batch1_dist0_stride3", s});
  }
  {
    // Input embed[0] smaller than n[0] is allowed (embed[0] only enters dist).
    Spec s = mk(2, {16, 8, 1}, 2);
    s.in.dense = false;
    s.in.embed = {1, 8, 1};
    s.in.stride = 1;
    s.in.dist = 16 * 8;
    v.push_back({"embed0_smaller_than_n0", s});
  }
  return v;
}

struct LayoutModeCase {
  LayoutCase layout;
  Mode mode;
  int direction;
};

class OracleLayouts : public ::testing::TestWithParam<LayoutModeCase> {};

TEST_P(OracleLayouts, MatchesFftwLongDouble) {
  const LayoutModeCase& c = GetParam();
  Spec s = c.layout.spec;
  s.storage = c.mode.storage;
  s.compute = c.mode.compute;
  s.split_terms = c.mode.split_terms;
  s.direction = c.direction;
  expect_matches_reference(s, 99);
}

std::vector<LayoutModeCase> layout_mode_cases() {
  std::vector<LayoutModeCase> v;
  int k = 0;
  for (const LayoutCase& l : layout_cases()) {
    for (const Mode& m : {kF64, kF32, kSplit2, kF16}) {
      v.push_back({l, m, (k++ % 2) ? TCFFT_INVERSE : TCFFT_FORWARD});
    }
  }
  return v;
}

INSTANTIATE_TEST_SUITE_P(Layouts, OracleLayouts, ::testing::ValuesIn(layout_mode_cases()),
                         [](const ::testing::TestParamInfo<LayoutModeCase>& i) {
                           return std::string(i.param.mode.name) + "_" + i.param.layout.name +
                                  (i.param.direction < 0 ? "_fwd" : "_inv");
                         });

// ---------------------------------------------------------------------------
// Normalization modes.

struct NormCase {
  Mode mode;
  tcfftNormalization norm;
  int direction;
  int rank;
  std::array<long long, 3> n;
};

class OracleNorm : public ::testing::TestWithParam<NormCase> {};

TEST_P(OracleNorm, MatchesScaledReference) {
  const NormCase& c = GetParam();
  Spec s = base(c.mode);
  s.rank = c.rank;
  s.n = c.n;
  s.batch = 2;
  s.norm = c.norm;
  s.direction = c.direction;
  expect_matches_reference(s, 5);
}

std::vector<NormCase> norm_cases() {
  std::vector<NormCase> v;
  for (const Mode& m : {kF64, kF32, kSplit2, kFp16, kF16}) {
    for (tcfftNormalization nm : {TCFFT_NORM_BY_N, TCFFT_NORM_BY_SQRT_N}) {
      for (int dir : {TCFFT_FORWARD, TCFFT_INVERSE}) {
        // 1D with odd log2 (1/sqrt(N) irrational) and a 2D shape.
        v.push_back({m, nm, dir, 1, {2048, 1, 1}});
        v.push_back({m, nm, dir, 2, {8, 16, 1}});
      }
    }
  }
  // N = 1: scale 1, must stay exact.
  v.push_back({kF32, TCFFT_NORM_BY_SQRT_N, TCFFT_FORWARD, 1, {1, 1, 1}});
  v.push_back({kF64, TCFFT_NORM_BY_N, TCFFT_INVERSE, 1, {1, 1, 1}});
  return v;
}

INSTANTIATE_TEST_SUITE_P(Norms, OracleNorm, ::testing::ValuesIn(norm_cases()),
                         [](const ::testing::TestParamInfo<NormCase>& i) {
                           std::string n;
                           for (int d = 0; d < i.param.rank; ++d) n += (d ? "x" : "") + std::to_string(i.param.n[d]);
                           return std::string(i.param.mode.name) +
                                  (i.param.norm == TCFFT_NORM_BY_N ? "_byN_" : "_bySqrtN_") + n +
                                  (i.param.direction < 0 ? "_fwd" : "_inv");
                         });

// ---------------------------------------------------------------------------
// Every forced radix (tcfftSetPlanRadix 2/4/8/16) across sizes that end with
// every possible remainder stage.

struct RadixCase {
  Mode mode;
  int radix;
  int log2n;
};

class OracleRadix : public ::testing::TestWithParam<RadixCase> {};

TEST_P(OracleRadix, MatchesFftwLongDouble) {
  const RadixCase& c = GetParam();
  Spec s = base(c.mode);
  s.n = {1LL << c.log2n, 1, 1};
  s.batch = 2;
  s.radix = c.radix;
  s.direction = c.log2n % 2 ? TCFFT_INVERSE : TCFFT_FORWARD;
  s.in_place = c.log2n % 3 == 0;
  expect_matches_reference(s, 300 + c.radix + c.log2n);
  // The plan really uses the forced radix: the explain text lists its stages.
  const RunResult r = run(s, make_input(s, 1));
  ASSERT_TRUE(r.ok()) << r.message;
  if (c.log2n >= ilog2_ll(c.radix)) {
    EXPECT_NE(r.explain.find("radix " + std::to_string(c.radix)), std::string::npos) << r.explain;
  }
}

std::vector<RadixCase> radix_cases() {
  std::vector<RadixCase> v;
  for (const Mode& m : {kF32, kSplit2, kSplit3, kFp16, kF64}) {
    for (int r : {2, 4, 8, 16}) {
      for (int l : {1, 3, 5, 7, 10, 14}) v.push_back({m, r, l});
    }
  }
  return v;
}

INSTANTIATE_TEST_SUITE_P(Radices, OracleRadix, ::testing::ValuesIn(radix_cases()),
                         [](const ::testing::TestParamInfo<RadixCase>& i) {
                           return std::string(i.param.mode.name) + "_radix" + std::to_string(i.param.radix) +
                                  "_N2e" + std::to_string(i.param.log2n);
                         });

}  // namespace
}  // namespace tct
