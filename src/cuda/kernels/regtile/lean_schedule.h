// The line schedule of rt4096_lean_kernel (rt4096.cuh), in a header of plain constexpr
// functions so that the host tests (tests/core/test_lean_schedule.cpp) check the same schedule the
// kernel runs (device code calls them through --expt-relaxed-constexpr).
//
// The kernel is not persistent: a block takes a few lines and retires, and the hardware hands its
// slot to the next block. A grid of equal blocks ends with a drain (the last blocks, each several
// lines long, finish at scattered times while fewer and fewer slots work), so the schedule is:
// - main blocks: a whole number k of waves (k x slots blocks, slots = blocks that fit on the GPU at
//   once), k chosen so that a main block takes about kLeanLinesPerBlock lines; main block b takes
//   lines b, b + main_blocks, b + 2 main_blocks, ... below main_lines (so the blocks that run at
//   the same time read neighbouring lines, and their line counts differ by at most one);
// - then one block per line for the last `tail` lines (kLeanTailWaves waves of one-line blocks),
//   which the slots take up as the main blocks finish.
// H100, 1D 4096 x16384 TC_SPLIT (NOTES.md v30): 4096 equal 4-line blocks 0.387 ms; whole waves
// (1920-1980 main blocks) and 600-1000 one-line blocks 0.378-0.380 ms; a main grid 5-15% past a
// whole wave, or one of 2-3 waves of 13-20-line blocks, 0.381-0.398.
#pragma once

#include <cstdint>

namespace tcfft::cuda::kern::rt {

constexpr int64_t kLeanLinesPerBlock = 8;  // the main blocks' target
constexpr int64_t kLeanTailWaves = 2;      // one-line blocks at the end, in waves of `slots`

/// The fewest lines the schedule takes: one wave of kLeanLinesPerBlock-line main blocks and the
/// tail. H100 (396 slots: 3960 lines), ms TC_SPLIT 1D 4096 x lines, rt4096_kernel -> lean
/// (NOTES.md v30): 4096 lines 0.108 -> 0.106, 6144 0.155 -> 0.152, 8192 0.203 -> 0.196, 12288 0.302
/// -> 0.288; 2048 lines (main blocks of 2-3 lines) 0.059 -> 0.062, slower.
constexpr int64_t lean_min_lines(int64_t slots) { return (kLeanLinesPerBlock + kLeanTailWaves) * slots; }
constexpr bool lean_enough(int64_t lines, int64_t slots) { return lines >= lean_min_lines(slots); }

/// A launch of rt4096_lean_kernel: main_blocks + tail blocks.
struct LeanSchedule {
  int64_t main_lines;   // lines [0, main_lines) go to the main blocks
  int64_t main_blocks;  // in [1, main_lines]
  int64_t tail;         // lines [main_lines, main_lines + tail), one block each
  constexpr int64_t blocks() const { return main_blocks + tail; }
};

/// The schedule of `lines` >= 1 lines when `slots` >= 1 blocks fit on the GPU at once.
constexpr LeanSchedule lean_schedule(int64_t lines, int64_t slots) {
  const int64_t tail = kLeanTailWaves * slots < lines / 2 ? kLeanTailWaves * slots : lines / 2;
  const int64_t main_lines = lines - tail;
  int64_t k = (main_lines + kLeanLinesPerBlock * slots / 2) / (kLeanLinesPerBlock * slots);  // rounded
  if (k < 1) k = 1;
  const int64_t main_blocks = k * slots < main_lines ? k * slots : main_lines;
  return {main_lines, main_blocks, tail};
}

/// The first line of block b (32-bit: the kernel takes < 2^31 lines).
constexpr int lean_first(int main_lines, int main_blocks, int b) {
  return b < main_blocks ? b : main_lines + (b - main_blocks);
}

/// The line after `line` in its block, or -1 (a tail block's line is its only one).
constexpr int lean_next(int main_lines, int main_blocks, int line) {
  return line + main_blocks < main_lines ? line + main_blocks : -1;
}

}  // namespace tcfft::cuda::kern::rt
