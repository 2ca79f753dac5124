#include "plan/variants.h"

#include <sstream>

namespace tcfft {

const char* to_string(VariantStatus s) {
  switch (s) {
    case VariantStatus::Tuned: return "tuned";
    case VariantStatus::Fixed: return "fixed";
    case VariantStatus::Inactive: return "inactive";
  }
  return "?";
}

const std::vector<VariantFamily>& variant_table() {
  // clang-format off
  static const std::vector<VariantFamily> table = {
    {VariantId::RadixSequence, "radix_sequence", "each FFT pass",
     {16, 8, 4, 2}, "stages from {16,8,4,2}, product = pass length",
     VariantStatus::Tuned,
     "library rule (fewest 16/8 stages) first; every multiset with <= min+1 stages in descending order, "
     "ascending, and each distinct radix moved last; uniform forced radices; prune > min+1 stages; "
     "keep <= 12 per pass"},
    {VariantId::ThreadsPerTransform, "threads_per_transform", "each FFT pass (kernel)",
     {0}, "kernel rule: n / radix threads per line and stage",
     VariantStatus::Fixed, "not exposed by src/cuda/kernels yet"},
    {VariantId::TransformsPerBlock, "transforms_per_block", "strided NATIVE passes (CUDA generic kernels)",
     {11, 12, 13}, "block tile of 2^11, 2^12 or 2^13 points (2^t / n lines per block)",
     VariantStatus::Tuned,
     "planner rule (generic_tile_rule: 2^13 where one side is strided and for post-twiddle passes of >= 1024 "
     "points, 2^12 for both sides strided up to 1024 points, the kernels' 2^11 otherwise); MEASURE times the "
     "other tiles with "
     "the library's radix sequence; register-tile passes have their own fixed block shapes"},
    {VariantId::TwiddleMode, "twiddle_mode", "each FFT pass (kernel)",
     {0}, "stage-ordered copy of the n-point table",
     VariantStatus::Fixed, "not exposed by src/cuda/kernels yet (dev knob only)"},
    {VariantId::StridedStockham, "strided_stockham", "strided passes (axis != innermost)",
     {0}, "Stockham, lines read at their stride (no transpose)",
     VariantStatus::Fixed, "transposed Stockham not implemented yet"},
    {VariantId::StageCompute, "stage_compute", "each FFT pass",
     {2, 1}, "tc-split (tensor cores), native (CUDA cores)",
     VariantStatus::Tuned,
     "varied only for COMPUTE_DEFAULT resolved to tc-split (CUDA, F32): native FP32 is at least as "
     "accurate; an explicit compute and tc-fp16 are never changed"},
    {VariantId::SplitTerms, "split_terms", "TC_SPLIT passes",
     {2, 3}, "2 or 3 split terms",
     VariantStatus::Fixed, "accuracy knob: the user's tcfftSetSplitTerms value is kept"},
    {VariantId::MultiPassSplit, "multipass_n1n2", "lines longer than one block (four-step)",
     {}, "N = N1 * N2 splits",
     VariantStatus::Inactive, "multi-pass plans do not exist yet"},
  };
  // clang-format on
  return table;
}

const VariantFamily& variant(VariantId id) { return variant_table()[static_cast<size_t>(id)]; }

std::string variant_table_text() {
  std::ostringstream s;
  for (const VariantFamily& f : variant_table()) {
    s << "  " << f.name << " [" << to_string(f.status) << "] " << f.scope << ": " << f.values_text << " -- "
      << f.rule << "\n";
  }
  return s.str();
}

}  // namespace tcfft
