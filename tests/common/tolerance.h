// Per-mode error tolerances, as FORMULAS of the transform size. Every
// constant below is derived in the comment next to it; the derivations model
// the arithmetic in docs/numerics.md.
//
// Notation
//   L  = log2(N), N = n[0]*...*n[rank-1] the points of one transform (a
//        rank-r transform is r passes whose stage errors add, so L and S are
//        sums over the axes);
//   S  = number of Stockham stages over all passes (ceil(log2 n_d / log2 R)
//        per axis, R = forced radix or the planner's 16);
//   u  = unit roundoff: u64 = 2^-53, u32 = 2^-24, u16 = 2^-11 (binary16),
//        ubf = 2^-8 (bfloat16).
// Errors are measured as rel-L2 = ||y - ref||2 / ||ref||2 against a long
// double reference computed from the exact stored input, so only the
// transform's own rounding (and the output rounding to storage) counts.
//
// Random-input model (used to choose the constants c): each rounding is an
// independent error of rms ~u/sqrt(3) relative to the value rounded. A DFT
// stage is unitary up to a factor sqrt(R), so relative errors of stage
// outputs carry through later stages unchanged in size and independent
// errors of S stages add in quadrature: rel-L2 ~ e_stage * sqrt(S).
#pragma once

#include <array>
#include <cmath>

#include "tcfft/tcfft.h"

