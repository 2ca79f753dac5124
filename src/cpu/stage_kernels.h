// One Stockham stage (docs/numerics.md §1) on a contiguous line held as split
// real / imaginary arrays of the compute type. Each kernel handles the
// butterflies j in [j0, j1) of the stage, so a stage can be shared between
// threads; x and y are distinct arrays of length N.
#pragma once

#include <cstdint>

#include "cpu/dft_matrix.h"
#include "cpu/twiddles.h"

namespace tcfft::cpu {

struct StageShape {
  int64_t N = 1;   // transform length
  int R = 2;       // radix of this stage
  int log2R = 1;
  int log2Ns = 0;  // Ns = product of the earlier radices
  // native_stage only: 2^log2L lines interleaved (element i of line l at (i << log2L) + l), the
  // pass runner's batches of short lines. N and log2Ns then describe the interleaved array (N = n L,
  // Ns = Ns_line L), which makes the Stockham indexing of §1 that of each line, and the twiddle
  // index uses the line's own k = (j mod Ns) >> log2L: every butterfly computes what it computes
  // on its line alone, so the bits are the same.
  int log2L = 0;
};

/// NATIVE stage: twiddle (fma form of §3) then the direct-sum butterfly (§2). Honours log2L.
void native_stage(const StageShape& sh, const float* xr, const float* xi, float* yr, float* yi,
                  const TwiddleTable<float>& tw, const DirectW<float>& W, bool inverse, int64_t j0, int64_t j1);
void native_stage(const StageShape& sh, const double* xr, const double* xi, double* yr, double* yi,
                  const TwiddleTable<double>& tw, const DirectW<double>& W, bool inverse, int64_t j0,
                  int64_t j1);

/// A radix-16 stage in float (docs/numerics.md §4.7 / §4.12): each vector's §3 twiddles (fma form,
/// skipped at index 0, so none at stage 0, Ns = 1), then the §4.7 float network
/// (src/core/radix16_float.h). Stage 0 of the float_first_stage passes and the one-pass 16384's last
/// stage (float_last_stage).
void float_r16_stage(const StageShape& sh, const float* xr, const float* xi, float* yr, float* yi,
                     const TwiddleTable<float>& tw, bool inverse, int64_t j0, int64_t j1);

/// TC stage (TC_SPLIT with P parts, or TC_FP16 with P = 1 and A.Q = 1):
/// twiddle in float, then the emulated butterfly of split_emulation.h.
void tc_stage(const StageShape& sh, const float* xr, const float* xi, float* yr, float* yi,
              const TwiddleTable<float>& tw, const SplitMatrix& A, int P, bool inverse, int64_t j0, int64_t j1);

/// A stage of a line-scaled pass (docs/numerics.md §4.8; TC_SPLIT, P = 2, or TC_FP16, P = 1):
/// tc_stage with the butterfly tc_butterfly_line(A, P, x, y, inv, s) (the scale pair the caller
/// gives this stage).
void tc_stage_line(const StageShape& sh, const float* xr, const float* xi, float* yr, float* yi,
                   const TwiddleTable<float>& tw, const SplitMatrix& A, int P, bool inverse, int64_t j0, int64_t j1,
                   float inv, float s);

}  // namespace tcfft::cpu
