#!/bin/bash
# v52 call 6: the 128 x 128 plane kernel at small plane counts (one block per plane, so below the
# SM count most SMs idle) against the two 128-point passes (cd52ac4's CLI), TC_SPLIT, --tcfft-only.
# Carried: build-xz/bins.tar.xz = {tcfft (HEAD), tcfft_base (cd52ac4), libfftw3*.so.3}.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
S="128 128 x1;128 128 x2;128 128 x4;128 128 x8;128 128 x16;128 128 x32;128 128 x48;128 128 x64;128 128 x96"
S="$S;128 128 x132;128 128 x200;128 128 x264;128 128 x528;4 128 128 x1;16 128 128 x1;128 128 128 x1"
REPS=50 ab_multi "two:tcfft_base:X=0" "plane:tcfft:X=0" | tee $OUT/ab_small.txt
for sh in "128 128 x1" "128 128 x16" "128 128 x64" "128 128 128 x1"; do
  shape_args "$sh"; REPS=50 bench_envs "cufft" tcfft X=0 -- $ns --batch $b --compute tc-split
done | tee $OUT/cufft_small.txt
