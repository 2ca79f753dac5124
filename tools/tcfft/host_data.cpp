#include "host_data.h"

#include <cstdlib>
#include <cstring>
#include <new>

#include "core/fp16.h"
#include "core/types.h"
#include "parallel.h"

namespace tcfft_cli {

size_t complex_bytes(tcfftPrecision p) { return tcfft::complex_bytes(static_cast<tcfft::Storage>(p)); }

const char* precision_name(tcfftPrecision p) {
  switch (p) {
    case TCFFT_F16: return "f16";
    case TCFFT_BF16: return "bf16";
    case TCFFT_F32: return "f32";
    case TCFFT_F64: return "f64";
  }
  return "?";
}

void HostBuffer::Free::operator()(void* p) const { std::free(p); }

HostBuffer::HostBuffer(size_t bytes) : bytes_(bytes) {
  const size_t rounded = (bytes + 63) / 64 * 64;
  void* p = std::aligned_alloc(64, rounded == 0 ? 64 : rounded);
  if (p == nullptr) throw std::bad_alloc();
  p_.reset(p);
}

namespace {

// splitmix64: a counter-based generator, so element i is independent of how
// the array is split among threads.
inline uint64_t mix(uint64_t z) {
  z += 0x9E3779B97F4A7C15ull;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

}  // namespace

std::vector<double> make_input(size_t ncomplex, unsigned long long seed, bool also_bf16) {
  std::vector<double> v(2 * ncomplex);
  const uint64_t key = mix(seed);
  parallel_for(v.size(), [&](size_t b, size_t e) {
    for (size_t i = b; i < e; ++i) {
      const uint64_t r = mix(key ^ mix(i));
      const float u = static_cast<float>(r >> 40) * 0x1.0p-24f;  // [0, 1), exact in float
      float x = 2.0f * u - 1.0f;                                  // [-1, 1), exact
      if (also_bf16) x = tcfft::round_to_bf16(x);
      v[i] = tcfft::round_to_half(x);
    }
  });
  return v;
}

void pack_into(tcfftPrecision p, const std::vector<double>& values, void* dst) {
  const size_t n = values.size();
  parallel_for(n, [&](size_t b, size_t e) {
    switch (p) {
      case TCFFT_F64: std::memcpy(static_cast<double*>(dst) + b, values.data() + b, (e - b) * sizeof(double)); break;
      case TCFFT_F32: {
        float* d = static_cast<float*>(dst);
        for (size_t i = b; i < e; ++i) d[i] = static_cast<float>(values[i]);
        break;
      }
      case TCFFT_F16: {
        uint16_t* d = static_cast<uint16_t*>(dst);
        for (size_t i = b; i < e; ++i) d[i] = tcfft::float_to_half_bits(static_cast<float>(values[i]));  // values are on the fp16 grid
        break;
      }
      case TCFFT_BF16: {
        uint16_t* d = static_cast<uint16_t*>(dst);
        for (size_t i = b; i < e; ++i) d[i] = tcfft::float_to_bf16_bits(static_cast<float>(values[i]));
        break;
      }
    }
  });
}

HostBuffer pack(tcfftPrecision p, const std::vector<double>& values) {
  HostBuffer buf(values.size() / 2 * complex_bytes(p));
  pack_into(p, values, buf.data());
  return buf;
}

void unpack(tcfftPrecision p, const void* src, size_t ncomplex, std::vector<double>* out) {
  const size_t n = 2 * ncomplex;
  out->resize(n);
  double* o = out->data();
  parallel_for(n, [&](size_t b, size_t e) {
    switch (p) {
      case TCFFT_F64: std::memcpy(o + b, static_cast<const double*>(src) + b, (e - b) * sizeof(double)); break;
      case TCFFT_F32: {
        const float* s = static_cast<const float*>(src);
        for (size_t i = b; i < e; ++i) o[i] = s[i];
        break;
      }
      case TCFFT_F16: {
        const uint16_t* s = static_cast<const uint16_t*>(src);
        for (size_t i = b; i < e; ++i) o[i] = tcfft::half_bits_to_float(s[i]);
        break;
      }
      case TCFFT_BF16: {
        const uint16_t* s = static_cast<const uint16_t*>(src);
        for (size_t i = b; i < e; ++i) o[i] = tcfft::bf16_bits_to_float(s[i]);
        break;
      }
    }
  });
}

}  // namespace tcfft_cli
