// Problem: a validated, hashable description of one transform request
// (sizes, layouts, type, precision, compute, backend). Built only through
// make_problem(), which checks every argument and says what is wrong.
#pragma once

#include <array>
#include <cstdint>
#include <string>

#include "core/status.h"
#include "core/types.h"

namespace tcfft {

/// Storage layout of one side (input or output), cuFFT advanced-layout
/// semantics, already resolved: embed[d] is the storage extent of dimension
/// d (embed[0] unused by addressing), stride the innermost element stride,
/// dist the distance between batches. All in complex elements.
struct Layout {
  std::array<int64_t, 3> embed{1, 1, 1};
  int64_t stride = 1;
  int64_t dist = 0;

  /// Element stride of dimension d for a rank-r problem.
  int64_t dim_stride(int rank, int d) const {
    int64_t s = stride;
    for (int k = d + 1; k < rank; ++k) s *= embed[k];
    return s;
  }
  bool operator==(const Layout& o) const {
    return embed == o.embed && stride == o.stride && dist == o.dist;
  }
};

struct Problem {
  int rank = 1;
  std::array<int64_t, 3> n{1, 1, 1};
  Layout in, out;
  int64_t batch = 1;
  tcfftType type = TCFFT_C2C;
  Storage storage = Storage::F32;
  Compute compute = Compute::Native;
  int split_terms = 2;  // only meaningful for TcSplit
  Backend backend = Backend::Cpu;

  int64_t elements() const;  // product of n[0..rank)
  /// Largest element offset touched + 1, for input / output buffers.
  int64_t in_extent() const;
  int64_t out_extent() const;

  bool operator==(const Problem& o) const;
  bool operator!=(const Problem& o) const { return !(*this == o); }
  /// Stable 64-bit hash of every field (FNV-1a over a canonical encoding);
  /// equal problems hash equal. Used as the wisdom key.
  uint64_t hash() const;
  /// One line, e.g. "C2C f32 tc-split(2) cuda 1D n=[4096] batch=16 in{s=1,d=4096} out{s=1,d=4096}".
  std::string describe() const;
};

/// Raw arguments as they come through the C API.
struct ProblemArgs {
  int rank = 0;
  const long long* n = nullptr;
  const long long* inembed = nullptr;
  long long istride = 1, idist = 0;
  const long long* onembed = nullptr;
  long long ostride = 1, odist = 0;
  tcfftType type = TCFFT_C2C;
  long long batch = 1;
  Storage storage = Storage::F32;
  Compute compute = Compute::Native;
  int split_terms = 2;
  Backend backend = Backend::Cpu;
};

/// Validate arguments and build a Problem. Checks, in order: rank, n[] (>= 1,
/// no 64-bit overflow of products), type, batch, embeds, strides, dists, that
/// the whole addressed range fits in 63 bits. Returns INVALID_* with a
/// message naming the argument. Does not decide support (the planner does).
Status make_problem(const ProblemArgs& a, Problem* out);

}  // namespace tcfft
