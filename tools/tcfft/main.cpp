// `tcfft`: the command-line tool. Subcommands:
//   tcfft plan  --explain --dims 2 --n 64 128        print the plan tree
//   tcfft bench --suite seed|quick | --dims .. --n .. measure against cuFFT / FFTW
//   tcfft tune  --suite quick --suite seed -o wisdom.json   build a tuning profile (wisdom)
// This file only declares the options (CLI11) and dispatches.
#include <CLI/CLI.hpp>

#include <string>
#include <vector>

#include "bench_cmd.h"
#include "options.h"
#include "plan_cmd.h"
#include "tune_cmd.h"

namespace {

using namespace tcfft_cli;

template <class Map>
std::vector<std::string> keys(const Map& m) {
  std::vector<std::string> k;
  for (const auto& kv : m) k.push_back(kv.first);
  return k;
}

// Options that describe a transform, shared by plan and bench.
void add_problem_options(CLI::App* app, ProblemOptions& p, CLI::Option** dims_opt, CLI::Option** radix_opt) {
  *dims_opt = app->add_option("--dims", p.dims, "Number of dimensions, 1..3 (default: number of --n values)")
                  ->check(CLI::Range(1, 3));
  app->add_option("--n", p.n, "Sizes, one per dimension, slowest first (one value with --dims 2/3: a square/cube)")
      ->expected(1, 3);
  auto* batch = app->add_option("--batch", p.batch, "Number of transforms (default 1)")->check(CLI::PositiveNumber);
  app->add_option("--total", p.total, "Set batch so that N*batch fills this many points")
      ->check(CLI::PositiveNumber)
      ->excludes(batch);
  app->add_option("--precision", p.precision, "Storage precision: f16, bf16, f32, f64")
      ->check(CLI::IsMember(keys(precision_names())));
  app->add_option("--compute", p.compute, "Arithmetic: default, native, tc-split, tc-fp16")
      ->check(CLI::IsMember(keys(compute_names())));
  *radix_opt = app->add_option("--radix", p.radix, "Stockham radix (tcfftSetPlanRadix): 2, 4, 8, 16 or auto")
                   ->check(CLI::IsMember(keys(radix_names())));
  app->add_option("--max-pass", p.max_pass,
                  "Longest pass of a rank-1 multi-pass plan (tcfftSetPlanPassLength): a power of two 2..8192, "
                  "0 = library's choice")
      ->check(CLI::Range(0LL, 8192LL));
  app->add_option("--backend", p.backend, "auto (GPU if present), cuda, cpu")
      ->check(CLI::IsMember(keys(backend_names())));
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"tcfft: FFTs on NVIDIA tensor cores; plan explanation and benchmarks against cuFFT / FFTW"};
  app.require_subcommand(1);

  PlanCmdOptions plan_opts;
  CLI::App* plan = app.add_subcommand("plan", "Make a plan through the C API and describe it");
  CLI::Option* unused_dims = nullptr;
  CLI::Option* unused_radix = nullptr;
  add_problem_options(plan, plan_opts.problem, &unused_dims, &unused_radix);
  plan->add_flag("--explain", plan_opts.explain,
                 "Print the plan tree (tcfftExplain) with the planner's candidates, their estimated and measured "
                 "times, and why the winner won");
  plan->add_option("--planner", plan_opts.planner, "estimate (default), measure, wisdom (tcfftSetPlanner)")
      ->check(CLI::IsMember(keys(planner_names())));
  plan->add_option("--wisdom", plan_opts.wisdom_path, "Import this wisdom file first (tcfftImportWisdom)");

