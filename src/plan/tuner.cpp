// tune_plan(): the planner modes (ESTIMATE / MEASURE / WISDOM_ONLY) on top of
// make_plan()'s structure. See tuning.h.
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <sstream>
#include <thread>

#include "core/types.h"
#include "plan/tuning.h"
#include "plan/wisdom.h"

namespace tcfft {

const char* to_string(Planner p) {
  switch (p) {
    case Planner::Estimate: return "estimate";
    case Planner::Measure: return "measure";
    case Planner::WisdomOnly: return "wisdom-only";
  }
  return "?";
}

namespace {

using Clock = std::chrono::steady_clock;
double ms_since(Clock::time_point t0) {
  return std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
}

std::string radices_text(const std::vector<int>& r) {
  if (r.empty()) return "copy";
  std::string s;
  for (size_t i = 0; i < r.size(); ++i) s += (i ? "x" : "") + std::to_string(r[i]);
  return s;
}
std::string variant_text(const PassVariant& v) {
  return radices_text(v.radices) + " " + to_string(v.compute) +
         (v.tile_log != 0 ? " tile 2^" + std::to_string(v.tile_log) : "");
}

std::string fmt_ms(double ms) {
  char b[32];
  std::snprintf(b, sizeof b, "%.4g ms", ms);
  return b;
}

struct PassWork {
  std::vector<PassVariant> cands;
  std::vector<double> est;
  std::vector<double> meas;        // NaN: not timed
  std::vector<std::string> notes;
  size_t est_choice = 0;
  size_t chosen = 0;
};

/// The variant a pass of a plan of p runs (its radices, compute, and block tile where it is not
/// the rule's).
PassVariant variant_of(const Problem& p, const FftPass& f) {
  PassVariant v;
  v.radices = f.radices;
  v.compute = f.compute;
  v.tile_log = f.tile_log == generic_tile_rule(p, f) ? 0 : f.tile_log;
  return v;
}

/// Pass f of a plan of p runs variant v (tile_log 0: the rule's tile for v's compute).
void set_variant(const Problem& p, const PassVariant& v, FftPass* f) {
  f->radices = v.radices;
  f->compute = v.compute;
  f->tile_log = v.tile_log != 0 ? v.tile_log : generic_tile_rule(p, *f);
}

void warn(const std::string& m) { std::fprintf(stderr, "tcfft: warning: %s\n", m.c_str()); }

Plan with_schedule_unchecked(const Plan& base, const std::vector<PassVariant>& s) {
  Plan out = base;
  for (size_t i = 0; i < out.passes.size(); ++i) set_variant(out.problem, s[i], &out.passes[i]);
  return out;
}

// MEASURE over all passes; fills meas/notes/chosen. Returns non-OK when the
// timer cannot be built or ESTIMATE's choice cannot be timed (caller falls back).
Status run_measure(const Plan& base, const MeasureConfig& mc, Clock::time_point t0, std::vector<PassWork>* work,
                   TuningInfo* info) {
  std::unique_ptr<PlanTimer> timer;
  const Problem& p = base.problem;
  TCFFT_RETURN_IF_ERROR(p.backend == Backend::Cuda ? make_cuda_plan_timer(p, &timer)
                                                   : make_cpu_plan_timer(p, &timer));
  const size_t np = base.passes.size();
  auto sub_plan = [&](size_t i, const PassVariant& v) {
    Plan s = base;
    s.passes = {base.passes[i]};
    set_variant(p, v, &s.passes[0]);
    s.tuning = TuningInfo{};
    return s;
  };
  std::vector<double> best(np);
  // Phase 1: ESTIMATE's choice of every pass (always timed: MEASURE never does worse than it).
  for (size_t i = 0; i < np; ++i) {
    PassWork& w = (*work)[i];
    double ms = 0;
    int taken = 0;
    Status st = timer->time(sub_plan(i, w.cands[w.est_choice]), mc.warmup, mc.reps, 0.0, &ms, &taken);
    if (!st.is_ok()) return Status(st.code(), "timing ESTIMATE's choice failed: " + st.message());
    w.meas[w.est_choice] = ms;
    best[i] = ms;
    ++info->measured_count;
  }
  // Phase 2: the other survivors, cheapest estimate first, η-pruned, within the budget.
  const double budget_ms = mc.budget_s * 1e3;
  const double phase2_start = ms_since(t0);
  for (size_t i = 0; i < np; ++i) {
    PassWork& w = (*work)[i];
    const double pass_deadline = phase2_start + (budget_ms - phase2_start) * static_cast<double>(i + 1) / np;
    std::vector<size_t> order;
    for (size_t c = 0; c < w.cands.size(); ++c) {
      if (c != w.est_choice && !w.cands[c].pruned) order.push_back(c);
    }
    std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) { return w.est[a] < w.est[b]; });
    for (size_t c : order) {
      if (ms_since(t0) > pass_deadline) {
        w.notes[c] = "not timed: measurement budget (" + fmt_ms(budget_ms) + " per problem) spent";
        continue;
      }
      const double cutoff = (1.0 + mc.eta) * best[i];
      double ms = 0;
      int taken = 0;
      Status st = timer->time(sub_plan(i, w.cands[c]), mc.warmup, mc.reps, cutoff, &ms, &taken);
      ++info->measured_count;
      if (!st.is_ok()) {
        w.notes[c] = "backend rejected it: " + st.message();
        continue;
      }
      if (ms > cutoff && taken < mc.reps) {
        char b[160];
        std::snprintf(b, sizeof b, "eta-pruned: first run %.4g ms > (1+%.2g) x best %.4g ms", ms, mc.eta, best[i]);
        w.notes[c] = b;
        w.meas[c] = ms;
        continue;
      }
      w.meas[c] = ms;
      best[i] = std::min(best[i], ms);
    }
    // Winner: fastest fully timed candidate, if it beats ESTIMATE's choice by the noise guard.
    size_t win = w.est_choice;
    for (size_t c = 0; c < w.cands.size(); ++c) {
      if (std::isnan(w.meas[c]) || w.notes[c].rfind("eta-pruned", 0) == 0) continue;
      if (w.meas[c] < w.meas[win]) win = c;
    }
    std::ostringstream why;
    const double e = w.meas[w.est_choice];
    if (win != w.est_choice && w.meas[win] <= e * (1.0 - mc.min_gain)) {
      w.chosen = win;
      char b[64];
      std::snprintf(b, sizeof b, "%.3gx", e / w.meas[win]);
      why << "p" << i << ": " << variant_text(w.cands[win]) << " measured " << fmt_ms(w.meas[win]) << ", "
          << b << " faster than ESTIMATE's choice " << variant_text(w.cands[w.est_choice]) << " (" << fmt_ms(e)
          << ")";
    } else {
      w.chosen = w.est_choice;
      why << "p" << i << ": kept ESTIMATE's choice " << variant_text(w.cands[w.est_choice]) << " ("
          << fmt_ms(e) << "): ";
      if (win == w.est_choice) {
        why << "fastest of the timed candidates";
      } else {
        why << "best alternative " << variant_text(w.cands[win]) << " (" << fmt_ms(w.meas[win])
            << ") is within the " << mc.min_gain * 100 << "% noise guard";
      }
    }
    info->notes.push_back(why.str());
  }
  return Status::ok();
}

}  // namespace

