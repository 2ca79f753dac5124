// GPU runner: tcfft's CUDA backend against cuFFT FP32 (C2C) and cuFFT FP16
// (cufftXtMakePlanMany with CUDA_C_16F), all checked against cuFFT Z2Z (FP64)
// on the same input promoted to double, as the anchors measure.
//
// Per library: one verification run on a NaN-poisoned output (errors and
// "fully written" check), then warm-up + timed runs with CUDA events and no
// synchronisation inside the loop. Out-of-place data that fits in L2 rotates
// over enough buffer slots to cover 3 x L2; in-place runs restore the input
// and overwrite a 2 x L2 scratch buffer before each run, outside the events.
#include <cuda_runtime.h>

#include <algorithm>
#include <cstring>
#include <functional>

#include "cuda_check.h"
#include "cufft_plan.h"
#include "device_memory.h"
#include "event_timer.h"
#include "gpu_env.h"
#include "host_data.h"
#include "metrics.h"
#include "runner.h"
#include "tcfft_handle.h"

namespace tcfft_cli {

namespace {

/// A library as the GPU runner sees it.
struct GpuLib {
  std::string name;
  tcfftPrecision data = TCFFT_F32;
  std::function<Verdict()> prepare;
  std::function<Verdict(const void* in, void* out)> exec;
};

/// Thrown from inside the timed loop when a library call fails.
struct LibFailure : std::runtime_error {
  explicit LibFailure(Verdict v) : std::runtime_error(v.message), verdict(std::move(v)) {}
  Verdict verdict;
};

cudaDataType cuda_type(tcfftPrecision p) {
  switch (p) {
    case TCFFT_F16: return CUDA_C_16F;
    case TCFFT_BF16: return CUDA_C_16BF;
    case TCFFT_F32: return CUDA_C_32F;
    case TCFFT_F64: return CUDA_C_64F;
  }
  return CUDA_C_32F;
}

class GpuRunner final : public Runner {
 public:
  explicit GpuRunner(const BenchConfig& cfg) : env_(base_environment("cuda")) {
    (void)cfg;
    info_ = query_gpu();
    stream_ = std::make_unique<Stream>();
    flush_ = DeviceBuffer(std::max<size_t>(2 * info_.l2_bytes, size_t{8} << 20));
    TCFFT_CLI_CUDA_CHECK(cudaMemsetAsync(flush_.data(), 0, flush_.bytes(), stream_->get()));
    bw_ = measure_copy_bandwidth(stream_->get());
    env_["platform"] = "GPU: tcfft CUDA backend vs cuFFT FP32 (C2C) and cuFFT FP16 (CUDA_C_16F)";
    env_["device"] = info_.name;
    env_["compute_capability"] = std::to_string(info_.cc_major) + "." + std::to_string(info_.cc_minor);
    env_["sms"] = info_.sms;
    env_["sm_clock_max_MHz"] = info_.sm_clock_mhz;
    env_["mem_clock_max_MHz"] = info_.mem_clock_mhz;
    env_["mem_bus_width_bits"] = info_.bus_width_bits;
    env_["l2_MB"] = static_cast<double>(info_.l2_bytes) / 1e6;
    env_["memory_GB"] = static_cast<double>(info_.mem_bytes) / 1e9;
    env_["cuda_runtime"] = cuda_version_string(info_.runtime_version);
    env_["cuda_driver"] = cuda_version_string(info_.driver_version);
    env_["cufft_version"] = cufft_version_string();
    env_["tcfft_cuda_available"] = tcfftCudaAvailable() != 0;
    env_["reference"] = "cuFFT Z2Z (FP64) on the same input promoted to double";
    env_["copy_bandwidth_GBps"] = bw_.gbps;
    env_["copy_bandwidth_method"] = "cudaMemcpy D2D of " + std::to_string(bw_.bytes >> 20) +
                                    " MiB, median of 10 after 2 warm-ups, counting read + write" +
                                    (bw_.note.empty() ? "" : " (" + bw_.note + ")");
    env_["timing"] =
        "CUDA events around each run, median; events recorded into arrays, one sync after the loop; "
        "out-of-place data < L2 rotates over slots covering 3 x L2; in-place restores input and flushes L2 "
        "(2 x L2 memset) before each run, outside the events; config.sustain_ms > 0: untimed back-to-back runs "
        "for that long between the warm-ups and the timed runs";
  }

