#include "plan/wisdom.h"

#include <algorithm>
#include <cinttypes>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <map>
#include <mutex>
#include <nlohmann/json.hpp>
#include <sstream>

#include "core/types.h"

namespace tcfft {

using nlohmann::json;

const char* tcfft_version_string() {
#define TCFFT_STR2(x) #x
#define TCFFT_STR(x) TCFFT_STR2(x)
  return TCFFT_STR(TCFFT_VERSION_MAJOR) "." TCFFT_STR(TCFFT_VERSION_MINOR) "." TCFFT_STR(TCFFT_VERSION_PATCH);
#undef TCFFT_STR
#undef TCFFT_STR2
}

namespace {

struct Store {
  std::mutex mu;
  std::map<uint64_t, WisdomEntry> entries;
};
Store& store() {
  static Store s;
  return s;
}

std::string hex64(uint64_t v) {
  char b[20];
  std::snprintf(b, sizeof b, "%016" PRIx64, v);
  return b;
}

const char* type_name(tcfftType t) { return t == TCFFT_C2C ? "c2c" : t == TCFFT_R2C ? "r2c" : "c2r"; }

json layout_json(const Layout& L, int rank) {
  json e = json::array();
  for (int d = 0; d < rank; ++d) e.push_back(L.embed[d]);
  return json{{"embed", e}, {"stride", L.stride}, {"dist", L.dist}};
}

json entry_json(const WisdomEntry& w) {
  const Problem& p = w.problem;
  json n = json::array();
  for (int d = 0; d < p.rank; ++d) n.push_back(p.n[d]);
  json key = {{"rank", p.rank},
              {"n", n},
              {"in", layout_json(p.in, p.rank)},
              {"out", layout_json(p.out, p.rank)},
              {"batch", p.batch},
              {"type", type_name(p.type)},
              {"storage", to_string(p.storage)},
              {"compute", to_string(p.compute)},
              {"split_terms", p.split_terms},
              {"backend", to_string(p.backend)}};
  json passes = json::array();
  for (const PassVariant& v : w.passes) {
    json pj = {{"radices", v.radices}, {"compute", to_string(v.compute)}};
    if (v.tile_log != 0) pj["tile_log"] = v.tile_log;
    passes.push_back(std::move(pj));
  }
  json j{{"hash", hex64(wisdom_key(p, w.compute_free))},
         {"problem", p.describe()},
         {"compute_default", w.compute_free},
         {"key", key},
         {"passes", passes},
         {"ms", w.ms}};
  if (w.max_pass_len != 0) j["max_pass_len"] = w.max_pass_len;
  return j;
}

// --- strict readers: false (with *why) on a missing field or wrong type ---

bool get_int(const json& o, const char* k, int64_t* v, std::string* why) {
  auto it = o.find(k);
  if (it == o.end() || !it->is_number_integer()) {
    *why = std::string("\"") + k + "\" missing or not an integer";
    return false;
  }
  *v = it->get<int64_t>();
  return true;
}
bool get_str(const json& o, const char* k, std::string* v, std::string* why) {
  auto it = o.find(k);
  if (it == o.end() || !it->is_string()) {
    *why = std::string("\"") + k + "\" missing or not a string";
    return false;
  }
  *v = it->get<std::string>();
  return true;
}
bool get_int_array(const json& o, const char* k, size_t len, std::vector<int64_t>* v, std::string* why) {
  auto it = o.find(k);
  if (it == o.end() || !it->is_array() || it->size() != len) {
    *why = std::string("\"") + k + "\" missing or not an array of " + std::to_string(len) + " integers";
    return false;
  }
  v->clear();
  for (const json& x : *it) {
    if (!x.is_number_integer()) {
      *why = std::string("\"") + k + "\" holds a non-integer";
      return false;
    }
    v->push_back(x.get<int64_t>());
  }
  return true;
}

bool parse_compute(const std::string& s, Compute* c) {
  for (Compute x : {Compute::Native, Compute::TcSplit, Compute::TcFp16}) {
    if (s == to_string(x)) {
      *c = x;
      return true;
    }
  }
  return false;
}

bool parse_layout(const json& o, const char* k, int rank, Layout* L, std::string* why) {
  auto it = o.find(k);
  if (it == o.end() || !it->is_object()) {
    *why = std::string("key.") + k + " missing or not an object";
    return false;
  }
  std::vector<int64_t> e;
  int64_t stride = 0, dist = 0;
  if (!get_int_array(*it, "embed", static_cast<size_t>(rank), &e, why) || !get_int(*it, "stride", &stride, why) ||
      !get_int(*it, "dist", &dist, why)) {
    return false;
  }
  for (int64_t x : e) {
    if (x < 1) {
      *why = std::string("key.") + k + ".embed has a value < 1";
      return false;
    }
  }
  if (stride < 1 || dist < 0) {
    *why = std::string("key.") + k + " has stride < 1 or dist < 0";
    return false;
  }
  for (int d = 0; d < rank; ++d) L->embed[d] = e[d];
  L->stride = stride;
  L->dist = dist;
  return true;
}

bool parse_problem(const json& key, Problem* p, std::string* why) {
  if (!key.is_object()) {
    *why = "\"key\" missing or not an object";
    return false;
  }
  int64_t rank = 0, batch = 0, split = 0;
  std::string type, storage, compute, backend;
  if (!get_int(key, "rank", &rank, why)) return false;
  if (rank < 1 || rank > 3) {
    *why = "key.rank must be 1, 2 or 3";
    return false;
  }
  std::vector<int64_t> n;
  if (!get_int_array(key, "n", static_cast<size_t>(rank), &n, why)) return false;
  if (!get_int(key, "batch", &batch, why) || !get_str(key, "type", &type, why) ||
      !get_str(key, "storage", &storage, why) || !get_str(key, "compute", &compute, why) ||
      !get_int(key, "split_terms", &split, why) || !get_str(key, "backend", &backend, why)) {
    return false;
  }
  p->rank = static_cast<int>(rank);
  for (int d = 0; d < p->rank; ++d) {
    if (n[d] < 1 || n[d] > (int64_t{1} << 40)) {
      *why = "key.n has a value out of range";
      return false;
    }
    p->n[d] = n[d];
  }
  if (batch < 1) {
    *why = "key.batch < 1";
    return false;
  }
  p->batch = batch;
  if (type == "c2c") p->type = TCFFT_C2C;
  else if (type == "r2c") p->type = TCFFT_R2C;
  else if (type == "c2r") p->type = TCFFT_C2R;
  else {
    *why = "key.type \"" + type + "\" unknown";
    return false;
  }
  bool ok_storage = false;
  for (Storage s : {Storage::F16, Storage::BF16, Storage::F32, Storage::F64}) {
    if (storage == to_string(s)) {
      p->storage = s;
      ok_storage = true;
    }
  }
  if (!ok_storage) {
    *why = "key.storage \"" + storage + "\" unknown";
    return false;
  }
  if (!parse_compute(compute, &p->compute)) {
    *why = "key.compute \"" + compute + "\" unknown";
    return false;
  }
  if (split != 2 && split != 3) {
    *why = "key.split_terms must be 2 or 3";
    return false;
  }
  p->split_terms = static_cast<int>(split);
  if (backend == "cuda") p->backend = Backend::Cuda;
  else if (backend == "cpu") p->backend = Backend::Cpu;
  else {
    *why = "key.backend \"" + backend + "\" unknown";
    return false;
  }
  return parse_layout(key, "in", p->rank, &p->in, why) && parse_layout(key, "out", p->rank, &p->out, why);
}

// One entry, fully checked against the plan structure of its own problem.
bool parse_entry(const json& e, WisdomEntry* w, std::string* why) {
  if (!e.is_object()) {
    *why = "not an object";
    return false;
  }
  std::string hash, text;
  if (!get_str(e, "hash", &hash, why) || !get_str(e, "problem", &text, why)) return false;
  auto cd = e.find("compute_default");
  if (cd == e.end() || !cd->is_boolean()) {
    *why = "\"compute_default\" missing or not a boolean";
    return false;
  }
  w->compute_free = cd->get<bool>();
  auto key = e.find("key");
  if (key == e.end()) {
    *why = "\"key\" missing";
    return false;
  }
  if (!parse_problem(*key, &w->problem, why)) return false;
  if (hex64(wisdom_key(w->problem, w->compute_free)) != hash) {
    *why = "\"hash\" does not match the problem in \"key\"";
    return false;
  }
  if (w->problem.describe() != text) {
    *why = "\"problem\" text does not match the problem in \"key\"";
    return false;
  }
  auto ms = e.find("ms");
  if (ms == e.end() || !ms->is_number() || !std::isfinite(ms->get<double>()) || ms->get<double>() < 0) {
    *why = "\"ms\" missing or not a finite number >= 0";
    return false;
  }
  w->ms = ms->get<double>();
  auto passes = e.find("passes");
  if (passes == e.end() || !passes->is_array()) {
    *why = "\"passes\" missing or not an array";
    return false;
  }
  w->passes.clear();
  for (const json& pj : *passes) {
    PassVariant v;
    auto r = pj.is_object() ? pj.find("radices") : pj.end();
    if (!pj.is_object() || r == pj.end() || !r->is_array()) {
      *why = "a pass has no \"radices\" array";
      return false;
    }
    for (const json& x : *r) {
      if (!x.is_number_integer()) {
        *why = "a radix is not an integer";
        return false;
      }
      const int64_t R = x.get<int64_t>();
      if (R != 2 && R != 4 && R != 8 && R != 16) {
        *why = "radix " + std::to_string(R) + " is not 2, 4, 8 or 16";
        return false;
      }
      v.radices.push_back(static_cast<int>(R));
    }
    std::string c;
    if (!get_str(pj, "compute", &c, why)) return false;
    if (!parse_compute(c, &v.compute)) {
      *why = "pass compute \"" + c + "\" unknown";
      return false;
    }
    if (pj.find("tile_log") != pj.end()) {  // range here (before the int cast); tunability: apply_schedule below
      int64_t t = 0;
      if (!get_int(pj, "tile_log", &t, why)) return false;
      if (t < kMinGenericTileLog || t > kMaxGenericTileLog) {
        *why = "pass \"tile_log\" " + std::to_string(t) + " is not in [" + std::to_string(kMinGenericTileLog) + ", " +
               std::to_string(kMaxGenericTileLog) + "]";
        return false;
      }
      v.tile_log = static_cast<int>(t);
    }
    w->passes.push_back(std::move(v));
  }
  w->max_pass_len = 0;
  if (e.find("max_pass_len") != e.end()) {
    int64_t m = 0;
    if (!get_int(e, "max_pass_len", &m, why)) return false;
    if (m < 2 || m > kMaxSinglePass || (m & (m - 1)) != 0) {
      *why = "\"max_pass_len\" " + std::to_string(m) + " is not a power of two in [2, 8192]";
      return false;
    }
    w->max_pass_len = m;
  }
  // The schedule must fit the plan structure of this problem exactly.
  Plan base, check;
  PlanOptions po;
  po.max_pass_len = w->max_pass_len;
  Status st = make_plan(w->problem, po, &base);
  if (!st.is_ok()) {
    *why = "the problem cannot be planned: " + st.message();
    return false;
  }
  st = apply_schedule(base, w->passes, w->compute_free, &check);
  if (!st.is_ok()) {
    *why = st.message();
    return false;
  }
  return true;
}

}  // namespace

uint64_t wisdom_key(const Problem& p, bool compute_free) {
  uint64_t h = p.hash();
  h ^= compute_free ? 0x9e3779b97f4a7c15ull : 0x7f4a7c159e3779b9ull;
  h *= 1099511628211ull;
  return h;
}

bool wisdom_lookup(const Problem& p, bool compute_free, WisdomEntry* out) {
  Store& s = store();
  std::lock_guard<std::mutex> g(s.mu);
  auto it = s.entries.find(wisdom_key(p, compute_free));
  if (it == s.entries.end()) return false;
  // The hash is only a key: the problem itself (and so its text) must match.
  if (it->second.compute_free != compute_free || it->second.problem != p ||
      it->second.problem.describe() != p.describe()) {
    return false;
  }
  *out = it->second;
  return true;
}

void wisdom_store(const WisdomEntry& e) {
  Store& s = store();
  std::lock_guard<std::mutex> g(s.mu);
  s.entries[wisdom_key(e.problem, e.compute_free)] = e;
}

void wisdom_forget() {
  Store& s = store();
  std::lock_guard<std::mutex> g(s.mu);
  s.entries.clear();
}

size_t wisdom_size() {
  Store& s = store();
  std::lock_guard<std::mutex> g(s.mu);
  return s.entries.size();
}

std::string wisdom_export_text() {
  const DeviceKey dev = current_device_key();
  json root = {{"format", "tcfft-wisdom"},
               {"version", kWisdomVersion},
               {"tcfft", tcfft_version_string()},
               {"device", {{"name", dev.name}, {"sms", dev.sms}, {"cuda_runtime", dev.cuda_runtime}}}};
  json entries = json::array();
  {
    Store& s = store();
    std::lock_guard<std::mutex> g(s.mu);
    for (const auto& kv : s.entries) entries.push_back(entry_json(kv.second));  // map: sorted by key
  }
  root["entries"] = entries;
  return root.dump(1) + "\n";
}

Status wisdom_import_text(const std::string& text) {
  const json root = json::parse(text, nullptr, /*allow_exceptions=*/false);
  if (root.is_discarded()) return invalid_value("wisdom is not valid JSON (corrupt or truncated file)");
  if (!root.is_object()) return invalid_value("wisdom: the top level is not a JSON object");
  std::string why, format, version_str;
  if (!get_str(root, "format", &format, &why) || format != "tcfft-wisdom") {
    return invalid_value("wisdom: \"format\" is not \"tcfft-wisdom\" (not a tcfft wisdom file)");
  }
  int64_t version = 0;
  if (!get_int(root, "version", &version, &why)) return invalid_value("wisdom: " + why);
  if (version != kWisdomVersion) {
    return not_supported("wisdom: stale file: format version " + std::to_string(version) + ", this tcfft reads " +
                         std::to_string(kWisdomVersion));
  }
  if (!get_str(root, "tcfft", &version_str, &why)) return invalid_value("wisdom: " + why);
  if (version_str != tcfft_version_string()) {
    return not_supported("wisdom: stale file: made by tcfft " + version_str + ", this is tcfft " +
                         tcfft_version_string());
  }
  auto dev = root.find("device");
  if (dev == root.end() || !dev->is_object()) return invalid_value("wisdom: \"device\" missing or not an object");
  DeviceKey file_dev;
  int64_t sms = 0, rt = 0;
  if (!get_str(*dev, "name", &file_dev.name, &why) || !get_int(*dev, "sms", &sms, &why) ||
      !get_int(*dev, "cuda_runtime", &rt, &why)) {
    return invalid_value("wisdom: device: " + why);
  }
  file_dev.sms = static_cast<int>(sms);
  file_dev.cuda_runtime = static_cast<int>(rt);
  const DeviceKey here = current_device_key();
  if (!(file_dev == here)) {
    return not_supported("wisdom: stale file: made on \"" + file_dev.name + "\" (" + std::to_string(file_dev.sms) +
                         " SMs, CUDA runtime " + std::to_string(file_dev.cuda_runtime) + "), this is \"" +
                         here.name + "\" (" + std::to_string(here.sms) + " SMs, CUDA runtime " +
                         std::to_string(here.cuda_runtime) + ")");
  }
  auto entries = root.find("entries");
  if (entries == root.end() || !entries->is_array()) {
    return invalid_value("wisdom: \"entries\" missing or not an array");
  }
  std::vector<WisdomEntry> parsed;
  parsed.reserve(entries->size());
  for (size_t i = 0; i < entries->size(); ++i) {
    WisdomEntry w;
    if (!parse_entry((*entries)[i], &w, &why)) {
      return invalid_value("wisdom: entry " + std::to_string(i) + ": " + why);
    }
    parsed.push_back(std::move(w));
  }
  // All entries valid: merge (an imported entry replaces one with the same key).
  Store& s = store();
  std::lock_guard<std::mutex> g(s.mu);
  for (WisdomEntry& w : parsed) s.entries[wisdom_key(w.problem, w.compute_free)] = std::move(w);
  return Status::ok();
}

Status wisdom_export_file(const std::string& path) {
  const std::string text = wisdom_export_text();
  const std::string tmp = path + ".tmp";
  {
    std::ofstream f(tmp, std::ios::binary | std::ios::trunc);
    if (!f) return invalid_value("wisdom: cannot open \"" + tmp + "\" for writing");
    f << text;
    f.flush();
    if (!f) return invalid_value("wisdom: writing \"" + tmp + "\" failed");
  }
  if (std::rename(tmp.c_str(), path.c_str()) != 0) {
    std::remove(tmp.c_str());
    return invalid_value("wisdom: cannot move \"" + tmp + "\" to \"" + path + "\"");
  }
  return Status::ok();
}

Status wisdom_import_file(const std::string& path) {
  std::ifstream f(path, std::ios::binary);
  if (!f) return invalid_value("wisdom: cannot open \"" + path + "\" for reading");
  std::ostringstream s;
  s << f.rdbuf();
  if (f.bad()) return invalid_value("wisdom: reading \"" + path + "\" failed");
  Status st = wisdom_import_text(s.str());
  if (!st.is_ok()) return Status(st.code(), st.message() + " [file \"" + path + "\"; rejected, nothing imported]");
  return st;
}

void wisdom_load_env_once() {
  static std::once_flag once;
  std::call_once(once, [] {
    const char* path = std::getenv("TCFFT_WISDOM");
    if (path == nullptr || *path == '\0') return;
    const Status st = wisdom_import_file(path);
    if (!st.is_ok()) std::fprintf(stderr, "tcfft: warning: TCFFT_WISDOM: %s\n", st.message().c_str());
  });
}

}  // namespace tcfft
