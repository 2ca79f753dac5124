#!/bin/bash
# Issue 3 table on the device: batched 1D N x batch = 2^26, N = 16 ... 4096, TC_SPLIT and NATIVE, each
# `tcfft bench` row with cuFFT FP32 in the same run (errors against cuFFT FP64). Usage:
#   OUT=... tools/kernel_dev/issue3_table.sh TCFFT_BINARY
T=${1:-build-gpu/bin/tcfft}
OUT=${OUT:-out}; mkdir -p $OUT
: > $OUT/issue3.txt
for n in 16 64 256 1024 4096; do
  for c in tc-split native; do
    timeout 90 $T bench --n $n --total 67108864 --compute $c --reps 20 --quiet > $OUT/t.txt 2>&1
    grep -m1 -E "^shape" $OUT/t.txt > $OUT/hdr.txt
    grep -E "^1D " $OUT/t.txt | tail -1 | sed "s/^/$c  /" >> $OUT/issue3.txt
  done
done
rm -f $OUT/t.txt
cat $OUT/hdr.txt $OUT/issue3.txt
