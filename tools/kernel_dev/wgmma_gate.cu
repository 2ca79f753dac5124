// The wgmma gate (development probe, NOTES v26): before any warpgroup-MMA kernel family, two facts.
//  1. Bits: does one k16 step of wgmma.mma_async m64nNk16 (f16 x f16 -> f32, A from registers, B
//     from shared memory) accumulate exactly as mma.sync m16n8k16 does? The CPU emulation (docs
//     §4.4) models mma.sync; a wgmma kernel can only share the GPU-vs-CPU bit tests if both agree.
//     Chains of kSteps products D = A_s B_s + D on 64 x 8 tiles, once by 4 warps of mma.sync and
//     once by a warpgroup of wgmma, compared bit for bit, with operands in the FFT's ranges (split
//     parts and matrix parts) and with random exponents over the whole fp16 range.
//  2. Throughput at the FFT's shapes: the MMA work of stage_a16 (per warp and 16 vectors: two
//     output halves x {re, im} chains of 6 m16n8k16) against the same products as wgmma m64n16k16
//     chains (per warpgroup and 64 vectors: {re, im} chains of 6), A from registers, no other work.
//     Each round's chains start from the previous round's results times 2^-20 (so that ptxas
//     cannot fold identical rounds, as it did with zero starts: NOTES v26); the last round's
//     results of both are compared bit for bit too (this checks the N = 16 descriptor layout).
// Build (here; wgmma needs the sm_90a target):
//   nvcc -std=c++17 -O3 -gencode arch=compute_90a,code=sm_90a tools/kernel_dev/wgmma_gate.cu \
//        -o build-dev-carry/wgmma_gate
// Usage: wgmma_gate  (prints the bit-test counts and the timings; exit 1 on a CUDA error)
#include <cuda_fp16.h>
#include <cuda_runtime.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <vector>

#include "probe_check.h"

namespace {

constexpr int kSteps = 6;     // chain length of one radix-16 output (P = 2, Q = 2: 3 products x 2 chunks)
constexpr int kStepB = 256;   // bytes of one 16 x 8 B tile in shared memory (two 8 x 8 core matrices)
constexpr int kPoison = kSteps * kStepB;  // bytes of NaN after the tiles (a wrong offset reads them)

// ---- fragments (the layout of src/cuda/kernels/tensorcore/mma_f16.cuh; lane = 4g + t) ----
__device__ __forceinline__ uint32_t pack(uint16_t lo, uint16_t hi) { return uint32_t(lo) | (uint32_t(hi) << 16); }

__device__ __forceinline__ void mma(const uint32_t (&a)[4], uint32_t b0, uint32_t b1, float (&d)[4]) {
  asm volatile(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};\n"
      : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
      : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b0), "r"(b1));
}

// Shared-memory matrix descriptor (PTX ISA, wgmma "matrix descriptor"): start address, leading
// (K direction) and stride (M / N direction) byte offsets, each >> 4; no swizzle, base offset 0.
__device__ __forceinline__ uint64_t desc(const void* smem, uint32_t lbo, uint32_t sbo) {
  const uint32_t a = static_cast<uint32_t>(__cvta_generic_to_shared(smem));
  return uint64_t((a & 0x3FFFF) >> 4) | (uint64_t(lbo >> 4) << 16) | (uint64_t(sbo >> 4) << 32);
}

