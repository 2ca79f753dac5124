// Loading a strided line of storage-type complex elements into split real /
// imaginary arrays of the compute type, and storing it back (docs §1 and the
// precision rules: F64 <-> double, F32 <-> float, F16/BF16 <-> float with
// round-to-nearest-even on store). Indices are 64-bit element counts.
#pragma once

#include <cstdint>

#include "core/fp16.h"
#include "core/types.h"

namespace tcfft::cpu {

template <class C>
void gather_line(Storage s, const void* base, int64_t off, int64_t stride, int64_t n, C* re, C* im) {
  switch (s) {
    case Storage::F64: {
      const double* p = static_cast<const double*>(base);
      for (int64_t i = 0; i < n; ++i) {
        const int64_t e = 2 * (off + i * stride);
        re[i] = static_cast<C>(p[e]);
        im[i] = static_cast<C>(p[e + 1]);
      }
      break;
    }
    case Storage::F32: {
      const float* p = static_cast<const float*>(base);
      for (int64_t i = 0; i < n; ++i) {
        const int64_t e = 2 * (off + i * stride);
        re[i] = static_cast<C>(p[e]);
        im[i] = static_cast<C>(p[e + 1]);
      }
      break;
    }
    case Storage::F16:
    case Storage::BF16: {
      const uint16_t* p = static_cast<const uint16_t*>(base);
      const bool half = s == Storage::F16;
      for (int64_t i = 0; i < n; ++i) {
        const int64_t e = 2 * (off + i * stride);
        re[i] = static_cast<C>(half ? half_bits_to_float(p[e]) : bf16_bits_to_float(p[e]));
        im[i] = static_cast<C>(half ? half_bits_to_float(p[e + 1]) : bf16_bits_to_float(p[e + 1]));
      }
      break;
    }
  }
}

/// Store n elements; when do_scale, each part is first multiplied by scale
/// in the compute type (one rounding), then converted to storage.
template <class C>
void scatter_line(Storage s, void* base, int64_t off, int64_t stride, int64_t n, const C* re, const C* im,
                  bool do_scale, C scale) {
  auto val = [&](const C* a, int64_t i) -> C { return do_scale ? a[i] * scale : a[i]; };
  switch (s) {
    case Storage::F64: {
      double* p = static_cast<double*>(base);
      for (int64_t i = 0; i < n; ++i) {
        const int64_t e = 2 * (off + i * stride);
        p[e] = static_cast<double>(val(re, i));
        p[e + 1] = static_cast<double>(val(im, i));
      }
      break;
    }
    case Storage::F32: {
      float* p = static_cast<float*>(base);
      for (int64_t i = 0; i < n; ++i) {
        const int64_t e = 2 * (off + i * stride);
        p[e] = static_cast<float>(val(re, i));
        p[e + 1] = static_cast<float>(val(im, i));
      }
      break;
    }
    case Storage::F16:
    case Storage::BF16: {
      uint16_t* p = static_cast<uint16_t*>(base);
      const bool half = s == Storage::F16;
      for (int64_t i = 0; i < n; ++i) {
        const int64_t e = 2 * (off + i * stride);
        const float a = static_cast<float>(val(re, i)), b = static_cast<float>(val(im, i));
        p[e] = half ? float_to_half_bits(a) : float_to_bf16_bits(a);
        p[e + 1] = half ? float_to_half_bits(b) : float_to_bf16_bits(b);
      }
      break;
    }
  }
}

}  // namespace tcfft::cpu
