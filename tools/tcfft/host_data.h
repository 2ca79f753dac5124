// Host data: the random input every library sees, packing it into each
// storage precision, and reading outputs back as double.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "tcfft/tcfft.h"

namespace tcfft_cli {

/// Bytes of one complex element of a storage precision.
size_t complex_bytes(tcfftPrecision p);
/// "f16", "bf16", "f32", "f64".
const char* precision_name(tcfftPrecision p);

/// 64-byte aligned host memory (tcfft wants data aligned to one complex
/// element; 64 also suits FFTW's SIMD).
class HostBuffer {
 public:
  HostBuffer() = default;
  explicit HostBuffer(size_t bytes);
  void* data() { return p_.get(); }
  const void* data() const { return p_.get(); }
  size_t bytes() const { return bytes_; }

 private:
  struct Free {
    void operator()(void* p) const;
  };
  std::unique_ptr<void, Free> p_;
  size_t bytes_ = 0;
};

/// `ncomplex` complex values as interleaved (re, im) doubles, each uniform in
/// [-1, 1) from a counter-based generator (same values for the same seed on
/// every machine and thread count), rounded to the fp16 grid, and also to the
/// bf16 grid when `also_bf16`. Rounding to fp16 makes the values exactly
/// representable in every storage precision the bench compares (f16, f32, f64;
/// bf16 too when also_bf16), so every library transforms identical input.
std::vector<double> make_input(size_t ncomplex, unsigned long long seed, bool also_bf16);

/// Convert interleaved doubles to the storage format (values must already be
/// representable, as make_input's are; others are rounded to nearest).
HostBuffer pack(tcfftPrecision p, const std::vector<double>& values);
void pack_into(tcfftPrecision p, const std::vector<double>& values, void* dst);

/// Read `ncomplex` complex values of storage `p` as interleaved doubles.
void unpack(tcfftPrecision p, const void* src, size_t ncomplex, std::vector<double>* out);

}  // namespace tcfft_cli
