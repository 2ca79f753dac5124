// Exhaustive check behind the float radix-2 tail (rt_kernels.cu radix2_tail, NOTES.md v8): for
// every float u with 0 <= u < 2 (the range of x / s in docs §4.1; the rule is odd-symmetric), the
// two fp16 parts h0 = RN16(u), h1 = RN16(u - h0) sum exactly in float, i.e. fl(h0 + h1) equals
// the exact (double) sum. Then the sum of two such pairs rounded toward zero in float (__fadd_rz)
// equals the exact four-part sum in double rounded toward zero (__double2float_rz), which is what
// the double code computed. Build: g++ -O2 -I src tools/kernel_dev/fp16_pair_sum_check.cpp
#include <cstdint>
#include <cstdio>
#include <cstring>

#include "core/fp16.h"

int main() {
  uint64_t bad = 0, n = 0;
  for (uint32_t bits = 0; bits < 0x40000000u; ++bits) {
    float u;
    std::memcpy(&u, &bits, 4);
    const float h0 = tcfft::round_to_half(u);
    const float h1 = tcfft::round_to_half(u - h0);  // u - h0 is exact in float
    const double exact = static_cast<double>(h0) + static_cast<double>(h1);
    const float f = h0 + h1;
    ++n;
    if (static_cast<double>(f) != exact && bad++ < 10) std::printf("not exact: u=%a h0=%a h1=%a\n", u, h0, h1);
  }
  std::printf("%llu floats in [0, 2): %llu sums not exact in float\n", (unsigned long long)n, (unsigned long long)bad);
  return bad != 0;
}
