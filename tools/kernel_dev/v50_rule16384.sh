#!/bin/bash
# v50 call 6: 16384 below 17 transforms in two passes (plan.h kRegtileLongPassMinBatch). HEAD's
# binaries: the GPU tests that the rule moved or that now pin the one-pass kernel to 17+ lines
# (oracle 2^14-2^16, GPU-vs-CPU 2^14 and layouts, line scale, lane tables, capture, truncation bias,
# the new small-batch oracle test), memcheck on the new test, then 16384 at batches 1-64 with cuFFT
# FP32 in the same process. Carried: build-xz/bins.tar.xz = {tcfft, tcfft_tests, libfftw3*.so.3}.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
ALLROWS=1 BENCH_TIMEOUT=30 bench_envs "rule" tcfft X=0 -- --shapes "16384 x1;16384 x4;16384 x16;16384 x17;16384 x64" --compute tc-split | tee $OUT/rows.txt
echo "t=$(( $(date +%s) - t0 ))"
F='GpuOracleSmallBatch16384.*:*GpuVsCpuEmulation.*N2e14*:*GpuOracle*N2e14*:GpuLineScale.*:*GpuVsCpuEmulationLayouts*:GpuLaneTables.*:GpuCapture.*:GpuTruncationBias.*:*GpuOracle.*N2e1[56]*'
timeout 110 $C/tcfft_tests --gtest_filter="$F" > $OUT/gtest.log 2>&1
echo "tests rc=$? t=$(( $(date +%s) - t0 ))"; grep -E "^\[  (PASSED|FAILED|SKIPPED)|FAILED \]" $OUT/gtest.log | tail -8
timeout 30 compute-sanitizer --tool memcheck --error-exitcode 9 $C/tcfft_tests --gtest_filter='GpuOracleSmallBatch16384.*' > $OUT/san_memcheck.log 2>&1
echo "memcheck rc=$? t=$(( $(date +%s) - t0 ))"; tail -n 2 $OUT/san_memcheck.log
