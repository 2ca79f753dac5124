#!/bin/bash
# v12 device call: the executor's L2 chunking (TCFFT_L2_CHUNK_MB, NOTES.md v12) on issue-5 shapes,
# chunk sizes MBS (0 = off), TC_SPLIT with cuFFT FP32 in the same run; GTEST run with TCFFT_L2_CHUNK_MB=$TMB.
OUT=${OUT:-out}; mkdir -p $OUT; C=${C:-build-dev-carry}
export LD_LIBRARY_PATH=$PWD/$C:/usr/local/cuda/lib64:$LD_LIBRARY_PATH PATH=/usr/local/cuda/bin:$PATH
{ nvidia-smi --query-gpu=name,clocks.sm,temperature.gpu,power.draw --format=csv; date -u; } | tee $OUT/smi.txt
t0=$(date +%s)
if [ -n "$GTEST" ]; then
  TCFFT_L2_CHUNK_MB=${TMB:-1} timeout 300 $C/tcfft_tests --gtest_filter="$GTEST" > $OUT/gtest.log 2>&1; echo "gtest rc=$? t=$(( $(date +%s) - t0 ))"
  grep -E "^\[  (PASSED|FAILED) |^\[  FAILED" $OUT/gtest.log | head -20
fi
S="32 32 32 x4096;64 64 64 x512;128 128 128 x64;256 256 x1024;1024 1024 x64;16384 x4096;65536 x1024;1048576 x64"
IFS=';' read -ra shapes <<< "${SHAPES:-$S}"
for sh in "${shapes[@]}"; do
  set -- $sh; ns=""; b=""
  for v in "$@"; do case $v in x*) b=${v#x};; *) ns="$ns --n $v";; esac; done
  for mb in ${MBS:-0 8 16 32}; do
    TCFFT_L2_CHUNK_MB=$mb timeout 90 $C/tcfft bench $ns --batch $b --compute ${COMPUTE:-tc-split} --reps ${REPS:-10} --quiet > $OUT/t.txt 2>&1
    grep -m1 "^shape" $OUT/t.txt > $OUT/hdr.txt
    grep -E "^(1D|2D|3D) " $OUT/t.txt | tail -1 | sed "s/^/mb$mb  /"
    grep -v "^#" $OUT/t.txt | grep -iE "error|not supported|fail" | head -2 | sed "s/^/mb$mb  /"
  done
done > $OUT/rows.txt
cat $OUT/hdr.txt $OUT/rows.txt; rm -f $OUT/t.txt
echo "total t=$(( $(date +%s) - t0 ))"
