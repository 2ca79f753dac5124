#include <algorithm>
#include <string>
#include <vector>

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

int64_t FftPass::post_twiddle_entries() const {
  return twiddle_n == 0 ? 0 : n * lines[static_cast<size_t>(twiddle_dim)].count;
}

bool d2_rule_geometry(const FftPass& f) {
  const size_t r = f.lines.size();
  if (r > 3) return false;
  const int64_t idl = r >= 1 ? f.lines.back().istride : 0, odl = r >= 1 ? f.lines.back().ostride : 0;
  if (!((idl == 1 || f.in_stride == 1) && (odl == 1 || f.out_stride == 1))) return false;
  return f.twiddle_n == 0 || ((f.twiddle_n & (f.twiddle_n - 1)) == 0 && f.twiddle_dim >= 0 &&
                              f.twiddle_dim < static_cast<int>(r));
}

bool line_rule_geometry(const FftPass& f) {
  if (f.twiddle_n == 0) return true;
  // the staged kernels' layouts with a power-of-two table (a valid twiddle_dim: 1 to 3 dimensions),
  // not contiguous on both sides, and 32-bit table indices at n <= 1024
  if (!d2_rule_geometry(f) || (f.in_stride == 1 && f.out_stride == 1)) return false;
  return f.n > 1024 || (f.twiddle_n <= (int64_t{1} << 30) &&
                        f.lines[static_cast<size_t>(f.twiddle_dim)].count <= (int64_t{1} << 30) / f.n);
}

bool float_first_stage(const FftPass& f) {
  if (f.compute != Compute::TcSplit || f.split_terms != 2) return false;
  const std::vector<int>& r = f.radices;
  if (r == std::vector<int>{16, 16, 16} || r == std::vector<int>{16, 8, 8} || r == std::vector<int>{16, 8, 8, 16})
    return line_rule_geometry(f);
  // §4.11: the 4096- and 1024-point sub-rows of the radix-2-tail 8192 and 2048
  return (r == std::vector<int>{16, 16, 16, 2} || r == std::vector<int>{16, 8, 8, 2}) && d2_rule_geometry(f);
}

// §4.9 / §4.11 hold for TC_SPLIT with 2 terms and for TC_FP16 (one term; since v42)
static bool line_rule_compute(const FftPass& f) {
  return (f.compute == Compute::TcSplit && f.split_terms == 2) || f.compute == Compute::TcFp16;
}

bool input_line_scaled(const FftPass& f) {
  return line_rule_compute(f) &&
         (f.radices == std::vector<int>{16, 16} || f.radices == std::vector<int>{8, 8}) && line_rule_geometry(f);
}

bool subrow_line_scaled(const FftPass& f) {
  return line_rule_compute(f) &&
         (f.radices == std::vector<int>{16, 16, 2} || f.radices == std::vector<int>{8, 8, 2}) && d2_rule_geometry(f);
}

int line_scale_first_stage(const FftPass& f) {
  return float_first_stage(f) ? 1 : input_line_scaled(f) || subrow_line_scaled(f) ? 0 : -1;
}

bool float_last_stage(const FftPass& f) {
  return f.radices == std::vector<int>{16, 8, 8, 16} && float_first_stage(f);
}

