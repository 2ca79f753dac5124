#include "progress.h"

#include <cstdio>

namespace tcfft_cli {

void Progress::begin(const std::string& what) {
  if (open_) end("");
  open_ = true;
  if (!enabled_) return;
  std::fprintf(stderr, "[%d/%d] %s ...", done_ + 1, total_, what.c_str());
  std::fflush(stderr);
}

void Progress::note(const std::string& what) {
  if (!enabled_ || !open_) return;
  std::fprintf(stderr, " %s", what.c_str());
  std::fflush(stderr);
}

void Progress::end(const std::string& summary) {
  if (!open_) return;
  open_ = false;
  ++done_;
  if (!enabled_) return;
  std::fprintf(stderr, " %s\n", summary.c_str());
  std::fflush(stderr);
}

}  // namespace tcfft_cli
