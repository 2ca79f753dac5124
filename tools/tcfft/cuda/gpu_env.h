// The device's facts for the report header, and the copy bandwidth that
// defines the memory floor.
#pragma once

#include <cuda_runtime.h>

#include <string>

#include "runner.h"

namespace tcfft_cli {

struct GpuInfo {
  int device = 0;
  std::string name;
  int cc_major = 0, cc_minor = 0;
  int sms = 0;
  double sm_clock_mhz = 0, mem_clock_mhz = 0;  // peak clocks from device attributes
  int bus_width_bits = 0;
  size_t l2_bytes = 0;
  size_t mem_bytes = 0;
  int runtime_version = 0, driver_version = 0;
};

/// Query the current device. Throws CudaError.
GpuInfo query_gpu();

struct CopyBandwidth {
  double gbps = 0;    // 2 x bytes / median time (read + write)
  size_t bytes = 0;   // size of one copy
  double ms = 0;      // median time of one copy
  std::string note;   // e.g. "limited by free memory"
};

/// cudaMemcpyAsync device-to-device of 2 GiB (less when free memory is
/// short: then as large as fits, noted), 2 warm-ups, median of 10 event-timed
/// copies. Throws CudaError.
CopyBandwidth measure_copy_bandwidth(cudaStream_t stream);

/// "13.0" from 13000.
std::string cuda_version_string(int v);

}  // namespace tcfft_cli
