#!/bin/bash
# v37: the fused 256 pair's TC_SPLIT transposed form with at least 5 blocks per SM (96 registers, no
# spills; tests_f5 / tcfft_f5 = the working tree) against tcfft_base (cbb3134's CLI). The pair's
# and the transposed 2D / 3D GPU tests, the GPU-vs-CPU cases, memcheck / racecheck on the pair's
# tests, then two rounds of the shapes that run the pair. NOTES.md v37.
export C=build-dev-carry TESTS=tests_f5; mkdir -p $C; tar -C $C -xJf build-xz/bins.tar.xz
. tools/kernel_dev/dev_lib.sh
GTEST='GpuFusedPair.*:GpuTransposed2D.*:Cuda/GpuVsCpuEmulation*:Cuda/GpuOracle.*N2e16*:*_3d_*' SAN='GpuFusedPair.*:GpuTransposed2D.*' gpu_tests X=1
S="256 256 x1024;256 256 256 x8;64 256 256 x16;65536 x1024;128 128 128 x64" ab_rows "base:tcfft_base:X=1" "f5:tcfft_f5:X=1" > $OUT/ab.txt
cut -c1-230 $OUT/ab.txt
tar -C $OUT -cJf $OUT/logs.tar.xz gtest.log san_memcheck.log san_racecheck.log 2>/dev/null; rm -f $OUT/gtest.log $OUT/san_*.log $OUT/rows.txt
