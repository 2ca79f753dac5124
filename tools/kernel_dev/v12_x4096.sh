#!/bin/bash
# v12 device call: rt4096 variants selected by TCFFT_X4096 (NOTES.md v12) vs the HEAD binary, one call.
# ROUNDS: bench rounds; XS: variants; GTEST: GPU tests run with TCFFT_X4096=$TX (skipped if empty).
OUT=${OUT:-out}; mkdir -p $OUT; C=${C:-build-dev-carry}
export LD_LIBRARY_PATH=$PWD/$C:/usr/local/cuda/lib64:$LD_LIBRARY_PATH PATH=/usr/local/cuda/bin:$PATH
{ nvidia-smi --query-gpu=name,clocks.sm,temperature.gpu,power.draw --format=csv; date -u; } | tee $OUT/smi.txt
t0=$(date +%s)
if [ -n "$GTEST" ]; then
  TCFFT_X4096=${TX:-1} timeout 300 $C/tcfft_tests --gtest_filter="$GTEST" > $OUT/gtest.log 2>&1; echo "gtest rc=$? t=$(( $(date +%s) - t0 ))"
  grep -E "^\[  (PASSED|FAILED) |^\[  FAILED" $OUT/gtest.log | head -20
fi
if [ -n "$SAN" ]; then
  for tool in memcheck racecheck; do
    TCFFT_X4096=${TX:-1} timeout 200 compute-sanitizer --tool $tool --error-exitcode 9 $C/tcfft_tests --gtest_filter="$SAN" > $OUT/san_$tool.log 2>&1
    echo "$tool rc=$? t=$(( $(date +%s) - t0 ))"; tail -n 2 $OUT/san_$tool.log
  done
fi
row() {  # label env binary args
  local l=$1 x=$2 b=$3; shift 3
  TCFFT_X4096=$x timeout 120 $C/$b bench "$@" --reps ${REPS:-30} --quiet > $OUT/t.txt 2>&1
  grep -m1 "^shape" $OUT/t.txt > $OUT/hdr.txt
  grep -E "^1D " $OUT/t.txt | tail -1 | sed "s/^/$l  /"
  grep -v "^#" $OUT/t.txt | grep -iE "error|not supported|fail" | head -2 | sed "s/^/$l  /"
}
for r in $(seq ${ROUNDS:-2}); do
  for m in ${MODES:-tc-split tc-fp16}; do
    row "$m-base" 0 tcfft_base --n 4096 --total 67108864 --compute $m
    for x in ${XS:-0 1 2 3}; do row "$m-x$x" $x tcfft --n 4096 --total 67108864 --compute $m; done
  done
done > $OUT/rows.txt
cat $OUT/hdr.txt $OUT/rows.txt; rm -f $OUT/t.txt
echo "total t=$(( $(date +%s) - t0 ))"
