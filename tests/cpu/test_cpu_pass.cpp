// Whole passes through the CPU executor: every compute mode against a naive
// long double DFT for small n, and bit-for-bit against a literal, slow
// implementation of docs/numerics.md (tests/cpu/test_cpu_util.h).
#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <map>
#include <string>

#include "cpu/split_emulation.h"
#include "test_cpu_util.h"

namespace tcfft::cputest {
namespace {

// rel-L2 tolerance against the exact DFT of the stored input, per mode:
//   tol = c_mode * eps_mode * (1 + log2 n) + 1.5 * u_store, with eps_mode = 2^-53
//   (F64), 2^-24 (F32 native, c = 1; TC_SPLIT, c = 1.5), 2^-11 (TC_FP16), and
//   u_store = 2^-11 (F16), 2^-8 (BF16), 0 otherwise (output rounding).
double tolerance(const Mode& md, int64_t n) {
  const double L = 1.0 + std::log2(static_cast<double>(n));
  double t;
  switch (md.compute) {
    case Compute::Native: t = md.storage == Storage::F64 ? 1.0 * 0x1p-53 * L : 1.0 * 0x1p-24 * L; break;
    case Compute::TcSplit: t = 1.5 * 0x1p-24 * L; break;
    default: t = 1.0 * 0x1p-11 * L; break;
  }
  if (md.storage == Storage::F16) t += 1.5 * 0x1p-11;
  if (md.storage == Storage::BF16) t += 1.5 * 0x1p-8;
  return t;
}

TEST(CpuPass, EveryModeVsNaiveLongDoubleDft) {
  std::map<std::string, double> worst;  // worst error / tolerance per mode
  for (const Mode& md : all_modes()) {
    for (int64_t n = 1; n <= 1024; n *= 2) {
      for (int fr : {0, 2, 4, 8, 16}) {
        if (fr != 0 && n > 256 && fr < 16) continue;  // keep it quick: small radices up to 256
        for (int dir : {-1, 1}) {
          const int64_t batch = 3;
          const Plan plan = make_test_plan(1, {n}, batch, md, fr);
          Buffer in(md.storage, n * batch), out(md.storage, n * batch);
          in.fill_random(static_cast<uint32_t>(n * 7 + fr * 3 + (dir + 1)));
          ASSERT_TRUE(run_plan(plan, in.data(), out.data(), dir).is_ok());
          for (int64_t b = 0; b < batch; ++b) {
            std::vector<cld> x(static_cast<size_t>(n)), y(static_cast<size_t>(n));
            for (int64_t i = 0; i < n; ++i) {
              x[static_cast<size_t>(i)] = in.get(b * n + i);
              y[static_cast<size_t>(i)] = out.get(b * n + i);
            }
            const double e = rel_l2(y, naive_dft(x, dir));
            const double tol = tolerance(md, n);
            ASSERT_LE(e, tol) << md.name << " n=" << n << " radix=" << fr << " dir=" << dir;
            worst[md.name] = std::max(worst[md.name], e / tol);
          }
        }
      }
    }
  }
  for (auto& [k, v] : worst) std::printf("  %-12s worst error / tolerance = %.3f\n", k.c_str(), v);
}

// The executor's output equals, bit for bit, a literal implementation of the
// numerics contract: stage order, twiddle table and fma form, the direct-sum
// butterfly, the split, the exact-sum-then-RZ MMA model and the combination.
TEST(CpuPass, BitwiseEqualsLiteralContract) {
  const Mode modes[] = {{Storage::F32, Compute::Native, 2, "native"},
                        {Storage::F32, Compute::TcSplit, 2, "split2"},
                        {Storage::F32, Compute::TcSplit, 3, "split3"},
                        {Storage::F32, Compute::TcFp16, 2, "fp16"},
                        {Storage::F64, Compute::Native, 2, "f64"}};
  for (const Mode& md : modes) {
    for (int64_t n = 2; n <= 2048; n *= 4) {
      for (int fr : {0, 2, 4, 8, 16}) {
        for (int dir : {-1, 1}) {
          const Plan plan = make_test_plan(1, {n}, 1, md, fr);
          Buffer in(md.storage, n), out(md.storage, n);
          in.fill_random(static_cast<uint32_t>(n + fr));
          // Mix magnitudes so the split sees subnormal fp16 parts and zeros.
          for (int64_t i = 0; i < n; i += 5) in.set(i, in.get(i) * std::ldexp(1.0L, -static_cast<int>(i % 37)));
          if (n > 4) in.set(3, 0);
          ASSERT_TRUE(run_plan(plan, in.data(), out.data(), dir).is_ok());
          bool ok = true;
          if (md.storage == Storage::F64) {
            std::vector<std::complex<double>> x(static_cast<size_t>(n));
            for (int64_t i = 0; i < n; ++i) x[i] = std::complex<double>(in.get(i));
            const auto y = ref_line<double>(x, plan.passes[0].radices, md.compute, md.split, dir);
            for (int64_t i = 0; i < n; ++i) ok = ok && cld(y[i]) == out.get(i);
          } else {
            std::vector<std::complex<float>> x(static_cast<size_t>(n));
            for (int64_t i = 0; i < n; ++i) x[i] = std::complex<float>(in.get(i));
            const auto y = ref_line<float>(x, plan.passes[0].radices, md.compute, md.split, dir);
            for (int64_t i = 0; i < n; ++i) ok = ok && cld(y[i]) == out.get(i);
          }
          EXPECT_TRUE(ok) << md.name << " n=" << n << " radix=" << fr << " dir=" << dir;
        }
      }
    }
  }
}

// Outputs of the one-pass F32 plan that differ in any bit from the literal contract (ref_line) on a
// random line whose every fifth element is scaled down by up to 2^-36 (subnormal fp16 parts, and
// per-vector and per-line scales that differ).
int64_t literal_contract_mismatches(const Plan& plan, const Mode& md, int64_t n, uint32_t seed, int dir) {
  Buffer in(md.storage, n), out(md.storage, n);
  in.fill_random(seed);
  for (int64_t i = 0; i < n; i += 5) in.set(i, in.get(i) * std::ldexp(1.0L, -static_cast<int>(i % 37)));
  if (!run_plan(plan, in.data(), out.data(), dir).is_ok()) return -1;
  std::vector<std::complex<float>> x(static_cast<size_t>(n));
  for (int64_t i = 0; i < n; ++i) x[i] = std::complex<float>(in.get(i));
  const auto y = ref_line<float>(x, plan.passes[0].radices, md.compute, md.split, dir);
  int64_t bad = 0;
  for (int64_t i = 0; i < n; ++i) bad += cld(y[i]) != out.get(i);
  return bad;
}

// The same on a random line whose odd elements are scaled down by 2^-20 (§4.11's sub-rows and the
// odd sub-lines of §4.12 then have scales 2^20 apart).
int64_t odd_scaled_mismatches(const Plan& plan, const Mode& md, int64_t n, uint32_t seed, int dir) {
  Buffer in(md.storage, n), out(md.storage, n);
  in.fill_random(seed);
  for (int64_t i = 1; i < n; i += 2) in.set(i, in.get(i) * std::ldexp(1.0L, -20));
  if (!run_plan(plan, in.data(), out.data(), dir).is_ok()) return -1;
  std::vector<std::complex<float>> x(static_cast<size_t>(n));
  for (int64_t i = 0; i < n; ++i) x[i] = std::complex<float>(in.get(i));
  const auto y = ref_line<float>(x, plan.passes[0].radices, md.compute, md.split, dir);
  int64_t bad = 0;
  for (int64_t i = 0; i < n; ++i) bad += cld(y[static_cast<size_t>(i)]) != out.get(i);
  return bad;
}

// §4.7: TC_SPLIT (2 terms) 4096 = 16 x 16 x 16 and 1024 = 16 x 8 x 8 compute stage 0 with the float
// network; other sequences of those lengths and 3 terms keep every stage split. Against the literal
// contract, bit for bit.
TEST(CpuPass, FloatFirstStageBitwiseEqualsLiteralContract) {
  const Mode modes[] = {{Storage::F32, Compute::TcSplit, 2, "split2"}, {Storage::F32, Compute::TcSplit, 3, "split3"}};
  for (const int64_t n : {int64_t{4096}, int64_t{1024}}) {
    for (const Mode& md : modes) {
      // 0: the planner's default sequence (16, 16, 16 / 16, 8, 8: the rule's); 4: radix-4 stages
      for (int fr : {0, 4}) {
        for (int dir : {-1, 1}) {
          const Plan plan = make_test_plan(1, {n}, 1, md, fr);
          const std::vector<int> rule = n == 4096 ? std::vector<int>{16, 16, 16} : std::vector<int>{16, 8, 8};
          ASSERT_EQ(plan.passes[0].radices == rule, fr == 0) << md.name << " n " << n << " radix " << fr;
          ASSERT_EQ(float_first_stage(plan.passes[0]), md.split == 2 && fr == 0) << md.name << " radix " << fr;
          EXPECT_EQ(literal_contract_mismatches(plan, md, n, static_cast<uint32_t>(n + fr + dir), dir), 0)
              << md.name << " n " << n << " radix " << fr << " dir " << dir;
        }
      }
    }
  }
}

// §4.9: TC_SPLIT (2 terms) 256 = 16 x 16 and 64 = 8 x 8 run both split stages under the scale of the
// input's line maximum; radix-4 stages and 3 terms keep the per-vector scales. Against the literal
// contract, bit for bit, with the magnitudes mixed so that the per-vector and line scales differ.
TEST(CpuPass, InputLineScaleBitwiseEqualsLiteralContract) {
  // TC_FP16 (one term) follows the rule too since v42
  const Mode modes[] = {{Storage::F32, Compute::TcSplit, 2, "split2"}, {Storage::F32, Compute::TcSplit, 3, "split3"},
                        {Storage::F32, Compute::TcFp16, 2, "fp16"}};
  for (const int64_t n : {int64_t{64}, int64_t{256}})
  for (const Mode& md : modes) {
    for (int fr : {0, 4}) {
      for (int dir : {-1, 1}) {
        const Plan plan = make_test_plan(1, {n}, 1, md, fr);
        const std::vector<int> rule = n == 64 ? std::vector<int>{8, 8} : std::vector<int>{16, 16};
        ASSERT_EQ(plan.passes[0].radices == rule, fr == 0) << md.name << " n " << n << " radix " << fr;
        ASSERT_EQ(input_line_scaled(plan.passes[0]), md.split == 2 && fr == 0) << md.name << " radix " << fr;
        ASSERT_EQ(line_scale_first_stage(plan.passes[0]), md.split == 2 && fr == 0 ? 0 : -1);  // (fp16: split 2)
        ASSERT_FALSE(float_first_stage(plan.passes[0]));
        EXPECT_EQ(literal_contract_mismatches(plan, md, n, static_cast<uint32_t>(n + fr + dir), dir), 0)
            << md.name << " radix " << fr << " dir " << dir;
      }
    }
  }
}

// §4.11: TC_SPLIT (2 terms) 512 = 16 x 16 x 2 and 128 = 8 x 8 x 2 run their two split stages under
// one scale per sub-row (even / odd elements), each from that sub-row's input maximum (2048 = 16 x 8
// x 8 x 2 and 8192 = 16 x 16 x 16 x 2: float stage 0, then the scale per sub-row from its stage-0
// outputs); the literal
// contract computes the sub-rows as two §4.9 lines and then the radix-2 stage (ref_line), so this
// checks the executor's stage-dependent group map bit for bit. The input's fifth elements are
// scaled down so that the per-vector, per-line and per-sub-row scales all differ; one extra case
// makes the two sub-rows' maxima 2^20 apart.
TEST(CpuPass, SubrowLineScaleBitwiseEqualsLiteralContract) {
  // TC_FP16 (one term) too since v42, at 128 / 512 (its 2048 / 8192 have no float stage 0)
  const Mode modes[] = {{Storage::F32, Compute::TcSplit, 2, "split2"}, {Storage::F32, Compute::TcSplit, 3, "split3"},
                        {Storage::F32, Compute::TcFp16, 2, "fp16"}};
  for (const int64_t n : {int64_t{128}, int64_t{512}, int64_t{2048}, int64_t{8192}})
  for (const Mode& md : modes) {
    for (int fr : {0, 4}) {
      for (int dir : {-1, 1}) {
        if (n == 8192 && (md.split == 3 || fr == 4 || dir == 1)) continue;  // (CPU time)
        const bool fp16 = md.compute == Compute::TcFp16;
        if (fp16 && n > 2048) continue;
        const Plan plan = make_test_plan(1, {n}, 1, md, fr);
        const std::vector<int> rule = n == 128    ? std::vector<int>{8, 8, 2}
                                      : n == 512  ? std::vector<int>{16, 16, 2}
                                      : n == 2048 ? std::vector<int>{16, 8, 8, 2}
                                                  : std::vector<int>{16, 16, 16, 2};
        // (3 terms: no radix-2-tail sequence, which only the register-tile computes take)
        if (md.split == 2) ASSERT_EQ(plan.passes[0].radices == rule, fr == 0) << md.name << " n " << n << " radix " << fr;
        // (TC_FP16: the sub-row rule at 128 / 512 only; its 2048 has no float stage 0)
        const bool in_rule = md.split == 2 && fr == 0 && !(fp16 && n >= 2048);
        // 128 / 512: §4.9 on the sub-rows (from the input); 2048 / 8192: §4.7 + §4.8 on them
        ASSERT_EQ(subrow_line_scaled(plan.passes[0]), in_rule && n <= 512) << md.name << " radix " << fr;
        ASSERT_EQ(float_first_stage(plan.passes[0]), in_rule && n >= 2048) << md.name << " radix " << fr;
        ASSERT_EQ(line_scale_first_stage(plan.passes[0]), in_rule ? (n >= 2048 ? 1 : 0) : -1);
        ASSERT_EQ(line_scale_groups(plan.passes[0]), in_rule ? 2 : 1);
        ASSERT_FALSE(input_line_scaled(plan.passes[0]));
        EXPECT_EQ(literal_contract_mismatches(plan, md, n, static_cast<uint32_t>(n + fr + dir), dir), 0)
            << md.name << " radix " << fr << " dir " << dir;
        if (!in_rule) continue;
        // odd elements 2^-20 of the even ones: the sub-rows' scales differ by 2^20
        EXPECT_EQ(odd_scaled_mismatches(plan, md, n, static_cast<uint32_t>(3 * n + dir), dir), 0)
            << "sub-rows 2^20 apart, n " << n << " dir " << dir;
      }
    }
  }
}

// §4.12: the one-pass 16384 = 16, 8, 8, 16 (TC_SPLIT, 2 terms) runs its first three stages as the
// 1024-point transforms of its 16 sub-lines x[b + 16 i] under §4.7 / §4.8, one scale per sub-line,
// and its last stage in float (twiddles, then the network). The literal contract computes the sub-lines separately
// (ref_line), so this holds the executor's 16-group map to it bit for bit; one case puts the odd
// sub-lines 2^20 below the even ones (the sub-lines' scales then differ by 2^20).
TEST(CpuPass, SublineLineScaleBitwiseEqualsLiteralContract) {
  const Mode md{Storage::F32, Compute::TcSplit, 2, "split2"};
  const int64_t n = 16384;
  const Plan plan = make_test_plan(1, {n}, 1, md, 0);
  ASSERT_EQ(plan.passes.size(), 1u);
  ASSERT_EQ(plan.passes[0].radices, (std::vector<int>{16, 8, 8, 16}));
  ASSERT_TRUE(float_first_stage(plan.passes[0]));
  ASSERT_EQ(line_scale_first_stage(plan.passes[0]), 1);
  ASSERT_EQ(line_scale_groups(plan.passes[0]), 16);
  for (int dir : {-1, 1}) {
    EXPECT_EQ(literal_contract_mismatches(plan, md, n, static_cast<uint32_t>(n + dir), dir), 0) << "dir " << dir;
    EXPECT_EQ(odd_scaled_mismatches(plan, md, n, static_cast<uint32_t>(7 * n + dir), dir), 0)
        << "sub-lines 2^20 apart, dir " << dir;
  }
}

// The §4.11 / §4.12 group map in every threading mode of the CPU executor: many interleaved lines
// (element stride = batch, lines adjacent: each host thread takes whole lines) and one line (the
// stages shared between threads) must both give each line's literal-contract bits.
TEST(CpuPass, GroupScalesInEveryThreadingMode) {
  const Mode md{Storage::F32, Compute::TcSplit, 2, "split2"};
  for (const long long n : {512LL, 2048LL, 8192LL}) {
    for (const long long batch : {1LL, 16LL}) {
      const long long embed[1] = {n};
      const Plan plan = make_test_plan(1, {n}, batch, md, 0, embed, batch, 1, embed, batch, 1);
      ASSERT_EQ(plan.passes.size(), 1u);
      ASSERT_EQ(line_scale_groups(plan.passes[0]), 2) << n;
      Buffer in(md.storage, n * batch), out(md.storage, n * batch);
      in.fill_random(static_cast<uint32_t>(n + batch));
      for (long long i = 0; i < n * batch; i += 3) in.set(i, in.get(i) * std::ldexp(1.0L, -static_cast<int>(i % 29)));
      ASSERT_TRUE(run_plan(plan, in.data(), out.data(), -1).is_ok());
      int64_t bad = 0;
      for (long long b = 0; b < batch; ++b) {
        std::vector<std::complex<float>> x(static_cast<size_t>(n));
        for (long long k = 0; k < n; ++k) x[static_cast<size_t>(k)] = std::complex<float>(in.get(k * batch + b));
        const auto y = ref_line<float>(x, plan.passes[0].radices, md.compute, md.split, -1);
        for (long long k = 0; k < n; ++k) bad += cld(y[static_cast<size_t>(k)]) != out.get(k * batch + b);
      }
      EXPECT_EQ(bad, 0) << "n " << n << " batch " << batch;
    }
  }
}

// The input of GpuLineScale.KernelsFollowTheLineRuleOnADiscriminatingInput: stage-0 vector 0 constant,
// the rest random times 2^-30. The outputs X[k] with k mod r0 != 0 (r0: stage 0's radix, 8 at n = 64,
// else 16) come from the tiny values only;
// under the line rules (§4.8 / §4.9) those sit in fp16's subnormal range, under per-vector scales
// (§4.1) they keep ~22 bits. The GPU test accepts 1e-4 between the CUDA kernels and this executor
// on those outputs, which must be far below the distance between the two forms measured here.
TEST(CpuPass, LineScaleDiscriminatingInput) {
  const Mode md{Storage::F32, Compute::TcSplit, 2, "split2"};
  for (const int64_t n : {int64_t{64}, int64_t{128}, int64_t{256}, int64_t{512}, int64_t{1024}, int64_t{2048},
                          int64_t{4096}, int64_t{8192}, int64_t{16384}}) {
    for (int dir : {-1, 1}) {
      const Plan plan = make_test_plan(1, {n}, 1, md, 0);
      ASSERT_GE(line_scale_first_stage(plan.passes[0]), 0);
      const int64_t r0 = plan.passes[0].radices[0];  // stage 0's radix: vector 0 is x[(n / r0) r]
      // §4.11 (128 ... 8192): vector 0 of each sub-row, x[(n / r0) r] and x[(n / r0) r + 1]; §4.12
      // (16384): vector 0 of each sub-line b, x[1024 r + b] (b < 16); the outputs k mod 16 != 0 of
      // the sub-lines feed the last stage's vectors j mod 16 != 0, which give the outputs k mod 16 != 0
      const int64_t v0 = line_scale_groups(plan.passes[0]);
      Buffer in(md.storage, n), out(md.storage, n);
      in.fill_random(static_cast<uint32_t>(n + 77 + dir));
      for (int64_t k = 0; k < n; ++k)
        in.set(k, k % (n / r0) < v0 ? cld(1.0L, -0.5L) : in.get(k) * std::ldexp(1.0L, -30));
      ASSERT_TRUE(run_plan(plan, in.data(), out.data(), dir).is_ok());
      std::vector<std::complex<float>> x(static_cast<size_t>(n));
      for (int64_t i = 0; i < n; ++i) x[i] = std::complex<float>(in.get(i));
      const auto pv = ref_line<float>(x, plan.passes[0].radices, md.compute, md.split, dir, false);
      const auto ln = ref_line<float>(x, plan.passes[0].radices, md.compute, md.split, dir, true);
      std::vector<cld> a, b;
      for (int64_t k = 0; k < n; ++k) {
        ASSERT_EQ(out.get(k), cld(ln[static_cast<size_t>(k)])) << k;  // the executor is the line rule
        if (k % r0 != 0) {
          a.push_back(out.get(k));
          b.push_back(cld(pv[static_cast<size_t>(k)]));
        }
      }
      const double d = rel_l2(a, b);
      std::printf("  n %lld dir %d: line rule vs per-vector scales on the outputs k mod r0 != 0, rel-L2 %.3g\n",
                  static_cast<long long>(n), dir, d);
      EXPECT_GE(d, 1e-2) << n;  // 100x the GPU test's bound
    }
  }
}

// docs/numerics.md §4.8 / §4.9 (the line scale of the 256-, 1024- and 4096-point TC_SPLIT passes):
// the rule at its edges, the executor against the literal text on lines of extreme magnitudes,
// non-finite lines, and the normwise error of a line whose vectors span 2^60 in magnitude.
TEST(CpuPass, LineScaleRuleEdges) {
  float s = 0, inv = 0;
  cpu::line_scale(1.0f, &s, &inv);  // E = 127: s = 2^-9
  EXPECT_EQ(s, 0x1p-9f);
  EXPECT_EQ(inv, 0x1p9f);
  cpu::line_scale(1.5f * 0x1p-3f, &s, &inv);  // E = 124
  EXPECT_EQ(s, 0x1p-12f);
  cpu::line_scale(0.0f, &s, &inv);  // E = 0 -> Ec = 10: s = 2^-126
  EXPECT_EQ(s, 0x1p-126f);
  EXPECT_EQ(inv, 0x1p126f);
  cpu::line_scale(0x1p-120f, &s, &inv);  // E = 7 -> 10
  EXPECT_EQ(s, 0x1p-126f);
  cpu::line_scale(std::numeric_limits<float>::max(), &s, &inv);  // E = 254: s = 2^118
  EXPECT_EQ(s, 0x1p118f);
  EXPECT_EQ(inv, 0x1p-118f);
  cpu::line_scale(std::numeric_limits<float>::infinity(), &s, &inv);
  EXPECT_TRUE(std::isnan(s) && std::isnan(inv));
  cpu::line_scale(std::numeric_limits<float>::quiet_NaN(), &s, &inv);
  EXPECT_TRUE(std::isnan(s) && std::isnan(inv));
}

TEST(CpuPass, LineScaleExtremesAndNonFinite) {
  const Mode md{Storage::F32, Compute::TcSplit, 2, "split2"};
  for (const int64_t n : {int64_t{64}, int64_t{256}, int64_t{1024}, int64_t{4096}}) {
  SCOPED_TRACE(n);
  const Plan plan = make_test_plan(1, {n}, 1, md, 0);
  ASSERT_EQ(line_scale_first_stage(plan.passes[0]), n <= 256 ? 0 : 1);
  Buffer in(md.storage, n), out(md.storage, n);
  // magnitudes: subnormal inputs (the Ec clamp), tiny, large (outputs near 2^127), and a zero line
  for (const int e2 : {-140, -120, 60, 100, 0}) {
    for (int dir : {-1, 1}) {
      in.fill_random(static_cast<uint32_t>(e2 + 300 + dir));
      for (int64_t i = 0; i < n; ++i) in.set(i, e2 == 0 ? cld(0) : in.get(i) * std::ldexp(1.0L, e2));
      ASSERT_TRUE(run_plan(plan, in.data(), out.data(), dir).is_ok());
      std::vector<std::complex<float>> x(static_cast<size_t>(n));
      for (int64_t i = 0; i < n; ++i) x[i] = std::complex<float>(in.get(i));
      const auto y = ref_line<float>(x, plan.passes[0].radices, md.compute, md.split, dir);
      int64_t bad = 0;
      for (int64_t i = 0; i < n; ++i) bad += cld(y[i]) != out.get(i);
      EXPECT_EQ(bad, 0) << "2^" << e2 << " dir " << dir;
      if (e2 == 0) {
        for (int64_t i = 0; i < n; ++i) ASSERT_EQ(out.get(i), cld(0)) << i;
      }
    }
  }
  // one inf or NaN anywhere: every output NaN
  for (const float bad_v : {std::numeric_limits<float>::infinity(), std::numeric_limits<float>::quiet_NaN()}) {
    in.fill_random(7);
    in.set((n / 2 + 77) % n, cld(bad_v, 0.5L));
    ASSERT_TRUE(run_plan(plan, in.data(), out.data(), -1).is_ok());
    for (int64_t i = 0; i < n; ++i) {
      const cld o = out.get(i);
      ASSERT_TRUE(std::isnan(static_cast<double>(o.real())) && std::isnan(static_cast<double>(o.imag()))) << i;
    }
  }
  }
}

TEST(CpuPass, LineScaleNormwiseErrorWithWideDynamicRange) {
  // vector j of stage 0 is x[j + (n/r0) r]: scale whole stage-0 vectors (j % 16 -> 2^-4(j % 16)), so
  // the per-vector maxima span 2^60 while the line scale is one
  for (const int64_t n : {int64_t{64}, int64_t{256}, int64_t{1024}, int64_t{4096}})
  for (const Mode& md : {Mode{Storage::F32, Compute::TcSplit, 2, "split2"}, Mode{Storage::F32, Compute::Native, 0, "native"}}) {
    const Plan plan = make_test_plan(1, {n}, 1, md, 0);
    const int64_t r0 = n == 64 ? 8 : 16;  // stage 0's radix in the TC_SPLIT plan
    Buffer in(md.storage, n), out(md.storage, n);
    in.fill_random(11);
    for (int64_t i = 0; i < n; ++i) in.set(i, in.get(i) * std::ldexp(1.0L, -4 * static_cast<int>((i % (n / r0)) % 16)));
    ASSERT_TRUE(run_plan(plan, in.data(), out.data(), -1).is_ok());
    std::vector<cld> x(static_cast<size_t>(n)), y(static_cast<size_t>(n));
    for (int64_t i = 0; i < n; ++i) {
      x[static_cast<size_t>(i)] = in.get(i);
      y[static_cast<size_t>(i)] = out.get(i);
    }
    const double e = rel_l2(y, naive_dft(x, -1));
    std::printf("  n %lld %s: rel-L2 %.3g (tolerance %.3g)\n", static_cast<long long>(n), md.name, e, tolerance(md, n));
    EXPECT_LE(e, tolerance(md, n)) << md.name;
  }
}

// Scale: applied once by the last pass, in the compute type, after the last stage.
TEST(CpuPass, ScaleIsOneMultiplyInComputeType) {
  for (const Mode& md : all_modes()) {
    const int64_t n = 256;
    const Plan plan = make_test_plan(1, {n}, 2, md);
    Buffer in(md.storage, 2 * n), a(md.storage, 2 * n), b(md.storage, 2 * n);
    in.fill_random(3);
    const double scale = 1.0 / 3.0;
    ASSERT_TRUE(run_plan(plan, in.data(), a.data(), -1).is_ok());
    ASSERT_TRUE(run_plan(plan, in.data(), b.data(), -1, scale).is_ok());
    if (md.storage == Storage::F64 || md.storage == Storage::F32) {
      for (int64_t i = 0; i < 2 * n; ++i) {
        if (md.storage == Storage::F64) {
          const std::complex<double> v(a.get(i));
          EXPECT_EQ(cld(std::complex<double>(v.real() * scale, v.imag() * scale)), b.get(i));
        } else {
          const std::complex<float> v(a.get(i));
          const float s = static_cast<float>(scale);
          EXPECT_EQ(cld(std::complex<float>(v.real() * s, v.imag() * s)), b.get(i));
        }
      }
    } else {  // 16-bit storage: the scaled result is rounded once, so within one output ulp of a/3
      for (int64_t i = 0; i < 2 * n; ++i) {
        const cld d = b.get(i) - a.get(i) * static_cast<long double>(scale);
        EXPECT_LE(std::abs(d), std::abs(a.get(i)) * (md.storage == Storage::F16 ? 0x1p-10 : 0x1p-7) + 1e-30)
            << md.name;
      }
    }
  }
}

}  // namespace
}  // namespace tcfft::cputest
