#!/bin/bash
# v50 call 4: final check of the landed compact stage-1 4096 twiddles (HEAD): issue 3's table, 1D 4096
# at small batches with cuFFT FP32 in the same process, every GPU test in 6 shards, memcheck /
# racecheck on the 4096 kernels (lean, rt4096 TC_SPLIT / TC_FP16 16 warps) and the v49 subsets.
# Carried: build-xz/bins.tar.xz = {tcfft, tcfft_tests (HEAD), libfftw3*.so.3}.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
bash tools/kernel_dev/issue3_table.sh $C/tcfft
echo "issue3 t=$(( $(date +%s) - t0 ))"
for b in 2048 256 16; do bench_row "tc-split" X=0 tcfft --n 4096 --batch $b --compute tc-split; done | tee $OUT/small4096.txt
gpu_shards
SAN='GpuLean4096.ThresholdBatchForTheSanitizers:Cuda/GpuOracle.*/Split2_N2e12_*:Cuda/GpuOracle.*/TcFp16_N2e12_fwd:GpuTruncationBias.*:GpuPlanePass.*'
SANR='GpuLean4096.ThresholdBatchForTheSanitizers:Cuda/GpuOracle.*/Split2_N2e12_fwd:Cuda/GpuOracle.*/TcFp16_N2e12_fwd:GpuFusedPair.FourAndFive*:Shapes/GpuStaticOrder.*/n256x256_b5:GpuPlanePass.*'
SANR_TIMEOUT=100 san_subsets
(cd $OUT && cat gtest?.log > gtest.log && rm gtest?.log && tar -cJf logs.tar.xz *.log && rm -f *.log)