__device__ __forceinline__ void wg_fence() { asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory"); }
__device__ __forceinline__ void wg_commit() { asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory"); }
__device__ __forceinline__ void wg_wait0() { asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory"); }
__device__ __forceinline__ void proxy_fence() { asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory"); }

__device__ __forceinline__ void wgmma_n8(const uint32_t (&a)[4], uint64_t bd, float (&d)[4]) {
  asm volatile(
      "{\n.reg .pred p;\nsetp.ne.b32 p, %9, 0;\n"
      "wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {%0,%1,%2,%3}, {%4,%5,%6,%7}, %8, p, 1, 1, 0;\n}\n"
      : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
      : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "l"(bd), "r"(1));
}
__device__ __forceinline__ void wgmma_n16(const uint32_t (&a)[4], uint64_t bd, float (&d)[8]) {
  asm volatile(
      "{\n.reg .pred p;\nsetp.ne.b32 p, %13, 0;\n"
      "wgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0,%1,%2,%3,%4,%5,%6,%7}, {%8,%9,%10,%11}, %12, p, 1, 1, 0;\n}\n"
      : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]), "+f"(d[5]), "+f"(d[6]), "+f"(d[7])
      : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "l"(bd), "r"(1));
}

// A fragment of rows r0 .. r0 + 15 of a row-major 64 x 16 f16 tile.
__device__ __forceinline__ void load_a(const uint16_t* A, int r0, uint32_t (&a)[4]) {
  const int lane = threadIdx.x & 31, g = lane >> 2, t = lane & 3;
  const uint16_t* p = A + (r0 + g) * 16 + 2 * t;
  a[0] = pack(p[0], p[1]);
  a[1] = pack(p[128], p[129]);
  a[2] = pack(p[8], p[9]);
  a[3] = pack(p[136], p[137]);
}

// ---- 1. bit test: one block = one 64 x 8 tile, kSteps chained products ----
// A: [tile][step][64][16], B: [tile][step][16 k][8 n], C: [tile][64][8], D: [tile][64][8].
__global__ void __launch_bounds__(128) chain_mma(const uint16_t* A, const uint16_t* B, const float* C, float* D) {
  const int tile = blockIdx.x, w = threadIdx.x >> 5, lane = threadIdx.x & 31, g = lane >> 2, t = lane & 3;
  const int r = 16 * w + g;
  const float* c = C + size_t(tile) * 512;
  float d[4] = {c[r * 8 + 2 * t], c[r * 8 + 2 * t + 1], c[(r + 8) * 8 + 2 * t], c[(r + 8) * 8 + 2 * t + 1]};
  for (int s = 0; s < kSteps; ++s) {
    uint32_t a[4];
    load_a(A + (size_t(tile) * kSteps + s) * 1024, 16 * w, a);
    const uint16_t* b = B + (size_t(tile) * kSteps + s) * 128;
    mma(a, pack(b[(2 * t) * 8 + g], b[(2 * t + 1) * 8 + g]), pack(b[(2 * t + 8) * 8 + g], b[(2 * t + 9) * 8 + g]), d);
  }
  float* o = D + size_t(tile) * 512;
  o[r * 8 + 2 * t] = d[0];
  o[r * 8 + 2 * t + 1] = d[1];
  o[(r + 8) * 8 + 2 * t] = d[2];
  o[(r + 8) * 8 + 2 * t + 1] = d[3];
}

// LBO = 128 (the K step between the two core matrices); SBO (unused at N = 8) points at the NaN
// poison, so that a wrong reading of the descriptor shows as NaN. (The first v26 call also ran LBO
// and SBO swapped: it read past the buffer, illegal address.)
__global__ void __launch_bounds__(128) chain_wgmma(const uint16_t* A, const uint16_t* B, const float* C, float* D) {
  __shared__ __align__(1024) uint16_t sB[(kSteps * kStepB + 1024) / 2];
  const int tile = blockIdx.x, w = threadIdx.x >> 5, lane = threadIdx.x & 31, g = lane >> 2, t = lane & 3;
  // B tile s, element (k, n) -> core matrix k / 8 at +128 bytes, row n (16 bytes), column k % 8
  for (int i = threadIdx.x; i < kSteps * 128; i += 128) {
    const int s = i / 128, k = (i % 128) / 8, n = i % 8;
    sB[(s * kStepB + (k / 8) * 128 + n * 16 + (k % 8) * 2) / 2] = B[size_t(tile) * kSteps * 128 + i];
  }
  for (int i = threadIdx.x; i < 512; i += 128) sB[kPoison / 2 + i] = 0x7e00;  // fp16 NaN
  proxy_fence();
  __syncthreads();
  const int r = 16 * w + g;
  const float* c = C + size_t(tile) * 512;
  float d[4] = {c[r * 8 + 2 * t], c[r * 8 + 2 * t + 1], c[(r + 8) * 8 + 2 * t], c[(r + 8) * 8 + 2 * t + 1]};
  uint32_t a[kSteps][4];
  for (int s = 0; s < kSteps; ++s) load_a(A + (size_t(tile) * kSteps + s) * 1024, 16 * w, a[s]);
  const uint32_t lbo = 128, sbo = kPoison;
  wg_fence();
#pragma unroll
  for (int s = 0; s < kSteps; ++s) wgmma_n8(a[s], desc(sB + s * kStepB / 2, lbo, sbo), d);
  wg_commit();
  wg_wait0();
  float* o = D + size_t(tile) * 512;
  o[r * 8 + 2 * t] = d[0];
  o[r * 8 + 2 * t + 1] = d[1];
  o[(r + 8) * 8 + 2 * t] = d[2];
  o[(r + 8) * 8 + 2 * t + 1] = d[3];
}

// ---- 2. throughput: stage_a16's products ----
// Operands: X[4 parts: xr0, xi0, xr1, xi1][64 rows per warpgroup][16] f16 (the same for every block,
// indexed by the warp's rows), F[6 parts][16 k][16 n] f16 (B = F^T chunk; k = input component,
// n = output component). Chains (part of X, part of F), small terms first as in stage_a16:
//   re: (xr0,F1r) (xi0,F1mi) (xr1,F0r) (xi1,F0mi) (xr0,F0r) (xi0,F0mi)
//   im: (xr0,F1i) (xi0,F1r)  (xr1,F0i) (xi1,F0r)  (xr0,F0i) (xi0,F0r)
// with F parts 0 F0r, 1 F0i, 2 F0mi, 3 F1r, 4 F1i, 5 F1mi. Output of the last round: O[block][wg][re/im][64][16].
__host__ __device__ constexpr int cx(int, int s) { return s % 4; }
__host__ __device__ constexpr int cf(int c, int s) {
  constexpr int f[2][6] = {{3, 5, 0, 2, 0, 2}, {4, 3, 1, 0, 1, 0}};
  return f[c][s];
}

__global__ void __launch_bounds__(256, 2) tp_mma(const uint16_t* X, const uint16_t* F, float* O, int rounds, float carry) {
  const int w = threadIdx.x >> 5, wg = w >> 2, lane = threadIdx.x & 31, g = lane >> 2, t = lane & 3;
  uint32_t a[4][4];
  for (int p = 0; p < 4; ++p) load_a(X + p * 1024, 16 * (w & 3), a[p]);
  uint32_t b[6][2][2];  // part, nt, reg: B fragment of F^T columns 8nt..8nt+7
  for (int f = 0; f < 6; ++f)
    for (int nt = 0; nt < 2; ++nt) {
      const uint16_t* q = F + f * 256;
      const int n = 8 * nt + g;
      b[f][nt][0] = pack(q[(2 * t) * 16 + n], q[(2 * t + 1) * 16 + n]);
      b[f][nt][1] = pack(q[(2 * t + 8) * 16 + n], q[(2 * t + 9) * 16 + n]);
    }
  float keep[2][2][4] = {};
  for (int it = 0; it < rounds; ++it) {
#pragma unroll
    for (int nt = 0; nt < 2; ++nt)
#pragma unroll
      for (int c = 0; c < 2; ++c) {
        float d[4];
#pragma unroll
        for (int i = 0; i < 4; ++i) d[i] = keep[nt][c][i] * carry;  // round-dependent: no folding of rounds
#pragma unroll
        for (int s = 0; s < 6; ++s) mma(a[cx(c, s)], b[cf(c, s)][nt][0], b[cf(c, s)][nt][1], d);
#pragma unroll
        for (int i = 0; i < 4; ++i) keep[nt][c][i] = d[i];
      }
  }
  float* o = O + (size_t(blockIdx.x) * 2 + wg) * 2048;
  const int r = 16 * (w & 3) + g;
  for (int nt = 0; nt < 2; ++nt)
    for (int c = 0; c < 2; ++c) {
      o[c * 1024 + r * 16 + 8 * nt + 2 * t] = keep[nt][c][0];
      o[c * 1024 + r * 16 + 8 * nt + 2 * t + 1] = keep[nt][c][1];
      o[c * 1024 + (r + 8) * 16 + 8 * nt + 2 * t] = keep[nt][c][2];
      o[c * 1024 + (r + 8) * 16 + 8 * nt + 2 * t + 1] = keep[nt][c][3];
    }
}

// F^T parts in shared memory for m64n16k16: B (16 k x 16 n) K-major, core matrix (k / 8, n / 8) at
// (k / 8) * 128 + (n / 8) * 256 bytes: LBO = 128 (K step), SBO = 256 (N step); 512 bytes per part.
__global__ void __launch_bounds__(256, 2) tp_wgmma(const uint16_t* X, const uint16_t* F, float* O, int rounds, float carry) {
  __shared__ __align__(1024) uint16_t sF[6 * 256];
  const int w = threadIdx.x >> 5, wg = w >> 2, lane = threadIdx.x & 31, g = lane >> 2, t = lane & 3;
  for (int i = threadIdx.x; i < 6 * 256; i += 256) {
    const int f = i / 256, k = (i % 256) / 16, n = i % 16;
    sF[(f * 512 + (k / 8) * 128 + (n / 8) * 256 + (n % 8) * 16 + (k % 8) * 2) / 2] = F[i];
  }
  proxy_fence();
  __syncthreads();
  uint32_t a[4][4];
  for (int p = 0; p < 4; ++p) load_a(X + p * 1024, 16 * (w & 3), a[p]);
  uint64_t fd[6];
  for (int f = 0; f < 6; ++f) fd[f] = desc(sF + f * 256, 128, 256);
  float keep[2][8] = {};
  for (int it = 0; it < rounds; ++it) {
    float d[2][8];
#pragma unroll
    for (int c = 0; c < 2; ++c)
#pragma unroll
      for (int i = 0; i < 8; ++i) d[c][i] = keep[c][i] * carry;
    wg_fence();
#pragma unroll
    for (int s = 0; s < 6; ++s) {
      wgmma_n16(a[cx(0, s)], fd[cf(0, s)], d[0]);
      wgmma_n16(a[cx(1, s)], fd[cf(1, s)], d[1]);
    }
    wg_commit();
    wg_wait0();
#pragma unroll
    for (int c = 0; c < 2; ++c)
#pragma unroll
      for (int i = 0; i < 8; ++i) keep[c][i] = d[c][i];
  }
  float* o = O + (size_t(blockIdx.x) * 2 + wg) * 2048;
  const int r = 16 * (w & 3) + g;
  for (int c = 0; c < 2; ++c)
    for (int j = 0; j < 2; ++j) {  // n8 tile j: d[4j .. 4j + 3]
      o[c * 1024 + r * 16 + 8 * j + 2 * t] = keep[c][4 * j];
      o[c * 1024 + r * 16 + 8 * j + 2 * t + 1] = keep[c][4 * j + 1];
      o[c * 1024 + (r + 8) * 16 + 8 * j + 2 * t] = keep[c][4 * j + 2];
      o[c * 1024 + (r + 8) * 16 + 8 * j + 2 * t + 1] = keep[c][4 * j + 3];
    }
}

// The same products with re and im outputs side by side as one N = 32 product per part pair:
// Ba_q = [F(q, r) | F(q, i)], Bb_q = [F(q, -i) | F(q, r)] (16 k x 32 n, 1 KB each, core matrix
// (k / 8, n / 8) at (k / 8) * 128 + (n / 8) * 256 bytes), one chain of 6 m64n32k16:
//   (xr0, Ba_1) (xi0, Bb_1) (xr1, Ba_0) (xi1, Bb_0) (xr0, Ba_0) (xi0, Bb_0)
// columns 0-15 = the re chain above, 16-31 = the im chain, in the same order per output.
__device__ __forceinline__ void wgmma_n32(const uint32_t (&a)[4], uint64_t bd, float (&d)[16]) {
  asm volatile(
      "{\n.reg .pred p;\nsetp.ne.b32 p, %21, 0;\n"
      "wgmma.mma_async.sync.aligned.m64n32k16.f32.f16.f16 {%0,%1,%2,%3,%4,%5,%6,%7,%8,%9,%10,%11,%12,%13,%14,%15}, "
      "{%16,%17,%18,%19}, %20, p, 1, 1, 0;\n}\n"
      : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]), "+f"(d[5]), "+f"(d[6]), "+f"(d[7]), "+f"(d[8]),
        "+f"(d[9]), "+f"(d[10]), "+f"(d[11]), "+f"(d[12]), "+f"(d[13]), "+f"(d[14]), "+f"(d[15])
      : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "l"(bd), "r"(1));
}
__global__ void __launch_bounds__(256, 2) tp_wgmma32(const uint16_t* X, const uint16_t* F, float* O, int rounds, float carry) {
  __shared__ __align__(1024) uint16_t sF[4 * 512];
  const int w = threadIdx.x >> 5, wg = w >> 2, lane = threadIdx.x & 31, g = lane >> 2, t = lane & 3;
  for (int i = threadIdx.x; i < 4 * 512; i += 256) {
    const int cb = i / 512, k = (i % 512) / 32, n = i % 32, q = cb >> 1;
    const int part = (cb & 1) ? (n < 16 ? 3 * q + 2 : 3 * q) : (n < 16 ? 3 * q : 3 * q + 1);
    sF[(cb * 1024 + (k / 8) * 128 + (n / 8) * 256 + (n % 8) * 16 + (k % 8) * 2) / 2] = F[part * 256 + k * 16 + (n % 16)];
  }
  proxy_fence();
  __syncthreads();
  uint32_t a[4][4];
  for (int p = 0; p < 4; ++p) load_a(X + p * 1024, 16 * (w & 3), a[p]);
  uint64_t fd[4];
  for (int cb = 0; cb < 4; ++cb) fd[cb] = desc(sF + cb * 512, 128, 256);
  constexpr int kB[6] = {2, 3, 0, 1, 0, 1};  // Ba_1 Bb_1 Ba_0 Bb_0 Ba_0 Bb_0
  float keep[16] = {};
  for (int it = 0; it < rounds; ++it) {
    float d[16];
#pragma unroll
    for (int i = 0; i < 16; ++i) d[i] = keep[i] * carry;
    wg_fence();
#pragma unroll
    for (int s = 0; s < 6; ++s) wgmma_n32(a[cx(0, s)], fd[kB[s]], d);
    wg_commit();
    wg_wait0();
#pragma unroll
    for (int i = 0; i < 16; ++i) keep[i] = d[i];
  }
  float* o = O + (size_t(blockIdx.x) * 2 + wg) * 2048;
  const int r = 16 * (w & 3) + g;
  for (int j = 0; j < 4; ++j) {  // n8 tile j: re (j < 2) or im, columns 8 (j % 2) ..
    float* oc = o + (j >> 1) * 1024 + 8 * (j & 1) + 2 * t;
    oc[r * 16] = keep[4 * j];
    oc[r * 16 + 1] = keep[4 * j + 1];
    oc[(r + 8) * 16] = keep[4 * j + 2];
    oc[(r + 8) * 16 + 1] = keep[4 * j + 3];
  }
}

