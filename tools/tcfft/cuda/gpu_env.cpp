#include "gpu_env.h"

#include <algorithm>

#include "device_memory.h"
#include "event_timer.h"
#include "metrics.h"

namespace tcfft_cli {

GpuInfo query_gpu() {
  GpuInfo g;
  TCFFT_CLI_CUDA_CHECK(cudaGetDevice(&g.device));
  cudaDeviceProp p{};
  TCFFT_CLI_CUDA_CHECK(cudaGetDeviceProperties(&p, g.device));
  g.name = p.name;
  g.cc_major = p.major;
  g.cc_minor = p.minor;
  g.sms = p.multiProcessorCount;
  g.l2_bytes = static_cast<size_t>(p.l2CacheSize);
  g.mem_bytes = p.totalGlobalMem;
  int khz = 0;
  TCFFT_CLI_CUDA_CHECK(cudaDeviceGetAttribute(&khz, cudaDevAttrClockRate, g.device));
  g.sm_clock_mhz = khz / 1000.0;
  TCFFT_CLI_CUDA_CHECK(cudaDeviceGetAttribute(&khz, cudaDevAttrMemoryClockRate, g.device));
  g.mem_clock_mhz = khz / 1000.0;
  TCFFT_CLI_CUDA_CHECK(cudaDeviceGetAttribute(&g.bus_width_bits, cudaDevAttrGlobalMemoryBusWidth, g.device));
  TCFFT_CLI_CUDA_CHECK(cudaRuntimeGetVersion(&g.runtime_version));
  TCFFT_CLI_CUDA_CHECK(cudaDriverGetVersion(&g.driver_version));
  return g;
}

CopyBandwidth measure_copy_bandwidth(cudaStream_t stream) {
  CopyBandwidth bw;
  size_t free_b = 0, total_b = 0;
  TCFFT_CLI_CUDA_CHECK(cudaMemGetInfo(&free_b, &total_b));
  size_t bytes = size_t{2} << 30;  // 2 GiB, as the anchors
  while (bytes > (size_t{64} << 20) && 2 * bytes > free_b / 10 * 8) bytes /= 2;
  if (bytes < (size_t{1} << 30)) bw.note = "copy size limited by free device memory";
  DeviceBuffer a(bytes), b(bytes);
  TCFFT_CLI_CUDA_CHECK(cudaMemsetAsync(a.data(), 1, bytes, stream));
  TCFFT_CLI_CUDA_CHECK(cudaMemsetAsync(b.data(), 2, bytes, stream));
  const std::vector<double> ms = time_launches(stream, 2, 10, nullptr, [&](int) {
    TCFFT_CLI_CUDA_CHECK(cudaMemcpyAsync(b.data(), a.data(), bytes, cudaMemcpyDeviceToDevice, stream));
  });
  bw.ms = summarize(ms).median;
  bw.bytes = bytes;
  bw.gbps = bw.ms > 0 ? 2.0 * static_cast<double>(bytes) / (bw.ms * 1e-3) / 1e9 : 0.0;
  return bw;
}

std::string cuda_version_string(int v) { return std::to_string(v / 1000) + "." + std::to_string((v % 1000) / 10); }

}  // namespace tcfft_cli
