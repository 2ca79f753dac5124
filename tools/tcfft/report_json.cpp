#include <cmath>
#include <fstream>
#include <stdexcept>

#include "report.h"

namespace tcfft_cli {

namespace {

// NaN / inf become null: JSON has no NaN.
nlohmann::ordered_json num(double v) {
  if (!std::isfinite(v)) return nullptr;
  return v;
}

nlohmann::ordered_json lib_json(const LibResult& l) {
  nlohmann::ordered_json j;
  j["label"] = l.label;
  j["status"] = l.status;
  j["message"] = l.message;
  j["precision"] = l.precision;
  j["data_bytes"] = l.data_bytes;
  j["ms"] = num(l.ms);
  j["ms_min"] = num(l.ms_min);
  j["ms_max"] = num(l.ms_max);
  j["runs"] = l.runs;
  j["rel_l2"] = num(l.err.rel_l2);
  j["rel_linf"] = num(l.err.rel_linf);
  j["seed_err"] = num(l.err.seed_err);
  j["nonfinite"] = l.err.nonfinite;
  j["floor_ms"] = num(l.floor_ms);
  j["x_floor"] = num(l.x_floor);
  return j;
}

}  // namespace

nlohmann::ordered_json row_json(const Row& row) {
  nlohmann::ordered_json j;
  j["table"] = row.table;
  j["shape"] = row.shape.str();
  j["dims"] = row.shape.dims;
  std::vector<long long> n(row.shape.n.begin(), row.shape.n.begin() + row.shape.dims);
  j["n"] = n;
  j["n_points"] = row.shape.elements();
  j["batch"] = row.shape.batch;
  j["total"] = row.shape.total();
  j["radix"] = row.radix == 0 ? nlohmann::ordered_json("auto") : nlohmann::ordered_json(row.radix);
  j["precision"] = row.precision;
  j["compute"] = row.compute;
  j["direction"] = row.direction;
  j["inplace"] = row.inplace;
  j["tcfft_plan"] = row.tcfft_plan;
  j["floor_ms"] = num(row.floor_ms);
  j["x_floor"] = num(row.x_floor);
  j["baseline"] = row.baseline;
  j["speedup"] = num(row.speedup);
  nlohmann::ordered_json libs = nlohmann::ordered_json::object();
  for (const LibResult& l : row.libs) libs[l.name] = lib_json(l);
  j["libs"] = libs;
  return j;
}

void write_json(const std::string& path, const Report& r) {
  nlohmann::ordered_json j;
  j["tool"] = "tcfft bench";
  j["schema"] = 1;
  j["environment"] = r.environment;
  j["config"] = r.config;
  j["mode"] = r.mode;
  j["baseline"] = r.baseline;
  j["aborted"] = r.aborted.empty() ? nlohmann::ordered_json(nullptr) : nlohmann::ordered_json(r.aborted);
  nlohmann::ordered_json rows = nlohmann::ordered_json::array();
  for (const Row& row : r.rows) rows.push_back(row_json(row));
  j["rows"] = rows;
  std::ofstream f(path);
  if (!f) throw std::runtime_error("cannot open " + path + " for writing");
  f << j.dump(1) << "\n";
  if (!f) throw std::runtime_error("error writing " + path);
}

}  // namespace tcfft_cli
