#include "cufft_plan.h"

#include <cufftXt.h>

#include "cuda_check.h"

namespace tcfft_cli {

CufftPlan::~CufftPlan() {
  if (created_) cufftDestroy(h_);
}

Verdict CufftPlan::make(const Shape& s, cudaDataType type, cudaStream_t stream) {
  if (type == CUDA_C_16F && !s.all_pow2()) {
    return Verdict::unsupported("cuFFT FP16 supports only power-of-two sizes");
  }
  cufftResult r = cufftCreate(&h_);
  if (r != CUFFT_SUCCESS) return Verdict::failed("cufftCreate: " + cufft_error_text(r));
  created_ = true;
  long long n[3] = {s.n[0], s.n[1], s.n[2]};
  size_t ws = 0;
  r = cufftXtMakePlanMany(h_, s.dims, n, nullptr, 1, 0, type, nullptr, 1, 0, type, s.batch, &ws, type);
  if (r != CUFFT_SUCCESS) {
    cudaGetLastError();  // cuFFT may leave a runtime error behind (e.g. out of memory)
    const std::string m = "cufftXtMakePlanMany: " + cufft_error_text(r);
    if (r == CUFFT_NOT_SUPPORTED || r == CUFFT_INVALID_SIZE || r == CUFFT_NOT_IMPLEMENTED) {
      return Verdict::unsupported(m);
    }
    return Verdict::failed(m);
  }
  r = cufftSetStream(h_, stream);
  if (r != CUFFT_SUCCESS) return Verdict::failed("cufftSetStream: " + cufft_error_text(r));
  return Verdict{};
}

Verdict CufftPlan::exec(const void* in, void* out, int direction) {
  const cufftResult r =
      cufftXtExec(h_, const_cast<void*>(in), out, direction == TCFFT_INVERSE ? CUFFT_INVERSE : CUFFT_FORWARD);
  if (r != CUFFT_SUCCESS) return Verdict::failed("cufftXtExec: " + cufft_error_text(r));
  return Verdict{};
}

std::string cufft_version_string() {
  int v = 0, major = 0, minor = 0, patch = 0;
  std::string s;
  if (cufftGetProperty(MAJOR_VERSION, &major) == CUFFT_SUCCESS &&
      cufftGetProperty(MINOR_VERSION, &minor) == CUFFT_SUCCESS &&
      cufftGetProperty(PATCH_LEVEL, &patch) == CUFFT_SUCCESS) {
    s = std::to_string(major) + "." + std::to_string(minor) + "." + std::to_string(patch);
  } else {
    s = "unknown";
  }
  if (cufftGetVersion(&v) == CUFFT_SUCCESS) s += " (cufftGetVersion " + std::to_string(v) + ")";
  return s;
}

}  // namespace tcfft_cli
