// The bench suites: `seed` (the seed paper's nine tables) and `quick`.
#pragma once

#include <string>
#include <vector>

#include "bench_types.h"

namespace tcfft_cli {

/// The seed paper's tables: 1D/2D/3D x radix 2/4/8, N·batch = 2^10, 2^12, ...,
/// 2^26 (1k .. 65536k) for each transform size below (sizes with N > N·batch
/// are left out: they have no batch). Each case runs all three radices.
///   1D n = 256, 1024, 4096, 16384
///   2D n = 64x64, 256x256, 1024x1024, 4096x4096
///   3D n = 16^3, 64^3, 128^3, 256^3
std::vector<BenchCase> seed_suite();

/// A handful of rows. On the GPU: large batched shapes near the anchors'
/// (N·batch = 2^26) plus one L2-resident shape; on the CPU: N·batch <= 2^16 so
/// that it finishes in well under a minute on two cores.
std::vector<BenchCase> quick_suite(bool gpu);

/// Keep only cases with the given dims (0 = all) and radices (empty = all).
std::vector<BenchCase> filter_suite(std::vector<BenchCase> cases, int dims, const std::vector<int>& radices);

/// Number of rows (case x radix) in a suite.
int count_rows(const std::vector<BenchCase>& cases);

}  // namespace tcfft_cli
