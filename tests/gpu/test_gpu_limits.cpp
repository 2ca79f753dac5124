// CUDA backend tests of large problems and misuse: batch > 65535 and more than 65535 lines through
// the register-tile kernels; batch * N > 2^31 elements (plain and four-step) and a 2^27-point
// three-pass plan when memory allows (property checks on selected lines); 4096-point lines on
// buffers not 16-byte aligned; a workspace allocation failure; host pointers rejected with
// INVALID_VALUE and nothing written. Device buffers are allocated with cudaMalloc directly.
// Always compiled and registered; every case first checks for a device and SKIPS LOUDLY without
// one (CI has no GPU: these run only on a GPU machine). Shared helpers: gpu_test_support.h.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <complex>
#include <cstring>
#include <limits>
#include <random>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "common/oracle.h"
#include "common/random.h"
#include "gpu_test_support.h"

#if defined(TCFFT_TEST_HAVE_CUDA)
#include <cuda_runtime.h>
#endif

namespace tct {
namespace {

using namespace gputest;  // Mode, kSplit2 ..., cuda_spec, cuda_handle ... (gpu_test_support.h)

TEST(GpuLimits, BatchAbove65535) {
  TCT_REQUIRE_CUDA_DEVICE();
  Spec s = cuda_spec(kSplit2);
  s.n = {16, 1, 1};
  s.batch = 70000;
  expect_matches_reference(s, 70000);
}

// More than 65535 lines through the register-tile kernels: contiguous n = 16, 64 and 256 (the
// bulk-copy kernels: n = 16 and 64 with enough lines that every block goes around its ring of
// buffers several times), and the staged column pass of a 2D 64 x 64 plan (1100 x 64 = 70400
// column lines), TC_SPLIT, every output against FFTW long double.
TEST(GpuLimits, LinesAbove65535RegisterTileKernels) {
  TCT_REQUIRE_CUDA_DEVICE();
  for (long long n : {16LL, 64LL, 256LL, 1024LL}) {
    Spec s = cuda_spec(kSplit2);
    s.n = {n, 1, 1};
    s.batch = n == 16 ? (1LL << 19) + 1 : n == 64 ? (1LL << 18) + 3 : n == 256 ? 70001 : 65539;
    s.direction = n == 64 ? TCFFT_FORWARD : TCFFT_INVERSE;
    expect_matches_reference(s, 71000 + n);
  }
  Spec s = cuda_spec(kSplit2);
  s.rank = 2;
  s.n = {64, 64, 1};
  s.batch = 1100;
  expect_matches_reference(s, 72000);
}

TEST(GpuLimits, BatchTimesNAbove2To31Elements) {
  TCT_REQUIRE_CUDA_DEVICE();
#if defined(TCFFT_TEST_HAVE_CUDA)
  // Lines 2^19 and up start at element >= 2^31. Random lines {0, 2^19-1, 2^19, B-1}
  // and zero lines {1, 2^18, 2^19+1, B-2} must be disjoint, hence B = 2^19 + 4.
  const long long N = 4096, B = (1LL << 19) + 4;
  const size_t bytes = static_cast<size_t>(N * B) * 8;
  size_t free_b = 0, total_b = 0;
  ASSERT_EQ(cudaMemGetInfo(&free_b, &total_b), cudaSuccess);
  if (free_b < bytes + (1ull << 30)) {
    GTEST_SKIP() << "*** not enough device memory for a " << bytes / (1 << 20) << " MiB buffer: skipped ***";
  }
  void* d = nullptr;
  ASSERT_EQ(cudaMalloc(&d, bytes), cudaSuccess);
  ASSERT_EQ(cudaMemset(d, 0, bytes), cudaSuccess);
  // Random data on selected lines (first, the two around element 2^31, last);
  // every other line is zero and must stay exactly zero.
  const std::vector<long long> lines = {0, (1LL << 19) - 1, 1LL << 19, B - 1};
  std::vector<std::vector<cld>> xs;
  for (long long l : lines) {
    std::vector<cld> x = random_complex(N, 9000 + l);
    std::vector<float> f(2 * N);
    for (long long k = 0; k < N; ++k) {
      x[k] = round_to_storage(x[k], TCFFT_F32);
      f[2 * k] = static_cast<float>(x[k].real());
      f[2 * k + 1] = static_cast<float>(x[k].imag());
    }
    ASSERT_EQ(cudaMemcpy(static_cast<char*>(d) + l * N * 8, f.data(), N * 8, cudaMemcpyHostToDevice), cudaSuccess);
    xs.push_back(x);
  }
  tcfftHandle h = nullptr;
  ASSERT_EQ(tcfftCreate(&h), TCFFT_SUCCESS);
  ASSERT_EQ(tcfftSetBackend(h, TCFFT_BACKEND_CUDA), TCFFT_SUCCESS);
  ASSERT_EQ(tcfftSetPrecision(h, TCFFT_F32, TCFFT_COMPUTE_TC_SPLIT), TCFFT_SUCCESS);
  ASSERT_EQ(tcfftPlan1d(h, N, TCFFT_C2C, B, nullptr), TCFFT_SUCCESS) << tcfftGetLastErrorMessage(h);
  ASSERT_EQ(tcfftExec(h, d, d, TCFFT_FORWARD), TCFFT_SUCCESS) << tcfftGetLastErrorMessage(h);
  ASSERT_EQ(cudaDeviceSynchronize(), cudaSuccess);
  Spec s = cuda_spec(kSplit2);
  s.n = {N, 1, 1};
  const double tol = rel_l2_tolerance(s.tol_mode(), 1, s.n);
  for (size_t i = 0; i < lines.size(); ++i) {
    std::vector<float> f(2 * N);
    ASSERT_EQ(cudaMemcpy(f.data(), static_cast<char*>(d) + lines[i] * N * 8, N * 8, cudaMemcpyDeviceToHost),
              cudaSuccess);
    std::vector<cld> y(N);
    for (long long k = 0; k < N; ++k) y[k] = cld(f[2 * k], f[2 * k + 1]);
    const ErrorStats e = compare(y, reference_for(s, xs[i]));
    EXPECT_LE(e.rel_l2, tol) << "line " << lines[i] << ": " << e.str();
  }
  for (long long l : {1LL, 1LL << 18, (1LL << 19) + 1, B - 2}) {
    std::vector<float> f(2 * N, 1.0f);
    ASSERT_EQ(cudaMemcpy(f.data(), static_cast<char*>(d) + l * N * 8, N * 8, cudaMemcpyDeviceToHost), cudaSuccess);
    for (float v : f) ASSERT_EQ(v, 0.0f) << "zero line " << l << " changed";
  }
  tcfftDestroy(h);
  cudaFree(d);
#endif
}

// Contiguous 4096-point lines on buffers that are not 16-byte aligned (8 bytes past an allocation):
// the asynchronous-copy form of rt4096 needs aligned line starts on both sides (cp.async in, 16-byte
// stores out), so the pass takes its register-prefetch form when either side is not; the result
// must meet the oracle bound with both sides, only the input and only the output misaligned, in and
// out of place, both directions, in TC_SPLIT and TC_FP16, and leave the bytes around the data
// untouched.
TEST(GpuLimits, Contiguous4096OnBuffersNotAligned16) {
  TCT_REQUIRE_CUDA_DEVICE();
#if defined(TCFFT_TEST_HAVE_CUDA)
  const long long N = 4096, B = 6;
  struct Case {
    int in_off, out_off;  // float2 elements past the allocation (1 = 8 bytes: not 16-byte aligned)
    bool in_place;
  };
  for (const Mode& m : {kSplit2, kFp16}) {
    for (const Case c : {Case{1, 1, false}, Case{1, 1, true}, Case{0, 1, false}, Case{1, 0, false}}) {
      for (const int dir : {TCFFT_FORWARD, TCFFT_INVERSE}) {
        SCOPED_TRACE(std::string(m.name) + (c.in_place ? " in place" : " out of place") + " in +" +
                     std::to_string(8 * c.in_off) + " B, out +" + std::to_string(8 * c.out_off) + " B" +
                     (dir == TCFFT_FORWARD ? " forward" : " inverse"));
        Spec s = cuda_spec(m);
        s.n = {N, 1, 1};
        s.batch = B;
        s.direction = dir;
        const std::vector<cld> x = make_input(s, 77 + (c.in_place ? 1 : 0) + 2 * c.in_off + 4 * c.out_off + dir);
        // one float2 guard before and after the data; the data at offset 1 (or 0, then the guards
        // are the first two float2 after it)
        const size_t nf = 2 * N * B + 4;
        auto place = [&](int off, std::vector<float>& f) {
          f.assign(nf, 7.0f);
          for (long long k = 0; k < N * B; ++k) {
            f[2 * off + 2 * k] = static_cast<float>(x[k].real());
            f[2 * off + 2 * k + 1] = static_cast<float>(x[k].imag());
          }
        };
        auto guards = [&](int off) {
          return off ? std::vector<size_t>{0, 1, nf - 2, nf - 1} : std::vector<size_t>{nf - 4, nf - 3, nf - 2, nf - 1};
        };
        std::vector<float> f;
        place(c.in_off, f);
        const size_t bytes = nf * sizeof(float);
        float *di = nullptr, *dout = nullptr;
        ASSERT_EQ(cudaMalloc(&di, bytes), cudaSuccess);
        ASSERT_EQ(cudaMalloc(&dout, bytes), cudaSuccess);
        ASSERT_EQ(cudaMemcpy(di, f.data(), bytes, cudaMemcpyHostToDevice), cudaSuccess);
        std::vector<float> poison(nf, std::numeric_limits<float>::quiet_NaN());
        for (size_t i : guards(c.out_off)) poison[i] = 7.0f;
        ASSERT_EQ(cudaMemcpy(dout, poison.data(), bytes, cudaMemcpyHostToDevice), cudaSuccess);
        tcfftHandle h = cuda_handle(m, N, B);
        float* out = c.in_place ? di : dout;
        const int oo = c.in_place ? c.in_off : c.out_off;
        ASSERT_EQ(tcfftExec(h, di + 2 * c.in_off, out + 2 * oo, dir), TCFFT_SUCCESS) << tcfftGetLastErrorMessage(h);
        ASSERT_EQ(cudaDeviceSynchronize(), cudaSuccess);
        std::vector<float> g(nf);
        ASSERT_EQ(cudaMemcpy(g.data(), out, bytes, cudaMemcpyDeviceToHost), cudaSuccess);
        for (size_t i : guards(oo)) EXPECT_EQ(g[i], 7.0f) << "guard " << i;
        std::vector<cld> y(N * B);
        for (long long k = 0; k < N * B; ++k) y[k] = cld(g[2 * oo + 2 * k], g[2 * oo + 2 * k + 1]);
        const ErrorStats e = compare(y, reference_for(s, x));
        EXPECT_LE(e.rel_l2, rel_l2_tolerance(s.tol_mode(), 1, s.n)) << e.str();
        tcfftDestroy(h);
        cudaFree(di);
        cudaFree(dout);
      }
    }
  }
#endif
}

// A four-step transform of 2^31 + 2^20 elements (N = 2^20, batch 2049; the last line starts at
// element 2^31), in place, both directions, TC_SPLIT: line 0 random x, line 1 = x shifted
// cyclically by s, line 2 = y random, line 1024 = x + y, the last line = x, every other line zero.
// Checks (Ergün-style, no oracle over the whole buffer): time shift Y1[k] = Y0[k] w^(+-s k),
// linearity Y1024 = Y0 + Y2, the last line equals line 0 bit for bit (same data, same plan), the
// zero lines stay exactly zero; plus FFTW long double on line 0 (an oracle fits one line).
TEST(GpuLimits, FourStepAbove2To31ElementsPropertyChecks) {
  TCT_REQUIRE_CUDA_DEVICE();
#if defined(TCFFT_TEST_HAVE_CUDA)
  const long long N = 1LL << 20, B = 2049, shift = 12345;
  const size_t bytes = static_cast<size_t>(N * B) * 8;
  size_t free_b = 0, total_b = 0;
  ASSERT_EQ(cudaMemGetInfo(&free_b, &total_b), cudaSuccess);
  if (free_b < 2 * bytes + (1ull << 30)) {  // data + the plan's workspace
    GTEST_SKIP() << "*** not enough device memory for 2 x " << bytes / (1 << 20) << " MiB: skipped ***";
  }
  Spec s = cuda_spec(kSplit2);
  s.n = {N, 1, 1};
  const double tol = rel_l2_tolerance(s.tol_mode(), 1, s.n);
  const std::vector<cld> x = random_complex(N, 4242), y = random_complex(N, 4343);
  std::vector<cld> xs(N), xy(N), xr(N), yr(N);
  for (long long k = 0; k < N; ++k) {
    xr[k] = round_to_storage(x[k], TCFFT_F32);
    yr[k] = round_to_storage(y[k], TCFFT_F32);
  }
  for (long long k = 0; k < N; ++k) {
    xs[k] = xr[(k - shift + N) % N];
    xy[k] = round_to_storage(xr[k] + yr[k], TCFFT_F32);
  }
  auto put = [&](void* d, long long line, const std::vector<cld>& v) {
    std::vector<float> f(2 * N);
    for (long long k = 0; k < N; ++k) {
      f[2 * k] = static_cast<float>(v[k].real());
      f[2 * k + 1] = static_cast<float>(v[k].imag());
    }
    ASSERT_EQ(cudaMemcpy(static_cast<char*>(d) + line * N * 8, f.data(), N * 8, cudaMemcpyHostToDevice), cudaSuccess);
  };
  auto get = [&](void* d, long long line) {
    std::vector<float> f(2 * N);
    EXPECT_EQ(cudaMemcpy(f.data(), static_cast<char*>(d) + line * N * 8, N * 8, cudaMemcpyDeviceToHost), cudaSuccess);
    std::vector<cld> v(N);
    for (long long k = 0; k < N; ++k) v[k] = cld(f[2 * k], f[2 * k + 1]);
    return v;
  };
  tcfftHandle h = nullptr;
  ASSERT_EQ(tcfftCreate(&h), TCFFT_SUCCESS);
  ASSERT_EQ(tcfftSetBackend(h, TCFFT_BACKEND_CUDA), TCFFT_SUCCESS);
  ASSERT_EQ(tcfftSetPrecision(h, TCFFT_F32, TCFFT_COMPUTE_TC_SPLIT), TCFFT_SUCCESS);
  size_t ws = 0;
  ASSERT_EQ(tcfftPlan1d(h, N, TCFFT_C2C, B, &ws), TCFFT_SUCCESS) << tcfftGetLastErrorMessage(h);
  EXPECT_LE(ws, bytes);
  void* d = nullptr;
  ASSERT_EQ(cudaMalloc(&d, bytes), cudaSuccess);
  for (int dir : {TCFFT_FORWARD, TCFFT_INVERSE}) {
    ASSERT_EQ(cudaMemset(d, 0, bytes), cudaSuccess);
    put(d, 0, xr);
    put(d, 1, xs);
    put(d, 2, yr);
    put(d, 1024, xy);
    put(d, B - 1, xr);
    ASSERT_EQ(tcfftExec(h, d, d, dir), TCFFT_SUCCESS) << tcfftGetLastErrorMessage(h);
    ASSERT_EQ(cudaDeviceSynchronize(), cudaSuccess);
    const std::vector<cld> Y0 = get(d, 0), Y1 = get(d, 1), Y2 = get(d, 2), Y1024 = get(d, 1024), Ylast = get(d, B - 1);
    const char* dn = dir == TCFFT_FORWARD ? "forward" : "inverse";
    // time shift: x[k - s] <-> X[k] exp(-+2 pi i s k / N)
    std::vector<cld> want(N);
    const long double sg = dir == TCFFT_FORWARD ? -1.0L : 1.0L;
    for (long long k = 0; k < N; ++k) {
      const long double a = sg * 2.0L * 3.14159265358979323846264338327950288L * static_cast<long double>((shift * k) % N) / N;
      want[k] = Y0[k] * cld(std::cos(a), std::sin(a));
    }
    EXPECT_LE(compare(Y1, want).rel_l2, 2 * tol) << dn << " time shift: " << compare(Y1, want).str();
    for (long long k = 0; k < N; ++k) want[k] = Y0[k] + Y2[k];
    EXPECT_LE(compare(Y1024, want).rel_l2, 2 * tol) << dn << " linearity: " << compare(Y1024, want).str();
    for (long long k = 0; k < N; ++k) ASSERT_EQ(Ylast[k], Y0[k]) << dn << ": last line (above element 2^31) differs at " << k;
    Spec r = s;
    r.direction = dir;
    const ErrorStats e = compare(Y0, reference_for(r, xr));
    EXPECT_LE(e.rel_l2, tol) << dn << " line 0 vs FFTW long double: " << e.str();
    for (long long l : {3LL, 1023LL, 1025LL, 2047LL}) {
      const std::vector<cld> z = get(d, l);
      for (long long k = 0; k < N; ++k) ASSERT_EQ(z[k], cld(0, 0)) << dn << ": zero line " << l << " changed at " << k;
    }
  }
  tcfftDestroy(h);
  cudaFree(d);
#endif
}

// A three-pass plan (n = 2^27 = 512 x 256 x 1024, docs/design.md "Three passes"), in place, for
// TC_SPLIT and NATIVE, both directions. No oracle fits 2^27 points on the host in test time, so
// Ergün-style checks over the whole line: an impulse at j0 gives w^(-+j0 k) (exact values from
// double sincos of the reduced angle), time shift Y(x shifted by s)[k] = Y(x)[k] w^(-+s k),
// linearity Y(x + y) = Y(x) + Y(y), each within the rel-L2 tolerance of the mode (2x for the
// derived ones, which compare two computed transforms). The CPU tests check the same plan
// shapes against a naive DFT at small n (CpuExecutor.MultiPassPlansVsNaive).
TEST(GpuLimits, ThreePassTwoTo27PropertyChecks) {
  TCT_REQUIRE_CUDA_DEVICE();
#if defined(TCFFT_TEST_HAVE_CUDA)
  const long long N = 1LL << 27, shift = 12345, j0 = 777;
  const size_t bytes = static_cast<size_t>(N) * 8;
  size_t free_b = 0, total_b = 0;
  ASSERT_EQ(cudaMemGetInfo(&free_b, &total_b), cudaSuccess);
  if (free_b < 5 * bytes) {  // data, workspace, post-twiddle table, T_n while planning, margin
    GTEST_SKIP() << "*** not enough device memory for 5 x " << bytes / (1 << 20) << " MiB: skipped ***";
  }
  const unsigned nt = std::max(1u, std::thread::hardware_concurrency());
  // (sum |d_k|^2, sum |r_k|^2) over k in [0, N) for (d_k, r_k) = f(k), on all host threads
  auto par_sums = [&](auto f) {
    std::vector<std::pair<long double, long double>> part(nt);
    std::vector<std::thread> th;
    for (unsigned t = 0; t < nt; ++t)
      th.emplace_back([&, t] {
        long double a = 0, b = 0;
        for (long long k = N * t / nt; k < N * (t + 1) / nt; ++k) {
          const auto [dk, rk] = f(k);
          a += std::norm(dk);
          b += std::norm(rk);
        }
        part[t] = {a, b};
      });
    for (auto& x : th) x.join();
    long double a = 0, b = 0;
    for (const auto& v : part) {
      a += v.first;
      b += v.second;
    }
    return static_cast<double>(std::sqrt(a / b));
  };
  std::vector<float> x(2 * N), y(2 * N), xs(2 * N), xy(2 * N), imp(2 * N, 0.0f);
  {
    std::mt19937 rng(2727);
    std::uniform_real_distribution<float> u(-1.0f, 1.0f);
    for (long long i = 0; i < 2 * N; ++i) x[i] = u(rng);
    for (long long i = 0; i < 2 * N; ++i) y[i] = u(rng);
  }
  for (long long k = 0; k < N; ++k) {
    const long long src = (k - shift + N) % N;
    xs[2 * k] = x[2 * src];
    xs[2 * k + 1] = x[2 * src + 1];
    xy[2 * k] = x[2 * k] + y[2 * k];  // float sum: the input of the third transform, whatever it rounds to
    xy[2 * k + 1] = x[2 * k + 1] + y[2 * k + 1];
  }
  imp[2 * j0] = 1.0f;
  void* d = nullptr;
  ASSERT_EQ(cudaMalloc(&d, bytes), cudaSuccess);
  for (tcfftCompute compute : {TCFFT_COMPUTE_TC_SPLIT, TCFFT_COMPUTE_NATIVE}) {
    tcfftHandle h = nullptr;
    ASSERT_EQ(tcfftCreate(&h), TCFFT_SUCCESS);
    ASSERT_EQ(tcfftSetBackend(h, TCFFT_BACKEND_CUDA), TCFFT_SUCCESS);
    ASSERT_EQ(tcfftSetPrecision(h, TCFFT_F32, compute), TCFFT_SUCCESS);
    size_t ws = 0;
    ASSERT_EQ(tcfftPlan1d(h, N, TCFFT_C2C, 1, &ws), TCFFT_SUCCESS) << tcfftGetLastErrorMessage(h);
    EXPECT_LE(ws, bytes);
    size_t len = 0;
    ASSERT_EQ(tcfftExplainLength(h, &len), TCFFT_SUCCESS);
    std::string text(len, '\0');
    ASSERT_EQ(tcfftExplain(h, &text[0], len), TCFFT_SUCCESS);
    EXPECT_NE(text.find("3 pass(es)"), std::string::npos) << text;
    Spec s = cuda_spec(compute == TCFFT_COMPUTE_NATIVE ? kNative : kSplit2);
    s.n = {N, 1, 1};
    const double tol = rel_l2_tolerance(s.tol_mode(), 1, s.n);
    for (int dir : {TCFFT_FORWARD, TCFFT_INVERSE}) {
      const std::string dn = std::string(compute == TCFFT_COMPUTE_NATIVE ? "native " : "tc_split ") +
                             (dir == TCFFT_FORWARD ? "forward" : "inverse");
      auto run1 = [&](const std::vector<float>& in) {
        std::vector<float> out(2 * N);
        EXPECT_EQ(cudaMemcpy(d, in.data(), bytes, cudaMemcpyHostToDevice), cudaSuccess);
        EXPECT_EQ(tcfftExec(h, d, d, dir), TCFFT_SUCCESS) << tcfftGetLastErrorMessage(h);
        EXPECT_EQ(cudaDeviceSynchronize(), cudaSuccess);
        EXPECT_EQ(cudaMemcpy(out.data(), d, bytes, cudaMemcpyDeviceToHost), cudaSuccess);
        return out;
      };
      const long double sg = dir == TCFFT_FORWARD ? -1.0L : 1.0L;
      auto w = [&](long long m) {  // exp(sg 2 pi i m / N), m reduced mod N first (double sincos)
        const double a = static_cast<double>(sg) * 2.0 * 3.14159265358979323846 * static_cast<double>(m % N) /
                         static_cast<double>(N);
        return std::complex<long double>(std::cos(a), std::sin(a));
      };
      using cl = std::complex<long double>;
      auto at = [](const std::vector<float>& v, long long k) { return cl(v[2 * k], v[2 * k + 1]); };
      auto rel = [&](auto diff_and_ref) { return par_sums(diff_and_ref); };
      const std::vector<float> Yi = run1(imp);
      const double e_imp = rel([&](long long k) {
        const cl r = w(j0 * k % N);
        return std::make_pair(at(Yi, k) - r, r);
      });
      EXPECT_LE(e_imp, tol) << dn << ": impulse at " << j0;
      const std::vector<float> Y0 = run1(x), Y1 = run1(xs), Y2 = run1(y), Y3 = run1(xy);
      const double e_shift = rel([&](long long k) {
        const cl r = at(Y0, k) * w(shift * k % N);
        return std::make_pair(at(Y1, k) - r, r);
      });
      EXPECT_LE(e_shift, 2 * tol) << dn << ": time shift by " << shift;
      const double e_lin = rel([&](long long k) {
        const cl r = at(Y0, k) + at(Y2, k);
        return std::make_pair(at(Y3, k) - r, r);
      });
      EXPECT_LE(e_lin, 2 * tol) << dn << ": linearity";
      std::printf("[ three-pass 2^27 %s ] rel-L2 impulse %.3g, shift %.3g, linearity %.3g (tolerance %.3g)\n",
                  dn.c_str(), e_imp, e_shift, e_lin, tol);
    }
    tcfftDestroy(h);
  }
  cudaFree(d);
#endif
}

TEST(GpuMisuse, HostPointersAreInvalidValueAndNothingWritten) {
  TCT_REQUIRE_CUDA_DEVICE();
  tcfftHandle h = nullptr;
  ASSERT_EQ(tcfftCreate(&h), TCFFT_SUCCESS);
  ASSERT_EQ(tcfftSetBackend(h, TCFFT_BACKEND_CUDA), TCFFT_SUCCESS);
  ASSERT_EQ(tcfftPlan1d(h, 256, TCFFT_C2C, 2, nullptr), TCFFT_SUCCESS) << tcfftGetLastErrorMessage(h);
  HostBuffer in(TCFFT_F32, 512), out(TCFFT_F32, 512);
  const std::vector<cld> x = random_complex(512, 3);
  for (size_t i = 0; i < x.size(); ++i) in.set(i, x[i]);
  out.fill_bytes(0xA5);
  const auto before = out.snapshot();
  EXPECT_EQ(tcfftExec(h, in.data(), out.data(), TCFFT_FORWARD), TCFFT_INVALID_VALUE);
  EXPECT_NE(std::string(tcfftGetLastErrorMessage(h)).find("device"), std::string::npos)
      << tcfftGetLastErrorMessage(h);
  EXPECT_EQ(out.snapshot(), before);
#if defined(TCFFT_TEST_HAVE_CUDA)
  // A device input with a host output is rejected too.
  void* d = nullptr;
  ASSERT_EQ(cudaMalloc(&d, 512 * 8), cudaSuccess);
  ASSERT_EQ(cudaMemcpy(d, in.data(), 512 * 8, cudaMemcpyHostToDevice), cudaSuccess);
  EXPECT_EQ(tcfftExec(h, d, out.data(), TCFFT_FORWARD), TCFFT_INVALID_VALUE);
  EXPECT_EQ(tcfftExec(h, in.data(), d, TCFFT_FORWARD), TCFFT_INVALID_VALUE);
  cudaDeviceSynchronize();
  EXPECT_EQ(out.snapshot(), before);
  cudaFree(d);
#endif
  tcfftDestroy(h);
}

// Issue 5 on the CUDA backend: a workspace cudaMalloc cannot give fails the plan with
// TCFFT_ALLOC_FAILED (naming the workspace and tcfftSetWorkArea), writes no workSize, keeps the
// previous plan, and a smaller plan on the same handle then works. 1D 2^20 x 2^17 = 2^37 points
// needs a 1 TiB workspace, more than any GPU has. Under compute-sanitizer the failed cudaMalloc is
// reported as an API error (run it with --report-api-errors no there).
TEST(GpuLimits, WorkspaceAllocationFailureKeepsPlanAndASmallerPlanWorks) {
  TCT_REQUIRE_CUDA_DEVICE();
#if defined(TCFFT_TEST_HAVE_CUDA)
  constexpr long long n = 1 << 16, batch = 2;  // two passes: a workspace of the data's size
  tcfftHandle h = cuda_handle(kSplit2, n, batch);
  HostBuffer in(TCFFT_F32, n * batch);
  Spec s = cuda_spec(kSplit2);
  s.n = {n, 1, 1};
  s.batch = batch;
  const std::vector<cld> x = make_input(s, 77);
  for (size_t i = 0; i < x.size(); ++i) in.set(i, x[i]);
  const std::vector<cld> ref = reference_for(s, x);
  auto expect_correct = [&](const char* when) {
    const std::vector<unsigned char> bytes = cuda_exec_bytes(h, in, TCFFT_FORWARD);
    HostBuffer o(TCFFT_F32, n * batch);
    ASSERT_EQ(bytes.size(), o.bytes());
    std::memcpy(o.data(), bytes.data(), bytes.size());
    std::vector<cld> y(x.size());
    for (size_t i = 0; i < y.size(); ++i) y[i] = o.get(i);
    const ErrorStats e = compare(y, ref);
    EXPECT_LE(e.rel_l2, rel_l2_tolerance(s.tol_mode(), 1, s.n)) << when << ": " << e.str();
  };
  expect_correct("the first plan");

  size_t ws = 777;
  EXPECT_EQ(tcfftPlan1d(h, 1 << 20, TCFFT_C2C, 1LL << 17, &ws), TCFFT_ALLOC_FAILED) << tcfftGetLastErrorMessage(h);
  const std::string m = tcfftGetLastErrorMessage(h);
  EXPECT_NE(m.find("workspace"), std::string::npos) << m;
  EXPECT_NE(m.find("tcfftSetWorkArea"), std::string::npos) << m;
  EXPECT_EQ(ws, 777u) << "workSize written by a failed plan";
  EXPECT_EQ(cudaGetLastError(), cudaSuccess) << "the failed cudaMalloc left an error set";
  expect_correct("the kept plan after ALLOC_FAILED");

  size_t ws2 = 0;
  ASSERT_EQ(tcfftPlan1d(h, n, TCFFT_C2C, batch, &ws2), TCFFT_SUCCESS) << tcfftGetLastErrorMessage(h);
  EXPECT_GT(ws2, 0u) << "a two-pass plan with a workspace of its own";
  EXPECT_LE(ws2, static_cast<size_t>(n * batch * 8)) << "workspace above the data size";
  expect_correct("a new plan after ALLOC_FAILED");
  tcfftDestroy(h);
#endif
}

}  // namespace
}  // namespace tct
