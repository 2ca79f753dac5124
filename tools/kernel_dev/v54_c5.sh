#!/bin/bash
# v54 call 5: the double-buffered staged 1024 column pass (TCFFT_X_DB1024=1, probe binary): the 1024
# tests with it on, sanitizers, and the rows it touches against the same binary with it off.
# Carried: build-xz/bins.tar.xz = {tcfft (probe), tcfft_tests (probe), libfftw3*.so.3}.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
GTEST='GpuLinePrefetchMap.*:Shapes/GpuStaticOrder.*n1024x1024*:*AgreeWithinTensorCoreAdderBound/*1024*:Holds/*1024x1024*:Cuda/GpuVsCpuEmulationLayouts.*1024x64*'
SAN='Shapes/GpuStaticOrder.*n1024x1024*' gpu_tests TCFFT_X_DB1024=1
S="1024 1024 x64;1024 256 x256;1024 64 64 x16;1048576 x64"
ab_multi "off:tcfft:X=0" "db:tcfft:TCFFT_X_DB1024=1" | tee $OUT/ab.txt
(cd $OUT && tar -cJf logs.tar.xz *.log && rm -f *.log)
