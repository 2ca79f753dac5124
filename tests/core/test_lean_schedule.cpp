// Host-side checks of rt4096_lean_kernel's line schedule (src/cuda/kernels/regtile/lean_schedule.h):
// the blocks of lean_schedule(lines, slots), walked with the kernel's own lean_first / lean_next,
// take every line exactly once; the main grid is whole waves of blocks whose line counts differ by
// at most one; the tail is kLeanTailWaves waves of one-line blocks (or half the lines); and the
// grid measured on the H100 (NOTES.md v30) is the one 1D 4096 x16384 gets. CPU only: runs in CI.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "cuda/kernels/regtile/lean_schedule.h"

namespace {

using namespace tcfft::cuda::kern::rt;

void check(int64_t lines, int64_t slots) {
  SCOPED_TRACE("lines " + std::to_string(lines) + ", slots " + std::to_string(slots));
  const LeanSchedule s = lean_schedule(lines, slots);
  ASSERT_EQ(s.main_lines + s.tail, lines);
  ASSERT_GE(s.main_blocks, 1);
  ASSERT_LE(s.main_blocks, s.main_lines);
  EXPECT_EQ(s.tail, std::min(kLeanTailWaves * slots, lines / 2));
  if (s.main_blocks < s.main_lines) EXPECT_EQ(s.main_blocks % slots, 0) << "whole waves of main blocks";
  std::vector<int> seen(static_cast<size_t>(lines), 0);
  int64_t fewest = INT64_MAX, most = 0;
  for (int64_t b = 0; b < s.blocks(); ++b) {
    int64_t count = 0;
    for (int line = lean_first(static_cast<int>(s.main_lines), static_cast<int>(s.main_blocks), static_cast<int>(b));
         line >= 0; line = lean_next(static_cast<int>(s.main_lines), static_cast<int>(s.main_blocks), line)) {
      ASSERT_LT(line, lines) << "block " << b;
      ++seen[static_cast<size_t>(line)];
      ++count;
    }
    ASSERT_GE(count, 1) << "block " << b;
    if (b < s.main_blocks) {
      fewest = std::min(fewest, count);
      most = std::max(most, count);
    } else {
      EXPECT_EQ(count, 1) << "tail block " << b;
    }
  }
  EXPECT_LE(most - fewest, 1) << "main blocks' line counts";
  for (int64_t l = 0; l < lines; ++l) ASSERT_EQ(seen[static_cast<size_t>(l)], 1) << "line " << l;
}

TEST(LeanSchedule, EveryLineOnceInWholeWavesAndAOneLineTail) {
  for (const int64_t slots : {1, 2, 3, 132, 264, 396, 1000})
    for (const int64_t lines : {1, 2, 3, 7, 100, 1000, 16383, 16384, 16397, 32768, 65535, 100003}) check(lines, slots);
  check((1 << 19) + 4, 396);  // the 2^31-element batch of the GPU tests
}

TEST(LeanSchedule, EnoughLinesForOneWaveOfMainBlocksAndTheTail) {
  // H100 (396 slots): 4096 lines took the lean kernel 2% faster, 2048 ran 4% slower (NOTES v30)
  EXPECT_TRUE(lean_enough(4096, 396));
  EXPECT_TRUE(lean_enough(3960, 396));
  EXPECT_FALSE(lean_enough(3959, 396));
  EXPECT_FALSE(lean_enough(2048, 396));
  for (const int64_t slots : {1, 132, 396, 1000}) {
    const int64_t n = lean_min_lines(slots);
    EXPECT_EQ(n, (kLeanLinesPerBlock + kLeanTailWaves) * slots);
    ASSERT_TRUE(lean_enough(n, slots));
    ASSERT_FALSE(lean_enough(n - 1, slots));
    // at the threshold: one wave of main blocks with about kLeanLinesPerBlock lines each
    const LeanSchedule s = lean_schedule(n, slots);
    EXPECT_EQ(s.main_blocks, slots);
    EXPECT_EQ(s.main_lines, kLeanLinesPerBlock * slots);
  }
}

TEST(LeanSchedule, TheMeasuredGridOfIssueThreesShape) {
  // H100 (132 SMs, three blocks each), 1D 4096 x16384: 1980 main blocks (5 waves, 7-8 lines each)
  // and 792 one-line blocks ran 0.3787 ms; 4096 equal 4-line blocks 0.387 (NOTES.md v30).
  const LeanSchedule s = lean_schedule(16384, 396);
  EXPECT_EQ(s.main_blocks, 1980);
  EXPECT_EQ(s.tail, 792);
  EXPECT_EQ(s.main_lines, 15592);
  // 1D 4096 x32768: 3960 main blocks (10 waves), 792 one-line blocks (0.7416 ms measured)
  const LeanSchedule t = lean_schedule(32768, 396);
  EXPECT_EQ(t.main_blocks, 3960);
  EXPECT_EQ(t.tail, 792);
}

}  // namespace
