#include <cmath>
#include <fstream>
#include <sstream>
#include <stdexcept>

#include "report.h"

namespace tcfft_cli {

namespace {

std::string quote(const std::string& s) {
  if (s.find_first_of(",\"\n") == std::string::npos) return s;
  std::string q = "\"";
  for (char c : s) {
    if (c == '"') q += '"';
    q += c == '\n' ? ' ' : c;
  }
  return q + "\"";
}

std::string num(double v) {
  if (!std::isfinite(v)) return "";
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.6g", v);
  return buf;
}

std::string env_value(const nlohmann::ordered_json& v) { return v.is_string() ? v.get<std::string>() : v.dump(); }

}  // namespace

void write_csv(const std::string& path, const Report& r) {
  std::ofstream f(path);
  if (!f) throw std::runtime_error("cannot open " + path + " for writing");
  f << "# tcfft bench\n";
  for (auto it = r.environment.begin(); it != r.environment.end(); ++it) {
    f << "# " << it.key() << ": " << env_value(it.value()) << "\n";
  }
  for (auto it = r.config.begin(); it != r.config.end(); ++it) {
    f << "# config." << it.key() << ": " << env_value(it.value()) << "\n";
  }
  f << "# baseline (speedup = baseline_ms / tcfft_ms): " << r.baseline << "\n";
  if (!r.aborted.empty()) f << "# ABORTED: " << r.aborted << "\n";
  const std::vector<std::string>& libs = all_lib_names();
  f << "table,shape,dims,n0,n1,n2,batch,total,radix,precision,compute,direction,inplace";
  for (const std::string& l : libs) {
    f << "," << l << "_status," << l << "_ms," << l << "_ms_min," << l << "_ms_max," << l << "_rel_l2," << l
      << "_rel_linf," << l << "_seed_err," << l << "_x_floor," << l << "_message";
  }
  f << ",floor_ms,x_floor,speedup,baseline\n";
  for (const Row& row : r.rows) {
    std::ostringstream s;
    s << quote(row.table) << "," << quote(row.shape.str()) << "," << row.shape.dims;
    for (int d = 0; d < 3; ++d) s << "," << (d < row.shape.dims ? std::to_string(row.shape.n[d]) : "");
    s << "," << row.shape.batch << "," << row.shape.total() << ","
      << (row.radix == 0 ? std::string("auto") : std::to_string(row.radix)) << "," << row.precision << ","
      << row.compute << "," << row.direction << "," << (row.inplace ? 1 : 0);
    for (const std::string& name : libs) {
      const LibResult* l = row.lib(name);
      if (l == nullptr) {
        s << ",not run,,,,,,,,";
        continue;
      }
      s << "," << l->status << "," << num(l->ms) << "," << num(l->ms_min) << "," << num(l->ms_max) << ","
        << num(l->err.rel_l2) << "," << num(l->err.rel_linf) << "," << num(l->err.seed_err) << ","
        << num(l->x_floor) << "," << quote(l->message);
    }
    s << "," << num(row.floor_ms) << "," << num(row.x_floor) << "," << num(row.speedup) << "," << row.baseline;
    f << s.str() << "\n";
  }
  if (!f) throw std::runtime_error("error writing " + path);
}

}  // namespace tcfft_cli
