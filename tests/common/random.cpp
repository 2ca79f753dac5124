#include "common/random.h"

namespace tct {

namespace {

// SplitMix64: tiny, portable, well-mixed; std::uniform_real_distribution is
// not specified bit-for-bit across standard libraries, so it is not used.
struct SplitMix64 {
  uint64_t s;
  uint64_t next() {
    uint64_t z = (s += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  // Uniform in [-1, 1) with 53 random bits, redrawn while exactly 0.
  double uniform_nonzero() {
    for (;;) {
      const double u = static_cast<double>(next() >> 11) * 0x1p-53;  // [0, 1)
      const double v = 2.0 * u - 1.0;                                // [-1, 1), exact
      if (v != 0.0) return v;
    }
  }
};

}  // namespace

std::vector<cld> random_complex(size_t count, uint64_t seed) {
  SplitMix64 g{seed * 0x2545F4914F6CDD1Dull + 1};
  std::vector<cld> v(count);
  for (auto& z : v) {
    const double re = g.uniform_nonzero();
    const double im = g.uniform_nonzero();
    z = cld(re, im);
  }
  return v;
}

cld random_scalar(uint64_t seed) {
  SplitMix64 g{seed * 0x9E3779B97F4A7C15ull + 7};
  auto part = [&g] {
    const double u = g.uniform_nonzero();  // [-1,1) \ {0}
    const double mag = 0.25 + 0.75 * (u < 0 ? -u : u) * 0.999;
    return (g.next() & 1) ? mag : -mag;
  };
  const double re = part();
  const double im = part();
  return cld(re, im);
}

}  // namespace tct
