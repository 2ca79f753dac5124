// CUDA backend tests of kernel forms on dense multi-D (and four-step) plans: the plane pass, the
// fused 256 x 256 pair (chunks, lags, 4 and 5 blocks), the line-prefetch map, programmatic launches,
// the static order, the transposed 2D plan and the generic kernels' block tile give the bits of the
// form they replace, the launch counters showing which ran; back-to-back programmatic executions
// keep the stream order; the 128 x 128 plane meets the oracle with and
// without its kernel. Device buffers are allocated with cudaMalloc directly.
// Always compiled and registered; every case first checks for a device and SKIPS LOUDLY without
// one (CI has no GPU: these run only on a GPU machine). Shared helpers: gpu_test_support.h.
// (LinePrefetchMap's rejected geometries need no device.)
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <functional>
#include <initializer_list>
#include <memory>
#include <string>
#include <vector>

#include "common/oracle.h"
#include "core/executor.h"
#include "core/problem.h"
#include "gpu_test_support.h"
#include "plan/plan.h"
#include "plan/tuning.h"

#if defined(TCFFT_TEST_HAVE_CUDA)
#include <cuda_runtime.h>

#include "cuda/kernels/common/line_prefetch_map.h"
#include "cuda/kernels/regtile/regtile.h"  // set_plane_pass, set_fused_pair ... (development knobs)
#endif

