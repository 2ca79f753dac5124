#!/bin/bash
# v44 call 1 (NOTES.md v44): rt4096_lean at 2 blocks per SM (123 registers) against the landed 3
# (80 registers), and the first GPU run of the CUDA allocation test and of `bench --tcfft-only`.
# Binaries in build-xz/bins.tar.xz, built here from 3854e02:
#   ninja -C build-tests && tools/kernel_dev/variant_build.sh lean2 "-DTCFFT_X_LEANMB=2"
#   tcfft, tcfft_tests = build-tests/{bin,tests}; tcfft_lean2, tests_lean2 = build-var/lean2/
# GpuLimits.* of the landed tests; the 4096 tests and memcheck / racecheck of tests_lean2; one
# cuFFT reference row per shape (ab_rows of tcfft) and the A/B of both builds (ab_multi).
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
timeout 200 $C/tcfft_tests --gtest_filter='GpuLimits.*:PlanLifetime.*' > $OUT/limits.log 2>&1
echo "limits rc=$? t=$(( $(date +%s) - t0 ))"; grep -E "^\[ +(OK|FAILED|SKIPPED) |PASSED|FAILED" $OUT/limits.log | tail -20
TESTS=tests_lean2 GTEST='*4096*:*Lean*:*N2e12*' SAN='GpuLean4096*:Cuda/GpuOracle.*/Split2_N2e12_fwd' gpu_tests X=0
S="4096 x16384;4096 x2048;4096 4096 x4" COMPUTE=tc-split ab_rows "ref:tcfft:X=0" > /dev/null; cp $OUT/rows.txt $OUT/ref.txt
S="4096 x16384;4096 x2048;4096 4096 x4;4096 x512" COMPUTE=tc-split ab_multi "lean3:tcfft:X=0" "lean2:tcfft_lean2:X=0"
cat $OUT/ref.txt
(cd $OUT && xz -f *.log)
