#!/bin/bash
# v48 (prepared in v47, NOTES.md "Branch sym16"): every GPU test of the branch's test binary
# (carried as build-xz/bins.tar.xz: tcfft_tests built from sym16), then memcheck and racecheck on
# the radix-16 paths (GPU-vs-CPU at 256 / 4096, fused pair, plane32, truncation bias).
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
timeout 500 $C/tcfft_tests > $OUT/gtest.log 2>&1; echo "gtest rc=$? t=$(( $(date +%s) - t0 ))" > $OUT/tests.txt
grep -E "^\[  (PASSED|FAILED)|FAILED  \]|SKIPPED \] [0-9]|^\[==========\]" $OUT/gtest.log | tail -20 >> $OUT/tests.txt
cat $OUT/tests.txt
SAN='GpuTruncationBias.*:GpuFusedPair.GivesTheBitsOfTheTwoPasses:GpuPlanePass.*:Cuda/GpuOracle.*/Split2_N2e12_fwd:Cuda/GpuOracle.*/TcFp16_N2e8_fwd'
for tool in memcheck racecheck; do
  timeout 40 compute-sanitizer --tool $tool --error-exitcode 9 $C/tcfft_tests --gtest_filter="$SAN" > $OUT/san_$tool.log 2>&1
  echo "$tool rc=$? t=$(( $(date +%s) - t0 ))"; tail -n 2 $OUT/san_$tool.log
done | tee $OUT/san.txt
(cd $OUT && xz -f *.log)
