#!/bin/bash
# Issue 5 shape table on the device: every shape of the issue's acceptance table, TC_SPLIT and
# NATIVE, each `tcfft bench` row with cuFFT FP32 in the same run, and the TC_SPLIT plan as
# `tcfft plan --explain` prints it. Usage: OUT=... tools/kernel_dev/shapes_issue5.sh TCFFT_BINARY
T=${1:-build-gpu/bin/tcfft}
OUT=${OUT:-out}; mkdir -p $OUT
S="16384 x4096;32768 x2048;65536 x1024;262144 x256;1048576 x64;4194304 x16;16777216 x4;67108864 x1"
S="$S;256 256 x1024;1024 1024 x64;4096 4096 x4;8192 8192 x1"
S="$S;32 32 32 x4096;64 64 64 x512;128 128 128 x64;256 256 256 x8;512 512 512 x1"
IFS=';' read -ra shapes <<< "${SHAPES:-$S}"
: > $OUT/shapes_issue5.txt
: > $OUT/explain_issue5.txt
for sh in "${shapes[@]}"; do
  set -- $sh; ns=""; b=""
  for v in "$@"; do case $v in x*) b=${v#x};; *) ns="$ns --n $v";; esac; done
  for c in ${COMPUTES:-tc-split native}; do
    timeout 90 $T bench $ns --batch $b --compute $c --reps 10 --quiet > $OUT/bench_tmp.txt 2>&1
    grep -E "^(1D|2D|3D) " $OUT/bench_tmp.txt | tail -1 | sed "s/^/$c  /" >> $OUT/shapes_issue5.txt
  done
  { echo "=== $sh"; timeout 30 $T plan $ns --batch $b --compute tc-split --backend cuda --explain 2>&1; } >> $OUT/explain_issue5.txt
done
rm -f $OUT/bench_tmp.txt
grep -m1 -E "^shape" $OUT/bench_tmp.txt 2>/dev/null
cat $OUT/shapes_issue5.txt
