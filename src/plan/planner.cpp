#include <algorithm>
#include <string>

#include "plan/plan.h"

namespace tcfft {

int64_t FftPass::nlines() const {
  int64_t c = 1;
  for (const LineDim& d : lines) c *= d.count;
  return c;
}

double FftPass::bytes_moved(Storage s) const {
  return 2.0 * static_cast<double>(n) * static_cast<double>(nlines()) * static_cast<double>(complex_bytes(s));
}

const char* to_string(Buffer b) {
  switch (b) {
    case Buffer::Input: return "input";
    case Buffer::Output: return "output";
    case Buffer::Work: return "work";
  }
  return "?";
}

namespace {

Status check_supported(const Problem& p, const PlanOptions& opt) {
  if (p.type != TCFFT_C2C) {
    return not_supported(std::string(p.type == TCFFT_R2C ? "R2C" : "C2R") +
                         " transforms are not implemented yet; only TCFFT_C2C is");
  }
  for (int d = 0; d < p.rank; ++d) {
    if (!is_pow2(p.n[d])) {
      return not_supported("n[" + std::to_string(d) + "] = " + std::to_string(p.n[d]) +
                           " is not a power of two; this version plans only power-of-two sizes");
    }
  }
  if (p.storage == Storage::F64 && p.compute != Compute::Native) {
    return not_supported(std::string("compute ") + to_string(p.compute) +
                         " is not available for F64 storage; use TCFFT_COMPUTE_NATIVE");
  }
  if (p.compute == Compute::TcSplit && p.split_terms != 2 && p.split_terms != 3) {
    return invalid_value("split terms = " + std::to_string(p.split_terms) + " must be 2 or 3");
  }
  if (opt.forced_radix != 0 && opt.forced_radix != 2 && opt.forced_radix != 4 && opt.forced_radix != 8 &&
      opt.forced_radix != 16) {
    return invalid_value("forced radix = " + std::to_string(opt.forced_radix) + " must be 0, 2, 4, 8 or 16");
  }
  return Status::ok();
}

// Longest line of a four-step pass: 8192, except TC_SPLIT with 3 terms, whose
// CUDA kernels stop at 4096 (register budget), so the same plan runs everywhere.
int64_t four_step_max_line(const Problem& p) {
  return (p.compute == Compute::TcSplit && p.split_terms == 3) ? 4096 : kMaxSinglePass;
}

constexpr int64_t kFourStepRow = 4096;

bool regtile_mode(const Problem& p) { return regtile_compute(p.storage, p.compute, p.split_terms); }

// Radix sequence of one pass: in register-tile modes the odd powers of two 2^7 ... 2^13 take the
// radix-2 tail sequence (radix2_tail_radices), which the staged kernels compute in one pass; every
// other case is choose_radices.
std::vector<int> pass_radices(const Problem& p, const PlanOptions& opt, int64_t n) {
  if (opt.forced_radix == 0 && regtile_mode(p)) {
    std::vector<int> r = radix2_tail_radices(n);
    if (!r.empty()) return r;
  }
  return choose_radices(n, opt.forced_radix);
}

// Row length N2 of a four-step plan (docs/design.md "Four-step"). Register-tile modes: the most
// balanced split with N1 <= N2 both in {64, 256, 1024, 4096} when n has one (n = 4^j,
// 2^12 < n <= 2^24), else the most balanced with both in 64 ... 8192 (odd powers of two with the
// radix-2 tail; 2^13 < n <= 2^26). Otherwise N2 = 4096 while N1 = n/4096 <= maxl, else maxl.
int64_t four_step_row(const Problem& p, int64_t maxl) {
  const int64_t n = p.n[0];
  if (regtile_mode(p)) {
    for (int step : {4, 2}) {
      for (int64_t n1 = step == 4 ? 4096 : 8192; n1 >= 64; n1 /= step) {
        const int64_t n2 = n / n1;
        if (n1 * n2 == n && n1 <= n2 && n2 <= std::min<int64_t>(step == 4 ? 4096 : 8192, maxl) &&
            (step == 2 || n2 == 64 || n2 == 256 || n2 == 1024 || n2 == 4096))
          return n2;
      }
    }
  }
  return n / kFourStepRow <= maxl ? std::min(kFourStepRow, maxl) : maxl;
}

// Rank-1 n > kMaxSinglePass: n = N1*N2, two passes (docs/design.md "Four-step").
//  pass A: N1-point FFTs down the N2 interleaved columns of each batch, input -> work
//          (dense, row k1 of batch b at b*n + k1*N2), post-twiddle T_n[k1*n2];
//  pass B: N2-point FFTs along the rows of work -> output, element stride N1*ostride,
//          rows at ostride: X[k1 + N1*k2] lands in natural order (the transpose is the
//          strided write), applies the normalization.
Status make_four_step(const Problem& p, const PlanOptions& opt, Plan* plan) {
  const int64_t n = p.n[0];
  const int64_t maxl = four_step_max_line(p);
  if (n > maxl * maxl || n > kMaxFourStep) {
    return not_supported("n = " + std::to_string(n) + " is longer than this version plans for a 1D transform (" +
                         std::to_string(std::min<int64_t>(maxl * maxl, kMaxFourStep)) +
                         " with these options: two passes of at most " + std::to_string(maxl) + " points)");
  }
  const int64_t N2 = four_step_row(p, maxl);
  const int64_t N1 = n / N2;
  const int64_t is = p.in.dim_stride(p.rank, 0), os = p.out.dim_stride(p.rank, 0);
  Plan out;
  out.problem = p;
  FftPass a;
  a.axis = 0;
  a.n = N1;
  a.radices = pass_radices(p, opt, N1);
  a.in_stride = N2 * is;
  a.out_stride = N2;
  a.lines.push_back({p.batch, p.in.dist, n});
  a.lines.push_back({N2, is, 1});
  a.src = Buffer::Input;
  a.dst = Buffer::Work;
  a.twiddle_n = n;
  a.twiddle_dim = 1;
  a.applies_scale = false;
  a.compute = p.compute;
  a.split_terms = p.split_terms;
  FftPass b;
  b.axis = 0;
  b.n = N2;
  b.radices = pass_radices(p, opt, N2);
  b.in_stride = 1;
  b.out_stride = N1 * os;
  b.lines.push_back({p.batch, n, p.out.dist});
  b.lines.push_back({N1, N2, os});
  b.src = Buffer::Work;
  b.dst = Buffer::Output;
  b.applies_scale = true;
  b.compute = p.compute;
  b.split_terms = p.split_terms;
  out.passes = {a, b};
  out.work_bytes = static_cast<size_t>(p.batch) * static_cast<size_t>(n) * complex_bytes(p.storage);
  *plan = std::move(out);
  return Status::ok();
}

/// Normalizes a pass's line dimensions without changing the set of lines or their order: drops
/// count-1 dimensions and merges an outer dimension into the next inner one when the outer
/// stride is exactly the inner count times the inner stride, in the input and the output. So a
/// 3D plan's middle axis (batch x n0 x n2) becomes two dimensions and its last axis one, which
/// the kernels with at most two line dimensions (and the staged strided paths) take.
void merge_line_dims(std::vector<LineDim>* lines) {
  std::vector<LineDim> out;
  for (const LineDim& d : *lines) {
    if (d.count == 1) continue;
    out.push_back(d);
    while (out.size() >= 2) {
      LineDim& o = out[out.size() - 2];
      const LineDim& in = out.back();
      if (o.istride != in.count * in.istride || o.ostride != in.count * in.ostride) break;
      o = LineDim{o.count * in.count, in.istride, in.ostride};
      out.pop_back();
    }
  }
  if (out.empty()) out.push_back(LineDim{1, 0, 0});
  *lines = std::move(out);
}

}  // namespace

Status make_plan(const Problem& p, const PlanOptions& opt, Plan* plan) {
  TCFFT_RETURN_IF_ERROR(check_supported(p, opt));
  if (p.rank == 1 && p.n[0] > kMaxSinglePass) return make_four_step(p, opt, plan);
  Plan out;
  out.problem = p;
  // One pass per axis, innermost axis first. The first pass reads the user's
  // input layout and writes the output layout; later passes work in place on
  // the output. Lengths-1 axes need no pass, but a problem of all ones still
  // gets one (a copy with scaling) so that out is always written.
  std::vector<int> axes;
  for (int a = p.rank - 1; a >= 0; --a) {
    if (p.n[a] > 1) axes.push_back(a);
  }
  if (axes.empty()) axes.push_back(p.rank - 1);
  for (size_t i = 0; i < axes.size(); ++i) {
    const int a = axes[i];
    const bool first = i == 0;
    const Layout& src = first ? p.in : p.out;
    FftPass pass;
    pass.axis = a;
    pass.n = p.n[a];
    pass.radices = pass_radices(p, opt, pass.n);
    pass.in_stride = src.dim_stride(p.rank, a);
    pass.out_stride = p.out.dim_stride(p.rank, a);
    pass.lines.push_back({p.batch, src.dist, p.out.dist});
    for (int d = 0; d < p.rank; ++d) {
      if (d == a || p.n[d] == 1) continue;
      pass.lines.push_back({p.n[d], src.dim_stride(p.rank, d), p.out.dim_stride(p.rank, d)});
    }
    merge_line_dims(&pass.lines);
    pass.src = first ? Buffer::Input : Buffer::Output;
    pass.dst = Buffer::Output;
    pass.applies_scale = i + 1 == axes.size();
    pass.compute = p.compute;
    pass.split_terms = p.split_terms;
    out.passes.push_back(pass);
  }
  out.work_bytes = 0;
  *plan = std::move(out);
  return Status::ok();
}

}  // namespace tcfft
