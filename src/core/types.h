// Internal enums (resolved forms of the public ones) and small helpers.
#pragma once

#include <cstddef>
#include <cstdint>

#include "tcfft/tcfft.h"

namespace tcfft {

enum class Storage : int { F16 = TCFFT_F16, BF16 = TCFFT_BF16, F32 = TCFFT_F32, F64 = TCFFT_F64 };

/// Compute mode after DEFAULT has been resolved for a backend.
enum class Compute : int { Native = 1, TcSplit = 2, TcFp16 = 3 };

enum class Backend : int { Cpu = 0, Cuda = 1 };

enum class Norm : int { None = TCFFT_NORM_NONE, ByN = TCFFT_NORM_BY_N, BySqrtN = TCFFT_NORM_BY_SQRT_N };

/// Bytes of one complex element of the storage type.
inline size_t complex_bytes(Storage s) {
  switch (s) {
    case Storage::F16:
    case Storage::BF16: return 4;
    case Storage::F32: return 8;
    case Storage::F64: return 16;
  }
  return 0;
}

const char* to_string(Storage s);
const char* to_string(Compute c);
const char* to_string(Backend b);
const char* to_string(Norm n);

inline bool is_pow2(int64_t v) { return v > 0 && (v & (v - 1)) == 0; }
inline int ilog2(int64_t v) {
  int l = 0;
  while ((int64_t{1} << l) < v) ++l;
  return l;
}

}  // namespace tcfft
