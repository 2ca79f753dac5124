// Exact emulation of the tensor-core split arithmetic (docs/numerics.md §4):
// the per-vector split of an input into P scaled fp16 parts, the MMA model
// (exact sum of fp16 x fp16 products, then truncation toward zero to float),
// and the radix-R butterfly built from them. Exposed so tests can check each
// piece directly; the stage kernels use the same functions.
#pragma once

#include <cstdint>

#include "cpu/dft_matrix.h"

namespace tcfft::cpu {

constexpr int kMaxSplitTerms = 3;
constexpr int kMaxVec = 2 * kMaxRadix;  // 32 reals per radix-16 vector

/// One vector split into P parts: x ~= sum_p s[p] * h[p][.] (docs §4.1).
struct SplitVector {
  int len = 0;
  int P = 0;
  float s[kMaxSplitTerms] = {};                // power-of-two scales
  float h[kMaxSplitTerms][kMaxVec] = {};       // fp16 values, |h| <= 1 (< 2 at the top clamp)
  int32_t hi[kMaxSplitTerms][kMaxVec] = {};    // h * 2^24, exact; valid when finite
  bool finite = true;                          // every h finite (false only for non-finite x)
};

/// The scale docs §4.1 takes from m = max|x|: 2^(e+1), e = floor(log2 m) read
/// from the exponent bits, 2^-126 for m = 0 or subnormal, at most 2^127.
float split_scale(float m);

/// Split x[0..len) (len <= 32) into P (1..3) parts (docs §4.1).
void split_vector(const float* x, int len, int P, SplitVector* out);

/// Round toward zero to float the value S * 2^-48 (S an exact fixed-point sum
/// of fp16 x fp16 products, each a multiple of 2^-48). S == 0 gives +0.
float rz_fixed48(int64_t S);

/// One MMA product row block: M[i] = model of (A_q * h_p)[i], i < 2R, with
/// the R = 16 two-chunk rule (docs §4.4). Non-finite parts: IEEE float sum
/// of the products in k order (the result is then NaN or inf).
void mma_emulate(const SplitMatrix& A, int q, const SplitVector& v, int p, float* M);

/// The emulated radix-R TC butterfly: x = [Re v; Im v] (2R floats, after the
/// twiddle) -> y = [Re V; Im V], with P input parts and A.Q matrix parts,
/// products kept when p + q <= P - 1, combined as docs §4.4 says.
void tc_butterfly(const SplitMatrix& A, int P, const float* x, float* y);

}  // namespace tcfft::cpu
