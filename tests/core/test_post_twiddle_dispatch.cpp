// Which post-twiddle row order the CUDA dispatch names for a pass (cuda::post_twiddle_order,
// pass_args.h): a host-only decision (layout, compute, development knobs), so it runs without a
// GPU. The executor builds each pass's table in that order and the kernels reject any other, so a
// change of the dispatch that this test does not follow would fail the GPU tests as errors, not
// as wrong values; this test pins the mapping itself.
#include <gtest/gtest.h>

#include <cstdint>

#include "cuda/kernels/pass_args.h"
#include "cuda/kernels/regtile/regtile.h"

namespace {

using tcfft::cuda::PassArgsF32;
using tcfft::cuda::PassCompute;

// Pass A of the four-step plan of 1D n = N1 * 1024 (batch 64): N1-point columns, element stride
// 1024 on both sides, post-twiddle T_n over the 1024 columns (planner.cpp make_four_step).
PassArgsF32 pass_a(int n1, std::initializer_list<int> radices, PassCompute c = PassCompute::TcSplit) {
  PassArgsF32 a;
  a.n = n1;
  for (int r : radices) a.radix[a.nstages++] = r;
  a.in_stride = a.out_stride = 1024;
  a.lines.rank = 2;
  a.lines.count[0] = 64;
  a.lines.count[1] = 1024;
  a.lines.istride[0] = a.lines.ostride[0] = int64_t{1024} * n1;
  a.lines.istride[1] = a.lines.ostride[1] = 1;
  a.nlines = 64 * 1024;
  a.compute = c;
  a.split_terms = c == PassCompute::TcFp16 ? 1 : 2;
  a.twiddle_n = int64_t{1024} * n1;
  a.twiddle_dim = 1;
  return a;
}

// pass_a with `columns` post-twiddle columns and a 2^30-point twiddle length: indices beyond 32 bits.
PassArgsF32 wide_pass_a(int n1, std::initializer_list<int> radices, int64_t columns) {
  PassArgsF32 a = pass_a(n1, radices);
  a.lines.count[1] = columns;
  a.nlines = 64 * columns;
  a.twiddle_n = int64_t{1} << 30;
  return a;
}

TEST(PostTwiddleDispatch, Staged1024TakesTheLanesOrderOthersNatural) {
  EXPECT_EQ(tcfft::cuda::post_twiddle_order(pass_a(1024, {16, 8, 8})), 1);                       // 1D 2^20 pass A
  EXPECT_EQ(tcfft::cuda::post_twiddle_order(pass_a(1024, {16, 8, 8}, PassCompute::TcFp16)), 1);
  EXPECT_EQ(tcfft::cuda::post_twiddle_order(pass_a(256, {16, 16})), 0);                          // staged 256
  EXPECT_EQ(tcfft::cuda::post_twiddle_order(pass_a(2048, {16, 8, 8, 2})), 0);                    // radix-2 tail
  EXPECT_EQ(tcfft::cuda::post_twiddle_order(pass_a(1024, {16, 8, 8}, PassCompute::Native)), 0);  // generic
  PassArgsF32 no_tw = pass_a(1024, {16, 8, 8});
  no_tw.twiddle_n = 0;
  EXPECT_EQ(tcfft::cuda::post_twiddle_order(no_tw), 0);
  // post-twiddle indices beyond 32 bits: the 1024-point pass goes to the generic kernels (natural
  // order); the 4096-point kernel indexes in 64 bits and keeps such passes
  const PassArgsF32 wide = wide_pass_a(1024, {16, 8, 8}, int64_t{1} << 21);
  EXPECT_FALSE(tcfft::cuda::kern::rt::supported(wide));
  EXPECT_EQ(tcfft::cuda::post_twiddle_order(wide), 0);
  EXPECT_TRUE(tcfft::cuda::kern::rt::supported(wide_pass_a(4096, {16, 16, 16}, int64_t{1} << 19)));
  EXPECT_TRUE(tcfft::cuda::kern::rt::supported(pass_a(1024, {16, 8, 8})));
  // with the register-tile kernels switched off the generic kernels run the pass: natural order
  tcfft::cuda::kern::rt::set_enabled(false);
  const int off = tcfft::cuda::post_twiddle_order(pass_a(1024, {16, 8, 8}));
  tcfft::cuda::kern::rt::set_enabled(true);
  EXPECT_EQ(off, 0);
}

}  // namespace
