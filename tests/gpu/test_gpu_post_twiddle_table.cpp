// The CUDA backend's line-major post-twiddle table (src/cuda/post_twiddle_table.h), built on the
// device from the first octant of T_len: bitwise against the CPU backend's full table gathered
// on the host (the same bits by docs/numerics.md §3), and its argument checks. The argument
// checks run without a device; the device cases SKIP LOUDLY without one.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <vector>

#include "common/oracle.h"
#include "cpu/twiddles.h"
#include "cuda/kernels/regtile/tw_order.h"
#include "cuda/post_twiddle_table.h"
#include "tcfft/tcfft.h"

#if defined(TCFFT_TEST_HAVE_CUDA)
#include <cuda_runtime.h>

namespace {

using tcfft::cuda::build_post_twiddle_table;
using tcfft::cuda::OctantTwiddles;

// Rejected before anything is enqueued, so this needs no device (the pointers are never read).
TEST(PostTwiddleTable, RejectsBadArguments) {
  float dummy[4] = {};
  float2 outbuf[4];
  OctantTwiddles ok;
  ok.cos = dummy;
  ok.sin = dummy + 2;
  ok.up = 0;
  ok.l8 = 12;  // len 2^15: n8 / 8 = 2^12
  const int64_t len = int64_t{1} << 15;
  const int inval = static_cast<int>(cudaErrorInvalidValue);
  OctantTwiddles nocos = ok;
  nocos.cos = nullptr;
  OctantTwiddles nosin = ok;
  nosin.sin = nullptr;
  OctantTwiddles wrong_l8 = ok;  // the octant form of another length
  wrong_l8.l8 = 11;
  OctantTwiddles wrong_up = ok;
  wrong_up.up = 1;
  EXPECT_EQ(build_post_twiddle_table(nocos, len, 256, 128, 0, outbuf, nullptr), inval);
  EXPECT_EQ(build_post_twiddle_table(nosin, len, 256, 128, 0, outbuf, nullptr), inval);
  EXPECT_EQ(build_post_twiddle_table(ok, len, 256, 128, 0, nullptr, nullptr), inval);
  EXPECT_EQ(build_post_twiddle_table(ok, len + 1, 256, 128, 0, outbuf, nullptr), inval);
  EXPECT_EQ(build_post_twiddle_table(ok, 0, 256, 128, 0, outbuf, nullptr), inval);
  EXPECT_EQ(build_post_twiddle_table(ok, len, 0, 128, 0, outbuf, nullptr), inval);
  EXPECT_EQ(build_post_twiddle_table(ok, len, 256, 0, 0, outbuf, nullptr), inval);
  EXPECT_EQ(build_post_twiddle_table(ok, len, 256, 128, 2, outbuf, nullptr), inval);
  EXPECT_EQ(build_post_twiddle_table(ok, len, 256, 128, -1, outbuf, nullptr), inval);
  EXPECT_EQ(build_post_twiddle_table(ok, len, 256, 128, 1, outbuf, nullptr), inval);  // order 1 needs n1 = 1024
  EXPECT_EQ(build_post_twiddle_table(wrong_l8, len, 256, 128, 0, outbuf, nullptr), inval);
  EXPECT_EQ(build_post_twiddle_table(wrong_up, len, 256, 128, 0, outbuf, nullptr), inval);
}

struct Case {
  int log_len;
  int64_t n1, n2;
  int order;
};

// Every entry of the device table equals T_len[(k c) mod len] of cpu::full_twiddle_table<float>
// bit for bit, at its slot (order 1: post_twiddle_pos_1024), and every slot is written (the
// output is poisoned with NaN bytes first).
TEST(GpuPostTwiddleTable, EqualsTheCpuTableBitwise) {
  TCT_REQUIRE_CUDA_DEVICE();
  // four-step pass 0 of 2^15 / 2^16 / 2^20 (n1 x n2 = len), a three-pass plan's middle pass
  // (n1 x n2 < len), the staged 1024 kernel's order, and 2^24 (128 MB)
  const Case cases[] = {{15, 128, 256, 0}, {16, 256, 256, 0}, {20, 1024, 1024, 1}, {20, 1024, 1024, 0},
                        {22, 256, 4096, 0}, {24, 1024, 16384, 1}};
  for (const Case& c : cases) {
    const int64_t len = int64_t{1} << c.log_len, total = c.n1 * c.n2;
    const tcfft::cpu::TwiddleTable<float> oct(len);
    const std::vector<float> full = tcfft::cpu::full_twiddle_table<float>(len);
    const size_t words = oct.octant_cos().size();
    float* d_oct = nullptr;
    float2* d_out = nullptr;
    ASSERT_EQ(cudaMalloc(&d_oct, 2 * words * sizeof(float)), cudaSuccess);
    ASSERT_EQ(cudaMalloc(&d_out, static_cast<size_t>(total) * sizeof(float2)), cudaSuccess);
    ASSERT_EQ(cudaMemcpy(d_oct, oct.octant_cos().data(), words * sizeof(float), cudaMemcpyHostToDevice), cudaSuccess);
    ASSERT_EQ(cudaMemcpy(d_oct + words, oct.octant_sin().data(), words * sizeof(float), cudaMemcpyHostToDevice),
              cudaSuccess);
    ASSERT_EQ(cudaMemset(d_out, 0xff, static_cast<size_t>(total) * sizeof(float2)), cudaSuccess);
    OctantTwiddles ot;
    ot.cos = d_oct;
    ot.sin = d_oct + words;
    ot.up = oct.up_shift();
    ot.l8 = oct.octant_shift();
    ASSERT_EQ(build_post_twiddle_table(ot, len, c.n1, c.n2, c.order, d_out, nullptr), 0) << c.log_len;
    ASSERT_EQ(cudaDeviceSynchronize(), cudaSuccess);
    std::vector<float> got(static_cast<size_t>(2 * total));
    ASSERT_EQ(cudaMemcpy(got.data(), d_out, got.size() * sizeof(float), cudaMemcpyDeviceToHost), cudaSuccess);
    cudaFree(d_oct);
    cudaFree(d_out);
    int64_t bad = 0;
    for (int64_t line = 0; line < c.n2; ++line) {
      for (int64_t k = 0; k < c.n1; ++k) {
        const int64_t pos = c.order == 1 ? tcfft::cuda::kern::rt::post_twiddle_pos_1024(static_cast<int>(k)) : k;
        const size_t g = static_cast<size_t>(2 * (line * c.n1 + pos));
        const size_t f = static_cast<size_t>(2 * ((k * line) & (len - 1)));
        if (std::memcmp(&got[g], &full[f], 2 * sizeof(float)) != 0 && ++bad <= 3) {
          ADD_FAILURE() << "len 2^" << c.log_len << " n1 " << c.n1 << " line " << line << " k " << k << ": ("
                        << got[g] << ", " << got[g + 1] << ") vs (" << full[f] << ", " << full[f + 1] << ")";
        }
      }
    }
    EXPECT_EQ(bad, 0) << "len 2^" << c.log_len << " n1 " << c.n1 << " n2 " << c.n2 << " order " << c.order;
  }
}

}  // namespace
#endif  // TCFFT_TEST_HAVE_CUDA
