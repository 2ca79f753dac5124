#!/bin/bash
# v54 call 7: the landing check of HEAD's binaries (the late take in the staged kernels): every GPU
# test in 6 shards, memcheck / racecheck on v53's subsets; the rows it touches against 85ef5ab and,
# for the issue rows among them, with cuFFT FP32 in the same process.
# Carried: build-xz/bins.tar.xz = {tcfft, tcfft_tests (HEAD), tcfft_base (85ef5ab), libfftw3*.so.3}.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
gpu_shards
SAN='LinePrefetchMap.*:GpuLinePrefetchMap.*:GpuLean4096.ThresholdBatchForTheSanitizers:Cuda/GpuOracle.*/Split2_N2e20_fwd:Cuda/GpuOracle.*/Split2_N2e14_fwd:GpuTruncationBias.*:GpuPlanePass.*:Shapes/GpuPlanePass128.*/n128x128_b1_fwd:Shapes/GpuPlanePass128.*/n4x128x128*:Cuda/GpuOracle.*/Split2_N2e12_*:Cuda/GpuOracle.*/TcFp16_N2e12_fwd:Shapes/GpuStaticOrder.*/n512x32_b9'
SANR='Shapes/GpuStaticOrder.*/n1024x1024_b1:GpuLean4096.ThresholdBatchForTheSanitizers:Cuda/GpuOracle.*/Split2_N2e12_fwd:Cuda/GpuOracle.*/TcFp16_N2e12_fwd:GpuFusedPair.FourAndFive*:Shapes/GpuStaticOrder.*/n64x64x64_b3:Shapes/GpuStaticOrder.*/n32x32x32_b7:Shapes/GpuStaticOrder.*/n512x32_b9:Shapes/GpuPlanePass128.*/n128x128_b1_fwd'
SANR_TIMEOUT=150 san_subsets
S="256 256 256 x8;512 512 512 x1;256 1024 x256;64 64 64 x512;262144 x256;4194304 x16"
ab_multi "base:tcfft_base:X=0" "late:tcfft:X=0" | tee $OUT/ab.txt
S="512 512 512 x1;262144 x256;4194304 x16;256 256 256 x8"
ab_rows "late:tcfft:X=0" | tee $OUT/cufft_rows.txt
(cd $OUT && cat gtest?.log > gtest.log && rm gtest?.log && tar -cJf logs.tar.xz *.log && rm -f *.log)