Status apply_schedule(const Plan& base, const std::vector<PassVariant>& schedule, bool compute_free, Plan* out) {
  if (schedule.size() != base.passes.size()) {
    return invalid_value("schedule has " + std::to_string(schedule.size()) + " passes, the problem's plan has " +
                         std::to_string(base.passes.size()));
  }
  const std::vector<Compute> allowed = allowed_computes(base.problem, compute_free);
  for (size_t i = 0; i < schedule.size(); ++i) {
    const PassVariant& v = schedule[i];
    const int64_t n = base.passes[i].n;
    int64_t prod = 1;
    for (int r : v.radices) {
      if (r != 2 && r != 4 && r != 8 && r != 16) {
        return invalid_value("pass " + std::to_string(i) + " has radix " + std::to_string(r) + ", not 2, 4, 8 or 16");
      }
      prod *= r;
      if (prod > n) break;
    }
    if (prod != n || (n > 1 && v.radices.empty())) {
      return invalid_value("pass " + std::to_string(i) + " radices " + radices_text(v.radices) +
                           " do not multiply to the pass length " + std::to_string(n));
    }
    if (std::find(allowed.begin(), allowed.end(), v.compute) == allowed.end()) {
      return invalid_value("pass " + std::to_string(i) + " compute " + to_string(v.compute) +
                           " is not allowed for this problem (" + to_string(base.problem.compute) +
                           (compute_free ? ", chosen by default)" : ", chosen by the user)"));
    }
    if (v.tile_log != 0) {
      FftPass g = base.passes[i];
      g.compute = v.compute;
      if (!generic_tile_tunable(base.problem, g)) {
        return invalid_value("pass " + std::to_string(i) + " has block tile 2^" + std::to_string(v.tile_log) +
                             ", but its tile is not tunable (CUDA, F32, native, strided lines shorter than 2^" +
                             std::to_string(kMaxGenericTileLog) + " only)");
      }
      if (v.tile_log < kMinGenericTileLog || v.tile_log > kMaxGenericTileLog || (int64_t{1} << v.tile_log) < n) {
        return invalid_value("pass " + std::to_string(i) + " block tile 2^" + std::to_string(v.tile_log) +
                             " is not one of 2^" + std::to_string(kMinGenericTileLog) + " ... 2^" +
                             std::to_string(kMaxGenericTileLog) + " points holding a whole " + std::to_string(n) +
                             "-point line");
      }
    }
  }
  *out = with_schedule_unchecked(base, schedule);
  return Status::ok();
}

