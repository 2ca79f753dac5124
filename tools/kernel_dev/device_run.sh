#!/bin/bash
# One device call: correctness + perf + variants + (optional) ncu, sanitizers, SASS/ptxas summary.
# Expects build-kdev/kernel_dev (carried) or builds it. Writes logs under $OUT.
# Env: CHECKS_EXTRA="flags_with_underscores ..." extra correctness sweeps; NCU=1 runs ncu on NCU_CFGS (n:mode ...); SAN=1 runs memcheck/racecheck; VARIANTS="..." extra perf runs.
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
  awk '/Function :/{f=$3} /HMMA/{h[f]++} /LDL|STL/{l[f]++} /LDGSTS/{c[f]++} /^ +\/\*[0-9a-f]+\*\//{n[f]++} END{for (k in n) print k, "instr", n[k], "HMMA", h[k]+0, "LDGSTS", c[k]+0, "LDL/STL", l[k]+0}' /tmp/sass.txt | sort
  for f in $B/*_kernels.ptxas.log; do echo "== $f"; grep -A3 "Compiling entry" $f | grep -E "Compiling|spill|Used"; done
  for m in 2 0; do
    echo "== opcode histogram, fft_pass_kernel<$m>"
    awk -v pat="fft_pass_kernelILi${m}E" '/Function :/{on = index($0, pat) > 0} on && /^ +\/\*[0-9a-f]+\*\//{sub(/^ +\/\*[0-9a-f]+\*\/ +/, ""); sub(/^@!?U?P[0-9T] +/, ""); split($1, c, "."); h[c[1]]++} END{for (k in h) print h[k], k}' /tmp/sass.txt | sort -rn | head -40 | tr '\n' ' '; echo
  done
  awk '/Function :/{on = index($0, "fft_pass_kernel_specILi2ELi8EE") > 0} on' /tmp/sass.txt | gzip > $OUT/sass_p2.txt.gz
} > $OUT/sass_ptxas.txt 2>&1
set -o pipefail
# correctness sweep with a small persistent grid (every block loops over many tiles), then the big case
timeout 300 $B/kernel_dev --checks --big --max-grid 97 2>&1 | tee $OUT/kdev_checks.log | grep -v "  ok$" | grep -vE "cuFFT_FP64"
rc=$?
for v in $CHECKS_EXTRA; do
  echo "== checks variant: ${v//_/ }"
  timeout 200 $B/kernel_dev --checks --max-grid 97 ${v//_/ } 2>&1 | tee -a $OUT/kdev_checks.log | grep -E "FAIL|PASSED|FAILED|error"
  rc=$(( rc | $? ))
done
timeout 200 $B/kernel_dev --perf 2>&1 | tee $OUT/kdev.log | grep -vE "cuFFT_FP64"
rc2=$?
{
  for v in $VARIANTS; do
    echo "== variant: ${v//_/ }"; timeout 60 $B/kernel_dev --perf --reps 20 ${v//_/ }
  done
} > $OUT/variants.log 2>&1
grep -E "^== var|^radices|^ +[0-9]+ +[0-9]+ (TC_SPLIT|NATIVE|TC_FP16|cuFFT_FP32) " $OUT/variants.log
if [ "$NCU" = 1 ]; then
  {
    for cfg in $NCU_CFGS; do
      n=${cfg%%:*}; m=${cfg##*:}
      echo "== ncu n=$n kernel fft_pass_kernel<$m>"
      timeout 90 ncu --clock-control none --kernel-name-base mangled -k "regex:fft_pass_kernel(_spec)?ILi${m}E" --launch-skip 3 --launch-count 1 \
        --section SpeedOfLight --section SchedulerStats --section WarpStateStats --section Occupancy \
        --section LaunchStats --section InstructionStats \
        $B/kernel_dev --perf --sizes $n --reps 2 --no-fp16 2>&1 | grep -vE "^ +[0-9]+ +[0-9]+ |^device|^radices|^targets|^  n=|PASSED|^$"
    done
  } > $OUT/ncu.txt 2>&1
  grep -E "^== ncu|==ERROR|==WARN|Duration|Executed Ipc A|Issue Slots Busy|No Eligible|Warp Cycles Per Issued|Achieved Occupancy|Registers Per|Memory Throughput|DRAM Throughput|Executed Instructions  |Block Limit" $OUT/ncu.txt | head -80
fi
if [ "$SAN" = 1 ]; then
  {
    echo "== memcheck"; timeout 120 compute-sanitizer --tool memcheck $B/kernel_dev --small --max-grid 3 2>&1 | tail -8
    echo "== racecheck"; timeout 150 compute-sanitizer --tool racecheck $B/kernel_dev --small --max-grid 3 2>&1 | tail -8
  } > $OUT/sanitizer.log 2>&1
  cat $OUT/sanitizer.log | grep -E "ERROR SUMMARY|RACECHECK SUMMARY|PASSED|FAILED|==="
fi
head -12 $OUT/sass_ptxas.txt
exit $(( rc | rc2 ))
