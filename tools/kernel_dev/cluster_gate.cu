// The cluster gate (development probe, NOTES v27): before a fused four-step kernel whose line is
// spread over a thread-block cluster, two facts.
//  1. Distributed shared memory (DSMEM) read bandwidth with the pass's shape: clusters of C CTAs
//     of 256 threads (96 KB of shared memory each, so two per SM), every CTA reading its
//     neighbour's 32 KB with 16-byte loads, over and over; aggregate bytes per second.
//  2. The memory skeleton of the fused N = C x 4096 four-step (NOTES v27 "Reading at the start")
//     with no FFT arithmetic (the column step is value-preserving, its factors runtime arguments
//     so that nothing folds): CTA c loads x[4096 r + (4096 / C) c + j] for r < C (cp.async, one
//     line ahead), "combines" its columns (reads all C values, keeps value q for output q) and
//     stores output q into CTA q's z (remote), cluster barrier, z -> y0, cluster barrier, then writes
//     X[4096 c + j] = y0 of CTA (j mod C) at (4096 c + j) / C (remote). So X[C k + q] =
//     x[k + 4096 q] per line: the transposition, checked on the host for every element.
//     C = 1 is rt4096's memory structure without a cluster.
// Times: median of 15 launches after 3, CUDA events, 2^26 points, beside a device-to-device copy
// of the same bytes in the same process (the bench's floor).
// (The first calls also ran synthetic FMA work per element; those rows measured a bank-conflicted
// synthetic step, not arithmetic, and the form was removed: NOTES v27.)
// Build (here): nvcc -std=c++17 -O3 -gencode arch=compute_90,code=sm_90 -I src \
//                 tools/kernel_dev/cluster_gate.cu -o build-dev-carry/cluster_gate
// Usage: cluster_gate  (exit 1 on a CUDA error, 2 on a wrong skeleton output)
#include <cooperative_groups.h>
#include <cuda_runtime.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#include "cuda/kernels/common/cp_async.cuh"

namespace cg = cooperative_groups;
using tcfft::cuda::kern::cp_async16;
using tcfft::cuda::kern::cp_async_commit;
using tcfft::cuda::kern::cp_async_wait_all;

#include "probe_check.h"

