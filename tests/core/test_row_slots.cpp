// Host-side checks of the staged kernels' shared row layouts (src/cuda/kernels/regtile/row_slots.h):
// every row-compute and staging access pattern of rt_staged1024_kernel, rt16384_kernel and
// rt_staged_kernel<256> (index formulas as in rt_staged.cuh) takes the minimum two wavefronts per
// warp under the half-warp model of 64-bit shared accesses, the maps are one-to-one within a row,
// and rows do not overlap. CPU only: runs in CI.
#include <gtest/gtest.h>

#include <array>
#include <functional>
#include <set>
#include <vector>

#include "cuda/kernels/regtile/row_slots.h"

namespace {

using namespace tcfft::cuda::kern::rt;

// Wavefronts of one warp access of 32 float2 at the given slots (8-byte units): each half-warp takes
// as many wavefronts as the most distinct 4-byte words that share one of the 32 banks.
int wavefronts(const std::array<int, 32>& slot) {
  int total = 0;
  for (int h = 0; h < 2; ++h) {
    std::array<std::set<int>, 32> bank;
    for (int l = 16 * h; l < 16 * h + 16; ++l)
      for (int w = 0; w < 2; ++w) bank[(2 * slot[l] + w) % 32].insert(2 * slot[l] + w);
    size_t worst = 0;
    for (const auto& b : bank) worst = std::max(worst, b.size());
    total += static_cast<int>(worst);
  }
  return total;
}

// The worst wavefront count over a set of warp accesses: access(i, lane) -> slot, i < count.
int worst(int count, const std::function<int(int, int)>& access) {
  int w = 0;
  for (int i = 0; i < count; ++i) {
    std::array<int, 32> s{};
    for (int l = 0; l < 32; ++l) s[l] = access(i, l);
    w = std::max(w, wavefronts(s));
  }
  return w;
}

TEST(RowSlots, ModelCountsKnownPatterns) {
  // the model itself: 32 consecutive float2 take 2 wavefronts, a stride of 16 float2 takes 32
  EXPECT_EQ(worst(1, [](int, int l) { return l; }), 2);
  EXPECT_EQ(worst(1, [](int, int l) { return 16 * l; }), 32);
}

TEST(RowSlots, MapsAreOneToOneWithinTheirRows) {
  std::set<int> s1024, s256;
  for (int k = 0; k < 1024; ++k) {
    const int s = row_slot_1024(k);
    EXPECT_TRUE(s >= 0 && s < 1024 && s1024.insert(s).second) << k;
  }
  for (int k = 0; k < 256; ++k) {
    const int s = row_slot_256(k);
    EXPECT_TRUE(s >= 0 && s < kPad256Len && s256.insert(s).second) << k;
  }
  EXPECT_LE(1024, kRow1024);
  EXPECT_LE(kPad256Len, kRow256Wide);
  EXPECT_LE(kPad256Len, kRow256);
}

// T1024 (rt1024.cuh): stage-0 input k = 16 w + g + 128 t + 8 nt + 64 (e & 1) + 512 (e >> 1), output
// k = w + 32 t + 128 g + 4 tk + 16 c, lane = 4 g + t; 4 warps per transform.
TEST(RowSlots, Staged1024RowComputeIsConflictFree) {
  EXPECT_EQ(worst(4 * 8, [](int i, int l) {
              const int w = i / 8, nt = (i / 4) & 1, e = i & 3, g = l >> 2, t = l & 3;
              return row_slot_1024(16 * w + g + 128 * t + 8 * nt + 64 * (e & 1) + 512 * (e >> 1));
            }),
            2);
  EXPECT_EQ(worst(4 * 8, [](int i, int l) {
              const int w = i / 8, tk = (i / 2) & 3, c = i & 1, g = l >> 2, t = l & 3;
              return row_slot_1024(w + 32 * t + 128 * g + 4 * tk + 16 * c);
            }),
            2);
}

// rt_staged1024_kernel staging (rows_in / rows_out, StageMap): 256 threads, 8 lines; strided side
// line l = tid % 8, k = tid / 8 + 32 i; contiguous side l = tid / 32, k = tid % 32 + 32 i.
TEST(RowSlots, Staged1024StagingIsConflictFree) {
  EXPECT_EQ(worst(8 * 32, [](int i, int l) {
              const int tid = 32 * (i / 32) + l;
              return (tid % 8) * kRow1024 + row_slot_1024(tid / 8 + 32 * (i % 32));
            }),
            2);
  EXPECT_EQ(worst(8 * 32, [](int i, int l) {
              const int tid = 32 * (i / 32) + l;
              return (tid / 32) * kRow1024 + row_slot_1024(tid % 32 + 32 * (i % 32));
            }),
            2);
}

// rt16384_kernel (16 warps): copy-in of element 32 (w + 16 m) + le, le = 16 (l & 1) + ((l >> 1) & 7) +
// 8 (l >> 4), to row le & 15 at slot row_slot_1024(2 (w + 16 m) + (l & 1)); last stage reads row
// r = 2 t + (e & 1) + 8 (e >> 1) at j = 16 (w + 16 c) + g + 8 nt.
TEST(RowSlots, Rt16384CopyInAndLastStageAreConflictFree) {
  EXPECT_EQ(worst(16 * 32, [](int i, int l) {
              const int w = i / 32, m = i % 32, le = 16 * (l & 1) + ((l >> 1) & 7) + 8 * (l >> 4);
              return (le & 15) * kRow1024 + row_slot_1024(2 * (w + 16 * m) + (l & 1));
            }),
            2);
  EXPECT_EQ(worst(16 * 4 * 8, [](int i, int l) {
              const int w = i / 32, c = (i / 8) & 3, nt = (i / 4) & 1, e = i & 3, g = l >> 2, t = l & 3;
              return (2 * t + (e & 1) + 8 * (e >> 1)) * kRow1024 + row_slot_1024(16 * (w + 16 * c) + g + 8 * nt);
            }),
            2);
}

// rows_compute, n = 256: lane part g + 32 t, inputs + 8 nt + 16 (e & 1) + 128 (e >> 1), outputs
// + 8 (i >> 1) + 16 (i & 1) + 128 nt; the additive split the kernel relies on holds for them.
TEST(RowSlots, Staged256RowComputeIsConflictFreeAndAdditive) {
  auto in256 = [](int nt, int e) { return 8 * nt + 16 * (e & 1) + 128 * (e >> 1); };
  auto out256 = [](int nt, int i) { return 8 * (i >> 1) + 16 * (i & 1) + 128 * nt; };
  for (auto* f : {+in256, +out256}) {
    EXPECT_EQ(worst(8, [&](int i, int l) { return row_slot_256((l >> 2) + 32 * (l & 3) + f(i / 4, i % 4)); }), 2);
    for (int l = 0; l < 32; ++l)
      for (int i = 0; i < 8; ++i) {
        const int a = (l >> 2) + 32 * (l & 3), b = f(i / 4, i % 4);
        EXPECT_EQ(row_slot_256(a + b), row_slot_256(a) + row_slot_256(b)) << l << " " << i;
      }
  }
}

// rt_staged_kernel<256> staging, 128 threads, PL lines of LEN elements, KS = 128 / PL: strided side
// l = tid % PL, k0 = tid / PL; contiguous side l = tid / KS, k0 = tid % KS; k = k0 + KS i. Radix-2
// tails (D2, LEN = 512): sub-row 2 l + (k & 1), slot row_slot_256(k >> 1). 16-row blocks (PL = 16, or
// 8 parents) at kRow256Wide, 8-row blocks at kRow256. The contiguous side of a 16-row block is 2-way.
TEST(RowSlots, Staged256StagingWavefronts) {
  struct Form {
    int pl, rp;
    bool d2;
    int strided_max, contiguous_max;
  };
  for (const Form f : {Form{16, kRow256Wide, false, 2, 4}, Form{8, kRow256, false, 2, 2},
                       Form{8, kRow256Wide, true, 2, 4}, Form{4, kRow256, true, 2, 4}}) {
    const int ks = 128 / f.pl, len = f.d2 ? 512 : 256;
    for (int strided = 0; strided < 2; ++strided) {
      const int w = worst(4 * (len / ks), [&](int i, int lane) {
        const int tid = 32 * (i / (len / ks)) + lane, it = i % (len / ks);
        const int l = strided ? tid % f.pl : tid / ks, k = (strided ? tid / f.pl : tid % ks) + ks * it;
        // the kernel's split: base of the thread part plus the slot of the loop part
        const int slot = f.d2 ? (2 * l + (k & 1)) * f.rp + row_slot_256(k >> 1) : l * f.rp + row_slot_256(k);
        const int k0 = strided ? tid / f.pl : tid % ks;
        const int split = f.d2 ? (2 * l + (k0 & 1)) * f.rp + row_slot_256(k0 >> 1) + row_slot_256((ks / 2) * it)
                               : l * f.rp + row_slot_256(k0) + row_slot_256(ks * it);
        EXPECT_EQ(slot, split) << "pl " << f.pl << " d2 " << f.d2 << " tid " << tid << " it " << it;
        return slot;
      });
      EXPECT_LE(w, strided ? f.strided_max : f.contiguous_max) << "pl " << f.pl << " d2 " << f.d2 << " strided " << strided;
    }
  }
}

}  // namespace
