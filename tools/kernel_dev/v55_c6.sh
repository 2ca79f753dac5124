#!/bin/bash
# v55 call 6: an L2 prefetch of the next item's post-twiddle rows (variant ptwpf): the three-pass
# tests on it and the post-twiddled rows against acf6164's CLI.
# Carried: build-xz/bins.tar.xz = {tcfft, tcfft_tests (ptwpf), tcfft_base (acf6164), libfftw3*.so.3}.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
GTEST='Cuda/GpuThreePass.*' gpu_tests X=0
S="67108864 x1;16777216 x4;4194304 x16;262144 x256;32768 x2048;4096 4096 x4"
ab_multi "base:tcfft_base:X=0" "ptwpf:tcfft:X=0" | tee $OUT/ab.txt
(cd $OUT && tar -cJf logs.tar.xz *.log && rm -f *.log)
