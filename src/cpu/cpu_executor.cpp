// The CPU backend: make_cpu_executor() prepares every pass of a plan (tables
// computed once) and execute() runs the passes in order on host memory.
#include <memory>
#include <new>
#include <string>
#include <vector>

#include "core/executor.h"
#include "cpu/pass_runner.h"
#include "cpu/threading.h"
#include "plan/plan.h"

namespace tcfft {

namespace {

class CpuExecutor final : public Executor {
 public:
  Status init(const Plan& plan) {
    plan_ = plan;
    if (plan_.passes.empty()) return internal_error("CPU executor: plan has no passes");
    cpu::TwiddleCache cache;
    passes_.resize(plan_.passes.size());
    for (size_t i = 0; i < plan_.passes.size(); ++i) {
      TCFFT_RETURN_IF_ERROR(cpu::prepare_pass(plan_.passes[i], plan_.problem.storage, &cache, &passes_[i]));
    }
    return Status::ok();
  }

  Status execute(const ExecArgs& a) override {
    if (a.in == nullptr || a.out == nullptr) return invalid_value("CPU executor: NULL data pointer");
    if (a.direction != -1 && a.direction != 1) {
      return invalid_value("CPU executor: direction = " + std::to_string(a.direction) + " must be -1 or +1");
    }
    ExecArgs b = a;
    if (plan_.work_bytes > 0 && b.work == nullptr) {
      TCFFT_RETURN_IF_ERROR(allocate_own_work());
      b.work = own_work_.data();
    }
    const int nthreads = cpu::cpu_thread_count();
    for (const cpu::PreparedPass& pp : passes_) TCFFT_RETURN_IF_ERROR(cpu::run_pass(pp, b, nthreads));
    return Status::ok();
  }

  size_t work_bytes() const override { return plan_.work_bytes; }

  Status allocate_own_work() override {
    if (plan_.work_bytes == 0 || own_work_.size() >= plan_.work_bytes) return Status::ok();
    try {
      own_work_.resize(plan_.work_bytes);
    } catch (const std::bad_alloc&) {
      return Status(TCFFT_ALLOC_FAILED, "CPU executor: out of host memory for the workspace of " +
                                            std::to_string(plan_.work_bytes) +
                                            " bytes (or pass a work area with tcfftSetWorkArea)");
    }
    return Status::ok();
  }

 private:
  Plan plan_;
  std::vector<unsigned char> own_work_;  // used when ExecArgs::work is NULL
  std::vector<cpu::PreparedPass> passes_;
};

}  // namespace

Status make_cpu_executor(const Plan& plan, std::unique_ptr<Executor>* out) {
  if (out == nullptr) return invalid_value("CPU executor: NULL output pointer");
  std::unique_ptr<CpuExecutor> e;
  try {
    e = std::make_unique<CpuExecutor>();
    TCFFT_RETURN_IF_ERROR(e->init(plan));
  } catch (const std::bad_alloc&) {
    return Status(TCFFT_ALLOC_FAILED, "CPU executor: out of host memory while preparing tables");
  }
  *out = std::move(e);
  return Status::ok();
}

}  // namespace tcfft
