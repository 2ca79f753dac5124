#!/bin/bash
# v41 call 6 (NOTES.md v41): TC_FP16 1D 2^23 / 2^25 / 2^26 with the library's plans against
# 256 x 256 x n/2^16, and TC_SPLIT 2^21 in three passes, through the dev hook (tcfft_h = b3afbb2 +
# experiments/three_pass_hook_v41.diff.txt).
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
COMPUTE=tc-fp16 S="8388608 x8;33554432 x2;67108864 x1" \
  ab_rows "def:tcfft_h:X=0" "r256:tcfft_h:TCFFT_X_3P=23/256/256,25/256/256,26/256/256" > $OUT/fp16.txt
S="2097152 x32" ab_rows "def:tcfft_h:X=0" "a:tcfft_h:TCFFT_X_3P=21/256/256" "b:tcfft_h:TCFFT_X_3P=21/128/128" > $OUT/s21.txt
rm -f $OUT/rows.txt
cut -c1-200 $OUT/fp16.txt $OUT/s21.txt
