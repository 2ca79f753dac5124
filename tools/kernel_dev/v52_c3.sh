#!/bin/bash
# v52 call 3: the 128 x 128 plane form in TC_FP16 too (its last stage in float), against cd52ac4's
# CLI (base); every GPU test of the new build in 6 shards; memcheck / racecheck on the plane cases.
# Carried: build-xz/bins.tar.xz = {tcfft, tcfft_tests (new), tcfft_base (cd52ac4), libfftw3*.so.3}.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
S="128 128 128 x64;128 128 x4096;128 128 128 x8"
COMPUTE=tc-fp16 ab_multi "base:tcfft_base:X=0" "p128:tcfft:X=0" | tee $OUT/ab_fp16.txt
for sh in "128 128 128 x64" "128 128 x4096"; do
  shape_args "$sh"
  for c in tc-fp16 tc-split; do bench_envs "$c" tcfft X=0 -- $ns --batch $b --compute $c; done
done | tee $OUT/cufft_rows.txt
gpu_shards
SAN='Shapes/GpuPlanePass128.*/n128x128_b1_fwd:Shapes/GpuPlanePass128.*/n128x128_b3*:Shapes/GpuPlanePass128.*/n4x128x128*'
SANR='Shapes/GpuPlanePass128.*/n128x128_b1_fwd'
SANR_TIMEOUT=120 san_subsets
(cd $OUT && cat gtest?.log > gtest.log && rm gtest?.log && tar -cJf logs.tar.xz *.log && rm -f *.log)
