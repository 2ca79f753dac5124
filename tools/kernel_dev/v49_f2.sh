#!/bin/bash
# v49 call 5 (probe): the lean 4096 kernel with stage 2 in float (TCFFT_X_F2 = 1: stage 1 the only
# split stage) against HEAD, `--tcfft-only`, two rounds; rel-L2 / rel-Linf of each row against
# cuFFT FP64 show whether the probe computes the transform. Carried: build-xz/bins.tar.xz =
# {tcfft (HEAD), tcfft_f2, libfftw3*}.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
S="4096 x16384;4096 4096 x4"
ab_multi "base:tcfft:X=0" "f2:tcfft_f2:X=0" | tee $OUT/ab_f2.txt
S="4096 x16384" ab_multi "base:tcfft:X=0:--sustain-ms 2000" "f2:tcfft_f2:X=0:--sustain-ms 2000" | tee $OUT/ab_f2_sustain.txt
rm -f $OUT/rows.txt
