// CUDA backend: checks that the kernels implement every pass of a plan,
// uploads FP32 twiddle tables (computed in long double on the host, the same
// values the CPU executor uses), and launches one kernel per pass.
#include <cuda_runtime.h>

#include <array>
#include <cmath>
#include <initializer_list>
#include <map>
#include <new>
#include <utility>
#include <string>
#include <vector>

#include "core/executor.h"
#include "cuda/copy_lines.h"
#include "cuda/kernels/pass_args.h"
#include "cuda/post_twiddle_table.h"
#include "cpu/twiddles.h"
#include "plan/plan.h"

namespace tcfft {

namespace {

std::string cuda_msg(const char* what, cudaError_t e) {
  return std::string(what) + ": " + cudaGetErrorName(e) + " (" + cudaGetErrorString(e) + ")";
}

cuda::PassCompute pass_compute(Compute c) {
  switch (c) {
    case Compute::TcSplit: return cuda::PassCompute::TcSplit;
    case Compute::TcFp16: return cuda::PassCompute::TcFp16;
    default: return cuda::PassCompute::Native;
  }
}

class CudaExecutor final : public Executor {
 public:
  explicit CudaExecutor(const Plan& p) : plan_(p) {}
  ~CudaExecutor() override {
    for (auto& kv : twiddles_) cudaFree(kv.second);
    for (auto& kv : post_) cudaFree(kv.second);
    if (own_work_ != nullptr) cudaFree(own_work_);  // cudaFree waits for the device
    if (tickets_ != nullptr) cudaFree(tickets_);
  }

  size_t work_bytes() const override { return plan_.work_bytes; }

  Status allocate_own_work() override {
    if (plan_.work_bytes == 0 || own_work_ != nullptr) return Status::ok();
    const cudaError_t e = cudaMalloc(&own_work_, plan_.work_bytes);
    if (e != cudaSuccess) {
      cudaGetLastError();
      own_work_ = nullptr;
      const std::string what = "cudaMalloc of the " + std::to_string(plan_.work_bytes) +
                               "-byte workspace (or pass one with tcfftSetWorkArea)";
      return Status(TCFFT_ALLOC_FAILED, cuda_msg(what.c_str(), e));
    }
    return Status::ok();
  }

  Status init() {
    if (plan_.problem.storage != Storage::F32) {
      return not_supported(std::string("the CUDA backend supports only F32 storage in this version, not ") +
                           to_string(plan_.problem.storage));
    }
    // the persistent kernels' in-order work counter and the fused pairs' chunk counters
    // (PassArgsF32::tickets), zero between launches
    constexpr size_t kTicketBytes = (2 + cuda::kFusedChunks) * sizeof(unsigned long long);
    cudaError_t e = cudaMalloc(&tickets_, kTicketBytes);
    if (e != cudaSuccess) {
      cudaGetLastError();
      tickets_ = nullptr;
      return Status(TCFFT_ALLOC_FAILED, cuda_msg("cudaMalloc of the work counters", e));
    }
    e = cudaMemset(tickets_, 0, kTicketBytes);
    if (e != cudaSuccess) return Status(TCFFT_EXEC_FAILED, cuda_msg("zeroing the work counter", e));
    for (size_t i = 0; i < plan_.passes.size(); ++i) {
      const FftPass& f = plan_.passes[i];
      if (f.n == 1) continue;  // identity: a strided copy (copy_lines.cu)
      cuda::PassArgsF32 a = args_for(f, nullptr, nullptr, -1, 1.0);
      if (!cuda::pass_supported(a)) {
        return not_supported("the CUDA kernels do not implement pass " + std::to_string(i) + " (n=" +
                             std::to_string(f.n) + ", " + to_string(f.compute) +
                             ", max single-pass n = " + std::to_string(cuda::max_single_pass_n(a.compute)) +
                             "; four-step passes up to 8192 points, post-twiddle supported)");
      }
      TCFFT_RETURN_IF_ERROR(upload_table(f.n));
      if (f.twiddle_n > 0) TCFFT_RETURN_IF_ERROR(build_post_table(f));
      // the kernels' device tables now, not at the first execution (which may be stream-captured)
      const int pe = cuda::prepare_pass_f32(args_for(f, nullptr, nullptr, -1, 1.0));
      if (pe != 0) {
        const cudaError_t ce = static_cast<cudaError_t>(pe);
        cudaGetLastError();
        return Status(ce == cudaErrorMemoryAllocation ? TCFFT_ALLOC_FAILED : TCFFT_EXEC_FAILED,
                      cuda_msg("building the kernels' tables", ce));
      }
    }
    return Status::ok();
  }