  std::string mode() const override { return "cuda"; }
  std::string baseline() const override { return "cufft32"; }
  const Environment& environment() const override { return env_; }

  std::vector<Row> run_case(const BenchCase& c, const BenchConfig& cfg, Progress& progress) override {
    const Shape& s = c.shape;
    std::vector<Row> rows;
    progress.begin(row_description(s, c.radices.front()));
    const std::vector<double> input =
        make_input(static_cast<size_t>(s.total()), cfg.seed, cfg.precision == TCFFT_BF16);

    progress.note("ref");
    std::vector<double> ref;
    std::string ref_error;
    try {
      ref = reference_z2z(s, input, cfg.direction);
    } catch (const CudaError& e) {
      ref_error = e.what();
      recover_or_abort(e.what());
    } catch (const std::exception& e) {
      ref_error = e.what();
    }

    std::vector<LibResult> shared;
    for (tcfftPrecision p : {TCFFT_F32, TCFFT_F16}) {
      if (cfg.tcfft_only) break;  // --tcfft-only: no cuFFT columns
      const std::string name = p == TCFFT_F32 ? "cufft32" : "cufft16";
      if (ref.empty()) {
        shared.push_back(failed_without_reference(name, ref_error));
        continue;
      }
      progress.note(name);
      auto plan = std::make_shared<CufftPlan>();
      GpuLib lib;
      lib.name = name;
      lib.data = p;
      lib.prepare = [plan, &s, p, this] { return plan->make(s, cuda_type(p), stream_->get()); };
      lib.exec = [plan, &cfg](const void* in, void* out) { return plan->exec(in, out, cfg.direction); };
      shared.push_back(measure(lib, s, input, ref, cfg));
    }

    for (size_t k = 0; k < c.radices.size(); ++k) {
      const int radix = c.radices[k];
      if (k > 0) progress.begin(row_description(s, radix));
      Row row = make_row(c, radix, cfg);
      row.baseline = baseline();
      if (ref.empty()) {
        row.libs.push_back(failed_without_reference("tcfft", ref_error));
      } else {
        progress.note("tcfft");
        TcfftPlan plan;
        TcfftSettings st;
        st.backend = TCFFT_BACKEND_CUDA;
        st.precision = cfg.precision;
        st.compute = cfg.compute;
        st.radix = radix;
        st.max_pass = cfg.max_pass;
        st.planner = cfg.planner;
        st.stream = reinterpret_cast<tcfftStream>(stream_->get());
        GpuLib lib;
        lib.name = "tcfft";
        lib.data = cfg.precision;
        lib.prepare = [&] {
          const Outcome o = plan.make(s, st);
          return tcfft_verdict(o.code, o.message);
        };
        lib.exec = [&](const void* in, void* out) {
          const Outcome o = plan.exec(in, out, cfg.direction);
          return tcfft_verdict(o.code, o.message);
        };
        row.libs.push_back(measure(lib, s, input, ref, cfg));
        row.tcfft_plan = plan.summary();
      }
      for (const LibResult& l : shared) row.libs.push_back(l);
      row.finish();
      progress.end(row_summary(row));
      rows.push_back(std::move(row));
    }
    return rows;
  }

 private:
  static LibResult failed_without_reference(const std::string& name, const std::string& why) {
    LibResult r;
    r.name = name;
    r.label = lib_label(name);
    r.status = "failed";
    r.message = "no FP64 reference: " + why;
    return r;
  }

