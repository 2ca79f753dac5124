// tcfft C++17 wrapper: RAII ownership of a handle and exceptions on error.
//
//   tcfft::Plan p;                                   // creates a handle
//   p.set_precision(TCFFT_F32, TCFFT_COMPUTE_TC_SPLIT);
//   p.plan_many({1024, 1024}, /*batch=*/4);          // dense 2D C2C
//   p.exec(d_in, d_out, TCFFT_FORWARD);              // throws tcfft::Error on failure
//
// The wrapper adds no state of its own: every call forwards to the C API
// (tcfft.h), so the C documentation (units, layouts, ownership, thread
// safety) applies unchanged. A Plan is movable, not copyable.
#ifndef TCFFT_TCFFT_HPP
#define TCFFT_TCFFT_HPP

#include <stdexcept>
#include <string>
#include <vector>

#include "tcfft/tcfft.h"

namespace tcfft {

/// Thrown by every wrapper call that fails. code() is the C status,
/// what() is "<status name>: <handle's last error message>".
class Error : public std::runtime_error {
 public:
  Error(tcfftResult code, const std::string& msg) : std::runtime_error(msg), code_(code) {}
  tcfftResult code() const noexcept { return code_; }

 private:
  tcfftResult code_;
};

class Plan {
 public:
  Plan() { check(tcfftCreate(&h_)); }
  ~Plan() {
    if (h_ != nullptr) tcfftDestroy(h_);
  }
  Plan(const Plan&) = delete;
  Plan& operator=(const Plan&) = delete;
  Plan(Plan&& o) noexcept : h_(o.h_) { o.h_ = nullptr; }
  Plan& operator=(Plan&& o) noexcept {
    if (this != &o) {
      if (h_ != nullptr) tcfftDestroy(h_);
      h_ = o.h_;
      o.h_ = nullptr;
    }
    return *this;
  }

  /// The underlying C handle (still owned by this object).
  tcfftHandle handle() const noexcept { return h_; }

  void set_precision(tcfftPrecision storage, tcfftCompute compute = TCFFT_COMPUTE_DEFAULT) {
    check(tcfftSetPrecision(h_, storage, compute));
  }
  void set_backend(tcfftBackend b) { check(tcfftSetBackend(h_, b)); }
  void set_normalization(tcfftNormalization n) { check(tcfftSetNormalization(h_, n)); }
  void set_split_terms(int terms) { check(tcfftSetSplitTerms(h_, terms)); }
  void set_radix(int radix) { check(tcfftSetPlanRadix(h_, radix)); }
  void set_stream(tcfftStream s) { check(tcfftSetStream(h_, s)); }
  void set_work_area(void* w) { check(tcfftSetWorkArea(h_, w)); }

  /// Dense batched C2C plan of rank n.size(); returns the workspace bytes.
  size_t plan_many(const std::vector<long long>& n, long long batch = 1, tcfftType type = TCFFT_C2C) {
    size_t ws = 0;
    check(tcfftMakePlanMany(h_, static_cast<int>(n.size()), n.data(), nullptr, 1, 0, nullptr, 1, 0, type, batch,
                            &ws));
    return ws;
  }
  /// Advanced layout (cuFFT semantics); empty embed vectors mean dense.
  size_t plan_many(const std::vector<long long>& n, const std::vector<long long>& inembed, long long istride,
                   long long idist, const std::vector<long long>& onembed, long long ostride, long long odist,
                   long long batch, tcfftType type = TCFFT_C2C) {
    size_t ws = 0;
    check(tcfftMakePlanMany(h_, static_cast<int>(n.size()), n.data(), inembed.empty() ? nullptr : inembed.data(),
                            istride, idist, onembed.empty() ? nullptr : onembed.data(), ostride, odist, type,
                            batch, &ws));
    return ws;
  }

  size_t work_size() const {
    size_t ws = 0;
    check(tcfftGetWorkSize(h_, &ws));
    return ws;
  }

  void exec(const void* in, void* out, int direction) { check(tcfftExec(h_, in, out, direction)); }
  void forward(const void* in, void* out) { exec(in, out, TCFFT_FORWARD); }
  void inverse(const void* in, void* out) { exec(in, out, TCFFT_INVERSE); }

  /// The plan tree as text.
  std::string explain() const {
    size_t len = 0;
    check(tcfftExplainLength(h_, &len));
    std::string s(len, '\0');
    check(tcfftExplain(h_, &s[0], len));
    s.resize(len > 0 ? len - 1 : 0);
    return s;
  }

 private:
  void check(tcfftResult r) const {
    if (r != TCFFT_SUCCESS) {
      throw Error(r, std::string(tcfftGetErrorString(r)) + ": " + tcfftGetLastErrorMessage(h_));
    }
  }
  tcfftHandle h_ = nullptr;
};

}  // namespace tcfft

#endif  // TCFFT_TCFFT_HPP
