#include <mutex>
#include <unordered_set>

#include "api/handle.h"

namespace tcfft::api {

namespace {
std::mutex& mu() {
  static std::mutex m;
  return m;
}
std::unordered_set<tcfftHandle>& live() {
  static std::unordered_set<tcfftHandle> s;
  return s;
}
}  // namespace

void register_handle(tcfftHandle h) {
  std::lock_guard<std::mutex> g(mu());
  live().insert(h);
}
void unregister_handle(tcfftHandle h) {
  std::lock_guard<std::mutex> g(mu());
  live().erase(h);
}
bool is_live(tcfftHandle h) {
  if (h == nullptr) return false;
  std::lock_guard<std::mutex> g(mu());
  return live().count(h) != 0;
}

}  // namespace tcfft::api
