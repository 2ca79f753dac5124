// RAII owners of device memory, a stream and arrays of events. Creation
// failures throw CudaError (with the size, for allocations); destruction
// never throws.
#pragma once

#include <cuda_runtime.h>

#include <cstdio>
#include <string>
#include <utility>
#include <vector>

#include "cuda_check.h"

namespace tcfft_cli {

class DeviceBuffer {
 public:
  DeviceBuffer() = default;
  explicit DeviceBuffer(size_t bytes) : bytes_(bytes) {
    const cudaError_t e = cudaMalloc(&p_, bytes == 0 ? 1 : bytes);
    if (e != cudaSuccess) {
      cudaGetLastError();  // allocation failures are not sticky; clear them
      p_ = nullptr;
      char buf[64];
      std::snprintf(buf, sizeof buf, "%.1f MiB", static_cast<double>(bytes) / (1 << 20));
      throw CudaError(e, std::string("cudaMalloc(") + buf + "): " + cuda_error_text(e));
    }
  }
  ~DeviceBuffer() {
    if (p_ != nullptr) cudaFree(p_);
  }
  DeviceBuffer(DeviceBuffer&& o) noexcept : p_(std::exchange(o.p_, nullptr)), bytes_(std::exchange(o.bytes_, 0)) {}
  DeviceBuffer& operator=(DeviceBuffer&& o) noexcept {
    if (this != &o) {
      if (p_ != nullptr) cudaFree(p_);
      p_ = std::exchange(o.p_, nullptr);
      bytes_ = std::exchange(o.bytes_, 0);
    }
    return *this;
  }
  DeviceBuffer(const DeviceBuffer&) = delete;
  DeviceBuffer& operator=(const DeviceBuffer&) = delete;

  void* data() const { return p_; }
  char* bytes_at(size_t offset) const { return static_cast<char*>(p_) + offset; }
  size_t bytes() const { return bytes_; }

 private:
  void* p_ = nullptr;
  size_t bytes_ = 0;
};

class Stream {
 public:
  // A blocking stream: it also orders against work on the legacy default
  // stream (e.g. a library's synchronous cudaMemcpy), so nothing can overlap
  // by accident.
  Stream() { TCFFT_CLI_CUDA_CHECK(cudaStreamCreateWithFlags(&s_, cudaStreamDefault)); }
  ~Stream() {
    if (s_ != nullptr) cudaStreamDestroy(s_);
  }
  Stream(const Stream&) = delete;
  Stream& operator=(const Stream&) = delete;
  cudaStream_t get() const { return s_; }

 private:
  cudaStream_t s_ = nullptr;
};

class EventArray {
 public:
  explicit EventArray(size_t n) {
    ev_.reserve(n);
    for (size_t i = 0; i < n; ++i) {
      cudaEvent_t e = nullptr;
      TCFFT_CLI_CUDA_CHECK(cudaEventCreate(&e));
      ev_.push_back(e);
    }
  }
  ~EventArray() {
    for (cudaEvent_t e : ev_) cudaEventDestroy(e);
  }
  EventArray(const EventArray&) = delete;
  EventArray& operator=(const EventArray&) = delete;
  cudaEvent_t operator[](size_t i) const { return ev_[i]; }
  size_t size() const { return ev_.size(); }

 private:
  std::vector<cudaEvent_t> ev_;
};

}  // namespace tcfft_cli
