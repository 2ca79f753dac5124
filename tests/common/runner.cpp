#include "common/runner.h"

#include <cmath>
#include <cstring>
#include <sstream>
#include <stdexcept>

#include "common/random.h"
#include "common/reference.h"

#if defined(TCFFT_TEST_HAVE_CUDA)
#include <cuda_runtime.h>
#endif

namespace tct {

long long Spec::points() const {
  long long p = 1;
  for (int d = 0; d < rank; ++d) p *= n[d];
  return p;
}

namespace {
const char* compute_name(tcfftCompute c) {
  switch (c) {
    case TCFFT_COMPUTE_DEFAULT: return "default";
    case TCFFT_COMPUTE_NATIVE: return "native";
    case TCFFT_COMPUTE_TC_SPLIT: return "tc_split";
    case TCFFT_COMPUTE_TC_FP16: return "tc_fp16";
  }
  return "?";
}
std::string side_str(const SideLayout& l, int rank) {
  if (l.dense) return "dense";
  std::ostringstream o;
  o << "embed[";
  for (int d = 0; d < rank; ++d) o << (d ? "," : "") << l.embed[d];
  o << "] stride " << l.stride << " dist " << l.dist;
  return o.str();
}
}  // namespace

std::string Spec::name() const {
  std::ostringstream o;
  o << precision_name(storage) << ' ' << compute_name(compute);
  if (compute == TCFFT_COMPUTE_TC_SPLIT) o << '(' << split_terms << ')';
  o << (backend == TCFFT_BACKEND_CUDA ? " cuda" : backend == TCFFT_BACKEND_CPU ? " cpu" : " auto") << " n=[";
  for (int d = 0; d < rank; ++d) o << (d ? "x" : "") << n[d];
  o << "] batch " << batch << (direction < 0 ? " fwd" : " inv") << (in_place ? " in-place" : " out-of-place");
  if (radix) o << " radix " << radix;
  if (max_pass) o << " max-pass " << max_pass;
  if (norm == TCFFT_NORM_BY_N) o << " norm 1/N";
  if (norm == TCFFT_NORM_BY_SQRT_N) o << " norm 1/sqrtN";
  o << " in{" << side_str(in, rank) << "} out{" << side_str(out, rank) << '}';
  return o.str();
}

ToleranceMode Spec::tol_mode() const {
  ToleranceMode m;
  m.storage = storage;
  m.compute = compute;
  if (compute == TCFFT_COMPUTE_DEFAULT) {
    // The library's documented default: TC_SPLIT for F32 on CUDA, else NATIVE.
    m.compute = (storage == TCFFT_F32 && backend == TCFFT_BACKEND_CUDA) ? TCFFT_COMPUTE_TC_SPLIT
                                                                         : TCFFT_COMPUTE_NATIVE;
  }
  m.split_terms = split_terms;
  m.radix = radix;
  m.norm = norm;
  return m;
}

Resolved resolve(const Spec& s, const SideLayout& side) {
  Resolved r;
  const long long N = s.points();
  if (side.dense) {
    for (int d = 0; d < s.rank; ++d) r.embed[d] = s.n[d];
    r.stride = 1;
    r.dist = N;
  } else {
    r.embed = side.embed;
    r.stride = side.stride;
    r.dist = side.dist;
  }
  // Row-major dimension strides: dim d moves by stride * prod(embed[d+1..]).
  long long ds[3] = {0, 0, 0};
  for (int d = 0; d < s.rank; ++d) {
    long long st = r.stride;
    for (int k = d + 1; k < s.rank; ++k) st *= r.embed[k];
    ds[d] = st;
  }
  r.offsets.resize(static_cast<size_t>(N * s.batch));
  long long maxo = 0;
  size_t i = 0;
  for (long long b = 0; b < s.batch; ++b) {
    for (long long e = 0; e < N; ++e) {
      long long rem = e, off = b * r.dist;
      for (int d = s.rank - 1; d >= 0; --d) {
        off += (rem % s.n[d]) * ds[d];
        rem /= s.n[d];
      }
      r.offsets[i++] = off;
      if (off > maxo) maxo = off;
    }
  }
  r.extent = maxo + 1;
  return r;
}

std::vector<cld> make_input(const Spec& s, uint64_t seed) {
  std::vector<cld> x = random_complex(static_cast<size_t>(s.points() * s.batch), seed);
  for (auto& v : x) v = round_to_storage(v, s.storage);
  return x;
}

std::vector<cld> reference_for(const Spec& s, const std::vector<cld>& x) {
  std::vector<cld> ref = reference_dft(s.rank, s.n, s.batch, x, s.direction);
  long double scale = 1;
  const long double N = static_cast<long double>(s.points());
  if (s.norm == TCFFT_NORM_BY_N) scale = 1.0L / N;
  if (s.norm == TCFFT_NORM_BY_SQRT_N) scale = 1.0L / std::sqrt(N);
  if (scale != 1) {
    for (auto& v : ref) v *= scale;
  }
  return ref;
}

namespace {

// Device mirror of a host buffer (CUDA backend only).
struct DeviceCopy {
  void* ptr = nullptr;
  size_t bytes = 0;
  ~DeviceCopy() {
#if defined(TCFFT_TEST_HAVE_CUDA)
    if (ptr) cudaFree(ptr);
#endif
  }
  bool upload(const HostBuffer& h) {
#if defined(TCFFT_TEST_HAVE_CUDA)
    bytes = h.alloc_bytes();
    if (cudaMalloc(&ptr, bytes) != cudaSuccess) return false;
    return cudaMemcpy(ptr, h.data(), bytes, cudaMemcpyHostToDevice) == cudaSuccess;
#else
    (void)h;
    return false;
#endif
  }
  bool download(HostBuffer& h) {
#if defined(TCFFT_TEST_HAVE_CUDA)
    if (cudaDeviceSynchronize() != cudaSuccess) return false;
    return cudaMemcpy(h.data(), ptr, bytes, cudaMemcpyDeviceToHost) == cudaSuccess;
#else
    (void)h;
    return false;
#endif
  }
};

bool gaps_equal(const std::vector<unsigned char>& before, const HostBuffer& after, const std::vector<long long>& used,
                size_t elem_bytes) {
  std::vector<unsigned char> now = after.snapshot();
  std::vector<char> mark(after.size(), 0);
  for (long long o : used) mark[static_cast<size_t>(o)] = 1;
  for (size_t e = 0; e < after.size(); ++e) {
    if (mark[e]) continue;
    if (std::memcmp(&before[e * elem_bytes], &now[e * elem_bytes], elem_bytes) != 0) return false;
  }
  // The slack after the last element must be untouched too.
  return std::memcmp(&before[after.bytes()], &now[after.bytes()], before.size() - after.bytes()) == 0;
}

}  // namespace

RunResult run(const Spec& s, const std::vector<cld>& x) {
  RunResult res;
  if (static_cast<long long>(x.size()) != s.points() * s.batch) throw std::invalid_argument("run: input size");
  tcfftHandle h = nullptr;
  if (tcfftCreate(&h) != TCFFT_SUCCESS) throw std::runtime_error("tcfftCreate failed");
  auto fail = [&](tcfftResult r, bool plan) {
    (plan ? res.plan_status : res.exec_status) = r;
    res.message = tcfftGetLastErrorMessage(h);
    tcfftDestroy(h);
    return res;
  };
  tcfftResult r;
  if ((r = tcfftSetBackend(h, s.backend)) != TCFFT_SUCCESS) return fail(r, true);
  if ((r = tcfftSetPrecision(h, s.storage, s.compute)) != TCFFT_SUCCESS) return fail(r, true);
  if (s.compute == TCFFT_COMPUTE_TC_SPLIT && (r = tcfftSetSplitTerms(h, s.split_terms)) != TCFFT_SUCCESS)
    return fail(r, true);
  if ((r = tcfftSetPlanRadix(h, s.radix)) != TCFFT_SUCCESS) return fail(r, true);
  if ((r = tcfftSetPlanPassLength(h, s.max_pass)) != TCFFT_SUCCESS) return fail(r, true);
  if ((r = tcfftSetNormalization(h, s.norm)) != TCFFT_SUCCESS) return fail(r, true);
  const SideLayout& ol = s.in_place ? s.in : s.out;
  size_t ws = 12345;
  r = tcfftMakePlanMany(h, s.rank, s.n.data(), s.in.dense ? nullptr : s.in.embed.data(), s.in.stride, s.in.dist,
                        ol.dense ? nullptr : ol.embed.data(), ol.stride, ol.dist, TCFFT_C2C, s.batch, &ws);
  if (r != TCFFT_SUCCESS) return fail(r, true);
  size_t len = 0;
  if (tcfftExplainLength(h, &len) == TCFFT_SUCCESS && len > 0) {
    std::string t(len, '\0');
    tcfftExplain(h, &t[0], len);
    t.resize(len - 1);
    res.explain = t;
  }

  const Resolved ri = resolve(s, s.in);
  const Resolved ro = resolve(s, ol);
  const size_t eb = complex_bytes(s.storage);
  HostBuffer in(s.storage, static_cast<size_t>(ri.extent));  // poisoned: gaps stay NaN
  for (size_t i = 0; i < x.size(); ++i) in.set(static_cast<size_t>(ri.offsets[i]), x[i]);
  HostBuffer out_storage;
  HostBuffer* out = &in;
  if (!s.in_place) {
    out_storage = HostBuffer(s.storage, static_cast<size_t>(ro.extent));
    out = &out_storage;
  }
  const std::vector<unsigned char> in_before = in.snapshot();
  // For in-place runs the "gaps" are the buffer elements outside the layout.
  const std::vector<unsigned char> out_before = out->snapshot();

  if (s.backend == TCFFT_BACKEND_CUDA) {
    DeviceCopy din, dout;
    if (!din.upload(in) || (!s.in_place && !dout.upload(*out))) throw std::runtime_error("cuda upload failed");
    void* dst = s.in_place ? din.ptr : dout.ptr;
    r = tcfftExec(h, din.ptr, dst, s.direction);
    if (r != TCFFT_SUCCESS) return fail(r, false);
    if (!(s.in_place ? din.download(in) : (din.download(in) && dout.download(*out))))
      throw std::runtime_error("cuda download failed");
  } else {
    r = tcfftExec(h, in.data(), out->data(), s.direction);
    if (r != TCFFT_SUCCESS) return fail(r, false);
  }
  res.y.resize(x.size());
  for (size_t i = 0; i < x.size(); ++i) res.y[i] = out->get(static_cast<size_t>(ro.offsets[i]));
  res.gaps_untouched = gaps_equal(out_before, *out, ro.offsets, eb);
  if (!s.in_place) res.input_unchanged = in.snapshot() == in_before;
  tcfftDestroy(h);
  return res;
}

}  // namespace tct