namespace tct {

constexpr double kU64 = 0x1p-53;   // double unit roundoff
constexpr double kU32 = 0x1p-24;   // float unit roundoff
constexpr double kU16 = 0x1p-11;   // binary16 unit roundoff (10 fraction bits + hidden)
constexpr double kUBF16 = 0x1p-8;  // bfloat16 unit roundoff (7 fraction bits + hidden)

/// Everything a tolerance depends on.
struct ToleranceMode {
  tcfftPrecision storage = TCFFT_F32;
  tcfftCompute compute = TCFFT_COMPUTE_NATIVE;  // DEFAULT must be resolved by the caller
  int split_terms = 2;
  int radix = 0;  // forced radix, 0 = planner (16)
  tcfftNormalization norm = TCFFT_NORM_NONE;
};

/// log2 of a power of two (0 for 1).
inline int ilog2_ll(long long v) {
  int l = 0;
  while ((1LL << l) < v) ++l;
  return l;
}

/// Stockham stages for one axis of length n with radix R: ceil(log2 n / log2 R).
inline int stages_for(long long n, int radix) {
  const int R = radix > 0 ? radix : 16;
  const int r = ilog2_ll(R);
  const int l = ilog2_ll(n);
  return (l + r - 1) / r;
}

struct SizeInfo {
  int L = 0;  // log2 of the points per transform
  int S = 0;  // stages over all passes
};

inline SizeInfo size_info(int rank, const std::array<long long, 3>& n, int radix) {
  SizeInfo s;
  for (int d = 0; d < rank; ++d) {
    s.L += ilog2_ll(n[d]);
    s.S += stages_for(n[d], radix);
  }
  return s;
}

/// Unit roundoff of the arithmetic a mode computes in.
inline double compute_unit(const ToleranceMode& m) { return m.storage == TCFFT_F64 ? kU64 : kU32; }

/// Unit roundoff of the final rounding of outputs into storage, 0 when the
/// storage format is the compute format (F32, F64: no extra rounding).
inline double storage_unit(tcfftPrecision p) {
  return p == TCFFT_F16 ? kU16 : p == TCFFT_BF16 ? kUBF16 : 0.0;
}

/// rel-L2 tolerance of a transform of `rank`/`n` computed in mode m.
inline double rel_l2_tolerance(const ToleranceMode& m, int rank, const std::array<long long, 3>& n) {
  const SizeInfo z = size_info(rank, n, m.radix);
  const double L = z.L, S = z.S;
  double tol = 0;
  if (m.compute == TCFFT_COMPUTE_NATIVE || m.storage == TCFFT_F64) {
    // Direct-sum butterflies in the compute type (docs §2), float or double.
    // Per stage of radix R, relative to the stage output (rms, u/sqrt(3) per
    // rounding): the R-term sequential sum, whose k-th partial sum is
    // ~sqrt(k)|v|, gives u^2 R/6; the R products u^2/3; the twiddle (rounded
    // table + fma product) ~2u^2/3. So e_stage^2 ~ u^2 (R/6 + 1) and over
    // S = L/log2 R stages
    //   rel-L2 ~ u sqrt(L) sqrt((R/6 + 1)/log2 R),
    // factor 1.15 (R=2), 0.91 (R=4), 0.88 (R=8), 0.96 (R=16).
    // c = 2.5 ~ 2 x the worst case (R = 2).
    // F64: the project requires rel-L2 <= 1e-14 log2 N; 2.5 u64 sqrt(L) is
    // below that for every L >= 1 (2.8e-16 sqrt(L) <= 1e-14 L), so this
    // tighter model bound implies the requirement (checked in
    // test_reference_oracle.cpp). N = 1 gives 0: a length-1 transform is a
    // copy and must be exact.
    tol = 2.5 * compute_unit(m) * std::sqrt(L);
  } else if (m.compute == TCFFT_COMPUTE_TC_SPLIT) {
    // Split emulation (docs §4): the P=2 input representation error is
    // <= 2^-22 max|x| (docs §4.5), rms ~2u relative to the vector; the hi+lo
    // matrix and the dropped A_lo*h_1 product add O(u); per stage this is
    // comparable to the native stage, so the native c = 2.5 covers the
    // random part (P = 3 is at least as accurate). In addition every MMA result is
    // truncated toward zero (docs §4.4): a bias of up to 1 ulp = 2u relative,
    // in the same direction for every output, so it adds linearly over the S
    // stages: + 2u * S.
    tol = kU32 * (2.5 * std::sqrt(L) + 2.0 * S);
  } else {  // TC_FP16
    // One fp16 part (P = 1, Q = 1): the input rounded to fp16 per vector with
    // a shared power-of-two scale has rms error ~0.65*u16 relative to the
    // vector, the fp16-rounded matrix (R >= 8) ~0.3*u16, per stage ~0.7*u16;
    // with up to S = L stages (radix 2) rel-L2 ~ 0.7*u16*sqrt(L).
    // c = 1.5 ~ 2 x the model's worst case (radix 2).
    tol = 1.5 * kU16 * std::sqrt(L);
  }
  // Output rounding into F16/BF16 storage: each component is rounded to
  // nearest, |error| <= u_s * |component|, hence rel-L2 <= u_s exactly.
  tol += storage_unit(m.storage);
  // 1/sqrt(N) is rounded to the compute type (<= u relative) and applied by
  // one more rounded multiply (<= u): + 2u. 1/N is a power of two: exact.
  if (m.norm == TCFFT_NORM_BY_SQRT_N) tol += 2.0 * compute_unit(m);
  return tol;
}

/// rel-Linf tolerance from the rel-L2 one. Transform errors are sums of many
/// roundings, close to complex Gaussian with the same rms at every output
/// (not proportional to |y_k|). For M complex outputs with rms error sigma,
/// P(max |e| > t*sigma) <= M exp(-t^2); t^2 = ln M + 14 puts this below 1e-6.
/// max|ref| >= rms|ref|, so rel-Linf <= sqrt(ln M + 14) * rel-L2.
inline double rel_linf_tolerance(double rel_l2_tol, double outputs) {
  return std::sqrt(std::log(outputs > 1 ? outputs : 1.0) + 14.0) * rel_l2_tol;
}

/// CUDA TC_SPLIT vs the CPU emulation of the same plan. docs/numerics.md
/// fixes every operation bit for bit except the tensor core's internal adder:
/// the hardware may differ from "exact sum, then truncate" by at most 1 ulp
/// (2u relative) per MMA result, at most two MMA results (the two R = 16
/// chunks) per output row of a stage, so <= 4u relative per stage, adding
/// linearly over the S stages in the worst case:
///   rel-L2(gpu, cpu) <= 4 * u32 * S.
inline double gpu_vs_cpu_split_tolerance(int rank, const std::array<long long, 3>& n, int radix) {
  return 4.0 * kU32 * size_info(rank, n, radix).S;
}

/// CUDA TC_FP16 vs the CPU emulation: no closed form here; the GPU tests measure the bound on the
/// plan and input itself (gpu_vs_cpu_fp16_bound in tests/gpu/test_gpu_emulation.cpp: 2 x the effect of
/// moving every MMA result of the emulation by one ulp), because the fp16 rounding flips that a
/// per-MMA disagreement causes cascade through the later stages (tools/kernel_dev/NOTES.md v19).

}  // namespace tct
