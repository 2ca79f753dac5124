// CUDA backend tests of kernel forms on batches of 1D lines: each development knob's two forms
// give the same bits (the lean 4096 and the two-buffer kernel, the 1024-point one-copy and chunked
// stores, 3 and 4 bulk-ring buffers at n = 64, the bulk-copy and register-only kernels, the
// register-tile kernels with and without lane tables), the launch counters showing which ran, and
// TC_SPLIT lines meet the oracle's bound. Device buffers are allocated with cudaMalloc directly.
// Always compiled and registered; every case first checks for a device and SKIPS LOUDLY without
// one (CI has no GPU: these run only on a GPU machine). Shared helpers: gpu_test_support.h.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <functional>
#include <limits>
#include <random>
#include <string>
#include <vector>

#include "common/oracle.h"
#include "gpu_test_support.h"
#include "plan/plan.h"

#if defined(TCFFT_TEST_HAVE_CUDA)
#include <cuda_runtime.h>

#include "cuda/kernels/regtile/regtile.h"  // set_lean4096, set_bulk..., set_lane_tables (development knobs)
#endif

namespace tct {
namespace {

using namespace gputest;  // Mode, kSplit2 ..., cuda_spec, cuda_handle ... (gpu_test_support.h)

/// `count` floats uniform in [-1, 1) from a fixed-seed std::mt19937_64 (the interleaved re / im of
/// count / 2 complex values; cheaper than random_complex's long doubles for large inputs).
std::vector<float> uniform_floats(size_t count, uint64_t seed) {
  std::vector<float> v(count);
  std::mt19937_64 g(seed);
  std::uniform_real_distribution<float> u(-1.0f, 1.0f);
  for (float& f : v) f = u(g);
  return v;
}

#if defined(TCFFT_TEST_HAVE_CUDA)
/// One execution of a `m` plan of B lines of N points (1/N scale for the inverse) on device buffers:
/// `in` (2 N B finite floats) is copied to di, the output (di in place, else dout poisoned with NaN
/// first) comes back and must be NaN-free (every output written). `launches` (may be empty) must
/// count `expect` more after the execution: the kernel form the test asked for ran.
std::vector<float> run_lines(const Mode& m, long long N, long long B, int dir, const float* in, float* di,
                             float* dout, bool in_place, const std::function<unsigned long long()>& launches,
                             unsigned long long expect) {
  const long long count = N * B;
  const size_t bytes = static_cast<size_t>(count) * 8;
  std::vector<float> out;
  tcfftHandle h = cuda_handle(m, N, B);
  if (dir == TCFFT_INVERSE) EXPECT_EQ(tcfftSetNormalization(h, TCFFT_NORM_BY_N), TCFFT_SUCCESS);
  EXPECT_EQ(cudaMemcpy(di, in, bytes, cudaMemcpyHostToDevice), cudaSuccess);
  float* o = in_place ? di : dout;
  if (!in_place) {
    const std::vector<float> nan(2 * count, std::numeric_limits<float>::quiet_NaN());
    EXPECT_EQ(cudaMemcpy(dout, nan.data(), bytes, cudaMemcpyHostToDevice), cudaSuccess);
  }
  const unsigned long long l0 = launches ? launches() : 0;
  EXPECT_EQ(tcfftExec(h, di, o, dir), TCFFT_SUCCESS) << tcfftGetLastErrorMessage(h);
  EXPECT_EQ(cudaDeviceSynchronize(), cudaSuccess);
  if (launches) EXPECT_EQ(launches() - l0, expect) << "launches of the kernel form under test";
  out.resize(2 * count);
  EXPECT_EQ(cudaMemcpy(out.data(), o, bytes, cudaMemcpyDeviceToHost), cudaSuccess);
  EXPECT_EQ(std::count_if(out.begin(), out.end(), [](float v) { return v != v; }), 0) << "NaN outputs (not written)";
  tcfftDestroy(h);
  return out;
}
#endif

/// Index of the first float where a and b differ bitwise, -1 if none.
long long first_float_diff(const std::vector<float>& a, const std::vector<float>& b) {
  if (a.size() != b.size()) return 0;
  if (std::memcmp(a.data(), b.data(), a.size() * sizeof(float)) == 0) return -1;
  for (size_t i = 0; i < a.size(); ++i)
    if (std::memcmp(&a[i], &b[i], sizeof(float)) != 0) return static_cast<long long>(i);
  return -1;
}

/// Lines 0, B / 2 + 3 and B - 1 of `out` (B interleaved F32 lines of N points from `in`, TC_SPLIT 2
/// terms, direction `dir`, the 1/N scale for the inverse) meet the oracle's rel-L2 bound.
void expect_split2_lines_meet_oracle(long long N, long long B, int dir, const float* in, const std::vector<float>& out) {
  Spec s = cuda_spec(kSplit2);
  s.n = {N, 1, 1};
  s.direction = dir;
  if (dir == TCFFT_INVERSE) s.norm = TCFFT_NORM_BY_N;
  for (const long long line : {0LL, B / 2 + 3, B - 1}) {
    std::vector<cld> x(N), y(N);
    for (long long k = 0; k < N; ++k) {
      x[k] = cld(in[2 * (line * N + k)], in[2 * (line * N + k) + 1]);
      y[k] = cld(out[2 * (line * N + k)], out[2 * (line * N + k) + 1]);
    }
    const ErrorStats e = compare(y, reference_for(s, x));
    EXPECT_LE(e.rel_l2, rel_l2_tolerance(s.tol_mode(), 1, s.n)) << "line " << line << ": " << e.str();
  }
}

// Contiguous TC_SPLIT 4096-point passes of >= lean4096_min_lines lines run rt4096_lean_kernel
// (three blocks per SM, stages 1-2 in place, the grid of lean_schedule.h); with the knob off,
// rt4096_kernel. Same arithmetic, so the outputs must be the same bits: 16397 and threshold + 5
// lines of random data (main blocks of unequal line counts and a one-line tail), out of place and
// in place, forward and inverse with the 1/N scale, outputs poisoned first; the launch counter
// must show which kernel ran, and three lines (first, middle, last: a tail line) must also meet
// the oracle's bound. One line below the threshold must take the two-buffer kernel.
TEST(GpuLean4096, SameBitsAsTheTwoBufferKernel) {
  TCT_REQUIRE_CUDA_DEVICE();
#if defined(TCFFT_TEST_HAVE_CUDA)
  namespace rt = tcfft::cuda::kern::rt;
  // 16397 lines and 5 more than the lean kernel's threshold (3960 on a 132-SM H100): main blocks
  // whose line counts differ by one, then one-line blocks (lean_schedule.h)
  const long long N = 4096, kMaxB = 16384 + 13, max_count = N * kMaxB;
  int dev = 0;
  ASSERT_EQ(cudaGetDevice(&dev), cudaSuccess);
  const long long min_lines = rt::lean4096_min_lines(dev);
  ASSERT_GT(min_lines, 1);
  if (min_lines + 5 > kMaxB)
    GTEST_SKIP() << "*** the lean threshold " << min_lines << " exceeds this test's batch: skipped ***";
  const size_t max_bytes = static_cast<size_t>(max_count) * 8;
  size_t free_b = 0, total_b = 0;
  ASSERT_EQ(cudaMemGetInfo(&free_b, &total_b), cudaSuccess);
  if (free_b < 2 * max_bytes + (1ull << 30)) {
    GTEST_SKIP() << "*** not enough device memory for two " << max_bytes / (1 << 20) << " MiB buffers: skipped ***";
  }
  // uniform [-1, 1) floats from a fixed-seed generator (random_complex would build 2 GB of long doubles)
  const std::vector<float> in = uniform_floats(2 * static_cast<size_t>(max_count), 4096016384ULL);
  float *di = nullptr, *dout = nullptr;
  ASSERT_EQ(cudaMalloc(&di, max_bytes), cudaSuccess);
  ASSERT_EQ(cudaMalloc(&dout, max_bytes), cudaSuccess);
  for (const long long B : {kMaxB, min_lines + 5}) {
    for (const bool in_place : {false, true}) {
      for (const int dir : {TCFFT_FORWARD, TCFFT_INVERSE}) {
        SCOPED_TRACE(std::to_string(B) + " lines, " + (in_place ? "in place" : "out of place") +
                     (dir == TCFFT_FORWARD ? " forward" : " inverse"));
        std::vector<float> out[2];
        for (const bool lean : {true, false}) {
          rt::set_lean4096(lean);
          out[lean ? 0 : 1] = run_lines(kSplit2, N, B, dir, in.data(), di, dout, in_place,
                                        [] { return rt::lean4096_launches(); }, lean ? 1ULL : 0ULL);
        }
        rt::set_lean4096(true);
        const long long d = first_float_diff(out[0], out[1]);
        ASSERT_EQ(d, -1) << "first differing float " << d << ": " << out[0][d] << " vs " << out[1][d];
        expect_split2_lines_meet_oracle(N, B, dir, in.data(), out[0]);
      }
    }
  }
  // one line below the threshold the two-buffer kernel runs with the knob on
  {
    tcfftHandle h = cuda_handle(kSplit2, N, min_lines - 1);
    ASSERT_EQ(cudaMemcpy(di, in.data(), static_cast<size_t>(N * (min_lines - 1)) * 8, cudaMemcpyHostToDevice),
              cudaSuccess);
    const unsigned long long l0 = rt::lean4096_launches();
    ASSERT_EQ(tcfftExec(h, di, dout, TCFFT_FORWARD), TCFFT_SUCCESS) << tcfftGetLastErrorMessage(h);
    ASSERT_EQ(cudaDeviceSynchronize(), cudaSuccess);
    EXPECT_EQ(rt::lean4096_launches() - l0, 0ULL) << min_lines - 1 << " lines took the lean kernel";
    tcfftDestroy(h);
  }
  cudaFree(di);
  cudaFree(dout);
#endif
}

// The lean kernel alone on the smallest batch that takes it (threshold + 5 lines: main blocks and
// one-line tail blocks; stages 1-2 run in place in shared memory, where a missing barrier or a
// lane writing a slot another lane has yet to read would show), forward, out of place into a
// poisoned buffer, three lines against the oracle. Sized for compute-sanitizer (racecheck,
// memcheck): SameBitsAsTheTwoBufferKernel's 16397-line batches take minutes under racecheck.
TEST(GpuLean4096, ThresholdBatchForTheSanitizers) {
  TCT_REQUIRE_CUDA_DEVICE();
#if defined(TCFFT_TEST_HAVE_CUDA)
  namespace rt = tcfft::cuda::kern::rt;
  const long long N = 4096;
  int dev = 0;
  ASSERT_EQ(cudaGetDevice(&dev), cudaSuccess);
  const long long min_lines = rt::lean4096_min_lines(dev);
  ASSERT_GT(min_lines, 1);
  const long long B = min_lines + 5;
  const size_t bytes = static_cast<size_t>(N * B) * 8;
  const std::vector<float> in = uniform_floats(2 * static_cast<size_t>(N * B), 4096000005ULL);
  float *di = nullptr, *dout = nullptr;
  ASSERT_EQ(cudaMalloc(&di, bytes), cudaSuccess);
  ASSERT_EQ(cudaMalloc(&dout, bytes), cudaSuccess);
  rt::set_lean4096(true);
  const std::vector<float> out = run_lines(kSplit2, N, B, TCFFT_FORWARD, in.data(), di, dout, false,
                                           [] { return rt::lean4096_launches(); }, 1ULL);
  expect_split2_lines_meet_oracle(N, B, TCFFT_FORWARD, in.data(), out);
  cudaFree(di);
  cudaFree(dout);
#endif
}

// Contiguous TC_SPLIT 1024-point passes with at least bulk1024_out1_min_lines lines store each line
// by one bulk copy after unswizzling it in shared memory (rt_bulk1024_kernel OUT1); below that, by
// 16 chunk copies. The arithmetic is the same, so the outputs must be the same bits with the form
// forced off: threshold + 5 lines of random data, out of place and in place, forward and inverse
// with the 1/N scale, outputs poisoned first; the launch counter must show which form ran, and
// three lines (first, middle, last) must meet the oracle's bound. One line below the threshold
// must take the chunked form; with the library's choice the form runs only on devices that take it.
TEST(GpuBulk1024Out1, SameBitsAsTheChunkedStore) {
  TCT_REQUIRE_CUDA_DEVICE();
#if defined(TCFFT_TEST_HAVE_CUDA)
  namespace rt = tcfft::cuda::kern::rt;
  const long long N = 1024;
  int dev = 0;
  ASSERT_EQ(cudaGetDevice(&dev), cudaSuccess);
  // the bulk kernel whatever the pass's size (set_bulk_min_points), then the library takes the
  // form on some devices only (regtile.h); its threshold is forced here
  rt::set_bulk_min_points(0);
  rt::set_bulk1024_out1(rt::kDefaultOut1);
  const long long default_min = rt::bulk1024_out1_min_lines(dev);
  rt::set_bulk1024_out1(64);
  const long long min_lines = rt::bulk1024_out1_min_lines(dev);
  ASSERT_GT(min_lines, 1) << "64 lines per block must be a positive line count";
  EXPECT_TRUE(default_min == -1 || default_min == min_lines) << default_min << " vs " << min_lines;
  const long long B = min_lines + 5, count = N * B;
  const size_t bytes = static_cast<size_t>(count) * 8;
  size_t free_b = 0, total_b = 0;
  ASSERT_EQ(cudaMemGetInfo(&free_b, &total_b), cudaSuccess);
  if (free_b < 2 * bytes + (1ull << 30)) {
    GTEST_SKIP() << "*** not enough device memory for two " << bytes / (1 << 20) << " MiB buffers: skipped ***";
  }
  const std::vector<float> in = uniform_floats(2 * static_cast<size_t>(count), 1024000001ULL);
  float *di = nullptr, *dout = nullptr;
  ASSERT_EQ(cudaMalloc(&di, bytes), cudaSuccess);
  ASSERT_EQ(cudaMalloc(&dout, bytes), cudaSuccess);
  for (const bool in_place : {false, true}) {
    for (const int dir : {TCFFT_FORWARD, TCFFT_INVERSE}) {
      SCOPED_TRACE(std::to_string(B) + " lines, " + (in_place ? "in place" : "out of place") +
                   (dir == TCFFT_FORWARD ? " forward" : " inverse"));
      std::vector<float> out[2];
      for (const bool one : {true, false}) {
        rt::set_bulk1024_out1(one ? 64 : -1);
        out[one ? 0 : 1] = run_lines(kSplit2, N, B, dir, in.data(), di, dout, in_place,
                                     [] { return rt::bulk1024_out1_launches(); }, one ? 1ULL : 0ULL);
      }
      rt::set_bulk1024_out1(64);
      const long long d = first_float_diff(out[0], out[1]);
      ASSERT_EQ(d, -1) << "first differing float " << d << ": " << out[0][d] << " vs " << out[1][d];
      expect_split2_lines_meet_oracle(N, B, dir, in.data(), out[0]);
    }
  }
  {  // one line below the threshold: the chunked store
    tcfftHandle h = cuda_handle(kSplit2, N, min_lines - 1);
    const unsigned long long l0 = rt::bulk1024_out1_launches();
    ASSERT_EQ(tcfftExec(h, di, dout, TCFFT_FORWARD), TCFFT_SUCCESS) << tcfftGetLastErrorMessage(h);
    ASSERT_EQ(cudaDeviceSynchronize(), cudaSuccess);
    EXPECT_EQ(rt::bulk1024_out1_launches() - l0, 0ULL) << min_lines - 1 << " lines took the one-copy store";
    tcfftDestroy(h);
  }
  {  // the library's choice on this device: the one-copy store at B lines only where it takes the form
    rt::set_bulk1024_out1(rt::kDefaultOut1);
    tcfftHandle h = cuda_handle(kSplit2, N, B);
    const unsigned long long l0 = rt::bulk1024_out1_launches();
    ASSERT_EQ(tcfftExec(h, di, dout, TCFFT_FORWARD), TCFFT_SUCCESS) << tcfftGetLastErrorMessage(h);
    ASSERT_EQ(cudaDeviceSynchronize(), cudaSuccess);
    EXPECT_EQ(rt::bulk1024_out1_launches() - l0, default_min > 0 ? 1ULL : 0ULL) << "default form at " << B << " lines";
    tcfftDestroy(h);
  }
  rt::set_bulk_min_points(-1);
  cudaFree(di);
  cudaFree(dout);
#endif
}

// The contiguous n = 64 bulk kernel with a ring of 3 and of 4 buffers (the device picks one:
// set_bulk64_ring) gives the same bits: 70001 lines of random data (a partial last block iteration),
// out of place and in place, forward and inverse with the 1/N scale, outputs poisoned first, TC_SPLIT
// and TC_FP16; and the TC_SPLIT output meets the oracle's bound on three lines.
TEST(GpuBulk64Ring, ThreeAndFourBuffersGiveTheSameBits) {
  TCT_REQUIRE_CUDA_DEVICE();
#if defined(TCFFT_TEST_HAVE_CUDA)
  namespace rt = tcfft::cuda::kern::rt;
  const long long N = 64, B = 70001, count = N * B;
  const size_t bytes = static_cast<size_t>(count) * 8;
  const std::vector<float> in = uniform_floats(2 * static_cast<size_t>(count), 6464ULL);
  float *di = nullptr, *dout = nullptr;
  ASSERT_EQ(cudaMalloc(&di, bytes), cudaSuccess);
  ASSERT_EQ(cudaMalloc(&dout, bytes), cudaSuccess);
  for (const bool split : {true, false}) {
    const Mode& m = split ? kSplit2 : kFp16;
    for (const bool in_place : {false, true}) {
      for (const int dir : {TCFFT_FORWARD, TCFFT_INVERSE}) {
        SCOPED_TRACE(std::string(in_place ? "in place" : "out of place") + (dir == TCFFT_FORWARD ? " forward" : " inverse") +
                     (split ? " TC_SPLIT" : " TC_FP16"));
        std::vector<float> out[2];
        rt::set_bulk_min_points(0);  // the bulk kernel at 70001 lines too (below the library's threshold)
        for (const int nb : {3, 4}) {
          rt::set_bulk64_ring(nb);
          out[nb - 3] = run_lines(m, N, B, dir, in.data(), di, dout, in_place, [] { return rt::bulk_launches(); }, 1);
        }
        rt::set_bulk64_ring(0);
        rt::set_bulk_min_points(-1);
        const long long d = first_float_diff(out[0], out[1]);
        ASSERT_EQ(d, -1) << "3 and 4 buffers differ first at float " << d;
        if (split) expect_split2_lines_meet_oracle(N, B, dir, in.data(), out[0]);
      }
    }
  }
  cudaFree(di);
  cudaFree(dout);
#endif
}

// Contiguous passes of 16, 64, 256 and 1024 points take the bulk-copy kernels from
// rt::bulk_min_points() points (n x lines) on, and below it the register-only kernels (the generic
// kernel for n = 16), which are faster there (regtile.h set_bulk). Both compute the §4 arithmetic of
// a line alike, so the bits must be the same: random lines with a partial last block iteration,
// contiguous and at a padded line distance (one copy per line), out of place and in place, forward
// and inverse with the 1/N scale, outputs poisoned first, TC_SPLIT and TC_FP16, each form run with
// the threshold forced to 0 (bulk) and to the default (register-only), the bulk launch counter
// showing which ran; TC_SPLIT outputs also meet the oracle's bound on three lines. Then the
// library's default: one line below the threshold runs the register-only kernel, the threshold's
// line count the bulk one.
TEST(GpuBulkThreshold, RegisterOnlyKernelsBelowItGiveTheBulkKernelsBits) {
  TCT_REQUIRE_CUDA_DEVICE();
#if defined(TCFFT_TEST_HAVE_CUDA)
  namespace rt = tcfft::cuda::kern::rt;
  rt::set_bulk_min_points(-1);
  const long long def = rt::bulk_min_points();
  ASSERT_GT(def, 1 << 16) << "the default threshold is a pass of more than 2^16 points";
  struct Case {
    long long n, batch, dist;  // dist: line distance in float2 (n: contiguous)
  };
  const Case cases[] = {{16, 1001, 16}, {16, 131, 20}, {64, 203, 64}, {64, 77, 68},
                        {256, 37, 256}, {256, 9, 260}, {1024, 19, 1024}, {1024, 7, 1040}};
  for (const Case& c : cases) {
    const long long count = c.dist * c.batch;
    const size_t bytes = static_cast<size_t>(count) * 8;
    const std::vector<float> in = uniform_floats(2 * static_cast<size_t>(count), static_cast<uint64_t>(c.n * 1000003 + c.dist));
    float *di = nullptr, *dout = nullptr;
    ASSERT_EQ(cudaMalloc(&di, bytes), cudaSuccess);
    ASSERT_EQ(cudaMalloc(&dout, bytes), cudaSuccess);
    for (const bool split : {true, false}) {
      const Mode& m = split ? kSplit2 : kFp16;
      for (const bool in_place : {false, true}) {
        for (const int dir : {TCFFT_FORWARD, TCFFT_INVERSE}) {
          SCOPED_TRACE("n " + std::to_string(c.n) + " x" + std::to_string(c.batch) + " dist " + std::to_string(c.dist) +
                       (in_place ? " in place" : " out of place") + (dir == TCFFT_FORWARD ? " forward" : " inverse") +
                       (split ? " TC_SPLIT" : " TC_FP16"));
          std::vector<float> out[2];
          for (const bool bulk : {true, false}) {
            rt::set_bulk_min_points(bulk ? 0 : -1);
            std::vector<float>& o = out[bulk ? 0 : 1];
            if (c.dist == c.n) {
              o = run_lines(m, c.n, c.batch, dir, in.data(), di, dout, in_place, [] { return rt::bulk_launches(); },
                            bulk ? 1ULL : 0ULL);
              continue;
            }
            tcfftHandle h = nullptr;
            ASSERT_EQ(tcfftCreate(&h), TCFFT_SUCCESS);
            ASSERT_EQ(tcfftSetBackend(h, TCFFT_BACKEND_CUDA), TCFFT_SUCCESS);
            ASSERT_EQ(tcfftSetPrecision(h, TCFFT_F32, m.compute), TCFFT_SUCCESS);
            if (split) ASSERT_EQ(tcfftSetSplitTerms(h, m.split_terms), TCFFT_SUCCESS);
            long long nn[1] = {c.n}, emb[1] = {c.dist};
            size_t ws = 0;
            ASSERT_EQ(tcfftMakePlanMany(h, 1, nn, emb, 1, c.dist, emb, 1, c.dist, TCFFT_C2C, c.batch, &ws),
                      TCFFT_SUCCESS)
                << tcfftGetLastErrorMessage(h);
            if (dir == TCFFT_INVERSE) ASSERT_EQ(tcfftSetNormalization(h, TCFFT_NORM_BY_N), TCFFT_SUCCESS);
            ASSERT_EQ(cudaMemcpy(di, in.data(), bytes, cudaMemcpyHostToDevice), cudaSuccess);
            float* od = in_place ? di : dout;
            if (!in_place) {
              const std::vector<float> nan(2 * count, std::numeric_limits<float>::quiet_NaN());
              ASSERT_EQ(cudaMemcpy(dout, nan.data(), bytes, cudaMemcpyHostToDevice), cudaSuccess);
            }
            const unsigned long long l0 = rt::bulk_launches();
            ASSERT_EQ(tcfftExec(h, di, od, dir), TCFFT_SUCCESS) << tcfftGetLastErrorMessage(h);
            ASSERT_EQ(cudaDeviceSynchronize(), cudaSuccess);
            EXPECT_EQ(rt::bulk_launches() - l0, bulk ? 1ULL : 0ULL) << "bulk kernel launches";
            o.resize(2 * count);
            ASSERT_EQ(cudaMemcpy(o.data(), od, bytes, cudaMemcpyDeviceToHost), cudaSuccess);
            tcfftDestroy(h);
            // only the lines' n points are outputs: the padding keeps the input (in place) or NaN
            for (long long b = 0; b < c.batch; ++b)
              for (long long k = 2 * c.n; k < 2 * c.dist; ++k) o[2 * b * c.dist + k] = 0.0f;
            for (long long b = 0; b < c.batch; ++b)
              for (long long k = 0; k < 2 * c.n; ++k)
                ASSERT_FALSE(std::isnan(o[2 * b * c.dist + k])) << "output " << k / 2 << " of line " << b << " not written";
          }
          rt::set_bulk_min_points(-1);
          const long long d = first_float_diff(out[0], out[1]);
          ASSERT_EQ(d, -1) << "bulk and register-only kernels differ first at float " << d << ": " << out[0][d]
                           << " vs " << out[1][d];
          if (split && c.dist == c.n) expect_split2_lines_meet_oracle(c.n, c.batch, dir, in.data(), out[0]);
        }
      }
    }
    cudaFree(di);
    cudaFree(dout);
  }
  // the library's default on both sides of the threshold (256-point lines: 16-byte aligned)
  const long long lines = def / 256;
  float *di = nullptr, *dout = nullptr;
  ASSERT_EQ(cudaMalloc(&di, static_cast<size_t>(lines) * 256 * 8), cudaSuccess);
  ASSERT_EQ(cudaMalloc(&dout, static_cast<size_t>(lines) * 256 * 8), cudaSuccess);
  ASSERT_EQ(cudaMemset(di, 0, static_cast<size_t>(lines) * 256 * 8), cudaSuccess);
  for (const long long b : {lines - 1, lines}) {
    tcfftHandle h = cuda_handle(kSplit2, 256, b);
    const unsigned long long l0 = rt::bulk_launches();
    ASSERT_EQ(tcfftExec(h, di, dout, TCFFT_FORWARD), TCFFT_SUCCESS) << tcfftGetLastErrorMessage(h);
    ASSERT_EQ(cudaDeviceSynchronize(), cudaSuccess);
    EXPECT_EQ(rt::bulk_launches() - l0, b == lines ? 1ULL : 0ULL) << b << " lines of 256 points";
    tcfftDestroy(h);
  }
  cudaFree(di);
  cudaFree(dout);
#endif
}

// The register-tile kernels' forms without lane twiddle tables (taken when a plan is made while
// its stream is being captured: no table can be built then) give the bits of the forms with
// them: n = 1024, 4096, and 16384 (8 warps without, 16 with), both directions.
TEST(GpuLaneTables, FormsWithoutLaneTablesGiveTheSameBits) {
  TCT_REQUIRE_CUDA_DEVICE();
#if defined(TCFFT_TEST_HAVE_CUDA)
  namespace rt = tcfft::cuda::kern::rt;
  for (const Mode& m : {kSplit2, kFp16}) {
    for (long long n : {1024LL, 4096LL, 16384LL}) {
      const long long B = n == 16384 ? tcfft::kRegtileLongPassMinBatch : 3;  // 16384: the one-pass kernel's fewest lines
      const HostBuffer in = random_f32(n * B, 48);
      for (int dir : {TCFFT_FORWARD, TCFFT_INVERSE}) {
        rt::set_lane_tables(true);
        tcfftHandle with = cuda_handle(m, n, B);
        const auto want = cuda_exec_bytes(with, in, dir);
        rt::set_lane_tables(false);
        tcfftHandle without = cuda_handle(m, n, B);
        const auto got = cuda_exec_bytes(without, in, dir);
        rt::set_lane_tables(true);
        EXPECT_EQ(got, want) << m.name << " n=" << n << " dir=" << dir;
        tcfftDestroy(with);
        tcfftDestroy(without);
      }
    }
  }
#endif
}

}  // namespace
}  // namespace tct
