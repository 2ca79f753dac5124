#!/bin/bash
# Binaries: variant_build.sh with experiments/staged1024_two_buffers_v40.diff.txt applied.
# v40 call 1: the staged 1024 kernel with two row buffers (development switch TCFFT_X_S1024; NOTES.md
# v40). tests_db1 / tests_db2: the GPU tests that run staged 1024 passes, memcheck / racecheck on
# three of them; then tcfft_base (d84f04c) against tcfft_db1 / tcfft_db2, two rounds.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
GT='Cuda/GpuVsCpuEmulation*:Cuda/GpuOracle.*Split2*:Cuda/GpuLayouts.*Split2*:GpuLineScale.*:GpuLimits.*:Cuda/GpuThreePass.*:FloatStage0Dispatch.*'
SN='Cuda/GpuVsCpuEmulationLayouts.*1024x64*:Cuda/GpuVsCpuEmulationLayouts.*interleaved_1024*:Cuda/GpuVsCpuEmulation.*N2e20*'
top=$OUT
for v in db1 db2; do
  OUT=$top/$v; mkdir -p $OUT
  GTEST="$GT" TESTS=tests_$v SAN="$SN" gpu_tests X=0 2>&1 | sed "s/^/$v /"
  grep -E "^\[==========\]|SKIPPED \] [0-9]" $OUT/gtest.log | sed "s/^/$v /"
  (cd $OUT && xz -T4 *.log)
done
OUT=$top
S="1024 1024 x64;1048576 x64;1024 4096 x16;4096 1024 x16;1024 x65536" \
  ab_rows "base:tcfft_base:X=0" "db1:tcfft_db1:X=0" "db2:tcfft_db2:X=0" > $OUT/ab.txt
rm -f $OUT/rows.txt
cut -c1-200 $OUT/ab.txt
