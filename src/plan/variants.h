// The variant space of the auto-tuning planner, declared in ONE table: one row
// per variant family (the way rocFFT declares its kernels in one table). The
// candidate generator (candidates.cpp) reads its value sets from here, explain
// and `tcfft plan --explain` print it, and a kernel engineer who exposes a new
// knob (threads per transform, twiddle mode, ...) changes that row's values and
// status here and then teaches candidates.cpp / the executor to vary it.
#pragma once

#include <string>
#include <vector>

namespace tcfft {

enum class VariantId : int {
  RadixSequence = 0,       // per pass: the Stockham radix of every stage
  ThreadsPerTransform,     // kernel: threads that cooperate on one line
  TransformsPerBlock,      // kernel: lines per thread block (tile)
  TwiddleMode,             // kernel: how stage twiddles are read
  StridedStockham,         // kernel: Stockham vs transposed Stockham for strided passes
  StageCompute,            // tensor-core vs CUDA-core stage kernels
  SplitTerms,              // TC_SPLIT: 2 or 3 split terms
  MultiPassSplit,          // multi-pass (four-step) plans: the N1·N2 split of a long line
  kCount
};

/// Tuned: the planner enumerates the values. Fixed: the kernels support one
/// value today (or the value is the user's accuracy choice); it is recorded,
/// never varied. Inactive: declared for a later version; no plan node uses it.
enum class VariantStatus : int { Tuned, Fixed, Inactive };
const char* to_string(VariantStatus s);

struct VariantFamily {
  VariantId id;
  const char* name;          // short key, e.g. "radix_sequence"
  const char* scope;         // what one value applies to
  std::vector<int> values;   // the value set (meaning per row, see `values_text`)
  const char* values_text;   // the values for humans
  VariantStatus status;
  const char* rule;          // how candidates are generated / pruned, or why fixed
};

/// The table, indexed by VariantId (row i has id i).
const std::vector<VariantFamily>& variant_table();
const VariantFamily& variant(VariantId id);

/// The table as text, one row per line (for explain / the CLI).
std::string variant_table_text();

}  // namespace tcfft