  // The line-major post-twiddle table of a pass (post_twiddle_table.h): the first octant of
  // T_{twiddle_n} (cpu::TwiddleTable<float>: twiddle_n bytes on the host, and as much on the device
  // while the table is built, instead of the full table's 8 twiddle_n) is uploaded to a temporary
  // buffer and gathered into rows of f.n values, one per index along lines[twiddle_dim].
  Status build_post_table(const FftPass& f) {
    const int64_t n2 = f.lines[static_cast<size_t>(f.twiddle_dim)].count;
    const int order = args_for(f, nullptr, nullptr, -1, 1.0).post_twiddle_order;
    const auto key = post_key(f, order);
    if (post_.count(key) != 0) return Status::ok();
    const cpu::TwiddleTable<float> oct(f.twiddle_n);
    const std::vector<float>& oc = oct.octant_cos();
    const size_t words = oc.size();
    void* tv = nullptr;
    TCFFT_RETURN_IF_ERROR(upload_floats({&oc, &oct.octant_sin()}, "the twiddle octant", &tv));
    float* const tn = static_cast<float*>(tv);
    void* d = nullptr;
    cudaError_t e = cudaMalloc(&d, static_cast<size_t>(f.post_twiddle_entries()) * sizeof(float) * 2);
    if (e != cudaSuccess) {
      cudaGetLastError();
      cudaFree(tn);
      return Status(TCFFT_ALLOC_FAILED, cuda_msg("cudaMalloc of the post-twiddle table", e));
    }
    post_[key] = d;
    cuda::OctantTwiddles ot;
    ot.cos = tn;
    ot.sin = tn + words;
    ot.up = oct.up_shift();
    ot.l8 = oct.octant_shift();
    e = static_cast<cudaError_t>(cuda::build_post_twiddle_table(ot, f.twiddle_n, f.n, n2, order, d, nullptr));
    if (e == cudaSuccess) e = cudaDeviceSynchronize();
    cudaFree(tn);
    if (e != cudaSuccess) return Status(TCFFT_EXEC_FAILED, cuda_msg("building the post-twiddle table", e));
    return Status::ok();
  }

  // The full table of T_len (docs §3), once per length, for the stage twiddles.
  Status upload_table(int64_t len) {
    if (twiddles_.count(len) != 0) return Status::ok();
    void* d = nullptr;
    TCFFT_RETURN_IF_ERROR(upload_twiddles(len, &d));
    twiddles_[len] = d;
    return Status::ok();
  }

  // T_len (same bits as the CPU backend's table) in new device memory *d; nothing allocated on error.
  static Status upload_twiddles(int64_t len, void** d) {
    const std::vector<float> t = cpu::full_twiddle_table<float>(len);
    return upload_floats({&t}, "the twiddle table", d);
  }

  // The host arrays `parts`, one after another, in new device memory *d (ALLOC_FAILED when it cannot
  // be allocated, EXEC_FAILED when the copy fails); nothing allocated on error. `what` names them in
  // the message.
  static Status upload_floats(std::initializer_list<const std::vector<float>*> parts, const char* what, void** d) {
    size_t total = 0;
    for (const std::vector<float>* v : parts) total += v->size();
    *d = nullptr;
    cudaError_t e = cudaMalloc(d, total * sizeof(float));
    if (e != cudaSuccess) {
      cudaGetLastError();
      *d = nullptr;
      return Status(TCFFT_ALLOC_FAILED, cuda_msg((std::string("cudaMalloc of ") + what).c_str(), e));
    }
    float* at = static_cast<float*>(*d);
    for (const std::vector<float>* v : parts) {
      if (e == cudaSuccess) e = cudaMemcpy(at, v->data(), v->size() * sizeof(float), cudaMemcpyHostToDevice);
      at += v->size();
    }
    if (e != cudaSuccess) {
      cudaFree(*d);
      *d = nullptr;
      return Status(TCFFT_EXEC_FAILED, cuda_msg((std::string("uploading ") + what).c_str(), e));
    }
    return Status::ok();
  }

  Status execute(const ExecArgs& ea) override {
    for (const void* ptr : {ea.in, static_cast<const void*>(ea.out), static_cast<const void*>(ea.work)}) {
      if (ptr == ea.work && ptr != ea.in && ptr != ea.out && (ptr == nullptr || plan_.work_bytes == 0)) continue;
      cudaPointerAttributes attr{};
      cudaError_t e = cudaPointerGetAttributes(&attr, ptr);
      if (e != cudaSuccess || (attr.type != cudaMemoryTypeDevice && attr.type != cudaMemoryTypeManaged)) {
        cudaGetLastError();
        return invalid_value(std::string(ptr == ea.in ? "in" : ptr == ea.out ? "out" : "the work area") +
                             " is not device memory; the CUDA backend needs device pointers");
      }
    }
    auto* stream = static_cast<CUstream_st*>(ea.stream);
    void* work = ea.work;
    if (plan_.work_bytes > 0 && work == nullptr) {
      TCFFT_RETURN_IF_ERROR(allocate_own_work());
      work = own_work_;
    }
    auto buffer = [&](Buffer b) -> void* {
      return b == Buffer::Input ? const_cast<void*>(ea.in) : b == Buffer::Output ? ea.out : work;
    };
    for (size_t i = 0; i < plan_.passes.size(); ++i) {
      const FftPass& f = plan_.passes[i];
      const void* src = buffer(f.src);
      void* dst = buffer(f.dst);
      const double scale = f.applies_scale ? ea.scale : 1.0;
      const cuda::PassArgsF32 a = args_for(f, src, dst, ea.direction, scale);
      // a pair of passes that one kernel implements (pass_pair_supported: the plane pass, the
      // second in place on the first's output; the fused 256 x 256 pair), the second reading
      // the first's output
      if (i + 1 < plan_.passes.size() && f.n > 1) {
        const FftPass& g = plan_.passes[i + 1];
        if (g.n > 1 && g.src == f.dst) {
          const cuda::PassArgsF32 b =
              args_for(g, dst, buffer(g.dst), ea.direction, g.applies_scale ? ea.scale : 1.0);
          if (cuda::pass_pair_supported(a, b)) {
            const int e = cuda::launch_pass_pair_f32(a, b, stream);
            if (e != 0) return Status(TCFFT_EXEC_FAILED, cuda_msg("kernel launch", static_cast<cudaError_t>(e)));
            ++i;
            continue;
          }
        }
      }
      const int e = f.n == 1 ? cuda::launch_copy_lines(src, dst, copy_for(f, scale), stream)
                             : cuda::launch_pass_f32(a, stream);
      if (e != 0) return Status(TCFFT_EXEC_FAILED, cuda_msg("kernel launch", static_cast<cudaError_t>(e)));
    }
    return Status::ok();
  }

