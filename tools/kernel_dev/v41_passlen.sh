#!/bin/bash
# v41 call 1: the three-pass rule re-measured (NOTES.md v41). HEAD's tcfft with the library's
# pass length against --max-pass 2048 / 4096 / 8192 (two-pass plans of 2^21 ... 2^26), two
# rounds, cuFFT FP32 in every row; the 2D rows with the same pass lengths for comparison.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
for n in 2097152 4194304 8388608 16777216 33554432 67108864; do for m in 0 2048 4096 8192; do
  echo "== n=$n max-pass=$m"; $C/tcfft plan --n $n --batch 1 --compute tc-split --max-pass $m --explain 2>&1 | grep -E "pass [0-9]:|N1" | cut -c1-160
done; done > $OUT/plans.txt
S="2097152 x32;4194304 x16;8388608 x8;16777216 x4;33554432 x2;67108864 x1" \
  ab_rows "def:tcfft:X=0" "L2k:tcfft:X=0:--max-pass 2048" "L4k:tcfft:X=0:--max-pass 4096" "L8k:tcfft:X=0:--max-pass 8192" > $OUT/ab.txt
S="2048 2048 x16;4096 4096 x4;8192 8192 x1;1048576 x64" ab_rows "def:tcfft:X=0" > $OUT/ab2d.txt
rm -f $OUT/rows.txt
cut -c1-200 $OUT/ab.txt $OUT/ab2d.txt
