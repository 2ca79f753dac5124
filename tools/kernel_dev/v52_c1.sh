#!/bin/bash
# v52 call 1: the 128 x 128 plane form of rt16384 (3D 128^3, 2D 128^2) against HEAD's build (base),
# every GPU test of the new build in 6 shards, memcheck / racecheck on the plane tests.
# Carried: build-xz/bins.tar.xz = {tcfft, tcfft_tests (new), tcfft_base (cd52ac4's CLI), libfftw3*.so.3}.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
S="128 128 128 x64;128 128 x4096;4 128 128 x1024;128 128 128 x8;64 64 64 x512;16384 x4096"
ab_multi "base:tcfft_base:X=0" "p128:tcfft:X=0" | tee $OUT/ab_p128.txt
for sh in "128 128 128 x64" "128 128 x4096" "256 256 256 x8"; do
  shape_args "$sh"; bench_envs "cufft" tcfft X=0 -- $ns --batch $b --compute tc-split
done | tee $OUT/cufft_rows.txt
gpu_shards
SAN='Shapes/GpuPlanePass128.*/n128x128_b1_fwd:Shapes/GpuPlanePass128.*/n128x128_b3*:Shapes/GpuPlanePass128.*/n4x128x128*'
SANR='Shapes/GpuPlanePass128.*/n128x128_b1_fwd'
SANR_TIMEOUT=120 san_subsets
$C/tcfft plan --n 128 --n 128 --n 128 --batch 64 --compute tc-split --backend cuda --explain > $OUT/explain_128.txt 2>&1
(cd $OUT && cat gtest?.log > gtest.log && rm gtest?.log && tar -cJf logs.tar.xz *.log && rm -f *.log)
