#!/bin/bash
# v4 device call (NOTES.md v4): register-tile kernels vs the v3 kernels (--no-regtile) in one run,
# correctness sweep, the library's GPU tests, sanitizers on the register-tile kernels, SASS counts.
# Expects build-dev-carry/{kernel_dev,tcfft_tests,libfftw3l.so.3} (carried).
OUT=${OUT:-out}; mkdir -p $OUT
C=build-dev-carry
export LD_LIBRARY_PATH=$PWD/$C:/usr/local/cuda/lib64:$LD_LIBRARY_PATH
export PATH=/usr/local/cuda/bin:$PATH
{ nvidia-smi --query-gpu=name,clocks.sm,clocks.mem,temperature.gpu,power.draw,memory.total --format=csv; date -u; } > $OUT/smi.txt 2>&1
cat $OUT/smi.txt
t0=$(date +%s)
timeout 100 $C/kernel_dev --perf $KDEV_ARGS > $OUT/kdev_perf_v4.log 2>&1; echo "perf v4 rc=$? t=$(( $(date +%s) - t0 ))"
timeout 100 $C/kernel_dev --perf --no-regtile $KDEV_ARGS > $OUT/kdev_perf_v3.log 2>&1; echo "perf v3 rc=$? t=$(( $(date +%s) - t0 ))"
grep -E "^ +[0-9]+ +[0-9]+ (TC_SPLIT|NATIVE|TC_FP16|cuFFT_FP32) |copy bandwidth|FAIL" $OUT/kdev_perf_v4.log $OUT/kdev_perf_v3.log
( timeout 240 $C/tcfft_tests --gtest_filter='Cuda/*:Gpu*' > $OUT/gtest_gpu.log 2>&1; echo "gtest rc=$?" >> $OUT/gtest_gpu.log ) &
gp=$!
if [ -z "$SKIP_CHECKS" ]; then timeout 200 $C/kernel_dev --checks --max-grid 97 > $OUT/kdev_checks.log 2>&1; echo "checks rc=$? t=$(( $(date +%s) - t0 ))"; timeout 200 $C/kernel_dev --checks --no-lane-tables --sizes 1024,4096 > $OUT/kdev_checks_nolt.log 2>&1; echo "checks (no lane tables) rc=$?"; grep -E "FAIL|PASSED" $OUT/kdev_checks_nolt.log | tail -3; fi
wait $gp; echo "gtest done t=$(( $(date +%s) - t0 ))"
grep -E "FAIL|PASSED|FAILED" $OUT/kdev_checks.log | head -40
grep -E "^\[  (PASSED|FAILED) |^\[  FAILED|Failure|gtest rc|tests ran|Expected|Which is|bound" $OUT/gtest_gpu.log | head -60
F='Cuda/GpuVsCpuEmulation.*Split2_N2e*_radix0:Cuda/GpuVsCpuEmulation.*TcFp16_N2e1*_radix0'
timeout 150 compute-sanitizer --tool memcheck --error-exitcode 9 $C/tcfft_tests --gtest_filter="$F" > $OUT/san_memcheck.log 2>&1; echo "memcheck rc=$?"
timeout 150 compute-sanitizer --tool racecheck --error-exitcode 9 $C/tcfft_tests --gtest_filter="$F" > $OUT/san_racecheck.log 2>&1; echo "racecheck rc=$?"
tail -3 $OUT/san_memcheck.log $OUT/san_racecheck.log
{
  cuobjdump --dump-sass $C/kernel_dev > /tmp/sass.txt 2>&1
  echo "== instr / HMMA / LDL+STL per rt kernel (SASS)"
  awk '/Function :/{f=$3} /HMMA/{h[f]++} /LDL|STL/{l[f]++} /^ +\/\*[0-9a-f]+\*\//{n[f]++} END{for (k in n) print k, "instr", n[k], "HMMA", h[k]+0, "LDL/STL", l[k]+0}' /tmp/sass.txt | grep rt | sed 's/_ZN5tcfft4cuda4kern2rt[0-9]*_GLOBAL__N__[0-9a-f_]*rt_kernels_cu_[0-9a-f]*//' | sort
  for pat in rt64_kernelILi2ELb1ELb0 rt256_kernelILi2ELb0 rt1024_kernelILi2ELb0ELb1 rt4096_kernelILi2ELb0ELb1; do
    echo "== opcode histogram $pat"
    awk -v pat="$pat" '/Function :/{on = index($0, pat) > 0} on && /^ +\/\*[0-9a-f]+\*\//{sub(/^ +\/\*[0-9a-f]+\*\/ +/, ""); sub(/^@!?U?P[0-9T] +/, ""); split($1, c, "."); h[c[1]]++} END{for (k in h) print h[k], k}' /tmp/sass.txt | sort -rn | head -24 | tr '\n' ' '; echo
  done
} > $OUT/sass.txt 2>&1
cat $OUT/sass.txt
if [ -n "$NCU" ]; then
  M=smsp__inst_executed.sum,smsp__issue_active.avg.pct_of_peak_sustained_active,sm__warps_active.avg.pct_of_peak_sustained_active,dram__throughput.avg.pct_of_peak_sustained_elapsed,gpu__time_duration.sum,l1tex__data_bank_conflicts_pipe_lsu_mem_shared.sum,smsp__average_warps_issue_stalled_long_scoreboard_per_issue_active.ratio,smsp__average_warps_issue_stalled_barrier_per_issue_active.ratio,smsp__average_warps_issue_stalled_short_scoreboard_per_issue_active.ratio,smsp__average_warps_issue_stalled_math_pipe_throttle_per_issue_active.ratio,smsp__average_warps_issue_stalled_wait_per_issue_active.ratio
  for sz in 64 256 1024 4096; do
    timeout 60 ncu --kernel-name regex:"rt(64|256|1024|4096)_kernel" --launch-skip 2 --launch-count 1 --metrics $M $C/kernel_dev --perf --reps 2 --no-fp16 --sizes $sz > $OUT/ncu_$sz.log 2>&1
    echo "== ncu n=$sz"; grep -E "^ +(smsp|sm__|dram|gpu__|l1tex)" $OUT/ncu_$sz.log | awk '{print $1, $NF}' | sed 's/smsp__average_warps_issue_stalled_/stall_/; s/_per_issue_active.ratio//' | tr '\n' ' '; echo
  done
fi
echo "total t=$(( $(date +%s) - t0 ))"
