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

}  // namespace

Status make_plan(const Problem& p, const PlanOptions& opt, Plan* plan) {
  TCFFT_RETURN_IF_ERROR(check_supported(p, opt));
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
    pass.radices = choose_radices(pass.n, opt.forced_radix);
    pass.in_stride = src.dim_stride(p.rank, a);
    pass.out_stride = p.out.dim_stride(p.rank, a);
    pass.lines.push_back({p.batch, src.dist, p.out.dist});
    for (int d = 0; d < p.rank; ++d) {
      if (d == a || p.n[d] == 1) continue;
      pass.lines.push_back({p.n[d], src.dim_stride(p.rank, d), p.out.dim_stride(p.rank, d)});
    }
    pass.reads_user_input = first;
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
