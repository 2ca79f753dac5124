// CUDA backend tests of behaviour in every mode: NaN isolation, determinism, a stream-captured
// first execution, two handles on two streams, DEFAULT compute, storage types other than F32
// (correct or NOT_SUPPORTED). Device buffers are allocated with cudaMalloc directly.
// Always compiled and registered; every case first checks for a device and SKIPS LOUDLY without
// one (CI has no GPU: these run only on a GPU machine). Shared helpers: gpu_test_support.h.
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <limits>
#include <string>
#include <thread>
#include <vector>

#include "common/oracle.h"
#include "common/random.h"
#include "gpu_test_support.h"
#include "plan/plan.h"

#if defined(TCFFT_TEST_HAVE_CUDA)
#include <cuda_runtime.h>

#include "cuda/kernels/regtile/regtile.h"  // programmatic_launches (development counter)
#endif

namespace tct {
namespace {

using namespace gputest;  // Mode, kSplit2 ..., cuda_spec, cuda_handle ... (gpu_test_support.h)

class GpuModes : public ::testing::TestWithParam<Mode> {};

TEST_P(GpuModes, NaNInOneBatchLeavesOthersBitIdentical) {
  TCT_REQUIRE_CUDA_DEVICE();
#if defined(TCFFT_TEST_HAVE_CUDA)
  for (const long long N : {1024LL, 2048LL}) {  // 2048: the radix-2 tail in the tensor-core modes
    SCOPED_TRACE("N = " + std::to_string(N));
    const long long B = 6, bad = 3;
    tcfftHandle h = cuda_handle(GetParam(), N, B);
    HostBuffer clean(TCFFT_F32, N * B), dirty(TCFFT_F32, N * B);
    const std::vector<cld> x = random_complex(N * B, 44);
    for (size_t i = 0; i < x.size(); ++i) {
      clean.set(i, x[i]);
      dirty.set(i, x[i]);
    }
    dirty.set(bad * N + 100, cld(0.25L, std::numeric_limits<long double>::quiet_NaN()));
    const auto a = cuda_exec_bytes(h, clean, TCFFT_FORWARD), b = cuda_exec_bytes(h, dirty, TCFFT_FORWARD);
    for (long long bb = 0; bb < B; ++bb) {
      const int cmp = std::memcmp(&a[bb * N * 8], &b[bb * N * 8], N * 8);
      if (bb == bad) {
        EXPECT_NE(cmp, 0) << "the NaN batch did not change";
      } else {
        EXPECT_EQ(cmp, 0) << "batch " << bb << " changed by a NaN in batch " << bad;
      }
    }
    // the NaN reaches the outputs as NaN (it is not flushed to a finite value): Im X[0] sums the
    // imaginary parts, one of them NaN, in every mode
    float f = 0.0f;
    std::memcpy(&f, &b[bad * N * 8 + 4], sizeof f);
    EXPECT_TRUE(std::isnan(f)) << "Im of output 0 of the NaN batch is " << f;
    tcfftDestroy(h);
  }
#endif
}

TEST_P(GpuModes, DeterministicAcrossThreeRuns) {
  TCT_REQUIRE_CUDA_DEVICE();
#if defined(TCFFT_TEST_HAVE_CUDA)
  const long long N = 4096, B = 64;
  tcfftHandle h = cuda_handle(GetParam(), N, B);
  HostBuffer in(TCFFT_F32, N * B);
  const std::vector<cld> x = random_complex(N * B, 45);
  for (size_t i = 0; i < x.size(); ++i) in.set(i, x[i]);
  const auto r0 = cuda_exec_bytes(h, in, TCFFT_INVERSE);
  EXPECT_EQ(r0, cuda_exec_bytes(h, in, TCFFT_INVERSE));
  EXPECT_EQ(r0, cuda_exec_bytes(h, in, TCFFT_INVERSE));
  tcfftDestroy(h);
#endif
}

INSTANTIATE_TEST_SUITE_P(Cuda, GpuModes, ::testing::Values(kSplit2, kSplit3, kNative, kFp16),
                         [](const ::testing::TestParamInfo<Mode>& i) { return std::string(i.param.name); });

#if defined(TCFFT_TEST_HAVE_CUDA)
/// A CUDA handle planned for the dense rank-1..3 C2C problem n x batch in mode m, with the 1/N scale.
tcfftHandle capture_handle(const Mode& m, int rank, const long long* n, long long batch) {
  tcfftHandle h = nullptr;
  EXPECT_EQ(tcfftCreate(&h), TCFFT_SUCCESS);
  EXPECT_EQ(tcfftSetBackend(h, TCFFT_BACKEND_CUDA), TCFFT_SUCCESS);
  EXPECT_EQ(tcfftSetPrecision(h, TCFFT_F32, m.compute), TCFFT_SUCCESS);
  EXPECT_EQ(tcfftSetNormalization(h, TCFFT_NORM_BY_N), TCFFT_SUCCESS);
  EXPECT_EQ(tcfftMakePlanMany(h, rank, n, nullptr, 1, 0, nullptr, 1, 0, TCFFT_C2C, batch, nullptr), TCFFT_SUCCESS)
      << tcfftGetLastErrorMessage(h);
  return h;
}

/// Captures one execution of `cap` (direction dir, input `in`, out of place; a work area of the
/// plan's size when it has one, so that the captured execution allocates nothing) on a new stream
/// into a graph, then instantiates it, poisons the output (nothing ran during the capture),
/// replays it and returns the output bytes (empty after a CUDA error, which the caller's comparison
/// reports). *nodes: the graph's node count.
std::vector<unsigned char> captured_exec_bytes(tcfftHandle cap, const HostBuffer& in, int dir, size_t* nodes) {
  std::vector<unsigned char> got;
  *nodes = 0;
  size_t ws = 0;
  EXPECT_EQ(tcfftGetWorkSize(cap, &ws), TCFFT_SUCCESS);
  cudaStream_t st = nullptr;
  void *di = nullptr, *dout = nullptr, *work = nullptr;
  cudaGraph_t graph = nullptr;
  cudaGraphExec_t exec = nullptr;
  bool ok = cudaStreamCreate(&st) == cudaSuccess && cudaMalloc(&di, in.bytes()) == cudaSuccess &&
            cudaMalloc(&dout, in.bytes()) == cudaSuccess && (ws == 0 || cudaMalloc(&work, ws) == cudaSuccess) &&
            cudaMemcpy(di, in.data(), in.bytes(), cudaMemcpyHostToDevice) == cudaSuccess;
  EXPECT_TRUE(ok) << "set-up for the capture failed";
  if (ok && work != nullptr) EXPECT_EQ(tcfftSetWorkArea(cap, work), TCFFT_SUCCESS);
  if (ok) {
    EXPECT_EQ(tcfftSetStream(cap, reinterpret_cast<tcfftStream>(st)), TCFFT_SUCCESS);
    ok = cudaStreamBeginCapture(st, cudaStreamCaptureModeThreadLocal) == cudaSuccess;
    const tcfftResult r = ok ? tcfftExec(cap, di, dout, dir) : TCFFT_EXEC_FAILED;
    ok = cudaStreamEndCapture(st, &graph) == cudaSuccess && ok;
    EXPECT_EQ(r, TCFFT_SUCCESS) << tcfftGetLastErrorMessage(cap);
    ok = ok && r == TCFFT_SUCCESS && cudaGraphGetNodes(graph, nullptr, nodes) == cudaSuccess &&
         cudaGraphInstantiate(&exec, graph, 0) == cudaSuccess && cudaMemset(dout, 0xFF, in.bytes()) == cudaSuccess &&
         cudaDeviceSynchronize() == cudaSuccess && cudaGraphLaunch(exec, st) == cudaSuccess &&
         cudaStreamSynchronize(st) == cudaSuccess;
    EXPECT_TRUE(ok) << "capturing or replaying the execution failed";
    if (ok) {
      got.resize(in.bytes());
      if (cudaMemcpy(got.data(), dout, in.bytes(), cudaMemcpyDeviceToHost) != cudaSuccess) got.clear();
    }
  }
  if (exec != nullptr) cudaGraphExecDestroy(exec);
  if (graph != nullptr) cudaGraphDestroy(graph);
  cudaFree(di);
  cudaFree(dout);
  if (work != nullptr) cudaFree(work);
  if (st != nullptr) cudaStreamDestroy(st);
  return got;
}
#endif

// A plan's first execution may be stream-captured: the kernels' device tables (fragments, lane and
// stage twiddles) are built when the plan is made (prepare_pass_f32), since nothing can be
// allocated while a stream is being captured. Under ctest (one process per test) the captured
// execution is the process's first of its length and direction (TC_SPLIT inverse, TC_FP16
// forward); the graph's output must have the bits of a later uncaptured run (another handle),
// with the 1/N scale on. (Before v13 this failed: the fragment table was built at first use.)
TEST(GpuCapture, FirstExecutionCapturedMatchesUncaptured) {
  TCT_REQUIRE_CUDA_DEVICE();
#if defined(TCFFT_TEST_HAVE_CUDA)
  for (const Mode& m : {kSplit2, kFp16}) {
    for (long long n : {1024LL, 4096LL, 16384LL}) {
      const long long B = n == 16384 ? tcfft::kRegtileLongPassMinBatch : 3;  // 16384: the one-pass kernel's fewest lines
      const HostBuffer in = random_f32(n * B, 47);
      const int dir = m.compute == TCFFT_COMPUTE_TC_FP16 ? TCFFT_FORWARD : TCFFT_INVERSE;
      tcfftHandle plain = capture_handle(m, 1, &n, B), cap = capture_handle(m, 1, &n, B);
      size_t nodes = 0;
      EXPECT_EQ(captured_exec_bytes(cap, in, dir, &nodes), cuda_exec_bytes(plain, in, dir)) << m.name << " n=" << n;
      tcfftDestroy(plain);
      tcfftDestroy(cap);
    }
  }
#endif
}

// A captured execution of a plan of two or three kernels (2D 1024 x 1024: rows + columns; 1D 2^22:
// three four-step passes; 3D 4 x 256 x 256: two passes) replays with the bits of an uncaptured run
// on another handle, TC_SPLIT and NATIVE, forward with the 1/N scale. While a stream is being
// captured the kernels launch plainly (common/pdl.cuh launch_programmatic), so no programmatic
// launch is counted during the capture.
TEST(GpuCapture, MultiKernelExecutionMatchesUncaptured) {
  TCT_REQUIRE_CUDA_DEVICE();
#if defined(TCFFT_TEST_HAVE_CUDA)
  namespace rt = tcfft::cuda::kern::rt;
  struct Shape {
    int rank;
    long long n[3];
    long long batch;
  };
  for (const Mode& m : {kSplit2, kNative}) {
    for (const Shape& sh : {Shape{2, {1024, 1024, 1}, 2}, Shape{1, {4194304, 1, 1}, 1}, Shape{3, {4, 256, 256}, 2}}) {
      const HostBuffer in = random_f32(sh.n[0] * sh.n[1] * sh.n[2] * sh.batch, 53);
      tcfftHandle plain = capture_handle(m, sh.rank, sh.n, sh.batch), cap = capture_handle(m, sh.rank, sh.n, sh.batch);
      const unsigned long long l0 = rt::programmatic_launches();
      size_t nodes = 0;
      const std::vector<unsigned char> got = captured_exec_bytes(cap, in, TCFFT_FORWARD, &nodes);
      EXPECT_EQ(rt::programmatic_launches(), l0) << "a programmatic launch during a capture";
      EXPECT_GE(nodes, 2u) << m.name << " rank " << sh.rank << ": not a multi-kernel plan";
      EXPECT_EQ(got, cuda_exec_bytes(plain, in, TCFFT_FORWARD)) << m.name << " rank " << sh.rank;
      tcfftDestroy(plain);
      tcfftDestroy(cap);
    }
  }
#endif
}

TEST(GpuConcurrency, TwoHandlesOnTwoStreamsFromTwoThreads) {
  TCT_REQUIRE_CUDA_DEVICE();
#if defined(TCFFT_TEST_HAVE_CUDA)
  const long long N = 2048, B = 32;
  HostBuffer in(TCFFT_F32, N * B);
  const std::vector<cld> x = random_complex(N * B, 46);
  for (size_t i = 0; i < x.size(); ++i) in.set(i, x[i]);
  tcfftHandle h1 = cuda_handle(kSplit2, N, B), h2 = cuda_handle(kNative, N, B);
  const auto alone1 = cuda_exec_bytes(h1, in, TCFFT_FORWARD), alone2 = cuda_exec_bytes(h2, in, TCFFT_FORWARD);
  cudaStream_t s1, s2;
  ASSERT_EQ(cudaStreamCreate(&s1), cudaSuccess);
  ASSERT_EQ(cudaStreamCreate(&s2), cudaSuccess);
  std::vector<unsigned char> t1, t2;
  std::thread a([&] {
    for (int r = 0; r < 5; ++r) t1 = cuda_exec_bytes(h1, in, TCFFT_FORWARD, reinterpret_cast<tcfftStream>(s1));
  });
  std::thread b([&] {
    for (int r = 0; r < 5; ++r) t2 = cuda_exec_bytes(h2, in, TCFFT_FORWARD, reinterpret_cast<tcfftStream>(s2));
  });
  a.join();
  b.join();
  EXPECT_EQ(alone1, t1);
  EXPECT_EQ(alone2, t2);
  tcfftDestroy(h1);
  tcfftDestroy(h2);
  cudaStreamDestroy(s1);
  cudaStreamDestroy(s2);
#endif
}

TEST(GpuDefaults, DefaultComputeOnCudaIsTcSplit) {
  TCT_REQUIRE_CUDA_DEVICE();
#if defined(TCFFT_TEST_HAVE_CUDA)
  const long long N = 1024, B = 8;
  HostBuffer in(TCFFT_F32, N * B);
  const std::vector<cld> x = random_complex(N * B, 47);
  for (size_t i = 0; i < x.size(); ++i) in.set(i, x[i]);
  const Mode def{"Default", TCFFT_COMPUTE_DEFAULT, 2};
  tcfftHandle a = cuda_handle(def, N, B), b = cuda_handle(kSplit2, N, B);
  EXPECT_EQ(cuda_exec_bytes(a, in, TCFFT_FORWARD), cuda_exec_bytes(b, in, TCFFT_FORWARD));
  tcfftDestroy(a);
  tcfftDestroy(b);
#endif
}

// Storage types other than F32 on CUDA: supported (then correct) or
// NOT_SUPPORTED with a message — never a wrong answer.
class GpuOtherStorage : public ::testing::TestWithParam<tcfftPrecision> {};

TEST_P(GpuOtherStorage, CorrectOrNotSupported) {
  TCT_REQUIRE_CUDA_DEVICE();
  Spec s;
  s.backend = TCFFT_BACKEND_CUDA;
  s.storage = GetParam();
  s.compute = GetParam() == TCFFT_F64 ? TCFFT_COMPUTE_NATIVE : TCFFT_COMPUTE_DEFAULT;
  s.n = {512, 1, 1};
  s.batch = 3;
  const RunResult probe = run(s, make_input(s, 2));
  if (probe.plan_status == TCFFT_NOT_SUPPORTED) {
    EXPECT_FALSE(probe.message.empty());
    GTEST_SKIP() << "*** CUDA backend: " << precision_name(GetParam()) << " not supported yet: " << probe.message
                 << " ***";
  }
  expect_matches_reference(s, 3);
}

INSTANTIATE_TEST_SUITE_P(Cuda, GpuOtherStorage, ::testing::Values(TCFFT_F64, TCFFT_F16, TCFFT_BF16),
                         [](const ::testing::TestParamInfo<tcfftPrecision>& i) {
                           return std::string(precision_name(i.param));
                         });

}  // namespace
}  // namespace tct
