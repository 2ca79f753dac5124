#!/bin/bash
# v14 device calls: build A (tcfft_prev) against build B (tcfft_new, tcfft_tests), same run, two
# rounds, TC_SPLIT and TC_FP16, after the GPU tests $GTEST and the sanitizers on $SAN.
# Usage: OUT=... SHAPES="64 64 64 x512;..." GTEST=... SAN=... tools/kernel_dev/v14_ab.sh
. "$(dirname "$0")/dev_lib.sh"
gpu_tests X=0
IFS=';' read -ra shapes <<< "$SHAPES"
for r in ${ROUNDS:-1 2}; do for sh in "${shapes[@]}"; do
  shape_args "$sh"
  for bin in tcfft_prev tcfft_new; do
    for c in ${COMPUTES:-tc-split tc-fp16}; do bench_row "$bin $c" X=0 $bin $ns --batch $b --compute $c; done
  done
done; done > $OUT/rows.txt
cat $OUT/hdr.txt $OUT/rows.txt
echo "total $(( $(date +%s) - t0 )) s"
