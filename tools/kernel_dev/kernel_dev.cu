// Standalone development driver for the single-pass FP32 kernels
// (src/cuda/kernels). Not part of the library build. Build:
//   nvcc -std=c++17 -O3 -gencode arch=compute_90,code=sm_90 -I src \
//        tools/kernel_dev/kernel_dev.cu src/cuda/kernels/*/*.cu -lcufft -o build-kdev/kernel_dev
// Usage: kernel_dev [--perf] [--checks] [--small] [--big] [--tile L] [--no-stw] [--reps N] [--sizes a,b]
//   [--no-fp16] [--radix16] [--no-prefetch] [--prefetch-tc|--no-prefetch-tc] [--no-persist] [--no-coop16]
//   [--no-spec] [--max-grid N]  (see NOTES.md)
//   default: --perf --checks --big. --small: a few small cases (for compute-sanitizer).
//   --big: batch*n > 2^31 elements, lines next to element 2^31 for n = 16, 4096, 8192, in place
//   and out of place, every mode/path (huge_cases; ~32 GiB of device memory for out of place).
// Exit status 1 on any correctness failure.
#include <cuda_runtime.h>
#include <cufft.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "cuda/kernels/common/tuning.h"
#include "cuda/kernels/regtile/regtile.h"
#include "cuda/kernels/pass_args.h"

using tcfft::cuda::PassArgsF32;
using tcfft::cuda::PassCompute;

