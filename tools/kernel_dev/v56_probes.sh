#!/bin/bash
# Prepared in session 53 (v55) for the next session, not yet run (NOTES v55, the last sections). Two
# occupancy probes, each a diff in tools/kernel_dev/experiments/ built as a variant:
#  ip3 = staged1024_inplace_v55.diff.txt with -DTCFFT_X_S1024_IP=1 -DTCFFT_X_S1024_MINB=3: the staged
#        1024 kernel with y0 in its rows, one row per float stage 0 step, 80 registers, 66 KB, three
#        blocks of 8 warps per SM instead of two;
#  g8  = rt16384_32warps_v55.diff.txt with -DTCFFT_X_G16K_SINGLE=1 -DTCFFT_X_G16K=8 -DTCFFT_X_G16K_TOP=1:
#        the one-pass 16384 kernel (and its 128 x 128 plane form) with 8 groups of 4 warps (32 warps,
#        64 registers, 0 spills in the unscaled TC_SPLIT instances, 12 bytes in the scaled ones), one
#        row per float stage 0 step and one y0 buffer per group (197 KB), instead of 16 warps.
# Build here, for each: git apply DIFF; tools/kernel_dev/variant_build.sh NAME "FLAGS"; git checkout src.
# Pack {tcfft_ip3, tests_ip3, tcfft_g8, tests_g8 (build-var/NAME/{tcfft,tcfft_tests}), tcfft_base
# (HEAD), libfftw3*.so.3} into build-xz/bins.tar.xz.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
# each variant's tests, memcheck / racecheck on a subset (both add or move barriers)
TESTS=tests_ip3 GTEST='*1024*:*2048*:*262144*:*1048576*:*2d_*:Shapes/GpuStaticOrder.*:Cuda/GpuThreePass.*' \
  SAN='Shapes/GpuStaticOrder.*n1024x1024_b1*:*Split2_2d_1024x64_inv_inplace*' gpu_tests X=0
for f in gtest san_memcheck san_racecheck; do mv $OUT/$f.log $OUT/${f}_ip3.log; done
TESTS=tests_g8 GTEST='*16384*:*N2e14*:*GpuPlanePass128*:*128x128*:*3d_*:Cuda/GpuVsCpuEmulation.*' \
  SAN='Cuda/GpuOracle.*/Split2_N2e14_fwd:Shapes/GpuPlanePass128.*/n128x128_b1_fwd' gpu_tests X=0
for f in gtest san_memcheck san_racecheck; do mv $OUT/$f.log $OUT/${f}_g8.log; done
S="1024 1024 x64;1048576 x64;262144 x256;67108864 x1;16384 x4096;16384 x1024;128 128 128 x64;128 128 x4096"
ab_multi "base:tcfft_base:X=0" "ip3:tcfft_ip3:X=0" "g8:tcfft_g8:X=0" | tee $OUT/ab.txt
(cd $OUT && tar -cJf logs.tar.xz *.log && rm -f *.log)