  /// After a CUDA error: clear it if it is not sticky, else stop the bench.
  void recover_or_abort(const std::string& what) {
    cudaGetLastError();
    const cudaError_t e = cudaDeviceSynchronize();
    if (e != cudaSuccess) {
      throw FatalError("CUDA context unusable after: " + what + "; then cudaDeviceSynchronize: " +
                       cuda_error_text(e));
    }
    cudaGetLastError();
  }

  std::vector<double> reference_z2z(const Shape& s, const std::vector<double>& input, int direction) {
    const size_t bytes = input.size() * sizeof(double);
    DeviceBuffer in(bytes), out(bytes);
    cudaStream_t st = stream_->get();
    TCFFT_CLI_CUDA_CHECK(cudaMemcpyAsync(in.data(), input.data(), bytes, cudaMemcpyHostToDevice, st));
    TCFFT_CLI_CUDA_CHECK(cudaMemsetAsync(out.data(), 0xFF, bytes, st));
    CufftPlan plan;
    Verdict v = plan.make(s, CUDA_C_64F, st);
    if (!v.ok()) throw std::runtime_error("reference plan: " + v.message);
    v = plan.exec(in.data(), out.data(), direction);
    if (!v.ok()) throw std::runtime_error("reference exec: " + v.message);
    TCFFT_CLI_CUDA_CHECK(cudaStreamSynchronize(st));
    TCFFT_CLI_CUDA_CHECK(cudaGetLastError());
    std::vector<double> ref(input.size());
    TCFFT_CLI_CUDA_CHECK(cudaMemcpyAsync(ref.data(), out.data(), bytes, cudaMemcpyDeviceToHost, st));
    TCFFT_CLI_CUDA_CHECK(cudaStreamSynchronize(st));
    for (double x : ref) {
      if (!std::isfinite(x)) throw std::runtime_error("the FP64 reference has NaN/inf outputs");
    }
    return ref;
  }