// ---- host ----
uint16_t h16(float f) {
  const __half h = __float2half_rn(f);
  uint16_t u;
  std::memcpy(&u, &h, 2);
  return u;
}
uint32_t fbits(float f) {
  uint32_t u;
  std::memcpy(&u, &f, 4);
  return u;
}

struct Counts {
  size_t equal = 0, differ = 0, nan = 0;
  double max_rel = 0;
};

Counts compare(const std::vector<float>& x, const std::vector<float>& y) {
  Counts c;
  for (size_t i = 0; i < x.size(); ++i) {
    if (std::isnan(x[i]) || std::isnan(y[i])) { ++c.nan; continue; }
    if (fbits(x[i]) == fbits(y[i])) ++c.equal;
    else {
      ++c.differ;
      const double den = std::max(std::fabs(double(x[i])), 1e-30);
      c.max_rel = std::max(c.max_rel, std::fabs(double(x[i]) - y[i]) / den);
    }
  }
  return c;
}

// mode 0: the FFT's ranges; the steps follow a radix-16 chain: (hi, Flo) (hi, Flo) (lo, Fhi) (lo, Fhi) (hi, Fhi) (hi, Fhi).
// mode 1: random sign and exponent over the whole fp16 normal range for A and B, C0 over +-2^20.
void fill(int mode, int tiles, std::mt19937_64& rng, std::vector<uint16_t>& A, std::vector<uint16_t>& B, std::vector<float>& C) {
  std::uniform_real_distribution<double> u(-1.0, 1.0);
  std::uniform_int_distribution<int> ex(-14, 15);
  A.resize(size_t(tiles) * kSteps * 1024);
  B.resize(size_t(tiles) * kSteps * 128);
  C.resize(size_t(tiles) * 512);
  auto wide = [&] { return h16(float(std::ldexp(1.0 + std::fabs(u(rng)), ex(rng)) * (u(rng) < 0 ? -1 : 1))); };
  for (int tile = 0; tile < tiles; ++tile)
    for (int s = 0; s < kSteps; ++s) {
      const bool a_lo = (s == 2 || s == 3), b_lo = (s < 2);
      uint16_t* a = &A[(size_t(tile) * kSteps + s) * 1024];
      uint16_t* b = &B[(size_t(tile) * kSteps + s) * 128];
      for (int i = 0; i < 1024; ++i) a[i] = mode ? wide() : h16(float(u(rng) * (a_lo ? 0x1p-12 : 1.0)));
      for (int i = 0; i < 128; ++i) b[i] = mode ? wide() : h16(float(u(rng) * (b_lo ? 0x1p-12 : 1.0)));
    }
  for (auto& c : C) c = float(mode ? u(rng) * 0x1p20 : u(rng) * 16.0);
}

}  // namespace