namespace {

constexpr int kL = 4096;     // points of one CTA's row (the T4096 part)
constexpr int kT = 256;      // threads per CTA
constexpr size_t kSmem = 3 * kL * sizeof(float2);  // input, z, y0: 96 KB
constexpr int64_t kPoints = int64_t{1} << 26;


// ---- 1. DSMEM read bandwidth ----
template <int C>
__global__ void __launch_bounds__(kT, 2) dsmem_bw(float4* out, int reps) {
  extern __shared__ float4 sm4[];
  cg::cluster_group cl = cg::this_cluster();
  const int rank = static_cast<int>(cl.block_rank());
  constexpr int kV = kL * sizeof(float2) / sizeof(float4);  // 2048 float4 = 32 KB
  for (int i = threadIdx.x; i < kV; i += kT) sm4[i] = make_float4(rank + i, i, 1.f, 2.f);
  cl.sync();
  const float4* src = C > 1 ? cl.map_shared_rank(sm4, (rank + 1) % C) : sm4;
  float4 acc = make_float4(0.f, 0.f, 0.f, 0.f);
  for (int r = 0; r < reps; ++r) {
#pragma unroll
    for (int k = 0; k < kV / kT; ++k) {
      const float4 v = src[(threadIdx.x + kT * k + 32 * r) & (kV - 1)];
      acc.x += v.x;
      acc.y += v.y;
      acc.z += v.z;
      acc.w += v.w;
    }
  }
  cl.sync();  // no CTA leaves while another reads its shared memory
  out[blockIdx.x * kT + threadIdx.x] = acc;
}

// ---- 2. the fused four-step skeleton ----
// Copies (cp.async, one group) the C segments x[4096 r + S c + j], j < S = 4096 / C, of line
// `line` (N = 4096 C points) into inb[r S + j].
template <int C>
__device__ __forceinline__ void issue_segments(const float2* in, int64_t line, int c, float2* inb) {
  constexpr int S = kL / C;
  const float2* src = in + line * (int64_t{kL} * C) + int64_t{S} * c;
#pragma unroll
  for (int k = 0; k < 2 * kL / 4 / kT; ++k) {  // 2048 chunks of 16 bytes, 8 per thread
    const int u = threadIdx.x + kT * k, r = u / (S / 2), off = 2 * (u % (S / 2));
    cp_async16(inb + r * S + off, src + int64_t{kL} * r + off);
  }
  cp_async_commit();
}

// The skeleton's column step: reads the C values of column mc (segment r at inb[r S + mc]), keeps
// value q for output q (v[q] + 0 * sum, then a twiddle-like product by (1, 0)) and hands it to
// put(q, value).
template <int C, int S, typename PUT>
__device__ __forceinline__ void combine_column(const float2* inb, int mc, float one, float zero, const PUT& put) {
  float2 v[C];
  float2 acc = make_float2(0.f, 0.f);
#pragma unroll
  for (int r = 0; r < C; ++r) {
    v[r] = inb[r * S + mc];
    acc.x += v[r].x;
    acc.y += v[r].y;
  }
#pragma unroll
  for (int q = 0; q < C; ++q) {
    float2 o;
    o.x = fmaf(acc.x, zero, v[q].x);
    o.y = fmaf(acc.y, zero, v[q].y);
    put(q, make_float2(o.x * one - o.y * zero, o.x * zero + o.y * one));
  }
}

// MODE 0: as described; 1: the cluster barriers, every access local (timing only: wrong output);
// 2: the remote accesses, block barriers in place of the cluster barriers (timing only: races).
template <int C, int MODE = 0>
__global__ void __launch_bounds__(kT, 2)
    skel(const float2* __restrict__ in, float2* __restrict__ out, int64_t nlines, float one, float zero) {
  constexpr int S = kL / C;  // columns of this CTA
  constexpr int64_t N = int64_t{kL} * C;
  extern __shared__ float4 sm4[];
  float2* const inb = reinterpret_cast<float2*>(sm4);  // [C][S]: segment r of this CTA's columns
  float2* const z = inb + kL;                            // this CTA's row (written by the cluster)
  float2* const y0 = z + kL;                             // the row's outputs
  cg::cluster_group cl = cg::this_cluster();
  const int c = C > 1 ? static_cast<int>(cl.block_rank()) : 0;
  const int64_t cid = blockIdx.x / C, ncl = gridDim.x / C;
  const int tid = threadIdx.x;
  auto sync_cluster = [&]() {
    if constexpr (C > 1 && MODE != 2) {
      cl.sync();
    } else {
      __syncthreads();
    }
  };
  if (cid < nlines) issue_segments<C>(in, cid, c, inb);
  if constexpr (C > 1) cl.sync();  // every CTA of the cluster has started before any remote access
  for (int64_t line = cid; line < nlines; line += ncl) {
    cp_async_wait_all();
    __syncthreads();  // this line's segments are here
    // combine: column m = S c + mc; output q -> z of CTA q at m
#pragma unroll
    for (int k = 0; k < (S + kT - 1) / kT; ++k) {
      const int mc = tid + kT * k;
      if (S % kT == 0 || mc < S)
        combine_column<C, S>(inb, mc, one, zero, [&](int q, float2 t) {
          float2* zq = C > 1 && MODE != 1 ? cl.map_shared_rank(z, q) : z;
          zq[S * c + mc] = t;
        });
    }
    sync_cluster();  // every z complete; this CTA's input read
    if (line + ncl < nlines) issue_segments<C>(in, line + ncl, c, inb);
#pragma unroll
    for (int k = 0; k < kL / kT; ++k) y0[tid + kT * k] = z[tid + kT * k];  // the row's place
    sync_cluster();  // every y0 complete
    // copy-out: X[4096 c + j], j = 2 (tid + 256 u): pairs (j, j + 1) -> one 16-byte store
    float2* dst = out + line * N + int64_t{kL} * c;
#pragma unroll
    for (int u = 0; u < kL / 2 / kT; ++u) {
      const int j = 2 * (tid + kT * u);
      float2 a, b;
      if constexpr (C == 1 || MODE == 1) {
        a = y0[(S * c + j / C + j % C) & (kL - 1)];
        b = y0[(S * c + j / C + j % C + 1) & (kL - 1)];
      } else {
        const int k = S * c + j / C, q = j % C;
        a = cl.map_shared_rank(y0, q)[k];
        b = cl.map_shared_rank(y0, q + 1)[k];
      }
      *reinterpret_cast<float4*>(dst + j) = make_float4(a.x, a.y, b.x, b.y);
    }
  }
  if constexpr (C > 1) cl.sync();  // no CTA leaves while another reads its shared memory
}

// ---- 3. MODE 3: the skeleton with mbarrier signalling (no cluster barrier in the line loop) ----
__device__ __forceinline__ uint32_t sa(const void* p) { return static_cast<uint32_t>(__cvta_generic_to_shared(p)); }
__device__ __forceinline__ uint32_t mapa(uint32_t a, int rank) {
  uint32_t r;
  asm volatile("mapa.shared::cluster.u32 %0, %1, %2;\n" : "=r"(r) : "r"(a), "r"(rank));
  return r;
}
__device__ __forceinline__ void mb_init(uint32_t bar, int count) {
  asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;\n" ::"r"(bar), "r"(count) : "memory");
}
__device__ __forceinline__ void mb_expect(uint32_t bar, int bytes) {
  asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;\n" ::"r"(bar), "r"(bytes) : "memory");
}
// arrive on the barrier at shared::cluster address `rbar` (another CTA's or this one's), release at
// cluster scope
__device__ __forceinline__ void mb_arrive_remote(uint32_t rbar) {
  asm volatile("mbarrier.arrive.release.cluster.shared::cluster.b64 _, [%0];\n" ::"r"(rbar) : "memory");
}
__device__ __forceinline__ void mb_wait(uint32_t bar, uint32_t parity) {
  asm volatile(
      "{\n .reg .pred p;\n"
      "W: mbarrier.try_wait.parity.acquire.cluster.shared::cta.b64 p, [%0], %1;\n"
      " @!p bra W;\n}\n" ::"r"(bar),
      "r"(parity)
      : "memory");
}
// the same, relaxed: for signals that only follow loads (a release at cluster scope also waits
// for this thread's earlier global stores to be performed)
__device__ __forceinline__ void mb_arrive_remote_relaxed(uint32_t rbar) {
  asm volatile("mbarrier.arrive.relaxed.cluster.shared::cluster.b64 _, [%0];\n" ::"r"(rbar) : "memory");
}
// 8-byte store into shared::cluster address `raddr`, completing 8 bytes of the transaction count of
// the barrier at `rbar` (in the same CTA as raddr)
__device__ __forceinline__ void st_async(uint32_t raddr, float2 v, uint32_t rbar) {
  asm volatile("st.async.shared::cluster.mbarrier::complete_tx::bytes.v2.f32 [%0], {%1, %2}, [%3];\n" ::"r"(raddr),
               "f"(v.x), "f"(v.y), "r"(rbar)
               : "memory");
}

// ASYNC: z written by st.async with complete_tx (MODE 3); else by plain remote stores, each producer
// arriving on every consumer's zfull after a block barrier (MODE 4). RELAXED (MODE 5 = MODE 4 with
// it): zfree and yfree, which only follow loads, are relaxed arrives.
template <int C, bool ASYNC, bool RELAXED = false>
__global__ void __launch_bounds__(kT, 2)
    skel_mb(const float2* __restrict__ in, float2* __restrict__ out, int64_t nlines, float one, float zero) {
  static_assert(C >= 2, "a cluster");
  constexpr int S = kL / C;
  constexpr int64_t N = int64_t{kL} * C;
  constexpr int kZBytes = kL * sizeof(float2);
  extern __shared__ float4 sm4[];
  float2* const inb = reinterpret_cast<float2*>(sm4);
  float2* const z = inb + kL;
  float2* const y0 = z + kL;
  __shared__ alignas(8) unsigned long long bars[4];  // zfull, zfree, yready, yfree
  cg::cluster_group cl = cg::this_cluster();
  const int c = static_cast<int>(cl.block_rank());
  const int64_t cid = blockIdx.x / C, ncl = gridDim.x / C;
  const int tid = threadIdx.x;
  const uint32_t zfull = sa(&bars[0]), zfree = sa(&bars[1]), yready = sa(&bars[2]), yfree = sa(&bars[3]);
  if (tid == 0) {
    mb_init(zfull, ASYNC ? 1 : C);
    mb_init(zfree, C);
    mb_init(yready, C);
    mb_init(yfree, C);
    asm volatile("fence.mbarrier_init.release.cluster;\n" ::: "memory");
    if (ASYNC && cid < nlines) mb_expect(zfull, kZBytes);  // line 0's z
  }
  cl.sync();  // every barrier initialised before any remote use
  // remote arrive by thread 0 on barrier `bar` of every CTA of the cluster
  auto tell_all = [&](uint32_t bar, bool relaxed = false) {
    if (tid == 0)
#pragma unroll
      for (int q = 0; q < C; ++q) {
        if (relaxed) {
          mb_arrive_remote_relaxed(mapa(bar, q));
        } else {
          mb_arrive_remote(mapa(bar, q));
        }
      }
  };
  const uint32_t z_sa = sa(z);
  if (cid < nlines) issue_segments<C>(in, cid, c, inb);
  uint32_t ph = 0;  // parity of this line's phase
  for (int64_t line = cid; line < nlines; line += ncl, ph ^= 1) {
    const bool first = line == cid;
    cp_async_wait_all();
    __syncthreads();                 // this line's segments are here
    if (!first) mb_wait(zfree, ph ^ 1);  // every consumer has read its z of the last line
#pragma unroll
    for (int k = 0; k < (S + kT - 1) / kT; ++k) {
      const int mc = tid + kT * k;
      if (S % kT == 0 || mc < S)
        combine_column<C, S>(inb, mc, one, zero, [&](int q, float2 t) {
          if constexpr (ASYNC) {
            st_async(mapa(z_sa + (S * c + mc) * 8u, q), t, mapa(zfull, q));
          } else {
            cl.map_shared_rank(z, q)[S * c + mc] = t;
          }
        });
    }
    __syncthreads();  // this CTA's input is read (and, MODE 4, its z stores done)
    if constexpr (!ASYNC) tell_all(zfull);
    if (line + ncl < nlines) issue_segments<C>(in, line + ncl, c, inb);
    mb_wait(zfull, ph);  // z complete
    if (ASYNC && tid == 0 && line + ncl < nlines) mb_expect(zfull, kZBytes);  // the next line's z
    if (!first) mb_wait(yfree, ph ^ 1);  // every puller has read y0 of the last line
#pragma unroll
    for (int k = 0; k < kL / kT; ++k) y0[tid + kT * k] = z[tid + kT * k];  // the row's place
    __syncthreads();
    tell_all(zfree, RELAXED);
    tell_all(yready);
    mb_wait(yready, ph);  // every y0 of the cluster complete
    float2* dst = out + line * N + int64_t{kL} * c;
#pragma unroll
    for (int u = 0; u < kL / 2 / kT; ++u) {
      const int j = 2 * (tid + kT * u);
      const int k = S * c + j / C, q = j % C;
      const float2 a = cl.map_shared_rank(y0, q)[k];
      const float2 b = cl.map_shared_rank(y0, q + 1)[k];
      *reinterpret_cast<float4*>(dst + j) = make_float4(a.x, a.y, b.x, b.y);
    }
    __syncthreads();  // every pull of this CTA returned
    tell_all(yfree, RELAXED);
  }
  cl.sync();  // no CTA leaves while another reads its shared memory or arrives on its barriers
}


// A cluster launch of `clusters` clusters of c CTAs (kT threads, kSmem bytes each).
struct ClusterLaunch {
  cudaLaunchConfig_t cfg = {};
  cudaLaunchAttribute at[1];
  ClusterLaunch(int c, int clusters, cudaStream_t st) {
    at[0].id = cudaLaunchAttributeClusterDimension;
    at[0].val.clusterDim.x = c;
    at[0].val.clusterDim.y = 1;
    at[0].val.clusterDim.z = 1;
    cfg.gridDim = dim3(c * clusters);
    cfg.blockDim = dim3(kT);
    cfg.dynamicSmemBytes = kSmem;
    cfg.stream = st;
    cfg.attrs = at;
    cfg.numAttrs = 1;
  }
};

template <typename K>
int max_clusters(K kernel, int c) {
  ClusterLaunch l(c, 132, nullptr);
  int n = 0;
  CK(cudaOccupancyMaxActiveClusters(&n, reinterpret_cast<const void*>(kernel), &l.cfg));
  return n;
}

template <typename K, typename... Args>
void launch(K kernel, int c, int clusters, cudaStream_t st, Args... args) {
  ClusterLaunch l(c, clusters, st);
  CK(cudaLaunchKernelEx(&l.cfg, kernel, args...));
  CK(cudaGetLastError());
}

template <typename F>
double median_ms(F f) {
  cudaEvent_t a, b;
  CK(cudaEventCreate(&a));
  CK(cudaEventCreate(&b));
  for (int i = 0; i < 3; ++i) f();
  std::vector<float> t;
  for (int i = 0; i < 15; ++i) {
    CK(cudaEventRecord(a));
    f();
    CK(cudaEventRecord(b));
    CK(cudaEventSynchronize(b));
    float ms = 0;
    CK(cudaEventElapsedTime(&ms, a, b));
    t.push_back(ms);
  }
  CK(cudaEventDestroy(a));
  CK(cudaEventDestroy(b));
  std::sort(t.begin(), t.end());
  return t[t.size() / 2];
}

template <typename K>
void prepare(K kernel, int c) {
  CK(cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, static_cast<int>(kSmem)));
  if (c > 8) CK(cudaFuncSetAttribute(kernel, cudaFuncAttributeNonPortableClusterSizeAllowed, 1));
}

