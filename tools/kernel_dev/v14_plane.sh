#!/bin/bash
# v14 device call: the 64 x 64 plane pass (tcfft_new, tcfft_tests) against the two passes
# (tcfft_prev, 7db193b's build), same run, two rounds. Usage: OUT=... tools/kernel_dev/v14_plane.sh
. "$(dirname "$0")/dev_lib.sh"
GTEST=${GTEST:-'GpuPlanePass.*:*3d*:*64*:Cuda/GpuLayouts.*:Cuda/GpuVsCpuEmulationLayouts.*'} SAN=${SAN:-'GpuPlanePass.*'} gpu_tests X=0
S="64 64 64 x512;64 64 x16384;128 64 64 x256;32 64 64 x1024"
IFS=';' read -ra shapes <<< "${SHAPES:-$S}"
for r in 1 2; do for sh in "${shapes[@]}"; do
  shape_args "$sh"
  for bin in tcfft_prev tcfft_new; do
    for c in tc-split tc-fp16; do bench_row "$bin $c" X=0 $bin $ns --batch $b --compute $c; done
  done
done; done > $OUT/rows.txt
cat $OUT/hdr.txt $OUT/rows.txt
echo "total $(( $(date +%s) - t0 )) s"
