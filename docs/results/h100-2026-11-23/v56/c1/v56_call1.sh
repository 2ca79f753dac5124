#!/bin/bash
# v56 call 1: the A/B of v56_probes.sh's two variants against HEAD first, then their tests and
# sanitizer subsets, then v55_final.sh's GPU check of HEAD's host changes.
# Carried: build-xz/bins.tar.xz = {tcfft, tcfft_tests (HEAD), tcfft_ip3, tests_ip3,
# tcfft_g8, tests_g8, libfftw3*.so.3}.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
S="1024 1024 x64;1048576 x64;262144 x256;67108864 x1;16384 x4096;16384 x1024;128 128 128 x64;128 128 x4096"
ab_multi "base:tcfft:X=0" "ip3:tcfft_ip3:X=0" "g8:tcfft_g8:X=0" | tee $OUT/ab.txt
echo "ab done t=$(( $(date +%s) - t0 ))"
TESTS=tests_ip3 GTEST='*1024*:*2048*:*262144*:*1048576*:*2d_*:Shapes/GpuStaticOrder.*:Cuda/GpuThreePass.*' \
  SAN='Shapes/GpuStaticOrder.*n1024x1024_b1*:*Split2_2d_1024x64_inv_inplace*' gpu_tests X=0
for f in gtest san_memcheck san_racecheck; do mv $OUT/$f.log $OUT/${f}_ip3.log; done
TESTS=tests_g8 GTEST='*16384*:*N2e14*:*GpuPlanePass128*:*128x128*:*3d_*:Cuda/GpuVsCpuEmulation.*' \
  SAN='Cuda/GpuOracle.*/Split2_N2e14_fwd:Shapes/GpuPlanePass128.*/n128x128_b1_fwd' gpu_tests X=0
for f in gtest san_memcheck san_racecheck; do mv $OUT/$f.log $OUT/${f}_g8.log; done
GTEST='Cuda/GpuThreePass.*:GpuLimits.*:Cuda/GpuOracle.*/Split2_N2e2*:GpuLinePrefetchMap.*' \
  SAN='Cuda/GpuThreePass.*Split2_N2e18*' SANTOOLS=memcheck gpu_tests X=0
timeout 30 $C/tcfft plan --n 67108864 --compute tc-split --backend cuda --explain 2>&1 | head -4 | tee $OUT/explain_2e26.txt
(cd $OUT && tar -cJf logs.tar.xz *.log && rm -f *.log)
