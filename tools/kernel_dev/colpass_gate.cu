// The column-pass gate (development probe, NOTES v57 "A column-pass blueprint"): the data path of a
// 1024-point column pass built from TMA tiles, without the FFT arithmetic, before the kernel itself.
// 2D 1024 x 1024 x B (B = 64: 2^26 points), the columns of each plane as the lines. A persistent block
// per SM: a producer warp loads each tile of 8 adjacent columns ([1024 rows][8 columns] of float2,
// 64-byte rows, 64 KB) with four TMA boxes of 256 rows into a ring of two tile buffers, and stores
// it back with four TMA boxes once the compute groups are done with it; three groups of 4 warps take
// the tile's four column pairs in turn. Per pair, MODE:
//   0  nothing (the TMA skeleton: load, store);
//   1  the designed kernel's two transposing copies: the column pair's 1024 rows (one 16-byte load
//      per row) into two line buffers (plain, 8 KB each), a group barrier, and back into the tile
//      (one 16-byte store per row), then a group barrier: the shared round trips the FFT would add.
// SW (with MODE 1): the tiles in the TMA SWIZZLE_128B pattern (16-byte chunk bits 4-6 XOR address bits
// 7-9; tools/kernel_dev/bank_tile_swizzle.py: the 16-byte column-pair accesses conflict-free) or
// plain (4x the wavefronts). The output must equal the input bit for bit (checked on the device for
// every element), which also checks the swizzle arithmetic against the TMA's.
// Times: median of 15 launches after 3, CUDA events, beside a device-to-device copy of the same bytes
// in the same process (the bench's floor). Expected in NOTES v57 before any run.
// Build (here): nvcc -std=c++17 -O3 -gencode arch=compute_90,code=sm_90 -I src \
//                 tools/kernel_dev/colpass_gate.cu -o build-dev-carry/colpass_gate
// Usage: colpass_gate [planes]  (exit 1 on a CUDA error, 2 on a wrong output)
#include <cuda.h>
#include <cuda_runtime.h>
#include <cudaTypedefs.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "cuda/kernels/common/bulk_copy.cuh"

#include "probe_check.h"

