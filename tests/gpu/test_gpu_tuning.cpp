// GPU tuning: MEASURE on the CUDA backend (budget, never slower than
// ESTIMATE's choice in its own timings, results equal to the ESTIMATE plan's)
// and a device wisdom round trip. Skips loudly without a device.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

#include "common/oracle.h"
#include "common/reference.h"
#include "tcfft/tcfft.h"

#ifdef TCFFT_TEST_HAVE_CUDA
#include <cuda_runtime.h>
#endif

namespace tct {
namespace {

TEST(GpuTuning, MeasurePlansWithinBudgetAndMatchEstimateResults) {
  TCT_REQUIRE_CUDA_DEVICE();
#ifdef TCFFT_TEST_HAVE_CUDA
  tcfftForgetWisdom();
  const long long n = 4096, batch = 1024;
  tcfftHandle he = nullptr, hm = nullptr;
  ASSERT_EQ(tcfftCreate(&he), TCFFT_SUCCESS);
  ASSERT_EQ(tcfftCreate(&hm), TCFFT_SUCCESS);
  ASSERT_EQ(tcfftSetBackend(he, TCFFT_BACKEND_CUDA), TCFFT_SUCCESS);
  ASSERT_EQ(tcfftSetBackend(hm, TCFFT_BACKEND_CUDA), TCFFT_SUCCESS);
  ASSERT_EQ(tcfftSetPlanner(hm, TCFFT_MEASURE), TCFFT_SUCCESS);
  ASSERT_EQ(tcfftPlan1d(he, n, TCFFT_C2C, batch, nullptr), TCFFT_SUCCESS) << tcfftGetLastErrorMessage(he);
  const auto t0 = std::chrono::steady_clock::now();
  ASSERT_EQ(tcfftPlan1d(hm, n, TCFFT_C2C, batch, nullptr), TCFFT_SUCCESS) << tcfftGetLastErrorMessage(hm);
  const double plan_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
  tcfftPlanInfo ie, im;
  ASSERT_EQ(tcfftGetPlanInfo(he, &ie), TCFFT_SUCCESS);
  ASSERT_EQ(tcfftGetPlanInfo(hm, &im), TCFFT_SUCCESS);
  std::printf("[gpu-tuning] ESTIMATE %s planned in %.3f ms; MEASURE %s planned in %.1f ms (%d timings), "
              "%.4f ms vs ESTIMATE's choice %.4f ms\n",
              ie.schedule, ie.planning_ms, im.schedule, plan_ms, im.timings, im.measured_ms, im.estimate_choice_ms);
  // ESTIMATE costs well under 1 ms of work (tcfft.h); one wall-clock sample can be longer when
  // ctest runs other tests beside this one (one intermittent failure under ctest -j 8, NOTES.md
  // v19), so the claim is checked on the fastest of up to five plannings.
  double est_ms = ie.planning_ms;
  for (int k = 0; k < 4 && est_ms >= 1.0; ++k) {
    tcfftHandle h2 = nullptr;
    ASSERT_EQ(tcfftCreate(&h2), TCFFT_SUCCESS);
    ASSERT_EQ(tcfftSetBackend(h2, TCFFT_BACKEND_CUDA), TCFFT_SUCCESS);
    ASSERT_EQ(tcfftPlan1d(h2, n, TCFFT_C2C, batch, nullptr), TCFFT_SUCCESS) << tcfftGetLastErrorMessage(h2);
    tcfftPlanInfo i2;
    ASSERT_EQ(tcfftGetPlanInfo(h2, &i2), TCFFT_SUCCESS);
    est_ms = std::min(est_ms, i2.planning_ms);
    tcfftDestroy(h2);
  }
  EXPECT_LT(est_ms, 1.0) << "first ESTIMATE planning " << ie.planning_ms << " ms";
  EXPECT_LT(plan_ms, 2500.0);
  EXPECT_EQ(im.planner, TCFFT_MEASURE);
  EXPECT_LE(im.measured_ms, im.estimate_choice_ms * 1.0000001);
  // Same transform.
  const size_t elems = static_cast<size_t>(n * batch);
  std::vector<float> x(2 * elems), a(2 * elems), b(2 * elems);
  for (size_t i = 0; i < x.size(); ++i) x[i] = static_cast<float>(std::sin(0.11 * i) + 0.01 * (i % 13));
  void *din = nullptr, *dout = nullptr;
  ASSERT_EQ(cudaMalloc(&din, x.size() * sizeof(float)), cudaSuccess);
  ASSERT_EQ(cudaMalloc(&dout, x.size() * sizeof(float)), cudaSuccess);
  ASSERT_EQ(cudaMemcpy(din, x.data(), x.size() * sizeof(float), cudaMemcpyHostToDevice), cudaSuccess);
  ASSERT_EQ(tcfftExec(he, din, dout, TCFFT_FORWARD), TCFFT_SUCCESS);
  ASSERT_EQ(cudaMemcpy(a.data(), dout, a.size() * sizeof(float), cudaMemcpyDeviceToHost), cudaSuccess);
  ASSERT_EQ(tcfftExec(hm, din, dout, TCFFT_FORWARD), TCFFT_SUCCESS);
  ASSERT_EQ(cudaMemcpy(b.data(), dout, b.size() * sizeof(float), cudaMemcpyDeviceToHost), cudaSuccess);
  double num = 0, den = 0;
  for (size_t i = 0; i < a.size(); ++i) {
    num += (double(a[i]) - b[i]) * (double(a[i]) - b[i]);
    den += double(a[i]) * a[i];
  }
  EXPECT_LT(std::sqrt(num / den), 1e-5);
  // Each result against FFTW long double, line by line (names the first wrong line).
  {
    std::vector<cld> xl(elems);
    for (size_t i = 0; i < elems; ++i) xl[i] = cld(x[2 * i], x[2 * i + 1]);
    const std::vector<cld> ref = reference_dft(1, {n, 1, 1}, batch, xl, -1);
    for (const auto* r : {&a, &b}) {
      long long bad = 0, first = -1;
      for (long long l = 0; l < batch; ++l) {
        long double en = 0, ed = 0;
        for (long long k = 0; k < n; ++k) {
          const size_t i = static_cast<size_t>(l * n + k);
          const cld d = cld((*r)[2 * i], (*r)[2 * i + 1]) - ref[i];
          en += std::norm(d);
          ed += std::norm(ref[i]);
        }
        if (!(std::sqrt(en / ed) < 1e-5L)) {
          if (first < 0) first = l;
          ++bad;
        }
      }
      EXPECT_EQ(bad, 0) << (r == &a ? "ESTIMATE" : "MEASURE") << " result: " << bad << " wrong lines, first " << first;
    }
  }
  cudaFree(din);
  cudaFree(dout);
  // Wisdom round trip on the device.
  const std::string path = "/tmp/tcfft_gpu_wisdom_test.json";
  ASSERT_EQ(tcfftExportWisdom(path.c_str()), TCFFT_SUCCESS) << tcfftGetWisdomMessage();
  tcfftForgetWisdom();
  ASSERT_EQ(tcfftImportWisdom(path.c_str()), TCFFT_SUCCESS) << tcfftGetWisdomMessage();
  tcfftHandle hw = nullptr;
  ASSERT_EQ(tcfftCreate(&hw), TCFFT_SUCCESS);
  ASSERT_EQ(tcfftSetBackend(hw, TCFFT_BACKEND_CUDA), TCFFT_SUCCESS);
  ASSERT_EQ(tcfftSetPlanner(hw, TCFFT_WISDOM_ONLY), TCFFT_SUCCESS);
  ASSERT_EQ(tcfftPlan1d(hw, n, TCFFT_C2C, batch, nullptr), TCFFT_SUCCESS);
  tcfftPlanInfo iw;
  ASSERT_EQ(tcfftGetPlanInfo(hw, &iw), TCFFT_SUCCESS);
  EXPECT_EQ(iw.from_wisdom, 1);
  EXPECT_EQ(iw.timings, 0);
  EXPECT_STREQ(iw.schedule, im.schedule);
  tcfftDestroy(hw);
  tcfftDestroy(he);
  tcfftDestroy(hm);
  std::remove(path.c_str());
  tcfftForgetWisdom();
#endif
}

}  // namespace
}  // namespace tct
