#!/bin/bash
# v54 call 6: the staged kernels' late grab (TCFFT_X_LG256 variant build): the staged tests on it,
# sanitizers on a subset, and the rows it touches against 85ef5ab (tcfft_base).
# Carried: build-xz/bins.tar.xz = {tcfft (lg256), tcfft_tests (lg256), tcfft_base (85ef5ab), libfftw3*.so.3}.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
GTEST='Shapes/GpuStaticOrder.*:*AgreeWithinTensorCoreAdderBound/*_3d_*:*AgreeWithinTensorCoreAdderBound/*_2d_256x*:*AgreeWithinTensorCoreAdderBound/*_2d_512x*:Holds/*'
SAN='Shapes/GpuStaticOrder.*n64x64x64*:Shapes/GpuStaticOrder.*n512x32*' gpu_tests X=0
S="256 256 256 x8;512 512 512 x1;256 1024 x256;256 64 64 x64;64 64 64 x512;128 128 128 x64;262144 x256;4194304 x16"
ab_multi "base:tcfft_base:X=0" "lg:tcfft:X=0" | tee $OUT/ab.txt
(cd $OUT && tar -cJf logs.tar.xz *.log && rm -f *.log)
