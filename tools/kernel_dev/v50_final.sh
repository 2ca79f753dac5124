#!/bin/bash
# v50 final check of main (template from v49_final.sh; edit the first line for what the session changed;
# since call 4 the sanitizer subsets also hold rt4096's TC_SPLIT / TC_FP16 oracle cases):
# issue 3's table (TC_SPLIT, NATIVE) and issue 5's TC_SPLIT table with cuFFT FP32 in the same
# process, then every GPU test in 6 parallel shards, then memcheck / racecheck on subsets (dev_lib.sh
# san_subsets since v50: the same commands as the inline block call 1 ran).
# Carried: build-xz/bins.tar.xz = {tcfft, tcfft_tests (HEAD), libfftw3*.so.3}.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
issue_tables
gpu_shards
SAN='GpuLean4096.ThresholdBatchForTheSanitizers:GpuTruncationBias.*:GpuPlanePass.*:Cuda/GpuOracle.*/Split2_N2e12_*:Cuda/GpuOracle.*/TcFp16_N2e12_fwd:Cuda/GpuOracle.*/TcFp16_N2e8_fwd'
SANR='GpuLean4096.ThresholdBatchForTheSanitizers:Cuda/GpuOracle.*/Split2_N2e12_fwd:Cuda/GpuOracle.*/TcFp16_N2e12_fwd:GpuFusedPair.FourAndFive*:Shapes/GpuStaticOrder.*/n64x64x64_b3:Shapes/GpuStaticOrder.*/n256x256_b5:Shapes/GpuStaticOrder.*/n32x32x32_b7:Shapes/GpuStaticOrder.*/n512x32_b9:Shapes/GpuStaticOrder.*/n256_b4099:GpuPlanePass.*'
san_subsets
(cd $OUT && cat gtest?.log > gtest.log && rm gtest?.log && tar -cJf logs.tar.xz *.log && rm -f *.log)
