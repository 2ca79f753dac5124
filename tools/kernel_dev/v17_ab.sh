#!/bin/bash
# v17 device calls: a post-twiddle change (tcfft_new, tcfft_tests) against the previous build
# (tcfft_prev), same call, two rounds of TC_SPLIT rows; tcfft_new also with TCFFT_XPTWSPLIT=0
# (planner experiment switch: one table value per output). First call (kmajor/): the k-major
# table read in the staged kernels' copy-out, with and without the two-factor split; second
# (split/): the split alone, the table read where it was. Every GPU test and the sanitizers
# ($SAN) on the new build. NOTES.md v17.
. "$(dirname "$0")/dev_lib.sh"
S=${S:-"32768 x2048;65536 x1024;262144 x256;1048576 x64;4194304 x16;16777216 x4;67108864 x1;1024 1024 x64;256 256 256 x8"}
SAN=${SAN:-"*GpuVsCpuEmulation*Split2_N2e20_radix0:*GpuThreePass*Split2_N2e21_p128_b2:*GpuOracle*Native_N2e20_fwd:*GpuThreePass*Split2_N2e18_p64_b3"}
GTEST="*Gpu*" gpu_tests X=1
# TCFFT_XPTWSPLIT existed only in the experiment builds (reverted); the order1024 / i32 calls ran
# this script without the nosplit row (sed '/nosplit/d') and labelled the new build "split".
ab_rows "prev   :tcfft_prev:X=0" "nosplit:tcfft_new:TCFFT_XPTWSPLIT=0" "split  :tcfft_new:X=0"
