// CPU runner: tcfft's CPU backend against FFTW double (and FFTW float when
// the build found libfftw3f), all checked against FFTW long double on the
// same input. Used when there is no GPU or with --backend cpu. cuFFT columns
// are reported "unavailable".
#include <fftw3.h>

#include <algorithm>
#include <chrono>
#include <cstring>
#include <functional>
#include <thread>

#include "host_data.h"
#include "host_info.h"
#include "metrics.h"
#include "runner.h"
#include "tcfft_handle.h"

namespace tcfft_cli {

namespace {

using Clock = std::chrono::steady_clock;

/// One library as the CPU runner sees it: plan for given buffers, then run.
struct HostLib {
  std::string name;
  tcfftPrecision data = TCFFT_F32;
  std::function<Verdict(void* in, void* out)> prepare;
  std::function<Verdict(const void* in, void* out)> exec;
};

std::vector<int> int_dims(const Shape& s) {
  std::vector<int> n(s.dims);
  for (int d = 0; d < s.dims; ++d) n[d] = static_cast<int>(s.n[d]);
  return n;
}

bool fits_fftw(const Shape& s) {
  for (int d = 0; d < s.dims; ++d)
    if (s.n[d] > (1LL << 30)) return false;
  return s.batch < (1LL << 31) && s.elements() < (1LL << 31);
}

/// Long double FFTW on the input: the CPU reference.
std::vector<double> reference_fftwl(const Shape& s, const std::vector<double>& input, int direction) {
  const size_t n = input.size();
  fftwl_complex* a = static_cast<fftwl_complex*>(fftwl_malloc(n / 2 * sizeof(fftwl_complex)));
  if (a == nullptr) throw std::bad_alloc();
  std::vector<int> dims = int_dims(s);
  fftwl_plan p = fftwl_plan_many_dft(s.dims, dims.data(), static_cast<int>(s.batch), a, nullptr, 1,
                                     static_cast<int>(s.elements()), a, nullptr, 1, static_cast<int>(s.elements()),
                                     direction == TCFFT_INVERSE ? FFTW_BACKWARD : FFTW_FORWARD, FFTW_ESTIMATE);
  if (p == nullptr) {
    fftwl_free(a);
    throw std::runtime_error("fftwl_plan_many_dft failed for the reference");
  }
  long double* al = reinterpret_cast<long double*>(a);
  for (size_t i = 0; i < n; ++i) al[i] = input[i];
  fftwl_execute(p);
  std::vector<double> ref(n);
  for (size_t i = 0; i < n; ++i) ref[i] = static_cast<double>(al[i]);
  fftwl_destroy_plan(p);
  fftwl_free(a);
  return ref;
}

class CpuRunner final : public Runner {
 public:
  CpuRunner(const BenchConfig& cfg, const std::string& note) : env_(base_environment("cpu")) {
#ifdef TCFFT_CLI_HAVE_FFTW_THREADS
    fftw_init_threads();
    fftw_plan_with_nthreads(static_cast<int>(std::max(1u, std::thread::hardware_concurrency())));
#ifdef TCFFT_CLI_HAVE_FFTWF
    fftwf_init_threads();
    fftwf_plan_with_nthreads(static_cast<int>(std::max(1u, std::thread::hardware_concurrency())));
#endif
    fftw_threads_ = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
#endif
    (void)cfg;
    const size_t bw_bytes = size_t{128} << 20;
    bw_gbs_ = host_copy_bandwidth_gbs(bw_bytes);
    env_["platform"] = "CPU: tcfft CPU backend vs FFTW (no CUDA timing)";
    env_["note"] = note;
    env_["cuda"] = "unavailable: cuFFT columns are not measured";
    env_["fftw_version"] = std::string(fftw_version);
    env_["fftw_threads"] = fftw_threads_;
#ifdef TCFFT_CLI_HAVE_FFTWF
    env_["fftw_float"] = "yes (libfftw3f)";
#else
    env_["fftw_float"] = "no (built without libfftw3f)";
#endif
    env_["reference"] = "FFTW long double (fftwl), FFTW_ESTIMATE";
    env_["fftw_planner"] = "FFTW_ESTIMATE";
    env_["timing"] =
        "std::chrono::steady_clock around each call; median; config.sustain_ms > 0: untimed calls for that "
        "much wall time between the warm-ups and the timed calls";
    env_["copy_bandwidth_GBps"] = bw_gbs_;
    env_["copy_bandwidth_method"] = "host memcpy of 128 MiB, median of 5, counting read + write";
  }

  std::string mode() const override { return "cpu"; }
  std::string baseline() const override {
#ifdef TCFFT_CLI_HAVE_FFTWF
    return "fftw32";
#else
    return "fftw64";
#endif
  }
  const Environment& environment() const override { return env_; }

