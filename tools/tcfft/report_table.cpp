// The human-readable report: environment header, then one table per
// Row::table with three column groups (time and errors per library), memory
// floor, x_floor and speedup; messages of non-ok cells as numbered footnotes.
#include <cmath>
#include <map>

#include "report.h"

namespace tcfft_cli {

namespace {

std::string fmt(const char* f, double v) {
  if (!std::isfinite(v)) return "-";
  char buf[32];
  std::snprintf(buf, sizeof buf, f, v);
  return buf;
}

std::string env_value(const nlohmann::ordered_json& v) { return v.is_string() ? v.get<std::string>() : v.dump(); }

std::string short_status(const std::string& s) {
  if (s == "unsupported") return "unsupp";
  if (s == "unavailable") return "n/a";
  if (s == "bad-output") return "BADOUT";
  if (s == "failed") return "FAILED";
  return s;
}

/// Libraries worth a column: tcfft always, others when some row ran them.
std::vector<std::string> shown_libs(const Report& r) {
  std::vector<std::string> out;
  for (const std::string& name : all_lib_names()) {
    bool show = name == "tcfft";
    for (const Row& row : r.rows) {
      const LibResult* l = row.lib(name);
      if (l != nullptr && l->status != "unavailable" && l->status != "not run") show = true;
    }
    if (show) out.push_back(name);
  }
  return out;
}

}  // namespace

void write_table(std::FILE* f, const Report& r) {
  std::fprintf(f, "# tcfft bench\n");
  for (auto it = r.environment.begin(); it != r.environment.end(); ++it) {
    std::fprintf(f, "# %-22s %s\n", (it.key() + ":").c_str(), env_value(it.value()).c_str());
  }
  for (auto it = r.config.begin(); it != r.config.end(); ++it) {
    std::fprintf(f, "# %-22s %s\n", ("config." + it.key() + ":").c_str(), env_value(it.value()).c_str());
  }
  std::fprintf(f, "# errors vs the reference: rel_l2 = ||y-ref||2/||ref||2, rel_linf = max|y-ref|/max|ref|, "
                  "seed_err = sum|y-ref|/sum|ref|\n");
  std::fprintf(f, "# floor_ms = 2 x tcfft data bytes / copy bandwidth; x_floor = tcfft ms / floor_ms; "
                  "speedup = %s ms / tcfft ms\n",
               r.baseline.c_str());

  const std::vector<std::string> libs = shown_libs(r);
  std::map<std::string, int> note_index;
  std::vector<std::string> notes;

  size_t i = 0;
  while (i < r.rows.size()) {
    const std::string table = r.rows[i].table;
    const Row& first = r.rows[i];
    std::fprintf(f, "\n== %s  (tcfft %s, compute %s, %s, %s) ==\n", table.c_str(), first.precision.c_str(),
                 first.compute.c_str(), first.direction.c_str(), first.inplace ? "in-place" : "out-of-place");
    // Row prefix: shape (22) radix (5) N*batch (10) = 39 columns, then " |".
    std::string h1 = std::string(39, ' ') + " |";
    std::string h2 = "shape                  radix    N*batch |";
    for (const std::string& name : libs) {
      char buf[64];
      std::snprintf(buf, sizeof buf, " %-36s|", lib_label(name).c_str());
      h1 += buf;
      h2 += "       ms   rel_l2 rel_linf seed_err |";
    }
    h2 += " floor_ms x_floor speedup";
    std::fprintf(f, "%s\n%s\n", h1.c_str(), h2.c_str());
    for (; i < r.rows.size() && r.rows[i].table == table; ++i) {
      const Row& row = r.rows[i];
      char head[64];
      std::snprintf(head, sizeof head, "%-22s %5s %10lld |", row.shape.str().c_str(),
                    row.radix == 0 ? "auto" : std::to_string(row.radix).c_str(), row.shape.total());
      std::string line = head;
      for (const std::string& name : libs) {
        const LibResult* l = row.lib(name);
        char cell[96];
        if (l != nullptr && l->ok()) {
          std::snprintf(cell, sizeof cell, " %8s %8s %8s %8s |", fmt("%.4f", l->ms).c_str(),
                        fmt("%.2e", l->err.rel_l2).c_str(), fmt("%.2e", l->err.rel_linf).c_str(),
                        fmt("%.2e", l->err.seed_err).c_str());
        } else {
          std::string st = l == nullptr ? "n/a" : short_status(l->status);
          if (l != nullptr && !l->message.empty()) {
            const std::string key = lib_label(name) + ": " + l->message;
            auto it = note_index.find(key);
            if (it == note_index.end()) {
              notes.push_back(key);
              it = note_index.emplace(key, static_cast<int>(notes.size())).first;
            }
            st += "[" + std::to_string(it->second) + "]";
          }
          std::snprintf(cell, sizeof cell, " %-35s |", st.c_str());
        }
        line += cell;
      }
      char tail[64];
      std::snprintf(tail, sizeof tail, " %8s %7s %7s", fmt("%.4f", row.floor_ms).c_str(),
                    fmt("%.2f", row.x_floor).c_str(), fmt("%.2f", row.speedup).c_str());
      line += tail;
      std::fprintf(f, "%s\n", line.c_str());
    }
  }
  if (!notes.empty()) {
    std::fprintf(f, "\nnotes:\n");
    for (size_t k = 0; k < notes.size(); ++k) std::fprintf(f, "  [%zu] %s\n", k + 1, notes[k].c_str());
  }
  if (!r.aborted.empty()) std::fprintf(f, "\nABORTED: %s\n", r.aborted.c_str());
}

}  // namespace tcfft_cli
