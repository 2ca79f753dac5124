// The radix-R DFT matrices the stage kernels multiply by:
//  - DirectW: the W^m table of the NATIVE direct-sum butterfly (docs §2);
//  - SplitMatrix: the real 2R x 2R matrix A = [[Fr, -Fi], [Fi, Fr]] split
//    into fp16 hi and lo parts (docs §4.2), as floats and as exact integers
//    in units of 2^-24 for the exact-sum MMA model.
#pragma once

#include <array>
#include <cstdint>

namespace tcfft::cpu {

constexpr int kMaxRadix = 16;

/// W^m = exp(-+2*pi*i*m/R), m = 0..R-1, for direction -1 (forward) / +1
/// (inverse): the §3 value T_R[m] rounded to T, conjugated (im negated) for
/// the inverse.
template <class T>
struct DirectW {
  int R = 0;
  std::array<T, kMaxRadix> re{}, im{};
};

template <class T>
DirectW<T> make_direct_w(int R, int direction);

/// long double -> nearest binary16 value (round to nearest even, subnormals,
/// overflow to inf), returned as long double. One rounding (no float step).
long double fp16_rn_ld(long double v);

/// A = [[Fr, -Fi], [Fi, Fr]] for F = DFT_R (direction -1 forward, +1 inverse),
/// computed in long double, split into Q fp16 parts (Q = 1: hi only).
struct SplitMatrix {
  int R = 0;
  int Q = 1;
  // part[q][i * 2R + k]: row-major A_q as float (fp16 values).
  std::array<std::array<float, 4 * kMaxRadix * kMaxRadix>, 2> part{};
  // col[q][k * 2R + i]: column-major A_q * 2^24, exact integers (|A_q| <= 1).
  std::array<std::array<int32_t, 4 * kMaxRadix * kMaxRadix>, 2> col{};
  // The same integers as doubles (exact), for the vectorized exact sums.
  std::array<std::array<double, 4 * kMaxRadix * kMaxRadix>, 2> cold{};
};

/// The long double entry A[i][k] of the 2R x 2R real DFT matrix.
long double dft_real_matrix_ld(int R, int direction, int i, int k);

SplitMatrix make_split_matrix(int R, int direction, int Q);

}  // namespace tcfft::cpu
