// Shared fixture for the API tests: a CPU handle with a valid F32 plan
// (N = 64, batch 2), an input buffer of random data, and an output buffer
// filled with a sentinel byte pattern so "nothing written" can be checked
// byte for byte.
#pragma once

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "common/oracle.h"
#include "common/random.h"
#include "common/storage.h"
#include "tcfft/tcfft.h"

namespace tct {

constexpr unsigned char kSentinel = 0xA5;

class PlannedHandle : public ::testing::Test {
 protected:
  static constexpr long long kN = 64, kBatch = 2;
  void SetUp() override {
    ASSERT_EQ(tcfftCreate(&h), TCFFT_SUCCESS);
    ASSERT_EQ(tcfftSetBackend(h, TCFFT_BACKEND_CPU), TCFFT_SUCCESS);
    ASSERT_EQ(tcfftSetPrecision(h, TCFFT_F32, TCFFT_COMPUTE_NATIVE), TCFFT_SUCCESS);
    ASSERT_EQ(tcfftPlan1d(h, kN, TCFFT_C2C, kBatch, nullptr), TCFFT_SUCCESS) << tcfftGetLastErrorMessage(h);
    in = HostBuffer(TCFFT_F32, kN * kBatch);
    out = HostBuffer(TCFFT_F32, kN * kBatch);
    x = random_complex(kN * kBatch, 5);
    for (size_t i = 0; i < x.size(); ++i) {
      x[i] = round_to_storage(x[i], TCFFT_F32);
      in.set(i, x[i]);
    }
    out.fill_bytes(kSentinel);
    out_before = out.snapshot();
  }
  void TearDown() override {
    if (h != nullptr) tcfftDestroy(h);
  }
  bool out_untouched() const { return out.snapshot() == out_before; }
  /// Executes the current plan properly and checks the result against FFTW.
  void expect_plan_still_works() {
    HostBuffer o(TCFFT_F32, kN * kBatch);
    ASSERT_EQ(tcfftExec(h, in.data(), o.data(), TCFFT_FORWARD), TCFFT_SUCCESS) << tcfftGetLastErrorMessage(h);
    Spec s;
    s.n = {kN, 1, 1};
    s.batch = kBatch;
    std::vector<cld> y(x.size());
    for (size_t i = 0; i < y.size(); ++i) y[i] = o.get(i);
    const ErrorStats e = compare(y, reference_for(s, x));
    EXPECT_LE(e.rel_l2, rel_l2_tolerance(s.tol_mode(), 1, s.n)) << e.str();
  }
  std::string last_error() const { return tcfftGetLastErrorMessage(h); }

  tcfftHandle h = nullptr;
  HostBuffer in, out;
  std::vector<cld> x;
  std::vector<unsigned char> out_before;
};

}  // namespace tct
