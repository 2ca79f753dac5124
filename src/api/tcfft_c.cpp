// The C API: argument checks, handle state, and dispatch to planner and
// backends. Every failure sets the handle's last error message.
#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <new>
#include <string>

#include "api/handle.h"
#include "core/problem.h"
#include "plan/tuning.h"
#include "plan/wisdom.h"

using tcfft::Status;

namespace {

tcfftResult fail(tcfftHandle h, tcfftResult code, const std::string& msg) {
  if (h != nullptr) h->last_error = msg;
  return code;
}
tcfftResult fail(tcfftHandle h, const Status& s) { return fail(h, s.code(), s.message()); }
// Per-thread message of the handle-less wisdom calls.
std::string& wisdom_message() {
  thread_local std::string m;
  return m;
}
tcfftResult wisdom_result(const Status& s) {
  wisdom_message() = s.message();
  return s.code();
}

tcfftResult ok(tcfftHandle h) {
  h->last_error.clear();
  return TCFFT_SUCCESS;
}

// Discard the plan after a configuration change.
void drop_plan(tcfftHandle h) {
  h->exec.reset();
  h->plan.reset();
  h->explain_text.clear();
}

#define TCFFT_CHECK_HANDLE(h) \
  do {                        \
    if (!tcfft::api::is_live(h)) return TCFFT_INVALID_HANDLE; \
  } while (0)

}  // namespace

