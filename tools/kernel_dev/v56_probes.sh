#!/bin/bash
# Prepared in session 53 (v55) for the next session, not yet run. Two register / occupancy probes,
# each a diff in tools/kernel_dev/experiments/ built as a variant (NOTES v55, last two sections):
#  ip3 = staged1024_inplace_v55.diff.txt with -DTCFFT_X_S1024_IP=1 -DTCFFT_X_S1024_MINB=3: the staged
#        1024 kernel with y0 in its rows, one row per float stage 0 step, 80 registers, 66 KB, three
#        blocks of 8 warps per SM instead of two;
#  tw5 = staged256_tw_regs_v55.diff.txt with -DTCFFT_X_TW256G=1 -DTCFFT_X_P2MINB=5: the 256-point rows'
#        stage-1 twiddles loaded per row from T_256 (L1) instead of held in 16 registers, so that the
#        TC_SPLIT staged 256 instances fit five blocks per SM (87-96 registers, 0 spills but 8 bytes
#        in one scaled post-twiddled instance); the fused pair loads them per row too (same 96 cap).
# Build here, for each: git apply DIFF; tools/kernel_dev/variant_build.sh NAME "FLAGS"; git checkout src.
# Pack {tcfft_ip3, tests_ip3, tcfft_tw5, tests_tw5 (build-var/NAME/{tcfft,tcfft_tests}), tcfft_base
# (HEAD), libfftw3*.so.3} into build-xz/bins.tar.xz.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
# ip3: its tests (the new barriers: racecheck), then tw5's
TESTS=tests_ip3 GTEST='*1024*:*2048*:*262144*:*1048576*:*2d_*:Shapes/GpuStaticOrder.*:Cuda/GpuThreePass.*' \
  SAN='Shapes/GpuStaticOrder.*n1024x1024_b1*:*Split2_2d_1024x64_inv_inplace*' gpu_tests X=0
for f in gtest san_memcheck san_racecheck; do mv $OUT/$f.log $OUT/${f}_ip3.log; done
TESTS=tests_tw5 GTEST='*256*:*65536*:*N2e16*:*N2e22*:*N2e24*:*3d_*:GpuFusedPair.*:Shapes/GpuStaticOrder.*:Cuda/GpuThreePass.*' \
  SAN='Shapes/GpuStaticOrder.*n64x64x64*:Shapes/GpuStaticOrder.*n512x32*' gpu_tests X=0
for f in gtest san_memcheck san_racecheck; do mv $OUT/$f.log $OUT/${f}_tw5.log; done
S="1024 1024 x64;1048576 x64;262144 x256;67108864 x1;256 256 256 x8;256 256 x1024;65536 x1024;4194304 x16;16777216 x4"
ab_multi "base:tcfft_base:X=0" "ip3:tcfft_ip3:X=0" "tw5:tcfft_tw5:X=0" | tee $OUT/ab.txt
(cd $OUT && tar -cJf logs.tar.xz *.log && rm -f *.log)
