#include "bench_cmd.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <map>
#include <stdexcept>

#include "report.h"
#include "runner.h"
#include "suites.h"

namespace tcfft_cli {

namespace {

nlohmann::ordered_json config_json(const BenchCmdOptions& o, const BenchConfig& c, const std::string& cmdline) {
  nlohmann::ordered_json j;
  j["command"] = cmdline;
  j["suite"] = o.suite.empty() ? std::string("none") : o.suite;
  if (o.shapes_given) j["shapes"] = o.shapes;
  j["tcfft_only"] = o.tcfft_only;
  j["precision"] = o.problem.precision;
  j["compute"] = o.problem.compute;
  j["planner"] = o.planner;
  j["max_pass"] = o.problem.max_pass;
  j["direction"] = o.direction;
  j["inplace"] = o.inplace;
  j["backend"] = o.problem.backend;
  j["reps"] = c.reps;
  j["warmup"] = c.warmup;
  j["sustain_ms"] = c.sustain_ms;
  j["seed"] = c.seed;
  j["input"] = c.precision == TCFFT_BF16 ? "uniform [-1,1), rounded to bf16 then fp16 (same values for every library)"
                                         : "uniform [-1,1), rounded to fp16 (same values for every library)";
  return j;
}

/// Report order: tables in order of first appearance, then radix, sizes, N*batch.
void sort_rows(std::vector<Row>* rows) {
  std::map<std::string, size_t> first;
  for (const Row& r : *rows) first.emplace(r.table, first.size());
  std::stable_sort(rows->begin(), rows->end(), [&](const Row& a, const Row& b) {
    const size_t ta = first[a.table], tb = first[b.table];
    if (ta != tb) return ta < tb;
    if (a.radix != b.radix) return a.radix < b.radix;
    if (a.shape.elements() != b.shape.elements()) return a.shape.elements() < b.shape.elements();
    if (a.shape.n != b.shape.n) return a.shape.n < b.shape.n;
    return a.shape.total() < b.shape.total();
  });
}

/// The suite (filtered by --dims / --radix when given), the --shapes list, or the single case.
bool build_cases(const BenchCmdOptions& o, const BenchCase& single, const std::vector<Shape>& listed, bool gpu,
                 std::vector<BenchCase>* out) {
  if (o.shapes_given) {  // listed: parsed and checked by run_bench_command before the runner's set-up
    out->clear();
    for (const Shape& s : listed) {
      BenchCase c = single;
      c.shape = s;
      c.table = std::to_string(s.dims) + "D radix %r";
      out->push_back(c);
    }
    return true;
  }
  if (o.suite.empty()) {
    out->assign(1, single);
    return true;
  }
  std::vector<BenchCase> cases = o.suite == "seed" ? seed_suite() : quick_suite(gpu);
  std::vector<int> radices;
  if (o.radix_given) radices.push_back(radix_names().at(o.problem.radix));
  cases = filter_suite(cases, o.dims_given ? o.problem.dims : 0, radices);
  if (!o.problem.n.empty()) std::fprintf(stderr, "tcfft bench: note: --n is ignored with --suite\n");
  if (cases.empty()) {
    std::fprintf(stderr, "tcfft bench: the --dims/--radix filters leave no rows of suite %s\n", o.suite.c_str());
    return false;
  }
  *out = std::move(cases);
  return true;
}

}  // namespace

int run_bench_command(const BenchCmdOptions& o, const std::string& cmdline) {
  BenchConfig cfg;
  try {
    cfg = resolve_config(o);
  } catch (const std::invalid_argument& e) {
    std::fprintf(stderr, "tcfft bench: %s\n", e.what());
    return 2;
  }
  // A single shape or a --shapes list is checked before the (slow on a GPU) runner setup.
  BenchCase single;
  std::vector<Shape> listed;
  if (o.shapes_given) {
    if (!o.suite.empty() || !o.problem.n.empty() || o.problem.batch != 0 || o.problem.total != 0 ||
        o.dims_given) {
      std::fprintf(stderr, "tcfft bench: --shapes replaces --suite, --dims, --n, --batch and --total; give one form\n");
      return 2;
    }
    try {
      listed = parse_shape_list(o.shapes);
    } catch (const std::invalid_argument& e) {
      std::fprintf(stderr, "tcfft bench: %s\n", e.what());
      return 2;
    }
    single.radices = {radix_names().at(o.problem.radix)};
  } else if (o.suite.empty()) {
    try {
      single.shape = resolve_shape(o.problem);
    } catch (const std::invalid_argument& e) {
      std::fprintf(stderr, "tcfft bench: %s (or use --suite seed|quick)\n", e.what());
      return 2;
    }
    single.table = std::to_string(single.shape.dims) + "D radix %r";
    single.radices = {radix_names().at(o.problem.radix)};
  }
  if (o.list) {
    std::vector<BenchCase> cases;
    const bool gpu = cfg.backend != TCFFT_BACKEND_CPU && tcfftCudaAvailable() != 0;
    if (!build_cases(o, single, listed, gpu, &cases)) return 2;
    int k = 0;
    for (const BenchCase& c : cases) {
      for (int radix : c.radices) {
        std::printf("[%d/%d] %-14s %s  N*batch=%lld\n", ++k, count_rows(cases), table_name(c.table, radix).c_str(),
                    row_description(c.shape, radix).c_str(), c.shape.total());
      }
    }
    return 0;
  }
  const auto t_start = std::chrono::steady_clock::now();

  // Runner: the GPU unless --backend cpu or none is usable.
  std::unique_ptr<Runner> runner;
  try {
    std::string why;
    if (cfg.backend != TCFFT_BACKEND_CPU) {
      runner = make_gpu_runner(cfg, &why);
      if (!runner && cfg.backend == TCFFT_BACKEND_CUDA) {
        std::fprintf(stderr, "tcfft bench: --backend cuda, but the GPU cannot be used: %s\n", why.c_str());
        return 1;
      }
      if (!runner) std::fprintf(stderr, "tcfft bench: no GPU (%s); running the CPU backend against FFTW\n", why.c_str());
    }
    if (!runner) {
      runner = make_cpu_runner(cfg, cfg.backend == TCFFT_BACKEND_CPU ? "CPU backend requested (--backend cpu)"
                                                                     : "no usable GPU: " + why);
    }
  } catch (const std::exception& e) {
    std::fprintf(stderr, "tcfft bench: setup failed: %s\n", e.what());
    return 1;
  }

  // Cases.
  std::vector<BenchCase> cases;
  if (!build_cases(o, single, listed, runner->mode() == "cuda", &cases)) return 2;

  Report report;
  report.environment = runner->environment();
  report.config = config_json(o, cfg, cmdline);
  report.mode = runner->mode();
  report.baseline = runner->baseline();

  Progress progress(count_rows(cases), !o.quiet);
  for (const BenchCase& c : cases) {
    try {
      std::vector<Row> rows = runner->run_case(c, cfg, progress);
      for (Row& r : rows) report.rows.push_back(std::move(r));
    } catch (const FatalError& e) {
      progress.end("ABORTED");
      report.aborted = e.what();
      std::fprintf(stderr, "tcfft bench: aborting: %s\n", e.what());
      break;
    } catch (const std::exception& e) {
      progress.end("ABORTED");
      report.aborted = std::string("unexpected error: ") + e.what();
      std::fprintf(stderr, "tcfft bench: aborting: %s\n", report.aborted.c_str());
      break;
    }
  }
  sort_rows(&report.rows);
  const double wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - t_start).count();
  report.config["wall_seconds"] = wall;

  write_table(stdout, report);
  std::fflush(stdout);
  int rc = report.aborted.empty() ? 0 : 3;
  try {
    if (!o.json_path.empty()) write_json(o.json_path, report);
    if (!o.csv_path.empty()) write_csv(o.csv_path, report);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "tcfft bench: %s\n", e.what());
    return 1;
  }
  std::map<std::string, int> counts;
  for (const Row& r : report.rows) {
    const LibResult* t = r.lib("tcfft");
    counts[t ? t->status : "missing"]++;
    if (rc == 0 && t != nullptr && (t->status == "failed" || t->status == "bad-output")) rc = 4;
  }
  std::string summary;
  for (const auto& kv : counts) summary += (summary.empty() ? "" : ", ") + std::to_string(kv.second) + " " + kv.first;
  std::fprintf(stderr, "tcfft bench: %zu rows (tcfft: %s) in %.1f s\n", report.rows.size(), summary.c_str(), wall);
  return rc;
}

}  // namespace tcfft_cli
