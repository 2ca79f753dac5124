// The programmatic-launch switch and counter (pdl.cuh).
#include "cuda/kernels/common/pdl.cuh"

#include <atomic>

namespace tcfft::cuda::kern {
namespace {
std::atomic<bool> g_on{true};
std::atomic<unsigned long long> g_count{0};
}  // namespace

bool programmatic_launch_enabled() { return g_on.load(std::memory_order_relaxed); }
void set_programmatic_launch_enabled(bool on) { g_on.store(on, std::memory_order_relaxed); }
unsigned long long programmatic_launch_count() { return g_count.load(std::memory_order_relaxed); }
void count_programmatic_launch() { g_count.fetch_add(1, std::memory_order_relaxed); }

}  // namespace tcfft::cuda::kern
