#!/bin/bash
# v15 device call 7: wide staged 256 passes for contiguous input too (TCFFT_X256C=1; experiment code
# in rt_kernels.cu at the time, since removed), two rounds. NOTES.md v15.
. "$(dirname "$0")/dev_lib.sh"
S="65536 x1024;32768 x2048;16777216 x4;4194304 x16"
IFS=';' read -ra shapes <<< "${SHAPES:-$S}"
for r in 1 2; do
  for sh in "${shapes[@]}"; do
    shape_args "$sh"
    bench_row "off " X=0 tcfft_new $ns --batch $b --compute tc-split
    bench_row "x256c" TCFFT_X256C=1 tcfft_new $ns --batch $b --compute tc-split
  done
done > $OUT/rows.txt
cat $OUT/hdr.txt $OUT/rows.txt
echo "total t=$(( $(date +%s) - t0 ))"
