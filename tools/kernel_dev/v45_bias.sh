#!/bin/bash
# v45 call 4 (NOTES.md v45): the new truncation-bias tests (tests/common/bias_check.h) on the GPU,
# with the CPU twin in the same binary (build-xz/bins.tar.xz: tcfft_tests of this commit).
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
timeout 200 $C/tcfft_tests --gtest_filter='GpuTruncationBias.*:CpuTruncationBias.*' > $OUT/bias.log 2>&1
echo "rc=$? t=$(( $(date +%s) - t0 ))" | tee $OUT/tests.txt
grep -E "scale bias|OK \]|FAILED|Failure|Expected|Which is" $OUT/bias.log | cut -c1-200
