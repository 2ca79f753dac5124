// Host side of the register-tile kernels, part 1: the development knobs and launch counters, and the
// device tables built once per device and key (lane twiddle tables).
//
// Part of the register-tile kernels' translation unit: included by rt_kernels.cu only (its
// definitions live in an unnamed namespace), after the kernel headers.
#pragma once

#include <cuda_runtime.h>

#include <atomic>
#include <cstdint>
#include <map>
#include <mutex>
#include <tuple>

#include "cuda/kernels/regtile/rt_lane_tables.cuh"
#include "cuda/kernels/regtile/rt_staged.cuh"

namespace tcfft::cuda::kern::rt {
namespace {

std::mutex g_mu;
// (device, n, dir) -> lane twiddle table, one per key for the process (like the stage tables). Its
// values depend only on n and dir (every plan's T_n is the same table), so plans share it; keyed by
// the plan's T pointer (until v13) every new plan added a table that was never freed.
std::map<std::tuple<int, int64_t, int>, float2*>* g_lane = new std::map<std::tuple<int, int64_t, int>, float2*>();
bool g_lane_on = true;
bool g_staged = true;
bool g_async = true;
bool g_bulk = true;
// Points per pass (n x lines) from which the contiguous passes take the bulk-copy kernels
// (set_bulk_min_points). Below it the register-only kernels (rt64 / rt256 / rt1024, the generic
// kernel for n = 16) are faster: each bulk block's producer fills its ring of 3-4 block iterations
// at once, so with few iterations per resident block a fraction of the blocks takes all the work,
// and its set-up (barriers, ring) is not amortized. H200, 2026-11-28, same calls, two rounds
// (tools/kernel_dev/NOTES.md v46 call 4), bulk / register-only us, TC_SPLIT: 2^16 points 64: 7.1 /
// 4.8, 1024: 7.4 / 5.1; 2^20 points 16: 13.1 / 10.6, 64: 12.3 / 8.8, 256: 13.3 / 9.9, 1024: 12.9 /
// 10.1; 2^22 points 16: 24.3 / 24.7, 64: 23.9 / 20.8, 256: 24.0 / 22.7, 1024: 24.6 / 24.1; 2^24
// points bulk 4-10% faster (16: 72.7 / 76.8, 64: 71.4 / 78.5, 256: 71.9 / 72.1, 1024: 73.6 / 77.7);
// TC_FP16 the same within a few %. The break-even lies between 2^22 and 2^24 points.
constexpr int64_t kBulkMinPoints = int64_t{1} << 23;
// Block iterations per resident block up to which a persistent launch takes the static order
// (run below). H200, 2026-11-28, same call (NOTES v46 call 8), us per call at 0 (never) / 2 / 4 / 8:
// 3D 64^3 x4 20.1 / 15.8 / 15.8 / 15.8, 128^3 x1 39.7 / 34.6 / 32.9 / 32.8, 32^3 x32 20.0 / 16.7 /
// 16.7 / 16.8, 64^3 x16 54.2 / 50.0 / 48.9 / 48.4, 2D 1024^2 x1 16.7 / 15.5 / 15.5 / 15.7, x4 52.0 /
// 50.5 / 50.3 / 51.0; 3D 128^3 x4 and the single-pass rows within 1%.
constexpr int kStaticOrderItemsPerBlock = 4;
int64_t g_bulk_min_points = kBulkMinPoints;
std::atomic<unsigned long long> g_bulk_launches{0};
std::atomic<unsigned long long> g_static_order_launches{0};
// Points per pass (n x lines) from which a fused 256 x 256 pair runs as one kernel
// (set_fused_min_points; below it the two passes; pass_args.h kFusedPairMinPoints).
int64_t g_fused_min_points = cuda::kFusedPairMinPoints;
// Planes from which 128 x 128 planes take the plane kernel (set_plane128_min_planes; pass_args.h
// kPlane128MinPlanes).
int64_t g_plane128_min_planes = cuda::kPlane128MinPlanes;
bool g_plane = true;
std::atomic<unsigned long long> g_plane_launches{0};
std::atomic<unsigned long long> g_fused_launches{0};
bool g_lean = true;
std::atomic<unsigned long long> g_lean_launches{0};
// Lines per resident block from which a contiguous TC_SPLIT 1024 pass stores each line by one copy
// (launch_bulk1024; only where the copies set the pace, kCopyBoundGBsPerSM). H200, same call, one
// copy against 16 (NOTES v36): 5.2 lines per block +7%,
// 10.3 +6%, 20.7 +3%, 41 +0.6%, 83 (1D 1024 x65536) -1.0%, 331 -2.0%: with few lines per block the
// extra barrier per line is not hidden. The break-even lies between 41 and 83.
constexpr int kOut1LinesPerBlock = 64;
int g_ring64 = 0;  // set_bulk64_ring: 0 = by the device (launch_bulk), 3 or 4 buffers
int g_fused_blocks = 0;  // set_fused_blocks: 0 = by the device (fused_blocks), 4 or 5
int g_out1_lpb = kDefaultOut1;  // set_bulk1024_out1
std::atomic<unsigned long long> g_out1_launches{0};

/// The device table cached under key (dev, kn, dir): `words` float2 that build(d, stream) enqueues
/// on `stream` (then synchronized, so that other streams may use it). nullptr while the stream is
/// being captured (no allocation or synchronization allowed then).
template <typename B>
cudaError_t cached_lane_table(int dev, int64_t kn, int dir, size_t words, cudaStream_t stream, const B& build,
                              const float2** out) {
  *out = nullptr;
  const auto key = std::make_tuple(dev, kn, dir);
  std::lock_guard<std::mutex> lk(g_mu);
  auto it = g_lane->find(key);
  if (it != g_lane->end()) {
    *out = it->second;
    return cudaSuccess;
  }
  cudaStreamCaptureStatus cap = cudaStreamCaptureStatusNone;
  cudaError_t e = cudaStreamIsCapturing(stream, &cap);
  if (e != cudaSuccess || cap != cudaStreamCaptureStatusNone) return e;
  float2* d = nullptr;
  e = cudaMalloc(&d, sizeof(float2) * words);
  if (e != cudaSuccess) return e;
  e = build(d, stream);
  if (e == cudaSuccess) e = cudaStreamSynchronize(stream);
  if (e != cudaSuccess) {
    cudaFree(d);
    return e;
  }
  (*g_lane)[key] = d;
  *out = d;
  return cudaSuccess;
}

/// The lane twiddle table of (n, dir), built once per device (gathered from T on `stream`).
/// nullptr while the stream is being captured: the kernels then index T directly.
cudaError_t lane_table(int dev, const PassArgsF32& a, int dir, cudaStream_t stream, const float2** out) {
  *out = nullptr;
  const int step = is_d2(a.n) ? 2 : 1, n = static_cast<int>(a.n) / step;  // the kernel's length
  if (!g_lane_on || (n != 1024 && n != 4096 && n != 16384)) return cudaSuccess;
  // n = 16384: the sub-lines' 1024 table (T_16384[16 m]), then the last stage's (rt16384_kernel)
  const int threads = n == 1024 || n == 16384 ? k1024Threads : k4096Threads;
  const int slots = n == 1024 || n == 16384 ? k1024Slots : k4096Slots;
  // (n = 16384: the last stage's table in the MMA tiles' order, then in the float form's)
  const size_t words = size_t{1} * threads * slots + (n == 16384 ? 2 * k16384Threads * k16384Slots : 0);
  const float2* tw = static_cast<const float2*>(a.twiddles);
  return cached_lane_table(dev, a.n, dir, words, stream, [&](float2* d, cudaStream_t s) {
    build_lane_table<<<(threads * slots + 255) / 256, 256, 0, s>>>(tw, d, n == 16384 ? 1024 : n, threads, slots, dir,
                                                                   n == 16384 ? 16 : step);
    cudaError_t e = cudaGetLastError();
    if (e == cudaSuccess && n == 16384) {
      build_lane_table<<<k16384Slots * k16384Threads / 256, 256, 0, s>>>(tw, d + threads * slots, 16384,
                                                                          k16384Threads, k16384Slots, dir, 1);
      e = cudaGetLastError();
      if (e == cudaSuccess) {
        build_lane_table<<<k16384Slots * k16384Threads / 256, 256, 0, s>>>(
            tw, d + threads * slots + k16384Threads * k16384Slots, -16384, k16384Threads, k16384Slots, dir, 1);
        e = cudaGetLastError();
      }
    }
    return e;
  }, out);
}

/// The sub-line lane table of the 128 x 128 plane form of rt16384_kernel (plane128_note) for the
/// 128-point pass `a` (a.twiddles = T_128), cached under the length -128; nullptr while capturing
/// or with the lane tables off.
cudaError_t plane128_lane_table(int dev, const PassArgsF32& a, int dir, cudaStream_t stream, const float2** out) {
  *out = nullptr;
  if (!g_lane_on || a.n != 128) return cudaSuccess;
  const float2* tw = static_cast<const float2*>(a.twiddles);
  constexpr int words = k1024Threads * k1024Slots;
  return cached_lane_table(dev, -128, dir, words, stream, [&](float2* d, cudaStream_t s) {
    build_plane128_lane_table<<<(words + 255) / 256, 256, 0, s>>>(tw, d, dir);
    return cudaGetLastError();
  }, out);
}

}  // namespace
}  // namespace tcfft::cuda::kern::rt
