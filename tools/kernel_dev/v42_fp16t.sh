#!/bin/bash
# v42 call 4 (NOTES.md v42): TC_FP16 256 x 256 planes transposed + fused. tests_t: GpuFusedPair,
# TC_FP16 layouts / GPU-vs-CPU, racecheck on GpuFusedPair; tcfft_n (call 3) against tcfft_t.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
GT='GpuFusedPair*:Cuda/GpuVsCpuEmulation*:Cuda/GpuOracle.*TcFp16*:Cuda/GpuLayouts.*TcFp16*:MakePlan.*'
GTEST="$GT" TESTS=tests_t SAN='GpuFusedPair.GivesTheBitsOfTheTwoPasses' SANTOOLS=racecheck gpu_tests X=0
grep -E "^\[==========\]|SKIPPED \] [0-9]" $OUT/gtest.log | head
(cd $OUT && xz -T4 *.log)
build-dev-carry/tcfft_t plan --n 256 --n 256 --batch 1024 --compute tc-fp16 --explain 2>&1 | head -8 > $OUT/explain.txt
COMPUTE=tc-fp16 S="256 256 x1024;256 256 x64;256 256 256 x8;2048 2048 x16" \
  ab_rows "base:tcfft_n:X=0" "new:tcfft_t:X=0" > $OUT/ab.txt
rm -f $OUT/rows.txt
cut -c1-200 $OUT/ab.txt; cat $OUT/explain.txt
