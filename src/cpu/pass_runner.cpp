#include "cpu/pass_runner.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <limits>
#include <new>
#include <string>

#include "cpu/split_emulation.h"
#include "cpu/storage_io.h"
#include "cpu/threading.h"

namespace tcfft::cpu {

namespace {

/// T_len from the cache, built on first use.
template <typename T>
std::shared_ptr<const TwiddleTable<T>> cached_table(std::map<int64_t, std::shared_ptr<const TwiddleTable<T>>>* m,
                                                    int64_t len) {
  auto& t = (*m)[len];
  if (!t) t = std::make_shared<TwiddleTable<T>>(len);
  return t;
}

}  // namespace

Status prepare_pass(const FftPass& p, Storage storage, TwiddleCache* cache, PreparedPass* out) {
  if (p.n < 1 || !is_pow2(p.n)) {
    return not_supported("CPU executor: pass length " + std::to_string(p.n) + " is not a power of two");
  }
  int64_t prod = 1;
  for (int r : p.radices) {
    if (r != 2 && r != 4 && r != 8 && r != 16) {
      return not_supported("CPU executor: radix " + std::to_string(r) + " is not 2, 4, 8 or 16");
    }
    prod *= r;
  }
  if (prod != p.n) return internal_error("CPU executor: radices do not multiply to n = " + std::to_string(p.n));
  if (p.nlines() < 1) return internal_error("CPU executor: pass has no lines");
  const bool tc = p.compute != Compute::Native;
  if (tc && storage == Storage::F64) {
    return not_supported(std::string("CPU executor: compute ") + to_string(p.compute) + " with F64 storage");
  }
  int P = 0;
  if (p.compute == Compute::TcSplit) {
    if (p.split_terms != 2 && p.split_terms != 3) {
      return invalid_value("CPU executor: split terms = " + std::to_string(p.split_terms) + " must be 2 or 3");
    }
    P = p.split_terms;
  } else if (p.compute == Compute::TcFp16) {
    P = 1;
  }

  PreparedPass pp;
  pp.pass = p;
  pp.storage = storage;
  pp.compute_f64 = storage == Storage::F64;
  pp.P = P;
  pp.float0 = float_first_stage(p) && !pp.compute_f64;
  pp.float_last = float_last_stage(p) && !pp.compute_f64;
  pp.line_first = pp.compute_f64 ? -1 : line_scale_first_stage(p);
  pp.line_groups = pp.compute_f64 ? 1 : line_scale_groups(p);
  pp.line_last = static_cast<int>(p.radices.size()) - (pp.line_groups > 1 ? 2 : 1);
  int lns = 0;
  for (int r : p.radices) {
    StageShape sh;
    sh.N = p.n;
    sh.R = r;
    sh.log2R = ilog2(r);
    sh.log2Ns = lns;
    lns += sh.log2R;
    pp.stages.push_back(sh);
    if (pp.compute_f64) {
      pp.wd.push_back({make_direct_w<double>(r, -1), make_direct_w<double>(r, +1)});
    } else if ((pp.float0 && pp.stages.size() == 1) || (pp.float_last && pp.stages.size() == p.radices.size())) {
      // the §4.7 network needs no table (both slots stay empty)
      pp.wf.emplace_back();
      pp.mat.emplace_back();
    } else if (runs_native(P, r)) {
      // float direct-sum matrices for the stages run natively; the other slot stays empty (both
      // vectors are indexed by stage)
      pp.wf.push_back({make_direct_w<float>(r, -1), make_direct_w<float>(r, +1)});
      if (tc) pp.mat.emplace_back();
    } else {
      const int Q = (p.compute == Compute::TcSplit && r >= 8) ? 2 : 1;
      pp.wf.emplace_back();
      pp.mat.push_back({make_split_matrix(r, -1, Q), make_split_matrix(r, +1, Q)});
    }
  }
  if (p.twiddle_n != 0) {
    if (p.twiddle_n < 1 || !is_pow2(p.twiddle_n) || p.twiddle_dim < 0 ||
        p.twiddle_dim >= static_cast<int>(p.lines.size())) {
      return internal_error("CPU executor: bad post-twiddle (n = " + std::to_string(p.twiddle_n) + ", dim " +
                            std::to_string(p.twiddle_dim) + ")");
    }
    pp.tw_cnt = p.lines[static_cast<size_t>(p.twiddle_dim)].count;
    for (size_t d = static_cast<size_t>(p.twiddle_dim) + 1; d < p.lines.size(); ++d) pp.tw_div *= p.lines[d].count;
    if (pp.compute_f64) {
      pp.ptwd = cached_table(&cache->f64, p.twiddle_n);
    } else {
      pp.ptwf = cached_table(&cache->f32, p.twiddle_n);
    }
  }
  if (pp.compute_f64) {
    pp.twd = cached_table(&cache->f64, p.n);
  } else {
    pp.twf = cached_table(&cache->f32, p.n);
  }
  *out = std::move(pp);
  return Status::ok();
}

namespace {

template <class C>
struct LineBuf {
  std::vector<C> ar, ai, br, bi;
  void resize(int64_t n) {
    const size_t s = static_cast<size_t>(n);
    ar.resize(s);
    ai.resize(s);
    br.resize(s);
    bi.resize(s);
  }
};

// Element offsets of line b in the pass input and output.
void line_offsets(const FftPass& p, int64_t b, int64_t* ioff, int64_t* ooff) {
  int64_t i = 0, o = 0;
  for (size_t d = p.lines.size(); d-- > 0;) {
    const LineDim& L = p.lines[d];
    const int64_t idx = b % L.count;
    b /= L.count;
    i += idx * L.istride;
    o += idx * L.ostride;
  }
  *ioff = i;
  *ooff = o;
}

// Stage s on the array of shape sh (pp.stages[s], or run_batch's interleaved form of it).
// ls: the §4.8 / §4.9 scale pair (inv, s) of this stage of a line-scaled pass, else null.
void run_stage(const PreparedPass& pp, size_t s, const StageShape& sh, bool inverse, const float* xr,
               const float* xi, float* yr, float* yi, int64_t j0, int64_t j1, const float* ls) {
  if ((s == 0 && pp.float0) || (pp.float_last && s + 1 == pp.stages.size())) {
    float_r16_stage(sh, xr, xi, yr, yi, *pp.twf, inverse, j0, j1);
  } else if (ls != nullptr) {
    tc_stage_line(sh, xr, xi, yr, yi, *pp.twf, pp.mat[s][inverse ? 1 : 0], pp.P, inverse, j0, j1, ls[0], ls[1]);
  } else if (runs_native(pp.P, sh.R)) {
    native_stage(sh, xr, xi, yr, yi, *pp.twf, pp.wf[s][inverse ? 1 : 0], inverse, j0, j1);
  } else {
    tc_stage(sh, xr, xi, yr, yi, *pp.twf, pp.mat[s][inverse ? 1 : 0], pp.P, inverse, j0, j1);
  }
}

void run_stage(const PreparedPass& pp, size_t s, const StageShape& sh, bool inverse, const double* xr,
               const double* xi, double* yr, double* yi, int64_t j0, int64_t j1, const float*) {
  native_stage(sh, xr, xi, yr, yi, *pp.twd, pp.wd[s][inverse ? 1 : 0], inverse, j0, j1);
}

const TwiddleTable<float>& post_table(const PreparedPass& pp, float*) { return *pp.ptwf; }
const TwiddleTable<double>& post_table(const PreparedPass& pp, double*) { return *pp.ptwd; }

// Post-twiddle of line b (docs/numerics.md §1, four-step): y[k] *= T_tn[(k*c) mod tn]
// (conj for the inverse), the §3 fma form, skipped where the index is 0.
template <class C>
void post_twiddle(const PreparedPass& pp, int64_t b, bool inverse, C* re, C* im) {
  const int64_t tn = pp.pass.twiddle_n;
  const int64_t c = (b / pp.tw_div) % pp.tw_cnt;
  const TwiddleTable<C>& t = post_table(pp, static_cast<C*>(nullptr));
  for (int64_t k = 1; k < pp.pass.n; ++k) {
    const int64_t m = (k * c) & (tn - 1);
    if (m == 0) continue;
    C wr, wi;
    t.get(m, &wr, &wi);
    if (inverse) wi = -wi;
    const C p = im[k] * wi;
    const C q = im[k] * wr;
    const C r = std::fma(re[k], wr, -p);
    const C i = std::fma(re[k], wi, q);
    re[k] = r;
    im[k] = i;
  }
}

// One line: gather, stages (each split over `nthreads` threads), scale, scatter.
template <class C>
void run_line(const PreparedPass& pp, const void* in, void* out, int64_t b, bool inverse, bool do_scale, C scale,
              LineBuf<C>* buf, int nthreads) {
  const FftPass& p = pp.pass;
  const int64_t n = p.n;
  int64_t ioff, ooff;
  line_offsets(p, b, &ioff, &ooff);
  gather_line<C>(pp.storage, in, ioff, p.in_stride, n, buf->ar.data(), buf->ai.data());
  C *xr = buf->ar.data(), *xi = buf->ai.data(), *yr = buf->br.data(), *yi = buf->bi.data();
  // §4.8 / §4.9 / §4.11 / §4.12 (line_first >= 0): the scale pair (s, inv) of each group (the
  // line, §4.11's two sub-rows or §4.12's 16 sub-lines); at the input of stage s position p and
  // butterfly j are in group (p >> log2 Ns) & (G - 1), Ns the stage's Stockham span.
  float line_inv[16], line_s[16];
  const size_t first = static_cast<size_t>(pp.line_first), last = static_cast<size_t>(pp.line_last);
  const int G = pp.line_groups;
  for (size_t s = 0; s < pp.stages.size(); ++s) {
    const int64_t nb = n >> pp.stages[s].log2R;  // butterflies in this stage
    const int lns = pp.stages[s].log2Ns;
    float ls_pair[16][2];
    const bool lined = pp.line_first >= 0 && s >= first && s <= last;
    if (lined) {
      if (s == first) {  // each group's maximum of |re|, |im| of this stage's inputs, NaN if any is NaN
        float m[16] = {};
        for (int64_t i = 0; i < n; ++i) {
          const int g = static_cast<int>((i >> lns) & (G - 1));
          const float a = std::fabs(static_cast<float>(xr[i])), b = std::fabs(static_cast<float>(xi[i]));
          m[g] = (std::isnan(a) || std::isnan(b) || std::isnan(m[g])) ? std::numeric_limits<float>::quiet_NaN()
                                                                    : std::max(m[g], std::max(a, b));
        }
        for (int g = 0; g < G; ++g) line_scale(m[g], &line_s[g], &line_inv[g]);
      }
      for (int g = 0; g < G; ++g) {
        ls_pair[g][0] = s == first ? line_inv[g] : 1.0f;
        ls_pair[g][1] = s == last ? line_out_scale(line_s[g], pp.P) : 1.0f;
      }
    }
    // butterflies [j0, j1) of this stage, split into runs of one group each (runs of Ns for G > 1)
    auto run = [&](int64_t j0, int64_t j1) {
      if (!lined || G == 1) {
        run_stage(pp, s, pp.stages[s], inverse, xr, xi, yr, yi, j0, j1, lined ? ls_pair[0] : nullptr);
        return;
      }
      for (int64_t j = j0; j < j1;) {
        const int64_t e = std::min(j1, ((j >> lns) + 1) << lns);
        run_stage(pp, s, pp.stages[s], inverse, xr, xi, yr, yi, j, e, ls_pair[(j >> lns) & (G - 1)]);
        j = e;
      }
    };
    if (nthreads <= 1) {
      run(0, nb);
    } else {
      fork_join(nthreads, [&](int t) {
        // Split on multiples of 64 butterflies so threads do not share cache lines much.
        const int64_t blocks = (nb + 63) / 64;
        const int64_t j0 = std::min(nb, blocks * t / nthreads * 64);
        const int64_t j1 = std::min(nb, blocks * (t + 1) / nthreads * 64);
        if (j0 < j1) run(j0, j1);
      });
    }
    std::swap(xr, yr);
    std::swap(xi, yi);
  }
  if (p.twiddle_n > 0) post_twiddle<C>(pp, b, inverse, xr, xi);
  scatter_line<C>(pp.storage, out, ooff, p.out_stride, n, xr, xi, do_scale, scale);
}

std::atomic<bool> g_line_batching{true};

// Lines of at most this many points run in interleaved batches in NATIVE, 2^log2L lines with
// n 2^log2L <= kBatchPoints, at most kBatchLines. Longer lines give each stage N / R >= 32
// butterflies (kChunk, stage_kernels.cpp) to vectorize over, and there the batch's transposes cost
// more than they save (2 cores here, 2026-11-28, F32 2^21 points: 512 x2048 6.54 -> 7.11 ms, 1024
// x1024 7.55 -> 8.26; 256 x4096 7.61 -> 6.52, 128 x8192 7.73 -> 5.70, 16 x65536 29.3 -> 3.34).
constexpr int64_t kBatchMaxN = 256, kBatchPoints = 4096, kBatchLines = 64;

bool batched_lines(const PreparedPass& pp) {
  return g_line_batching.load(std::memory_order_relaxed) && pp.P == 0 && !pp.float0 && !pp.float_last &&
         pp.line_first < 0 && pp.pass.n <= kBatchMaxN;
}

// Lines b0 ... b0 + 2^lgL - 1 of a NATIVE pass in one interleaved array (element i of line l at
// (i << lgL) + l): each stage runs once over all of them, vectorized across the lines, where one line
// alone has as few as one butterfly per stage. Per line: the gather, every butterfly's arithmetic,
// the post-twiddle, the scale and the scatter are run_line's, so the bits are too.
template <class C>
void run_batch(const PreparedPass& pp, const void* in, void* out, int64_t b0, int lgL, bool inverse, bool do_scale,
               C scale, LineBuf<C>* big, LineBuf<C>* one) {
  const FftPass& p = pp.pass;
  const int64_t n = p.n, L = int64_t{1} << lgL;
  C *xr = big->ar.data(), *xi = big->ai.data(), *yr = big->br.data(), *yi = big->bi.data();
  C *tr = one->ar.data(), *ti = one->ai.data();
  int64_t ioff, ooff;
  for (int64_t l = 0; l < L; ++l) {
    line_offsets(p, b0 + l, &ioff, &ooff);
    gather_line<C>(pp.storage, in, ioff, p.in_stride, n, tr, ti);
    for (int64_t i = 0; i < n; ++i) {
      xr[(i << lgL) + l] = tr[i];
      xi[(i << lgL) + l] = ti[i];
    }
  }
  for (size_t s = 0; s < pp.stages.size(); ++s) {
    StageShape sh = pp.stages[s];
    sh.N = n << lgL;
    sh.log2Ns += lgL;
    sh.log2L = lgL;
    run_stage(pp, s, sh, inverse, xr, xi, yr, yi, 0, sh.N >> sh.log2R, nullptr);  // NATIVE: native_stage
    std::swap(xr, yr);
    std::swap(xi, yi);
  }
  for (int64_t l = 0; l < L; ++l) {
    for (int64_t i = 0; i < n; ++i) {
      tr[i] = xr[(i << lgL) + l];
      ti[i] = xi[(i << lgL) + l];
    }
    if (p.twiddle_n > 0) post_twiddle<C>(pp, b0 + l, inverse, tr, ti);
    line_offsets(p, b0 + l, &ioff, &ooff);
    scatter_line<C>(pp.storage, out, ooff, p.out_stride, n, tr, ti, do_scale, scale);
  }
}

template <class C>
Status run_pass_typed(const PreparedPass& pp, const ExecArgs& a, int nthreads) {
  const FftPass& p = pp.pass;
  auto buffer = [&](Buffer b) -> void* {
    return b == Buffer::Input ? const_cast<void*>(a.in) : b == Buffer::Output ? a.out : a.work;
  };
  const void* in = buffer(p.src);
  void* out = buffer(p.dst);
  if (in == nullptr || out == nullptr) return internal_error("CPU executor: pass buffer (workspace) is NULL");
  const bool inverse = a.direction > 0;
  const C scale = static_cast<C>(a.scale);
  const bool do_scale = p.applies_scale && scale != C(1);
  const int64_t nl = p.nlines();
  const int64_t n = p.n;
  const int64_t nst = std::max<int64_t>(1, static_cast<int64_t>(pp.stages.size()));
  // Work in element-stages; TC emulation costs ~20x a native element-stage.
  const int64_t cost = pp.P > 0 ? 20 : 1;
  const double work = static_cast<double>(nl) * static_cast<double>(n) * static_cast<double>(nst * cost);
  int threads = static_cast<int>(std::min<double>(nthreads, std::max(1.0, work / kMinWorkPerThread)));
  // Long lines: share stages between threads, one line at a time (bounded memory).
  const bool intra = threads > 1 && (nl < threads || n >= (int64_t{1} << 20)) && n >= 1024;
  if (!intra && threads > nl) threads = static_cast<int>(nl);
  try {
    if (intra) {
      LineBuf<C> buf;
      buf.resize(n);
      for (int64_t b = 0; b < nl; ++b) run_line<C>(pp, in, out, b, inverse, do_scale, scale, &buf, threads);
    } else {
      const bool batched = batched_lines(pp);
      fork_join(threads, [&](int t) {
        const int64_t b0 = nl * t / threads, b1 = nl * (t + 1) / threads;
        if (b0 >= b1) return;
        LineBuf<C> buf;
        buf.resize(n);
        if (batched) {
          const int64_t lmax = std::min(kBatchLines, std::max<int64_t>(1, kBatchPoints / n));
          LineBuf<C> big;
          big.resize(n * lmax);
          for (int64_t b = b0; b < b1;) {
            int lgL = 0;  // the largest power of two of lines left, up to lmax
            while ((int64_t{2} << lgL) <= std::min(lmax, b1 - b)) ++lgL;
            run_batch<C>(pp, in, out, b, lgL, inverse, do_scale, scale, &big, &buf);
            b += int64_t{1} << lgL;
          }
        } else {
          for (int64_t b = b0; b < b1; ++b) run_line<C>(pp, in, out, b, inverse, do_scale, scale, &buf, 1);
        }
      });
    }
  } catch (const std::bad_alloc&) {
    return Status(TCFFT_ALLOC_FAILED, "CPU executor: out of host memory for line buffers of n = " +
                                          std::to_string(n));
  } catch (const std::exception& e) {
    return internal_error(std::string("CPU executor: ") + e.what());
  }
  return Status::ok();
}

}  // namespace

void set_line_batching(bool on) { g_line_batching.store(on); }
bool line_batching() { return g_line_batching.load(); }

Status run_pass(const PreparedPass& pp, const ExecArgs& a, int nthreads) {
  if (pp.compute_f64) return run_pass_typed<double>(pp, a, nthreads);
  return run_pass_typed<float>(pp, a, nthreads);
}

}  // namespace tcfft::cpu
