#!/bin/bash
# Prepared in session 53 (v55) for the next session, not yet run: the staged 1024 kernel with y0 in
# its rows (experiments/staged1024_inplace_v55.diff.txt, variant ip3 = -DTCFFT_X_S1024_IP=1
# -DTCFFT_X_S1024_MINB=3: one row per float stage 0 step, 80 registers, 66 KB, three blocks of 8 warps
# per SM instead of two; NOTES v55), its staged-1024 tests, memcheck / racecheck (new barriers), and
# the rows it touches against the base CLI.
# Build here: git apply the diff; tools/kernel_dev/variant_build.sh ip3 "-DTCFFT_X_S1024_IP=1
# -DTCFFT_X_S1024_MINB=3"; git checkout src; pack {tcfft_ip3, tests_ip3 (build-var/ip3/{tcfft,
# tcfft_tests}), tcfft_base (HEAD), libfftw3*.so.3} into build-xz/bins.tar.xz.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
TESTS=tests_ip3 GTEST='*1024*:*2048*:*262144*:*1048576*:*2d_*:Shapes/GpuStaticOrder.*:Cuda/GpuThreePass.*' \
  SAN='Shapes/GpuStaticOrder.*n1024x1024_b1*:*Split2_2d_1024x64_inv_inplace*' gpu_tests X=0
S="1024 1024 x64;1048576 x64;262144 x256;2097152 x32;67108864 x1;1024 256 256 x4"
ab_multi "base:tcfft_base:X=0" "ip3:tcfft_ip3:X=0" | tee $OUT/ab.txt
(cd $OUT && tar -cJf logs.tar.xz *.log && rm -f *.log)
