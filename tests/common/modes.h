// Storage + compute combinations the oracle, property and API tests sweep,
// and the Spec they start from. One definition for every test file.
#pragma once

#include "common/runner.h"
#include "tcfft/tcfft.h"

namespace tct {

struct Mode {
  const char* name;  // used in test names: letters and digits only
  tcfftPrecision storage;
  tcfftCompute compute;
  int split_terms;
};

inline constexpr Mode kF64{"F64", TCFFT_F64, TCFFT_COMPUTE_NATIVE, 2};
inline constexpr Mode kF32{"F32", TCFFT_F32, TCFFT_COMPUTE_NATIVE, 2};
inline constexpr Mode kSplit2{"Split2", TCFFT_F32, TCFFT_COMPUTE_TC_SPLIT, 2};
inline constexpr Mode kSplit3{"Split3", TCFFT_F32, TCFFT_COMPUTE_TC_SPLIT, 3};
inline constexpr Mode kFp16{"TcFp16", TCFFT_F32, TCFFT_COMPUTE_TC_FP16, 2};
inline constexpr Mode kF16{"F16", TCFFT_F16, TCFFT_COMPUTE_NATIVE, 2};
inline constexpr Mode kBF16{"BF16", TCFFT_BF16, TCFFT_COMPUTE_NATIVE, 2};

/// A Spec (CPU backend, defaults elsewhere) for this mode.
inline Spec spec_for(const Mode& m) {
  Spec s;
  s.storage = m.storage;
  s.compute = m.compute;
  s.split_terms = m.split_terms;
  return s;
}

}  // namespace tct
