#!/bin/bash
# v57 call 3: the landing check of programmatic launches for every pass kernel (register-tile and
# generic): every GPU test (6 shards), memcheck / racecheck subsets (the back-to-back chain included),
# then base (21fa139) against head, one process per spec and round (--tcfft-only), TC_SPLIT and NATIVE rows.
# Carried: build-xz/bins.tar.xz = {tcfft (head), tcfft_base (21fa139), tcfft_tests (head), libfftw3*.so.3}.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
gpu_shards
SAN='GpuProgrammaticLaunch.BackToBackExecutionsKeepStreamOrder:Cuda/GpuThreePass.*Split2_N2e18*:Cuda/GpuOracle.*/Split2_N2e20_fwd:Shapes/GpuStaticOrder.*/n512x32_b9:GpuFusedPair.FourAndFive*:GpuPlanePass.*:Cuda/GpuOracle.*/Split2_N2e12_*:GpuCapture.*'
SANR='Shapes/GpuStaticOrder.*/n1024x1024_b1:GpuLean4096.ThresholdBatchForTheSanitizers:Cuda/GpuOracle.*/Split2_N2e12_fwd:GpuFusedPair.FourAndFive*:Shapes/GpuStaticOrder.*/n64x64x64_b3'
SANR_TIMEOUT=120 san_subsets
S="1024 x65536;4096 x16384;65536 x1024;1048576 x64;4194304 x16;67108864 x1;1024 1024 x64;256 256 256 x8;1048576 x1;1024 1024 x1;32 32 32 x64;256 256 x16"
ab_multi "base:tcfft_base:X=0" "head:tcfft:X=0"
cp $OUT/rows.txt $OUT/rows_split.txt
S="1048576 x1;1024 1024 x1;1024 1024 x64;65536 x1024;4096 x16384"
COMPUTE=native ab_multi "base:tcfft_base:X=0" "head:tcfft:X=0"
cp $OUT/rows.txt $OUT/rows_native.txt
(cd $OUT && cat gtest?.log > gtest.log && rm gtest?.log && tar -cJf logs.tar.xz *.log && rm -f *.log)
