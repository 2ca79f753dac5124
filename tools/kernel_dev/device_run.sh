#!/bin/bash
# One device call: correctness + perf + variants + sanitizers + SASS/ptxas summary.
# Expects build-kdev/kernel_dev (carried) or builds it. Writes logs under $OUT.
OUT=${OUT:-out}
mkdir -p $OUT
B=build-kdev
export PATH=/usr/local/cuda/bin:$PATH
nvidia-smi --query-gpu=name,clocks.sm,clocks.mem,temperature.gpu,power.draw --format=csv > $OUT/smi.txt 2>&1
date -u >> $OUT/smi.txt
if [ ! -x $B/kernel_dev ] || ldd $B/kernel_dev | grep -q "not found"; then
  JOBS=8 tools/kernel_dev/build.sh > $OUT/build.txt 2>&1 || { cat $OUT/build.txt; exit 1; }
fi
{
  cuobjdump --dump-sass $B/kernel_dev > /tmp/sass.txt 2>&1
  echo "== HMMA / local-memory instruction counts per kernel (SASS)"
  awk '/Function :/{f=$3} /HMMA/{h[f]++} /LDL|STL/{l[f]++} END{for (k in h) print k, "HMMA", h[k], "LDL/STL", l[k]+0}' /tmp/sass.txt | sort
  awk '/Function :/{f=$3} /LDL|STL/{l[f]++} END{for (k in l) print "LOCAL:", k, l[k]}' /tmp/sass.txt
  for f in $B/*_kernels.ptxas.log; do echo "== $f"; grep -A3 "Compiling entry" $f | grep -E "Compiling|spill|Used"; done
} > $OUT/sass_ptxas.txt 2>&1
set -o pipefail
timeout 300 $B/kernel_dev 2>&1 | tee $OUT/kdev.log | grep -v "  ok$" | grep -vE "cuFFT_FP64"
rc=$?
{
  for v in r96; do
    [ -x $B/kernel_dev_$v ] && { echo "== variant binary: $v"; timeout 60 $B/kernel_dev_$v --perf --no-fp16 --reps 20; }
  done
  echo "== variant: min tile 4096";  timeout 60 $B/kernel_dev --perf --tile 12 --sizes 16,64,256,1024 --no-fp16 --reps 20
} > $OUT/variants.log 2>&1
grep -E "^== var|^ +[0-9]+ +[0-9]+ (TC_SPLIT )" $OUT/variants.log
{
  echo "== memcheck"; timeout 120 compute-sanitizer --tool memcheck $B/kernel_dev --small 2>&1 | tail -8
  echo "== racecheck"; timeout 150 compute-sanitizer --tool racecheck $B/kernel_dev --small 2>&1 | tail -8
} > $OUT/sanitizer.log 2>&1
cat $OUT/sanitizer.log | grep -E "ERROR SUMMARY|RACECHECK SUMMARY|PASSED|FAILED|==="
head -40 $OUT/sass_ptxas.txt
exit $rc
