#include "tcfft_handle.h"

#include <vector>

namespace tcfft_cli {

TcfftPlan::TcfftPlan() {
  const tcfftResult r = tcfftCreate(&h_);
  if (r != TCFFT_SUCCESS) {
    h_ = nullptr;
    create_.code = r;
    create_.message = std::string("tcfftCreate: ") + tcfftGetErrorString(r);
  }
}

TcfftPlan::~TcfftPlan() {
  if (h_ != nullptr) tcfftDestroy(h_);
}

Outcome TcfftPlan::check(tcfftResult r, const char* call) {
  Outcome o;
  o.code = r;
  if (r != TCFFT_SUCCESS) {
    const char* m = tcfftGetLastErrorMessage(h_);
    std::string text = (m != nullptr && *m) ? m : "";
    const std::string code = tcfftGetErrorString(r);
    if (text.rfind(code, 0) != 0) text = text.empty() ? code : code + ": " + text;  // always name the code
    o.message = std::string(call) + ": " + text;
  }
  return o;
}

Outcome TcfftPlan::make(const Shape& s, const TcfftSettings& st) {
  if (h_ == nullptr) return create_;
  Outcome o = check(tcfftSetBackend(h_, st.backend), "tcfftSetBackend");
  if (o.ok()) o = check(tcfftSetPrecision(h_, st.precision, st.compute), "tcfftSetPrecision");
  if (o.ok()) o = check(tcfftSetPlanRadix(h_, st.radix), "tcfftSetPlanRadix");
  if (o.ok()) o = check(tcfftSetPlanPassLength(h_, st.max_pass), "tcfftSetPlanPassLength");
  if (o.ok() && st.planner >= 0) {
    o = check(tcfftSetPlanner(h_, static_cast<tcfftPlanner>(st.planner)), "tcfftSetPlanner");
  }
  if (o.ok() && st.stream != nullptr) o = check(tcfftSetStream(h_, st.stream), "tcfftSetStream");
  if (!o.ok()) return o;
  long long n[3] = {s.n[0], s.n[1], s.n[2]};
  size_t ws = 0;
  o = check(tcfftMakePlanMany(h_, s.dims, n, nullptr, 1, 0, nullptr, 1, 0, TCFFT_C2C, s.batch, &ws),
            "tcfftMakePlanMany");
  if (o.ok()) work_ = ws;
  return o;
}

Outcome TcfftPlan::exec(const void* in, void* out, int direction) {
  if (h_ == nullptr) return create_;
  return check(tcfftExec(h_, in, out, direction), "tcfftExec");
}

Outcome TcfftPlan::info(tcfftPlanInfo* out) {
  if (h_ == nullptr) return create_;
  return check(tcfftGetPlanInfo(h_, out), "tcfftGetPlanInfo");
}

std::string TcfftPlan::explain() {
  if (h_ == nullptr) return "";
  size_t len = 0;
  if (tcfftExplainLength(h_, &len) != TCFFT_SUCCESS || len == 0) return "";
  std::vector<char> buf(len);
  if (tcfftExplain(h_, buf.data(), buf.size()) != TCFFT_SUCCESS) return "";
  return std::string(buf.data());
}

std::string TcfftPlan::summary() {
  const std::string e = explain();
  return e.substr(0, e.find('\n'));
}

}  // namespace tcfft_cli
