// The staged 1024-point kernel's post-twiddle row order (src/cuda/kernels/regtile/tw_order.h): a
// permutation of 0..1023, additive over the kernel's index parts, and such that a warp's 32 loads
// for one kc (outputs out_thread(lane) + kc, out_thread as T1024's) are one contiguous run.
#include <gtest/gtest.h>

#include <vector>

#include "cuda/kernels/regtile/tw_order.h"

namespace {

using tcfft::cuda::kern::rt::post_twiddle_pos_1024;

int out_thread(int w, int lane) { return w + 32 * (lane & 3) + 128 * (lane >> 2); }  // T1024::out_thread

TEST(PostTwiddleOrder1024, IsAPermutation) {
  std::vector<int> seen(1024, 0);
  for (int k = 0; k < 1024; ++k) {
    const int p = post_twiddle_pos_1024(k);
    ASSERT_GE(p, 0);
    ASSERT_LT(p, 1024);
    ++seen[static_cast<size_t>(p)];
  }
  for (int v : seen) EXPECT_EQ(v, 1);
}

TEST(PostTwiddleOrder1024, WarpLoadsAreContiguousAndAdditive) {
  for (int w = 0; w < 4; ++w) {
    for (int kc = 0; kc < 32; kc += 4) {
      const int first = post_twiddle_pos_1024(out_thread(w, 0) + kc);
      for (int lane = 0; lane < 32; ++lane) {
        const int k = out_thread(w, lane) + kc;
        EXPECT_EQ(post_twiddle_pos_1024(k), first + lane) << "w " << w << " kc " << kc << " lane " << lane;
        EXPECT_EQ(post_twiddle_pos_1024(k), post_twiddle_pos_1024(out_thread(w, lane)) + post_twiddle_pos_1024(kc));
      }
      EXPECT_EQ(first % 32, 0);  // 256-byte aligned runs
    }
  }
}

}  // namespace
