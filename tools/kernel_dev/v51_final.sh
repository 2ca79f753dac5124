#!/bin/bash
# v51 call 4: the final check of HEAD (L2 lead in rt16384 / staged 1024 / staged 4096, the 16384 threshold 48)
# Same steps as v50_final.sh (its sanitizer subsets hold rt4096's TC_SPLIT / TC_FP16 oracle cases):
# issue 3's table (TC_SPLIT, NATIVE) and issue 5's TC_SPLIT table with cuFFT FP32 in the same
# process, then every GPU test in 6 parallel shards, then memcheck / racecheck on subsets (dev_lib.sh
# san_subsets since v50: the same commands as the inline block call 1 ran).
# Carried: build-xz/bins.tar.xz = {tcfft, tcfft_tests (HEAD), tcfft_base (af5ad58's CLI), libfftw3*.so.3}.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
issue_tables
gpu_shards
SAN='GpuLean4096.ThresholdBatchForTheSanitizers:Cuda/GpuOracle.*/Split2_N2e20_fwd:Cuda/GpuOracle.*/Split2_N2e14_fwd:GpuTruncationBias.*:GpuPlanePass.*:Cuda/GpuOracle.*/Split2_N2e12_*:Cuda/GpuOracle.*/TcFp16_N2e12_fwd:Cuda/GpuOracle.*/TcFp16_N2e8_fwd'
SANR='GpuLean4096.ThresholdBatchForTheSanitizers:Cuda/GpuOracle.*/Split2_N2e12_fwd:Cuda/GpuOracle.*/TcFp16_N2e12_fwd:GpuFusedPair.FourAndFive*:Shapes/GpuStaticOrder.*/n64x64x64_b3:Shapes/GpuStaticOrder.*/n256x256_b5:Shapes/GpuStaticOrder.*/n32x32x32_b7:Shapes/GpuStaticOrder.*/n512x32_b9:Shapes/GpuStaticOrder.*/n256_b4099:GpuPlanePass.*'
san_subsets
S="16384 x4096;16384 x1024;262144 x256;1048576 x64;67108864 x1;1024 1024 x64;8192 8192 x1;8192 x8192;4096 x16384"
ab_multi "base:tcfft_base:X=0" "head:tcfft:X=0" | tee $OUT/ab_final.txt
(cd $OUT && cat gtest?.log > gtest.log && rm gtest?.log && tar -cJf logs.tar.xz *.log && rm -f *.log)
