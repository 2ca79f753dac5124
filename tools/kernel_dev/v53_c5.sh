#!/bin/bash
# v53 call 5: the tensor-map lead's tests (landing form), memcheck on them, and the rows it touches
# against 55cdb29 (2D 1024^2 with cuFFT in the same process).
# Carried: build-xz/bins.tar.xz = {tcfft (new), tcfft_tests (new), tcfft_base (55cdb29), libfftw3*.so.3}.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
GTEST='LinePrefetchMap.*:GpuLinePrefetchMap.*:Shapes/GpuStaticOrder.*n1024*:Cuda/GpuVsCpuEmulationLayouts.*1024x64*'
SAN='LinePrefetchMap.*:GpuLinePrefetchMap.*'
SANTOOLS=memcheck gpu_tests X=0
S="1024 1024 x64;1024 256 x256;1024 64 64 x16;1048576 x64"
ab_multi "base:tcfft_base:X=0" "lpm:tcfft:X=0" | tee $OUT/ab.txt
S="1024 1024 x64"
ab_rows "lpm:tcfft:X=0" | tee $OUT/cufft_rows.txt
(cd $OUT && tar -cJf logs.tar.xz *.log && rm -f *.log)
