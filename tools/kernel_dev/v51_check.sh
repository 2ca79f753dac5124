#!/bin/bash
# v51 call 1: the whole GPU check of HEAD f73b23c plus the 16384 one-pass / two-pass threshold A/B.
# Same steps as v50_final.sh (its sanitizer subsets hold rt4096's TC_SPLIT / TC_FP16 oracle cases):
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
S="16384 x17;16384 x24;16384 x32;16384 x48;16384 x64"
ab_multi "one:tcfft:X=0" "two:tcfft:X=0:--max-pass 1024" | tee $OUT/ab_16384.txt
echo "t=$(( $(date +%s) - t0 ))"
