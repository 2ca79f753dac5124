#!/bin/bash
# v53 call 6: the landing check of HEAD's binaries: every GPU test in 6 shards, memcheck / racecheck
# on v51's subsets plus the 128 x 128 plane cases and the tensor-map lead (v53).
# Carried: build-xz/bins.tar.xz = {tcfft, tcfft_tests (HEAD), libfftw3*.so.3}.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
gpu_shards
SAN='LinePrefetchMap.*:GpuLinePrefetchMap.*:GpuLean4096.ThresholdBatchForTheSanitizers:Cuda/GpuOracle.*/Split2_N2e20_fwd:Cuda/GpuOracle.*/Split2_N2e14_fwd:GpuTruncationBias.*:GpuPlanePass.*:Shapes/GpuPlanePass128.*/n128x128_b1_fwd:Shapes/GpuPlanePass128.*/n4x128x128*:Cuda/GpuOracle.*/Split2_N2e12_*:Cuda/GpuOracle.*/TcFp16_N2e12_fwd'
SANR='Shapes/GpuStaticOrder.*/n1024x1024_b1:GpuLean4096.ThresholdBatchForTheSanitizers:Cuda/GpuOracle.*/Split2_N2e12_fwd:Cuda/GpuOracle.*/TcFp16_N2e12_fwd:GpuFusedPair.FourAndFive*:Shapes/GpuStaticOrder.*/n64x64x64_b3:Shapes/GpuStaticOrder.*/n32x32x32_b7:Shapes/GpuStaticOrder.*/n512x32_b9:Shapes/GpuPlanePass128.*/n128x128_b1_fwd'
SANR_TIMEOUT=150 san_subsets
(cd $OUT && cat gtest?.log > gtest.log && rm gtest?.log && tar -cJf logs.tar.xz *.log && rm -f *.log)
