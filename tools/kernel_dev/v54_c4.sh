#!/bin/bash
# v54 call 4: the fused 1024 x 1024 pair (rt_fused1024_kernel): its tests and the 1024 neighbours,
# memcheck on them, the plan, and 2D 1024^2 against f2d30c1 (with cuFFT FP32 in the same process).
# Carried: build-xz/bins.tar.xz = {tcfft (new), tcfft_tests (new), tcfft_base (f2d30c1), libfftw3*.so.3}.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
GTEST='GpuFusedPair1024.*:GpuFusedPair.*:Shapes/GpuStaticOrder.*n1024x1024*:*AgreeWithinTensorCoreAdderBound/*1024*:Holds/*1024x1024*'
SAN='GpuFusedPair1024.*' SANTOOLS=memcheck gpu_tests X=0
$C/tcfft plan --n 1024 --n 1024 --batch 64 --compute tc-split --explain > $OUT/plan_1024sq.txt 2>&1
head -30 $OUT/plan_1024sq.txt
S="1024 1024 x64;1024 1024 x16;1024 1024 x4;256 256 x1024;1048576 x64"
ab_multi "base:tcfft_base:X=0" "f1024:tcfft:X=0" | tee $OUT/ab.txt
S="1024 1024 x64"
ab_rows "f1024:tcfft:X=0" | tee $OUT/cufft_rows.txt
(cd $OUT && tar -cJf logs.tar.xz *.log && rm -f *.log)
