#!/bin/bash
# Prepared in v43 (NOTES.md v43 "Next (v44)"), not yet run: rt4096_lean at 2 blocks per SM (123
# registers) against the landed 3 (80 registers). Binaries in build-xz/bins.tar.xz, built here:
#   ninja -C build-tests && tools/kernel_dev/variant_build.sh lean2 "-DTCFFT_X_LEANMB=2"
#   tcfft = build-tests/bin/tcfft, tcfft_lean2 = build-var/lean2/tcfft, tests_lean2 = build-var/lean2/tcfft_tests
# Then the 4096 tests and memcheck / racecheck of tests_lean2, one cuFFT reference row per shape
# (ab_rows of tcfft) and the A/B of both builds (ab_multi, one process per build and round).
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
TESTS=tests_lean2 GTEST='*4096*:*Lean*:*N2e12*' SAN='GpuLean4096*:Cuda/GpuOracle.*/Split2_N2e12_fwd' gpu_tests X=0
S="4096 x16384;4096 x2048;4096 4096 x4" COMPUTE=tc-split ab_rows "ref:tcfft:X=0" > /dev/null; cp $OUT/rows.txt $OUT/ref.txt
S="4096 x16384;4096 x2048;4096 4096 x4;4096 x512" COMPUTE=tc-split ab_multi "lean3:tcfft:X=0" "lean2:tcfft_lean2:X=0"
cat $OUT/ref.txt
