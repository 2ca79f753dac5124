// Progress lines on stderr, one per row: "[12/63] 1D 1024 x65536 radix=4 ...
// tcfft 0.262 ms (1.2e-07)". Printed as the row starts and completed when it
// ends, so a long device run is never silent and a crash shows the row.
#pragma once

#include <string>

namespace tcfft_cli {

class Progress {
 public:
  Progress(int total, bool enabled) : total_(total), enabled_(enabled) {}
  void begin(const std::string& what);
  /// Note during a row (e.g. "reference"), on the same line.
  void note(const std::string& what);
  void end(const std::string& summary);
  int done() const { return done_; }

 private:
  int total_;
  bool enabled_;
  int done_ = 0;
  bool open_ = false;
};

}  // namespace tcfft_cli
