// The CPU executor as a whole: layouts (strides, embeds, dists, rank 2 and
// 3), in-place, input untouched, NaN isolation, thread-count independence,
// determinism, 64-bit offsets, and what it refuses.
#include <gtest/gtest.h>

#include <sys/mman.h>

#include <cmath>
#include <cstdlib>
#include <limits>

#include "test_cpu_util.h"

namespace tcfft::cputest {
namespace {

const Mode kF32Native{Storage::F32, Compute::Native, 2, "f32-native"};
const Mode kF32Split{Storage::F32, Compute::TcSplit, 2, "f32-split2"};
const Mode kF64{Storage::F64, Compute::Native, 2, "f64-native"};

bool same_bits(const Buffer& a, int64_t ia, const Buffer& b, int64_t ib) {
  const size_t w = complex_bytes(a.s);
  return std::memcmp(a.bytes.data() + ia * w, b.bytes.data() + ib * w, w) == 0;
}

// Sets the process-wide thread limit for the scope of the object.
struct ThreadEnv {
  explicit ThreadEnv(const char* v) {
    if (v) {
      setenv("TCFFT_NUM_THREADS", v, 1);
    } else {
      unsetenv("TCFFT_NUM_THREADS");
    }
  }
  ~ThreadEnv() { unsetenv("TCFFT_NUM_THREADS"); }
};

TEST(CpuExecutor, StridedBatchedLayoutMatchesDenseBitwise) {
  for (const Mode& md : all_modes()) {
    const int64_t n = 64, batch = 5;
    const long long inembed[1] = {80}, onembed[1] = {70};
    const long long is = 2, id = 200, os = 3, od = 250;
    const Plan strided = make_test_plan(1, {n}, batch, md, 0, inembed, is, id, onembed, os, od);
    const Plan dense = make_test_plan(1, {n}, batch, md);
    Buffer in(md.storage, id * batch), out(md.storage, od * batch);
    in.fill_random(17);
    for (int64_t i = 0; i < out.size(); ++i) out.set(i, cld(7, -7));  // sentinel
    Buffer din(md.storage, n * batch), dout(md.storage, n * batch);
    for (int64_t b = 0; b < batch; ++b)
      for (int64_t i = 0; i < n; ++i) din.set(b * n + i, in.get(b * id + i * is));
    ASSERT_TRUE(run_plan(strided, in.data(), out.data(), -1).is_ok());
    ASSERT_TRUE(run_plan(dense, din.data(), dout.data(), -1).is_ok());
    std::vector<bool> touched(static_cast<size_t>(out.size()), false);
    for (int64_t b = 0; b < batch; ++b)
      for (int64_t i = 0; i < n; ++i) {
        const int64_t o = b * od + i * os;
        touched[static_cast<size_t>(o)] = true;
        ASSERT_TRUE(same_bits(out, o, dout, b * n + i)) << md.name << " b=" << b << " i=" << i;
      }
    for (int64_t i = 0; i < out.size(); ++i) {
      if (!touched[static_cast<size_t>(i)]) {
        ASSERT_EQ(out.get(i), cld(7, -7)) << md.name << " gap " << i;
      }
    }
  }
}

// Separable long double DFT of a dense rank-r array (row-major).
std::vector<cld> naive_nd(const std::vector<cld>& x, const std::vector<int64_t>& n, int dir) {
  std::vector<cld> y = x;
  const int64_t total = static_cast<int64_t>(x.size());
  for (size_t d = 0; d < n.size(); ++d) {
    int64_t inner = 1;
    for (size_t e = d + 1; e < n.size(); ++e) inner *= n[e];
    for (int64_t base = 0; base < total; ++base) {
      if ((base / inner) % n[d] != 0) continue;  // base = first element of a line along d
      std::vector<cld> line(static_cast<size_t>(n[d]));
      for (int64_t i = 0; i < n[d]; ++i) line[static_cast<size_t>(i)] = y[static_cast<size_t>(base + i * inner)];
      line = naive_dft(line, dir);
      for (int64_t i = 0; i < n[d]; ++i) y[static_cast<size_t>(base + i * inner)] = line[static_cast<size_t>(i)];
    }
  }
  return y;
}

TEST(CpuExecutor, Rank2And3WithEmbedsVsNaive) {
  struct Case {
    std::vector<long long> n, inembed, onembed;
    long long is, os;
  } cases[] = {
      {{8, 32}, {8, 40}, {9, 33}, 1, 2},
      {{16, 4}, {16, 4}, {16, 4}, 3, 1},
      {{4, 8, 16}, {4, 10, 17}, {5, 8, 16}, 1, 1},
      {{2, 1, 64}, {2, 1, 64}, {2, 1, 64}, 1, 1},
  };
  for (const Mode& md : {kF64, kF32Split, kF32Native}) {
    for (const Case& c : cases) {
      const int rank = static_cast<int>(c.n.size());
      int64_t elems = 1, iext = 1, oext = 1;
      for (int d = 0; d < rank; ++d) {
        elems *= c.n[d];
        iext *= c.inembed[d];
        oext *= c.onembed[d];
      }
      const long long batch = 2, id = iext * c.is + 5, od = oext * c.os + 3;
      const Plan plan =
          make_test_plan(rank, c.n, batch, md, 0, c.inembed.data(), c.is, id, c.onembed.data(), c.os, od);
      Buffer in(md.storage, id * batch), out(md.storage, od * batch);
      in.fill_random(23);
      for (int dir : {-1, 1}) {
        ASSERT_TRUE(run_plan(plan, in.data(), out.data(), dir).is_ok());
        for (long long b = 0; b < batch; ++b) {
          std::vector<cld> x(static_cast<size_t>(elems)), y(static_cast<size_t>(elems));
          for (int64_t e = 0; e < elems; ++e) {
            int64_t rem = e, io = 0, oo = 0, ist = c.is, ost = c.os;
            for (int d = rank - 1; d >= 0; --d) {
              const int64_t idx = rem % c.n[d];
              rem /= c.n[d];
              io += idx * ist;
              oo += idx * ost;
              ist *= c.inembed[d];
              ost *= c.onembed[d];
            }
            x[static_cast<size_t>(e)] = in.get(b * id + io);
            y[static_cast<size_t>(e)] = out.get(b * od + oo);
          }
          std::vector<int64_t> nn(c.n.begin(), c.n.end());
          const double err = rel_l2(y, naive_nd(x, nn, dir));
          const double tol = (md.storage == Storage::F64 ? 0x1p-53 : 3 * 0x1p-24) * (1 + std::log2(double(elems)));
          EXPECT_LE(err, tol) << md.name << " rank " << rank << " dir " << dir;
        }
      }
    }
  }
}

// Two- and three-pass rank-1 plans at small n (PlanOptions::max_pass_len = 16 forces the shapes
// the library uses beyond 8192 and 2^26): strided input and output with odd dists, both
// directions, out of place and in place, against a naive long double DFT. The three-pass index
// math (pass B in place on the workspace with T_M, pass C's three line dimensions and strided
// write) is checked here; the GPU runs the same plans at 2^27 (tests/gpu, property checks).
TEST(CpuExecutor, MultiPassPlansVsNaive) {
  const Mode kFp16{Storage::F32, Compute::TcFp16, 2, "f32-fp16"};
  const Mode kSplit3{Storage::F32, Compute::TcSplit, 3, "f32-split3"};
  const Mode kF16Native{Storage::F16, Compute::Native, 2, "f16-native"};
  for (const Mode& md : {kF64, kF32Native, kF32Split, kFp16, kSplit3, kF16Native}) {
    for (long long n : {128LL, 512LL, 2048LL}) {
      SCOPED_TRACE(std::string(md.name) + " n " + std::to_string(n));
      const long long batch = 2, is = 2, os = 3, id = n * is + 5, od = n * os + 1;
      // embeds given: the strides and dists apply (cuFFT's advanced layout)
      Plan plan = make_test_plan(1, {n}, batch, md, 0, &n, is, id, &n, os, od, 16);
      ASSERT_EQ(plan.passes.size(), n <= 256 ? 2u : 3u);
      const long long ext = std::max(id, od) * batch;
      Buffer in(md.storage, ext), out(md.storage, ext);
      in.fill_random(static_cast<uint32_t>(n));
      for (int dir : {-1, 1}) {
        std::fill(out.bytes.begin(), out.bytes.end(), static_cast<unsigned char>(0xff));  // poison (NaN)
        ASSERT_TRUE(run_plan(plan, in.data(), out.data(), dir).is_ok());
        for (long long b = 0; b < batch; ++b) {
          std::vector<cld> x(static_cast<size_t>(n)), y(static_cast<size_t>(n));
          for (long long k = 0; k < n; ++k) {
            x[static_cast<size_t>(k)] = in.get(b * id + k * is);
            y[static_cast<size_t>(k)] = out.get(b * od + k * os);
          }
          const double err = rel_l2(y, naive_dft(x, dir));
          // F16 storage rounds to 16 bits between the passes (docs/numerics.md §1)
          const double unit = md.storage == Storage::F64                                   ? 0x1p-53
                              : md.compute == Compute::TcFp16 || md.storage == Storage::F16 ? 0x1p-11
                                                                                            : 3 * 0x1p-24;
          EXPECT_LE(err, unit * (1 + std::log2(double(n)))) << "dir " << dir << " batch " << b;
        }
      }
      // In place (the input layout on both sides): bit-identical to out of place.
      plan = make_test_plan(1, {n}, batch, md, 0, &n, is, id, &n, is, id, 16);
      Buffer oop(md.storage, ext), inplace = in;
      ASSERT_TRUE(run_plan(plan, in.data(), oop.data(), 1).is_ok());
      ASSERT_TRUE(run_plan(plan, inplace.data(), inplace.data(), 1).is_ok());
      for (long long b = 0; b < batch; ++b)
        for (long long k = 0; k < n; ++k) ASSERT_TRUE(same_bits(inplace, b * id + k * is, oop, b * id + k * is));
    }
  }
}

// The transposed 2D plan (docs/design.md "Transposed 2D"; rank 3: its inner two axes) runs the same
// arithmetic per line as one pass per axis (a pass length set turns the form off, same radices): the same bits, both
// directions, in and out of place; and the 256 x 256 result against a naive long double DFT.
TEST(CpuExecutor, Transposed2DPlanGivesTheBitsOfOnePassPerAxis) {
  const Mode kFp16{Storage::F32, Compute::TcFp16, 2, "f32-fp16"};
  struct Case {
    Mode md;
    std::vector<long long> n;
    long long batch;
  };
  for (const Case& c : {Case{kF32Split, {256, 256}, 2}, Case{kFp16, {2048, 2048}, 1}, Case{kF32Split, {2048, 512}, 1},
                        Case{kF32Split, {256, 2048}, 1}, Case{kF32Split, {2, 256, 256}, 2}}) {
    const int rank = static_cast<int>(c.n.size());
    const long long n0 = c.n[rank - 2], n1 = c.n[rank - 1];
    SCOPED_TRACE(std::string(c.md.name) + " rank " + std::to_string(rank) + " " + std::to_string(n0) + " x " +
                 std::to_string(n1));
    const std::vector<long long>& n = c.n;
    const Plan tr = make_test_plan(rank, n, c.batch, c.md);
    const Plan per_axis = make_test_plan(rank, n, c.batch, c.md, 0, nullptr, 1, 0, nullptr, 1, 0, 8192);
    ASSERT_GT(tr.work_bytes, 0u) << tr.explain();
    ASSERT_EQ(tr.passes[0].dst, tcfft::Buffer::Work);
    ASSERT_EQ(per_axis.work_bytes, 0u) << per_axis.explain();
    ASSERT_EQ(tr.passes.size(), per_axis.passes.size());
    for (size_t i = 0; i < tr.passes.size(); ++i) ASSERT_EQ(tr.passes[i].radices, per_axis.passes[i].radices);
    int64_t total = c.batch;
    for (long long d : n) total *= d;
    Buffer in(c.md.storage, total), a(c.md.storage, total), b(c.md.storage, total);
    in.fill_random(static_cast<uint32_t>(n0 + n1 + rank));
    for (int dir : {-1, 1}) {
      std::fill(a.bytes.begin(), a.bytes.end(), static_cast<unsigned char>(0xff));  // poison (NaN)
      std::fill(b.bytes.begin(), b.bytes.end(), static_cast<unsigned char>(0xff));
      ASSERT_TRUE(run_plan(tr, in.data(), a.data(), dir).is_ok());
      ASSERT_TRUE(run_plan(per_axis, in.data(), b.data(), dir).is_ok());
      EXPECT_EQ(a.bytes, b.bytes) << "dir " << dir;
      Buffer inplace = in;
      ASSERT_TRUE(run_plan(tr, inplace.data(), inplace.data(), dir).is_ok());
      EXPECT_EQ(inplace.bytes, b.bytes) << "in place, dir " << dir;
      if (rank == 2 && n0 == 256 && n1 == 256 && c.md.compute == Compute::TcSplit) {
        std::vector<cld> x(static_cast<size_t>(n0 * n1)), y(x.size());
        for (size_t i = 0; i < x.size(); ++i) {
          x[i] = in.get(static_cast<int64_t>(i));
          y[i] = a.get(static_cast<int64_t>(i));
        }
        EXPECT_LE(rel_l2(y, naive_nd(x, {n0, n1}, dir)), 3 * 0x1p-24 * (1 + 16)) << "dir " << dir;
      }
    }
  }
}

TEST(CpuExecutor, InPlaceEqualsOutOfPlaceAndInputUntouched) {
  for (const Mode& md : all_modes()) {
    const std::vector<long long> n = {16, 64};
    const long long emb[2] = {16, 70};
    const long long dist = 16 * 70 * 2 + 1, batch = 3;
    const Plan plan = make_test_plan(2, n, batch, md, 0, emb, 2, dist, emb, 2, dist);
    Buffer in(md.storage, dist * batch), out(md.storage, dist * batch);
    in.fill_random(31);
    const Buffer saved = in;
    ASSERT_TRUE(run_plan(plan, in.data(), out.data(), 1).is_ok());
    EXPECT_EQ(in.bytes, saved.bytes) << md.name << ": out-of-place wrote to its input";
    Buffer inplace = in;
    ASSERT_TRUE(run_plan(plan, inplace.data(), inplace.data(), 1).is_ok());
    for (long long b = 0; b < batch; ++b)
      for (int64_t r = 0; r < 16; ++r)
        for (int64_t c = 0; c < 64; ++c) {
          const int64_t o = b * dist + (r * 70 + c) * 2;
          ASSERT_TRUE(same_bits(inplace, o, out, o)) << md.name;
        }
  }
}

TEST(CpuExecutor, NaNInOneLineLeavesOthersUntouched) {
  for (const Mode& md : all_modes()) {
    const int64_t n = 256, batch = 8;
    const Plan plan = make_test_plan(1, {n}, batch, md);
    Buffer in(md.storage, n * batch), clean(md.storage, n * batch), dirty(md.storage, n * batch);
    in.fill_random(41);
    ASSERT_TRUE(run_plan(plan, in.data(), clean.data(), -1).is_ok());
    in.set(3 * n + 17, cld(std::numeric_limits<long double>::quiet_NaN(), 0));
    ASSERT_TRUE(run_plan(plan, in.data(), dirty.data(), -1).is_ok());
    int nan_outputs = 0;
    for (int64_t b = 0; b < batch; ++b)
      for (int64_t i = 0; i < n; ++i) {
        if (b == 3) {
          nan_outputs += std::isnan(dirty.get(b * n + i).real()) || std::isnan(dirty.get(b * n + i).imag());
        } else {
          ASSERT_TRUE(same_bits(dirty, b * n + i, clean, b * n + i)) << md.name << " line " << b;
        }
      }
    EXPECT_EQ(nan_outputs, n) << md.name;  // every output of the poisoned line depends on the NaN
  }
}

// docs/numerics.md §4.6 (v4): a radix-2 stage is a native float stage in every compute mode, so a
// tensor-core plan whose every stage is radix 2 gives the NATIVE plan's bits, both directions, with
// and without a normalization. An emulated split stage (the rule before v4) rounds toward zero at
// ~22 bits of the vector maximum and differs in most outputs.
TEST(CpuExecutor, RadixTwoStagesAreNativeFloatInTensorCoreModes) {
  const Mode tc_modes[] = {{Storage::F32, Compute::TcSplit, 2, "f32-split2"},
                           {Storage::F32, Compute::TcSplit, 3, "f32-split3"},
                           {Storage::F32, Compute::TcFp16, 2, "f32-fp16"}};
  for (const long long n : {2LL, 8LL, 64LL, 2048LL}) {
    const long long batch = 5;
    Buffer in(Storage::F32, n * batch);
    in.fill_random(61 + static_cast<uint64_t>(n));
    const Plan native = make_test_plan(1, {n}, batch, kF32Native, 2);
    for (const int dir : {-1, +1}) {
      Buffer want(Storage::F32, n * batch);
      ASSERT_TRUE(run_plan(native, in.data(), want.data(), dir).is_ok());
      for (const Mode& md : tc_modes) {
        const Plan tc = make_test_plan(1, {n}, batch, md, 2);
        Buffer got(Storage::F32, n * batch);
        got.fill_random(7);  // poisoned
        ASSERT_TRUE(run_plan(tc, in.data(), got.data(), dir).is_ok());
        EXPECT_EQ(got.bytes, want.bytes) << md.name << " n=" << n << " dir=" << dir;
      }
    }
  }
}

// Line-parallel, stage-parallel (one long line) and single-threaded runs
// give the same bits; repeated runs too.
TEST(CpuExecutor, ThreadCountAndRepeatsGiveSameBits) {
  struct Case {
    int64_t n, batch;
    Mode md;
  } cases[] = {{1 << 20, 1, kF32Native}, {1 << 16, 1, kF32Split}, {1 << 12, 3, kF32Split},
               {1024, 300, kF32Native}, {1 << 14, 2, kF64}};
  for (const Case& c : cases) {
    const Plan plan = make_test_plan(1, {c.n}, c.batch, c.md);
    Buffer in(c.md.storage, c.n * c.batch);
    in.fill_random(51);
    Buffer one(c.md.storage, in.size()), many(c.md.storage, in.size()), again(c.md.storage, in.size());
    {
      ThreadEnv env("1");
      ASSERT_TRUE(run_plan(plan, in.data(), one.data(), -1).is_ok());
    }
    {
      ThreadEnv env(nullptr);
      ASSERT_TRUE(run_plan(plan, in.data(), many.data(), -1).is_ok());
      ASSERT_TRUE(run_plan(plan, in.data(), again.data(), -1).is_ok());
    }
    EXPECT_EQ(one.bytes, many.bytes) << "n=" << c.n << " " << c.md.name;
    EXPECT_EQ(many.bytes, again.bytes) << "n=" << c.n << " " << c.md.name;
  }
}

TEST(CpuExecutor, LargeRoundTripTcSplit) {
  const int64_t n = 1 << 20;
  const Plan plan = make_test_plan(1, {n}, 1, kF32Split);
  Buffer in(Storage::F32, n), mid(Storage::F32, n), back(Storage::F32, n);
  in.fill_random(61);
  ASSERT_TRUE(run_plan(plan, in.data(), mid.data(), -1).is_ok());
  ASSERT_TRUE(run_plan(plan, mid.data(), back.data(), 1, 1.0 / n).is_ok());
  std::vector<cld> x(n), y(n);
  for (int64_t i = 0; i < n; ++i) {
    x[i] = in.get(i);
    y[i] = back.get(i);
  }
  EXPECT_LE(rel_l2(y, x), 2 * 1.5 * 0x1p-24 * 21);
}

// Element offsets beyond 2^32 (a sparse mapping: only touched pages are real).
TEST(CpuExecutor, OffsetsBeyond32Bits) {
  const int64_t n = 64;
  const long long dist = (1LL << 32) + 64;
  const size_t bytes = static_cast<size_t>(dist + n) * complex_bytes(Storage::F16);
  void* in = mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  void* out = mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (in == MAP_FAILED || out == MAP_FAILED) GTEST_SKIP() << "no 16 GiB address space";
  const Mode md{Storage::F16, Compute::TcSplit, 2, "f16-split2"};
  const long long emb[1] = {n};
  const Plan plan = make_test_plan(1, {n}, 2, md, 0, emb, 1, dist, emb, 1, dist);
  Buffer line(Storage::F16, n), ref(Storage::F16, n);
  line.fill_random(71);
  auto* pin = static_cast<unsigned char*>(in);
  std::memcpy(pin, line.data(), line.bytes.size());
  std::memcpy(pin + static_cast<size_t>(dist) * 4, line.data(), line.bytes.size());
  ASSERT_TRUE(run_plan(plan, in, out, -1).is_ok());
  ASSERT_TRUE(run_plan(make_test_plan(1, {n}, 1, md), line.data(), ref.data(), -1).is_ok());
  auto* pout = static_cast<unsigned char*>(out);
  EXPECT_EQ(std::memcmp(pout, ref.data(), ref.bytes.size()), 0);
  EXPECT_EQ(std::memcmp(pout + static_cast<size_t>(dist) * 4, ref.data(), ref.bytes.size()), 0);
  munmap(in, bytes);
  munmap(out, bytes);
}

TEST(CpuExecutor, RefusesWhatItCannotRun) {
  Plan plan = make_test_plan(1, {64}, 1, kF32Native);
  std::unique_ptr<Executor> ex;
  Plan bad = plan;
  bad.problem.storage = Storage::F64;
  bad.passes[0].compute = Compute::TcSplit;
  EXPECT_EQ(make_cpu_executor(bad, &ex).code(), TCFFT_NOT_SUPPORTED);
  bad = plan;
  bad.passes[0].radices = {32, 2};
  EXPECT_EQ(make_cpu_executor(bad, &ex).code(), TCFFT_NOT_SUPPORTED);
  bad = plan;
  bad.passes[0].radices = {16, 2};
  EXPECT_EQ(make_cpu_executor(bad, &ex).code(), TCFFT_INTERNAL_ERROR);
  bad = plan;
  bad.passes[0].compute = Compute::TcSplit;
  bad.passes[0].split_terms = 4;
  EXPECT_EQ(make_cpu_executor(bad, &ex).code(), TCFFT_INVALID_VALUE);
  ASSERT_TRUE(make_cpu_executor(plan, &ex).is_ok());
  Buffer b(Storage::F32, 64);
  ExecArgs a;
  a.in = b.data();
  a.out = b.data();
  a.direction = 0;
  EXPECT_EQ(ex->execute(a).code(), TCFFT_INVALID_VALUE);
}

TEST(CpuExecutor, LengthOneIsCopyWithScale) {
  for (const Mode& md : all_modes()) {
    const Plan plan = make_test_plan(1, {1}, 4, md);
    Buffer in(md.storage, 4), out(md.storage, 4);
    in.fill_random(81);
    ASSERT_TRUE(run_plan(plan, in.data(), out.data(), -1).is_ok());
    EXPECT_EQ(in.bytes, out.bytes) << md.name;
  }
}

}  // namespace
}  // namespace tcfft::cputest
