#!/bin/bash
# v12 device call: wide 256-point staged rows (TCFFT_X256W = 0 / 1 / 2, NOTES.md v12), one call;
# GTEST run with TCFFT_X256W=$TX.
OUT=${OUT:-out}; mkdir -p $OUT; C=${C:-build-dev-carry}
export LD_LIBRARY_PATH=$PWD/$C:/usr/local/cuda/lib64:$LD_LIBRARY_PATH PATH=/usr/local/cuda/bin:$PATH
date -u
if [ -n "$GTEST" ]; then
  TCFFT_X256W=${TX:-2} timeout 300 $C/tcfft_tests --gtest_filter="$GTEST" > $OUT/gtest.log 2>&1; echo "gtest rc=$?"
  grep -E "^\[  (PASSED|FAILED) |^\[  FAILED" $OUT/gtest.log | head -20
fi
S="256 256 256 x8;512 512 512 x1;256 256 x1024;512 512 x256;131072 x512;64 256 256 x16"
IFS=';' read -ra shapes <<< "${SHAPES:-$S}"
for r in 1 2; do for sh in "${shapes[@]}"; do
  set -- $sh; ns=""; b=""
  for v in "$@"; do case $v in x*) b=${v#x};; *) ns="$ns --n $v";; esac; done
  for x in 0 1 2; do
    TCFFT_X256W=$x timeout 90 $C/tcfft bench $ns --batch $b --compute tc-split --reps 20 --quiet 2>&1 | grep -E "^(1D|2D|3D) " | tail -1 | sed "s/^/x$x  /"
  done
done; done > $OUT/rows.txt
cat $OUT/rows.txt
