#include "common/storage.h"

#include <cmath>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <new>
#include <utility>

#include "core/fp16.h"
#include "core/types.h"

namespace tct {

size_t complex_bytes(tcfftPrecision p) { return tcfft::complex_bytes(static_cast<tcfft::Storage>(p)); }

const char* precision_name(tcfftPrecision p) {
  switch (p) {
    case TCFFT_F16: return "F16";
    case TCFFT_BF16: return "BF16";
    case TCFFT_F32: return "F32";
    case TCFFT_F64: return "F64";
  }
  return "?";
}

long double round_to_storage(long double v, tcfftPrecision p) {
  switch (p) {
    // The 16-bit formats go through float first, which can double-round a
    // long double input in rare ties. Tests always read the stored value back
    // and use that as the truth, so this never affects a test's correctness.
    case TCFFT_F16: return tcfft::round_to_half(static_cast<float>(v));
    case TCFFT_BF16: return tcfft::round_to_bf16(static_cast<float>(v));
    case TCFFT_F32: return static_cast<float>(v);
    case TCFFT_F64: return static_cast<double>(v);
  }
  return v;
}

HostBuffer::HostBuffer(tcfftPrecision p, size_t elems, size_t pad_bytes) : p_(p), elems_(elems), pad_(pad_bytes) {
  size_t total = bytes() + pad_;
  total = (total + 255) / 256 * 256;
  if (total == 0) total = 256;
  mem_ = std::aligned_alloc(256, total);
  if (mem_ == nullptr) throw std::bad_alloc();
  poison();
}

HostBuffer::HostBuffer(HostBuffer&& o) noexcept
    : p_(o.p_), elems_(o.elems_), pad_(o.pad_), mem_(std::exchange(o.mem_, nullptr)) {}

HostBuffer& HostBuffer::operator=(HostBuffer&& o) noexcept {
  if (this != &o) {
    std::free(mem_);
    p_ = o.p_;
    elems_ = o.elems_;
    pad_ = o.pad_;
    mem_ = std::exchange(o.mem_, nullptr);
  }
  return *this;
}

HostBuffer::~HostBuffer() { std::free(mem_); }

void HostBuffer::set(size_t i, cld v) {
  unsigned char* b = static_cast<unsigned char*>(mem_) + i * complex_bytes(p_);
  switch (p_) {
    case TCFFT_F16: {
      const uint16_t h[2] = {tcfft::float_to_half_bits(static_cast<float>(v.real())),
                             tcfft::float_to_half_bits(static_cast<float>(v.imag()))};
      std::memcpy(b, h, 4);
      break;
    }
    case TCFFT_BF16: {
      const uint16_t h[2] = {tcfft::float_to_bf16_bits(static_cast<float>(v.real())),
                             tcfft::float_to_bf16_bits(static_cast<float>(v.imag()))};
      std::memcpy(b, h, 4);
      break;
    }
    case TCFFT_F32: {
      const float f[2] = {static_cast<float>(v.real()), static_cast<float>(v.imag())};
      std::memcpy(b, f, 8);
      break;
    }
    case TCFFT_F64: {
      const double d[2] = {static_cast<double>(v.real()), static_cast<double>(v.imag())};
      std::memcpy(b, d, 16);
      break;
    }
  }
}

cld HostBuffer::get(size_t i) const {
  const unsigned char* b = static_cast<const unsigned char*>(mem_) + i * complex_bytes(p_);
  switch (p_) {
    case TCFFT_F16: {
      uint16_t h[2];
      std::memcpy(h, b, 4);
      return {tcfft::half_bits_to_float(h[0]), tcfft::half_bits_to_float(h[1])};
    }
    case TCFFT_BF16: {
      uint16_t h[2];
      std::memcpy(h, b, 4);
      return {tcfft::bf16_bits_to_float(h[0]), tcfft::bf16_bits_to_float(h[1])};
    }
    case TCFFT_F32: {
      float f[2];
      std::memcpy(f, b, 8);
      return {f[0], f[1]};
    }
    case TCFFT_F64: {
      double d[2];
      std::memcpy(d, b, 16);
      return {d[0], d[1]};
    }
  }
  return {};
}

void HostBuffer::poison() {
  // Whole real-format NaN words over the element area; the slack gets 0xFF
  // bytes (also NaN in every format).
  const size_t total = bytes() + pad_;
  std::memset(mem_, 0xFF, total);
  const cld nan(std::numeric_limits<long double>::quiet_NaN(), std::numeric_limits<long double>::quiet_NaN());
  for (size_t i = 0; i < elems_; ++i) set(i, nan);
}

void HostBuffer::fill_bytes(unsigned char byte) { std::memset(mem_, byte, bytes() + pad_); }

std::vector<unsigned char> HostBuffer::snapshot() const {
  const unsigned char* b = static_cast<const unsigned char*>(mem_);
  return std::vector<unsigned char>(b, b + bytes() + pad_);
}

}  // namespace tct
