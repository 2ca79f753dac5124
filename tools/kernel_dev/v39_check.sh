#!/bin/bash
# v39: the final commit's GPU check from binaries built here (tests_f / tcfft_f = this session's last code):
# every GPU test, memcheck and racecheck on gpu-check's sanitizer subset plus this session's
# kernels, then the quick bench. Summaries go to $OUT as each step ends. NOTES v39.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
SAN='Cuda/GpuVsCpuEmulation.*N2e8*:Cuda/GpuVsCpuEmulationLayouts.*1d_*:GpuMisuse.*:Cuda/GpuOracle.*/Split2_N2e12_fwd:Cuda/GpuOracle.*/Split2_N2e14_fwd:GpuFusedPair.FourAndFive*:GpuTransposed2D.*:GpuLineScale.Kernels*'
GTEST='*' TESTS=tests_f SANTOOLS='memcheck racecheck' SAN="$SAN" gpu_tests X=0 > $OUT/tests.txt 2>&1
grep -E "^\[  (PASSED|FAILED)|FAILED  \]|SKIPPED \] [0-9]" $OUT/gtest.log | tail -8 >> $OUT/tests.txt
timeout 120 $C/tcfft_f bench --suite quick > $OUT/bench.txt 2>&1; echo "bench rc=$?" >> $OUT/tests.txt
(cd $OUT && tar czf logs.tgz *.log 2>/dev/null && rm -f *.log)
cat $OUT/tests.txt; cat $OUT/bench.txt | cut -c1-240
