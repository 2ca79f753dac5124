// Checked CUDA runtime and cuFFT calls: every failure throws with the call's
// text, file:line, and the error's name and description.
#pragma once

#include <cuda_runtime.h>
#include <cufft.h>

#include <stdexcept>
#include <string>

namespace tcfft_cli {

/// A failed CUDA runtime call.
struct CudaError : std::runtime_error {
  CudaError(cudaError_t c, const std::string& what) : std::runtime_error(what), code(c) {}
  cudaError_t code;
};

/// A failed cuFFT call.
struct CufftError : std::runtime_error {
  CufftError(cufftResult c, const std::string& what) : std::runtime_error(what), code(c) {}
  cufftResult code;
};

inline std::string cuda_error_text(cudaError_t e) {
  return std::string(cudaGetErrorName(e)) + " (" + cudaGetErrorString(e) + ")";
}

inline const char* cufft_result_name(cufftResult r) {
  switch (r) {
    case CUFFT_SUCCESS: return "CUFFT_SUCCESS";
    case CUFFT_INVALID_PLAN: return "CUFFT_INVALID_PLAN";
    case CUFFT_ALLOC_FAILED: return "CUFFT_ALLOC_FAILED";
    case CUFFT_INVALID_TYPE: return "CUFFT_INVALID_TYPE";
    case CUFFT_INVALID_VALUE: return "CUFFT_INVALID_VALUE";
    case CUFFT_INTERNAL_ERROR: return "CUFFT_INTERNAL_ERROR";
    case CUFFT_EXEC_FAILED: return "CUFFT_EXEC_FAILED";
    case CUFFT_SETUP_FAILED: return "CUFFT_SETUP_FAILED";
    case CUFFT_INVALID_SIZE: return "CUFFT_INVALID_SIZE";
    case CUFFT_UNALIGNED_DATA: return "CUFFT_UNALIGNED_DATA";
    case CUFFT_INVALID_DEVICE: return "CUFFT_INVALID_DEVICE";
    case CUFFT_NO_WORKSPACE: return "CUFFT_NO_WORKSPACE";
    case CUFFT_NOT_IMPLEMENTED: return "CUFFT_NOT_IMPLEMENTED";
    case CUFFT_NOT_SUPPORTED: return "CUFFT_NOT_SUPPORTED";
    default: break;
  }
  return "CUFFT_UNKNOWN_ERROR";
}

inline std::string cufft_error_text(cufftResult r) {
  return std::string(cufft_result_name(r)) + " (cufft code " + std::to_string(static_cast<int>(r)) + ")";
}

inline void cuda_check(cudaError_t e, const char* expr, const char* file, int line) {
  if (e != cudaSuccess) {
    throw CudaError(e, std::string(expr) + " failed at " + file + ":" + std::to_string(line) + ": " +
                           cuda_error_text(e));
  }
}

inline void cufft_check(cufftResult r, const char* expr, const char* file, int line) {
  if (r != CUFFT_SUCCESS) {
    throw CufftError(r, std::string(expr) + " failed at " + file + ":" + std::to_string(line) + ": " +
                            cufft_error_text(r));
  }
}

}  // namespace tcfft_cli

#define TCFFT_CLI_CUDA_CHECK(expr) ::tcfft_cli::cuda_check((expr), #expr, __FILE__, __LINE__)
#define TCFFT_CLI_CUFFT_CHECK(expr) ::tcfft_cli::cufft_check((expr), #expr, __FILE__, __LINE__)
