// Per-call cost of small and mid-size plans, tcfft against cuFFT FP32 (development probe, NOTES v46).
// For each shape and library, on the same buffers (L2-resident at these sizes):
//   host_us   host time of one exec call (mean over 200 calls issued back to back, no sync inside)
//   stream_us GPU time per call of those 200 calls (events around the loop): what a caller that
//             issues calls back to back sees; above graph_us when the host cannot keep up
//   graph_us  time per call of 200 calls replayed from one CUDA graph (no host cost per call;
//             probe_data.h graph_ms: median of 7 replays after 2)
// and the host cost of one cudaPointerGetAttributes call.
// Build (here, no GPU needed):
//   nvcc -std=c++17 -O2 -arch=sm_90 -I include -I src -I tools/kernel_dev tools/kernel_dev/percall.cu \
//        build-tests/libtcfft_static.a -lcufft -lcuda -o build-dev-carry/percall
// Usage: percall [--compute tc-split|native|tc-fp16] [--bulk-min POINTS] (rt::set_bulk_min_points:
// 0 = the bulk-copy kernels for every contiguous 16 / 64 / 256 / 1024 pass, -1 = the library's rule)
//        [--staged 0] [--fused 0] [--plane 0] [--async 0] (the regtile.h development knobs off)
//        [--static-k K] (rt::set_static_order_items) [--fused-min POINTS] (rt::set_fused_min_points)
//        [--only SUBSTRING] (shapes whose name contains it)
#include <cuda_runtime.h>
#include <cufft.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "tcfft/tcfft.h"
#include "cuda/kernels/regtile/regtile.h"  // set_bulk_min_points (development knob)

#define CK_EXIT_CODE 2
#include "probe_check.h"
#include "probe_data.h"

namespace {

constexpr int kReps = 200;

struct Shape {
  const char* name;
  int rank;
  long long n[3];
  long long batch;
};

struct Times {
  double host_us = -1, stream_us = -1, graph_us = -1;
};

template <typename F>
Times time_calls(cudaStream_t st, F f) {
  Times t;
  for (int i = 0; i < 5; ++i) f();
  CK(cudaStreamSynchronize(st));
  cudaEvent_t a, b;
  CK(cudaEventCreate(&a));
  CK(cudaEventCreate(&b));
  std::vector<double> hs, ss;
  for (int round = 0; round < 5; ++round) {
    CK(cudaEventRecord(a, st));
    const auto h0 = std::chrono::steady_clock::now();
    for (int r = 0; r < kReps; ++r) f();
    const auto h1 = std::chrono::steady_clock::now();
    CK(cudaEventRecord(b, st));
    CK(cudaEventSynchronize(b));
    float ms = 0;
    CK(cudaEventElapsedTime(&ms, a, b));
    hs.push_back(std::chrono::duration<double, std::micro>(h1 - h0).count() / kReps);
    ss.push_back(1e3 * ms / kReps);
  }
  CK(cudaEventDestroy(a));
  CK(cudaEventDestroy(b));
  auto med = [](std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
  };
  t.host_us = med(hs);
  t.stream_us = med(ss);
  t.graph_us = 1e3 * graph_ms(st, kReps, f);
  return t;
}

void run(const Shape& s, tcfftCompute compute, cudaStream_t st) {
  long long np = s.batch;
  for (int d = 0; d < s.rank; ++d) np *= s.n[d];
  void* in = device_random_c32(np);
  void* out = nullptr;
  CK(cudaMalloc(&out, static_cast<size_t>(np) * 8));
  Times tc, cu;
  tcfftHandle th;
  const long long nn[3] = {s.n[0], s.n[1], s.n[2]};
  if (make_probe_plan(&th, s.name, s.rank, nn, s.batch, compute, st)) {
    tc = time_calls(st, [&] {
      if (tcfftExec(th, in, out, TCFFT_FORWARD) != TCFFT_SUCCESS) std::exit(4);
    });
  }
  tcfftDestroy(th);
  cufftHandle ch;
  int cn[3] = {static_cast<int>(s.n[0]), static_cast<int>(s.n[1]), static_cast<int>(s.n[2])};
  if (cufftPlanMany(&ch, s.rank, cn, nullptr, 1, 0, nullptr, 1, 0, CUFFT_C2C, static_cast<int>(s.batch)) ==
      CUFFT_SUCCESS) {
    cufftSetStream(ch, st);
    cu = time_calls(st, [&] {
      cufftExecC2C(ch, static_cast<cufftComplex*>(in), static_cast<cufftComplex*>(out), CUFFT_FORWARD);
    });
    cufftDestroy(ch);
  }
  std::printf("%-16s %9lld | %8.2f %8.2f %8.2f | %8.2f %8.2f %8.2f | %6.2f %6.2f\n", s.name, np, tc.host_us,
              tc.stream_us, tc.graph_us, cu.host_us, cu.stream_us, cu.graph_us, cu.stream_us / tc.stream_us,
              cu.graph_us / tc.graph_us);
  std::fflush(stdout);
  CK(cudaFree(in));
  CK(cudaFree(out));
}

}  // namespace