int main() {
  cudaDeviceProp prop;
  CK(cudaGetDeviceProperties(&prop, 0));
  std::printf("device %s, %d SMs, cc %d.%d\n", prop.name, prop.multiProcessorCount, prop.major, prop.minor);
  int fails = 0;
  // ---- 1. bits ----
  const int tiles = 1 << 14;  // 2^14 tiles x 512 outputs = 2^23 chains per mode
  std::mt19937_64 rng(20261123);
  uint16_t *dA, *dB;
  float *dC, *dD;
  CK(cudaMalloc(&dA, size_t(tiles) * kSteps * 1024 * 2));
  CK(cudaMalloc(&dB, size_t(tiles) * kSteps * 128 * 2));
  CK(cudaMalloc(&dC, size_t(tiles) * 512 * 4));
  CK(cudaMalloc(&dD, size_t(tiles) * 512 * 4));
  for (int mode = 0; mode < 2; ++mode) {
    std::vector<uint16_t> A, B;
    std::vector<float> C;
    fill(mode, tiles, rng, A, B, C);
    CK(cudaMemcpy(dA, A.data(), A.size() * 2, cudaMemcpyHostToDevice));
    CK(cudaMemcpy(dB, B.data(), B.size() * 2, cudaMemcpyHostToDevice));
    CK(cudaMemcpy(dC, C.data(), C.size() * 4, cudaMemcpyHostToDevice));
    std::vector<float> ref(C.size()), got(C.size());
    CK(cudaMemset(dD, 0xff, C.size() * 4));  // poison (NaN)
    chain_mma<<<tiles, 128>>>(dA, dB, dC, dD);
    CK(cudaGetLastError());
    CK(cudaDeviceSynchronize());
    CK(cudaMemcpy(ref.data(), dD, ref.size() * 4, cudaMemcpyDeviceToHost));
    CK(cudaMemset(dD, 0xff, C.size() * 4));
    chain_wgmma<<<tiles, 128>>>(dA, dB, dC, dD);
    CK(cudaGetLastError());
    CK(cudaDeviceSynchronize());
    CK(cudaMemcpy(got.data(), dD, got.size() * 4, cudaMemcpyDeviceToHost));
    const Counts c = compare(ref, got);
    std::printf("bits mode %s (LBO 128): %zu chains, equal %zu, differ %zu (max rel %.3g), NaN %zu\n", mode ? "wide" : "fft ",
                ref.size(), c.equal, c.differ, c.max_rel, c.nan);
    if (mode == 0 && (c.differ || c.nan)) ++fails;
  }
  // ---- 2. throughput ----
  std::vector<uint16_t> X(4 * 1024), F(6 * 256);
  std::uniform_real_distribution<double> u(-1.0, 1.0);
  for (int p = 0; p < 4; ++p)
    for (int i = 0; i < 1024; ++i) X[p * 1024 + i] = h16(float(u(rng) * (p >= 2 ? 0x1p-12 : 1.0)));
  for (int f = 0; f < 6; ++f)
    for (int i = 0; i < 256; ++i) F[f * 256 + i] = h16(float(u(rng) * (f >= 3 ? 0x1p-12 : 1.0)));
  uint16_t *dX, *dF;
  float *dO1, *dO2;
  const int blocks = prop.multiProcessorCount * 2 * 8;  // 8 waves of 2 blocks (16 warps) per SM
  CK(cudaMalloc(&dX, X.size() * 2));
  CK(cudaMalloc(&dF, F.size() * 2));
  CK(cudaMalloc(&dO1, size_t(blocks) * 2 * 2048 * 4));
  CK(cudaMalloc(&dO2, size_t(blocks) * 2 * 2048 * 4));
  CK(cudaMemcpy(dX, X.data(), X.size() * 2, cudaMemcpyHostToDevice));
  CK(cudaMemcpy(dF, F.data(), F.size() * 2, cudaMemcpyHostToDevice));
  CK(cudaMemset(dO1, 0xff, size_t(blocks) * 2 * 2048 * 4));
  CK(cudaMemset(dO2, 0xff, size_t(blocks) * 2 * 2048 * 4));
  cudaEvent_t e0, e1;
  CK(cudaEventCreate(&e0));
  CK(cudaEventCreate(&e1));
  const int rounds = 2048;
  const double flop = double(blocks) * 2 /*warpgroups*/ * rounds * 12 * 2.0 * 64 * 16 * 16;
  std::vector<float> o1(size_t(blocks) * 2 * 2048), o2(o1.size());
  for (int kind = 0; kind < 3; ++kind) {
    if (kind == 2) CK(cudaMemset(dO2, 0xff, o2.size() * 4));
    std::vector<float> ms;
    for (int rep = 0; rep < 7; ++rep) {
      CK(cudaEventRecord(e0));
      if (kind == 0) tp_mma<<<blocks, 256>>>(dX, dF, dO1, rounds, 0x1p-20f);
      else if (kind == 1) tp_wgmma<<<blocks, 256>>>(dX, dF, dO2, rounds, 0x1p-20f);
      else tp_wgmma32<<<blocks, 256>>>(dX, dF, dO2, rounds, 0x1p-20f);
      CK(cudaGetLastError());
      CK(cudaEventRecord(e1));
      CK(cudaEventSynchronize(e1));
      float t;
      CK(cudaEventElapsedTime(&t, e0, e1));
      ms.push_back(t);
    }
    std::sort(ms.begin() + 1, ms.end());  // rep 0 is the warm-up
    const float med = ms[1 + (ms.size() - 1) / 2];
    std::printf("throughput %-26s median %.3f ms (min %.3f), %.1f TFLOP/s f16 -> f32\n",
                kind == 2 ? "wgmma m64n32k16 chains" : kind ? "wgmma m64n16k16 chains" : "mma.sync m16n8k16 chains", med,
                ms[1], flop / (med * 1e-3) / 1e12);
    if (kind == 0) continue;
    CK(cudaMemcpy(o1.data(), dO1, o1.size() * 4, cudaMemcpyDeviceToHost));
    CK(cudaMemcpy(o2.data(), dO2, o2.size() * 4, cudaMemcpyDeviceToHost));
    const Counts c = compare(o1, o2);
    std::printf("throughput outputs against mma.sync (last round, N = %d layout): %zu, equal %zu, differ %zu (max rel %.3g), NaN %zu\n",
                kind == 2 ? 32 : 16, o1.size(), c.equal, c.differ, c.max_rel, c.nan);
    if (c.differ || c.nan) ++fails;
  }
  std::printf("%s\n", fails ? "GATE: FAIL (see the counts above)" : "GATE: bits equal in the FFT's ranges");
  return 0;
}
