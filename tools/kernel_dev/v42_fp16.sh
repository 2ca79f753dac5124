#!/bin/bash
# v42 call 3 (NOTES.md v42): TC_FP16 under §4.9 / §4.11. tests_n: the GPU tests of the line rules,
# GPU-vs-CPU, TC_FP16 oracle and layouts, memcheck / racecheck on two; tcfft_base (this session's
# HEAD kernels) against tcfft_n, TC_FP16, two rounds; TC_SPLIT 256 as a control.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
GT='GpuLineScale.*:Cuda/GpuVsCpuEmulation*:Cuda/GpuOracle.*TcFp16*:Cuda/GpuLayouts.*TcFp16*:GpuFusedPair*:Cuda/GpuThreePass.*'
SN='GpuLineScale.KernelsFollowTheLineRuleOnADiscriminatingInput'
GTEST="$GT" TESTS=tests_n SAN="$SN" gpu_tests X=0
grep -E "^\[==========\]|SKIPPED \] [0-9]|TcFp16.*rel-L2" $OUT/gtest.log | head -20
(cd $OUT && xz -T4 *.log)
COMPUTE=tc-fp16 S="256 256 x1024;64 64 64 x512;128 128 128 x64;8388608 x8;67108864 x1;65536 x1024;256 x262144;64 x1048576;512 x131072;128 x524288" \
  ab_rows "base:tcfft_base:X=0" "new:tcfft_n:X=0" > $OUT/fp16.txt
S="256 x262144;256 256 x1024" ab_rows "base:tcfft_base:X=0" "new:tcfft_n:X=0" > $OUT/split.txt
rm -f $OUT/rows.txt
cut -c1-200 $OUT/fp16.txt $OUT/split.txt
