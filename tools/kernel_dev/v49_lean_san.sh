#!/bin/bash
# v49 call 6: GpuLean4096.ThresholdBatchForTheSanitizers (the lean 4096 kernel alone on the smallest
# batch it takes) plain, then under memcheck and racecheck. Carried: build-xz/bins.tar.xz =
# {tcfft_tests (HEAD + the test), libfftw3*}.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
F='GpuLean4096.*'
timeout 120 $C/tcfft_tests --gtest_filter="$F" > $OUT/plain.log 2>&1
echo "plain rc=$? t=$(( $(date +%s) - t0 ))"; grep -E "^\[  (PASSED|FAILED|SKIPPED)|OK \]|FAILED \]" $OUT/plain.log
F='GpuLean4096.ThresholdBatchForTheSanitizers'
timeout 90 compute-sanitizer --tool memcheck --error-exitcode 9 $C/tcfft_tests --gtest_filter="$F" > $OUT/san_memcheck.log 2>&1
echo "memcheck rc=$? t=$(( $(date +%s) - t0 ))"; tail -n 2 $OUT/san_memcheck.log
timeout 200 compute-sanitizer --tool racecheck --error-exitcode 9 $C/tcfft_tests --gtest_filter="$F" > $OUT/san_racecheck.log 2>&1
echo "racecheck rc=$? t=$(( $(date +%s) - t0 ))"; tail -n 3 $OUT/san_racecheck.log
