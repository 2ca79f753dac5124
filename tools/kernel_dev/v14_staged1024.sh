#!/bin/bash
# v14 device call: the kept staged 1024 form (8 lines, 2 groups, cp.async; tcfft, tcfft_tests) against
# the previous build (tcfft_base: 4 lines, 1 group), same run, two rounds; every GPU test and the
# sanitizers on the staged-1024 cases. Usage: OUT=... tools/kernel_dev/v14_staged1024.sh
. "$(dirname "$0")/dev_lib.sh"
GTEST=${GTEST:-'Cuda/*:Gpu*'} SAN=${SAN:-'*2d_1024x64*:*interleaved_1024*:*Split2_N2e18_radix0*:*2d_2048x32*'} gpu_tests X=0
S="1024 1024 x64;262144 x256;2048 2048 x16;1024 1024 x64 --compute tc-fp16;1024 1024 x64 --direction inv"
IFS=';' read -ra shapes <<< "${SHAPES:-$S}"
for r in 1 2; do for sh in "${shapes[@]}"; do
  set -- $sh; ns=""; b=""; extra=""
  while [ $# -gt 0 ]; do case $1 in x*) b=${1#x};; --*) extra="$extra $1 ${2}"; shift;; *) ns="$ns --n $1";; esac; shift; done
  case "$extra" in *compute*) ;; *) extra="$extra --compute tc-split";; esac
  for bin in tcfft_base tcfft; do bench_row "$bin$extra" X=0 $bin $ns --batch $b $extra; done
done; done > $OUT/rows.txt
cat $OUT/hdr.txt $OUT/rows.txt
echo "total $(( $(date +%s) - t0 )) s"
