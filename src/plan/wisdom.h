// Wisdom: the stored per-GPU profile of the tuner, like FFTW's wisdom. An
// in-memory, mutex-protected map from (problem, compute freedom) to the best
// schedule found by MEASURE, with export to / import from versioned JSON:
//
//   {"format": "tcfft-wisdom", "version": 1, "tcfft": "0.1.0",
//    "device": {"name": "NVIDIA H100 80GB HBM3", "sms": 132, "cuda_runtime": 12040},
//    "entries": [{"hash": "<16 hex digits>", "problem": "<Problem::describe()>",
//                 "compute_default": true,
//                 "key": {rank, n, in/out {embed, stride, dist}, batch, type, storage,
//                         compute, split_terms, backend},
//                 "passes": [{"radices": [16, 16, 16], "compute": "tc-split"}],
//                 "ms": 0.123, "max_pass_len": 8192}]}   (max_pass_len only when not 0)
//   A pass may also hold "tile_log": 11 ... 13, the block tile MEASURE chose where it is not
//   the planner's rule (FftPass::tile_log; absent: the rule's).
//
// Import validates everything (format, version, tcfft version and device key
// equal to this process's, else "stale"; each entry's key rebuilds a problem
// whose hash and describe() text equal the stored ones; passes match that
// problem's plan structure; radices legal and multiplying to each pass
// length; computes allowed) and rejects the WHOLE file on any inconsistency,
// leaving the existing wisdom untouched. A stored entry is only used for a
// problem equal to its key (hash, text and fields), and the plan built from it
// is checked again (apply_schedule) before use.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/status.h"
#include "plan/plan.h"
#include "plan/tuning.h"

namespace tcfft {

constexpr int kWisdomVersion = 1;
const char* tcfft_version_string();  // "0.1.0"

struct WisdomEntry {
  Problem problem;
  bool compute_free = false;         // planned for COMPUTE_DEFAULT
  std::vector<PassVariant> passes;   // one per plan pass
  double ms = 0;                     // measured time of the schedule (sum of pass medians)
  int64_t max_pass_len = 0;          // the passes are those of make_plan with this
                                     // PlanOptions::max_pass_len (0: the library's choice);
                                     // MEASURE picks it among the rank-1 decompositions
};

/// The wisdom key: Problem::hash() mixed with the compute freedom.
uint64_t wisdom_key(const Problem& p, bool compute_free);

/// Look up / store (replacing an entry with the same key).
bool wisdom_lookup(const Problem& p, bool compute_free, WisdomEntry* out);
void wisdom_store(const WisdomEntry& e);
void wisdom_forget();
size_t wisdom_size();

/// JSON text of all entries for the current device (entries sorted by hash).
std::string wisdom_export_text();
/// Parse + validate + merge. INVALID_VALUE: corrupt / wrong format /
/// inconsistent entry; NOT_SUPPORTED: other wisdom version, other tcfft
/// version or other device ("stale"). On failure nothing changes.
Status wisdom_import_text(const std::string& text);
Status wisdom_export_file(const std::string& path);
Status wisdom_import_file(const std::string& path);

/// Import $TCFFT_WISDOM once per process (thread-safe; warns on stderr on failure).
void wisdom_load_env_once();

}  // namespace tcfft
