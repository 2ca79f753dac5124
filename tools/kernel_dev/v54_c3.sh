#!/bin/bash
# v54 call 3 (diagnostic): two-pass plans with their data resident in L2 (small batches, in place)
# against the full batch, HEAD's CLI, tcfft alone (per-2^26-point times are worked out in NOTES).
# Carried: build-xz/bins.tar.xz = {tcfft (f2d30c1), libfftw3*.so.3}.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
S="1024 1024 x1;1024 1024 x2;1024 1024 x4;1024 1024 x64;1048576 x1;1048576 x2;1048576 x4;1048576 x64;262144 x8;262144 x256;1024 x2048;1024 x65536"
REPS=50 ab_multi "inplace:tcfft:X=0:--inplace" "outofplace:tcfft:X=0" | tee $OUT/ab.txt
