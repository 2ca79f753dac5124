#include "core/problem.h"

#include <algorithm>
#include <limits>
#include <sstream>
#include <utility>
#include <vector>

namespace tcfft {

const char* to_string(Storage s) {
  switch (s) {
    case Storage::F16: return "f16";
    case Storage::BF16: return "bf16";
    case Storage::F32: return "f32";
    case Storage::F64: return "f64";
  }
  return "?";
}
const char* to_string(Compute c) {
  switch (c) {
    case Compute::Native: return "native";
    case Compute::TcSplit: return "tc-split";
    case Compute::TcFp16: return "tc-fp16";
  }
  return "?";
}
const char* to_string(Backend b) { return b == Backend::Cuda ? "cuda" : "cpu"; }
const char* to_string(Norm n) {
  switch (n) {
    case Norm::None: return "none";
    case Norm::ByN: return "1/N";
    case Norm::BySqrtN: return "1/sqrt(N)";
  }
  return "?";
}

namespace {

constexpr int64_t kMaxOffset = int64_t{1} << 62;

// a*b with overflow detection against kMaxOffset.
bool mul_ok(int64_t a, int64_t b, int64_t* r) {
  if (a < 0 || b < 0) return false;
  if (a != 0 && b > kMaxOffset / a) return false;
  *r = a * b;
  return true;
}

const char* side_name(bool input) { return input ? "input" : "output"; }

// Resolve one side's layout and check it.
Status make_layout(int rank, const std::array<int64_t, 3>& n, int64_t elems, int64_t batch,
                   const long long* embed, long long stride, long long dist, bool input, Layout* L) {
  const char* side = side_name(input);
  const char* ename = input ? "inembed" : "onembed";
  const char* sname = input ? "istride" : "ostride";
  const char* dname = input ? "idist" : "odist";
  if (embed == nullptr) {  // dense, cuFFT semantics: stride and dist ignored
    for (int d = 0; d < rank; ++d) L->embed[d] = n[d];
    L->stride = 1;
    L->dist = elems;
    return Status::ok();
  }
  for (int d = 0; d < rank; ++d) {
    if (embed[d] < 1) {
      std::ostringstream m;
      m << ename << "[" << d << "] = " << embed[d] << " must be >= 1";
      return invalid_size(m.str());
    }
    if (d >= 1 && embed[d] < n[d]) {
      std::ostringstream m;
      m << ename << "[" << d << "] = " << embed[d] << " is smaller than n[" << d << "] = " << n[d];
      return invalid_size(m.str());
    }
    L->embed[d] = embed[d];
  }
  if (stride < 1) {
    std::ostringstream m;
    m << sname << " = " << stride << " must be >= 1";
    return invalid_value(m.str());
  }
  if (dist < 0 || (dist == 0 && batch > 1)) {
    std::ostringstream m;
    m << dname << " = " << dist << (dist < 0 ? " must be >= 0" : " must be >= 1 when batch > 1");
    return invalid_value(m.str());
  }
  L->stride = stride;
  L->dist = dist;
  (void)side;
  return Status::ok();
}

// Dimensions (count, stride) of every index of one side, batch included.
std::vector<std::pair<int64_t, int64_t>> addressed_dims(const Problem& p, const Layout& L) {
  std::vector<std::pair<int64_t, int64_t>> dims;
  for (int d = 0; d < p.rank; ++d) dims.emplace_back(p.n[d], L.dim_stride(p.rank, d));
  dims.emplace_back(p.batch, L.dist);
  return dims;
}

// 1 + largest offset; false on overflow.
bool extent_of(const std::vector<std::pair<int64_t, int64_t>>& dims, int64_t* ext) {
  int64_t e = 1;
  for (auto [c, s] : dims) {
    int64_t t;
    if (!mul_ok(c - 1, s, &t)) return false;
    if (e > kMaxOffset - t) return false;
    e += t;
  }
  *ext = e;
  return true;
}

// Sufficient condition for "no two indices share an address": sorted by
// stride, every stride exceeds the span of all smaller dimensions.
bool injective(std::vector<std::pair<int64_t, int64_t>> dims) {
  dims.erase(std::remove_if(dims.begin(), dims.end(), [](auto d) { return d.first == 1; }), dims.end());
  std::sort(dims.begin(), dims.end(), [](auto a, auto b) { return a.second < b.second; });
  int64_t span = 0;  // largest offset reachable by the smaller dimensions
  for (auto [c, s] : dims) {
    if (s <= span) return false;
    span += (c - 1) * s;
  }
  return true;
}

}  // namespace

int64_t Problem::elements() const {
  int64_t e = 1;
  for (int d = 0; d < rank; ++d) e *= n[d];
  return e;
}

int64_t Problem::in_extent() const {
  int64_t e = 0;
  extent_of(addressed_dims(*this, in), &e);
  return e;
}

int64_t Problem::out_extent() const {
  int64_t e = 0;
  extent_of(addressed_dims(*this, out), &e);
  return e;
}

bool Problem::operator==(const Problem& o) const {
  return rank == o.rank && n == o.n && in == o.in && out == o.out && batch == o.batch && type == o.type &&
         storage == o.storage && compute == o.compute && split_terms == o.split_terms && backend == o.backend;
}

uint64_t Problem::hash() const {
  uint64_t h = 1469598103934665603ull;
  auto mix = [&h](int64_t v) {
    for (int i = 0; i < 8; ++i) {
      h ^= static_cast<uint64_t>(v >> (8 * i)) & 0xffu;
      h *= 1099511628211ull;
    }
  };
  mix(rank);
  for (int d = 0; d < 3; ++d) mix(d < rank ? n[d] : 0);
  for (const Layout* L : {&in, &out}) {
    for (int d = 0; d < 3; ++d) mix(d < rank ? L->embed[d] : 0);
    mix(L->stride);
    mix(L->dist);
  }
  mix(batch);
  mix(type);
  mix(static_cast<int>(storage));
  mix(static_cast<int>(compute));
  mix(compute == Compute::TcSplit ? split_terms : 0);
  mix(static_cast<int>(backend));
  return h;
}

std::string Problem::describe() const {
  std::ostringstream s;
  s << (type == TCFFT_C2C ? "C2C" : type == TCFFT_R2C ? "R2C" : "C2R") << ' ' << to_string(storage) << ' '
    << to_string(compute);
  if (compute == Compute::TcSplit) s << '(' << split_terms << ')';
  s << ' ' << to_string(backend) << ' ' << rank << "D n=[";
  for (int d = 0; d < rank; ++d) s << (d ? "," : "") << n[d];
  s << "] batch=" << batch;
  for (int side = 0; side < 2; ++side) {
    const Layout& L = side == 0 ? in : out;
    s << (side == 0 ? " in{" : " out{") << "embed=[";
    for (int d = 0; d < rank; ++d) s << (d ? "," : "") << L.embed[d];
    s << "] stride=" << L.stride << " dist=" << L.dist << '}';
  }
  return s.str();
}

Status make_problem(const ProblemArgs& a, Problem* out) {
  Problem p;
  if (a.rank < 1 || a.rank > 3) {
    return invalid_size("rank = " + std::to_string(a.rank) + " must be 1, 2 or 3");
  }
  if (a.n == nullptr) return invalid_value("n is NULL; it must point to rank sizes");
  p.rank = a.rank;
  int64_t elems = 1;
  for (int d = 0; d < a.rank; ++d) {
    if (a.n[d] < 1) {
      return invalid_size("n[" + std::to_string(d) + "] = " + std::to_string(a.n[d]) + " must be >= 1");
    }
    p.n[d] = a.n[d];
    if (!mul_ok(elems, a.n[d], &elems)) return invalid_size("the product of n[] overflows 2^62 elements");
  }
  if (a.type != TCFFT_C2C && a.type != TCFFT_R2C && a.type != TCFFT_C2R) {
    return Status(TCFFT_INVALID_TYPE, "type = " + std::to_string(static_cast<int>(a.type)) +
                                          " is not TCFFT_C2C, TCFFT_R2C or TCFFT_C2R");
  }
  p.type = a.type;
  if (a.batch < 1) return invalid_size("batch = " + std::to_string(a.batch) + " must be >= 1");
  p.batch = a.batch;
  int64_t total;
  if (!mul_ok(elems, a.batch, &total)) return invalid_size("n[] product times batch overflows 2^62 elements");
  TCFFT_RETURN_IF_ERROR(make_layout(p.rank, p.n, elems, p.batch, a.inembed, a.istride, a.idist, true, &p.in));
  TCFFT_RETURN_IF_ERROR(make_layout(p.rank, p.n, elems, p.batch, a.onembed, a.ostride, a.odist, false, &p.out));
  int64_t ext;
  if (!extent_of(addressed_dims(p, p.in), &ext)) {
    return invalid_size("the input layout (n, inembed, istride, idist, batch) addresses beyond 2^62 elements");
  }
  if (!extent_of(addressed_dims(p, p.out), &ext)) {
    return invalid_size("the output layout (n, onembed, ostride, odist, batch) addresses beyond 2^62 elements");
  }
  if (!injective(addressed_dims(p, p.out))) {
    return invalid_value("output layout (onembed/ostride/odist) maps two outputs to the same address");
  }
  p.storage = a.storage;
  p.compute = a.compute;
  // Split terms only mean something for TC_SPLIT; a canonical value
  // elsewhere keeps operator== and hash() consistent.
  p.split_terms = a.compute == Compute::TcSplit ? a.split_terms : 2;
  p.backend = a.backend;
  *out = p;
  return Status::ok();
}

}  // namespace tcfft
