// CUDA backend tests against the FFTW long double oracle: TC_SPLIT (2 and 3 terms), NATIVE and
// TC_FP16, N = 2..4096 (+ four-step 2^14, 2^16, 2^20, 2^24 and the measured plans beyond 2^20;
// 16384 in two passes below kRegtileLongPassMinBatch transforms), batches, both directions, in/out
// of place, batch-interleaved, padded and multi-D layouts.
// Always compiled and registered; every case first checks for a device and SKIPS LOUDLY without
// one (CI has no GPU: these run only on a GPU machine). Shared helpers: gpu_test_support.h.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "common/oracle.h"
#include "gpu_test_support.h"
#include "plan/plan.h"

namespace tct {
namespace {

using namespace gputest;  // Mode, kSplit2 ..., cuda_spec, cuda_handle ... (gpu_test_support.h)

struct OracleCase {
  Mode mode;
  int log2n;
  int direction;
};

class GpuOracle : public ::testing::TestWithParam<OracleCase> {};

TEST_P(GpuOracle, MatchesFftwLongDouble) {
  TCT_REQUIRE_CUDA_DEVICE();
  const OracleCase& c = GetParam();
  Spec s = cuda_spec(c.mode);
  s.n = {1LL << c.log2n, 1, 1};
  // (2^14: enough transforms that the register-tile modes run the one-pass 16384: plan.h kRegtileLongPassMinBatch)
  s.batch = c.log2n <= 8 ? 300 : c.log2n == 14 ? tcfft::kRegtileLongPassMinBatch : c.log2n <= 16 ? 7 : c.log2n <= 20 ? 2 : 1;
  s.direction = c.direction;
  s.in_place = (c.log2n + (c.direction > 0)) % 2 == 1;
  // n > 8192 is a four-step plan (two passes through the workspace): must succeed.
  expect_matches_reference(s, 500 + c.log2n);
}

// Below kRegtileLongPassMinBatch transforms the register-tile modes plan a contiguous 16384 in two
// passes (64 x 256, plan.h; MakePlan.OnePass16384InRegisterTileModes checks the plan): that plan
// against the oracle, TC_SPLIT and TC_FP16, 1, 16 and kRegtileLongPassMinBatch - 1 transforms, both
// directions.
TEST(GpuOracleSmallBatch16384, TwoPassPlanMatchesFftwLongDouble) {
  TCT_REQUIRE_CUDA_DEVICE();
  for (const Mode* m : {&kSplit2, &kFp16}) {
    for (long long b : {1LL, 16LL, static_cast<long long>(tcfft::kRegtileLongPassMinBatch - 1)}) {
      Spec s = cuda_spec(*m);
      s.n = {16384, 1, 1};
      s.batch = b;
      s.direction = b == 16 ? TCFFT_INVERSE : TCFFT_FORWARD;
      s.in_place = b != 1;
      expect_matches_reference(s, 514 + static_cast<int>(b));  // seeds 515, 530, 561
    }
  }
}

std::vector<OracleCase> gpu_oracle_cases() {
  std::vector<OracleCase> v;
  for (const Mode& m : {kSplit2, kNative}) {
    for (int l = 1; l <= 12; ++l) {
      v.push_back({m, l, TCFFT_FORWARD});
      v.push_back({m, l, TCFFT_INVERSE});
    }
    v.push_back({m, 14, TCFFT_FORWARD});
    v.push_back({m, 14, TCFFT_INVERSE});
    v.push_back({m, 16, TCFFT_FORWARD});
    v.push_back({m, 16, TCFFT_INVERSE});
    v.push_back({m, 20, TCFFT_FORWARD});
    v.push_back({m, 20, TCFFT_INVERSE});
    v.push_back({m, 24, TCFFT_FORWARD});
    v.push_back({m, 13, TCFFT_INVERSE});  // 8192: TC_SPLIT's radix-2 tail on the n = 4096 kernel
    v.push_back({m, 15, TCFFT_FORWARD});  // four-step (TC_SPLIT 256 x 128: a radix-2 tail row pass)
  }
  // TC_SPLIT's measured plan rules beyond 2^20 (planner.cpp wide_two_pass, three_pass_split):
  // 2^21 = 1024 x 2048, 2^23 = 256 x 256 x 128, 2^25 = 256 x 256 x 512, 2^26 = 256 x 256 x 1024
  v.push_back({kSplit2, 21, TCFFT_FORWARD});
  v.push_back({kSplit2, 23, TCFFT_FORWARD});
  v.push_back({kSplit2, 25, TCFFT_INVERSE});
  v.push_back({kSplit2, 26, TCFFT_FORWARD});
  v.push_back({kFp16, 25, TCFFT_FORWARD});  // TC_FP16 256 x 256 x 512
  for (const Mode& m : {kSplit3, kFp16}) {
    for (int l = 1; l <= 12; ++l) v.push_back({m, l, l % 2 ? TCFFT_INVERSE : TCFFT_FORWARD});
    v.push_back({m, 14, TCFFT_INVERSE});
  }
  return v;
}

INSTANTIATE_TEST_SUITE_P(Cuda, GpuOracle, ::testing::ValuesIn(gpu_oracle_cases()),
                         [](const ::testing::TestParamInfo<OracleCase>& i) {
                           return std::string(i.param.mode.name) + "_N2e" + std::to_string(i.param.log2n) +
                                  (i.param.direction < 0 ? "_fwd" : "_inv");
                         });

// ---------------------------------------------------------------------------
// Layouts and multi-D on the GPU.

struct GpuLayoutCase {
  const char* name;
  Spec spec;
};

std::vector<GpuLayoutCase> gpu_layout_cases() {
  std::vector<GpuLayoutCase> v;
  for (const Mode& m : {kSplit2, kNative}) {
    Spec s = interleaved_spec(m, 256, 33);
    v.push_back({m.compute == TCFFT_COMPUTE_NATIVE ? "Native_interleaved_256_b33" : "Split2_interleaved_256_b33", s});
    s.in_place = true;
    s.direction = TCFFT_INVERSE;
    v.push_back({m.compute == TCFFT_COMPUTE_NATIVE ? "Native_interleaved_inplace" : "Split2_interleaved_inplace", s});
  }
  {
    Spec s = cuda_spec(kSplit2);
    s.rank = 2;
    s.n = {64, 128, 1};
    s.batch = 3;
    s.in.dense = false;
    s.in.embed = {70, 130, 1};
    s.in.stride = 1;
    s.in.dist = 70 * 130 + 5;
    s.out.dense = false;
    s.out.embed = {64, 128, 1};
    s.out.stride = 2;
    s.out.dist = 2 * 64 * 128;
    v.push_back({"Split2_2d_padded_in_strided_out", s});
  }
  {
    // contiguous lines in, batch-interleaved out: a staged 1024-point pass with a contiguous input
    // (the warp-specialized form, rt_ws1024.cuh), 5 lines: one partial tile
    Spec s = cuda_spec(kSplit2);
    s.rank = 1;
    s.n = {1024, 1, 1};
    s.batch = 5;
    s.out.dense = false;
    s.out.embed = {1024, 1, 1};
    s.out.stride = 5;
    s.out.dist = 1;
    v.push_back({"Split2_1024_b5_interleaved_out", s});
  }
  {
    Spec s = cuda_spec(kSplit2);
    s.rank = 3;
    s.n = {16, 32, 64};
    s.batch = 2;
    s.direction = TCFFT_INVERSE;
    v.push_back({"Split2_3d_16x32x64", s});
    s.compute = TCFFT_COMPUTE_NATIVE;
    s.in_place = true;
    v.push_back({"Native_3d_16x32x64_inplace", s});
  }
  {
    // NATIVE column passes with more lines per block (FftPass::tile_log 12 / 13): fewer lines than
    // one block holds, and a partial last block.
    Spec s = cuda_spec(kNative);
    s.rank = 2;
    s.n = {1024, 2, 1};
    s.batch = 3;
    v.push_back({"Native_2d_1024x2_b3_tile12", s});
    s.n = {2048, 2, 1};
    s.direction = TCFFT_INVERSE;
    s.in_place = true;
    v.push_back({"Native_2d_2048x2_b3_inv_inplace_tile13", s});
  }
  {
    // split columns (docs/design.md "Split columns"): rows, 64-point columns into the workspace with
    // the post-twiddle, N/64-point columns back; batch, in place, normalized, TC_FP16
    Spec s = cuda_spec(kSplit2);
    s.rank = 2;
    s.n = {4096, 64, 1};
    s.batch = 2;
    v.push_back({"Split2_2d_4096x64_b2_split_columns", s});
    s.n = {8192, 32, 1};
    s.batch = 1;
    s.in_place = true;
    s.direction = TCFFT_INVERSE;
    s.norm = TCFFT_NORM_BY_N;
    v.push_back({"Split2_2d_8192x32_inv_inplace_normN_split_columns", s});
    s.compute = TCFFT_COMPUTE_TC_FP16;
    s.n = {4096, 16, 1};
    s.batch = 3;
    s.in_place = false;
    s.direction = TCFFT_FORWARD;
    s.norm = TCFFT_NORM_NONE;
    v.push_back({"TcFp16_2d_4096x16_b3_split_columns", s});
    s.compute = TCFFT_COMPUTE_NATIVE;
    s.n = {8192, 16, 1};
    s.batch = 2;
    s.in_place = true;
    s.direction = TCFFT_INVERSE;
    v.push_back({"Native_2d_8192x16_b2_inv_inplace_split_columns", s});
    s.n = {8192, 32, 1};
    s.batch = 1;
    s.in_place = false;
    s.direction = TCFFT_FORWARD;
    s.norm = TCFFT_NORM_BY_N;
    v.push_back({"Native_2d_8192x32_normN_split_columns", s});
  }
  {
    Spec s = cuda_spec(kSplit3);
    s.rank = 2;
    s.n = {128, 128, 1};
    s.batch = 2;
    s.norm = TCFFT_NORM_BY_N;
    v.push_back({"Split3_2d_128x128_normN", s});
  }
  {
    Spec s = cuda_spec(kSplit2);
    s.n = {2048, 1, 1};
    s.batch = 4;
    s.norm = TCFFT_NORM_BY_SQRT_N;
    s.direction = TCFFT_INVERSE;
    v.push_back({"Split2_2048_normSqrtN", s});
  }
  return v;
}

class GpuLayouts : public ::testing::TestWithParam<GpuLayoutCase> {};

TEST_P(GpuLayouts, MatchesFftwLongDouble) {
  TCT_REQUIRE_CUDA_DEVICE();
  expect_matches_reference(GetParam().spec, 611);
}

INSTANTIATE_TEST_SUITE_P(Cuda, GpuLayouts, ::testing::ValuesIn(gpu_layout_cases()),
                         [](const ::testing::TestParamInfo<GpuLayoutCase>& i) { return std::string(i.param.name); });

}  // namespace
}  // namespace tct