namespace {

namespace bulk = tcfft::cuda::kern::bulk;

constexpr int kRows = 1024, kCols = 1024, kTileCols = 8, kBoxRows = 256;
constexpr uint32_t kTileBytes = kRows * kTileCols * 8;  // 64 KB
constexpr int kGroups = 3, kThreads = (4 * kGroups + 1) * 32;
constexpr size_t kSmem = 2 * kTileBytes + kGroups * 2 * kRows * 8 + 1024;  // tiles, line buffers, alignment

__device__ __forceinline__ uint32_t swz128(uint32_t a) { return a ^ (((a >> 7) & 7u) << 4); }

__device__ __forceinline__ void tma_load(uint32_t dst, const CUtensorMap* m, int c0, int c1, int c2, uint64_t* bar) {
  asm volatile(
      "cp.async.bulk.tensor.3d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%0], [%1, {%2, %3, %4}], [%5];\n" ::"r"(
          dst),
      "l"(reinterpret_cast<uint64_t>(m)), "r"(c0), "r"(c1), "r"(c2), "r"(bulk::saddr(bar))
      : "memory");
}
__device__ __forceinline__ void tma_store(const CUtensorMap* m, int c0, int c1, int c2, uint32_t src) {
  asm volatile("cp.async.bulk.tensor.3d.global.shared::cta.tile.bulk_group [%0, {%1, %2, %3}], [%4];\n" ::"l"(
                   reinterpret_cast<uint64_t>(m)),
               "r"(c0), "r"(c1), "r"(c2), "r"(src)
               : "memory");
}

template <int MODE, bool SW>
__global__ void __launch_bounds__(kThreads, 1)
    colpass_kernel(const __grid_constant__ CUtensorMap min, const __grid_constant__ CUtensorMap mout, int planes) {
  extern __shared__ uint8_t smraw[];
  uint8_t* const sm = reinterpret_cast<uint8_t*>((reinterpret_cast<uintptr_t>(smraw) + 1023) & ~uintptr_t{1023});
  __shared__ __align__(8) uint64_t full[2], done[2];
  const int warp = threadIdx.x >> 5;
  const int tiles = planes * (kCols / kTileCols);
  const int nk = tiles > static_cast<int>(blockIdx.x) ? (tiles - 1 - static_cast<int>(blockIdx.x)) / gridDim.x + 1 : 0;
  if (threadIdx.x == 0) {
    for (int b = 0; b < 2; ++b) {
      bulk::mbar_init(&full[b]);
      bulk::mbar_init_count(&done[b], 4 * 128);  // four pairs of 128 threads
    }
    bulk::fence_init();
  }
  __syncthreads();
  auto coords = [&](int k, int& x, int& z) {
    const int tile = static_cast<int>(blockIdx.x) + k * static_cast<int>(gridDim.x);
    z = tile / (kCols / kTileCols);
    x = (tile % (kCols / kTileCols)) * kTileCols;
  };
  if (warp == 4 * kGroups) {  // producer
    if (!bulk::elect_one()) return;
    auto store = [&](int k) {
      int x, z;
      coords(k, x, z);
      const uint32_t base = bulk::saddr(sm + (k & 1) * kTileBytes);
      for (int r = 0; r < kRows / kBoxRows; ++r) tma_store(&mout, x, r * kBoxRows, z, base + r * kBoxRows * 64);
      bulk::bulk_commit();
    };
    for (int k = 0; k < nk; ++k) {
      const int buf = k & 1;
      if (k >= 2) {
        bulk::mbar_wait(&done[buf], static_cast<uint32_t>((k - 2) >> 1) & 1u);
        store(k - 2);
        bulk::bulk_wait_read<0>();
      }
      int x, z;
      coords(k, x, z);
      bulk::mbar_expect_tx(&full[buf], kTileBytes);
      const uint32_t base = bulk::saddr(sm + buf * kTileBytes);
      for (int r = 0; r < kRows / kBoxRows; ++r) tma_load(base + r * kBoxRows * 64, &min, x, r * kBoxRows, z, &full[buf]);
    }
    for (int k = nk > 2 ? nk - 2 : 0; k < nk; ++k) {
      bulk::mbar_wait(&done[k & 1], static_cast<uint32_t>(k >> 1) & 1u);
      store(k);
    }
    bulk::bulk_wait_all();
    return;
  }
  const int g = warp >> 2, t = threadIdx.x & 127;
  float2* const l0 = reinterpret_cast<float2*>(sm + 2 * kTileBytes + g * 2 * kRows * 8);
  float2* const l1 = l0 + kRows;
  for (int p = g; p < 4 * nk; p += kGroups) {
    const int k = p >> 2, q = p & 3, buf = k & 1;
    uint8_t* const tile = sm + buf * kTileBytes;
    bulk::mbar_wait(&full[buf], static_cast<uint32_t>(k >> 1) & 1u);
    if constexpr (MODE == 1) {
#pragma unroll
      for (int i = 0; i < kRows / 128; ++i) {
        const uint32_t r = t + 128 * i, a = r * 64 + q * 16;
        const float4 v = *reinterpret_cast<const float4*>(tile + (SW ? swz128(a) : a));
        l0[r] = make_float2(v.x, v.y);
        l1[r] = make_float2(v.z, v.w);
      }
      asm volatile("bar.sync %0, 128;" ::"r"(1 + g) : "memory");
#pragma unroll
      for (int i = 0; i < kRows / 128; ++i) {
        const uint32_t r = t + 128 * i, a = r * 64 + q * 16;
        const float2 a0 = l0[r], a1 = l1[r];
        *reinterpret_cast<float4*>(tile + (SW ? swz128(a) : a)) = make_float4(a0.x, a0.y, a1.x, a1.y);
      }
      bulk::fence_proxy_async();
      asm volatile("bar.sync %0, 128;" ::"r"(1 + g) : "memory");  // line buffers read before the next pair
    }
    bulk::mbar_arrive(&done[buf]);
  }
}

__global__ void count_diff(const unsigned long long* a, const unsigned long long* b, size_t n, unsigned long long* bad) {
  unsigned long long c = 0;
  for (size_t i = blockIdx.x * size_t{blockDim.x} + threadIdx.x; i < n; i += size_t{gridDim.x} * blockDim.x) c += a[i] != b[i];
  if (c) atomicAdd(bad, c);
}
__global__ void fill(unsigned long long* a, size_t n) {
  for (size_t i = blockIdx.x * size_t{blockDim.x} + threadIdx.x; i < n; i += size_t{gridDim.x} * blockDim.x)
    a[i] = i * 0x9E3779B97F4A7C15ull;
}

PFN_cuTensorMapEncodeTiled_v12000 encoder() {
  void* f = nullptr;
  cudaDriverEntryPointQueryResult r{};
  CK(cudaGetDriverEntryPointByVersion("cuTensorMapEncodeTiled", &f, 12000, cudaEnableDefault, &r));
  if (r != cudaDriverEntryPointSuccess) {
    std::fprintf(stderr, "no cuTensorMapEncodeTiled\n");
    std::exit(1);
  }
  return reinterpret_cast<PFN_cuTensorMapEncodeTiled_v12000>(f);
}

CUtensorMap tile_map(void* base, int planes, bool sw) {
  CUtensorMap m{};
  const cuuint64_t dims[3] = {kCols, kRows, static_cast<cuuint64_t>(planes)};
  const cuuint64_t strides[2] = {kCols * 8ull, kCols * kRows * 8ull};
  const cuuint32_t box[3] = {kTileCols, kBoxRows, 1}, elem[3] = {1, 1, 1};
  const CUresult e = encoder()(&m, CU_TENSOR_MAP_DATA_TYPE_FLOAT64, 3, base, dims, strides, box, elem,
                               CU_TENSOR_MAP_INTERLEAVE_NONE, sw ? CU_TENSOR_MAP_SWIZZLE_128B : CU_TENSOR_MAP_SWIZZLE_NONE,
                               CU_TENSOR_MAP_L2_PROMOTION_NONE, CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE);
  if (e != CUDA_SUCCESS) {
    std::fprintf(stderr, "cuTensorMapEncodeTiled failed: %d\n", static_cast<int>(e));
    std::exit(1);
  }
  return m;
}

double median(std::vector<float> v) {
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}

template <typename F>
double time_ms(const F& f) {
  cudaEvent_t a, b;
  CK(cudaEventCreate(&a));
  CK(cudaEventCreate(&b));
  std::vector<float> ms;
  for (int i = 0; i < 18; ++i) {
    CK(cudaEventRecord(a));
    f();
    CK(cudaEventRecord(b));
    CK(cudaEventSynchronize(b));
    float t = 0;
    CK(cudaEventElapsedTime(&t, a, b));
    if (i >= 3) ms.push_back(t);
  }
  CK(cudaGetLastError());
  cudaEventDestroy(a);
  cudaEventDestroy(b);
  return median(ms);
}

template <int MODE, bool SW>
bool run(const char* name, unsigned long long* in, unsigned long long* out, int planes, double copy_ms, int sms) {
  const size_t n = size_t{kRows} * kCols * planes;
  CK(cudaMemset(out, 0xFF, n * 8));
  const CUtensorMap mi = tile_map(in, planes, SW), mo = tile_map(out, planes, SW);
  CK(cudaFuncSetAttribute(colpass_kernel<MODE, SW>, cudaFuncAttributeMaxDynamicSharedMemorySize, static_cast<int>(kSmem)));
  colpass_kernel<MODE, SW><<<sms, kThreads, kSmem>>>(mi, mo, planes);
  CK(cudaGetLastError());
  CK(cudaDeviceSynchronize());
  unsigned long long* bad = nullptr;
  CK(cudaMalloc(&bad, 8));
  CK(cudaMemset(bad, 0, 8));
  count_diff<<<1024, 256>>>(in, out, n, bad);
  unsigned long long nb = 0;
  CK(cudaMemcpy(&nb, bad, 8, cudaMemcpyDeviceToHost));
  cudaFree(bad);
  const double ms = time_ms([&] { colpass_kernel<MODE, SW><<<sms, kThreads, kSmem>>>(mi, mo, planes); });
  std::printf("%-28s %8.4f ms  %5.2fx the copy  mismatches %llu\n", name, ms, ms / copy_ms, nb);
  return nb == 0;
}

}  // namespace

