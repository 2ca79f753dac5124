// CPU executor: TC_SPLIT's outputs carry no systematic scale error from the tensor cores'
// truncation (docs/numerics.md §4.4 unbias, §4.14 line-scaled correction). The CUDA twin is
// GpuTruncationBias in tests/gpu/test_gpu_emulation.cpp.
#include <gtest/gtest.h>

#include "common/bias_check.h"

namespace tct {
namespace {

TEST(CpuTruncationBias, SplitOutputsHaveNoScaleBias) { check_truncation_bias(TCFFT_BACKEND_CPU); }

}  // namespace
}  // namespace tct