  TuneCmdOptions tune_opts;
  CLI::App* tune = app.add_subcommand(
      "tune", "Tune every suite shape with TCFFT_MEASURE and write the wisdom; or, with --planner wisdom, plan "
              "them from wisdom only (no measurement) and fail if any shape is missing");
  tune->add_option("--suite", tune_opts.suites, "quick and/or seed (repeat or comma-separate; default quick)")
      ->delimiter(',')
      ->check(CLI::IsMember({"seed", "quick"}));
  tune->add_option("--dims", tune_opts.dims, "Keep only shapes with this many dimensions")->check(CLI::Range(1, 3));
  tune->add_option("--precision", tune_opts.problem.precision, "Storage precision: f16, bf16, f32, f64")
      ->check(CLI::IsMember(keys(precision_names())));
  tune->add_option("--compute", tune_opts.problem.compute, "Arithmetic: default, native, tc-split, tc-fp16")
      ->check(CLI::IsMember(keys(compute_names())));
  tune->add_option("--backend", tune_opts.problem.backend, "auto (GPU if present), cuda, cpu")
      ->check(CLI::IsMember(keys(backend_names())));
  tune->add_option("-o,--output", tune_opts.out_path, "Write the wisdom here (tcfftExportWisdom)");
  tune->add_option("--import", tune_opts.import_path, "Start from this wisdom file (tcfftImportWisdom)");
  tune->add_option("--planner", tune_opts.planner, "measure (default: tune) or wisdom (check a profile)")
      ->check(CLI::IsMember({"measure", "wisdom"}));

  BenchCmdOptions bench_opts;
  CLI::App* bench = app.add_subcommand("bench", "Time and check tcfft against cuFFT FP32/FP16 (GPU) or FFTW (CPU)");
  CLI::Option* dims_opt = nullptr;
  CLI::Option* radix_opt = nullptr;
  add_problem_options(bench, bench_opts.problem, &dims_opt, &radix_opt);
  bench->add_option("--direction", bench_opts.direction, "fwd or inv")->check(CLI::IsMember({"fwd", "inv"}));
  bench->add_flag("--inplace", bench_opts.inplace, "In-place transforms (default out-of-place)");
  bench->add_option("--suite", bench_opts.suite,
                    "seed: the seed paper's 9 tables (1D/2D/3D x radix 2/4/8); quick: a few rows. "
                    "--dims / --radix given with a suite keep only those tables")
      ->check(CLI::IsMember({"seed", "quick"}));
  bench->add_option("--json", bench_opts.json_path, "Write all rows and the environment as JSON");
  bench->add_option("--csv", bench_opts.csv_path, "Write all rows as CSV (environment in # comments)");
  bench->add_option("--reps", bench_opts.reps, "Timed runs per library (median reported)")
      ->capture_default_str()
      ->check(CLI::PositiveNumber);
  bench->add_option("--warmup", bench_opts.warmup, "Untimed runs before timing")
      ->capture_default_str()->check(CLI::NonNegativeNumber);
  bench->add_option("--sustain-ms", bench_opts.sustain_ms,
                    "After the warm-ups, run each library back to back (untimed) for this many ms before its "
                    "timed runs, so that they see the clock the GPU holds under sustained load (power limit); "
                    "0 = none")
      ->capture_default_str()
      ->check(CLI::Range(0, 600000));
  bench->add_option("--seed", bench_opts.seed, "Seed of the random input")->capture_default_str();
  bench->add_option("--planner", bench_opts.planner,
                    "tcfft planner: estimate (default), measure (time candidates at plan time), wisdom")
      ->check(CLI::IsMember(keys(planner_names())));
  bench->add_flag("--quiet", bench_opts.quiet, "No progress lines on stderr");
  bench->add_flag("--list", bench_opts.list, "Print the rows the suite / options would run, and exit");
  CLI::Option* shapes_opt =
      bench->add_option("--shapes", bench_opts.shapes,
                        "Several shapes in one run instead of --n / --batch: entries 'N [N [N]] [xBATCH]' "
                        "separated by ';', e.g. \"16777216 x4;256 256 256 x8\"");
  bench->add_flag("--tcfft-only", bench_opts.tcfft_only,
                  "Time tcfft alone: no cuFFT (GPU) or FFTW (CPU) runs and so no speedup column; the FP64 "
                  "reference still runs for the errors (A/B runs of tcfft builds)");

  CLI11_PARSE(app, argc, argv);

  if (plan->parsed()) return run_plan_command(plan_opts);
  if (tune->parsed()) return run_tune_command(tune_opts);
  if (bench->parsed()) {
    bench_opts.dims_given = dims_opt->count() > 0;
    bench_opts.radix_given = radix_opt->count() > 0;
    bench_opts.shapes_given = shapes_opt->count() > 0;
    std::string cmdline;
    for (int i = 0; i < argc; ++i) cmdline += (i ? " " : "") + std::string(argv[i]);
    return run_bench_command(bench_opts, cmdline);
  }
  return 2;
}
