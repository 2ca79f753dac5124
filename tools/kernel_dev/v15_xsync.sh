#!/bin/bash
# v15 device call 8: strided wide staged 256 / 64 passes with one buffer (TCFFT_X256S / TCFFT_X64S;
# experiment code in rt_kernels.cu at the time), two rounds. NOTES.md v15.
. "$(dirname "$0")/dev_lib.sh"
for r in 1 2; do
  for sh in "256 256 256 x8" "256 256 x1024" "64 256 256 x16"; do
    shape_args "$sh"
    bench_row "off " X=0 tcfft_new $ns --batch $b --compute tc-split
    bench_row "s256" TCFFT_X256S=1 tcfft_new $ns --batch $b --compute tc-split
  done
  for sh in "64 64 64 x512" "64 128 128 x64"; do
    shape_args "$sh"
    bench_row "off " X=0 tcfft_new $ns --batch $b --compute tc-split
    bench_row "s64 " TCFFT_X64S=1 tcfft_new $ns --batch $b --compute tc-split
  done
done > $OUT/rows.txt
cat $OUT/hdr.txt $OUT/rows.txt
echo "total t=$(( $(date +%s) - t0 ))"
