#!/bin/bash
# v47 call 1 (NOTES.md v47): L2 eviction hints for the post-twiddled passes (dev macro TCFFT_X_L2POL):
# the GPU tests of the four-step / fused / line-rule paths on the l2p3 build, then `tcfft bench
# --tcfft-only` A/B of base, l2p1, l2p2, l2p3 over the batched four-step shapes, and the base with
# cuFFT FP32 in the same process.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
TESTS=tcfft_tests_l2p3 GTEST='Cuda/GpuOracle.*:GpuFusedPair.*:GpuLineScale.*:GpuThreePass.*:Cuda/GpuVsCpuEmulation.*' SAN= gpu_tests X=0 | tee $OUT/tests.txt
grep -E "^\[==========\]|tests? ran|PASSED|FAILED" $OUT/gtest.log | tail -4 >> $OUT/tests.txt
S="1048576 x64;4194304 x16;16777216 x4;262144 x256;65536 x1024;32768 x2048;67108864 x1;4096 4096 x4"
ab_multi "base:tcfft:X=0" "l2p1:tcfft_l2p1:X=0" "l2p2:tcfft_l2p2:X=0" "l2p3:tcfft_l2p3:X=0" | tee $OUT/ab.txt
timeout 200 $C/tcfft bench --shapes "$S" --compute tc-split --reps 20 --quiet 2>&1 | grep -E "^shape|^1D|^2D|^3D" | tee $OUT/base_cufft.txt
echo "t=$(( $(date +%s) - t0 ))"
(cd $OUT && xz -f *.log)
