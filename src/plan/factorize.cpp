#include "core/types.h"
#include "plan/plan.h"

namespace tcfft {

std::vector<int> choose_radices(int64_t n, int forced_radix) {
  const int R = forced_radix > 0 ? forced_radix : 16;
  std::vector<int> r;
  int64_t left = n;
  while (left >= R) {
    r.push_back(R);
    left /= R;
  }
  if (left > 1) r.push_back(static_cast<int>(left));
  return r;
}

}  // namespace tcfft