  LibResult measure(GpuLib& lib, const Shape& s, const std::vector<double>& input, const std::vector<double>& ref,
                    const BenchConfig& cfg) {
    LibResult r;
    r.name = lib.name;
    r.label = lib_label(lib.name);
    r.precision = precision_name(lib.data);
    const size_t total = static_cast<size_t>(s.total());
    const size_t bytes = total * complex_bytes(lib.data);
    r.data_bytes = static_cast<double>(bytes);
    if (bw_.gbps > 0) r.floor_ms = 2.0 * r.data_bytes / (bw_.gbps * 1e9) * 1e3;
    cudaStream_t st = stream_->get();
    try {
      Verdict v = lib.prepare();
      if (!v.ok()) {
        apply_verdict(&r, v);
        return r;
      }
      // in-place: `src` keeps the pristine input, `buf` is transformed.
      DeviceBuffer src(bytes), buf(bytes);
      {
        HostBuffer host = pack(lib.data, input);
        TCFFT_CLI_CUDA_CHECK(cudaMemcpyAsync(src.data(), host.data(), bytes, cudaMemcpyHostToDevice, st));
        TCFFT_CLI_CUDA_CHECK(cudaStreamSynchronize(st));  // `host` is freed at the end of this block
      }
      // Verification run.
      if (cfg.inplace) {
        TCFFT_CLI_CUDA_CHECK(cudaMemcpyAsync(buf.data(), src.data(), bytes, cudaMemcpyDeviceToDevice, st));
        v = lib.exec(buf.data(), buf.data());
      } else {
        TCFFT_CLI_CUDA_CHECK(cudaMemsetAsync(buf.data(), 0xFF, bytes, st));  // NaN in every precision
        v = lib.exec(src.data(), buf.data());
      }
      TCFFT_CLI_CUDA_CHECK(cudaStreamSynchronize(st));
      TCFFT_CLI_CUDA_CHECK(cudaGetLastError());
      if (!v.ok()) {
        apply_verdict(&r, v);
        return r;
      }
      {
        HostBuffer host(bytes);
        TCFFT_CLI_CUDA_CHECK(cudaMemcpyAsync(host.data(), buf.data(), bytes, cudaMemcpyDeviceToHost, st));
        TCFFT_CLI_CUDA_CHECK(cudaStreamSynchronize(st));
        std::vector<double> y;
        unpack(lib.data, host.data(), total, &y);
        r.err = compare_outputs(y, ref);
      }
      r.status = "ok";
      check_output_written(&r);
      if (!r.ok()) return r;

      // Timing.
      const int runs = cfg.warmup + cfg.reps;
      const size_t l2 = info_.l2_bytes;
      size_t slots = 1;
      if (!cfg.inplace && 2 * bytes <= l2) {
        slots = std::min<size_t>(static_cast<size_t>(runs), (3 * l2 + 2 * bytes - 1) / (2 * bytes));
      }
      DeviceBuffer arena_in, arena_out;
      if (slots > 1) {
        arena_in = DeviceBuffer(slots * bytes);
        arena_out = DeviceBuffer(slots * bytes);
        for (size_t k = 0; k < slots; ++k) {
          TCFFT_CLI_CUDA_CHECK(
              cudaMemcpyAsync(arena_in.bytes_at(k * bytes), src.data(), bytes, cudaMemcpyDeviceToDevice, st));
        }
        TCFFT_CLI_CUDA_CHECK(cudaMemsetAsync(arena_out.data(), 0, slots * bytes, st));
      }
      std::function<void(int)> before;
      if (cfg.inplace) {
        before = [&](int i) {
          TCFFT_CLI_CUDA_CHECK(cudaMemcpyAsync(buf.data(), src.data(), bytes, cudaMemcpyDeviceToDevice, st));
          TCFFT_CLI_CUDA_CHECK(cudaMemsetAsync(flush_.data(), i & 0xFF, flush_.bytes(), st));
        };
      }
      auto launch = [&](int i) {
        Verdict lv;
        if (cfg.inplace) {
          lv = lib.exec(buf.data(), buf.data());
        } else if (slots > 1) {
          const size_t k = static_cast<size_t>(i) % slots;
          lv = lib.exec(arena_in.bytes_at(k * bytes), arena_out.bytes_at(k * bytes));
        } else {
          lv = lib.exec(src.data(), buf.data());
        }
        if (!lv.ok()) throw LibFailure(lv);
      };
      const TimingStats t = summarize(time_launches(st, cfg.warmup, cfg.reps, before, launch, cfg.sustain_ms));
      r.ms = t.median;
      r.ms_min = t.min;
      r.ms_max = t.max;
      r.runs = t.runs;
      if (r.floor_ms > 0) r.x_floor = r.ms / r.floor_ms;
    } catch (const LibFailure& f) {
      apply_verdict(&r, f.verdict);
      recover_or_abort(f.what());
    } catch (const CudaError& e) {
      apply_verdict(&r, Verdict::failed(e.what()));
      recover_or_abort(e.what());
    } catch (const std::bad_alloc&) {
      apply_verdict(&r, Verdict::failed("out of host memory"));
    }
    return r;
  }

  Environment env_;
  GpuInfo info_;
  std::unique_ptr<Stream> stream_;
  DeviceBuffer flush_;
  CopyBandwidth bw_;
};

}  // namespace

std::unique_ptr<Runner> make_gpu_runner(const BenchConfig& cfg, std::string* why_not) {
  int count = 0;
  const cudaError_t e = cudaGetDeviceCount(&count);
  if (e != cudaSuccess || count == 0) {
    cudaGetLastError();
    if (why_not != nullptr) {
      *why_not = e != cudaSuccess ? "cudaGetDeviceCount: " + cuda_error_text(e) : "no CUDA device found";
    }
    return nullptr;
  }
  try {
    return std::make_unique<GpuRunner>(cfg);
  } catch (const std::exception& ex) {
    cudaGetLastError();
    if (why_not != nullptr) *why_not = std::string("GPU setup failed: ") + ex.what();
    return nullptr;
  }
}

}  // namespace tcfft_cli