template <int C>
void bw_row(float4* scratch) {
  auto k = dsmem_bw<C>;
  prepare(k, C);
  const int ncl = max_clusters(k, C);
  const int reps = 200;
  const double ms = median_ms([&] { launch(k, C, ncl, nullptr, scratch, reps); });
  const double bytes = double(ncl) * C * reps * kL * sizeof(float2);
  std::printf("dsmem C=%-2d clusters %3d (%3d CTAs): %.3f ms, %.2f TB/s aggregate%s\n", C, ncl, ncl * C, ms,
              bytes / ms / 1e9, C == 1 ? " (local shared memory)" : "");
}

int g_bad = 0;

// One skeleton row: the output checked against the transposition (poisoned first), then timed.
// A wrong output fails the gate only for the forms that are meant to be right (`exact`).
template <int C, typename K>
void skel_row_of(K k, int mode, bool exact, const float2* din, float2* dout, const std::vector<float2>& hin,
                 double copy_ms) {
  prepare(k, C);
  const int ncl = max_clusters(k, C);
  const int64_t N = int64_t{kL} * C, nlines = kPoints / N;
  CK(cudaMemset(dout, 0xff, kPoints * sizeof(float2)));  // poison: NaN
  launch(k, C, ncl, nullptr, din, dout, nlines, 1.0f, 0.0f);
  CK(cudaDeviceSynchronize());
  std::vector<float2> h(kPoints);
  CK(cudaMemcpy(h.data(), dout, kPoints * sizeof(float2), cudaMemcpyDeviceToHost));
  int64_t bad = 0;
  for (int64_t l = 0; l < nlines; ++l)
    for (int64_t kk = 0; kk < kL; ++kk)
      for (int q = 0; q < C; ++q) {
        const float2 a = h[l * N + C * kk + q], b = hin[l * N + kk + kL * q];
        if (std::memcmp(&a, &b, sizeof a) != 0) ++bad;
      }
  if (bad && exact) g_bad = 1;
  const double ms = median_ms([&] { launch(k, C, ncl, nullptr, din, dout, nlines, 1.0f, 0.0f); });
  std::printf("skeleton C=%-2d MODE=%d clusters %3d: %.4f ms = %.3fx copy, wrong elements %lld%s\n", C, mode, ncl, ms, ms / copy_ms, static_cast<long long>(bad), exact ? "" : " (timing only)");
}

