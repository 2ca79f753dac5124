// Helpers shared by the CUDA backend tests (tests/gpu/test_gpu_*.cpp): the compute modes they
// sweep (Mode, kSplit2 ...), CUDA Specs, CUDA handles with a 1D plan, one execution on device
// copies of host data, random F32 host buffers. In namespace tct::gputest (tct::Mode is
// common/modes.h's, another struct); the test files take it in with a using-directive.
#pragma once

#include <gtest/gtest.h>

#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

#include "common/random.h"
#include "common/runner.h"
#include "tcfft/tcfft.h"

#if defined(TCFFT_TEST_HAVE_CUDA)
#include <cuda_runtime.h>
#endif

namespace tct {
namespace gputest {

struct Mode {
  const char* name;
  tcfftCompute compute;
  int split_terms;
};

inline const Mode kSplit2{"Split2", TCFFT_COMPUTE_TC_SPLIT, 2};
inline const Mode kSplit3{"Split3", TCFFT_COMPUTE_TC_SPLIT, 3};
inline const Mode kNative{"Native", TCFFT_COMPUTE_NATIVE, 2};
inline const Mode kFp16{"TcFp16", TCFFT_COMPUTE_TC_FP16, 2};

inline Spec cuda_spec(const Mode& m) {
  Spec s;
  s.backend = TCFFT_BACKEND_CUDA;
  s.storage = TCFFT_F32;
  s.compute = m.compute;
  s.split_terms = m.split_terms;
  return s;
}

/// 1D n-point transforms, batch-interleaved in and out (element stride = batch, distance 1).
inline Spec interleaved_spec(const Mode& m, long long n, long long batch) {
  Spec s = cuda_spec(m);
  s.n = {n, 1, 1};
  s.batch = batch;
  s.in.dense = false;
  s.in.embed = s.n;
  s.in.stride = batch;
  s.in.dist = 1;
  s.out = s.in;
  return s;
}

/// A value for a gtest XML property, 4 significant digits (std::to_string's fixed 6 decimals print
/// small rel-L2 values as 0).
inline std::string sci(double v) {
  char b[32];
  std::snprintf(b, sizeof b, "%.3e", v);
  return b;
}

#if defined(TCFFT_TEST_HAVE_CUDA)
// Run one CUDA plan on host data through device copies; returns the output bytes.
inline std::vector<unsigned char> cuda_exec_bytes(tcfftHandle h, const HostBuffer& in, int direction,
                                                  tcfftStream stream = nullptr) {
  void *di = nullptr, *dout = nullptr;
  EXPECT_EQ(cudaMalloc(&di, in.bytes()), cudaSuccess);
  EXPECT_EQ(cudaMalloc(&dout, in.bytes()), cudaSuccess);
  EXPECT_EQ(cudaMemcpy(di, in.data(), in.bytes(), cudaMemcpyHostToDevice), cudaSuccess);
  EXPECT_EQ(cudaMemset(dout, 0xFF, in.bytes()), cudaSuccess);
  EXPECT_EQ(tcfftSetStream(h, stream), TCFFT_SUCCESS);
  EXPECT_EQ(tcfftExec(h, di, dout, direction), TCFFT_SUCCESS) << tcfftGetLastErrorMessage(h);
  std::vector<unsigned char> out(in.bytes());
  EXPECT_EQ(cudaStreamSynchronize(reinterpret_cast<cudaStream_t>(stream)), cudaSuccess);
  EXPECT_EQ(cudaMemcpy(out.data(), dout, in.bytes(), cudaMemcpyDeviceToHost), cudaSuccess);
  cudaFree(di);
  cudaFree(dout);
  return out;
}
#endif

/// A CUDA handle with a plan of `batch` 1D F32 C2C n-point transforms in mode m.
inline tcfftHandle cuda_handle(const Mode& m, long long n, long long batch) {
  tcfftHandle h = nullptr;
  EXPECT_EQ(tcfftCreate(&h), TCFFT_SUCCESS);
  EXPECT_EQ(tcfftSetBackend(h, TCFFT_BACKEND_CUDA), TCFFT_SUCCESS);
  EXPECT_EQ(tcfftSetPrecision(h, TCFFT_F32, m.compute), TCFFT_SUCCESS);
  if (m.compute == TCFFT_COMPUTE_TC_SPLIT) {
    EXPECT_EQ(tcfftSetSplitTerms(h, m.split_terms), TCFFT_SUCCESS);
  }
  EXPECT_EQ(tcfftPlan1d(h, n, TCFFT_C2C, batch, nullptr), TCFFT_SUCCESS) << tcfftGetLastErrorMessage(h);
  return h;
}

/// F32 host buffer of `count` random complex values (random_complex, uniform in [-1, 1)).
inline HostBuffer random_f32(long long count, uint64_t seed) {
  HostBuffer b(TCFFT_F32, count);
  const std::vector<cld> x = random_complex(count, seed);
  for (size_t i = 0; i < x.size(); ++i) b.set(i, x[i]);
  return b;
}

}  // namespace gputest
}  // namespace tct