  std::vector<Row> run_case(const BenchCase& c, const BenchConfig& cfg, Progress& progress) override {
    const Shape& s = c.shape;
    std::vector<Row> rows;
    progress.begin(row_description(s, c.radices.front()));
    const std::vector<double> input = make_input(static_cast<size_t>(s.total()), cfg.seed, cfg.precision == TCFFT_BF16);
    std::vector<LibResult> shared;
    for (const char* cu : {"cufft32", "cufft16"}) {
      LibResult r;
      r.name = cu;
      r.label = lib_label(cu);
      r.status = "unavailable";
      r.message = "no CUDA device used (CPU run)";
      shared.push_back(r);
    }
    std::vector<double> ref;
    std::string ref_error;
    if (!fits_fftw(s)) {
      ref_error = "size too large for FFTW's int interface";
    } else {
      try {
        ref = reference_fftwl(s, input, cfg.direction);
      } catch (const std::exception& e) {
        ref_error = e.what();
      }
    }
    // FFTW double and float (not timed with --tcfft-only; the long double reference above still runs).
    if (!cfg.tcfft_only) {
      HostLib lib = fftw_double(s, cfg.direction);
      shared.push_back(ref.empty() ? unavailable("fftw64", ref_error) : measure(lib, s, input, ref, cfg));
#ifdef TCFFT_CLI_HAVE_FFTWF
      HostLib lib32 = fftw_float(s, cfg.direction);
      shared.push_back(ref.empty() ? unavailable("fftw32", ref_error) : measure(lib32, s, input, ref, cfg));
#else
      shared.push_back(unavailable("fftw32", "built without libfftw3f"));
#endif
    }
    for (size_t k = 0; k < c.radices.size(); ++k) {
      const int radix = c.radices[k];
      if (k > 0) progress.begin(row_description(s, radix));
      Row row = make_row(c, radix, cfg);
      row.baseline = baseline();
      LibResult t;
      if (ref.empty()) {
        t = unavailable("tcfft", "no reference: " + ref_error);
      } else {
        TcfftPlan plan;
        TcfftSettings st;
        st.backend = TCFFT_BACKEND_CPU;
        st.precision = cfg.precision;
        st.compute = cfg.compute;
        st.radix = radix;
        st.max_pass = cfg.max_pass;
        st.planner = cfg.planner;
        HostLib lib;
        lib.name = "tcfft";
        lib.data = cfg.precision;
        lib.prepare = [&](void*, void*) {
          const Outcome o = plan.make(s, st);
          return tcfft_verdict(o.code, o.message);
        };
        lib.exec = [&](const void* in, void* out) {
          const Outcome o = plan.exec(in, out, cfg.direction);
          return tcfft_verdict(o.code, o.message);
        };
        t = measure(lib, s, input, ref, cfg);
        row.tcfft_plan = plan.summary();
      }
      row.libs.push_back(t);
      for (const LibResult& l : shared) row.libs.push_back(l);
      row.finish();
      progress.end(row_summary(row));
      rows.push_back(std::move(row));
    }
    return rows;
  }

 private:
  static LibResult unavailable(const std::string& name, const std::string& why) {
    LibResult r;
    r.name = name;
    r.label = lib_label(name);
    r.status = "unavailable";
    r.message = why;
    return r;
  }

  static HostLib fftw_double(const Shape& s, int direction) {
    HostLib lib;
    lib.name = "fftw64";
    lib.data = TCFFT_F64;
    auto plan = std::make_shared<fftw_plan>(nullptr);
    lib.prepare = [plan, s, direction](void* in, void* out) {
      std::vector<int> n = int_dims(s);
      const int dist = static_cast<int>(s.elements());
      *plan = fftw_plan_many_dft(s.dims, n.data(), static_cast<int>(s.batch), static_cast<fftw_complex*>(in),
                                 nullptr, 1, dist, static_cast<fftw_complex*>(out), nullptr, 1, dist,
                                 direction == TCFFT_INVERSE ? FFTW_BACKWARD : FFTW_FORWARD, FFTW_ESTIMATE);
      if (*plan == nullptr) return Verdict::failed("fftw_plan_many_dft returned NULL");
      return Verdict{};
    };
    std::shared_ptr<void> guard(nullptr, [plan](void*) {  // destroys the plan with the last closure copy
      if (*plan != nullptr) fftw_destroy_plan(*plan);
    });
    lib.exec = [plan, guard](const void* in, void* out) {
      fftw_execute_dft(*plan, const_cast<fftw_complex*>(static_cast<const fftw_complex*>(in)),
                       static_cast<fftw_complex*>(out));
      return Verdict{};
    };
    return lib;
  }

#ifdef TCFFT_CLI_HAVE_FFTWF
  static HostLib fftw_float(const Shape& s, int direction) {
    HostLib lib;
    lib.name = "fftw32";
    lib.data = TCFFT_F32;
    auto plan = std::make_shared<fftwf_plan>(nullptr);
    lib.prepare = [plan, s, direction](void* in, void* out) {
      std::vector<int> n = int_dims(s);
      const int dist = static_cast<int>(s.elements());
      *plan = fftwf_plan_many_dft(s.dims, n.data(), static_cast<int>(s.batch), static_cast<fftwf_complex*>(in),
                                  nullptr, 1, dist, static_cast<fftwf_complex*>(out), nullptr, 1, dist,
                                  direction == TCFFT_INVERSE ? FFTW_BACKWARD : FFTW_FORWARD, FFTW_ESTIMATE);
      if (*plan == nullptr) return Verdict::failed("fftwf_plan_many_dft returned NULL");
      return Verdict{};
    };
    std::shared_ptr<void> guard(nullptr, [plan](void*) {
      if (*plan != nullptr) fftwf_destroy_plan(*plan);
    });
    lib.exec = [plan, guard](const void* in, void* out) {
      fftwf_execute_dft(*plan, const_cast<fftwf_complex*>(static_cast<const fftwf_complex*>(in)),
                        static_cast<fftwf_complex*>(out));
      return Verdict{};
    };
    return lib;
  }
#endif

