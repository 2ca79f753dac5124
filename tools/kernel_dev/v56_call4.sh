#!/bin/bash
# v56 call 4: the check of 814276b (the review commit: twiddle_ld through octant_index, a comment): every
# GPU test in 6 shards, the sanitizer subsets of calls 2-3, issue 3's table and three issue 5 rows with cuFFT.
# Carried: build-xz/bins.tar.xz = {tcfft, tcfft_tests (HEAD), libfftw3*.so.3}.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
gpu_shards
SAN='GpuPostTwiddleTable.*:Cuda/GpuThreePass.*Split2_N2e18*:LinePrefetchMap.*:GpuLinePrefetchMap.*:GpuLean4096.ThresholdBatchForTheSanitizers:Cuda/GpuOracle.*/Split2_N2e20_fwd:Cuda/GpuOracle.*/Split2_N2e14_fwd:GpuPlanePass.*:Shapes/GpuPlanePass128.*/n128x128_b1_fwd:Cuda/GpuOracle.*/Split2_N2e12_*:Cuda/GpuOracle.*/TcFp16_N2e12_fwd:Shapes/GpuStaticOrder.*/n512x32_b9'
SANR='Shapes/GpuStaticOrder.*/n1024x1024_b1:GpuLean4096.ThresholdBatchForTheSanitizers:Cuda/GpuOracle.*/Split2_N2e12_fwd:Cuda/GpuOracle.*/TcFp16_N2e12_fwd:GpuFusedPair.FourAndFive*:Shapes/GpuStaticOrder.*/n64x64x64_b3:Shapes/GpuStaticOrder.*/n32x32x32_b7:Shapes/GpuStaticOrder.*/n512x32_b9:Shapes/GpuPlanePass128.*/n128x128_b1_fwd'
SANR_TIMEOUT=150 san_subsets
bash tools/kernel_dev/issue3_table.sh $C/tcfft
echo "issue3 t=$(( $(date +%s) - t0 ))"
for sh in "65536 x1024" "1024 1024 x64" "256 256 256 x8"; do shape_args "$sh"; bench_envs "$sh" tcfft X=0 -- $ns --batch $b --compute tc-split; done | tee $OUT/rows.txt
(cd $OUT && cat gtest?.log > gtest.log && rm gtest?.log && tar -cJf logs.tar.xz *.log && rm -f *.log)
