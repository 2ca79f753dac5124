// MEASURE on the CUDA backend (separate from cuda_executor.cu): device scratch
// buffers sized for one problem, a private non-blocking stream, CUDA events,
// median of the samples. Every CUDA call is checked; a failure is returned as
// a Status and the tuner falls back to ESTIMATE. Also the device key of wisdom.
#include <cuda_runtime.h>

#include <algorithm>
#include <string>
#include <vector>

#include "core/executor.h"
#include "core/types.h"
#include "plan/tuning.h"

namespace tcfft {

namespace {

std::string cuda_err(const char* what, cudaError_t e) {
  return std::string("MEASURE: ") + what + ": " + cudaGetErrorName(e) + " (" + cudaGetErrorString(e) + ")";
}

#define TCFFT_CUDA_TRY(call, what)                                     \
  do {                                                                 \
    const cudaError_t _e = (call);                                     \
    if (_e != cudaSuccess) {                                           \
      cudaGetLastError();                                              \
      return Status(TCFFT_EXEC_FAILED, cuda_err(what, _e));            \
    }                                                                  \
  } while (0)

double median_of(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  const size_t m = v.size() / 2;
  return v.size() % 2 ? v[m] : 0.5 * (v[m - 1] + v[m]);
}

class CudaPlanTimer final : public PlanTimer {
 public:
  ~CudaPlanTimer() override {
    if (stream_ != nullptr) cudaStreamSynchronize(stream_);
    if (start_ != nullptr) cudaEventDestroy(start_);
    if (stop_ != nullptr) cudaEventDestroy(stop_);
    if (in_ != nullptr) cudaFree(in_);
    if (out_ != nullptr) cudaFree(out_);
    if (stream_ != nullptr) cudaStreamDestroy(stream_);
  }

  Status init(const Problem& p) {
    const size_t eb = complex_bytes(p.storage);
    const size_t in_bytes = static_cast<size_t>(p.in_extent()) * eb;
    const size_t out_bytes = static_cast<size_t>(p.out_extent()) * eb;
    cudaError_t e = cudaMalloc(&in_, in_bytes);
    if (e == cudaSuccess) e = cudaMalloc(&out_, out_bytes);
    if (e != cudaSuccess) {
      cudaGetLastError();
      return Status(TCFFT_ALLOC_FAILED, cuda_err("cudaMalloc of the scratch buffers", e));
    }
    TCFFT_CUDA_TRY(cudaStreamCreateWithFlags(&stream_, cudaStreamNonBlocking), "cudaStreamCreate");
    TCFFT_CUDA_TRY(cudaEventCreate(&start_), "cudaEventCreate");
    TCFFT_CUDA_TRY(cudaEventCreate(&stop_), "cudaEventCreate");
    // Small finite values (0x3C3C3C3C is about 0.0115f) so no path sees NaN / denormals.
    TCFFT_CUDA_TRY(cudaMemsetAsync(in_, 0x3C, in_bytes, stream_), "cudaMemset");
    TCFFT_CUDA_TRY(cudaMemsetAsync(out_, 0x3C, out_bytes, stream_), "cudaMemset");
    TCFFT_CUDA_TRY(cudaStreamSynchronize(stream_), "cudaStreamSynchronize");
    return Status::ok();
  }

  Status time(const Plan& plan, int warmup, int reps, double cutoff_ms, double* ms, int* taken) override {
    std::unique_ptr<Executor> ex;
    TCFFT_RETURN_IF_ERROR(make_cuda_executor(plan, &ex));
    void* work = nullptr;
    if (ex->work_bytes() > 0) {
      const cudaError_t e = cudaMalloc(&work, ex->work_bytes());
      if (e != cudaSuccess) {
        cudaGetLastError();
        return Status(TCFFT_ALLOC_FAILED, cuda_err("cudaMalloc of the workspace", e));
      }
    }
    Status st = time_with(*ex, work, warmup, reps, cutoff_ms, ms, taken);
    if (work != nullptr) {
      cudaStreamSynchronize(stream_);
      cudaFree(work);
    }
    return st;
  }

 private:
  Status time_with(Executor& ex, void* work, int warmup, int reps, double cutoff_ms, double* ms, int* taken) {
    ExecArgs a;
    a.in = in_;
    a.out = out_;
    a.work = work;
    a.stream = stream_;
    // One sample: `inner` back-to-back executions between two events.
    auto sample = [&](int inner, double* out_ms) -> Status {
      TCFFT_CUDA_TRY(cudaEventRecord(start_, stream_), "cudaEventRecord");
      for (int k = 0; k < inner; ++k) TCFFT_RETURN_IF_ERROR(ex.execute(a));
      TCFFT_CUDA_TRY(cudaEventRecord(stop_, stream_), "cudaEventRecord");
      TCFFT_CUDA_TRY(cudaEventSynchronize(stop_), "cudaEventSynchronize");
      float t = 0;
      TCFFT_CUDA_TRY(cudaEventElapsedTime(&t, start_, stop_), "cudaEventElapsedTime");
      *out_ms = static_cast<double>(t) / inner;
      return Status::ok();
    };
    double first = 0;
    for (int i = 0; i < std::max(1, warmup); ++i) TCFFT_RETURN_IF_ERROR(sample(1, &first));
    // Short runs: repeat inside a sample so each sample spans >= ~0.2 ms.
    const int inner = first > 0.2 ? 1 : std::min(64, 1 + static_cast<int>(0.2 / std::max(first, 1e-4)));
    std::vector<double> s;
    for (int r = 0; r < reps; ++r) {
      double t = 0;
      TCFFT_RETURN_IF_ERROR(sample(inner, &t));
      s.push_back(t);
      if (cutoff_ms > 0 && r == 0 && t > cutoff_ms) break;
    }
    *ms = median_of(s);
    *taken = static_cast<int>(s.size());
    return Status::ok();
  }

  void* in_ = nullptr;
  void* out_ = nullptr;
  cudaStream_t stream_ = nullptr;
  cudaEvent_t start_ = nullptr, stop_ = nullptr;
};

}  // namespace

Status make_cuda_plan_timer(const Problem& p, std::unique_ptr<PlanTimer>* out) {
  if (!cuda_device_available()) return Status(TCFFT_NO_DEVICE, "MEASURE: no usable CUDA device");
  auto t = std::make_unique<CudaPlanTimer>();
  TCFFT_RETURN_IF_ERROR(t->init(p));
  *out = std::move(t);
  return Status::ok();
}

bool cuda_device_key(DeviceKey* key) {
  if (!cuda_device_available()) return false;
  // Cached: the device and runtime do not change within a process.
  static const DeviceKey k = [] {
    DeviceKey d;
    int dev = 0, rt = 0;
    cudaDeviceProp prop{};
    if (cudaGetDevice(&dev) == cudaSuccess && cudaGetDeviceProperties(&prop, dev) == cudaSuccess) {
      d.name = prop.name;
      d.sms = prop.multiProcessorCount;
    } else {
      cudaGetLastError();
      d.name = "unknown CUDA device";
    }
    if (cudaRuntimeGetVersion(&rt) == cudaSuccess) d.cuda_runtime = rt;
    else cudaGetLastError();
    return d;
  }();
  *key = k;
  return true;
}

}  // namespace tcfft
