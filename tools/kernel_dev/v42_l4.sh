#!/bin/bash
# v42 call 1 (NOTES.md v42): the staged 1024 kernel with 4 lines per block at three blocks per SM
# (tcfft_l4 / tests_l4: TCFFT_X_S1024L4) and at two (tcfft_l4b2: TCFFT_X_S1024MB=2) against the
# same source without the macro (tcfft_base); the GPU tests that run staged 1024 passes on l4.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
GT='Cuda/GpuVsCpuEmulation*:Cuda/GpuOracle.*Split2*:Cuda/GpuLayouts.*Split2*:GpuLineScale.*:GpuLimits.*:Cuda/GpuThreePass.*:FloatStage0Dispatch.*'
SN='Cuda/GpuVsCpuEmulationLayouts.*1024x64*:Cuda/GpuVsCpuEmulation.*N2e20*'
top=$OUT; OUT=$top/l4; mkdir -p $OUT
GTEST="$GT" TESTS=tests_l4 SAN="$SN" SANTOOLS=racecheck gpu_tests X=0 2>&1 | sed "s/^/l4 /"
grep -E "^\[==========\]|SKIPPED \] [0-9]" $OUT/gtest.log | sed "s/^/l4 /"
(cd $OUT && xz -T4 *.log)
OUT=$top
S="1024 1024 x64;1048576 x64;1024 4096 x16;2097152 x32" \
  ab_rows "base:tcfft_base:X=0" "l4:tcfft_l4:X=0" "l4b2:tcfft_l4b2:X=0" > $OUT/ab.txt
rm -f $OUT/rows.txt
cut -c1-200 $OUT/ab.txt