int main(int argc, char** argv) {
  const int planes = argc > 1 ? std::atoi(argv[1]) : 64;
  const size_t n = size_t{kRows} * kCols * planes;
  int sms = 0;
  CK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0));
  unsigned long long *in = nullptr, *out = nullptr;
  CK(cudaMalloc(&in, n * 8));
  CK(cudaMalloc(&out, n * 8));
  fill<<<1024, 256>>>(in, n);
  CK(cudaDeviceSynchronize());
  const double copy_ms = time_ms([&] { CK(cudaMemcpyAsync(out, in, n * 8, cudaMemcpyDeviceToDevice)); });
  std::printf("2D 1024 x 1024 x %d columns, %d blocks of %d threads, %zu B of shared memory\n", planes, sms, kThreads, kSmem);
  std::printf("%-28s %8.4f ms\n", "device-to-device copy", copy_ms);
  bool ok = run<0, true>("TMA skeleton (swizzled)", in, out, planes, copy_ms, sms);
  ok = run<1, true>("+ transposing copies, swz", in, out, planes, copy_ms, sms) && ok;
  ok = run<1, false>("+ transposing copies, plain", in, out, planes, copy_ms, sms) && ok;
  cudaFree(in);
  cudaFree(out);
  return ok ? 0 : 2;
}
