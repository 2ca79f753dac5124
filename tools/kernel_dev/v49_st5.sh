#!/bin/bash
# v49 call 9 (probe, the last of the session's device time): the TC_SPLIT staged 256-point kernels
# at 5 blocks per SM (TCFFT_X_ST5: launch bounds (128, 5) for N = 256; ptxas: 84-96 registers, no
# spill, against 85-116 at min 1) against HEAD, `--tcfft-only`, two rounds. No tests (not landed).
# Carried: build-xz/bins.tar.xz = {tcfft (HEAD), tcfft_st5, libfftw3*}.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
S="4194304 x16;16777216 x4;67108864 x1;262144 x256;32768 x2048;256 256 256 x8"
ab_multi "base:tcfft:X=0" "st5:tcfft_st5:X=0" | tee $OUT/ab_st5.txt
rm -f $OUT/rows.txt
