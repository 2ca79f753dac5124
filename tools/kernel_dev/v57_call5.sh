#!/bin/bash
# v57 call 5: the final check of 78644a1 (host-side fallback of the programmatic launch, header docs):
# the programmatic-launch, capture, three-pass and 2^12 / 2^20 oracle tests, memcheck on the
# back-to-back chain, two rows with cuFFT.
# Carried: build-xz/bins.tar.xz = {tcfft, tcfft_tests (78644a1), libfftw3*.so.3}.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
GTEST='GpuProgrammaticLaunch.*:GpuCapture.*:Cuda/GpuThreePass.*:Cuda/GpuOracle.*N2e12*:Cuda/GpuOracle.*N2e20*' \
SAN='GpuProgrammaticLaunch.BackToBackExecutionsKeepStreamOrder:GpuCapture.*' SANTOOLS=memcheck gpu_tests X=0
for sh in "4096 x16384" "1024 1024 x1"; do shape_args "$sh"; bench_envs "$sh" tcfft X=0 -- $ns --batch $b --compute tc-split; done | tee $OUT/rows.txt
(cd $OUT && tar -cJf logs.tar.xz *.log && rm -f *.log)
