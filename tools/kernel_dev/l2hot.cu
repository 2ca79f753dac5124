// L2-hot against DRAM-cold time of whole tcfft plans and cuFFT (development probe, NOTES v15).
// For each shape: the plan over 2^26 points (data 10x the L2, every pass from DRAM), and the
// same plan with a batch small enough that input, output and workspace stay in L2 (<= 24 MB),
// run 32 times back to back in one CUDA graph on the same buffers. Reported: ms per 2^26 points
// for both (hot scaled by 2^26 / points), so a plan whose hot time is close to its cold time is
// limited by its own compute (or launch / tail effects), not by DRAM.
// Build (here, no GPU needed):
//   nvcc -std=c++17 -O2 -arch=sm_90 -I include tools/kernel_dev/l2hot.cu build-tests/libtcfft_static.a \
//        -lcufft -lcuda -o build-dev-carry/l2hot
// Usage: l2hot [--compute tc-split|native|tc-fp16]
#include <cuda_runtime.h>
#include <cufft.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "tcfft/tcfft.h"

#define CK_EXIT_CODE 2
#include "probe_check.h"
#include "probe_data.h"

namespace {

struct Shape {
  const char* name;
  int rank;
  long long n[3];
  long long hot_batch;  // batch of the L2-resident run
};

long long points(const Shape& s, long long batch) {
  long long p = batch;
  for (int d = 0; d < s.rank; ++d) p *= s.n[d];
  return p;
}

struct Run {
  double tc = -1, cu = -1;
};

Run run(const Shape& s, long long batch, int reps, tcfftCompute compute, cudaStream_t st) {
  const long long np = points(s, batch);
  void* in = device_random_c32(np);
  void* out = nullptr;
  CK(cudaMalloc(&out, static_cast<size_t>(np) * 8));
  Run r;
  tcfftHandle th;
  const long long nn[3] = {s.n[0], s.n[1], s.n[2]};
  if (make_probe_plan(&th, s.name, s.rank, nn, batch, compute, st)) {
    for (int i = 0; i < 3; ++i) tcfftExec(th, in, out, TCFFT_FORWARD);  // work area, tables
    CK(cudaStreamSynchronize(st));
    r.tc = graph_ms(st, reps, [&] {
      if (tcfftExec(th, in, out, TCFFT_FORWARD) != TCFFT_SUCCESS) std::exit(4);
    });
  }
  tcfftDestroy(th);
  cufftHandle ch;
  int cn[3] = {static_cast<int>(s.n[0]), static_cast<int>(s.n[1]), static_cast<int>(s.n[2])};
  if (cufftPlanMany(&ch, s.rank, cn, nullptr, 1, 0, nullptr, 1, 0, CUFFT_C2C, static_cast<int>(batch)) ==
      CUFFT_SUCCESS) {
    cufftSetStream(ch, st);
    for (int i = 0; i < 3; ++i)
      cufftExecC2C(ch, static_cast<cufftComplex*>(in), static_cast<cufftComplex*>(out), CUFFT_FORWARD);
    CK(cudaStreamSynchronize(st));
    r.cu = graph_ms(st, reps, [&] {
      cufftExecC2C(ch, static_cast<cufftComplex*>(in), static_cast<cufftComplex*>(out), CUFFT_FORWARD);
    });
    cufftDestroy(ch);
  }
  CK(cudaFree(in));
  CK(cudaFree(out));
  return r;
}

}  // namespace

int main(int argc, char** argv) {
  tcfftCompute compute = TCFFT_COMPUTE_TC_SPLIT;
  for (int i = 1; i + 1 < argc; ++i)
    if (!std::strcmp(argv[i], "--compute")) {
      const std::string c = argv[i + 1];
      compute = c == "native" ? TCFFT_COMPUTE_NATIVE : c == "tc-fp16" ? TCFFT_COMPUTE_TC_FP16 : TCFFT_COMPUTE_TC_SPLIT;
    }
  const Shape shapes[] = {
      {"1D 256", 1, {256}, 1 << 12},           {"1D 1024", 1, {1024}, 1 << 10},
      {"1D 4096", 1, {4096}, 1 << 8},          {"1D 16384", 1, {16384}, 1 << 6},
      {"1D 65536", 1, {65536}, 1 << 4},        {"1D 2^18", 1, {1 << 18}, 4},
      {"1D 2^20", 1, {1 << 20}, 1},            {"2D 256^2", 2, {256, 256}, 16},
      {"2D 1024^2", 2, {1024, 1024}, 1},       {"3D 32^3", 3, {32, 32, 32}, 32},
      {"3D 64^3", 3, {64, 64, 64}, 4},         {"3D 128^3", 3, {128, 128, 128}, 1},
  };
  cudaStream_t st;
  CK(cudaStreamCreate(&st));
  cudaDeviceProp prop;
  CK(cudaGetDeviceProperties(&prop, 0));
  std::printf("# l2hot: %s, L2 %d MB; ms per 2^26 points; cold = 2^26 points per call (10 reps), hot = the\n"
              "# small batch (32 calls back to back in one graph, same buffers), scaled by 2^26 / points\n",
              prop.name, prop.l2CacheSize >> 20);
  std::printf("%-12s %10s %10s %10s %10s %10s %10s\n", "shape", "tc_cold", "tc_hot", "hot/cold", "cu_cold",
              "cu_hot", "hot/cold");
  for (const Shape& s : shapes) {
    const long long big = (1LL << 26) / points(s, 1);
    const Run c = run(s, big, 10, compute, st);
    const Run h = run(s, s.hot_batch, 32, compute, st);
    const double k = static_cast<double>(1LL << 26) / static_cast<double>(points(s, s.hot_batch));
    std::printf("%-12s %10.4f %10.4f %10.2f %10.4f %10.4f %10.2f\n", s.name, c.tc, h.tc * k, h.tc * k / c.tc, c.cu,
                h.cu * k, h.cu * k / c.cu);
    std::fflush(stdout);
  }
  return 0;
}