Status tune_plan(const Problem& p, const PlanOptions& opt, Plan* plan) {
  return tune_plan(p, opt, default_measure_config(p.backend), plan);
}

namespace {

// tune_plan's work. top: the user's call, where wisdom and MEASURE's choice of the rank-1
// decomposition are in play; false: MEASURE tuning the other decomposition (no wisdom, no
// further decomposition, no user-facing note).
Status tune_one(const Problem& p, const PlanOptions& opt, const MeasureConfig& mc, bool top, Plan* plan) {
  const Clock::time_point t0 = Clock::now();
  Plan base;
  TCFFT_RETURN_IF_ERROR(make_plan(p, opt, &base));
  TuningInfo info;
  if (opt.forced_radix != 0) {
    info.planner = "forced radix";
    info.notes.push_back("tcfftSetPlanRadix(" + std::to_string(opt.forced_radix) + ") overrides the planner");
    for (const FftPass& f : base.passes) info.est_ms += estimate_pass_ms(p, f, variant_of(p, f));
    info.planning_ms = ms_since(t0);
    base.tuning = std::move(info);
    *plan = std::move(base);
    return Status::ok();
  }
  // Wisdom first (it may name another decomposition, whose passes the candidates must follow).
  // Wisdom is keyed by the problem alone: a plan with a user pass length (tcfftSetPlanPassLength)
  // may have other passes than the stored schedule, so it neither reads nor writes wisdom (its
  // radices are still measured in MEASURE).
  const bool wisdom_ok = top && opt.max_pass_len == 0;
  if (top && opt.max_pass_len != 0)
    info.notes.push_back("tcfftSetPlanPassLength is set: stored wisdom neither read nor written");
  bool from_wisdom = false;
  std::vector<PassVariant> wisdom_schedule;
  double wisdom_ms = 0;
  int64_t wisdom_pass_len = 0;
  if (opt.planner != Planner::Estimate && wisdom_ok) {
    WisdomEntry e;
    if (wisdom_lookup(p, opt.compute_free, &e)) {
      Plan wbase, check;
      PlanOptions wo = opt;
      wo.max_pass_len = e.max_pass_len;
      Status st = make_plan(p, wo, &wbase);
      if (st.is_ok()) st = apply_schedule(wbase, e.passes, opt.compute_free, &check);
      if (st.is_ok()) {
        from_wisdom = true;
        wisdom_schedule = e.passes;
        wisdom_ms = e.ms;
        wisdom_pass_len = e.max_pass_len;
        base = std::move(wbase);
      } else {
        info.notes.push_back("stored wisdom entry ignored: " + st.message());
        warn("wisdom entry for " + p.describe() + " ignored: " + st.message());
      }
    }
  }
  // Candidates and their estimates; ESTIMATE's choice per pass (resolved compute only:
  // the model ranks radix sequences, a compute change is left to MEASURE).
  const size_t np = base.passes.size();
  std::vector<PassWork> work(np);
  for (size_t i = 0; i < np; ++i) {
    PassWork& w = work[i];
    w.cands = pass_candidates(base, i, opt.compute_free);
    w.est.resize(w.cands.size());
    w.meas.assign(w.cands.size(), std::nan(""));
    w.notes.assign(w.cands.size(), std::string());
    bool have = false;
    for (size_t c = 0; c < w.cands.size(); ++c) {
      w.est[c] = estimate_pass_ms(p, base.passes[i], w.cands[c]);
      if (w.cands[c].pruned) {
        w.notes[c] = "pruned: " + w.cands[c].prune_reason;
        continue;
      }
      if (w.cands[c].compute != p.compute) continue;
      if (!have || estimate_better(w.est[c], w.cands[c], w.est[w.est_choice], w.cands[w.est_choice])) {
        w.est_choice = c;
        have = true;
      }
    }
    w.chosen = w.est_choice;
  }
  auto estimate_notes = [&](TuningInfo* ti) {
    for (size_t i = 0; i < np; ++i) {
      const PassWork& w = work[i];
      size_t survivors = 0;
      for (const PassVariant& v : w.cands) survivors += v.pruned ? 0 : 1;
      ti->notes.push_back("p" + std::to_string(i) + ": " + variant_text(w.cands[w.est_choice]) +
                          " has the lowest modeled time (" + fmt_ms(w.est[w.est_choice]) + ") of " +
                          std::to_string(survivors) + " surviving candidates (cost model: bytes, stages, MMA work)");
    }
  };
  if (from_wisdom) {
    info.planner = "wisdom";
    info.from_wisdom = true;
    info.measured_ms = wisdom_ms;
    info.notes.push_back("schedule from stored wisdom (measured " + fmt_ms(wisdom_ms) +
                         " when stored); no measurement");
    for (size_t i = 0; i < np; ++i) {
      PassWork& w = work[i];
      auto it = std::find(w.cands.begin(), w.cands.end(), wisdom_schedule[i]);
      if (it == w.cands.end()) {
        PassVariant v = wisdom_schedule[i];
        w.cands.push_back(v);
        w.est.push_back(estimate_pass_ms(p, base.passes[i], v));
        w.meas.push_back(std::nan(""));
        w.notes.push_back("from wisdom (not among today's candidates)");
        w.chosen = w.cands.size() - 1;
      } else {
        w.chosen = static_cast<size_t>(it - w.cands.begin());
      }
    }
  } else if (opt.planner == Planner::Measure) {
    const Status st = run_measure(base, mc, t0, &work, &info);
    if (st.is_ok()) {
      info.planner = "measure";
    } else {
      info.planner = "estimate";
      info.notes.push_back("MEASURE failed, fell back to ESTIMATE: " + st.message());
      warn("MEASURE failed for " + p.describe() + ", using ESTIMATE: " + st.message());
      for (PassWork& w : work) w.chosen = w.est_choice;
      estimate_notes(&info);
    }
  } else {
    info.planner = "estimate";
    if (opt.planner == Planner::WisdomOnly) {
      const std::string m = "WISDOM_ONLY: no stored wisdom for " + p.describe() + "; fell back to ESTIMATE";
      info.notes.push_back(m);
      warn(m);
    }
    estimate_notes(&info);
  }
  // Build the plan from the chosen variants (checked like any schedule).
  std::vector<PassVariant> chosen;
  bool all_measured = true;
  double meas_sum = 0, est_choice_sum = 0;
  for (size_t i = 0; i < np; ++i) {
    PassWork& w = work[i];
    chosen.push_back(w.cands[w.chosen]);
    info.est_ms += w.est[w.chosen];
    meas_sum += w.meas[w.chosen];
    est_choice_sum += w.meas[w.est_choice];
    all_measured = all_measured && !std::isnan(w.meas[w.chosen]);
    for (size_t c = 0; c < w.cands.size(); ++c) {
      CandidateInfo ci;
      ci.pass = static_cast<int>(i);
      ci.radices = w.cands[c].radices;
      ci.compute = w.cands[c].compute;
      ci.tile_log = w.cands[c].tile_log;
      ci.est_ms = w.est[c];
      ci.measured_ms = w.meas[c];
      ci.chosen = c == w.chosen;
      ci.note = w.notes[c];
      if (c == w.est_choice && ci.note.empty()) ci.note = "ESTIMATE's choice";
      info.candidates.push_back(std::move(ci));
    }
  }
  if (info.planner == "measure" && all_measured) {
    info.measured_ms = meas_sum;
    info.estimate_choice_ms = est_choice_sum;
  }
  Plan out;
  TCFFT_RETURN_IF_ERROR(apply_schedule(base, chosen, opt.compute_free, &out));
  if (from_wisdom && wisdom_pass_len != 0) {
    info.notes.push_back(p.rank >= 2 ? std::string("plan form from wisdom: one pass per axis")
                                     : "decomposition from wisdom: passes of at most " +
                                           std::to_string(wisdom_pass_len) + " points");
  }
  int64_t stored_pass_len = 0;
  if (info.planner == "measure" && all_measured && wisdom_ok) {
    // Rank-1 multi-pass problems: MEASURE also times the other decomposition (passes of at most
    // 1024 points vs the kernels' limit; docs/design.md "Three passes") and keeps it when it is
    // >= 1% faster; the wisdom entry records the decomposition (WisdomEntry::max_pass_len).
    // Rank 2 / 3 in the transposed form (docs/design.md "Transposed 2D") or rank 2 with split
    // columns ("Split columns"), both chosen by rules measured on one GPU: the same against one
    // pass per axis (a pass length set turns either form off).
    const int64_t mine = longest_pass(p, opt), limit = pass_length_limit(p);
    const bool rule_form = out.transposed_inner() || out.split_columns();
    const std::string form = out.split_columns() ? "split columns" : "transposed form";
    // A plan whose passes are longer than `mine` (TC_SPLIT's 2^21 = 1024 x 2048, planner.cpp
    // two_pass_max) is compared with passes of at most 1024 points, as one at the kernels' limit.
    int64_t longest = 0;
    for (const FftPass& f : out.passes) longest = std::max(longest, f.n);
    const int64_t other = rule_form ? limit : (mine == limit || longest > mine) ? 1024 : limit;
    PlanOptions oo = opt;
    oo.max_pass_len = other;
    Plan alt_base;
    bool differs = false;
    if (rule_form) {
      differs = make_plan(p, oo, &alt_base).is_ok() && !alt_base.transposed_inner() && !alt_base.split_columns();
    } else if (p.rank == 1 && p.n[0] > kMaxSinglePass && (other != mine || longest > other) &&
               make_plan(p, oo, &alt_base).is_ok()) {
      differs = alt_base.passes.size() != out.passes.size();
      for (size_t i = 0; !differs && i < out.passes.size(); ++i) differs = alt_base.passes[i].n != out.passes[i].n;
    }
    if (differs) {
      Plan alt;
      const Status st = tune_one(p, oo, mc, false, &alt);
      const double alt_ms = st.is_ok() ? alt.tuning.measured_ms : std::nan("");
      const std::string cmp =
          rule_form ? form + " " + fmt_ms(meas_sum) + " vs one pass per axis " + fmt_ms(alt_ms)
                     : std::to_string(out.passes.size()) + " passes of at most " + std::to_string(longest) + " points " +
                           fmt_ms(meas_sum) + " vs " + std::to_string(alt.passes.size()) + " passes of at most " +
                           std::to_string(other) + " points " + fmt_ms(alt_ms);
      if (!std::isnan(alt_ms) && alt_ms < (1.0 - mc.min_gain) * meas_sum) {  // as for candidates
        alt.tuning.notes.push_back("decomposition measured: " + cmp + "; kept the second");
        alt.tuning.estimate_choice_ms = est_choice_sum;  // ESTIMATE's plan is the first decomposition's
        alt.tuning.measured_count += info.measured_count;
        chosen.clear();
        for (const FftPass& f : alt.passes) chosen.push_back(variant_of(p, f));
        meas_sum = alt_ms;
        stored_pass_len = other;
        info = std::move(alt.tuning);
        out = std::move(alt);
      } else {
        info.notes.push_back("decomposition measured: " + cmp + "; kept the first");
        if (st.is_ok()) info.measured_count += alt.tuning.measured_count;
      }
    }
    WisdomEntry e;
    e.problem = p;
    e.compute_free = opt.compute_free;
    e.passes = chosen;
    e.ms = meas_sum;
    e.max_pass_len = stored_pass_len;
    wisdom_store(e);
  }
  info.planning_ms = ms_since(t0);
  out.tuning = std::move(info);
  *plan = std::move(out);
  return Status::ok();
}

}  // namespace

Status tune_plan(const Problem& p, const PlanOptions& opt, const MeasureConfig& mc, Plan* plan) {
  return tune_one(p, opt, mc, true, plan);
}

DeviceKey current_device_key() {
  DeviceKey k;
  if (cuda_device_key(&k)) return k;
  k.name = "cpu";
  k.sms = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  k.cuda_runtime = 0;
  return k;
}

}  // namespace tcfft
