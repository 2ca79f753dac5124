#include <array>
#include <cmath>
#include <cstdio>
#include <set>
#include <sstream>

#include "cuda/kernels/pass_args.h"  // kFusedPairMinPoints (host-only header)
#include "plan/plan.h"

namespace tcfft {

namespace {

std::string human_bytes(double b) {
  char buf[32];
  const char* unit[] = {"B", "KB", "MB", "GB", "TB"};
  int u = 0;
  while (b >= 1000.0 && u < 4) {
    b /= 1000.0;
    ++u;
  }
  std::snprintf(buf, sizeof buf, "%.3g %s", b, unit[u]);
  return buf;
}

std::string ms_text(double ms) {
  if (std::isnan(ms)) return "-";
  char b[32];
  std::snprintf(b, sizeof b, "%.4g ms", ms);
  return b;
}

// The tuner's record: planner, every candidate with estimated / measured time
// and its fate, and why the winner won. Never prints "pass <k>:" (that prefix
// belongs to the tree above).
void explain_tuning(const TuningInfo& t, std::ostringstream& s) {
  if (t.planner.empty()) return;
  char b[64];
  std::snprintf(b, sizeof b, "%.3g ms", t.planning_ms);
  s << "planner: " << t.planner << (t.from_wisdom ? " (stored wisdom, no measurement)" : "") << ", planning took "
    << b << ", est. " << ms_text(t.est_ms);
  if (!std::isnan(t.measured_ms)) s << ", measured " << ms_text(t.measured_ms);
  if (!std::isnan(t.estimate_choice_ms)) s << " (ESTIMATE's choice measured " << ms_text(t.estimate_choice_ms) << ")";
  if (t.measured_count > 0) s << ", " << t.measured_count << " timings";
  s << "\n";
  if (!t.candidates.empty()) {
    s << "  candidates (p<pass> radices compute: estimated / measured):\n";
    for (const CandidateInfo& c : t.candidates) {
      std::string r;
      for (size_t i = 0; i < c.radices.size(); ++i) r += (i ? "x" : "") + std::to_string(c.radices[i]);
      if (r.empty()) r = "copy";
      if (c.tile_log != 0) r += " tile 2^" + std::to_string(c.tile_log);
      s << "   " << (c.chosen ? "*" : " ") << " p" << c.pass << " " << r << " " << to_string(c.compute) << ": "
        << ms_text(c.est_ms) << " / " << ms_text(c.measured_ms);
      if (!c.note.empty()) s << "  (" << c.note << ")";
      s << "\n";
    }
  }
  for (const std::string& n : t.notes) s << "  why: " << n << "\n";
}

}  // namespace

bool Plan::cuda_plane_shape(size_t i) const {
  // The CUDA backend runs an n-point row pass and the in-place n-point column pass of the same
  // n x n planes (n = 32, 64, 128) as one kernel (cuda/kernels/regtile
  // rt_plane32_kernel / rt_plane64_kernel / rt16384_kernel's plane form) when the planes are dense on
  // both sides (regtile plane_supported decides; this is its plan-level outline); the plan keeps both
  // passes (the CPU backend runs them one by one).
  if (i + 1 >= passes.size()) return false;
  const Problem& p = problem;
  const FftPass &a = passes[i], &b = passes[i + 1];
  return p.backend == Backend::Cuda && regtile_compute(p.storage, p.compute, p.split_terms) &&
         (a.n == 32 || a.n == 64 || a.n == 128) && b.n == a.n && a.in_stride == 1 && a.out_stride == 1 &&
         b.in_stride == a.n && b.out_stride == a.n && b.src == a.dst && b.dst == a.dst && a.twiddle_n == 0 &&
         b.twiddle_n == 0;
}

bool Plan::cuda_plane_pair(size_t i) const {
  // 128 x 128: from kPlane128MinPlanes planes (a's lines / 128)
  return cuda_plane_shape(i) && (passes[i].n != 128 || passes[i].nlines() / 128 >= cuda::kPlane128MinPlanes);
}

bool Plan::cuda_fused_pair(size_t i) const {
  // the CUDA backend's fused pair (cuda/kernels/regtile rt_fused256_kernel; regtile fused_supported
  // decides on the pointers and the layout too, this is its plan-level outline): the transposed
  // 256 x 256 form, and the 256 x 256 four-step (1D 65536, each transform one plane), in
  // TC_SPLIT and TC_FP16 (the transposed TC_FP16 form since v42), from kFusedPairMinPoints points per pass
  const Problem& p = problem;
  if (i != 0 || p.backend != Backend::Cuda || !regtile_compute(p.storage, p.compute, p.split_terms) ||
      passes.size() < 2 || passes[0].n != 256 || passes[1].n != 256 ||
      passes[0].nlines() * passes[0].n < cuda::kFusedPairMinPoints)
    return false;
  const bool four_step_65536 = passes.size() == 2 && passes[0].dst == Buffer::Work && passes[1].src == Buffer::Work &&
                               passes[0].twiddle_n == 256 * 256;
  return four_step_65536 || transposed_inner();
}

size_t Plan::cuda_post_twiddle_bytes() const {
  std::set<std::array<int64_t, 3>> tables;
  size_t bytes = 0;
  for (const FftPass& f : passes) {
    if (f.twiddle_n == 0) continue;
    const int64_t count = f.lines[static_cast<size_t>(f.twiddle_dim)].count;
    if (tables.insert({f.twiddle_n, f.n, count}).second)
      bytes += static_cast<size_t>(f.post_twiddle_entries()) * 2 * sizeof(float);
  }
  return bytes;
}

std::string Plan::explain() const {
  std::ostringstream s;
  const Problem& p = problem;
  double total = 0;
  for (const FftPass& f : passes) total += f.bytes_moved(p.storage);
  s << "plan " << p.describe() << "\n";
  s << "  " << passes.size() << " pass(es) over global memory, est. " << human_bytes(total)
    << " moved, workspace " << work_bytes << " B\n";
  if (p.backend == Backend::Cuda) {
    const size_t tb = cuda_post_twiddle_bytes();
    if (tb > 0)
      s << "  device tables: post-twiddle tables of " << human_bytes(static_cast<double>(tb)) << " (" << tb
        << " B) held with the plan beside the workspace, whatever the batch\n";
  }
  // The CUDA backend runs some pairs of passes as one kernel (the plane and fused-pair notes
  // below): then one kernel fewer, and the data between the two neither written nor read again
  // in DRAM (the fused pair's goes through L2).
  int merged = 0;
  double saved = 0;
  for (size_t i = 0; i + 1 < passes.size(); ++i) {
    if (cuda_plane_pair(i) || cuda_fused_pair(i)) {
      ++merged;
      saved += 0.5 * (passes[i].bytes_moved(p.storage) + passes[i + 1].bytes_moved(p.storage));
      ++i;
    }
  }
  if (merged > 0) {
    s << "  the CUDA backend runs them as " << passes.size() - merged << " kernel(s), est. "
      << human_bytes(total - saved) << " through DRAM (pairs of passes as one kernel, below)\n";
  }
  const char* fused_note =
      "  passes 0 and 1: the CUDA backend runs them as one kernel, chunk by chunk of planes, so that pass 1 "
      "reads each chunk of the workspace back from L2 (one read and one write of the data in DRAM instead "
      "of two)\n";
  if (passes.size() == 2 && passes[0].dst == Buffer::Work && passes[1].src == Buffer::Work &&
      passes[0].twiddle_n > 0) {
    s << "  four-step: n = " << passes[0].twiddle_n << " = N1 " << passes[0].n << " x N2 " << passes[1].n
      << "; pass 0 does the N1-point FFTs down the columns into the workspace with the twiddles fused into its "
         "write, pass 1 the N2-point FFTs along the rows; the transpose is folded into pass 1's strided write "
         "(element stride N1), which saves a third pass over memory\n";
    if (cuda_fused_pair(0)) s << fused_note;
    if (long_pass_below_min_batch) {
      s << "  n = " << kRegtileLongPass << " is one pass from " << kRegtileLongPassMinBatch
        << " transforms on; with fewer, its one block per line would leave most SMs idle, so two passes\n";
    }
  }
  if (passes.size() == 3 && passes[0].dst == Buffer::Work && passes[1].src == Buffer::Work &&
      passes[1].dst == Buffer::Work && passes[2].src == Buffer::Work && passes[0].twiddle_n > 0) {
    s << "  three passes: n = " << passes[0].twiddle_n << " = N1 " << passes[0].n << " x N2 " << passes[1].n
      << " x N3 " << passes[2].n << " (longer than two passes of the longest pass length cover); pass 0 does the "
         "N1-point FFTs down the columns into the workspace with the T_n twiddles fused into its write, pass 1 "
         "the N2-point FFTs down the columns of every workspace row in place with the T_(N2 N3) twiddles, "
         "pass 2 the N3-point FFTs along the sub-rows; the transposes are folded into pass 2's strided write, "
         "so no pass is a transpose\n";
  }
  if (split_columns()) {
    s << "  split columns: axis 0 (n = " << passes[1].twiddle_n << ") = N1 " << passes[1].n << " x N2 " << passes[2].n
      << " in two passes after the rows; pass 1 does the N1-point FFTs down every column (element stride "
      << passes[1].in_stride << ") into the workspace with the twiddles fused into its write, pass 2 the N2-point "
      << "FFTs back to the output with the transpose folded into its strided write; with short columns a block "
         "reads long row segments, where one "
      << passes[1].twiddle_n << "-point column pass reads only a few neighbouring columns per block (the "
         "tensor-core kernels 2-4: 16-32 bytes per row), which measured slower than the extra pass (no transpose "
         "pass, a workspace of the data's size)\n";
  }
  if (transposed_inner()) {
    s << "  transposed " << (p.rank == 2 ? "2D" : "inner axes") << ": pass 0 does the " << passes[0].n
      << "-point rows and writes them transposed into the workspace (element stride " << passes[0].out_stride
      << "), pass 1 the " << passes[1].n
      << "-point columns as contiguous workspace rows, written back at the output's row stride; both passes read "
         "contiguous lines, which measured faster than a strided column read for these lengths (no extra pass, a "
         "workspace of the data's size)"
      << (p.rank == 3 ? "; pass 2 does axis 0 in place on the output as usual" : "") << "\n";
    if (cuda_fused_pair(0)) s << fused_note;
  }
  for (size_t i = 0; i + 1 < passes.size(); ++i) {
    if (cuda_plane_shape(i) && !cuda_plane_pair(i)) {
      s << "  passes " << i << " and " << i + 1 << ": " << passes[i].nlines() / passes[i].n << " planes of "
        << passes[i].n << " x " << passes[i].n << ", fewer than the " << cuda::kPlane128MinPlanes
        << " from which the CUDA backend runs them as one plane kernel (one block per plane would leave most "
           "SMs idle), so two passes\n";
    }
    if (!cuda_plane_pair(i)) continue;
    const int64_t n = passes[i].n;
    s << "  passes " << i << " and " << i + 1 << ": the CUDA backend runs them as one plane kernel when the " << n
      << " x " << n << " planes are dense (every plane read and written once instead of twice)";
    if (n == 128)
      s << "; a plane is the line of the one-pass 16384-point kernel with radices 16, 8 (the columns) and 8, 16 "
           "(the rows), no twiddle between the axes, the last stage in float, not the passes' 8, 8, 2 each";
    s << "\n";
  }
  for (size_t i = 0; i < passes.size(); ++i) {
    const FftPass& f = passes[i];
    const bool last_pass = i + 1 == passes.size();
    const char* br = last_pass ? "  └─ " : "  ├─ ";
    const char* cont = last_pass ? "     " : "  │  ";
    s << br << "pass " << i << ": axis " << f.axis << ", n=" << f.n << ", " << f.nlines() << " lines [";
    for (size_t d = 0; d < f.lines.size(); ++d) {
      s << (d ? " x " : "") << f.lines[d].count << "(is=" << f.lines[d].istride << ",os=" << f.lines[d].ostride
        << ")";
    }
    s << "], elem stride in=" << f.in_stride << " out=" << f.out_stride << ", " << to_string(f.src) << " -> "
      << to_string(f.dst) << (f.src == f.dst ? " (in place)" : "") << ", " << to_string(f.compute);
    if (f.compute == Compute::TcSplit) s << " (" << f.split_terms << " split terms)";
    if (f.applies_scale) s << ", applies normalization";
    s << ", est. " << human_bytes(f.bytes_moved(p.storage)) << "\n";
    if (f.twiddle_n > 0) {
      s << cont << "post-twiddle: output k of the line with index c along dim " << f.twiddle_dim << " (count "
        << (f.twiddle_dim < static_cast<int>(f.lines.size()) ? f.lines[f.twiddle_dim].count : 0)
        << ") times T_" << f.twiddle_n << "[k*c mod " << f.twiddle_n << "], after the last stage\n";
    }
    if (f.tile_log != 0) {
      const int64_t lpb = (int64_t{1} << f.tile_log) / f.n;
      s << cont << "block tile: 2^" << f.tile_log << " points (" << lpb << (lpb == 1 ? " line" : " lines")
        << " side by side per block of the CUDA generic kernel"
        << (f.tile_log == generic_tile_rule(p, f) ? ", the planner's rule for strided NATIVE lines"
                                                   : ", chosen by MEASURE or wisdom over the rule's")
        << ")\n";
    }
    int64_t ns = 1;
    for (size_t k = 0; k < f.radices.size(); ++k) {
      const bool last_stage = k + 1 == f.radices.size();
      s << cont << (last_stage ? "└─ " : "├─ ") << "stage " << k << ": radix " << f.radices[k] << ", Ns=" << ns
        << (ns == 1 ? ", no twiddles" : ", twiddles from n-point table")
        << (f.radices[k] == 2 && f.compute != Compute::Native ? ", float on CUDA cores (no multiplication to split)"
            : k == 0 && float_first_stage(f) ? ", float on CUDA cores (radix-16 network, docs/numerics.md §4.7)"
            : last_stage && float_last_stage(f) ? ", float on CUDA cores (twiddles, then the radix-16 network, docs/numerics.md §4.12)"
            : k > 0 && float_first_stage(f) && line_scale_groups(f) == 16
                ? ", split under one scale per 1024-point sub-line (docs/numerics.md §4.12)"
            : k > 0 && float_first_stage(f) && line_scale_groups(f) == 2
                ? ", split under one scale per sub-row (docs/numerics.md §4.11)"
            : k > 0 && float_first_stage(f)  ? ", split under one scale per line (docs/numerics.md §4.8)"
            : input_line_scaled(f)           ? ", split under one scale per line from the input (docs/numerics.md §4.9)"
            : subrow_line_scaled(f)          ? ", split under one scale per sub-row from the input (docs/numerics.md §4.11)"
                                             : "")
        << "\n";
      ns *= f.radices[k];
    }
    if (f.radices.empty()) s << cont << "└─ copy (n = 1)\n";
  }
  explain_tuning(tuning, s);
  return s.str();
}

}  // namespace tcfft
