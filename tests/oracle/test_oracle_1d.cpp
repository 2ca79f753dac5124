// Oracle sweep, CPU backend through the public API: every power-of-two N
// from 1 to 2^20 in every storage/compute mode, against FFTW long double,
// rel-L2 and rel-Linf within tests/common/tolerance.h. Both directions up to
// 2^16; above that one direction per size (alternating) to keep the suite
// fast. Batch 3 for N <= 4096. Odd log2 N runs in place, even out of place.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "common/oracle.h"

namespace tct {
namespace {

struct ModeCase {
  const char* name;
  tcfftPrecision storage;
  tcfftCompute compute;
  int split_terms;
};

const ModeCase kModes[] = {
    {"F64_native", TCFFT_F64, TCFFT_COMPUTE_NATIVE, 2},
    {"F32_native", TCFFT_F32, TCFFT_COMPUTE_NATIVE, 2},
    {"F32_split2", TCFFT_F32, TCFFT_COMPUTE_TC_SPLIT, 2},
    {"F32_split3", TCFFT_F32, TCFFT_COMPUTE_TC_SPLIT, 3},
    {"F32_tcfp16", TCFFT_F32, TCFFT_COMPUTE_TC_FP16, 2},
    {"F16_native", TCFFT_F16, TCFFT_COMPUTE_NATIVE, 2},
    {"BF16_native", TCFFT_BF16, TCFFT_COMPUTE_NATIVE, 2},
};

struct SweepCase {
  ModeCase mode;
  int log2n;
  int direction;
};

std::vector<SweepCase> sweep_cases() {
  std::vector<SweepCase> v;
  for (const ModeCase& m : kModes) {
    for (int l = 0; l <= 20; ++l) {
      if (l <= 16) {
        v.push_back({m, l, TCFFT_FORWARD});
        v.push_back({m, l, TCFFT_INVERSE});
      } else {
        v.push_back({m, l, (l % 2 == 0) ? TCFFT_FORWARD : TCFFT_INVERSE});
      }
    }
  }
  return v;
}

class OracleSweep1D : public ::testing::TestWithParam<SweepCase> {};

TEST_P(OracleSweep1D, MatchesFftwLongDouble) {
  const SweepCase& c = GetParam();
  Spec s;
  s.rank = 1;
  s.n = {1LL << c.log2n, 1, 1};
  s.batch = c.log2n <= 12 ? 3 : 1;
  s.storage = c.mode.storage;
  s.compute = c.mode.compute;
  s.split_terms = c.mode.split_terms;
  s.direction = c.direction;
  s.in_place = (c.log2n % 2) == 1;
  expect_matches_reference(s, 1000 + c.log2n * 7 + (c.direction > 0));
}

INSTANTIATE_TEST_SUITE_P(AllModes, OracleSweep1D, ::testing::ValuesIn(sweep_cases()),
                         [](const ::testing::TestParamInfo<SweepCase>& i) {
                           return std::string(i.param.mode.name) + "_N2e" + std::to_string(i.param.log2n) +
                                  (i.param.direction < 0 ? "_fwd" : "_inv");
                         });

// F16/BF16 storage with tensor-core compute (F16/BF16 "with any" compute is
// documented valid): a few sizes per combination.
struct MixedCase {
  tcfftPrecision storage;
  tcfftCompute compute;
  int log2n;
};

class OracleMixedStorage : public ::testing::TestWithParam<MixedCase> {};

TEST_P(OracleMixedStorage, MatchesFftwLongDouble) {
  const MixedCase& c = GetParam();
  Spec s;
  s.n = {1LL << c.log2n, 1, 1};
  s.batch = 2;
  s.storage = c.storage;
  s.compute = c.compute;
  s.direction = c.log2n % 2 ? TCFFT_INVERSE : TCFFT_FORWARD;
  expect_matches_reference(s, 77 + c.log2n);
}

std::vector<MixedCase> mixed_cases() {
  std::vector<MixedCase> v;
  for (tcfftPrecision p : {TCFFT_F16, TCFFT_BF16}) {
    for (tcfftCompute c : {TCFFT_COMPUTE_TC_SPLIT, TCFFT_COMPUTE_TC_FP16, TCFFT_COMPUTE_DEFAULT}) {
      for (int l : {3, 8, 13}) v.push_back({p, c, l});
    }
  }
  return v;
}

INSTANTIATE_TEST_SUITE_P(HalfStorage, OracleMixedStorage, ::testing::ValuesIn(mixed_cases()),
                         [](const ::testing::TestParamInfo<MixedCase>& i) {
                           const char* c = i.param.compute == TCFFT_COMPUTE_TC_SPLIT  ? "split2"
                                           : i.param.compute == TCFFT_COMPUTE_TC_FP16 ? "tcfp16"
                                                                                      : "default";
                           return std::string(precision_name(i.param.storage)) + "_" + c + "_N2e" +
                                  std::to_string(i.param.log2n);
                         });

}  // namespace
}  // namespace tct
