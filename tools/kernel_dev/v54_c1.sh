#!/bin/bash
# v54 call 1: the staged 256 / 512 L2 lead (rt_staged_lead_kernel): its tests and neighbours, sanitizers
# on them, and the rows it touches against HEAD 981118f (3D 256^3 / 512^3 with cuFFT in the same process).
# Carried: build-xz/bins.tar.xz = {tcfft (new), tcfft_tests (new), tcfft_base (981118f), libfftw3*.so.3}.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
GTEST='LinePrefetchMap.*:GpuLinePrefetchMap.*:GpuFusedPair.*:Shapes/GpuStaticOrder.*:*AgreeWithinTensorCoreAdderBound/*_2d_256x*:*AgreeWithinTensorCoreAdderBound/*_2d_512x*:*AgreeWithinTensorCoreAdderBound/*_3d_4x256*'
SAN='*AgreeWithinTensorCoreAdderBound/*_2d_256x1024*:*AgreeWithinTensorCoreAdderBound/*_2d_512x64*:LinePrefetchMap.*'
gpu_tests X=0
S="256 256 256 x8;512 512 512 x1;256 1024 x256;256 64 64 x64;262144 x256;256 256 x1024;1024 1024 x64"
ab_multi "base:tcfft_base:X=0" "lead:tcfft:X=0" | tee $OUT/ab.txt
S="256 256 256 x8;512 512 512 x1"
ab_rows "lead:tcfft:X=0" | tee $OUT/cufft_rows.txt
(cd $OUT && tar -cJf logs.tar.xz *.log && rm -f *.log)
