#!/bin/bash
# v46 final check, part 1 (NOTES.md v46): every GPU test of the carried test binary (the final
# commit's sources), then memcheck (without the API-error reports of the allocation test's
# deliberate 1 TiB cudaMalloc) and racecheck on a subset that includes the session's new tests
# (GpuBulkThreshold, GpuStaticOrder) and the fused pair forced at small sizes.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
timeout 420 $C/tcfft_tests > $OUT/gtest.log 2>&1; echo "gtest rc=$? t=$(( $(date +%s) - t0 ))" > $OUT/tests.txt
grep -E "^\[  (PASSED|FAILED)|FAILED  \]|SKIPPED \] [0-9]|^\[==========\]" $OUT/gtest.log | tail -12 >> $OUT/tests.txt
cat $OUT/tests.txt
SAN='GpuMisuse.*:GpuLimits.WorkspaceAllocationFailure*:Cuda/GpuOracle.*/Split2_N2e12_fwd:GpuFusedPair.FourAndFiveBlocksGiveTheSameBits:GpuLineScale.*:GpuStaticOrder.*:GpuBulkThreshold.*'
for tool in memcheck racecheck; do
  extra=; [ $tool = memcheck ] && extra="--report-api-errors no"
  timeout 110 compute-sanitizer --tool $tool $extra --error-exitcode 9 $C/tcfft_tests --gtest_filter="$SAN" > $OUT/san_$tool.log 2>&1
  echo "$tool rc=$? t=$(( $(date +%s) - t0 ))"; tail -n 2 $OUT/san_$tool.log
done | tee $OUT/san.txt
echo "filter: $SAN" >> $OUT/san.txt
(cd $OUT && xz -f *.log)
