#!/bin/bash
# v55 call 3: the fused pair's chunk size and lag swept on one binary (variant fuseenv: TCFFT_X_FUSE="mb,lag").
# Carried: build-xz/bins.tar.xz = {tcfft (fuseenv), libfftw3*.so.3}.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
S="256 256 x1024;65536 x1024;256 256 256 x8"
specs=("def:tcfft:X=0")
for v in 2,4 2,8 2,12 4,3 4,4 4,5 4,6 4,8 8,2 8,3 8,4; do specs+=("m${v/,/l}:tcfft:TCFFT_X_FUSE=$v"); done
ab_multi "${specs[@]}" | tee $OUT/ab.txt
