#!/bin/bash
# v14 device call: the staged 1024-point kernel with 8 / 16 lines per block (TCFFT_X1024 = 0 today,
# 1 = 8 lines 1 group, 2 = 8 lines 2 groups, 3 = 16 lines 4 groups; NOTES.md v14; the switch exists
# only in that experiment's build), one call, two rounds. Usage: OUT=... tools/kernel_dev/v14_x1024.sh
. "$(dirname "$0")/dev_lib.sh"
GTEST=${GTEST:-'Cuda/*:Gpu*'} SAN=${SAN:-'*2d_1024x64*:*interleaved_1024*:*Split2_N2e18_radix0*'} gpu_tests TCFFT_X1024=${TX:-2}
GTEST=${GTEST3:-'*1024*:*2e18*:*2e20*:*2d*'} SAN=${SAN3:-'*2d_1024x64*'} gpu_tests TCFFT_X1024=${TX3:-3}
S="1024 1024 x64;262144 x256"
IFS=';' read -ra shapes <<< "${SHAPES:-$S}"
for r in 1 2; do for sh in "${shapes[@]}"; do
  shape_args "$sh"
  for x in ${XS:-0 1 2 3}; do bench_row "x$x" TCFFT_X1024=$x tcfft $ns --batch $b --compute tc-split; done
done; done > $OUT/rows.txt
cat $OUT/hdr.txt $OUT/rows.txt
echo "total $(( $(date +%s) - t0 )) s"