namespace tct {
namespace {

using namespace gputest;  // Mode, kSplit2 ..., cuda_spec, cuda_handle ... (gpu_test_support.h)

// The plane pass (the rows then the columns of dense 32 x 32 / 64 x 64 planes in one kernel; regtile.h
// plane_supported) gives the bits of the two passes it replaces: 3D 64^3, 8 x 64 x 64, 32^3, 4 x 32 x 32,
// batched 2D 64 x 64 / 32 x 32 with a 1/N scale (applied by the column half), both directions, TC_SPLIT and TC_FP16,
// out of place and in place. The launch counter shows that the fused kernel ran (and that the
// switch turns it off), so the comparison is not of a path with itself.
#if defined(TCFFT_TEST_HAVE_CUDA)
// One dense C2C execution on the CUDA backend of `in` (F32, `rank` sizes n, `batch`), out of place
// into a poisoned buffer or in place; `setup` adjusts the handle before the plan is made, `work`
// receives the plan's workspace. Returns the output bytes.
std::vector<unsigned char> run_dense_cuda(const Mode& m, int rank, const long long* n, long long batch,
                                          const HostBuffer& in, int dir, bool inplace,
                                          const std::function<void(tcfftHandle)>& setup, size_t* work = nullptr) {
  tcfftHandle h = nullptr;
  EXPECT_EQ(tcfftCreate(&h), TCFFT_SUCCESS);
  EXPECT_EQ(tcfftSetBackend(h, TCFFT_BACKEND_CUDA), TCFFT_SUCCESS);
  EXPECT_EQ(tcfftSetPrecision(h, TCFFT_F32, m.compute), TCFFT_SUCCESS);
  setup(h);
  EXPECT_EQ(tcfftMakePlanMany(h, rank, n, nullptr, 1, 0, nullptr, 1, 0, TCFFT_C2C, batch, work), TCFFT_SUCCESS)
      << tcfftGetLastErrorMessage(h);
  void *di = nullptr, *dout = nullptr;
  EXPECT_EQ(cudaMalloc(&di, in.bytes()), cudaSuccess);
  EXPECT_EQ(cudaMemcpy(di, in.data(), in.bytes(), cudaMemcpyHostToDevice), cudaSuccess);
  if (inplace) {
    dout = di;
  } else {
    EXPECT_EQ(cudaMalloc(&dout, in.bytes()), cudaSuccess);
    EXPECT_EQ(cudaMemset(dout, 0xFF, in.bytes()), cudaSuccess);
  }
  EXPECT_EQ(tcfftExec(h, di, dout, dir), TCFFT_SUCCESS) << tcfftGetLastErrorMessage(h);
  std::vector<unsigned char> out(in.bytes());
  EXPECT_EQ(cudaDeviceSynchronize(), cudaSuccess);
  EXPECT_EQ(cudaMemcpy(out.data(), dout, in.bytes(), cudaMemcpyDeviceToHost), cudaSuccess);
  cudaFree(di);
  if (!inplace) cudaFree(dout);
  tcfftDestroy(h);
  return out;
}
#endif

// A dense rank-2 / rank-3 problem of the pass-pair tests (norm: normalized by N).
struct PairShape {
  int rank;
  long long n[3];
  long long batch;
  bool norm;
};

TEST(GpuPlanePass, GivesTheBitsOfTheTwoPasses) {
  TCT_REQUIRE_CUDA_DEVICE();
#if defined(TCFFT_TEST_HAVE_CUDA)
  namespace rt = tcfft::cuda::kern::rt;
  for (const Mode& m : {kSplit2, kFp16}) {
    for (const PairShape& sh : {PairShape{3, {64, 64, 64}, 3, false}, PairShape{3, {8, 64, 64}, 5, true},
                            PairShape{2, {64, 64, 1}, 7, true}, PairShape{3, {32, 32, 32}, 3, false},
                            PairShape{3, {4, 32, 32}, 5, true}, PairShape{2, {32, 32, 1}, 9, true}}) {
      const long long dist = sh.n[0] * sh.n[1] * (sh.rank == 3 ? sh.n[2] : 1), total = dist * sh.batch;
      const HostBuffer in = random_f32(total, 49);
      for (int dir : {TCFFT_FORWARD, TCFFT_INVERSE}) {
        for (bool inplace : {false, true}) {
          auto run = [&](bool plane) {
            rt::set_plane_pass(plane);
            auto out = run_dense_cuda(m, sh.rank, sh.n, sh.batch, in, dir, inplace, [&](tcfftHandle h) {
              if (sh.norm) EXPECT_EQ(tcfftSetNormalization(h, TCFFT_NORM_BY_N), TCFFT_SUCCESS);
            });
            rt::set_plane_pass(true);
            return out;
          };
          const unsigned long long l0 = rt::plane_launches();
          const auto fused = run(true);
          const unsigned long long l1 = rt::plane_launches();
          const auto two = run(false);
          EXPECT_GT(l1, l0) << "the plane kernel did not run";
          EXPECT_EQ(rt::plane_launches(), l1) << "the switch did not turn the plane kernel off";
          EXPECT_EQ(fused, two) << m.name << " rank " << sh.rank << " n0=" << sh.n[0] << " dir=" << dir
                                << " inplace=" << inplace;
        }
      }
    }
  }
#endif
}

// The 128 x 128 plane (the one-pass 16384 kernel's plane form, rt16384.cuh plane128_note; TC_SPLIT
// and TC_FP16) runs both inner 128-point passes of dense 128 x 128 planes as one kernel with other
// radices (16, 8 | 8, 16 against the passes' 8, 8, 2 each, the last stage in float), so not with
// their bits: every shape against the FFTW long double oracle with the plane kernel and with the switch
// off (the two passes), the launch counter showing which ran; in and out of place, both
// directions, a 1/N scale (the column half applies it), one plane, 3D inner planes, and 300 planes
// (every block takes several, with the next plane's L2 prefetch). Without the lane tables the
// launch falls back to the two passes (no plane launch, the oracle still met). The plane-count
// rule (kPlane128MinPlanes) is off here, so that the small cases run the plane kernel;
// GpuPlanePass128Rule checks the rule.
struct Plane128Case {
  const char* name;
  PairShape sh;
  int dir;
  bool inplace;
};
class GpuPlanePass128 : public ::testing::TestWithParam<Plane128Case> {};
TEST_P(GpuPlanePass128, MatchesTheOracleWithAndWithoutThePlaneKernel) {
  TCT_REQUIRE_CUDA_DEVICE();
#if defined(TCFFT_TEST_HAVE_CUDA)
  namespace rt = tcfft::cuda::kern::rt;
  const Plane128Case& c = GetParam();
  for (const Mode* m : {&kSplit2, &kFp16}) {
    Spec s = cuda_spec(*m);
    s.rank = c.sh.rank;
    s.n = {c.sh.n[0], c.sh.n[1], c.sh.n[2]};
    s.batch = c.sh.batch;
    s.direction = c.dir;
    s.in_place = c.inplace;
    if (c.sh.norm) s.norm = TCFFT_NORM_BY_N;
    for (int form = 0; form < 3; ++form) {  // 0: the plane kernel, 1: the switch off, 2: no lane tables
      rt::set_plane_pass(form != 1);
      rt::set_lane_tables(form != 2);
      rt::set_plane128_min_planes(0);
      const unsigned long long l0 = rt::plane_launches();
      const ErrorStats e = expect_matches_reference(s, 71);
      const unsigned long long ran = rt::plane_launches() - l0;
      rt::set_plane_pass(true);
      rt::set_lane_tables(true);
      rt::set_plane128_min_planes(-1);
      if (form == 0) {
        EXPECT_GT(ran, 0u) << s.name() << ": the plane kernel did not run";
      } else {
        EXPECT_EQ(ran, 0u) << s.name() << " form " << form << ": the plane kernel ran";
      }
      RecordProperty(std::string(m->name) + "_rel_l2_form" + std::to_string(form), sci(static_cast<double>(e.rel_l2)));
    }
  }
#endif
}
INSTANTIATE_TEST_SUITE_P(
    Shapes, GpuPlanePass128,
    ::testing::Values(Plane128Case{"n128x128_b1_fwd", PairShape{2, {128, 128, 1}, 1, false}, TCFFT_FORWARD, false},
                      Plane128Case{"n128x128_b3_normN_inv_inplace", PairShape{2, {128, 128, 1}, 3, true}, TCFFT_INVERSE, true},
                      Plane128Case{"n4x128x128_b2_inv", PairShape{3, {4, 128, 128}, 2, false}, TCFFT_INVERSE, false},
                      Plane128Case{"n128x128x128_b1_fwd_inplace", PairShape{3, {128, 128, 128}, 1, false}, TCFFT_FORWARD, true},
                      Plane128Case{"n128x128_b300_fwd", PairShape{2, {128, 128, 1}, 300, false}, TCFFT_FORWARD, false}),
    [](const ::testing::TestParamInfo<Plane128Case>& i) { return std::string(i.param.name); });

// The library's plane-count rule for 128 x 128 planes (pass_args.h kPlane128MinPlanes): fewer
// planes than the bound run the two passes, the bound runs the plane kernel (launch counter), both
// meeting the oracle; TC_SPLIT, 2D batched (bound - 1 planes) and 3D 2 x 128 x 128 batched (bound - 2).
TEST(GpuPlanePass128Rule, PlaneKernelFromTheMinimumPlaneCount) {
  TCT_REQUIRE_CUDA_DEVICE();
#if defined(TCFFT_TEST_HAVE_CUDA)
  namespace rt = tcfft::cuda::kern::rt;
  const long long m = tcfft::cuda::kPlane128MinPlanes;
  static_assert(tcfft::cuda::kPlane128MinPlanes % 2 == 0, "3D 2 x 128 x 128 batches reach the bound");
  for (int rank : {2, 3}) {
    for (long long planes : {m - (rank == 2 ? 1 : 2), m}) {
      Spec s = cuda_spec(kSplit2);
      s.rank = rank;
      s.n = rank == 2 ? std::array<long long, 3>{128, 128, 1} : std::array<long long, 3>{2, 128, 128};
      s.batch = rank == 2 ? planes : planes / 2;
      s.direction = planes == m ? TCFFT_FORWARD : TCFFT_INVERSE;
      const unsigned long long l0 = rt::plane_launches();
      expect_matches_reference(s, 72);
      EXPECT_EQ(rt::plane_launches() > l0, planes >= m) << s.name() << ": " << planes << " planes";
    }
  }
#endif
}

// The fused transposed 256 x 256 pair (one kernel for both passes of the transposed form, block
// iterations by chunks of planes, pass B's copies waiting on per-chunk counters) gives the bits of
// the two passes: chunks of one and two planes with lags 1 to 3 (partial last chunks, B right
// behind A), the default chunk and lag, a normalized inverse, in and out of place, 2D and 3D inner
// planes, and the 256 x 256 four-step of 1D 65536 (pass A strided and post-twiddled); batch 1 too;
// TC_SPLIT, and TC_FP16 on the four-step shapes.
TEST(GpuFusedPair, GivesTheBitsOfTheTwoPasses) {
  TCT_REQUIRE_CUDA_DEVICE();
#if defined(TCFFT_TEST_HAVE_CUDA)
  namespace rt = tcfft::cuda::kern::rt;
  struct Cfg {
    int mb, lag;
  };
  const int mb0 = rt::fused_pair_chunk_mb();
  rt::set_fused_min_points(0);  // these small shapes run two passes by the library's size rule
  for (const PairShape& sh : {PairShape{2, {256, 256, 1}, 7, false}, PairShape{2, {256, 256, 1}, 5, true},
                          PairShape{3, {4, 256, 256}, 3, false}, PairShape{1, {65536, 1, 1}, 7, false},
                          PairShape{1, {65536, 1, 1}, 5, true}, PairShape{2, {256, 256, 1}, 1, false},
                          PairShape{1, {65536, 1, 1}, 1, false}}) {
    const long long dist = sh.n[0] * sh.n[1] * (sh.rank == 3 ? sh.n[2] : 1), total = dist * sh.batch;
    const HostBuffer in = random_f32(total, 51);
    // both computes in both forms (TC_FP16's transposed 256 x 256 form since v42)
    for (const Mode* m : {&kSplit2, &kFp16}) {
    for (int dir : {TCFFT_FORWARD, TCFFT_INVERSE}) {
      for (bool inplace : {false, true}) {
        auto run = [&](Cfg c) {
          rt::set_fused_pair(c.mb, c.lag);
          auto out = run_dense_cuda(*m, sh.rank, sh.n, sh.batch, in, dir, inplace, [&](tcfftHandle h) {
            if (sh.norm) EXPECT_EQ(tcfftSetNormalization(h, TCFFT_NORM_BY_N), TCFFT_SUCCESS);
          });
          rt::set_fused_pair(mb0, 0);
          return out;
        };
        const unsigned long long l0 = rt::fused_launches();
        const auto two = run({0, 2});
        EXPECT_EQ(rt::fused_launches(), l0) << "the switch did not turn the fused pair off";
        for (Cfg c : {Cfg{1, 1}, Cfg{1, 2}, Cfg{1, 3}, Cfg{mb0, 0}}) {
          const unsigned long long l1 = rt::fused_launches();
          const auto fused = run(c);
          EXPECT_GT(rt::fused_launches(), l1) << "the fused kernel did not run";
          EXPECT_EQ(fused, two) << m->name << " rank " << sh.rank << " batch " << sh.batch << " dir=" << dir
                                << " inplace=" << inplace << " chunk " << c.mb << " MB lag " << c.lag;
        }
      }
    }
    }
  }
  rt::set_fused_min_points(-1);
#endif
}

#if defined(TCFFT_TEST_HAVE_CUDA)
/// Runs shape `sh` (input `in`, mode m, direction, in or out of place, the 1/N scale when sh.norm)
/// twice through run_dense_cuda, with before(k) / after(k) around run k (k = 0, 1: a knob's two
/// settings and their launch-counter checks), and expects the poison gone and the same bytes.
void expect_two_settings_same_bits(const Mode& m, const PairShape& sh, const HostBuffer& in, int dir, bool inplace,
                                   const std::function<void(int)>& before, const std::function<void(int)>& after,
                                   const std::string& label) {
  std::vector<unsigned char> out[2];
  for (int k = 0; k < 2; ++k) {
    before(k);
    out[k] = run_dense_cuda(m, sh.rank, sh.n, sh.batch, in, dir, inplace, [&](tcfftHandle h) {
      if (sh.norm) EXPECT_EQ(tcfftSetNormalization(h, TCFFT_NORM_BY_N), TCFFT_SUCCESS);
    });
    after(k);
  }
  // the poison (0xFF bytes: NaN) must be gone, so equal outputs are not two untouched buffers
  std::vector<float> f(out[0].size() / sizeof(float));
  std::memcpy(f.data(), out[0].data(), out[0].size());
  EXPECT_EQ(std::count_if(f.begin(), f.end(), [](float v) { return !std::isfinite(v); }), 0) << label;
  EXPECT_TRUE(out[0] == out[1]) << m.name << " rank " << sh.rank << " n0=" << sh.n[0] << " batch " << sh.batch
                                << " dir=" << dir << " inplace=" << inplace << ": " << label << " give different bits";
}

/// expect_two_settings_same_bits on one random input of shape sh (seed) for every mode of `modes`,
/// both directions, in and out of place.
void expect_two_settings_same_bits_all(const PairShape& sh, uint64_t seed, std::initializer_list<const Mode*> modes,
                                       const std::function<void(int)>& before, const std::function<void(int)>& after,
                                       const std::string& label) {
  const long long total = sh.n[0] * sh.n[1] * (sh.rank == 3 ? sh.n[2] : 1) * sh.batch;
  const HostBuffer in = random_f32(total, seed);
  for (const Mode* m : modes)
    for (int dir : {TCFFT_FORWARD, TCFFT_INVERSE})
      for (bool inplace : {false, true}) expect_two_settings_same_bits(*m, sh, in, dir, inplace, before, after, label);
}

/// expect_two_settings_same_bits_all for an on / off knob whose default is on: run 0 with set(false),
/// run 1 with set(true); the launch counter count() must stay put in run 0 and move in run 1 (so the
/// knob picked the path `what`), and the knob is back on after each run.
void expect_knob_same_bits_all(const PairShape& sh, uint64_t seed, std::initializer_list<const Mode*> modes,
                               const std::function<void(bool)>& set, const std::function<unsigned long long()>& count,
                               const std::string& what) {
  unsigned long long l0 = 0;
  expect_two_settings_same_bits_all(
      sh, seed, modes,
      [&](int k) {
        set(k != 0);
        l0 = count();
      },
      [&](int k) {
        if (k == 0) EXPECT_EQ(count(), l0) << what << " ran with the knob off";
        if (k != 0) EXPECT_GT(count(), l0) << "no launch took " << what;
        set(true);
      },
      "with and without " + what);
}
#endif

// The TC_SPLIT fused pair's two instances of each form (4 or 5 blocks per SM: the device picks one,
// set_fused_blocks) give the same bits: the transposed form on 2D 256 x 256 (a partial last chunk,
// a normalized inverse: the scaled instances) and the inner planes of 3D 4 x 256 x 256, the
// four-step form on 1D 65536 (pass A strided and post-twiddled), both directions, in and out of
// place, outputs poisoned first (run_dense_cuda).
TEST(GpuFusedPair, FourAndFiveBlocksGiveTheSameBits) {
  TCT_REQUIRE_CUDA_DEVICE();
#if defined(TCFFT_TEST_HAVE_CUDA)
  namespace rt = tcfft::cuda::kern::rt;
  rt::set_fused_min_points(0);  // these small shapes run two passes by the library's size rule
  for (const PairShape& sh : {PairShape{2, {256, 256, 1}, 7, false}, PairShape{2, {256, 256, 1}, 5, true},
                              PairShape{3, {4, 256, 256}, 3, false}, PairShape{1, {65536, 1, 1}, 7, false},
                              PairShape{1, {65536, 1, 1}, 5, true}}) {
    unsigned long long l0 = 0;
    expect_two_settings_same_bits_all(
        sh, 53, {&kSplit2},
        [&](int k) {
          rt::set_fused_blocks(4 + k);
          l0 = rt::fused_launches();
        },
        [&](int k) {
          EXPECT_GT(rt::fused_launches(), l0) << "the fused kernel did not run at " << 4 + k << " blocks";
          rt::set_fused_blocks(0);
        },
        "4 and 5 blocks");
  }
  rt::set_fused_min_points(-1);
#endif
}

// make_line_prefetch_map takes only geometries a tiled tensor map can hold (line_prefetch_map.h),
// and answers ok = 0 for the others: these return before any driver call, so the test runs without a
// device too. With a device: no CUDA error left behind, and its driver encodes the valid geometry.
TEST(LinePrefetchMap, TakesOnlyGeometriesATensorMapCanHold) {
#if defined(TCFFT_TEST_HAVE_CUDA)
  namespace k = tcfft::cuda::kern;
  const void* base = reinterpret_cast<const void*>(uintptr_t{1} << 24);  // 16-byte aligned, never read
  const void* base8 = reinterpret_cast<const void*>((uintptr_t{1} << 24) + 8);
  struct Case {
    const char* what;
    const void* b;
    long long es, inner, outer, ostride;
    int box, len;
  };
  for (const Case& c : {Case{"base 8 bytes off 16", base8, 1024, 1024, 64, 1 << 20, 8, 1024},
                        Case{"element stride 1 (contiguous lines)", base, 1, 1024, 64, 1 << 20, 8, 1024},
                        Case{"odd element stride (8-byte multiple of 16)", base, 1023, 1024, 64, 1 << 20, 8, 1024},
                        Case{"odd outer stride", base, 1024, 1024, 64, (1 << 20) + 1, 8, 1024},
                        Case{"odd box", base, 1024, 1024, 64, 1 << 20, 3, 1024},
                        Case{"box not dividing the inner lines", base, 1024, 1020, 64, 1 << 20, 8, 1024},
                        Case{"box over 256 lines", base, 1024, 1024, 64, 1 << 20, 512, 1024},
                        Case{"length not a multiple of 256", base, 1024, 1024, 64, 1 << 20, 8, 1000},
                        Case{"2^31 inner lines", base, 1024, 1LL << 31, 1, 1LL << 41, 8, 1024},
                        Case{"byte stride 2^40", base, 1LL << 37, 1024, 64, 1 << 20, 8, 1024}}) {
    const k::LinePrefetchMap m = k::make_line_prefetch_map(c.b, c.es, c.inner, c.outer, c.ostride, c.box, c.len);
    EXPECT_EQ(m.ok, 0) << c.what;
  }
  if (tcfftCudaAvailable() != 0) {
    EXPECT_EQ(cudaGetLastError(), cudaSuccess) << "a rejected geometry left a CUDA error";
    ASSERT_EQ(cudaFree(nullptr), cudaSuccess);  // the device's context current, as in a launch path
    const k::LinePrefetchMap m = k::make_line_prefetch_map(base, 1024, 1024, 64, 1 << 20, 8, 1024);
    EXPECT_EQ(m.ok, 1) << "the driver did not encode 2D 1024^2 x64's column lines";
    EXPECT_EQ(m.inner, 1024);
  }
#else
  GTEST_SKIP() << "*** built without CUDA: skipped ***";
#endif
}

// The staged 1024-point kernels' L2 lead for strided lines (a tensor map per launch,
// line_prefetch_map.h) is a hint: with and without it (rt::set_line_prefetch_maps) the same bits,
// outputs poisoned first. Shapes whose strided passes take it: 2D 1024^2 (columns, in order), 3D
// 1024 x 8 x 8 (axis 0: 64 adjacent lines per outer index), 2D 1024 x 256 (normalized), 2D 2048 x 64
// (the radix-2 tail's 2048-point columns); both directions, in and out of place, TC_SPLIT and
// TC_FP16. The launch counter shows that the lead ran with the knob on and not with it off.
TEST(GpuLinePrefetchMap, GivesTheBitsWithoutIt) {
  TCT_REQUIRE_CUDA_DEVICE();
#if defined(TCFFT_TEST_HAVE_CUDA)
  namespace rt = tcfft::cuda::kern::rt;
  for (const PairShape& sh : {PairShape{2, {1024, 1024, 1}, 3, false}, PairShape{3, {1024, 8, 8}, 2, false},
                              PairShape{2, {1024, 256, 1}, 2, true}, PairShape{2, {2048, 64, 1}, 2, false}}) {
    expect_knob_same_bits_all(sh, 61, {&kSplit2, &kFp16}, rt::set_line_prefetch_maps, rt::line_prefetch_map_launches,
                              "the tensor-map lead");
  }
#endif
}

// The warp-specialized staged 1024 kernel (rt_ws1024.cuh: producer warps, a ring of two tiles of 8
// lines, groups of 4 warps on line pairs, no block barriers) runs the staged kernel's arithmetic per
// line, so it must give its bits (rt::set_ws1024 off: the staged kernel): 1D 2^20 x2 (the
// post-twiddled strided pass, then contiguous rows written strided), 1D 2^20 normalized (the scaled
// instance), 1D 2^18 x3 normalized (256 x 1024: its 1024-point pass), 1D 2^21 (1024 x 2048: the
// post-twiddled 1024-point pass); both directions, in and out of place, TC_SPLIT (the form is the
// float stage 0 rule's), outputs poisoned first; the counter shows which ran. (A partial last tile:
// GpuLayouts Split2_1024_b5_interleaved_out, against the oracle.)
TEST(GpuWs1024, GivesTheBitsOfTheStagedKernel) {
  TCT_REQUIRE_CUDA_DEVICE();
#if defined(TCFFT_TEST_HAVE_CUDA)
  namespace rt = tcfft::cuda::kern::rt;
  for (const PairShape& sh : {PairShape{1, {1048576, 1, 1}, 2, false}, PairShape{1, {1048576, 1, 1}, 1, true},
                              PairShape{1, {262144, 1, 1}, 3, true}, PairShape{1, {2097152, 1, 1}, 1, false}}) {
    expect_knob_same_bits_all(sh, 71, {&kSplit2}, rt::set_ws1024, rt::ws1024_launches, "the warp-specialized 1024 form");
  }
#endif
}

// The 2D / 3D columns (strided lines in, no post-twiddle) keep the staged kernel.
TEST(GpuWs1024, ColumnsKeepTheStagedKernel) {
  TCT_REQUIRE_CUDA_DEVICE();
#if defined(TCFFT_TEST_HAVE_CUDA)
  namespace rt = tcfft::cuda::kern::rt;
  const long long n[3] = {1024, 1024, 1};
  const HostBuffer in = random_f32(1024LL * 1024, 75);
  const unsigned long long l0 = rt::ws1024_launches(), m0 = rt::line_prefetch_map_launches();
  run_dense_cuda(kSplit2, 2, n, 1, in, TCFFT_FORWARD, false, [](tcfftHandle) {});
  EXPECT_EQ(rt::ws1024_launches(), l0) << "2D 1024^2 columns took the warp-specialized form";
  EXPECT_GT(rt::line_prefetch_map_launches(), m0) << "2D 1024^2 columns did not take the staged kernel's lead";
#endif
}

// One forward run of 1D 2^20 x3 (both passes 384 tiles: every block of the one-per-SM grid reuses
// a ring buffer) with and without the warp-specialized 1024 form, small enough for
// compute-sanitizer's racecheck and memcheck.
TEST(GpuWs1024, RingReuseForTheSanitizers) {
  TCT_REQUIRE_CUDA_DEVICE();
#if defined(TCFFT_TEST_HAVE_CUDA)
  namespace rt = tcfft::cuda::kern::rt;
  const PairShape sh{1, {1048576, 1, 1}, 3, false};
  const HostBuffer in = random_f32(1048576LL * 3, 73);
  unsigned long long l0 = 0;
  expect_two_settings_same_bits(
      kSplit2, sh, in, TCFFT_FORWARD, false,
      [&](int k) {
        rt::set_ws1024(k != 0);
        l0 = rt::ws1024_launches();
      },
      [&](int k) {
        EXPECT_EQ(rt::ws1024_launches() > l0, k != 0) << "the knob did not pick the form";
        rt::set_ws1024(true);
      },
      "the staged and the warp-specialized 1024 kernels");
#endif
}

// Programmatic dependent launch (regtile.h set_programmatic_launch, common/pdl.cuh) changes when a
// kernel is scheduled, not what it computes: plans of two and three kernels (bulk rows + staged 1024
// columns, the two and three four-step passes of 1D 2^20 / 2^22, the fused 256 pair + the axis-0
// pass, the plane pass + axis 0; NATIVE: the generic kernels) give the same bits with it off and on,
// both directions, in and out of place, TC_SPLIT, TC_FP16 and NATIVE, outputs poisoned first; the
// launch counter shows which ran.
TEST(GpuProgrammaticLaunch, GivesTheBitsOfPlainLaunches) {
  TCT_REQUIRE_CUDA_DEVICE();
#if defined(TCFFT_TEST_HAVE_CUDA)
  namespace rt = tcfft::cuda::kern::rt;
  rt::set_fused_min_points(0);  // 3D 4 x 256 x 256 takes the fused pair at this size too
  for (const PairShape& sh : {PairShape{2, {1024, 1024, 1}, 3, false}, PairShape{1, {1048576, 1, 1}, 2, false},
                              PairShape{1, {4194304, 1, 1}, 1, true}, PairShape{3, {4, 256, 256}, 3, false},
                              PairShape{3, {32, 32, 32}, 5, true}}) {
    expect_knob_same_bits_all(sh, 67, {&kSplit2, &kFp16, &kNative}, rt::set_programmatic_launch,
                              rt::programmatic_launches, "programmatic launches");
  }
  rt::set_fused_min_points(-1);
#endif
}

// Back-to-back executions on one stream with no host synchronization between them: ten forward /
// normalized inverse round trips of 2D 1024 x 1024 x 2 (each exec two kernels) through two buffers,
// every exec reading what the previous one wrote and overwriting what it read. With programmatic
// launches each kernel is scheduled before its predecessor has completed, so a kernel that touched
// memory before its wait would read stale data or overwrite live input: the result must equal, bit
// for bit, the same chain with a stream synchronization after every exec, and stay near the input.
TEST(GpuProgrammaticLaunch, BackToBackExecutionsKeepStreamOrder) {
  TCT_REQUIRE_CUDA_DEVICE();
#if defined(TCFFT_TEST_HAVE_CUDA)
  namespace rt = tcfft::cuda::kern::rt;
  const long long n[2] = {1024, 1024}, batch = 2, total = n[0] * n[1] * batch;
  const HostBuffer in = random_f32(total, 71);
  cudaStream_t st = nullptr;
  ASSERT_EQ(cudaStreamCreateWithFlags(&st, cudaStreamNonBlocking), cudaSuccess);
  tcfftHandle hf = nullptr, hi = nullptr;
  for (tcfftHandle* h : {&hf, &hi}) {
    ASSERT_EQ(tcfftCreate(h), TCFFT_SUCCESS);
    EXPECT_EQ(tcfftSetBackend(*h, TCFFT_BACKEND_CUDA), TCFFT_SUCCESS);
    EXPECT_EQ(tcfftSetPrecision(*h, TCFFT_F32, TCFFT_COMPUTE_TC_SPLIT), TCFFT_SUCCESS);
    EXPECT_EQ(tcfftSetStream(*h, st), TCFFT_SUCCESS);
  }
  EXPECT_EQ(tcfftSetNormalization(hi, TCFFT_NORM_BY_N), TCFFT_SUCCESS);
  for (tcfftHandle h : {hf, hi})
    EXPECT_EQ(tcfftMakePlanMany(h, 2, n, nullptr, 1, 0, nullptr, 1, 0, TCFFT_C2C, batch, nullptr), TCFFT_SUCCESS)
        << tcfftGetLastErrorMessage(h);
  void *a = nullptr, *b = nullptr;
  ASSERT_EQ(cudaMalloc(&a, in.bytes()), cudaSuccess);
  ASSERT_EQ(cudaMalloc(&b, in.bytes()), cudaSuccess);
  auto chain = [&](bool sync) {
    // on the chain's stream, then waited for: the stream does not synchronize with the legacy
    // default stream, and a plain cudaMemcpy from pageable memory may return before its DMA is done,
    // so the first exec could read `a` before the input lands (v58 call 5: one such run read the
    // previous chain's output, close to the input but not its bits)
    EXPECT_EQ(cudaMemcpyAsync(a, in.data(), in.bytes(), cudaMemcpyHostToDevice, st), cudaSuccess);
    EXPECT_EQ(cudaMemsetAsync(b, 0xFF, in.bytes(), st), cudaSuccess);
    EXPECT_EQ(cudaStreamSynchronize(st), cudaSuccess);
    for (int r = 0; r < 10; ++r) {
      EXPECT_EQ(tcfftExec(hf, a, b, TCFFT_FORWARD), TCFFT_SUCCESS) << tcfftGetLastErrorMessage(hf);
      if (sync) EXPECT_EQ(cudaStreamSynchronize(st), cudaSuccess);
      EXPECT_EQ(tcfftExec(hi, b, a, TCFFT_INVERSE), TCFFT_SUCCESS) << tcfftGetLastErrorMessage(hi);
      if (sync) EXPECT_EQ(cudaStreamSynchronize(st), cudaSuccess);
    }
    EXPECT_EQ(cudaStreamSynchronize(st), cudaSuccess);
    std::vector<float> out(static_cast<size_t>(2 * total));
    EXPECT_EQ(cudaMemcpy(out.data(), a, in.bytes(), cudaMemcpyDeviceToHost), cudaSuccess);
    return out;
  };
  const unsigned long long l0 = rt::programmatic_launches();
  const std::vector<float> piped = chain(false);
  EXPECT_GE(rt::programmatic_launches() - l0, 40u) << "the chain did not run programmatic launches";
  const std::vector<float> synced = chain(true);
  EXPECT_TRUE(piped == synced) << "back-to-back executions differ from synchronized ones";
  // ten round trips return the input to within a few hundred ulps (a wrong order gives garbage)
  double err = 0, ref = 0;
  for (size_t j = 0; j < static_cast<size_t>(total); ++j) {
    const double re = static_cast<double>(in.get(j).real()), im = static_cast<double>(in.get(j).imag());
    err += (piped[2 * j] - re) * (piped[2 * j] - re) + (piped[2 * j + 1] - im) * (piped[2 * j + 1] - im);
    ref += re * re + im * im;
  }
  EXPECT_LT(std::sqrt(err / ref), 1e-5) << "ten round trips drifted";
  cudaFree(a);
  cudaFree(b);
  tcfftDestroy(hf);
  tcfftDestroy(hi);
  cudaStreamDestroy(st);
#endif
}

// Persistent launches of at most rt::set_static_order_items block iterations per resident block
// take the static order instead of the in-order counter (regtile.h); the order of the block
// iterations does not change any line's arithmetic, so the bits must be the same: plans whose
// passes run the staged (16, 64, 256, 1024, radix-2-tail 128 / 512), plane, four-step and bulk
// kernels, at a size where the library takes the static order, run with it forced off (0) and
// forced on for every launch (1 << 20), both directions, in and out of place, TC_SPLIT and TC_FP16;
// the static-order counter shows which ran.
// One shape per case, named n64x64x64_b3 ... (so that a sanitizer run can take the small ones).
class GpuStaticOrder : public ::testing::TestWithParam<PairShape> {};
TEST_P(GpuStaticOrder, GivesTheBitsOfTheCounterOrder) {
  TCT_REQUIRE_CUDA_DEVICE();
#if defined(TCFFT_TEST_HAVE_CUDA)
  namespace rt = tcfft::cuda::kern::rt;
  unsigned long long l0 = 0;
  expect_two_settings_same_bits_all(
      GetParam(), 57, {&kSplit2, &kFp16},
      [&](int k) {
        rt::set_static_order_items(k == 0 ? 0 : 1 << 20);
        rt::set_bulk_min_points(0);  // the bulk kernels (a ring of tickets) for the 1D 256 case too
        l0 = rt::static_order_launches();
      },
      [&](int k) {
        if (k == 0) EXPECT_EQ(rt::static_order_launches(), l0) << "the static order ran with the rule off";
        if (k != 0) EXPECT_GT(rt::static_order_launches(), l0) << "the static order did not run";
        rt::set_static_order_items(-1);
        rt::set_bulk_min_points(-1);
      },
      "the counter and the static order");
#endif
}
INSTANTIATE_TEST_SUITE_P(Shapes, GpuStaticOrder,
                         ::testing::Values(PairShape{3, {64, 64, 64}, 3, false}, PairShape{3, {128, 128, 128}, 1, true},
                                           PairShape{2, {1024, 1024, 1}, 1, false}, PairShape{2, {256, 256, 1}, 5, true},
                                           PairShape{3, {32, 32, 32}, 7, false}, PairShape{1, {1 << 20, 1, 1}, 1, true},
                                           PairShape{2, {512, 32, 1}, 9, false}, PairShape{1, {256, 1, 1}, 4099, false}),
                         [](const ::testing::TestParamInfo<PairShape>& i) {
                           std::string name;
                           for (int d = 0; d < i.param.rank; ++d) name += (d ? "x" : "n") + std::to_string(i.param.n[d]);
                           return name + "_b" + std::to_string(i.param.batch);
                         });

// The transposed 2D plan (rank 3: its inner axes) gives the bits of one pass per axis (tcfftSetPlanPassLength turns the form
// off, same radices, so the same kernels' arithmetic per line), both directions, in and out of place.
TEST(GpuTransposed2D, GivesTheBitsOfOnePassPerAxis) {
  TCT_REQUIRE_CUDA_DEVICE();
#if defined(TCFFT_TEST_HAVE_CUDA)
  struct Case {
    Mode m;
    int rank;
    std::array<long long, 3> n;
    long long batch;
  };
  for (const Case& c : {Case{kSplit2, 2, {256, 256, 1}, 3}, Case{kSplit2, 2, {2048, 512, 1}, 1},
                        Case{kFp16, 2, {2048, 2048, 1}, 1}, Case{kSplit2, 3, {4, 256, 256}, 2}}) {
    const Mode& m = c.m;
    const long long total = c.n[0] * c.n[1] * c.n[2] * c.batch;
    const HostBuffer in = random_f32(total, 71);
    for (int dir : {TCFFT_FORWARD, TCFFT_INVERSE}) {
      for (bool inplace : {false, true}) {
        auto run = [&](bool transposed) {
          size_t work = 0;
          auto out = run_dense_cuda(m, c.rank, c.n.data(), c.batch, in, dir, inplace, [&](tcfftHandle h) {
            if (!transposed) EXPECT_EQ(tcfftSetPlanPassLength(h, 8192), TCFFT_SUCCESS);
          }, &work);
          EXPECT_EQ(work, transposed ? in.bytes() : 0u) << "the plan is not the form asked for";
          return out;
        };
        EXPECT_EQ(run(true), run(false)) << m.name << " rank " << c.rank << " " << c.n[0] << " x " << c.n[1] << " dir=" << dir
                                         << " inplace=" << inplace;
      }
    }
  }
#endif
}

// The block tile of the generic kernels (FftPass::tile_log) changes which lines a block takes, not
// the arithmetic of a line: every tile gives the bits of the rule's tile (strided NATIVE passes:
// columns of both-strided 512 / 1024 / 4096-point lines and the four-step pass with strided output;
// line counts that leave partial blocks; both directions, in and out of place).
TEST(GpuBlockTile, EveryTileGivesTheBitsOfTheRulesTile) {
  TCT_REQUIRE_CUDA_DEVICE();
#if defined(TCFFT_TEST_HAVE_CUDA)
  using tcfft::Plan;
  struct Case {
    int rank;
    std::array<long long, 3> n;
    long long batch;
  };
  for (const Case& c : {Case{2, {1024, 2, 1}, 3}, Case{2, {512, 8, 1}, 3}, Case{2, {4096, 2, 1}, 3},
                        Case{1, {65536, 1, 1}, 3}}) {
    tcfft::ProblemArgs pa;
    pa.rank = c.rank;
    pa.n = c.n.data();
    pa.batch = c.batch;
    pa.compute = tcfft::Compute::Native;
    pa.backend = tcfft::Backend::Cuda;
    tcfft::Problem p;
    ASSERT_TRUE(tcfft::make_problem(pa, &p).is_ok());
    Plan base;
    ASSERT_TRUE(tcfft::make_plan(p, tcfft::PlanOptions{}, &base).is_ok());
    bool tunable = false;
    for (const tcfft::FftPass& f : base.passes) tunable = tunable || tcfft::generic_tile_tunable(p, f);
    ASSERT_TRUE(tunable) << base.explain();
    const long long total = c.n[0] * c.n[1] * c.n[2] * c.batch;
    const HostBuffer in = random_f32(total, 83);
    void *di = nullptr, *dout = nullptr;
    ASSERT_EQ(cudaMalloc(&di, in.bytes()), cudaSuccess);
    ASSERT_EQ(cudaMalloc(&dout, in.bytes()), cudaSuccess);
    for (int dir : {-1, 1}) {
      for (bool inplace : {false, true}) {
        std::vector<unsigned char> rule_bits;
        for (int t : {0, 11, 12, 13}) {
          std::vector<tcfft::PassVariant> sched;
          bool legal = true;
          for (const tcfft::FftPass& f : base.passes) {
            tcfft::PassVariant v;
            v.radices = f.radices;
            v.compute = f.compute;
            if (tcfft::generic_tile_tunable(p, f)) {
              v.tile_log = t;
              legal = legal && (t == 0 || (int64_t{1} << t) >= f.n);
            }
            sched.push_back(v);
          }
          if (!legal) continue;
          Plan plan;
          ASSERT_TRUE(tcfft::apply_schedule(base, sched, false, &plan).is_ok());
          std::unique_ptr<tcfft::Executor> ex;
          const tcfft::Status st = tcfft::make_cuda_executor(plan, &ex);
          ASSERT_TRUE(st.is_ok()) << st.message();
          ASSERT_EQ(cudaMemcpy(di, in.data(), in.bytes(), cudaMemcpyHostToDevice), cudaSuccess);
          void* o = inplace ? di : dout;
          if (!inplace) ASSERT_EQ(cudaMemset(dout, 0xFF, in.bytes()), cudaSuccess);  // poison
          tcfft::ExecArgs a;
          a.in = di;
          a.out = o;
          a.direction = dir;
          const tcfft::Status es = ex->execute(a);
          ASSERT_TRUE(es.is_ok()) << es.message();
          ASSERT_EQ(cudaDeviceSynchronize(), cudaSuccess);
          std::vector<unsigned char> bits(in.bytes());
          ASSERT_EQ(cudaMemcpy(bits.data(), o, in.bytes(), cudaMemcpyDeviceToHost), cudaSuccess);
          if (t == 0) {
            rule_bits = bits;
            EXPECT_NE(bits, std::vector<unsigned char>(in.bytes(), 0xFF)) << "nothing written";
          } else {
            EXPECT_EQ(bits, rule_bits) << c.rank << "D n0=" << c.n[0] << " tile 2^" << t << " dir=" << dir
                                       << " inplace=" << inplace << "\n" << plan.explain();
          }
        }
      }
    }
    cudaFree(di);
    cudaFree(dout);
  }
#endif
}

}  // namespace
}  // namespace tct
