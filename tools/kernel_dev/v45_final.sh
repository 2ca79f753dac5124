#!/bin/bash
# v45 final check (NOTES.md v45) of the §4.14 binaries (build-tests at 28ccdeb's sources, carried in
# build-xz/bins.tar.xz): every GPU test, memcheck / racecheck on a subset (memcheck without the
# API-error reports of the allocation test's deliberate 1 TiB cudaMalloc), issue 3's table
# (TC_SPLIT and NATIVE with cuFFT FP32 in each run).
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
timeout 430 $C/tcfft_tests > $OUT/gtest.log 2>&1; echo "gtest rc=$? t=$(( $(date +%s) - t0 ))" > $OUT/tests.txt
grep -E "^\[  (PASSED|FAILED)|FAILED  \]|SKIPPED \] [0-9]|^\[==========\]" $OUT/gtest.log | tail -8 >> $OUT/tests.txt
cat $OUT/tests.txt
SAN='GpuMisuse.*:Cuda/GpuVsCpuEmulation.*Split2_N2e8*:GpuLimits.WorkspaceAllocationFailure*:Cuda/GpuOracle.*/Split2_N2e12_fwd:GpuFusedPair.FourAndFiveBlocksGiveTheSameBits:GpuLineScale.*'
for tool in memcheck racecheck; do
  extra=; [ $tool = memcheck ] && extra="--report-api-errors no"
  timeout 150 compute-sanitizer --tool $tool $extra --error-exitcode 9 $C/tcfft_tests --gtest_filter="$SAN" > $OUT/san_$tool.log 2>&1
  echo "$tool rc=$? t=$(( $(date +%s) - t0 ))"; tail -n 2 $OUT/san_$tool.log
done | tee $OUT/san.txt
echo "filter: $SAN" >> $OUT/san.txt
bash tools/kernel_dev/issue3_table.sh $C/tcfft
(cd $OUT && xz -f *.log)
