#!/bin/bash
# v37 call 3: every GPU test of HEAD's code (cbb3134 = 04cce2a's library: covers the review commit
# 66d5b47) with memcheck / racecheck on the sanitizer subset of scripts/gpu-check, then tcfft_base
# (HEAD's CLI) against tcfft_mb5 (the staged 256-point kernel and the fused 256 pair built with at
# least 5 blocks per SM: 96 registers) on the shapes those kernels run, two rounds. NOTES.md v37.
export C=build-dev-carry TESTS=tests_head; mkdir -p $C; tar -C $C -xJf build-xz/bins.tar.xz
. tools/kernel_dev/dev_lib.sh
timeout 280 $C/tests_head > $OUT/gtest_all.log 2>&1
echo "all tests rc=$? t=$(( $(date +%s) - t0 ))"
grep -E "^\[  (PASSED|FAILED) |^\[  FAILED|tests ran|SKIPPED \]" $OUT/gtest_all.log | head -12
GTEST= SAN='Cuda/GpuVsCpuEmulation.*N2e8*:Cuda/GpuVsCpuEmulationLayouts.*1d_*:Cuda/GpuThreePass.*N2e18*:GpuMisuse.*:Cuda/GpuOracle.*/Split2_N2e12_fwd:Cuda/GpuOracle.*/Split2_N2e14_fwd' gpu_tests X=1
S="256 256 256 x8;256 256 x1024;256 4096 x64;65536 x1024;4194304 x16;64 256 256 x16" ab_rows "base:tcfft_base:X=1" "mb5:tcfft_mb5:X=1" > $OUT/ab.txt
cut -c1-230 $OUT/ab.txt
tar -C $OUT -cJf $OUT/logs.tar.xz gtest_all.log san_memcheck.log san_racecheck.log 2>/dev/null; rm -f $OUT/gtest_all.log $OUT/san_*.log $OUT/rows.txt
