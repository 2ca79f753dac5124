// The plan tree: a Plan (root) holds passes; a pass is a batched 1D FFT along
// one axis over a set of lines; a pass holds its Stockham radix stages. A plan
// is pure data: it can be printed (explain), compared, and run by any backend.
// See docs/numerics.md for what each stage computes.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/problem.h"
#include "core/status.h"

namespace tcfft {

/// One loop dimension over lines: `count` lines, `istride`/`ostride` elements
/// apart in the input / output buffer of the pass.
struct LineDim {
  int64_t count = 1;
  int64_t istride = 0;
  int64_t ostride = 0;
};

/// A single-pass batched 1D FFT of length n along one axis.
struct FftPass {
  int axis = 0;                  // dimension of the problem this pass transforms
  int64_t n = 1;                 // transform length
  std::vector<int> radices;      // Stockham stages, product == n (empty when n == 1)
  int64_t in_stride = 1;         // element stride along a line in the pass input
  int64_t out_stride = 1;        // ... in the pass output
  std::vector<LineDim> lines;    // slowest first; product of counts == number of lines
  bool reads_user_input = true;  // false: reads the output buffer (in place)
  bool applies_scale = false;    // the last pass applies the normalization
  Compute compute = Compute::Native;
  int split_terms = 2;

  int64_t nlines() const;
  /// Estimated global-memory bytes moved: one read and one write of every element.
  double bytes_moved(Storage s) const;
};

struct Plan {
  Problem problem;
  std::vector<FftPass> passes;  // executed in order
  size_t work_bytes = 0;        // workspace the plan needs (0: none)

  /// The tree as text, one node per line, with sizes, strides, stages and bytes.
  std::string explain() const;
};

/// Planner options that the handle carries.
struct PlanOptions {
  int forced_radix = 0;  // 0: planner's choice; else every stage uses it, plus a smaller remainder
};

/// Radix sequence for length n (a power of two >= 1). With forced_radix R:
/// R,R,...,R,rem with rem < R (rem omitted when 1). With 0 (planner's
/// choice): the fewest stages of radix 16 and 8 only (16s first), except
/// n = 2, 4 and 32 (= 8·4), which need one small stage.
std::vector<int> choose_radices(int64_t n, int forced_radix);

/// Build the plan tree for a validated problem. Returns NOT_SUPPORTED for
/// types, sizes or precision/compute pairs this version cannot plan, with a
/// message saying which. Backend-specific limits are checked by the backend
/// when it prepares the plan.
Status make_plan(const Problem& p, const PlanOptions& opt, Plan* plan);

}  // namespace tcfft
