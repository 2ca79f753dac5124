// Pieces both runners share: the environment's common fields and the row
// header fields.
#include <cstdio>
#include <cstdlib>
#include <thread>

#include "host_data.h"
#include "host_info.h"
#include "runner.h"

namespace tcfft_cli {

Environment base_environment(const std::string& mode) {
  Environment e;
  e["mode"] = mode;
  e["tcfft_version"] = std::to_string(TCFFT_VERSION_MAJOR) + "." + std::to_string(TCFFT_VERSION_MINOR) + "." +
                       std::to_string(TCFFT_VERSION_PATCH);
  e["date"] = now_iso8601();
  e["host"] = host_name();
  e["cpu"] = cpu_model();
  e["host_threads"] = std::thread::hardware_concurrency();
  const char* nt = std::getenv("TCFFT_NUM_THREADS");
  if (nt != nullptr) e["TCFFT_NUM_THREADS"] = nt;
  return e;
}

std::string compute_name(tcfftCompute c) {
  switch (c) {
    case TCFFT_COMPUTE_DEFAULT: return "default";
    case TCFFT_COMPUTE_NATIVE: return "native";
    case TCFFT_COMPUTE_TC_SPLIT: return "tc-split";
    case TCFFT_COMPUTE_TC_FP16: return "tc-fp16";
  }
  return "?";
}

std::string direction_name(int direction) { return direction == TCFFT_INVERSE ? "inv" : "fwd"; }

std::string table_name(const std::string& pattern, int radix) {
  std::string s = pattern;
  const size_t p = s.find("%r");
  if (p != std::string::npos) s.replace(p, 2, radix == 0 ? std::string("auto") : std::to_string(radix));
  return s;
}

std::string row_description(const Shape& s, int radix) {
  return s.str() + " radix=" + (radix == 0 ? std::string("auto") : std::to_string(radix));
}

Row make_row(const BenchCase& c, int radix, const BenchConfig& cfg) {
  Row r;
  r.table = table_name(c.table, radix);
  r.shape = c.shape;
  r.radix = radix;
  r.precision = precision_name(cfg.precision);
  r.compute = compute_name(cfg.compute);
  r.direction = direction_name(cfg.direction);
  r.inplace = cfg.inplace;
  return r;
}

}  // namespace tcfft_cli

namespace tcfft_cli {

Verdict tcfft_verdict(tcfftResult code, const std::string& message) {
  if (code == TCFFT_SUCCESS) return Verdict{};
  if (code == TCFFT_NOT_SUPPORTED || code == TCFFT_NO_DEVICE) return Verdict::unsupported(message);
  return Verdict::failed(message);
}

void apply_verdict(LibResult* r, const Verdict& v) {
  r->status = v.status;
  r->message = v.message;
}

void check_output_written(LibResult* r) {
  if (r->err.nonfinite > 0) {
    r->status = "bad-output";
    r->message = std::to_string(r->err.nonfinite) +
                 " complex outputs are NaN/inf after the run (output was poisoned with NaN before it: not written, "
                 "or overflow)";
  }
}

std::string row_summary(const Row& r) {
  std::string s;
  char buf[96];
  for (const LibResult& l : r.libs) {
    if (l.status == "unavailable" || l.status == "not run") continue;
    if (!s.empty()) s += " | ";
    if (l.ok()) {
      std::snprintf(buf, sizeof buf, "%s %.4g ms l2 %.2e", l.name.c_str(), l.ms, l.err.rel_l2);
      s += buf;
    } else {
      s += l.name + " " + l.status;
    }
  }
  return s;
}

}  // namespace tcfft_cli
