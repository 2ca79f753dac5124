#!/bin/bash
# v49 call 7: the four-step fused 256 x 256 pair (1D 65536) at 5 blocks per SM (TCFFT_X_FS5; the
# transposed form's rule on copy-bound devices) against HEAD, `--tcfft-only`, two rounds, then
# the variant's GpuFusedPair tests (FourAndFiveBlocks now with the 1D 65536 shapes) and memcheck on
# FourAndFiveBlocks. Carried: build-xz/bins.tar.xz = {tcfft (HEAD), tcfft_fs5, tcfft_tests_fs5, libfftw3*}.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
S="65536 x1024;65536 x64;65536 x4096;256 256 x1024"
ab_multi "base:tcfft:X=0" "fs5:tcfft_fs5:X=0" | tee $OUT/ab_fs5.txt
rm -f $OUT/rows.txt
timeout 200 $C/tcfft_tests_fs5 --gtest_filter='GpuFusedPair.*' > $OUT/gtest.log 2>&1
echo "tests rc=$? t=$(( $(date +%s) - t0 ))"; grep -E "^\[  (PASSED|FAILED|SKIPPED)|OK \]|FAILED \]" $OUT/gtest.log
timeout 120 compute-sanitizer --tool memcheck --error-exitcode 9 $C/tcfft_tests_fs5 --gtest_filter='GpuFusedPair.FourAndFive*' > $OUT/san_memcheck.log 2>&1
echo "memcheck rc=$? t=$(( $(date +%s) - t0 ))"; tail -n 2 $OUT/san_memcheck.log
