#!/bin/bash
# v12 device call: wide 256-point staged rows (TCFFT_X256W = 0 / 1 / 2, NOTES.md v12; the switch existed
# only in that experiment's build), one call, two rounds; GTEST run with TCFFT_X256W=$TX (dev_lib.sh).
. "$(dirname "$0")/dev_lib.sh"
gpu_tests TCFFT_X256W=${TX:-2}
S="256 256 256 x8;512 512 512 x1;256 256 x1024;512 512 x256;131072 x512;64 256 256 x16"
IFS=';' read -ra shapes <<< "${SHAPES:-$S}"
for r in 1 2; do for sh in "${shapes[@]}"; do
  shape_args "$sh"
  for x in 0 1 2; do bench_row "x$x" TCFFT_X256W=$x tcfft $ns --batch $b --compute tc-split; done
done; done > $OUT/rows.txt
cat $OUT/rows.txt
