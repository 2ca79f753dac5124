// Test buffers in the four storage types (F16, BF16, F32, F64 complex pairs),
// with conversion from/to long double, poisoning (NaN everywhere) and
// sentinel patterns for "nothing was written" checks. Host memory, aligned
// to 256 bytes; byte offsets can be added to make deliberately misaligned
// pointers. Conversions use src/core/fp16.h (bit-exact, shared with the
// library) for the 16-bit formats.
#pragma once

#include <complex>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "tcfft/tcfft.h"

namespace tct {

using cld = std::complex<long double>;

/// Bytes of one complex element of a storage type.
size_t complex_bytes(tcfftPrecision p);
const char* precision_name(tcfftPrecision p);

/// Round a real value to the nearest value of the storage type's real format
/// (round to nearest even), returned exactly as long double.
long double round_to_storage(long double v, tcfftPrecision p);
inline cld round_to_storage(cld v, tcfftPrecision p) {
  return {round_to_storage(v.real(), p), round_to_storage(v.imag(), p)};
}

class HostBuffer {
 public:
  HostBuffer() = default;
  /// `elems` complex elements of storage `p`, plus `pad_bytes` slack at the
  /// end (for misaligned views). Initially poisoned (NaN).
  HostBuffer(tcfftPrecision p, size_t elems, size_t pad_bytes = 64);
  HostBuffer(const HostBuffer&) = delete;
  HostBuffer& operator=(const HostBuffer&) = delete;
  HostBuffer(HostBuffer&& o) noexcept;
  HostBuffer& operator=(HostBuffer&& o) noexcept;
  ~HostBuffer();

  tcfftPrecision precision() const { return p_; }
  size_t size() const { return elems_; }
  size_t bytes() const { return elems_ * complex_bytes(p_); }
  size_t alloc_bytes() const { return bytes() + pad_; }
  void* data() { return mem_; }
  const void* data() const { return mem_; }
  /// Raw byte pointer + offset (may be deliberately misaligned).
  unsigned char* byte_ptr(size_t offset = 0) { return static_cast<unsigned char*>(mem_) + offset; }

  /// Store v rounded to the storage type at element i.
  void set(size_t i, cld v);
  /// Read element i exactly.
  cld get(size_t i) const;
  /// Every element (and the slack) becomes a quiet NaN of the storage type.
  void poison();
  /// Every byte (element area and slack) becomes `byte` — a sentinel pattern.
  void fill_bytes(unsigned char byte);
  /// Copy of all bytes (element area and slack), for bit-identity checks.
  std::vector<unsigned char> snapshot() const;

 private:
  tcfftPrecision p_ = TCFFT_F32;
  size_t elems_ = 0;
  size_t pad_ = 0;
  void* mem_ = nullptr;
};

/// True if any part of v is NaN.
inline bool has_nan(cld v) { return v.real() != v.real() || v.imag() != v.imag(); }

}  // namespace tct