#define CK(x)                                                                                  \
  do {                                                                                         \
    cudaError_t e_ = (x);                                                                      \
    if (e_ != cudaSuccess) {                                                                   \
      std::fprintf(stderr, "CUDA error %s at %s:%d: %s\n", cudaGetErrorName(e_), __FILE__, __LINE__, #x); \
      std::exit(2);                                                                            \
    }                                                                                          \
  } while (0)
#define CKF(x)                                                                                 \
  do {                                                                                         \
    cufftResult r_ = (x);                                                                      \
    if (r_ != CUFFT_SUCCESS) {                                                                 \
      std::fprintf(stderr, "cuFFT error %d at %s:%d: %s\n", (int)r_, __FILE__, __LINE__, #x);  \
      std::exit(2);                                                                            \
    }                                                                                          \
  } while (0)

static int g_failures = 0;
static int g_perf_radix = 0;  // radix policy of the perf table (0: planner default, 16: 16s then rest)

// ------------------------------------------------------------------------------------------
// device helpers
__device__ __forceinline__ uint64_t mix64(uint64_t z) {
  z += 0x9e3779b97f4a7c15ULL;
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}
// uniform in [-1, 1)
__global__ void fill_uniform(float2* x, int64_t count, uint64_t seed) {
  for (int64_t i = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; i < count; i += (int64_t)gridDim.x * blockDim.x) {
    const uint64_t h = mix64(seed * 0x100000001b3ULL + (uint64_t)i);
    const float a = (float)(uint32_t)(h >> 40) * (1.0f / 8388608.0f) - 1.0f;
    const float b = (float)(uint32_t)((h >> 8) & 0xffffffu) * (1.0f / 8388608.0f) - 1.0f;
    x[i] = make_float2(a, b);
  }
}
__global__ void promote(const float2* x, double2* y, int64_t count) {
  for (int64_t i = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; i < count; i += (int64_t)gridDim.x * blockDim.x)
    y[i] = make_double2(x[i].x, x[i].y);
}
// err[0] += |y-r|^2, err[1] += |r|^2, err[2] = max |y-r|, err[3] = max |r| (component-wise magnitudes)
__global__ void error_kernel(const float2* y, const double2* r, int64_t count, double* acc) {
  __shared__ double s0[256], s1[256], s2[256], s3[256];
  double a0 = 0, a1 = 0, a2 = 0, a3 = 0;
  for (int64_t i = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; i < count; i += (int64_t)gridDim.x * blockDim.x) {
    const double dx = (double)y[i].x - r[i].x, dy = (double)y[i].y - r[i].y;
    const double e2 = dx * dx + dy * dy, r2 = r[i].x * r[i].x + r[i].y * r[i].y;
    a0 += e2;
    a1 += r2;
    const double e = sqrt(e2), m = sqrt(r2);
    a2 = (e > a2 || e != e) ? e : a2;
    a3 = m > a3 ? m : a3;
  }
  const int t = threadIdx.x;
  s0[t] = a0; s1[t] = a1; s2[t] = a2; s3[t] = a3;
  __syncthreads();
  for (int w = 128; w > 0; w >>= 1) {
    if (t < w) {
      s0[t] += s0[t + w];
      s1[t] += s1[t + w];
      s2[t] = (s2[t + w] > s2[t] || s2[t + w] != s2[t + w]) ? s2[t + w] : s2[t];
      s3[t] = s3[t + w] > s3[t] ? s3[t + w] : s3[t];
    }
    __syncthreads();
  }
  if (t == 0) {
    atomicAdd(&acc[0], s0[0]);
    atomicAdd(&acc[1], s1[0]);
    atomicMax(reinterpret_cast<unsigned long long*>(&acc[2]), (unsigned long long)__double_as_longlong(fabs(s2[0])));
    atomicMax(reinterpret_cast<unsigned long long*>(&acc[3]), (unsigned long long)__double_as_longlong(s3[0]));
  }
}
__global__ void demote_copy(const double2* x, float2* y, int64_t count) {
  for (int64_t i = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; i < count; i += (int64_t)gridDim.x * blockDim.x)
    y[i] = make_float2((float)x[i].x, (float)x[i].y);
}

struct Err {
  double l2 = 0, linf = 0;
};
static double* g_acc = nullptr;
static Err rel_error(const float2* y, const double2* ref, int64_t count) {
  CK(cudaMemset(g_acc, 0, 4 * sizeof(double)));
  error_kernel<<<1024, 256>>>(y, ref, count, g_acc);
  CK(cudaGetLastError());
  double h[4];
  CK(cudaMemcpy(h, g_acc, sizeof(h), cudaMemcpyDeviceToHost));
  Err e;
  e.l2 = std::sqrt(h[0] / h[1]);
  e.linf = h[2] / h[3];
  return e;
}

// ------------------------------------------------------------------------------------------
// twiddle table T[m] = exp(-2 pi i m / n): long double, first-octant reduction, rounded once to float
static std::vector<float> twiddles_host(int n) {
  std::vector<float> t(2 * (size_t)n);
  const long double pi = 3.141592653589793238462643383279502884L;
  for (int m = 0; m < n; ++m) {
    long double c, s;  // cos, sin of 2 pi m / n
    if ((4LL * m) % n == 0) {
      const int q = (int)(4LL * m / n);
      const long double C[4] = {1, 0, -1, 0}, S[4] = {0, 1, 0, -1};
      c = C[q];
      s = S[q];
    } else {
      const int64_t n4 = n / 4;  // n >= 8 here
      const int q = (int)(4LL * m / n);
      const int64_t r = m - q * n4;  // 0 < r < n/4
      long double cr, sr;
      if (2 * r <= n4) {  // first octant
        cr = std::cos(2.0L * pi * r / n);
        sr = std::sin(2.0L * pi * r / n);
      } else {
        cr = std::sin(2.0L * pi * (n4 - r) / n);
        sr = std::cos(2.0L * pi * (n4 - r) / n);
      }
      switch (q) {
        case 0: c = cr; s = sr; break;
        case 1: c = -sr; s = cr; break;
        case 2: c = -cr; s = -sr; break;
        default: c = sr; s = -cr; break;
      }
    }
    t[2 * m] = (float)c;
    t[2 * m + 1] = (float)-s;  // exp(-i theta)
  }
  return t;
}

struct TwCache {
  int n = 0;
  float2* d = nullptr;
};
static std::vector<TwCache> g_tw;
static const float2* device_twiddles(int n) {
  for (auto& c : g_tw)
    if (c.n == n) return c.d;
  auto h = twiddles_host(n);
  TwCache c;
  c.n = n;
  CK(cudaMalloc(&c.d, h.size() * sizeof(float)));
  CK(cudaMemcpy(c.d, h.data(), h.size() * sizeof(float), cudaMemcpyHostToDevice));
  g_tw.push_back(c);
  return c.d;
}

// R = 0: the planner's default for tensor-core plans (16s, then 8s, no radix <= 4 where
// possible): 64 = 8*8, 1024 = 16*8*8, 2048 = 16*16*8, 32 = 8*4, 8192 = 16*8*8*8.
static std::vector<int> radices(int n, int R) {
  if (R == 0) {
    int k = 0;
    while ((1 << k) < n) ++k;
    if (k <= 4) return {n};
    if (k == 5) return {8, 4};
    const int b = (4 - k % 4) % 4, a = (k - 3 * b) / 4;
    std::vector<int> r(a, 16);
    for (int i = 0; i < b; ++i) r.push_back(8);
    return r;
  }
  std::vector<int> r;
  while (n >= R) {
    r.push_back(R);
    n /= R;
  }
  if (n > 1) r.push_back(n);
  return r;
}

struct Layout {
  int64_t nlines;
  int64_t in_stride = 1, out_stride = 1, idist, odist;  // rank-1 line set
};

static PassArgsF32 make_args(const void* in, void* out, int n, int R, const Layout& L, int dir, float scale,
                             PassCompute c, int P) {
  PassArgsF32 a;
  a.in = in;
  a.out = out;
  a.n = n;
  auto rs = radices(n, R);
  a.nstages = (int)rs.size();
  for (size_t i = 0; i < rs.size(); ++i) a.radix[i] = rs[i];
  a.in_stride = L.in_stride;
  a.out_stride = L.out_stride;
  a.nlines = L.nlines;
  a.lines.rank = 1;
  a.lines.count[0] = L.nlines;
  a.lines.istride[0] = L.idist;
  a.lines.ostride[0] = L.odist;
  a.direction = dir;
  a.scale = scale;
  a.twiddles = device_twiddles(n);
  a.compute = c;
  a.split_terms = c == PassCompute::TcFp16 ? 1 : P;
  return a;
}

static void run_pass(const PassArgsF32& a) {
  if (!tcfft::cuda::pass_supported(a)) {
    std::fprintf(stderr, "pass not supported (n=%d)\n", a.n);
    std::exit(2);
  }
  const int e = tcfft::cuda::launch_pass_f32(a, nullptr);
  if (e != 0) {
    std::fprintf(stderr, "launch_pass_f32 failed: %s\n", cudaGetErrorName((cudaError_t)e));
    std::exit(2);
  }
}

// cuFFT plan with a rank-1 advanced layout (element strides, line dists)
static cufftHandle cufft_plan(int n, const Layout& L, cufftType type) {
  cufftHandle h;
  int nn[1] = {n};
  int emb[1] = {n};
  CKF(cufftPlanMany(&h, 1, nn, emb, (int)L.in_stride, (int)L.idist, emb, (int)L.out_stride, (int)L.odist, type,
                    (int)L.nlines));
  return h;
}

static int64_t span(int n, int64_t stride, int64_t dist, int64_t nlines) {
  return (int64_t)(n - 1) * stride + (nlines - 1) * dist + 1;
}

static const char* mode_name(PassCompute c, int P) {
  if (c == PassCompute::Native) return "NATIVE";
  if (c == PassCompute::TcFp16) return "TC_FP16";
  return P == 3 ? "TC_SPLIT3" : "TC_SPLIT";
}

// ------------------------------------------------------------------------------------------
struct Buffers {
  float2* in = nullptr;
  float2* out = nullptr;
  double2* in64 = nullptr;
  double2* ref = nullptr;
  int64_t cap = 0;
};

static void check(const char* what, int n, int R, const char* mode, Err e, double tol_l2) {
  const bool ok = e.l2 <= tol_l2 && e.linf <= tol_l2 * 30 && std::isfinite(e.l2);
  if (!ok) ++g_failures;
  std::printf("  %-34s n=%5d R=%2d %-9s relL2 %.3e relLinf %.3e  %s\n", what, n, R, mode, e.l2, e.linf,
              ok ? "ok" : "FAIL");
}

static double tol_for(PassCompute c) { return c == PassCompute::TcFp16 ? 3e-3 : 1e-6; }

// One correctness case: layout L (in and out spans), direction, compute, P, in-place flag.
static void correctness_case(Buffers& B, const char* what, int n, int R, const Layout& L, int dir, PassCompute c,
                             int P, bool inplace, uint64_t seed) {
  if (!tcfft::cuda::pass_supported(make_args(B.in, B.out, n, R, L, dir, 1.0f, c, P))) {
    std::printf("  %-34s n=%5d R=%2d %-9s not supported (skipped)\n", what, n, R, mode_name(c, P));
    return;
  }
  const int64_t si = span(n, L.in_stride, L.idist, L.nlines), so = span(n, L.out_stride, L.odist, L.nlines);
  if (si > B.cap || so > B.cap) {
    std::fprintf(stderr, "buffer too small\n");
    std::exit(2);
  }
  fill_uniform<<<1024, 256>>>(B.in, si, seed);
  CK(cudaGetLastError());
  promote<<<1024, 256>>>(B.in, B.in64, si);
  CK(cudaGetLastError());
  // FP64 reference
  {
    cufftHandle h = cufft_plan(n, L, CUFFT_Z2Z);
    CK(cudaMemset(B.ref, 0, so * sizeof(double2)));
    CKF(cufftExecZ2Z(h, (cufftDoubleComplex*)B.in64, (cufftDoubleComplex*)B.ref, dir < 0 ? CUFFT_FORWARD : CUFFT_INVERSE));
    CK(cudaDeviceSynchronize());
    cufftDestroy(h);
  }
  float2* out = B.out;
  if (inplace) {
    out = B.in;
  } else {
    CK(cudaMemset(B.out, 0xff, so * sizeof(float2)));  // NaN poison
    if (so > 0) {
      // untouched gaps of the output layout: make the reference match the poison-free zero fill
    }
  }
  run_pass(make_args(B.in, out, n, R, L, dir, 1.0f, c, P));
  CK(cudaDeviceSynchronize());
  // compare only the elements of the output layout: dense layouts here, or gaps zeroed in ref and out
  if (L.out_stride == 1 && L.odist == n) {
    check(what, n, R, mode_name(c, P), rel_error(out, B.ref, so), tol_for(c));
  } else {
    // the output layouts used here are dense too (interleaved: stride nlines, dist 1)
    check(what, n, R, mode_name(c, P), rel_error(out, B.ref, so), tol_for(c));
  }
}

// ------------------------------------------------------------------------------------------
static float median(std::vector<float> v) {
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}

static double measure_copy_bw(int reps) {
  const size_t bytes = size_t(2) << 30;
  void *a, *b;
  CK(cudaMalloc(&a, bytes));
  CK(cudaMalloc(&b, bytes));
  CK(cudaMemset(a, 1, bytes));
  std::vector<cudaEvent_t> ev(2 * reps);
  for (auto& e : ev) CK(cudaEventCreate(&e));
  CK(cudaMemcpy(b, a, bytes, cudaMemcpyDeviceToDevice));
  for (int i = 0; i < reps; ++i) {
    CK(cudaEventRecord(ev[2 * i]));
    CK(cudaMemcpyAsync(b, a, bytes, cudaMemcpyDeviceToDevice));
    CK(cudaEventRecord(ev[2 * i + 1]));
  }
  CK(cudaDeviceSynchronize());
  std::vector<float> ms(reps);
  for (int i = 0; i < reps; ++i) CK(cudaEventElapsedTime(&ms[i], ev[2 * i], ev[2 * i + 1]));
  for (auto& e : ev) cudaEventDestroy(e);
  CK(cudaFree(a));
  CK(cudaFree(b));
  return 2.0 * bytes / (median(ms) * 1e-3);  // read + write
}

template <class F>
static float time_runs(F&& f, float2* out, size_t out_bytes, int reps) {
  for (int i = 0; i < 3; ++i) f();  // warm-up
  std::vector<cudaEvent_t> ev(2 * reps);
  for (auto& e : ev) CK(cudaEventCreate(&e));
  for (int i = 0; i < reps; ++i) {
    CK(cudaMemsetAsync(out, 0xff, out_bytes));  // NaN poison before each run (outside the timed window)
    CK(cudaEventRecord(ev[2 * i]));
    f();
    CK(cudaEventRecord(ev[2 * i + 1]));
  }
  CK(cudaDeviceSynchronize());
  std::vector<float> ms(reps);
  for (int i = 0; i < reps; ++i) CK(cudaEventElapsedTime(&ms[i], ev[2 * i], ev[2 * i + 1]));
  for (auto& e : ev) cudaEventDestroy(e);
  return median(ms);
}

struct Row {
  int n;
  int64_t batch;
  std::string mode;
  float ms;
  double xf;
  double speed;  // cuFFT32 ms / ms
  Err err;
};

static void perf(Buffers& B, const std::vector<int>& sizes, int reps, double bw, std::vector<Row>& rows,
                 bool with_fp16) {
  const int64_t total = int64_t(1) << 26;
  for (int n : sizes) {
    const int64_t batch = total / n;
    Layout L{batch, 1, 1, n, n};
    fill_uniform<<<4096, 256>>>(B.in, total, 1234 + n);
    CK(cudaGetLastError());
    promote<<<4096, 256>>>(B.in, B.in64, total);
    CK(cudaGetLastError());
    cufftHandle h64 = cufft_plan(n, L, CUFFT_Z2Z), h32 = cufft_plan(n, L, CUFFT_C2C);
    const size_t bytes = (size_t)total * sizeof(float2);
    const double floor_ms = 2.0 * bytes / bw * 1e3;
    // FP64 reference (timed too, for information)
    auto f64 = [&] { CKF(cufftExecZ2Z(h64, (cufftDoubleComplex*)B.in64, (cufftDoubleComplex*)B.ref, CUFFT_FORWARD)); };
    f64();
    CK(cudaDeviceSynchronize());
    auto f32 = [&] { CKF(cufftExecC2C(h32, (cufftComplex*)B.in, (cufftComplex*)B.out, CUFFT_FORWARD)); };
    const float ms32 = time_runs(f32, B.out, bytes, reps);
    const Err e32 = rel_error(B.out, B.ref, total);
    rows.push_back({n, batch, "cuFFT_FP32", ms32, ms32 / floor_ms, 1.0, e32});
    std::vector<std::pair<PassCompute, int>> modes = {{PassCompute::TcSplit, 2}, {PassCompute::Native, 0}};
    if (with_fp16) modes.push_back({PassCompute::TcFp16, 1});
    for (auto [c, P] : modes) {
      const PassArgsF32 a = make_args(B.in, B.out, n, g_perf_radix, L, -1, 1.0f, c, P);
      auto ft = [&] { run_pass(a); };
      const float ms = time_runs(ft, B.out, bytes, reps);
      const Err e = rel_error(B.out, B.ref, total);
      rows.push_back({n, batch, mode_name(c, P), ms, ms / floor_ms, ms32 / ms, e});
      if (!(e.l2 <= tol_for(c)) || !std::isfinite(e.l2)) {
        ++g_failures;
        std::printf("FAIL: perf row n=%d %s relL2 %.3e\n", n, mode_name(c, P), e.l2);
      }
    }
    const float ms64 = time_runs(f64, reinterpret_cast<float2*>(B.ref), 0, std::max(5, reps / 4));
    rows.push_back({n, batch, "cuFFT_FP64", ms64, ms64 / (2 * floor_ms), ms32 / ms64, Err{}});
    cufftDestroy(h64);
    cufftDestroy(h32);
  }
}

static void print_rows(const std::vector<Row>& rows, double bw, const char* title) {
  std::printf("\n== %s (copy bandwidth %.0f GB/s read+write; floor = 2*bytes/bw)\n", title, bw / 1e9);
  std::printf("radices (ours):");
  for (int n : {16, 64, 256, 1024, 4096, 8192}) {
    std::printf(" %d=", n);
    auto rs = radices(n, g_perf_radix);
    for (size_t i = 0; i < rs.size(); ++i) std::printf(i ? "x%d" : "%d", rs[i]);
  }
  std::printf("\n");
  std::printf("%6s %9s %-11s %9s %8s %8s %11s %11s\n", "n", "batch", "mode", "ms", "x_floor", "vs_cuFFT", "relL2",
              "relLinf");
  for (const Row& r : rows)
    std::printf("%6d %9lld %-11s %9.4f %8.3f %8.3f %11.3e %11.3e\n", r.n, (long long)r.batch, r.mode.c_str(), r.ms,
                r.xf, r.speed, r.err.l2, r.err.linf);
}

// round trip forward, then inverse with scale 1/n: back to the input
static void round_trip(Buffers& B, int n, int64_t batch, PassCompute c, int P) {
  Layout L{batch, 1, 1, n, n};
  if (!tcfft::cuda::pass_supported(make_args(B.in, B.out, n, 16, L, -1, 1.0f, c, P))) return;
  const int64_t total = n * batch;
  fill_uniform<<<1024, 256>>>(B.in, total, 77 + n);
  promote<<<1024, 256>>>(B.in, B.ref, total);
  CK(cudaGetLastError());
  run_pass(make_args(B.in, B.out, n, 16, L, -1, 1.0f, c, P));
  run_pass(make_args(B.out, B.out, n, 16, L, +1, 1.0f / n, c, P));  // in place
  CK(cudaDeviceSynchronize());
  check("round trip fwd, inv/n (in place)", n, 16, mode_name(c, P), rel_error(B.out, B.ref, total),
        c == PassCompute::TcFp16 ? 3e-3 : 1e-6);
}

// batch*n > 2^31 elements (NOTES.md v3, task 1). Lines L0 = 2^31/n and up start at element
// >= 2^31. nlines = L0 + 5; random data on lines {0, L0-1, L0, L0+2, L0+4}, zeros elsewhere.
// After the transform (in place, or out of place into a NaN-poisoned buffer) the random lines
// must match an FP64 cuFFT of the same lines and every other element must be exactly 0
// (counted over the whole output on the device: a line written to or read from the wrong
// place, or an element not written, shows up as a non-zero count).
__global__ void count_nonzero_outside(const float2* y, int64_t count, int log2n, int64_t l0, int64_t l1, int64_t l2,
                                      int64_t l3, int64_t l4, unsigned long long* cnt) {
  unsigned long long c = 0;
  for (int64_t i = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; i < count; i += (int64_t)gridDim.x * blockDim.x) {
    const int64_t l = i >> log2n;
    if (l == l0 || l == l1 || l == l2 || l == l3 || l == l4) continue;
    const float2 v = y[i];
    if (!(v.x == 0.0f && v.y == 0.0f)) ++c;
  }
  if (c) atomicAdd(cnt, c);
}

struct HugeBufs {
  float2* x = nullptr;     // input (and in-place output)
  float2* y = nullptr;     // out-of-place output
  double2* in64 = nullptr;
  double2* ref = nullptr;
  unsigned long long* cnt = nullptr;
  int64_t cap = 0;
};

static void huge_boundary_case(HugeBufs& H, int n, PassCompute c, int P, bool inplace, bool spec, const char* tag) {
  int log2n = 0;
  while ((1 << log2n) < n) ++log2n;
  const int64_t L0 = (int64_t{1} << 31) >> log2n;
  const int64_t nlines = L0 + 5, total = nlines * n;
  const int64_t lines[5] = {0, L0 - 1, L0, L0 + 2, L0 + 4};
  Layout L{nlines, 1, 1, n, n};
  tcfft::cuda::kern::set_spec(spec);
  if (!tcfft::cuda::pass_supported(make_args(H.x, H.x, n, 0, L, -1, 1.0f, c, P))) {
    tcfft::cuda::kern::set_spec(true);
    return;
  }
  CK(cudaMemset(H.x, 0, total * sizeof(float2)));
  for (int q = 0; q < 5; ++q) {
    fill_uniform<<<64, 256>>>(H.x + lines[q] * n, n, 4242 + 17 * q + n);
    CK(cudaGetLastError());
    promote<<<64, 256>>>(H.x + lines[q] * n, H.in64 + q * n, n);
    CK(cudaGetLastError());
  }
  {
    Layout Lr{5, 1, 1, n, n};
    cufftHandle h = cufft_plan(n, Lr, CUFFT_Z2Z);
    CKF(cufftExecZ2Z(h, (cufftDoubleComplex*)H.in64, (cufftDoubleComplex*)H.ref, CUFFT_FORWARD));
    CK(cudaDeviceSynchronize());
    cufftDestroy(h);
  }
  float2* out = inplace ? H.x : H.y;
  if (!inplace) CK(cudaMemset(H.y, 0xff, total * sizeof(float2)));  // NaN poison
  run_pass(make_args(H.x, out, n, 0, L, -1, 1.0f, c, P));
  CK(cudaDeviceSynchronize());
  tcfft::cuda::kern::set_spec(true);
  CK(cudaMemset(H.cnt, 0, sizeof(unsigned long long)));
  count_nonzero_outside<<<4096, 256>>>(out, total, log2n, lines[0], lines[1], lines[2], lines[3], lines[4], H.cnt);
  CK(cudaGetLastError());
  unsigned long long nz = 0;
  CK(cudaMemcpy(&nz, H.cnt, sizeof nz, cudaMemcpyDeviceToHost));
  Err worst;
  for (int q = 0; q < 5; ++q) {
    const Err e = rel_error(out + lines[q] * n, H.ref + q * n, n);
    worst.l2 = std::max(worst.l2, e.l2 != e.l2 ? 1e30 : e.l2);
    worst.linf = std::max(worst.linf, e.linf != e.linf ? 1e30 : e.linf);
  }
  char what[128];
  std::snprintf(what, sizeof what, "%s %s%s, %lld lines, nonzero elsewhere %llu", tag, inplace ? "in place" : "out of place",
                spec ? "" : " (generic)", (long long)nlines, nz);
  check(what, n, 0, mode_name(c, P), worst, tol_for(c));
  if (nz != 0) {
    ++g_failures;
    std::printf("  FAIL: %llu non-zero elements outside the random lines\n", nz);
  }
}

static void huge_cases() {
  const int64_t cap = ((int64_t{1} << 31) + 5 * 8192);
  size_t free_b = 0, tot_b = 0;
  CK(cudaMemGetInfo(&free_b, &tot_b));
  const bool oop = (size_t)cap * 16 + (size_t(2) << 30) <= free_b;
  if ((size_t)cap * 8 + (size_t(1) << 30) > free_b) {
    std::printf("  huge cases skipped: not enough device memory\n");
    return;
  }
  HugeBufs H;
  H.cap = cap;
  CK(cudaMalloc(&H.x, cap * sizeof(float2)));
  if (oop) CK(cudaMalloc(&H.y, cap * sizeof(float2)));
  CK(cudaMalloc(&H.in64, 5 * 8192 * sizeof(double2)));
  CK(cudaMalloc(&H.ref, 5 * 8192 * sizeof(double2)));
  CK(cudaMalloc(&H.cnt, sizeof(unsigned long long)));
  for (int n : {16, 4096, 8192})
    for (int ip = 1; ip >= (oop ? 0 : 1); --ip) {
      huge_boundary_case(H, n, PassCompute::TcSplit, 2, ip, true, "spec");
      huge_boundary_case(H, n, PassCompute::TcSplit, 2, ip, false, "generic");
      huge_boundary_case(H, n, PassCompute::TcFp16, 1, ip, true, "spec");
      huge_boundary_case(H, n, PassCompute::TcSplit, 3, ip, false, "generic");
      huge_boundary_case(H, n, PassCompute::Native, 0, ip, true, n == 16 ? "coop16" : "spec");
      huge_boundary_case(H, n, PassCompute::Native, 0, ip, false, "generic");
      if (n == 16) {
        tcfft::cuda::kern::set_coop16(false);
        huge_boundary_case(H, n, PassCompute::Native, 0, ip, true, "spec (no coop16)");
        tcfft::cuda::kern::set_coop16(true);
      }
    }
  CK(cudaFree(H.x));
  if (H.y) CK(cudaFree(H.y));
  CK(cudaFree(H.in64));
  CK(cudaFree(H.ref));
  CK(cudaFree(H.cnt));
}

int main(int argc, char** argv) {
  bool do_perf = false, do_checks = false, do_small = false, do_big = false, fp16_perf = true;
  int reps = 30;
  std::vector<int> sizes = {16, 64, 256, 1024, 4096, 8192};
  for (int i = 1; i < argc; ++i) {
    std::string s = argv[i];
    if (s == "--perf") do_perf = true;
    else if (s == "--checks") do_checks = true;
    else if (s == "--small") do_small = true;
    else if (s == "--big") do_big = true;
    else if (s == "--tile" && i + 1 < argc) tcfft::cuda::kern::set_min_tile_log(std::atoi(argv[++i]));
    else if (s == "--no-stw") tcfft::cuda::kern::set_use_stage_twiddles(false);
    else if (s == "--reps" && i + 1 < argc) reps = std::atoi(argv[++i]);
    else if (s == "--no-fp16") fp16_perf = false;
    else if (s == "--no-prefetch") tcfft::cuda::kern::set_prefetch(false);
    else if (s == "--no-persist") tcfft::cuda::kern::set_persistent(false);
    else if (s == "--radix16") g_perf_radix = 16;
    else if (s == "--no-coop16") tcfft::cuda::kern::set_coop16(false);
    else if (s == "--no-spec") tcfft::cuda::kern::set_spec(false);
    else if (s == "--no-regtile") tcfft::cuda::kern::rt::set_enabled(false);
    else if (s == "--no-lane-tables") tcfft::cuda::kern::rt::set_lane_tables(false);
    else if (s == "--no-staged") tcfft::cuda::kern::rt::set_staged(false);
    else if (s == "--no-async") tcfft::cuda::kern::rt::set_async(false);
    else if (s == "--no-bulk") tcfft::cuda::kern::rt::set_bulk(false);
    else if (s == "--rt-variant" && i + 1 < argc) tcfft::cuda::kern::rt::set_variant(std::atoi(argv[++i]));
    else if (s == "--no-prefetch-tc") tcfft::cuda::kern::set_prefetch_tc(false);
    else if (s == "--prefetch-tc") tcfft::cuda::kern::set_prefetch_tc(true);
    else if (s == "--max-grid" && i + 1 < argc) tcfft::cuda::kern::set_max_grid(std::atoi(argv[++i]));
    else if (s == "--sizes" && i + 1 < argc) {
      sizes.clear();
      std::string l = argv[++i];
      size_t p = 0;
      while (p < l.size()) {
        size_t q = l.find(',', p);
        if (q == std::string::npos) q = l.size();
        sizes.push_back(std::atoi(l.substr(p, q - p).c_str()));
        p = q + 1;
      }
    } else {
      std::fprintf(stderr, "unknown argument %s\n", s.c_str());
      return 2;
    }
  }
  if (!do_perf && !do_checks && !do_small && !do_big) do_perf = do_checks = do_big = true;

  std::setvbuf(stdout, nullptr, _IOLBF, 0);
  cudaDeviceProp prop;
  CK(cudaGetDeviceProperties(&prop, 0));
  std::printf("device: %s, %d SMs, L2 %d MB, min tile log %d\n", prop.name, prop.multiProcessorCount,
              prop.l2CacheSize >> 20, tcfft::cuda::kern::min_tile_log());
  CK(cudaMalloc(&g_acc, 4 * sizeof(double)));

  Buffers B;
  B.cap = do_checks ? (int64_t{1} << 28) : do_perf ? (int64_t{1} << 26) + (1 << 20) : (int64_t{1} << 20);
  CK(cudaMalloc(&B.in, B.cap * sizeof(float2)));
  CK(cudaMalloc(&B.out, B.cap * sizeof(float2)));
  CK(cudaMalloc(&B.in64, B.cap * sizeof(double2)));
  CK(cudaMalloc(&B.ref, B.cap * sizeof(double2)));

  if (do_small) {
    std::printf("\n== small cases\n");
    for (int n : {16, 64, 256, 4096})
      for (auto [c, P] : std::vector<std::pair<PassCompute, int>>{{PassCompute::TcSplit, 2}, {PassCompute::Native, 0}}) {
        const int64_t nl = std::max<int64_t>(3, 8192 / n + 1);
        correctness_case(B, "small contiguous", n, 16, Layout{nl, 1, 1, n, n}, -1, c, P, false, 5);
        correctness_case(B, "small interleaved", n, 16, Layout{nl, nl, nl, 1, 1}, +1, c, P, false, 6);
        correctness_case(B, "small in place, R=8", n, 8, Layout{nl, 1, 1, n, n}, -1, c, P, true, 7);
      }
  }

  if (do_checks) {
    std::printf("\n== correctness: every size 2..8192, every radix, every mode (forward, ~2^20 elements)\n");
    for (int n = 2; n <= 8192; n *= 2)
      for (int R : {16, 8, 4, 2, 0})
        for (auto [c, P] : std::vector<std::pair<PassCompute, int>>{
                 {PassCompute::TcSplit, 2}, {PassCompute::TcSplit, 3}, {PassCompute::TcFp16, 1}, {PassCompute::Native, 0}}) {
          if ((R > n && R != 16) || (R == 0 && n <= 16)) continue;
          const int64_t nl = std::max<int64_t>(1, (int64_t{1} << 20) / n) + 1;  // +1: partial last tile
          correctness_case(B, "contiguous fwd", n, R, Layout{nl, 1, 1, n, n}, -1, c, P, false, 11 + n + R);
        }
    std::printf("\n== inverse, in place, interleaved, strided, large grid\n");
    for (int n : {16, 64, 256, 1024, 4096, 8192})
      for (auto [c, P] : std::vector<std::pair<PassCompute, int>>{{PassCompute::TcSplit, 2}, {PassCompute::Native, 0}}) {
        const int64_t nl = (int64_t{1} << 22) / n;
        correctness_case(B, "contiguous inverse", n, 16, Layout{nl, 1, 1, n, n}, +1, c, P, false, 21);
        correctness_case(B, "in place fwd", n, 16, Layout{nl, 1, 1, n, n}, -1, c, P, true, 22);
        correctness_case(B, "batch-interleaved fwd", n, 16, Layout{nl, nl, nl, 1, 1}, -1, c, P, false, 23);
        correctness_case(B, "batch-interleaved inv split3", n, 16, Layout{nl, nl, nl, 1, 1}, +1,
                         c == PassCompute::Native ? c : PassCompute::TcSplit, c == PassCompute::Native ? 0 : 3, false, 24);
        // generic strided input (stride 2, gaps between lines), contiguous output
        const int64_t nl2 = (int64_t{1} << 20) / n + 1;
        correctness_case(B, "strided in (2, dist 2n+1)", n, 16, Layout{nl2, 2, 1, 2 * n + 1, n}, -1, c, P, false, 25);
      }
    {
      const int n = 1024;
      const int64_t nl = 200001;  // 100001 blocks at 2 lines per block: grid.x > 65535
      correctness_case(B, "batch 200001 (grid.x > 65535)", n, 16, Layout{nl, 1, 1, n, n}, -1, PassCompute::TcSplit, 2,
                       false, 31);
      correctness_case(B, "batch 200001 (grid.x > 65535)", n, 16, Layout{nl, 1, 1, n, n}, -1, PassCompute::Native, 0,
                       false, 32);
      correctness_case(B, "n=2 batch 2^24 (grid.x > 8191)", 2, 2, Layout{int64_t{1} << 24, 1, 1, 2, 2}, -1,
                       PassCompute::TcSplit, 2, false, 33);
    }
    std::printf("\n== round trips\n");
    for (int n : {16, 256, 4096, 8192})
      for (auto [c, P] : std::vector<std::pair<PassCompute, int>>{
               {PassCompute::TcSplit, 2}, {PassCompute::TcSplit, 3}, {PassCompute::Native, 0}, {PassCompute::TcFp16, 1}})
        round_trip(B, n, (int64_t{1} << 22) / n, c, P);
  }

  std::vector<Row> rows;
  double bw = 0;
  if (do_perf) {
    bw = measure_copy_bw(10);
    perf(B, sizes, reps, bw, rows, fp16_perf);
  }
  if (do_big) {
    CK(cudaFree(B.in));
    CK(cudaFree(B.out));
    CK(cudaFree(B.in64));
    CK(cudaFree(B.ref));
    B = Buffers{};
    std::printf("\n== batch*n > 2^31: lines next to element 2^31 (n = 16, 4096, 8192; in place, out of place)\n");
    huge_cases();
  }
  if (do_perf) {
    print_rows(rows, bw, "batched 1D, n*batch = 2^26, forward, FP32 storage");
    std::printf("\ntargets: TC_SPLIT speed >= 0.95x cuFFT; TC_SPLIT relL2 <= 2x cuFFT FP32\n");
    for (size_t i = 0; i < rows.size(); ++i) {
      if (rows[i].mode != "TC_SPLIT") continue;
      const Row* cu = nullptr;
      for (const Row& r : rows)
        if (r.n == rows[i].n && r.mode == "cuFFT_FP32") cu = &r;
      if (!cu) continue;
      std::printf("  n=%5d speed %.3f (%s)  relL2 ratio %.2f (%s)\n", rows[i].n, rows[i].speed,
                  rows[i].speed >= 0.95 ? "met" : "MISSED", rows[i].err.l2 / cu->err.l2,
                  rows[i].err.l2 <= 2 * cu->err.l2 ? "met" : "MISSED");
    }
  }
  std::printf("\n%s: %d correctness failure(s)\n", g_failures ? "FAILED" : "PASSED", g_failures);
  return g_failures ? 1 : 0;
}