template <int C, int MODE = 0>
void skel_row(const float2* din, float2* dout, const std::vector<float2>& hin, double copy_ms) {
  skel_row_of<C>(skel<C, MODE>, MODE, MODE == 0, din, dout, hin, copy_ms);
}

template <int C, bool ASYNC, bool RELAXED = false>
void mb_row(const float2* din, float2* dout, const std::vector<float2>& hin, double copy_ms) {
  skel_row_of<C>(skel_mb<C, ASYNC, RELAXED>, ASYNC ? 3 : RELAXED ? 5 : 4, true, din, dout, hin, copy_ms);
}

template <int MODE>
void skel_set(const float2* din, float2* dout, const std::vector<float2>& hin, double copy_ms) {
  if (MODE == 0) skel_row<1>(din, dout, hin, copy_ms);
  skel_row<2, MODE>(din, dout, hin, copy_ms);
  skel_row<4, MODE>(din, dout, hin, copy_ms);
  skel_row<8, MODE>(din, dout, hin, copy_ms);
}

}  // namespace

int main() {
  cudaDeviceProp prop;
  CK(cudaGetDeviceProperties(&prop, 0));
  std::printf("device %s, %d SMs\n", prop.name, prop.multiProcessorCount);
  float4* scratch = nullptr;
  CK(cudaMalloc(&scratch, size_t{16} * 132 * 2 * kT * sizeof(float4)));
  bw_row<1>(scratch);
  bw_row<2>(scratch);
  bw_row<4>(scratch);
  bw_row<8>(scratch);
  float2 *din = nullptr, *dout = nullptr;
  CK(cudaMalloc(&din, kPoints * sizeof(float2)));
  CK(cudaMalloc(&dout, kPoints * sizeof(float2)));
  std::vector<float2> hin(kPoints);
  uint32_t s = 12345u;
  for (auto& v : hin) {  // uniform in [-1, 1), never zero in practice
    s = s * 1664525u + 1013904223u;
    v.x = (static_cast<int32_t>(s) >> 8) * (1.0f / 8388608.0f);
    s = s * 1664525u + 1013904223u;
    v.y = (static_cast<int32_t>(s) >> 8) * (1.0f / 8388608.0f);
  }
  CK(cudaMemcpy(din, hin.data(), kPoints * sizeof(float2), cudaMemcpyHostToDevice));
  const double copy_ms =
      median_ms([&] { CK(cudaMemcpyAsync(dout, din, kPoints * sizeof(float2), cudaMemcpyDeviceToDevice)); });
  std::printf("copy 2^26 float2 (read + write %.0f MB): %.4f ms\n", 2.0 * kPoints * 8 / 1e6, copy_ms);
  skel_set<0>(din, dout, hin, copy_ms);
  skel_set<1>(din, dout, hin, copy_ms);
  skel_set<2>(din, dout, hin, copy_ms);
  mb_row<2, true>(din, dout, hin, copy_ms);
  mb_row<4, true>(din, dout, hin, copy_ms);
  mb_row<2, false>(din, dout, hin, copy_ms);
  mb_row<4, false>(din, dout, hin, copy_ms);
  mb_row<8, false>(din, dout, hin, copy_ms);
  mb_row<2, false, true>(din, dout, hin, copy_ms);
  mb_row<4, false, true>(din, dout, hin, copy_ms);
  mb_row<8, false, true>(din, dout, hin, copy_ms);
  CK(cudaFree(din));
  CK(cudaFree(dout));
  CK(cudaFree(scratch));
  if (g_bad) std::printf("SKELETON OUTPUT WRONG\n");
  return g_bad ? 2 : 0;
}
