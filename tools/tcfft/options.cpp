#include "options.h"

#include <cerrno>
#include <cstdint>
#include <cstdlib>
#include <sstream>
#include <stdexcept>

namespace tcfft_cli {

const std::map<std::string, tcfftPrecision>& precision_names() {
  static const std::map<std::string, tcfftPrecision> m = {
      {"f16", TCFFT_F16}, {"bf16", TCFFT_BF16}, {"f32", TCFFT_F32}, {"f64", TCFFT_F64}};
  return m;
}

const std::map<std::string, tcfftCompute>& compute_names() {
  static const std::map<std::string, tcfftCompute> m = {{"default", TCFFT_COMPUTE_DEFAULT},
                                                        {"native", TCFFT_COMPUTE_NATIVE},
                                                        {"tc-split", TCFFT_COMPUTE_TC_SPLIT},
                                                        {"tc-fp16", TCFFT_COMPUTE_TC_FP16}};
  return m;
}

const std::map<std::string, int>& radix_names() {
  static const std::map<std::string, int> m = {{"auto", 0}, {"2", 2}, {"4", 4}, {"8", 8}, {"16", 16}};
  return m;
}

const std::map<std::string, tcfftBackend>& backend_names() {
  static const std::map<std::string, tcfftBackend> m = {
      {"auto", TCFFT_BACKEND_AUTO}, {"cuda", TCFFT_BACKEND_CUDA}, {"cpu", TCFFT_BACKEND_CPU}};
  return m;
}

const std::map<std::string, tcfftPlanner>& planner_names() {
  static const std::map<std::string, tcfftPlanner> m = {
      {"estimate", TCFFT_ESTIMATE}, {"measure", TCFFT_MEASURE}, {"wisdom", TCFFT_WISDOM_ONLY}};
  return m;
}

Shape resolve_shape(const ProblemOptions& o) {
  if (o.n.empty()) throw std::invalid_argument("--n is required (one size per dimension, e.g. --n 1024 1024)");
  Shape s;
  s.dims = o.dims != 0 ? o.dims : static_cast<int>(o.n.size());
  if (s.dims < 1 || s.dims > 3) throw std::invalid_argument("--dims must be 1, 2 or 3");
  if (o.n.size() == 1) {
    for (int d = 0; d < s.dims; ++d) s.n[d] = o.n[0];  // --dims 3 --n 64 means 64^3
  } else if (static_cast<int>(o.n.size()) == s.dims) {
    for (int d = 0; d < s.dims; ++d) s.n[d] = o.n[d];
  } else {
    throw std::invalid_argument("--dims " + std::to_string(s.dims) + " needs " + std::to_string(s.dims) +
                                " values of --n (or one, for a cube), got " + std::to_string(o.n.size()));
  }
  for (int d = 0; d < s.dims; ++d) {
    if (s.n[d] < 1) throw std::invalid_argument("--n values must be >= 1");
  }
  const long long e = s.elements();
  if (o.total > 0) {
    if (o.total < e) {
      throw std::invalid_argument("--total " + std::to_string(o.total) + " is smaller than one transform (" +
                                  std::to_string(e) + " points)");
    }
    s.batch = o.total / e;
  } else {
    s.batch = o.batch > 0 ? o.batch : 1;
  }
  return s;
}

namespace {

/// Whether the whole token is a decimal integer >= 1 (stored in *v).
bool parse_count(const std::string& t, long long* v) {
  if (t.empty() || t.size() > 18 || t.find_first_not_of("0123456789") != std::string::npos) return false;
  errno = 0;
  *v = std::strtoll(t.c_str(), nullptr, 10);
  return errno == 0 && *v >= 1;
}

}  // namespace

std::vector<Shape> parse_shape_list(const std::string& list) {
  std::vector<Shape> shapes;
  std::stringstream entries(list);
  std::string entry;
  int k = 0;
  while (std::getline(entries, entry, ';')) {
    ++k;
    const std::string where = "--shapes entry " + std::to_string(k) + " ('" + entry + "')";
    std::stringstream tokens(entry);
    std::string t;
    ProblemOptions p;
    bool any = false;
    while (tokens >> t) {
      any = true;
      long long v = 0;
      if (t[0] == 'x') {
        if (p.batch != 0) throw std::invalid_argument(where + ": more than one batch (xB)");
        if (!parse_count(t.substr(1), &v)) throw std::invalid_argument(where + ": '" + t + "' is not a batch x1, x2, ...");
        p.batch = v;
      } else {
        if (p.batch != 0) throw std::invalid_argument(where + ": the batch (xB) must come after the sizes");
        if (!parse_count(t, &v)) throw std::invalid_argument(where + ": '" + t + "' is not a size >= 1");
        p.n.push_back(v);
      }
    }
    if (!any) {
      if (entries.eof()) break;  // a trailing ';'
      throw std::invalid_argument(where + ": empty entry");
    }
    if (p.n.empty()) throw std::invalid_argument(where + ": no size");
    if (p.n.size() > 3) throw std::invalid_argument(where + ": at most 3 sizes (1D, 2D, 3D)");
    long double points = p.batch > 0 ? static_cast<long double>(p.batch) : 1.0L;
    for (long long v : p.n) points *= static_cast<long double>(v);
    if (points > static_cast<long double>(int64_t{1} << 62)) {
      throw std::invalid_argument(where + ": more than 2^62 points in all");
    }
    try {
      shapes.push_back(resolve_shape(p));
    } catch (const std::invalid_argument& e) {
      throw std::invalid_argument(where + ": " + e.what());
    }
  }
  if (shapes.empty()) throw std::invalid_argument("--shapes has no entry (e.g. --shapes \"1024 x64;256 256 x8\")");
  return shapes;
}

BenchConfig resolve_config(const BenchCmdOptions& o) {
  BenchConfig c;
  c.precision = precision_names().at(o.problem.precision);
  c.compute = compute_names().at(o.problem.compute);
  c.backend = backend_names().at(o.problem.backend);
  c.direction = o.direction == "inv" ? TCFFT_INVERSE : TCFFT_FORWARD;
  c.inplace = o.inplace;
  if (o.reps < 1) throw std::invalid_argument("--reps must be >= 1");
  if (o.warmup < 0) throw std::invalid_argument("--warmup must be >= 0");
  c.reps = o.reps;
  c.warmup = o.warmup;
  if (o.sustain_ms < 0 || o.sustain_ms > 600000) throw std::invalid_argument("--sustain-ms must be in 0 .. 600000");
  c.sustain_ms = o.sustain_ms;
  c.seed = o.seed;
  c.planner = planner_names().at(o.planner);
  c.max_pass = o.problem.max_pass;
  c.tcfft_only = o.tcfft_only;
  return c;
}

}  // namespace tcfft_cli
