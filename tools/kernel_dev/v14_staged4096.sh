#!/bin/bash
# v14 device call: rt_staged4096 with two 8-warp groups (tcfft_new, tcfft_tests) against one group
# (tcfft_prev, the 7db193b build), same run, two rounds. Usage: OUT=... tools/kernel_dev/v14_staged4096.sh
. "$(dirname "$0")/dev_lib.sh"
GTEST=${GTEST:-'*4096*:*8192*:*2d*:*2e24*:*2e26*:*2e22*'} SAN=${SAN:-'*2d_4096x16*:*2d_8192x8*'} gpu_tests X=0
S="4096 4096 x4;8192 8192 x1"
IFS=';' read -ra shapes <<< "${SHAPES:-$S}"
for r in 1 2; do for sh in "${shapes[@]}"; do
  shape_args "$sh"
  for bin in tcfft_prev tcfft_new; do
    for c in tc-split tc-fp16; do bench_row "$bin $c" X=0 $bin $ns --batch $b --compute $c; done
  done
done; done > $OUT/rows.txt
cat $OUT/hdr.txt $OUT/rows.txt
echo "total $(( $(date +%s) - t0 )) s"
