// CPU executor: NATIVE passes of short lines run in interleaved batches (pass_runner.h
// set_line_batching, StageShape::log2L) with the bits of one line at a time. Every case runs twice
// through the public API, batching off and on, and compares every output bit; the layouts cover
// odd batch counts (the power-of-two batches and their tails), strided and interleaved lines,
// in-place passes, post-twiddled four-step passes, normalization and each storage type.
#include <gtest/gtest.h>

#include <cstring>
#include <vector>

#include "common/modes.h"
#include "common/runner.h"
#include "cpu/pass_runner.h"

namespace tct {
namespace {

struct Restore {
  ~Restore() { tcfft::cpu::set_line_batching(true); }
};

bool same_bits(const std::vector<cld>& a, const std::vector<cld>& b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i) {
    // the outputs are the storage type widened to long double: compare the values' bits
    const long double x[2] = {a[i].real(), a[i].imag()}, y[2] = {b[i].real(), b[i].imag()};
    for (int q = 0; q < 2; ++q)
      if (!(x[q] == y[q] || (x[q] != x[q] && y[q] != y[q])) || std::signbit(x[q]) != std::signbit(y[q])) return false;
  }
  return true;
}

void expect_same_with_and_without_batches(const Spec& s, uint64_t seed) {
  Restore restore;
  const std::vector<cld> x = make_input(s, seed);
  tcfft::cpu::set_line_batching(false);
  const RunResult one = run(s, x);
  tcfft::cpu::set_line_batching(true);
  const RunResult batched = run(s, x);
  ASSERT_TRUE(one.ok()) << s.name() << ": " << one.message;
  ASSERT_TRUE(batched.ok()) << s.name() << ": " << batched.message;
  EXPECT_TRUE(batched.gaps_untouched) << s.name();
  EXPECT_TRUE(batched.input_unchanged) << s.name();
  EXPECT_TRUE(same_bits(one.y, batched.y)) << s.name();
}

Spec native(const Mode& m, int rank, std::array<long long, 3> n, long long batch) {
  Spec s = spec_for(m);  // CPU backend
  s.rank = rank;
  s.n = n;
  s.batch = batch;
  return s;
}

TEST(CpuLineBatching, OneDimensionalEveryShortLengthSameBits) {
  for (const Mode* m : {&kF32, &kF64})
    for (long long n = 2; n <= 2048; n *= 2) {
      Spec s = native(*m, 1, {n, 1, 1}, 37);
      s.direction = n % 3 ? TCFFT_FORWARD : TCFFT_INVERSE;
      s.in_place = n == 16 || n == 512;
      expect_same_with_and_without_batches(s, 700 + static_cast<uint64_t>(n));
    }
}

TEST(CpuLineBatching, MultiDimensionalLayoutsAndScalesSameBits) {
  Spec a = native(kF32, 3, {16, 16, 16}, 3);  // strided passes, the quick suite's 3D 16^3 form
  expect_same_with_and_without_batches(a, 801);
  Spec b = native(kF64, 2, {32, 64}, 5);
  b.direction = TCFFT_INVERSE;
  b.norm = TCFFT_NORM_BY_N;
  expect_same_with_and_without_batches(b, 802);
  Spec c = native(kF32, 1, {64, 1, 1}, 13);  // batch-interleaved lines, padded output
  c.in.dense = false;
  c.in.embed = c.n;
  c.in.stride = 13;
  c.in.dist = 1;
  c.out.dense = false;
  c.out.embed = c.n;
  c.out.stride = 1;
  c.out.dist = 70;
  expect_same_with_and_without_batches(c, 803);
  for (const Mode* m : {&kF16, &kBF16}) {
    Spec d = native(*m, 2, {16, 128}, 3);
    d.in_place = true;
    expect_same_with_and_without_batches(d, 804);
  }
}

TEST(CpuLineBatching, FourStepPostTwiddledPassesSameBits) {
  Spec s = native(kF32, 1, {1 << 14, 1, 1}, 3);
  s.max_pass = 128;  // 128 x 128: the first pass post-twiddles its 128-point columns
  expect_same_with_and_without_batches(s, 901);
  Spec t = native(kF64, 1, {1 << 12, 1, 1}, 2);
  t.max_pass = 16;  // three passes of 16 points
  t.direction = TCFFT_INVERSE;
  t.norm = TCFFT_NORM_BY_SQRT_N;
  expect_same_with_and_without_batches(t, 902);
}

}  // namespace
}  // namespace tct
