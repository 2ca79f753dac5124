#!/bin/bash
# v41 call 11 (NOTES.md v41): post-twiddle probe TCFFT_X_PTW8 (tcfft_ptw8) against the same code
# without it (tcfft_base), two rounds, cuFFT FP32 in the rows. No tests: a timing probe.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
S="67108864 x1;33554432 x2;16777216 x4;8388608 x8;4194304 x16;65536 x1024" \
  ab_rows "base:tcfft_base:X=0" "ptw8:tcfft_ptw8:X=0" > $OUT/ab.txt
rm -f $OUT/rows.txt; cut -c1-200 $OUT/ab.txt