int line_scale_groups(const FftPass& f) {
  if (subrow_line_scaled(f)) return 2;
  if (!float_first_stage(f) || f.radices.size() != 4) return 1;
  return f.radices.back() == 2 ? 2 : 16;
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

constexpr int64_t kFourStepRow = 4096;

bool regtile_mode(const Problem& p) { return regtile_compute(p.storage, p.compute, p.split_terms); }

// Radix sequence of one pass: in register-tile modes the odd powers of two 2^7 ... 2^13 take the
// radix-2 tail sequence (radix2_tail_radices), which the staged kernels compute in one pass, and
// 16384 its (16, 8, 8, 16) (regtile_own_radices); every other case is choose_radices.
std::vector<int> pass_radices(const Problem& p, const PlanOptions& opt, int64_t n) {
  if (opt.forced_radix == 0 && regtile_mode(p)) {
    std::vector<int> r = regtile_own_radices(n);
    if (!r.empty()) return r;
  }
  return choose_radices(n, opt.forced_radix);
}

// Row length N2 of a four-step split of n (docs/design.md "Four-step"), both factors <= maxl.
// Register-tile modes: the most balanced split with N1 <= N2 both in {64, 256, 1024, 4096} when
// n has one, else the most balanced with both powers of two in 64 ... maxl (odd powers of two:
// radix-2 tails). Otherwise N2 = min(4096, maxl) while N1 = n/4096 <= maxl, else maxl.
// Exception (two-pass plans only, make_four_step): TC_SPLIT plans 2^15 as 256 x 128.
int64_t four_step_row(const Problem& p, int64_t n, int64_t maxl) {
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

void merge_line_dims(std::vector<LineDim>* lines);

// Whether a rank-1 kRegtileLongPass problem may take the one-pass kernel, whatever its batch: a
// register-tile mode with the planner's radices (no tcfftSetPlanRadix, no pass length set) and
// element stride 1 on both sides, the layout of the one-pass 16384 kernel.
bool long_pass_eligible(const Problem& p, const PlanOptions& opt) {
  return regtile_mode(p) && opt.forced_radix == 0 && opt.max_pass_len == 0 && p.rank == 1 &&
         p.in.dim_stride(1, 0) == 1 && p.out.dim_stride(1, 0) == 1;
}
int64_t long_pass_min_batch(const PlanOptions& opt) {
  return opt.long_pass_min_batch >= 0 ? opt.long_pass_min_batch : kRegtileLongPassMinBatch;
}

// Longest rank-1 n planned as one pass: kMaxSinglePass, or kRegtileLongPass where
// long_pass_eligible from kRegtileLongPassMinBatch transforms on (below, the one-pass kernel's one
// block per line leaves most SMs idle; plan.h). H100, 2026-11-22: 1D 16384 x4096 was 0.876 ms in
// two passes (NOTES.md v13 has the one-pass time).
int64_t single_pass_max(const Problem& p, const PlanOptions& opt) {
  return long_pass_eligible(p, opt) && p.batch >= long_pass_min_batch(opt) ? kRegtileLongPass : kMaxSinglePass;
}

// First factor N1 of a three-pass plan (maxl^2 < n <= maxl^3): 2^ceil(log2(n) / 3), so N1 <= maxl
// and the remaining M = n / N1 <= n^(2/3) <= maxl^2 splits as a four-step row transform.
int64_t three_pass_first(int64_t n) {
  int64_t n1 = 1;
  while (n1 * n1 * n1 < n) n1 *= 2;
  return n1;
}

// Longest rank-1 n planned in two passes (make_four_step): L^2 with L = longest_pass (1024 in the
// register-tile computes at the library's pass length: beyond 2^20 three passes of at most 512
// points beat two passes with a 4096-point one; H100, 2026-11-22, same run: 1D 2^22 x16 1.60 vs
// 1.74 ms, 2^24 x4 1.79 vs 2.12). Until 2026-11-22 the register-tile computes planned 2^20 itself in
// three passes (128 x 64 x 128; 1.647 -> 1.494 ms on 2026-11-21, when the staged 1024 kernel took 4
// lines per block); with 8 lines in two groups two 1024-point passes win (same run: 1.592 / 1.579 ->
// 1.486 / 1.476 ms, rel-L2 2.30e-7 -> 2.10e-7).
//
// One measured exception: TC_SPLIT at the library's pass length plans 2 L^2 = 2^21 in two passes
// as 1024 x 2048 (the 1024-point post-twiddled column pass, then 2048-point rows with the strided
// write). H200, 2026-11-25, same call, two rounds (tools/kernel_dev/NOTES.md v41): 1D 2^21 x32
// 1.140 / 1.139 ms as 128 x 64 x 256 -> 1.028 / 1.030, rel-L2 1.91e-7 -> 1.78e-7. The same call
// measured the other two-pass plans slower than three passes: 2^22 as 2048 x 2048 or 1024 x 4096
// 1.12 -> 1.24 ms, 2^23 as 2048 x 4096 1.21 -> 1.44, 2^24 as 4096 x 4096 1.18 -> 1.72, 2^25 as
// 4096 x 8192 1.29 -> 2.34, 2^26 as 8192 x 8192 1.39 -> 2.86.
// Both rules hold for the register-tile computes at the library's pass length (1024, longest_pass)
// only, no pass length or radix set, so that tcfftSetPlanPassLength(1024) still gives passes of at
// most 1024 points.
bool library_regtile_passes(const Problem& p, const PlanOptions& opt) {
  return regtile_mode(p) && opt.max_pass_len == 0 && opt.forced_radix == 0;
}

bool wide_two_pass(const Problem& p, const PlanOptions& opt) {
  return library_regtile_passes(p, opt) && p.compute == Compute::TcSplit;
}

// The three-pass split (N1, N2) of n, N3 = n / (N1 N2): N1 = three_pass_first(n) and the rest
// as a four-step row (four_step_row), except where the register-tile computes at the library's
// pass length have the "256 x 256 x rest" plan (TC_SPLIT 2^23 ... 2^26, TC_FP16 2^25 / 2^26): two
// 256-point column passes (the staged 256 kernels, the cheapest per point) and rows of n / 2^16.
// H200, 2026-11-25, same call, two rounds, against the rule above (tools/kernel_dev/NOTES.md v41,
// six other orders per size measured slower): 1D 2^23 x8 1.204 / 1.208 ms (256 x 128 x 256) ->
// 1.164 / 1.166; 2^25 x2 1.294 / 1.294 (512 x 256 x 256) -> 1.245 / 1.243; 2^26 1.389 / 1.387
// (512 x 256 x 512) -> 1.304 / 1.302 (1024 x 256 x 256: 1.298 / 1.298). 2^22 (256 x 64 x 256)
// and 2^24 (256 x 256 x 256) measured best as they are. TC_FP16 takes it at 2^25 / 2^26 only (same
// GPU and day, two rounds: 2^25 x2 1.672 / 1.679 -> 1.516 / 1.515, 2^26 1.721 / 1.721 -> 1.614 /
// 1.617; 2^23 x8 1.387 / 1.386 -> 1.480 / 1.479, slower).
void three_pass_split(const Problem& p, const PlanOptions& opt, int64_t n, int64_t maxl, int64_t* n1, int64_t* n2) {
  const int64_t from = p.compute == Compute::TcSplit ? (int64_t{1} << 23) : (int64_t{1} << 25);
  if (library_regtile_passes(p, opt) && n >= from && n <= (int64_t{1} << 26)) {
    *n1 = 256;
    *n2 = 256;
    return;
  }
  *n1 = three_pass_first(n);
  const int64_t m = n / *n1;
  *n2 = m / four_step_row(p, m, maxl);
}

int64_t two_pass_max(const Problem& p, const PlanOptions& opt) {
  const int64_t maxl = longest_pass(p, opt);
  return wide_two_pass(p, opt) ? 2 * maxl * maxl : maxl * maxl;
}

// The first factor N1 of a two-pass plan of n <= two_pass_max (N2 = n / N1): n / four_step_row,
// except the measured TC_SPLIT plans: 2^21 = 1024 x 2048 (wide_two_pass: the row pass is the
// longer) and, found once the radix-2 stages became float (docs/numerics.md §4.6 v4; H100,
// 2026-11-23, same calls, two rounds; NOTES.md v22), 2^15 as 256 x 128 (the radix-2 tail in the row
// pass: 1D 2^15 x2048 0.815-0.820 ms against 0.878-0.884 as 128 x 256). TC_FP16 measured slower as
// 256 x 128 (0.951-0.954 against 0.818-0.820) and keeps four_step_row, as do 2^17 / 2^19 (512 x 256
// and 1024 x 512 measured no faster) and the rows of three-pass plans.
// 2^18 was 512 x 512 from 2026-11-23 (then 0.977 against 1.006 ms as 256 x 1024) until the line
// rules and numerics §4.14 made the contiguous 1024-point row pass the cheaper one: H200,
// 2026-11-28, same call, two rounds (NOTES.md v45 call 5): 1D 2^18 x256 0.8028 / 0.8028 ms as
// 512 x 512, 0.7568 / 0.7585 as 256 x 1024 (four_step_row's split), 0.7824 / 0.7867 as 1024 x 256;
// other N1 at 2^14 / 2^15 / 2^16 measured slower than the library's plans there.
int64_t two_pass_first(const Problem& p, int64_t n, int64_t maxl) {
  if (n > maxl * maxl) return maxl;  // only wide_two_pass plans n = 2 maxl^2 in two passes
  if (regtile_mode(p) && p.compute == Compute::TcSplit && maxl >= 512 && n == (int64_t{1} << 15)) return 256;
  return n / four_step_row(p, n, maxl);
}

// Rank-1 n > the longest pass: n = N1*N2 (two passes) or N1*N2*N3 (three passes, n > two_pass_max),
// docs/design.md "Four-step" and "Three passes".
//  pass A: N1-point FFTs down the M = n/N1 interleaved columns of each batch, input -> work
//          (dense, row k1 of batch b at b*n + k1*M), post-twiddle T_n[k1*m];
//  two passes (M = N2): pass B, N2-point FFTs along the rows of work -> output, element stride
//          N1*ostride, rows at ostride: X[k1 + N1*k2] lands in natural order (the transpose is the
//          strided write), applies the normalization;
//  three passes (M = N2*N3, each row of work is a four-step transform of M points):
//          pass B: N2-point FFTs down the N3 columns of every row, work -> work in place, with
//          the post-twiddle T_M[k2*n3]; pass C: N3-point FFTs along the N2 sub-rows of every row
//          (contiguous), work -> output at element stride N1*N2*ostride, sub-row k2 of row k1 at
//          (k1 + N1*k2)*ostride: X[k1 + N1*(k2 + N2*k3)]; applies the normalization.
Status make_four_step(const Problem& p, const PlanOptions& opt, Plan* plan) {
  const int64_t n = p.n[0];
  const int64_t maxl = longest_pass(p, opt);
  const int64_t limit = std::min<int64_t>(maxl * maxl * maxl, kMaxMultiPass);
  if (n > limit) {
    return not_supported("n = " + std::to_string(n) + " is longer than this version plans for a 1D transform (" +
                         std::to_string(limit) + " with these options: at most three passes of at most " +
                         std::to_string(maxl) + " points)");
  }
  const bool three = n > two_pass_max(p, opt);
  int64_t N1 = 0, N2 = 0;  // N2: three passes only
  if (three) {
    three_pass_split(p, opt, n, maxl, &N1, &N2);
  } else {
    N1 = two_pass_first(p, n, maxl);
  }
  const int64_t M = n / N1;
  const int64_t is = p.in.dim_stride(p.rank, 0), os = p.out.dim_stride(p.rank, 0);
  auto pass = [&](int64_t len, int64_t in_stride, int64_t out_stride, Buffer src, Buffer dst) {
    FftPass f;
    f.axis = 0;
    f.n = len;
    f.radices = pass_radices(p, opt, len);
    f.in_stride = in_stride;
    f.out_stride = out_stride;
    f.src = src;
    f.dst = dst;
    f.compute = p.compute;
    f.split_terms = p.split_terms;
    return f;
  };
  Plan out;
  out.problem = p;
  FftPass a = pass(N1, M * is, M, Buffer::Input, Buffer::Work);
  a.lines.push_back({p.batch, p.in.dist, n});
  a.lines.push_back({M, is, 1});
  a.twiddle_n = n;
  a.twiddle_dim = 1;
  out.passes.push_back(a);
  if (!three) {
    FftPass b = pass(M, 1, N1 * os, Buffer::Work, Buffer::Output);
    b.lines.push_back({p.batch, n, p.out.dist});
    b.lines.push_back({N1, M, os});
    b.applies_scale = true;
    out.passes.push_back(b);
  } else {
    const int64_t N3 = M / N2;
    FftPass b = pass(N2, N3, N3, Buffer::Work, Buffer::Work);
    b.lines.push_back({p.batch * N1, M, M});  // every row of every batch (rows are M apart)
    b.lines.push_back({N3, 1, 1});
    b.twiddle_n = M;
    b.twiddle_dim = 1;
    out.passes.push_back(b);
    // Line order (batch, k2, k1), k1 fastest: neighbouring lines are adjacent in the output.
    FftPass c = pass(N3, 1, N1 * N2 * os, Buffer::Work, Buffer::Output);
    c.lines.push_back({p.batch, n, p.out.dist});
    c.lines.push_back({N2, N3, N1 * os});
    c.lines.push_back({N1, M, os});
    c.applies_scale = true;
    merge_line_dims(&c.lines);
    out.passes.push_back(c);
  }
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

int64_t pass_length_limit(const Problem& p) {
  return (p.compute == Compute::TcSplit && p.split_terms == 3) ? 4096 : kMaxSinglePass;
}

// Longest line of a multi-pass plan's pass (plan.h): 8192, except TC_SPLIT with 3 terms, whose
// CUDA kernels stop at 4096 (register budget), so the same plan runs everywhere, and the
// register-tile modes, whose staged passes of 2048 ... 8192 points hold one or two lines per
// block and so touch 8 or 16 contiguous bytes of a strided side: there three passes of at most
// 1024 points beat two longer ones (H100, 2026-11-21, same run: 1D 2^22 x16 3.04 -> 1.55 ms,
// 2^24 x4 3.87 -> 1.76, 2^26 3.42 -> 2.12; docs/design.md "Three passes"). At most
// PlanOptions::max_pass_len instead of the preference when that is set (tcfftSetPlanPassLength),
// within the kernels' limit.
int64_t longest_pass(const Problem& p, const PlanOptions& opt) {
  const int64_t limit = pass_length_limit(p);
  if (opt.max_pass_len > 0) return std::min(limit, opt.max_pass_len);
  if (regtile_mode(p)) return 1024;
  // NATIVE F32 (the generic kernels): passes of at most 2048 points. H100, 2026-11-22, NATIVE rank-1
  // rows with the block-tile rule (tools/kernel_dev/NOTES.md v19, `v19/native-maxpass/`): the kernels'
  // limit (8192-point passes, one line per block on the strided side) took 1.22 / 1.33 / 1.86 / 2.43
  // / 2.74 / 3.61 / 5.48 / 6.44 ms for 2^14 / 2^15 / 2^16 / 2^18 / 2^20 / 2^22 / 2^24 / 2^26 (x 2^26
  // points), passes of at most 2048 1.06 / 1.12 / 1.35 / 1.65 / 1.74 / 5.49 / 2.56 / 2.65 (2^22: a
  // 2048-point post-twiddle pass at one line per block, which the tile rule now widens).
  if (p.compute == Compute::Native && p.storage == Storage::F32) return std::min<int64_t>(limit, 2048);
  return limit;
}

// The pass of axis a in a plan of one pass per axis: the first pass reads the input layout and
// writes the output layout, later ones work in place on the output (applies_scale left false).
static FftPass axis_pass(const Problem& p, const PlanOptions& opt, int a, bool first) {
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
  pass.compute = p.compute;
  pass.split_terms = p.split_terms;
  return pass;
}

// Whether both sides hold the data dense and row-major: element stride 1, embeds equal to the
// lengths (the slowest axis's embed never addresses anything), batches one volume apart.
static bool dense_row_major(const Problem& p) {
  int64_t vol = 1;
  for (int d = 0; d < p.rank; ++d) vol *= p.n[d];
  for (const Layout* l : {&p.in, &p.out}) {
    if (l->stride != 1 || (p.batch > 1 && l->dist != vol)) return false;
    for (int d = 1; d < p.rank; ++d)
      if (l->embed[d] != p.n[d]) return false;
  }
  return true;
}

// Whether a rank-2 problem, or the inner two axes of a rank-3 one, take the transposed form:
// register-tile computes, the planner's own radices and pass lengths, dense row-major data on both
// sides (the layouts measured), no length-1 axis, and the lengths where it measured faster. With
// (n0, n1) the column and row lengths of the 2D planes (a rank-3 problem's axes 1 and 2), the
// transposed plan trades the column pass's strided read for a strided write, gaining g(n0), and the
// row pass's own form for a strided write, losing l(n1) (ms per 2^26 points, H100, 2026-11-22,
// tools/kernel_dev/NOTES.md v18: 2D 256^2 x1024 0.793 -> 0.741 ms, 2048^2 x16 1.457 -> 1.285,
// 2048 x 512 x64 1.218 -> 1.113; slower at 128^2 (+4%), 1024^2 (+16%), 256 x 1024 (+15%), 4096^2
// (+16%); 512^2 even). TC_SPLIT takes it where g(n0) - l(n1) > 0.03 (measured faster on all seven
// such 2D shapes, 256 x 2048 -5% ... 2048 x 256 -15%). TC_FP16 only at 2048^2 (-13%): at 256^2 it
// measured 3.7% slower (its column pass is cheaper); its other lengths are not measured.
// g(512) = 0.14 since v38 (was 0.10), which adds 512 x 512 planes: on today's kernels the
// transposed form measured faster there on both GPUs (H200: 2D 512^2 x256 -1.6%, 3D 512^3 -1.2%;
// H100: -0.6 to -1.2%, 3D 16x512x512 x16 -0.7%), and the other shapes of the table kept their
// choice (H200: 1024^2 +14%, 128^3 +7%, 4096^2 +41% transposed; 256^3 / 2048^2 +4% / +8% without).
static bool transposed_inner_pays(const Problem& p, const PlanOptions& opt) {
  if ((p.rank != 2 && p.rank != 3) || !regtile_mode(p) || opt.forced_radix != 0 || opt.max_pass_len != 0)
    return false;
  const int r = p.rank;
  const int64_t n0 = p.n[r - 2], n1 = p.n[r - 1];
  for (int d = 0; d < r; ++d)
    if (p.n[d] < 2) return false;
  if (!dense_row_major(p)) return false;
  // TC_FP16: 2048^2, and 256^2, whose two passes the CUDA backend runs as its fused pair (v42)
  if (p.compute == Compute::TcFp16) return (n0 == 2048 && n1 == 2048) || (n0 == 256 && n1 == 256);
  auto gain = [](int64_t n) { return n == 256 ? 0.056 : n == 512 ? 0.14 : n == 1024 ? 0.02 : n == 2048 ? 0.20 : -1.0; };
  auto loss = [](int64_t n) { return n == 256 ? 0.0 : n == 512 ? 0.10 : n == 1024 ? 0.17 : n == 2048 ? 0.02 : 1.0; };
  return gain(n0) - loss(n1) > 0.03;
}

// Transposed inner axes (docs/design.md "Transposed 2D"), for the 2D planes (a, b) = (n[r-2],
// n[r-1]) of every batch and (rank 3) axis-0 index: pass A runs the b-point rows of the input and
// writes them transposed into the workspace (element k of row i of a plane at k*a + i), pass B runs
// the rows of the workspace (the columns, now contiguous) and writes them to the output at its
// axis-(r-2) stride, so the transpose back is pass B's strided write, as in the four-step pass B.
// Both passes read contiguous lines; the default plan's column pass reads strided instead. Rank 3
// adds the default axis-0 pass, in place on the output. Same arithmetic per line (same bits), one
// workspace of the data's size.
static Status make_transposed_inner(const Problem& p, const PlanOptions& opt, Plan* plan) {
  const int r = p.rank;
  const int64_t a_len = p.n[r - 2], b_len = p.n[r - 1], plane = a_len * b_len;
  const int64_t n0 = r == 3 ? p.n[0] : 1, v = n0 * plane;
  Plan out;
  out.problem = p;
  FftPass a;
  a.axis = r - 1;
  a.n = b_len;
  a.radices = pass_radices(p, opt, b_len);
  a.in_stride = p.in.dim_stride(r, r - 1);
  a.out_stride = a_len;
  a.lines = {{p.batch, p.in.dist, v}};
  if (r == 3) a.lines.push_back({n0, p.in.dim_stride(3, 0), plane});
  a.lines.push_back({a_len, p.in.dim_stride(r, r - 2), 1});
  merge_line_dims(&a.lines);
  a.src = Buffer::Input;
  a.dst = Buffer::Work;
  a.compute = p.compute;
  a.split_terms = p.split_terms;
  FftPass b = a;
  b.axis = r - 2;
  b.n = a_len;
  b.radices = pass_radices(p, opt, a_len);
  b.in_stride = 1;
  b.out_stride = p.out.dim_stride(r, r - 2);
  b.lines = {{p.batch, v, p.out.dist}};
  if (r == 3) b.lines.push_back({n0, plane, p.out.dim_stride(3, 0)});
  b.lines.push_back({b_len, a_len, p.out.dim_stride(r, r - 1)});
  merge_line_dims(&b.lines);
  b.src = Buffer::Work;
  b.dst = Buffer::Output;
  out.passes = {a, b};
  if (r == 3) out.passes.push_back(axis_pass(p, opt, 0, false));  // the default axis-0 pass, in place
  out.passes.back().applies_scale = true;
  out.work_bytes = static_cast<size_t>(p.batch) * static_cast<size_t>(v) * complex_bytes(p.storage);
  *plan = std::move(out);
  return Status::ok();
}

// Whether a rank-2 problem's column axis takes two passes (make_split_columns): register-tile
// computes (column length 4096 or 8192) or NATIVE with F32 storage (8192), the planner's own
// radices and pass lengths, dense row-major data on both sides and rows of at least 16 points. One N-point
// column pass stages at most 4 (4096) or 2 (8192) neighbouring columns per block, so it reads 32 or
// 16 contiguous bytes per row: H100, 2026-11-23 (`docs/results/h100-2026-11-23/v22/pass_times/`),
// the TC_SPLIT column pass of 2D 4096^2 x4 took 0.94 ms and of 8192^2 1.22-1.27 ms (2.6 / 3.5x the
// floor) against 0.43 / 0.57 for the rows; 64- and 128-point strided passes stage 16-32 neighbours
// and ran at 1.0-1.06x the floor (3D 128^3's passes). NATIVE (the generic kernels) gains at 8192
// only (H100, 2026-11-23, NOTES v23, same binary: 2D 8192^2 2.70 -> 1.71-1.73 ms, 8192 x 512 x16
// 2.49-2.71 -> 1.70-1.71) and loses at 4096 (4096^2 x4 1.38 -> 1.59, 4096 x 64 x256 1.31 -> 1.60).
static bool split_columns_pay(const Problem& p, const PlanOptions& opt) {
  const bool native_f32 = p.compute == Compute::Native && p.storage == Storage::F32;
  if (p.rank != 2 || !(regtile_mode(p) || native_f32) || opt.forced_radix != 0 || opt.max_pass_len != 0)
    return false;
  const int64_t n0 = p.n[0], n1 = p.n[1];
  return (n0 == 8192 || (n0 == 4096 && !native_f32)) && n1 >= 16 && dense_row_major(p);
}

// The column axis of a rank-2 problem (N = n[0] rows of M = n[1] points) in two passes, a four-step
// down every column (docs/design.md "Split columns"): after the row pass (input -> output),
//  pass A: N1 = 64-point FFTs down the columns at element stride N2*M (column element n1*N2 + n2
//          of column c at (n1*N2 + n2)*M + c), output -> work in the same positions, with the
//          post-twiddle T_N[k1*n2] (twiddle dimension: n2);
//  pass B: N2 = N/64-point FFTs of work elements (k1*N2 + n2)*M + c over n2 (element stride M),
//          written to the output at (k1 + N1*k2)*M + c (element stride N1*M: the transpose of the
//          four-step folded into the strided write), applies the normalization.
// Lines of both passes run over the M neighbouring columns fastest, so a block reads and writes
// whole segments of rows. One workspace of the data's size.
static Status make_split_columns(const Problem& p, const PlanOptions& opt, Plan* plan) {
  const int64_t N = p.n[0], M = p.n[1], N1 = 64, N2 = N / N1, v = N * M;
  Plan out;
  out.problem = p;
  out.passes.push_back(axis_pass(p, opt, 1, true));
  FftPass a;
  a.axis = 0;
  a.n = N1;
  a.radices = pass_radices(p, opt, N1);
  a.in_stride = N2 * M;
  a.out_stride = N2 * M;
  // not merged: the twiddle dimension (n2) must stay apart from the columns
  a.lines = {{p.batch, p.out.dist, v}, {N2, M, M}, {M, 1, 1}};
  a.twiddle_n = N;
  a.twiddle_dim = 1;
  a.src = Buffer::Output;
  a.dst = Buffer::Work;
  a.compute = p.compute;
  a.split_terms = p.split_terms;
  FftPass b = a;
  b.n = N2;
  b.radices = pass_radices(p, opt, N2);
  b.in_stride = M;
  b.out_stride = N1 * M;
  b.lines = {{p.batch, v, p.out.dist}, {N1, N2 * M, M}, {M, 1, 1}};
  merge_line_dims(&b.lines);
  b.twiddle_n = 0;
  b.twiddle_dim = 0;
  b.src = Buffer::Work;
  b.dst = Buffer::Output;
  b.applies_scale = true;
  out.passes.push_back(a);
  out.passes.push_back(b);
  out.work_bytes = static_cast<size_t>(p.batch) * static_cast<size_t>(v) * complex_bytes(p.storage);
  *plan = std::move(out);
  return Status::ok();
}

bool Plan::split_columns() const {
  return problem.rank == 2 && passes.size() == 3 && passes[0].dst == Buffer::Output &&
         passes[1].dst == Buffer::Work && passes[2].src == Buffer::Work && passes[1].twiddle_n > 0;
}

bool Plan::transposed_inner() const {
  return problem.rank >= 2 && passes.size() == static_cast<size_t>(problem.rank) && passes[0].dst == Buffer::Work &&
         passes[1].src == Buffer::Work && passes[0].twiddle_n == 0;
}

bool generic_tile_tunable(const Problem& p, const FftPass& f) {
  return p.backend == Backend::Cuda && p.storage == Storage::F32 && f.compute == Compute::Native &&
         f.n < (int64_t{1} << kMaxGenericTileLog) && (f.in_stride != 1 || f.out_stride != 1);
}

int generic_tile_rule(const Problem& p, const FftPass& f) {
  if (!generic_tile_tunable(p, f)) return 0;
  if (f.twiddle_n != 0) return f.n >= 1024 ? 13 : 0;  // >= 1024 points: more than one or two lines per block
  if (f.in_stride != 1 && f.out_stride != 1) return f.n <= 256 ? 0 : f.n <= 1024 ? 12 : 13;
  return 13;
}

namespace {

// make_plan's passes (structure, radices, compute); make_plan adds the block tiles.
Status make_plan_passes(const Problem& p, const PlanOptions& opt, Plan* plan) {
  if (transposed_inner_pays(p, opt)) return make_transposed_inner(p, opt, plan);
  if (split_columns_pay(p, opt)) return make_split_columns(p, opt, plan);
  if (p.rank == 1 && (p.n[0] > single_pass_max(p, opt) || (opt.max_pass_len > 0 && p.n[0] > opt.max_pass_len))) {
    Status st = make_four_step(p, opt, plan);
    plan->long_pass_below_min_batch =
        st.is_ok() && p.n[0] == kRegtileLongPass && long_pass_eligible(p, opt) && p.batch < long_pass_min_batch(opt);
    return st;
  }
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
    FftPass pass = axis_pass(p, opt, axes[i], i == 0);
    pass.applies_scale = i + 1 == axes.size();
    out.passes.push_back(pass);
  }
  out.work_bytes = 0;
  *plan = std::move(out);
  return Status::ok();
}

}  // namespace

Status make_plan(const Problem& p, const PlanOptions& opt, Plan* plan) {
  TCFFT_RETURN_IF_ERROR(check_supported(p, opt));
  TCFFT_RETURN_IF_ERROR(make_plan_passes(p, opt, plan));
  for (FftPass& f : plan->passes) f.tile_log = generic_tile_rule(p, f);
  return Status::ok();
}

}  // namespace tcfft