  /// Verify once on a NaN-poisoned output, then time warmup + reps calls.
  LibResult measure(HostLib& lib, const Shape& s, const std::vector<double>& input, const std::vector<double>& ref,
                    const BenchConfig& cfg) const {
    LibResult r;
    r.name = lib.name;
    r.label = lib_label(lib.name);
    r.precision = precision_name(lib.data);
    const size_t total = static_cast<size_t>(s.total());
    const size_t bytes = total * complex_bytes(lib.data);
    r.data_bytes = static_cast<double>(bytes);
    if (bw_gbs_ > 0) r.floor_ms = 2.0 * r.data_bytes / (bw_gbs_ * 1e9) * 1e3;
    try {
      HostBuffer src = pack(lib.data, input);
      HostBuffer out(bytes);
      void* in_ptr = cfg.inplace ? out.data() : src.data();
      Verdict v = lib.prepare(in_ptr, out.data());
      if (!v.ok()) {
        apply_verdict(&r, v);
        return r;
      }
      // Verification run.
      if (cfg.inplace) {
        std::memcpy(out.data(), src.data(), bytes);
      } else {
        std::memset(out.data(), 0xFF, bytes);  // NaN in every precision
      }
      v = lib.exec(in_ptr, out.data());
      if (!v.ok()) {
        apply_verdict(&r, v);
        return r;
      }
      std::vector<double> y;
      unpack(lib.data, out.data(), total, &y);
      r.err = compare_outputs(y, ref);
      r.status = "ok";
      check_output_written(&r);
      if (!r.ok()) return r;
      // Timing: the warm-ups, then (--sustain-ms) untimed calls until that much wall time has
      // passed, then the timed calls. In-place calls restore their input first, untimed.
      std::vector<double> ms;
      auto call = [&](bool timed) {
        if (cfg.inplace) std::memcpy(out.data(), src.data(), bytes);
        const auto t0 = Clock::now();
        v = lib.exec(in_ptr, out.data());
        const auto t1 = Clock::now();
        if (timed && v.ok()) ms.push_back(std::chrono::duration<double, std::milli>(t1 - t0).count());
        return v.ok();
      };
      auto since = [](Clock::time_point t) { return std::chrono::duration<double, std::milli>(Clock::now() - t).count(); };
      bool ok = true;
      for (int w = 0; ok && w < cfg.warmup; ++w) ok = call(false);
      for (const auto s0 = Clock::now(); ok && since(s0) < cfg.sustain_ms;) ok = call(false);
      for (int k = 0; ok && k < cfg.reps; ++k) ok = call(true);
      if (!ok) {
        apply_verdict(&r, v);
        return r;
      }
      const TimingStats t = summarize(ms);
      r.ms = t.median;
      r.ms_min = t.min;
      r.ms_max = t.max;
      r.runs = t.runs;
      if (r.floor_ms > 0) r.x_floor = r.ms / r.floor_ms;
    } catch (const std::bad_alloc&) {
      apply_verdict(&r, Verdict::failed("out of host memory"));
    }
    return r;
  }

  Environment env_;
  double bw_gbs_ = 0;
  int fftw_threads_ = 1;
};

}  // namespace

std::unique_ptr<Runner> make_cpu_runner(const BenchConfig& cfg, const std::string& note) {
  return std::make_unique<CpuRunner>(cfg, note);
}

}  // namespace tcfft_cli
