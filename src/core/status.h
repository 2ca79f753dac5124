// Internal error type: a tcfftResult code plus a message that names the
// argument and the reason. Every internal function that can fail returns one.
#pragma once

#include <string>
#include <utility>

#include "tcfft/tcfft.h"

namespace tcfft {

class Status {
 public:
  Status() = default;
  Status(tcfftResult code, std::string msg) : code_(code), msg_(std::move(msg)) {}
  static Status ok() { return {}; }

  bool is_ok() const { return code_ == TCFFT_SUCCESS; }
  tcfftResult code() const { return code_; }
  const std::string& message() const { return msg_; }

 private:
  tcfftResult code_ = TCFFT_SUCCESS;
  std::string msg_;
};

inline Status invalid_value(std::string m) { return {TCFFT_INVALID_VALUE, std::move(m)}; }
inline Status invalid_size(std::string m) { return {TCFFT_INVALID_SIZE, std::move(m)}; }
inline Status not_supported(std::string m) { return {TCFFT_NOT_SUPPORTED, std::move(m)}; }
inline Status internal_error(std::string m) { return {TCFFT_INTERNAL_ERROR, std::move(m)}; }

#define TCFFT_RETURN_IF_ERROR(expr)        \
  do {                                     \
    ::tcfft::Status _st = (expr);          \
    if (!_st.is_ok()) return _st;          \
  } while (0)

}  // namespace tcfft
