#include "options.h"

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
  c.seed = o.seed;
  c.planner = planner_names().at(o.planner);
  c.max_pass = o.problem.max_pass;
  return c;
}

}  // namespace tcfft_cli
