#!/bin/bash
# v59 final: the review's GPU check at the final commit: every GPU test in 6 shards, memcheck on the
# ws1024 / capture / 2^20 oracle / b5 layout subset, racecheck on the ws1024 ring test and the 1024^2
# static order, and a bench of issue rows with cuFFT FP32 in the same process.
# Carried: build-xz/bins.tar.xz = {tcfft, tcfft_tests (this commit), libfftw3*.so.3}.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
gpu_shards
SAN='GpuWs1024.*:GpuCapture.*:Cuda/GpuOracle.*/Split2_N2e20_fwd:Cuda/GpuLayouts.*Split2_1024_b5*'
SANR='GpuWs1024.RingReuseForTheSanitizers:Shapes/GpuStaticOrder.*/n1024x1024_b1'
SANR_TIMEOUT=90 san_subsets
timeout 90 $C/tcfft bench --shapes "4096 x16384;1024 x65536;1048576 x64;65536 x1024;1024 1024 x64;256 256 256 x8" \
  --compute tc-split --reps 10 --quiet > $OUT/bench.txt 2>&1
echo "bench rc=$?"; grep -E "^shape|^(1D|2D|3D) " $OUT/bench.txt
echo "t=$(( $(date +%s) - t0 ))"
(cd $OUT && cat gtest?.log > gtest.log && rm gtest?.log && tar -cJf logs.tar.xz *.log && rm -f *.log)
