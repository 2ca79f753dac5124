#!/bin/bash
# v54 call 8: rows whose plans run the LATE staged instances, not timed in calls 6-7, against 85ef5ab.
# Carried: build-xz/bins.tar.xz = {tcfft (6377878's code), tcfft_base (85ef5ab), libfftw3*.so.3}.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
S="32768 x2048;16777216 x4;67108864 x1;4096 4096 x4;8192 8192 x1;32 32 32 x4096"
ab_multi "base:tcfft_base:X=0" "late:tcfft:X=0" | tee $OUT/ab.txt
