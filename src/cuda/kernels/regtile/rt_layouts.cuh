// Host side of the register-tile kernels, part 2: which kernel family a pass's layout takes (staged,
// bulk, radix-2 tail) and the device's DRAM bandwidth per SM (copy-bound devices).
//
// Part of the register-tile kernels' translation unit: included by rt_kernels.cu only (its
// definitions live in an unnamed namespace), after the kernel headers.
#pragma once

#include <cuda_runtime.h>

#include <cstdint>
#include <map>
#include <mutex>

#include "cuda/kernels/regtile/rt_host_tables.cuh"

namespace tcfft::cuda::kern::rt {
namespace {

bool radices_are(const PassArgsF32& a, std::initializer_list<int> r) {
  if (a.nstages != static_cast<int>(r.size())) return false;
  int s = 0;
  for (int v : r)
    if (a.radix[s++] != v) return false;
  return true;
}

/// Whether the staged kernels can stage this pass: on each side neighbouring lines adjacent
/// (the inner line dimension, or the only one, has stride 1) or the lines contiguous.
bool stageable(const PassArgsF32& a) {
  if (!g_staged) return false;
  const int in = a.lines.rank - 1;  // the innermost line dimension
  const int64_t idl = a.lines.rank >= 1 ? a.lines.istride[in] : 0;
  const int64_t odl = a.lines.rank >= 1 ? a.lines.ostride[in] : 0;
  return (idl == 1 || a.in_stride == 1) && (odl == 1 || a.out_stride == 1);
}
/// Whether the staged kernels take this pass of a register-only length: stageable, and not
/// contiguous on both sides (the contiguous kernels are faster there).
bool staged_layout(const PassArgsF32& a) { return stageable(a) && !(a.in_stride == 1 && a.out_stride == 1); }

/// Radix-2 tail passes (is_d2) take every stageable layout, contiguous on both sides included:
/// these lengths have no register-only kernel.
bool d2_layout(const PassArgsF32& a) { return stageable(a); }

/// Whether every line of float2 data at `base`, `dist` elements apart, starts 16-byte aligned (the
/// condition of 16-byte and bulk copies of whole lines).
bool lines_aligned16(const void* base, int64_t dist) {
  return (reinterpret_cast<uintptr_t>(base) & 15) == 0 && (dist & 1) == 0;
}

/// Whether the bulk-copy kernels take this pass: one line dimension (or a single line), element
/// stride 1 on both sides, line starts 16-byte aligned (bulk copies), no post-twiddle, and at least
/// g_bulk_min_points points (n x lines).
bool bulk_layout(const PassArgsF32& a) {
  // (nlines < 2^31: the 1024-point producer passes line numbers through 32-bit warp reductions)
  if (!g_bulk || a.in_stride != 1 || a.out_stride != 1 || a.lines.rank > 1 || a.twiddle_n != 0 ||
      a.nlines >= (int64_t{1} << 31) || a.nlines * static_cast<int64_t>(a.n) < g_bulk_min_points)
    return false;
  const int64_t id = a.lines.rank == 1 ? a.lines.istride[0] : 0, od = a.lines.rank == 1 ? a.lines.ostride[0] : 0;
  return lines_aligned16(a.in, id) && lines_aligned16(a.out, od);
}

/// Peak DRAM bandwidth per SM of device `dev` in GB/s (memory clock x bus width x 2, double data
/// rate), 0 if a query failed; cached per device.
double dram_gbs_per_sm(int dev) {
  static std::mutex mu;
  static std::map<int, double>* cache = new std::map<int, double>();
  {
    std::lock_guard<std::mutex> lk(mu);
    auto it = cache->find(dev);
    if (it != cache->end()) return it->second;
  }
  int khz = 0, bits = 0, sms = 0;
  if (cudaDeviceGetAttribute(&khz, cudaDevAttrMemoryClockRate, dev) != cudaSuccess ||
      cudaDeviceGetAttribute(&bits, cudaDevAttrGlobalMemoryBusWidth, dev) != cudaSuccess ||
      cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev) != cudaSuccess || sms < 1) {
    cudaGetLastError();
    return 0.0;
  }
  const double gbs = 2.0 * khz * 1e3 * (bits / 8.0) / 1e9 / sms;
  std::lock_guard<std::mutex> lk(mu);
  (*cache)[dev] = gbs;
  return gbs;
}

/// Peak DRAM bandwidth per SM (GB/s) from which the bulk kernels' copies, not their arithmetic, set
/// the pace: more bytes must be in flight per SM to cover the same latency (Little's law), and each
/// copy counts. There the n = 64 bulk kernel keeps one more 8 KB buffer in flight per block, and the
/// 1024-point one stores a line by one copy (launch_bulk1024). H200 (~37 GB/s per SM): 4 buffers
/// 1D 64 x2^20 0.2664 / 0.2657 -> 0.2636 / 0.2633 ms (NOTES v35 nb), one copy 1D 1024 x65536 -1.0..-1.4%
/// (v36); H100 (~25 GB/s per SM): 4 buffers 0.408 -> 0.414 (v9), one copy 0.3600 -> 0.3618 (v36).
constexpr double kCopyBoundGBsPerSM = 30.0;
/// Whether device `dev` is such a device (the H200 is, the H100 is not).
bool copy_bound(int dev) { return dram_gbs_per_sm(dev) >= kCopyBoundGBsPerSM; }

}  // namespace
}  // namespace tcfft::cuda::kern::rt
