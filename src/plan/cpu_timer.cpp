// MEASURE on the CPU backend: host scratch buffers, std::chrono, median.
// Also measure_plan_ms(), the one-call timing entry point for either backend.
#include <algorithm>
#include <chrono>
#include <cstring>
#include <vector>

#include "core/executor.h"
#include "core/types.h"
#include "plan/tuning.h"

namespace tcfft {

namespace {

double median_of(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  const size_t m = v.size() / 2;
  return v.size() % 2 ? v[m] : 0.5 * (v[m - 1] + v[m]);
}

class CpuPlanTimer final : public PlanTimer {
 public:
  Status init(const Problem& p) {
    problem_ = p;
    const size_t eb = complex_bytes(p.storage);
    try {
      in_.assign(static_cast<size_t>(p.in_extent()) * eb, 0x3C);  // small finite values in every storage type
      out_.assign(static_cast<size_t>(p.out_extent()) * eb, 0x3C);
    } catch (const std::bad_alloc&) {
      return Status(TCFFT_ALLOC_FAILED, "MEASURE: out of host memory for the scratch buffers");
    }
    return Status::ok();
  }

  Status time(const Plan& plan, int warmup, int reps, double cutoff_ms, double* ms, int* taken) override {
    using Clock = std::chrono::steady_clock;
    std::unique_ptr<Executor> ex;
    TCFFT_RETURN_IF_ERROR(make_cpu_executor(plan, &ex));
    std::vector<unsigned char> work(ex->work_bytes());
    ExecArgs a;
    a.in = in_.data();
    a.out = out_.data();
    a.work = work.empty() ? nullptr : work.data();
    auto run = [&]() -> Status { return ex->execute(a); };
    double first = 0;
    for (int i = 0; i < std::max(1, warmup); ++i) {
      const auto t0 = Clock::now();
      TCFFT_RETURN_IF_ERROR(run());
      first = std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
    }
    // Repeat very short runs inside one sample (timer resolution).
    const int inner = first > 0.2 ? 1 : std::min(50, 1 + static_cast<int>(0.2 / std::max(first, 1e-4)));
    std::vector<double> s;
    for (int r = 0; r < reps; ++r) {
      const auto t0 = Clock::now();
      for (int k = 0; k < inner; ++k) TCFFT_RETURN_IF_ERROR(run());
      s.push_back(std::chrono::duration<double, std::milli>(Clock::now() - t0).count() / inner);
      if (cutoff_ms > 0 && r == 0 && s[0] > cutoff_ms) break;
    }
    *ms = median_of(s);
    *taken = static_cast<int>(s.size());
    return Status::ok();
  }

 private:
  Problem problem_;
  std::vector<unsigned char> in_, out_;
};

}  // namespace

Status make_cpu_plan_timer(const Problem& p, std::unique_ptr<PlanTimer>* out) {
  auto t = std::make_unique<CpuPlanTimer>();
  TCFFT_RETURN_IF_ERROR(t->init(p));
  *out = std::move(t);
  return Status::ok();
}

Status measure_plan_ms(const Plan& plan, int reps, double* ms) {
  if (ms == nullptr || reps < 1) return invalid_value("measure_plan_ms: ms NULL or reps < 1");
  std::unique_ptr<PlanTimer> t;
  TCFFT_RETURN_IF_ERROR(plan.problem.backend == Backend::Cuda ? make_cuda_plan_timer(plan.problem, &t)
                                                              : make_cpu_plan_timer(plan.problem, &t));
  int taken = 0;
  return t->time(plan, 1, reps, 0.0, ms, &taken);
}

}  // namespace tcfft
