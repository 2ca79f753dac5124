// ESTIMATE: the analytic cost model. A pass is one kernel that streams every
// element from global memory once and back once, and in between runs its
// Stockham stages on chip. Modeled time of a pass:
//
//   t_mem  = bytes_moved / (mem_bw * fill)
//   t_comp = points * sum over stages of [ arith(R, compute) + trips * elem / stage_bw ] / fill
//            (trips = 2, or 0.5 for a sequence the register-tile kernels take: regtile_sequence)
//   t      = max(t_mem, t_comp) + overlap * min(t_mem, t_comp) + launch_s
//
//   arith, native:   (5 log2 R + 6 [twiddles, stages after the first]) / fp32_rate
//   arith, tc-*:     8 * max(R, 8) * products / mma_rate      (complex R-point DFT as an MMA,
//                                                             K padded to the 8-wide fragment;
//                                                             R = 16: 8 * 8, the half-MMA form of §4.15)
//                    + (8 P + 6) / fp32_rate                  (splitting into P fp16 parts, twiddles)
//                    products: tc-fp16 1, tc-split P=2: 3, P=3: 6 (the hi*hi, hi*lo, lo*hi, ... terms)
//   fill = min(1, tiles / sms), tiles = points / max(tile_elems, n): fewer tiles than SMs leave SMs idle.
//
// The constants are round numbers for an H100 SXM (about 3 TB/s HBM3 achieved,
// 60 TFLOP/s FP32, 800 TFLOP/s dense fp16 MMA, 132 SMs x ~128 B/clk shared
// memory) and for a small multi-core CPU. They only need to rank variants of
// the same pass (the CPU model is the GPU's scaled to CPU bandwidth, so
// ESTIMATE plans on the CPU backend are the GPU's plans): bytes are equal within a pass, so the ranking comes from the
// stage terms (number of stages, MMA padding of small radices). Ties (e.g.
// orderings of the same radices) go to the more balanced sequence, then to the
// earlier candidate (the library rule first). Cost: a few hundred flops per
// candidate; a whole plan's ESTIMATE takes microseconds.
#include <algorithm>
#include <cmath>
#include <thread>

#include "core/types.h"
#include "plan/tuning.h"

namespace tcfft {

CostModel cost_model_for(Backend b) {
  CostModel m;
  if (b == Backend::Cuda) {
    m.mem_bw = 3.0e12;
    m.fp32_rate = 60e12;
    m.mma_rate = 800e12;
    m.stage_bw = 28e12;
    m.launch_s = 3e-6;
    m.sms = 132;
    m.tile_elems = 2048;  // kernels: lines per block = max(1, 2^11 / n)
    m.overlap = 0.3;
  } else {
    // The CPU backend is the reference implementation of the GPU plans (its
    // tensor-core stages are exact emulations): ESTIMATE ranks variants on it
    // with the GPU's per-stage constants scaled to CPU memory bandwidth, so
    // the CPU backend runs the GPU's plans. MEASURE ranks by CPU time.
    const CostModel g = cost_model_for(Backend::Cuda);
    const unsigned hw = std::max(1u, std::thread::hardware_concurrency());
    m.mem_bw = 10e9;
    const double scale = m.mem_bw / g.mem_bw;
    m.fp32_rate = g.fp32_rate * scale;
    m.mma_rate = g.mma_rate * scale;
    m.stage_bw = g.stage_bw * scale;
    m.launch_s = 5e-6;
    m.sms = static_cast<int>(hw);
    m.tile_elems = 1;
    m.overlap = g.overlap;
  }
  return m;
}

double estimate_pass_ms(const Problem& p, const FftPass& f, const PassVariant& v) {
  // The constants depend only on the backend: build each once.
  static const CostModel gpu = cost_model_for(Backend::Cuda);
  static const CostModel cpu = cost_model_for(Backend::Cpu);
  return estimate_pass_ms(p.backend == Backend::Cuda ? gpu : cpu, p, f, v);
}

double estimate_pass_ms(const CostModel& m, const Problem& p, const FftPass& f, const PassVariant& v) {
  const double points = static_cast<double>(f.n) * static_cast<double>(f.nlines());
  const double tiles = std::max(1.0, points / std::max(m.tile_elems, static_cast<double>(f.n)));
  const double fill = std::min(1.0, tiles / std::max(1, m.sms));
  const double t_mem = f.bytes_moved(p.storage) / (m.mem_bw * fill);
  // On-chip element: complex in the compute precision (float, double for F64).
  const double elem = p.storage == Storage::F64 ? 16.0 : 8.0;
  const int P = v.compute == Compute::TcFp16 ? 1 : f.split_terms;
  const double products = v.compute == Compute::TcFp16 ? 1.0 : (P == 3 ? 6.0 : 3.0);
  // Register-tile kernels (tensor-core sequences they take): stages chain in registers, at most one
  // shared-memory exchange (two trips) per four stages, so a quarter of the per-stage trips.
  const double smem_trips = regtile_compute(p.storage, v.compute, f.split_terms) && regtile_sequence(f.n, v.radices)
                                ? 0.5
                                : 2.0;
  double per_point = 0;  // seconds per point, all stages
  for (size_t s = 0; s < v.radices.size(); ++s) {
    const int R = v.radices[s];
    const double tw = s > 0 ? 6.0 : 0.0;
    if (v.compute == Compute::Native) {
      per_point += (5.0 * std::log2(static_cast<double>(R)) + tw) / m.fp32_rate;
    } else {
      // R = 16 takes half the MMAs of its 32 x 32 real form (docs/numerics.md §4.15): per point the
      // MMA work of R = 8
      const double width = R == 16 ? 8.0 : std::max(R, 8);
      per_point += 8.0 * width * products / m.mma_rate + (8.0 * P + tw) / m.fp32_rate;
    }
    per_point += smem_trips * elem / m.stage_bw;
  }
  const double t_comp = points * per_point / fill;
  const double t = std::max(t_mem, t_comp) + m.overlap * std::min(t_mem, t_comp) + m.launch_s;
  return t * 1e3;
}

bool estimate_better(double a_ms, const PassVariant& a, double b_ms, const PassVariant& b) {
  const double tol = 1e-9 * std::max(a_ms, b_ms);
  if (a_ms < b_ms - tol) return true;
  if (b_ms < a_ms - tol) return false;
  auto spread = [](const PassVariant& v) {
    if (v.radices.empty()) return 0;
    const auto mm = std::minmax_element(v.radices.begin(), v.radices.end());
    return *mm.second - *mm.first;
  };
  return spread(a) < spread(b);
}

MeasureConfig default_measure_config(Backend b) {
  MeasureConfig c;
  if (b == Backend::Cpu) c.reps = 3;
  return c;
}

}  // namespace tcfft
