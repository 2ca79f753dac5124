#!/bin/bash
# v55 call 2: staged 1024 as 16 lines x 4 groups, 1 block per SM (variant s16g4): the staged-1024 tests on
# it, memcheck / racecheck on two cases, and the rows it touches against HEAD (tcfft_base).
# Carried: build-xz/bins.tar.xz = {tcfft (s16g4), tcfft_tests (s16g4), tcfft_base (acf6164), libfftw3*.so.3}.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
GTEST='*1024*:*2048*:*262144*:*1048576*:*2d_*:Shapes/GpuStaticOrder.*:Cuda/GpuThreePass.*'
SAN='Shapes/GpuStaticOrder.*n1024x1024_b1*:*Split2_2d_1024x64_inv_inplace*' gpu_tests X=0
S="1024 1024 x64;1048576 x64;262144 x256;2097152 x32;67108864 x1"
ab_multi "base:tcfft_base:X=0" "s16g4:tcfft:X=0" | tee $OUT/ab.txt
(cd $OUT && tar -cJf logs.tar.xz *.log && rm -f *.log)