extern "C" {

const char* tcfftGetErrorString(tcfftResult r) {
  switch (r) {
    case TCFFT_SUCCESS: return "TCFFT_SUCCESS";
    case TCFFT_INVALID_HANDLE: return "TCFFT_INVALID_HANDLE";
    case TCFFT_INVALID_VALUE: return "TCFFT_INVALID_VALUE";
    case TCFFT_INVALID_SIZE: return "TCFFT_INVALID_SIZE";
    case TCFFT_INVALID_TYPE: return "TCFFT_INVALID_TYPE";
    case TCFFT_UNALIGNED_DATA: return "TCFFT_UNALIGNED_DATA";
    case TCFFT_NOT_SUPPORTED: return "TCFFT_NOT_SUPPORTED";
    case TCFFT_ALLOC_FAILED: return "TCFFT_ALLOC_FAILED";
    case TCFFT_NO_DEVICE: return "TCFFT_NO_DEVICE";
    case TCFFT_EXEC_FAILED: return "TCFFT_EXEC_FAILED";
    case TCFFT_INTERNAL_ERROR: return "TCFFT_INTERNAL_ERROR";
  }
  return "unknown status";
}

const char* tcfftGetLastErrorMessage(tcfftHandle h) {
  if (h == nullptr) return "the handle is NULL";
  if (!tcfft::api::is_live(h)) return "the handle is not a live tcfft handle (never created or destroyed)";
  return h->last_error.c_str();
}

int tcfftCudaAvailable(void) { return tcfft::cuda_device_available() ? 1 : 0; }

tcfftResult tcfftCreate(tcfftHandle* handle) {
  if (handle == nullptr) return TCFFT_INVALID_VALUE;
  *handle = nullptr;
  tcfft::wisdom_load_env_once();  // $TCFFT_WISDOM, once per process
  tcfftHandle h = new (std::nothrow) tcfftContext();
  if (h == nullptr) return TCFFT_ALLOC_FAILED;
  if (const char* pl = std::getenv("TCFFT_PLANNER")) {
    const std::string v = pl;
    if (v == "measure") h->plan_options.planner = tcfft::Planner::Measure;
    else if (v == "wisdom" || v == "wisdom-only") h->plan_options.planner = tcfft::Planner::WisdomOnly;
  }
  tcfft::api::register_handle(h);
  *handle = h;
  return TCFFT_SUCCESS;
}

tcfftResult tcfftDestroy(tcfftHandle h) {
  TCFFT_CHECK_HANDLE(h);
  tcfft::api::unregister_handle(h);
  delete h;  // executors release their resources (and wait for their work) in their destructors
  return TCFFT_SUCCESS;
}

tcfftResult tcfftSetPrecision(tcfftHandle h, tcfftPrecision storage, tcfftCompute compute) {
  TCFFT_CHECK_HANDLE(h);
  if (storage != TCFFT_F16 && storage != TCFFT_BF16 && storage != TCFFT_F32 && storage != TCFFT_F64) {
    return fail(h, TCFFT_INVALID_VALUE, "storage = " + std::to_string(static_cast<int>(storage)) +
                                            " is not one of TCFFT_F16, TCFFT_BF16, TCFFT_F32, TCFFT_F64");
  }
  if (compute != TCFFT_COMPUTE_DEFAULT && compute != TCFFT_COMPUTE_NATIVE && compute != TCFFT_COMPUTE_TC_SPLIT &&
      compute != TCFFT_COMPUTE_TC_FP16) {
    return fail(h, TCFFT_INVALID_VALUE,
                "compute = " + std::to_string(static_cast<int>(compute)) + " is not a tcfftCompute value");
  }
  if (storage == TCFFT_F64 && (compute == TCFFT_COMPUTE_TC_SPLIT || compute == TCFFT_COMPUTE_TC_FP16)) {
    return fail(h, TCFFT_NOT_SUPPORTED, "tensor-core compute is not available for F64 storage; use NATIVE");
  }
  h->storage = static_cast<tcfft::Storage>(storage);
  h->compute = compute;
  drop_plan(h);
  return ok(h);
}

tcfftResult tcfftSetSplitTerms(tcfftHandle h, int terms) {
  TCFFT_CHECK_HANDLE(h);
  if (terms != 2 && terms != 3) {
    return fail(h, TCFFT_INVALID_VALUE, "terms = " + std::to_string(terms) + " must be 2 or 3");
  }
  h->split_terms = terms;
  drop_plan(h);
  return ok(h);
}

tcfftResult tcfftSetPlanRadix(tcfftHandle h, int radix) {
  TCFFT_CHECK_HANDLE(h);
  if (radix != 0 && radix != 2 && radix != 4 && radix != 8 && radix != 16) {
    return fail(h, TCFFT_INVALID_VALUE, "radix = " + std::to_string(radix) + " must be 0, 2, 4, 8 or 16");
  }
  h->plan_options.forced_radix = radix;
  drop_plan(h);
  return ok(h);
}

tcfftResult tcfftSetPlanPassLength(tcfftHandle h, long long len) {
  TCFFT_CHECK_HANDLE(h);
  if (len != 0 && (len < 2 || len > tcfft::kMaxSinglePass || (len & (len - 1)) != 0)) {
    return fail(h, TCFFT_INVALID_VALUE,
                "len = " + std::to_string(len) + " must be 0 or a power of two in [2, " +
                    std::to_string(tcfft::kMaxSinglePass) + "]");
  }
  h->plan_options.max_pass_len = len;
  drop_plan(h);
  return ok(h);
}

tcfftResult tcfftSetPlanner(tcfftHandle h, tcfftPlanner mode) {
  TCFFT_CHECK_HANDLE(h);
  if (mode != TCFFT_ESTIMATE && mode != TCFFT_MEASURE && mode != TCFFT_WISDOM_ONLY) {
    return fail(h, TCFFT_INVALID_VALUE, "mode = " + std::to_string(static_cast<int>(mode)) +
                                            " is not TCFFT_ESTIMATE, TCFFT_MEASURE or TCFFT_WISDOM_ONLY");
  }
  h->plan_options.planner = static_cast<tcfft::Planner>(mode);
  drop_plan(h);
  return ok(h);
}

tcfftResult tcfftSetBackend(tcfftHandle h, tcfftBackend backend) {
  TCFFT_CHECK_HANDLE(h);
  if (backend != TCFFT_BACKEND_AUTO && backend != TCFFT_BACKEND_CUDA && backend != TCFFT_BACKEND_CPU) {
    return fail(h, TCFFT_INVALID_VALUE, "backend = " + std::to_string(static_cast<int>(backend)) +
                                            " is not TCFFT_BACKEND_AUTO, _CUDA or _CPU");
  }
  h->backend = backend;
  drop_plan(h);
  return ok(h);
}

tcfftResult tcfftSetNormalization(tcfftHandle h, tcfftNormalization norm) {
  TCFFT_CHECK_HANDLE(h);
  if (norm != TCFFT_NORM_NONE && norm != TCFFT_NORM_BY_N && norm != TCFFT_NORM_BY_SQRT_N) {
    return fail(h, TCFFT_INVALID_VALUE, "norm = " + std::to_string(static_cast<int>(norm)) +
                                            " is not TCFFT_NORM_NONE, _BY_N or _BY_SQRT_N");
  }
  h->norm = static_cast<tcfft::Norm>(norm);
  return ok(h);
}

tcfftResult tcfftSetStream(tcfftHandle h, tcfftStream stream) {
  TCFFT_CHECK_HANDLE(h);
  h->stream = stream;
  return ok(h);
}

tcfftResult tcfftMakePlanMany(tcfftHandle h, int rank, const long long* n, const long long* inembed,
                              long long istride, long long idist, const long long* onembed, long long ostride,
                              long long odist, tcfftType type, long long batch, size_t* workSize) {
  TCFFT_CHECK_HANDLE(h);
  tcfft::ProblemArgs a;
  a.rank = rank;
  a.n = n;
  a.inembed = inembed;
  a.istride = istride;
  a.idist = idist;
  a.onembed = onembed;
  a.ostride = ostride;
  a.odist = odist;
  a.type = type;
  a.batch = batch;
  a.storage = h->storage;
  a.split_terms = h->split_terms;
  // Resolve the backend.
  if (h->backend == TCFFT_BACKEND_CUDA) {
    if (!tcfft::cuda_device_available()) {
      return fail(h, TCFFT_NO_DEVICE, "TCFFT_BACKEND_CUDA was requested but no usable CUDA device was found");
    }
    a.backend = tcfft::Backend::Cuda;
  } else if (h->backend == TCFFT_BACKEND_CPU) {
    a.backend = tcfft::Backend::Cpu;
  } else {
    a.backend = tcfft::cuda_device_available() ? tcfft::Backend::Cuda : tcfft::Backend::Cpu;
  }
  // Resolve the compute mode.
  switch (h->compute) {
    case TCFFT_COMPUTE_NATIVE: a.compute = tcfft::Compute::Native; break;
    case TCFFT_COMPUTE_TC_SPLIT: a.compute = tcfft::Compute::TcSplit; break;
    case TCFFT_COMPUTE_TC_FP16: a.compute = tcfft::Compute::TcFp16; break;
    default:
      a.compute = (a.backend == tcfft::Backend::Cuda && h->storage == tcfft::Storage::F32) ? tcfft::Compute::TcSplit
                                                                                          : tcfft::Compute::Native;
  }
  tcfft::Problem p;
  Status st = tcfft::make_problem(a, &p);
  if (!st.is_ok()) return fail(h, st);
  auto plan = std::unique_ptr<tcfft::Plan>(new (std::nothrow) tcfft::Plan());
  if (!plan) return fail(h, TCFFT_ALLOC_FAILED, "out of host memory for the plan");
  tcfft::PlanOptions opt = h->plan_options;
  opt.compute_free = h->compute == TCFFT_COMPUTE_DEFAULT;
  st = tcfft::tune_plan(p, opt, plan.get());
  if (!st.is_ok()) return fail(h, st);
  auto make_exec = [&](const tcfft::Plan& pl, std::unique_ptr<tcfft::Executor>* ex) {
    return p.backend == tcfft::Backend::Cuda ? tcfft::make_cuda_executor(pl, ex) : tcfft::make_cpu_executor(pl, ex);
  };
  std::unique_ptr<tcfft::Executor> exec;
  st = make_exec(*plan, &exec);
  if (!st.is_ok() && (plan->tuning.planner == "measure" || plan->tuning.planner == "wisdom")) {
    // A tuned schedule the backend rejects (e.g. wisdom from other kernels): use ESTIMATE's plan.
    const std::string why = st.message();
    opt.planner = tcfft::Planner::Estimate;
    st = tcfft::tune_plan(p, opt, plan.get());
    if (!st.is_ok()) return fail(h, st);
    plan->tuning.notes.push_back("the tuned schedule was rejected by the backend (" + why + "); used ESTIMATE");
    st = make_exec(*plan, &exec);
  }
  if (!st.is_ok()) return fail(h, st);
  plan->work_bytes = exec->work_bytes();
  if (plan->work_bytes > 0 && h->user_work == nullptr) {
    // No user work area: the executor's own, allocated now (the handle keeps its previous plan on failure).
    st = exec->allocate_own_work();
    if (!st.is_ok()) return fail(h, st);
  }
  h->plan = std::move(plan);
  h->exec = std::move(exec);
  h->explain_text = h->plan->explain();
  if (workSize != nullptr) *workSize = h->plan->work_bytes;
  return ok(h);
}

tcfftResult tcfftPlan1d(tcfftHandle h, long long nx, tcfftType type, long long batch, size_t* workSize) {
  const long long n[1] = {nx};
  return tcfftMakePlanMany(h, 1, n, nullptr, 1, 0, nullptr, 1, 0, type, batch, workSize);
}

tcfftResult tcfftPlan2d(tcfftHandle h, long long nx, long long ny, tcfftType type, size_t* workSize) {
  const long long n[2] = {nx, ny};
  return tcfftMakePlanMany(h, 2, n, nullptr, 1, 0, nullptr, 1, 0, type, 1, workSize);
}

tcfftResult tcfftPlan3d(tcfftHandle h, long long nx, long long ny, long long nz, tcfftType type,
                        size_t* workSize) {
  const long long n[3] = {nx, ny, nz};
  return tcfftMakePlanMany(h, 3, n, nullptr, 1, 0, nullptr, 1, 0, type, 1, workSize);
}

tcfftResult tcfftGetWorkSize(tcfftHandle h, size_t* workSize) {
  TCFFT_CHECK_HANDLE(h);
  if (workSize == nullptr) return fail(h, TCFFT_INVALID_VALUE, "workSize is NULL");
  if (!h->plan) return fail(h, TCFFT_INVALID_HANDLE, "no plan has been made on this handle");
  *workSize = h->plan->work_bytes;
  return ok(h);
}

tcfftResult tcfftSetWorkArea(tcfftHandle h, void* workArea) {
  TCFFT_CHECK_HANDLE(h);
  if (reinterpret_cast<uintptr_t>(workArea) % 256 != 0) {
    return fail(h, TCFFT_UNALIGNED_DATA, "workArea must be aligned to 256 bytes");
  }
  h->user_work = workArea;
  return ok(h);
}

tcfftResult tcfftExec(tcfftHandle h, const void* in, void* out, int direction) {
  TCFFT_CHECK_HANDLE(h);
  if (!h->plan) return fail(h, TCFFT_INVALID_HANDLE, "no plan has been made on this handle (call tcfftMakePlan*)");
  if (in == nullptr) return fail(h, TCFFT_INVALID_VALUE, "in is NULL");
  if (out == nullptr) return fail(h, TCFFT_INVALID_VALUE, "out is NULL");
  if (direction != TCFFT_FORWARD && direction != TCFFT_INVERSE) {
    return fail(h, TCFFT_INVALID_VALUE,
                "direction = " + std::to_string(direction) + " must be TCFFT_FORWARD (-1) or TCFFT_INVERSE (+1)");
  }
  const tcfft::Problem& p = h->plan->problem;
  const size_t eb = tcfft::complex_bytes(p.storage);
  if (reinterpret_cast<uintptr_t>(in) % eb != 0) {
    return fail(h, TCFFT_UNALIGNED_DATA, "in is not aligned to " + std::to_string(eb) + " bytes (one complex element)");
  }
  if (reinterpret_cast<uintptr_t>(out) % eb != 0) {
    return fail(h, TCFFT_UNALIGNED_DATA, "out is not aligned to " + std::to_string(eb) + " bytes (one complex element)");
  }
  const uintptr_t ib = reinterpret_cast<uintptr_t>(in), ob = reinterpret_cast<uintptr_t>(out);
  if (ib == ob) {
    // embed[0] does not enter addressing (cuFFT semantics), so it may differ.
    bool same = p.in.stride == p.out.stride && p.in.dist == p.out.dist;
    for (int d = 1; d < p.rank; ++d) same = same && p.in.embed[d] == p.out.embed[d];
    if (!same) {
      return fail(h, TCFFT_INVALID_VALUE,
                  "in-place execution (in == out) needs identical input and output layouts (embed[1..], stride, dist)");
    }
  } else {
    const uintptr_t ie = ib + static_cast<uintptr_t>(p.in_extent()) * eb;
    const uintptr_t oe = ob + static_cast<uintptr_t>(p.out_extent()) * eb;
    if (ib < oe && ob < ie) {
      return fail(h, TCFFT_INVALID_VALUE, "in and out overlap without being equal; use in == out for in-place");
    }
  }
  double scale = 1.0;
  const double N = static_cast<double>(p.elements());
  if (h->norm == tcfft::Norm::ByN) scale = 1.0 / N;
  if (h->norm == tcfft::Norm::BySqrtN) scale = 1.0 / std::sqrt(N);
  tcfft::ExecArgs ea;
  ea.in = in;
  ea.out = out;
  ea.direction = direction;
  ea.scale = scale;
  ea.work = h->user_work;
  ea.stream = h->stream;
  Status st = h->exec->execute(ea);
  if (!st.is_ok()) return fail(h, st);
  return ok(h);
}

tcfftResult tcfftGetPlanInfo(tcfftHandle h, tcfftPlanInfo* info) {
  TCFFT_CHECK_HANDLE(h);
  if (info == nullptr) return fail(h, TCFFT_INVALID_VALUE, "info is NULL");
  if (!h->plan) return fail(h, TCFFT_INVALID_HANDLE, "no plan has been made on this handle");
  const tcfft::TuningInfo& t = h->plan->tuning;
  tcfftPlanInfo r{};
  r.planner = t.from_wisdom                ? TCFFT_WISDOM_ONLY
              : t.planner == "measure"     ? TCFFT_MEASURE
              : t.planner == "forced radix" ? -1
                                           : TCFFT_ESTIMATE;
  r.from_wisdom = t.from_wisdom ? 1 : 0;
  r.candidates = static_cast<int>(t.candidates.size());
  r.timings = t.measured_count;
  r.planning_ms = t.planning_ms;
  r.estimated_ms = t.est_ms;
  r.measured_ms = t.measured_ms;
  r.estimate_choice_ms = t.estimate_choice_ms;
  std::string sched;
  for (size_t i = 0; i < h->plan->passes.size(); ++i) {
    const tcfft::FftPass& f = h->plan->passes[i];
    if (i) sched += " | ";
    for (size_t k = 0; k < f.radices.size(); ++k) sched += (k ? "x" : "") + std::to_string(f.radices[k]);
    if (f.radices.empty()) sched += "copy";
    sched += std::string(" ") + tcfft::to_string(f.compute);
  }
  const size_t k = std::min(sched.size(), sizeof r.schedule - 1);
  std::memcpy(r.schedule, sched.data(), k);
  r.schedule[k] = '\0';
  *info = r;
  return ok(h);
}

tcfftResult tcfftExportWisdom(const char* path) {
  if (path == nullptr) return wisdom_result(tcfft::invalid_value("path is NULL"));
  const Status st = tcfft::wisdom_export_file(path);
  if (!st.is_ok()) std::fprintf(stderr, "tcfft: warning: %s\n", st.message().c_str());
  return wisdom_result(st);
}

tcfftResult tcfftImportWisdom(const char* path) {
  if (path == nullptr) return wisdom_result(tcfft::invalid_value("path is NULL"));
  const Status st = tcfft::wisdom_import_file(path);
  if (!st.is_ok()) std::fprintf(stderr, "tcfft: warning: %s\n", st.message().c_str());
  return wisdom_result(st);
}

tcfftResult tcfftForgetWisdom(void) {
  tcfft::wisdom_forget();
  return wisdom_result(Status::ok());
}

tcfftResult tcfftGetWisdomCount(size_t* count) {
  if (count == nullptr) return wisdom_result(tcfft::invalid_value("count is NULL"));
  *count = tcfft::wisdom_size();
  return wisdom_result(Status::ok());
}

const char* tcfftGetWisdomMessage(void) { return wisdom_message().c_str(); }

tcfftResult tcfftExplainLength(tcfftHandle h, size_t* len) {
  TCFFT_CHECK_HANDLE(h);
  if (len == nullptr) return fail(h, TCFFT_INVALID_VALUE, "len is NULL");
  if (!h->plan) return fail(h, TCFFT_INVALID_HANDLE, "no plan has been made on this handle");
  *len = h->explain_text.size() + 1;
  return ok(h);
}

tcfftResult tcfftExplain(tcfftHandle h, char* buf, size_t len) {
  TCFFT_CHECK_HANDLE(h);
  if (buf == nullptr && len > 0) return fail(h, TCFFT_INVALID_VALUE, "buf is NULL but len > 0");
  if (!h->plan) return fail(h, TCFFT_INVALID_HANDLE, "no plan has been made on this handle");
  if (len > 0) {
    const size_t k = std::min(len - 1, h->explain_text.size());
    std::memcpy(buf, h->explain_text.data(), k);
    buf[k] = '\0';
  }
  return ok(h);
}

}  // extern "C"
