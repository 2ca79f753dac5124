#!/bin/bash
# v53 call 4: the tensor-map L2 lead of staged 1024 (landing form) against 55cdb29; the affected rows
# with cuFFT; every GPU test; memcheck / racecheck subsets.
# Carried: build-xz/bins.tar.xz = {tcfft (new), tcfft_tests (new), tcfft_base (55cdb29), libfftw3*.so.3}.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
S="1024 1024 x64;1048576 x64;4194304 x16;67108864 x1;262144 x256;256 256 256 x8"
ab_multi "base:tcfft_base:X=0" "lpm:tcfft:X=0" | tee $OUT/ab.txt
S="1024 1024 x64;1048576 x64;2048 2048 x16"
ab_rows "lpm:tcfft:X=0" | tee $OUT/cufft_rows.txt
gpu_shards
SAN='LinePrefetchMap.*:Shapes/GpuStaticOrder.*n1024x1024_b1'
SANR='Shapes/GpuStaticOrder.*n1024x1024_b1'
SANR_TIMEOUT=120 san_subsets
(cd $OUT && tar -cJf logs.tar.xz *.log && rm -f *.log)
