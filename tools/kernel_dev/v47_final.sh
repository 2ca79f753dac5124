#!/bin/bash
# v47 final check, part 1 (NOTES.md v47): every GPU test of the carried test binary (the final
# commit's sources), then memcheck (without the API-error reports of the allocation test's
# deliberate 1 TiB cudaMalloc) on a subset with the post-twiddled passes (evict_last table loads).
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
timeout 500 $C/tcfft_tests > $OUT/gtest.log 2>&1; echo "gtest rc=$? t=$(( $(date +%s) - t0 ))" > $OUT/tests.txt
grep -E "^\[  (PASSED|FAILED)|FAILED  \]|SKIPPED \] [0-9]|^\[==========\]" $OUT/gtest.log | tail -12 >> $OUT/tests.txt
cat $OUT/tests.txt
SAN='GpuMisuse.*:GpuLimits.WorkspaceAllocationFailure*:Cuda/GpuOracle.*/Split2_N2e12_fwd:Cuda/GpuOracle.*/Split2_N2e20*:GpuFusedPair.FourAndFiveBlocksGiveTheSameBits:GpuLineScale.*:Shapes/GpuStaticOrder.*/n256x256_b5:GpuBulkThreshold.*'
timeout 120 compute-sanitizer --tool memcheck --report-api-errors no --error-exitcode 9 $C/tcfft_tests --gtest_filter="$SAN" > $OUT/san_memcheck.log 2>&1
echo "memcheck rc=$? t=$(( $(date +%s) - t0 ))" | tee $OUT/san.txt; tail -n 2 $OUT/san_memcheck.log | tee -a $OUT/san.txt
echo "filter: $SAN" >> $OUT/san.txt
(cd $OUT && xz -f *.log)