int main(int argc, char** argv) {
  tcfftCompute compute = TCFFT_COMPUTE_TC_SPLIT;
  std::string only;
  for (int i = 1; i + 1 < argc; ++i)
    if (!std::strcmp(argv[i], "--compute")) {
      const std::string c = argv[i + 1];
      compute = c == "native" ? TCFFT_COMPUTE_NATIVE : c == "tc-fp16" ? TCFFT_COMPUTE_TC_FP16 : TCFFT_COMPUTE_TC_SPLIT;
    } else if (!std::strcmp(argv[i], "--bulk-min")) {
      tcfft::cuda::kern::rt::set_bulk_min_points(std::atoll(argv[i + 1]));
    } else if (!std::strcmp(argv[i], "--staged")) {
      tcfft::cuda::kern::rt::set_staged(std::atoi(argv[i + 1]) != 0);
    } else if (!std::strcmp(argv[i], "--fused")) {
      if (std::atoi(argv[i + 1]) == 0) tcfft::cuda::kern::rt::set_fused_pair(0, 0);
    } else if (!std::strcmp(argv[i], "--plane")) {
      tcfft::cuda::kern::rt::set_plane_pass(std::atoi(argv[i + 1]) != 0);
    } else if (!std::strcmp(argv[i], "--async")) {
      tcfft::cuda::kern::rt::set_async(std::atoi(argv[i + 1]) != 0);
    } else if (!std::strcmp(argv[i], "--static-k")) {
      tcfft::cuda::kern::rt::set_static_order_items(std::atoi(argv[i + 1]));
    } else if (!std::strcmp(argv[i], "--fused-min")) {
      tcfft::cuda::kern::rt::set_fused_min_points(std::atoll(argv[i + 1]));
    } else if (!std::strcmp(argv[i], "--only")) {
      only = argv[i + 1];
    }
  const Shape shapes[] = {
      {"1D 256 x4096", 1, {256}, 4096},     {"1D 1024 x1024", 1, {1024}, 1024}, {"1D 4096 x256", 1, {4096}, 256},
      {"1D 4096 x16", 1, {4096}, 16},       {"1D 64 x1024", 1, {64}, 1024},     {"1D 16384 x64", 1, {16384}, 64},
      {"1D 65536 x16", 1, {65536}, 16},     {"1D 2^20 x1", 1, {1 << 20}, 1},    {"2D 256^2 x16", 2, {256, 256}, 16},
      {"2D 1024^2 x1", 2, {1024, 1024}, 1}, {"3D 32^3 x32", 3, {32, 32, 32}, 32}, {"3D 64^3 x4", 3, {64, 64, 64}, 4},
      {"3D 128^3 x1", 3, {128, 128, 128}, 1},  {"1D 64 x65536", 1, {64}, 65536},   {"1D 256 x16384", 1, {256}, 16384},
      {"1D 16 x524288", 1, {16}, 524288},     {"1D 64 x131072", 1, {64}, 131072}, {"1D 256 x32768", 1, {256}, 32768},
      {"1D 1024 x8192", 1, {1024}, 8192},     {"2D 256^2 x64", 2, {256, 256}, 64}, {"2D 1024^2 x4", 2, {1024, 1024}, 4},
      {"3D 64^3 x16", 3, {64, 64, 64}, 16},   {"3D 128^3 x4", 3, {128, 128, 128}, 4}, {"1D 65536 x64", 1, {65536}, 64},
      {"1D 2^20 x4", 1, {1 << 20}, 4},
  };
  cudaStream_t st;
  CK(cudaStreamCreate(&st));
  cudaDeviceProp prop;
  CK(cudaGetDeviceProperties(&prop, 0));
  // host cost of the executor's pointer check
  void* d = nullptr;
  CK(cudaMalloc(&d, 1 << 20));
  const auto p0 = std::chrono::steady_clock::now();
  for (int i = 0; i < 10000; ++i) {
    cudaPointerAttributes attr{};
    CK(cudaPointerGetAttributes(&attr, d));
  }
  const auto p1 = std::chrono::steady_clock::now();
  CK(cudaFree(d));
  std::printf("# percall: %s, compute %s, bulk from %lld points; cudaPointerGetAttributes %.3f us per call\n",
              prop.name,
              compute == TCFFT_COMPUTE_NATIVE ? "native" : compute == TCFFT_COMPUTE_TC_FP16 ? "tc-fp16" : "tc-split",
              static_cast<long long>(tcfft::cuda::kern::rt::bulk_min_points()),
              std::chrono::duration<double, std::micro>(p1 - p0).count() / 10000);
  std::printf("%-16s %9s | %8s %8s %8s | %8s %8s %8s | %6s %6s\n", "shape", "points", "tc_host", "tc_strm",
              "tc_graph", "cu_host", "cu_strm", "cu_graph", "x_strm", "x_graph");
  for (const Shape& s : shapes)
    if (only.empty() || std::string(s.name).find(only) != std::string::npos) run(s, compute, st);
  return 0;
}