 private:
  cuda::PassArgsF32 args_for(const FftPass& f, const void* in, void* out, int dir, double scale) const {
    cuda::PassArgsF32 a;
    a.in = in;
    a.out = out;
    a.n = static_cast<int>(f.n);
    a.nstages = static_cast<int>(f.radices.size());
    for (int s = 0; s < a.nstages && s < cuda::kMaxStages; ++s) a.radix[s] = f.radices[s];
    a.in_stride = f.in_stride;
    a.out_stride = f.out_stride;
    a.nlines = f.nlines();
    a.lines.rank = static_cast<int>(f.lines.size());
    for (int d = 0; d < a.lines.rank && d < cuda::kMaxLineRank; ++d) {
      a.lines.count[d] = f.lines[d].count;
      a.lines.istride[d] = f.lines[d].istride;
      a.lines.ostride[d] = f.lines[d].ostride;
    }
    a.direction = dir;
    a.scale = static_cast<float>(scale);
    auto it = twiddles_.find(f.n);
    a.twiddles = it == twiddles_.end() ? nullptr : it->second;
    a.compute = pass_compute(f.compute);
    a.tickets = tickets_;
    a.split_terms = f.compute == Compute::TcFp16 ? 1 : f.split_terms;
    a.twiddle_n = f.twiddle_n;
    a.twiddle_dim = f.twiddle_dim;
    a.tile_log = f.tile_log;
    if (f.twiddle_n > 0) {
      // the rows in the order the pass's kernel reads them (pass_args.h); a layout-only choice
      a.post_twiddle_order = cuda::post_twiddle_order(a);
      auto pt = post_.find(post_key(f, a.post_twiddle_order));
      a.post_twiddles = pt == post_.end() ? nullptr : pt->second;
    }
    return a;
  }

  static cuda::CopyLines copy_for(const FftPass& f, double scale) {
    cuda::CopyLines c;
    c.rank = static_cast<int>(f.lines.size());
    for (int d = 0; d < c.rank && d < 3; ++d) {
      c.count[d] = f.lines[d].count;
      c.istride[d] = f.lines[d].istride;
      c.ostride[d] = f.lines[d].ostride;
    }
    c.nlines = f.nlines();
    c.scale = static_cast<float>(scale);
    return c;
  }

  Plan plan_;
  std::map<int64_t, void*> twiddles_;
  // (twiddle_n, n, count along twiddle_dim, row order) -> line-major post-twiddle table
  static std::array<int64_t, 4> post_key(const FftPass& f, int order) {
    return {f.twiddle_n, static_cast<int64_t>(f.n), f.lines[static_cast<size_t>(f.twiddle_dim)].count, order};
  }
  std::map<std::array<int64_t, 4>, void*> post_;
  void* own_work_ = nullptr;  // used when ExecArgs::work is NULL
  unsigned long long* tickets_ = nullptr;  // PassArgsF32::tickets
};

}  // namespace

Status make_cuda_executor(const Plan& plan, std::unique_ptr<Executor>* out) {
  if (!cuda_device_available()) return Status(TCFFT_NO_DEVICE, "no usable CUDA device (compute capability >= 9.0)");
  if (plan.passes.size() > 0 && plan.passes[0].n > (int64_t{1} << 30)) {
    return not_supported("transform length too large for the CUDA backend");
  }
  // The tables are made on the host first (the twiddle table of each pass length, and for a
  // post-twiddled pass of length N the first octant of T_N: N bytes), so a host allocation can fail
  // here too: ALLOC_FAILED as for the device, as make_cpu_executor does.
  try {
    auto ex = std::make_unique<CudaExecutor>(plan);
    TCFFT_RETURN_IF_ERROR(ex->init());
    *out = std::move(ex);
  } catch (const std::bad_alloc&) {
    return Status(TCFFT_ALLOC_FAILED, "CUDA executor: out of host memory while making the twiddle tables");
  }
  return Status::ok();
}

}  // namespace tcfft
