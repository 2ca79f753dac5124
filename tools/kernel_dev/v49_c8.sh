#!/bin/bash
# v49 call 8: HEAD (the four-step fused pair at 5 blocks) against cuFFT FP32 in the same process on
# issue 5's 1D 2^16 row, two processes. Carried: build-xz/bins.tar.xz = {tcfft (HEAD), libfftw3*}.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
for r in 1 2; do
  timeout 60 $C/tcfft bench --n 65536 --batch 1024 --compute tc-split --reps 20 --quiet 2>&1 | grep -E "^shape|^1D" | sed "s/^1D/r$r 1D/"
done | tee $OUT/row_2e16.txt
