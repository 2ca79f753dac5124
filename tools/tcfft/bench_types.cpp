#include "bench_types.h"

namespace tcfft_cli {

std::string Shape::sizes() const {
  std::string s;
  for (int d = 0; d < dims; ++d) s += (d ? "x" : "") + std::to_string(n[d]);
  return s;
}

std::string Shape::str() const {
  std::string s = std::to_string(dims) + "D ";
  if (dims == 3 && n[0] == n[1] && n[1] == n[2]) {
    s += std::to_string(n[0]) + "^3";
  } else {
    s += sizes();
  }
  return s + " x" + std::to_string(batch);
}

bool Shape::all_pow2() const {
  for (int d = 0; d < dims; ++d)
    if (n[d] <= 0 || (n[d] & (n[d] - 1)) != 0) return false;
  return true;
}

void Row::finish() {
  const LibResult* t = lib("tcfft");
  const LibResult* b = lib(baseline);
  if (t != nullptr) {
    floor_ms = t->floor_ms;
    x_floor = t->x_floor;
  }
  if (t != nullptr && b != nullptr && t->ok() && b->ok() && t->ms > 0) speedup = b->ms / t->ms;
}

const std::vector<std::string>& all_lib_names() {
  static const std::vector<std::string> names = {"tcfft", "cufft32", "cufft16", "fftw64", "fftw32"};
  return names;
}

std::string lib_label(const std::string& name) {
  if (name == "tcfft") return "tcfft";
  if (name == "cufft32") return "cuFFT FP32";
  if (name == "cufft16") return "cuFFT FP16";
  if (name == "fftw64") return "FFTW double";
  if (name == "fftw32") return "FFTW float";
  return name;
}

}  // namespace tcfft_cli
