#!/bin/bash
# v26: the staged / 1024 / 256 / radix-2-tail output stores without L1 allocation (tcfft_na /
# tests_na: rt_kernels.cu with TCFFT_RT_NA) against the same source without it (tcfft_base): every
# GPU test of na, sanitizers on a subset, rows of the issue-5 shapes these kernels run (two rounds).
# Logs in logs.tgz. NOTES.md v26.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
timeout 400 $C/tests_na --gtest_filter='*Gpu*:*Cuda*' > $OUT/gtest_na.log 2>&1
echo "gtest na rc=$? t=$(( $(date +%s) - t0 ))"; grep -E "^\[  (PASSED|FAILED) |^\[  FAILED" $OUT/gtest_na.log | head -20
SAN='Cuda/GpuOracle.*/Split2_N2e10_*:Cuda/GpuVsCpuEmulation*/*2d_*'
for tool in memcheck racecheck; do
  timeout 150 compute-sanitizer --tool $tool --error-exitcode 9 $C/tests_na --gtest_filter="$SAN" > $OUT/san_${tool}_na.log 2>&1
  echo "$tool na rc=$? t=$(( $(date +%s) - t0 ))"; grep -E "ERROR SUMMARY|RACECHECK SUMMARY|PASSED|FAILED" $OUT/san_${tool}_na.log | tail -3
done
REPS=10 S="65536 x1024;262144 x256;1048576 x64;256 256 x1024;1024 1024 x64;256 256 256 x8;128 128 128 x64" ab_rows "base:tcfft_base:X=0" "na  :tcfft_na:X=0"
echo "total t=$(( $(date +%s) - t0 ))"
(cd $OUT && tar czf logs.tgz *.log smi.txt && rm -f *.log)
