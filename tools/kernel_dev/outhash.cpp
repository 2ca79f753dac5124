// Development probe (not part of the build): FNV-1a 64 hash of a transform's output bytes, so that
// two builds of the library (dev switches) can be compared bit for bit on the GPU.
// Build: c++ -O2 -std=c++17 -I include tools/kernel_dev/outhash.cpp <libtcfft_static.a> -lcudart -o outhash
// Usage: outhash N BATCH split|fp16 fwd|inv  -> "N BATCH compute dir hash=... out[1]=..."
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <vector>

#include <cuda_runtime.h>

#include "tcfft/tcfft.h"

#define CK(x)                                                             \
  do {                                                                    \
    auto r_ = (x);                                                        \
    if (r_ != 0) {                                                        \
      std::fprintf(stderr, "%s failed: %d (line %d)\n", #x, (int)r_, __LINE__); \
      return 2;                                                           \
    }                                                                     \
  } while (0)

int main(int argc, char** argv) {
  if (argc != 5) {
    std::fprintf(stderr, "usage: outhash N BATCH split|fp16 fwd|inv\n");
    return 1;
  }
  const long long n = std::atoll(argv[1]), batch = std::atoll(argv[2]);
  const bool fp16 = std::strcmp(argv[3], "fp16") == 0;
  const int dir = std::strcmp(argv[4], "inv") == 0 ? TCFFT_INVERSE : TCFFT_FORWARD;
  const size_t count = static_cast<size_t>(n * batch);
  std::vector<float> h(2 * count);
  std::mt19937_64 rng(12345);
  std::uniform_real_distribution<float> u(-1.0f, 1.0f);
  for (auto& v : h) v = u(rng);
  void *din = nullptr, *dout = nullptr;
  CK(cudaMalloc(&din, h.size() * sizeof(float)));
  CK(cudaMalloc(&dout, h.size() * sizeof(float)));
  CK(cudaMemcpy(din, h.data(), h.size() * sizeof(float), cudaMemcpyHostToDevice));
  CK(cudaMemset(dout, 0xff, h.size() * sizeof(float)));  // poison
  tcfftHandle plan;
  CK(tcfftCreate(&plan));
  CK(tcfftSetBackend(plan, TCFFT_BACKEND_CUDA));
  CK(tcfftSetPrecision(plan, TCFFT_F32, fp16 ? TCFFT_COMPUTE_TC_FP16 : TCFFT_COMPUTE_TC_SPLIT));
  size_t ws = 0;
  CK(tcfftPlan1d(plan, n, TCFFT_C2C, batch, &ws));
  CK(tcfftExec(plan, din, dout, dir));
  CK(cudaDeviceSynchronize());
  CK(cudaMemcpy(h.data(), dout, h.size() * sizeof(float), cudaMemcpyDeviceToHost));
  uint64_t x = 1469598103934665603ull;
  const auto* b = reinterpret_cast<const unsigned char*>(h.data());
  for (size_t i = 0; i < h.size() * sizeof(float); ++i) x = (x ^ b[i]) * 1099511628211ull;
  std::printf("%lld %lld %s %s hash=%016llx out[1]=%.9g,%.9g\n", n, batch, argv[3], argv[4],
              static_cast<unsigned long long>(x), h[2], h[3]);
  tcfftDestroy(plan);
  cudaFree(din);
  cudaFree(dout);
  return 0;
}
