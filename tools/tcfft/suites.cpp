#include "suites.h"

namespace tcfft_cli {

namespace {

Shape shape_of(int dims, std::initializer_list<long long> n, long long batch) {
  Shape s;
  s.dims = dims;
  int d = 0;
  for (long long v : n) s.n[d++] = v;
  s.batch = batch;
  return s;
}

}  // namespace

std::vector<BenchCase> seed_suite() {
  struct Sizes {
    int dims;
    std::vector<std::vector<long long>> n;
  };
  const std::vector<Sizes> per_dim = {
      {1, {{256}, {1024}, {4096}, {16384}}},
      {2, {{64, 64}, {256, 256}, {1024, 1024}, {4096, 4096}}},
      {3, {{16, 16, 16}, {64, 64, 64}, {128, 128, 128}, {256, 256, 256}}},
  };
  std::vector<BenchCase> cases;
  for (const Sizes& sz : per_dim) {
    for (const auto& n : sz.n) {
      long long e = 1;
      for (long long v : n) e *= v;
      for (int lg = 10; lg <= 26; lg += 2) {
        const long long total = 1LL << lg;
        if (total < e) continue;
        BenchCase c;
        c.table = std::to_string(sz.dims) + "D radix %r";
        c.shape.dims = sz.dims;
        for (size_t d = 0; d < n.size(); ++d) c.shape.n[d] = n[d];
        c.shape.batch = total / e;
        c.radices = {2, 4, 8};
        cases.push_back(c);
      }
    }
  }
  return cases;
}

std::vector<BenchCase> quick_suite(bool gpu) {
  std::vector<BenchCase> cases;
  auto add = [&](Shape s, std::vector<int> radices) {
    BenchCase c;
    c.table = "quick " + std::to_string(s.dims) + "D";
    c.shape = s;
    c.radices = std::move(radices);
    cases.push_back(c);
  };
  if (gpu) {
    add(shape_of(1, {256}, 1 << 18), {0});
    add(shape_of(1, {1024}, 1 << 16), {0, 4});
    add(shape_of(1, {4096}, 1 << 14), {0});
    add(shape_of(1, {16384}, 1 << 12), {0});
    add(shape_of(1, {4096}, 256), {0});  // 8 MB: L2-resident, rotating buffers
    add(shape_of(2, {1024, 1024}, 64), {0});
    add(shape_of(3, {64, 64, 64}, 256), {0});
  } else {
    add(shape_of(1, {256}, 256), {0, 2});
    add(shape_of(1, {4096}, 16), {0, 4});
    add(shape_of(2, {64, 128}, 4), {0});
    add(shape_of(3, {16, 16, 16}, 8), {0});
  }
  return cases;
}

std::vector<BenchCase> filter_suite(std::vector<BenchCase> cases, int dims, const std::vector<int>& radices) {
  std::vector<BenchCase> out;
  for (BenchCase& c : cases) {
    if (dims != 0 && c.shape.dims != dims) continue;
    if (!radices.empty()) {
      std::vector<int> keep;
      for (int r : c.radices)
        for (int w : radices)
          if (r == w) keep.push_back(r);
      if (keep.empty()) continue;
      c.radices = keep;
    }
    out.push_back(std::move(c));
  }
  return out;
}

int count_rows(const std::vector<BenchCase>& cases) {
  int k = 0;
  for (const BenchCase& c : cases) k += static_cast<int>(c.radices.size());
  return k;
}

}  // namespace tcfft_cli
