// Candidate generation for the tuner: the bounded radix-sequence rule and the
// compute alternatives (variants.h rows radix_sequence and stage_compute).
#include <algorithm>
#include <set>

#include "core/types.h"
#include "plan/tuning.h"
#include "plan/variants.h"

namespace tcfft {

namespace {

constexpr size_t kMaxSurvivorsPerPass = 12;

int log2_of(int r) { return r == 16 ? 4 : r == 8 ? 3 : r == 4 ? 2 : 1; }

// Every multiset of radices (counts per radix value, values from the table)
// with sum of log2 == k and at most max_stages stages, descending order.
void multisets(int k, int max_stages, const std::vector<int>& values, size_t vi, std::vector<int>& cur,
               std::vector<std::vector<int>>* out) {
  if (k == 0) {
    out->push_back(cur);
    return;
  }
  if (vi >= values.size() || static_cast<int>(cur.size()) >= max_stages) return;
  const int r = values[vi], l = log2_of(r);
  // Use c copies of r (as many as possible first: fewer stages come first).
  int cmax = std::min(k / l, max_stages - static_cast<int>(cur.size()));
  for (int c = cmax; c >= 0; --c) {
    for (int i = 0; i < c; ++i) cur.push_back(r);
    multisets(k - c * l, max_stages, values, vi + 1, cur, out);
    cur.resize(cur.size() - c);
  }
}

}  // namespace

std::vector<Compute> allowed_computes(const Problem& p, bool compute_free) {
  std::vector<Compute> c{p.compute};
  const VariantFamily& row = variant(VariantId::StageCompute);
  if (row.status == VariantStatus::Tuned && compute_free && p.backend == Backend::Cuda &&
      p.storage == Storage::F32 && p.compute == Compute::TcSplit) {
    c.push_back(Compute::Native);
  }
  return c;
}

std::vector<PassVariant> radix_candidates(int64_t n) {
  std::vector<PassVariant> out;
  if (n <= 1) {
    out.push_back(PassVariant{});
    return out;
  }
  const int k = ilog2(n);
  std::vector<int> values = variant(VariantId::RadixSequence).values;  // {16, 8, 4, 2}
  std::sort(values.rbegin(), values.rend());
  const int min_stages = (k + 3) / 4;
  std::set<std::vector<int>> seen;
  std::vector<PassVariant> all;
  auto add = [&](std::vector<int> r) {
    if (r.empty() || !seen.insert(r).second) return;
    PassVariant v;
    v.radices = std::move(r);
    all.push_back(std::move(v));
  };
  // 1. The library's rule (what choose_radices(n, 0) has always planned), then the radix-2 tail
  //    sequence of the register-tile kernels where n has one, or their (16, 8, 8, 16) of 16384
  //    (regtile_own_radices; kept ahead of the cap below).
  add(choose_radices(n, 0));
  add(regtile_own_radices(n));
  // 2. Multisets with <= min+1 stages: descending, each distinct radix last, ascending.
  std::vector<std::vector<int>> ms;
  std::vector<int> cur;
  multisets(k, min_stages + 1, values, 0, cur, &ms);
  // Fewest stages first; among equal stage counts the most balanced first
  // (small radix spread: no 2 next to 16), so the per-pass cap drops the lopsided ones.
  auto spread = [](const std::vector<int>& m) { return m.front() - m.back(); };  // m is descending
  std::stable_sort(ms.begin(), ms.end(), [&](const std::vector<int>& a, const std::vector<int>& b) {
    if (a.size() != b.size()) return a.size() < b.size();
    return spread(a) < spread(b);
  });
  for (const std::vector<int>& m : ms) {
    add(m);
    for (size_t i = 0; i < m.size(); ++i) {
      if (i > 0 && m[i] == m[i - 1]) continue;
      std::vector<int> r = m;
      const int last = r[i];
      r.erase(r.begin() + static_cast<long>(i));
      r.push_back(last);
      add(r);
    }
    add(std::vector<int>(m.rbegin(), m.rend()));
  }
  // 3. Uniform forced radices (what tcfftSetPlanRadix would give).
  for (int r : values) add(choose_radices(n, r));
  // Prune: too many stages, then the per-pass cap (fewest stages kept first).
  std::stable_sort(all.begin(), all.end(), [](const PassVariant& a, const PassVariant& b) {
    return a.radices.size() < b.radices.size();
  });
  // Keep the library rule first.
  auto lib = std::find_if(all.begin(), all.end(),
                          [&](const PassVariant& v) { return v.radices == choose_radices(n, 0); });
  if (lib != all.end()) std::rotate(all.begin(), lib, lib + 1);
  const std::vector<int> tail = regtile_own_radices(n);
  auto tl = std::find_if(all.begin(), all.end(), [&](const PassVariant& v) { return v.radices == tail; });
  if (!tail.empty() && tl != all.end()) std::rotate(all.begin() + 1, tl, tl + 1);
  size_t survivors = 0;
  for (PassVariant& v : all) {
    const int s = static_cast<int>(v.radices.size());
    if (s > min_stages + 1) {
      v.pruned = true;
      v.prune_reason = std::to_string(s) + " stages > fewest (" + std::to_string(min_stages) + ") + 1";
    } else if (survivors >= kMaxSurvivorsPerPass) {
      v.pruned = true;
      v.prune_reason = "over the per-pass cap of " + std::to_string(kMaxSurvivorsPerPass);
    } else {
      ++survivors;
    }
  }
  return all;
}

std::vector<PassVariant> pass_candidates(const Plan& plan, size_t pass, bool compute_free) {
  const FftPass& f = plan.passes[pass];
  std::vector<PassVariant> out;
  const std::vector<PassVariant> rs = radix_candidates(f.n);
  for (Compute c : allowed_computes(plan.problem, compute_free)) {
    for (PassVariant v : rs) {
      v.compute = c;
      out.push_back(std::move(v));
    }
    FftPass g = f;
    g.compute = c;
    if (rs.empty() || !generic_tile_tunable(plan.problem, g)) continue;
    const int rule = generic_tile_rule(plan.problem, g);
    const int rule_eff = rule != 0 ? rule : kMinGenericTileLog;  // the kernels' own tile
    for (int t = kMinGenericTileLog; t <= kMaxGenericTileLog; ++t) {
      if (t == rule_eff || (int64_t{1} << t) < f.n) continue;
      PassVariant v = rs.front();
      v.compute = c;
      v.tile_log = t;
      out.push_back(std::move(v));
    }
  }
  return out;
}

}  // namespace tcfft
