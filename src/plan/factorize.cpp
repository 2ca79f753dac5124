#include "core/types.h"
#include "plan/plan.h"

namespace tcfft {

std::vector<int> choose_radices(int64_t n, int forced_radix) {
  std::vector<int> r;
  if (n <= 1) return r;
  if (forced_radix > 0) {
    // R,R,...,R then the remainder: reproduces per-radix tables.
    int64_t left = n;
    while (left >= forced_radix) {
      r.push_back(forced_radix);
      left /= forced_radix;
    }
    if (left > 1) r.push_back(static_cast<int>(left));
    return r;
  }
  // Default: fewest stages using only radix 16 and 8, because radix-2/4
  // stages cost a full shared-memory round trip for little work (and on
  // tensor cores use a 16-wide MMA for a 4-wide matrix). n = 2^k with
  // k = 4a + 3b, b as small as possible; 16s first. k < 8 with k = 1, 2, 5
  // cannot avoid a small stage: 2, 4, 8·4.
  const int k = ilog2(n);
  switch (k) {
    case 1: return {2};
    case 2: return {4};
    case 3: return {8};
    case 5: return {8, 4};
    case 6: return {8, 8};
    case 7: return {16, 8};
    default: break;
  }
  const int b = (4 - k % 4) % 4;  // k%4: 0 -> 0, 3 -> 1, 2 -> 2, 1 -> 3 eights
  const int a = (k - 3 * b) / 4;
  r.assign(a, 16);
  r.insert(r.end(), b, 8);
  return r;
}

bool regtile_compute(Storage s, Compute c, int split_terms) {
  return s == Storage::F32 && ((c == Compute::TcSplit && split_terms == 2) || c == Compute::TcFp16);
}

std::vector<int> radix2_tail_radices(int64_t n) {
  if (n != 32 && n != 128 && n != 512 && n != 2048 && n != 8192) return {};
  std::vector<int> r = choose_radices(n / 2, 0);
  r.push_back(2);
  return r;
}

std::vector<int> regtile_own_radices(int64_t n) {
  if (n == kRegtileLongPass) return {16, 8, 8, 16};
  return radix2_tail_radices(n);
}

bool regtile_sequence(int64_t n, const std::vector<int>& radices) {
  if (n == 64 || n == 256 || n == 1024 || n == 4096) return radices == choose_radices(n, 0);
  const std::vector<int> own = regtile_own_radices(n);
  return !own.empty() && radices == own;
}

}  // namespace tcfft
