// Exact emulation of the tensor-core split arithmetic (docs/numerics.md §4):
// the per-vector split of an input into P fp16 parts under one power-of-two
// scale, the MMA model (exact sum of fp16 x fp16 products plus the incoming
// float accumulator, then truncation toward zero to float), and the radix-R
// butterfly built from one accumulator chain. Exposed so tests can check each
// piece directly; the stage kernels use the same functions.
#pragma once

#include <cstdint>

#include "cpu/dft_matrix.h"

namespace tcfft::cpu {

constexpr int kMaxSplitTerms = 3;
constexpr int kMaxVec = 2 * kMaxRadix;  // 32 reals per radix-16 vector

/// Part p of a split carries weight s * 2^-kPartShift[p] (the third part of
/// P = 3 is stored scaled up by 2^22 so that it is a normal fp16 value).
constexpr int kPartShift[kMaxSplitTerms] = {0, 0, 22};

/// One vector split into P parts: x ~= s * (h[0] + h[1] + 2^-22 h[2]) (docs §4.1).
struct SplitVector {
  int len = 0;
  int P = 0;
  float s = 0;                                 // the one power-of-two scale
  float inv = 0;                               // 1/s (exact)
  float h[kMaxSplitTerms][kMaxVec] = {};       // fp16 values
  int32_t hi[kMaxSplitTerms][kMaxVec] = {};    // h * 2^24, exact; valid when finite
  bool finite = true;                          // false: some x_i is inf or NaN; then s, inv and every h are NaN
};

/// The scale docs §4.1 takes from m = max|x|: 2^(e+1), e = floor(log2 m) read
/// from the exponent bits, 2^-126 for m = 0 or subnormal, at most 2^127.
float split_scale(float m);

/// Split x[0..len) (len <= 32) into P (1..3) parts (docs §4.1).
void split_vector(const float* x, int len, int P, SplitVector* out);

/// Round toward zero to float the value S * 2^-48 (S an exact fixed-point sum
/// of fp16 x fp16 products, each a multiple of 2^-48). S == 0 gives +0.
float rz_fixed48(int64_t S);

/// The MMA model with an incoming accumulator: RZ(a + C) computed exactly,
/// where `a` is a double holding an exact value (here: a product sum) and C
/// any finite float. An exact zero gives +0.
float rz_add(double a, float C);

/// One chained MMA term of docs §4.4 on output rows i < 2R:
///   acc[i] = RZ(acc[i] + sum_{k in chunk} A_q[i][k] * h_p[k]),
/// over the 16-wide K chunks in order (one chunk for R <= 8, two for R = 16).
/// A non-finite split (v.finite false) gives NaN in every row.
void mma_chain(const SplitMatrix& A, int q, const SplitVector& v, int p, float* acc);

/// mma_chain with one accumulator per K chunk (docs §4.15): for R = 16 chunk 0 (the real parts
/// of the input) goes into acc0 and chunk 1 (the imaginary parts) into acc1; for R <= 8 (one
/// chunk) it is mma_chain into acc0 and acc1 is not touched.
void mma_chain_chunks(const SplitMatrix& A, int q, const SplitVector& v, int p, float* acc0, float* acc1);

/// Test hook (tests/gpu: the TC_FP16 GPU-vs-CPU bound). While on, mma_chain moves every MMA result
/// (each K chunk's RZ(a + C)) one ulp up or down, the direction taken from a hash of its bits: the
/// largest disagreement docs/numerics.md §4.4 allows the hardware adder, applied everywhere.
/// Process-wide (an atomic flag read by every CPU thread), off by default, never set by the
/// library itself; a CPU plan executed while it is on computes the perturbed model.
void set_mma_ulp_perturbation(bool on);
bool mma_ulp_perturbation();

/// The end of a TC_SPLIT chain (docs §4.4): a truncated result whose last
/// significand bit is 1 moves one ulp away from zero (bit pattern + 1), so the
/// truncation is unbiased on average. Finite inputs only (|a| < 2^7 here).
float unbias_rz(float a);

/// The emulated radix-R TC butterfly: x = [Re v; Im v] (2R floats, after the
/// twiddle) -> y = [Re V; Im V], with P input parts and A.Q matrix parts,
/// the kept products (p + q <= P - 1) chained small terms first (docs §4.4);
/// R = 16: one chain per output and K chunk, each unbiased (P >= 2), added in
/// float before the scale (docs §4.15).
void tc_butterfly(const SplitMatrix& A, int P, const float* x, float* y);

/// The line scale of docs/numerics.md §4.8 from m = the line maximum of |re|, |im| (NaN
/// included): with E = the biased exponent of m and Ec = max(E, 10), s = 2^(Ec - 136) and
/// inv = 1/s = 2^(136 - Ec), so that m * inv lies below 2^10 (in [2^9, 2^10) for E >= 10); E = 255
/// (inf or NaN): s = inv = NaN.
void line_scale(float m, float* s, float* inv);

/// The §4.8 butterfly (TC_SPLIT, P = 2; TC_FP16, P = 1, since v42) under a given scale pair: u = x *
/// inv split into P fp16 parts (no per-vector scale; |u| < 2^15 expected), the §4.4 chain of the
/// kept products (R = 16: one per K chunk, added in float, §4.15), y = s * acc (no unbias: docs §4.14). A
/// stage of a line-scaled pass calls it with (inv, s) = (line inv, 1) first, (1, 1) between and
/// (1, line_out_scale(line s, P)) last, so the data stays scaled between the split stages. The
/// chain's exact sums are carried in 128-bit integers (the scaled parts exceed the 2^-48-unit
/// doubles of mma_chain). A non-finite x or inv gives NaN in every row.
void tc_butterfly_line(const SplitMatrix& A, int P, const float* x, float* y, float inv, float s);

/// The output multiplier of the last split stage of a line-scaled pass (docs §4.14): the line's
/// s (a power of two, or NaN) times 1 + 2^-23 for P >= 2, which makes up on average for the
/// truncation of the two split stages' chains (they end without unbias); s itself for P = 1.
/// Exact: s * (1 + 2^-23) is a float for every s that line_scale gives.
float line_out_scale(float s, int P);

}  // namespace tcfft::cpu
