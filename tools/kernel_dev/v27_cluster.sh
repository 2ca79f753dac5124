#!/bin/bash
# v27: the cluster pair (rt_cluster4096_kernel; TC_SPLIT 2^14 / 2^15 as 4 / 8 x 4096 under
# TCFFT_X_CLUSTER=1): its GPU tests, the oracle at 2^14 / 2^15 with the new plans, sanitizers, and
# rows against the current plans in the same binary (two rounds). NOTES.md v27.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
timeout 200 $C/tests_x --gtest_filter='GpuClusterPair.*' > $OUT/gtest_pair.log 2>&1
echo "pair rc=$? t=$(( $(date +%s) - t0 ))"; grep -E "^\[  (PASSED|FAILED) |^\[  FAILED|Failure|Expected|Which is|GPU vs" $OUT/gtest_pair.log | head -20
F='*MatchesFftwLongDouble/Split2_N2e1[45]_*:*GpuVsCpuEmulation.*Split2*'
TCFFT_X_CLUSTER=1 timeout 200 $C/tests_x --gtest_filter="$F" > $OUT/gtest_x.log 2>&1
echo "x tests rc=$? t=$(( $(date +%s) - t0 ))"; grep -E "^\[  (PASSED|FAILED) |^\[  FAILED" $OUT/gtest_x.log | head -20
for tool in memcheck racecheck; do
  timeout 200 compute-sanitizer --tool $tool --error-exitcode 9 $C/tests_x --gtest_filter='GpuClusterPair.*' > $OUT/san_$tool.log 2>&1
  echo "$tool rc=$? t=$(( $(date +%s) - t0 ))"; grep -E "ERROR SUMMARY|RACECHECK SUMMARY|PASSED|FAILED" $OUT/san_$tool.log | tail -3
done
REPS=20 S="16384 x4096;32768 x2048" ab_rows "base:tcfft_x:TCFFT_X_CLUSTER=0" "clus:tcfft_x:TCFFT_X_CLUSTER=1"
echo "total t=$(( $(date +%s) - t0 ))"
(cd $OUT && tar czf logs.tgz *.log smi.txt && rm -f *.log)
