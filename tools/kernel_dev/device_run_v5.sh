#!/bin/bash
# v5 device call (NOTES.md v5): asynchronous input copies (cp.async) in the register-tile kernels,
# A/B against the register prefetch (--no-async) and ring depths 2 / 4 (--rt-variant 2 / 4) in one
# run, correctness sweep, the library's GPU tests, optional ncu stall breakdown (NCU=1).
# Expects build-dev-carry/{kernel_dev,tcfft_tests,libfftw3l.so.3} (carried).
OUT=${OUT:-out}; mkdir -p $OUT
C=build-dev-carry
export LD_LIBRARY_PATH=$PWD/$C:/usr/local/cuda/lib64:$LD_LIBRARY_PATH
export PATH=/usr/local/cuda/bin:$PATH
SZ=${SIZES:-64,256,1024,4096}
{ nvidia-smi --query-gpu=name,clocks.sm,clocks.mem,temperature.gpu,power.draw,memory.total --format=csv; date -u; } > $OUT/smi.txt 2>&1
cat $OUT/smi.txt
t0=$(date +%s)
run_perf() {  # name, args...
  local n=$1; shift
  timeout 100 $C/kernel_dev --perf --no-fp16 --sizes $SZ "$@" > $OUT/perf_$n.log 2>&1
  echo "== perf $n ($*) rc=$? t=$(( $(date +%s) - t0 ))"
  grep -E "^ +[0-9]+ +[0-9]+ (TC_SPLIT|NATIVE|TC_FP16|cuFFT_FP32) |copy bandwidth|FAIL" $OUT/perf_$n.log
}
if [ -z "$SKIP_PERF" ]; then
  run_perf async $KDEV_ARGS
  run_perf regpf --no-async $KDEV_ARGS
  run_perf async_again $KDEV_ARGS
fi
# multi-dimensional shapes through the library (tcfft bench, cuFFT FP32 in the same run)
if [ -z "$SKIP_SHAPES" ]; then
  # SHAPES: ';'-separated, e.g. "1024 1024 x64;16384 x4096"
  IFS=';' read -ra shapes <<< "${SHAPES:-256 256 x1024;1024 1024 x64;4096 4096 x4;64 64 64 x256;128 128 128 x32;256 256 256 x4;16384 x4096}"
  for sh in "${shapes[@]}"; do
    set -- $sh; ns=""; b=""
    for v in "$@"; do case $v in x*) b=${v#x};; *) ns="$ns --n $v";; esac; done
    for c in tc-split native; do
      timeout 60 $C/tcfft bench $ns --batch $b --compute $c --reps 10 --quiet > $OUT/bench_tmp.txt 2>&1
      grep -E "^(1D|2D|3D) " $OUT/bench_tmp.txt | tail -1 | sed "s/^/$c  /"
    done
  done > $OUT/shapes.txt 2>&1
  echo "== shapes t=$(( $(date +%s) - t0 ))"; cat $OUT/shapes.txt
fi
[ -z "$SKIP_TESTS" ] && ( timeout 240 $C/tcfft_tests --gtest_filter='Cuda/*:Gpu*' > $OUT/gtest_gpu.log 2>&1; echo "gtest rc=$?" >> $OUT/gtest_gpu.log ) &
gp=$!
if [ -z "$SKIP_CHECKS" ]; then timeout 200 $C/kernel_dev --checks --max-grid 97 > $OUT/kdev_checks.log 2>&1; echo "checks rc=$? t=$(( $(date +%s) - t0 ))"; fi
[ -n "$gp" ] && wait $gp; echo "gtest done t=$(( $(date +%s) - t0 ))"
grep -E "FAIL|PASSED" $OUT/kdev_checks.log | head -20
grep -E "^\[  (PASSED|FAILED) |^\[  FAILED|Failure|gtest rc|tests ran|Expected|Which is" $OUT/gtest_gpu.log | head -40
if [ -n "$SAN" ]; then
  F='Cuda/GpuVsCpuEmulation.*Split2_N2e*_radix0:Cuda/GpuVsCpuEmulation.*TcFp16_N2e1*_radix0:Cuda/GpuVsCpuEmulationLayouts.*'
  timeout 150 compute-sanitizer --tool memcheck --error-exitcode 9 $C/tcfft_tests --gtest_filter="$F" > $OUT/san_memcheck.log 2>&1; echo "memcheck rc=$?"
  timeout 150 compute-sanitizer --tool racecheck --error-exitcode 9 $C/tcfft_tests --gtest_filter="$F" > $OUT/san_racecheck.log 2>&1; echo "racecheck rc=$?"
  tail -n 2 $OUT/san_memcheck.log $OUT/san_racecheck.log
fi
if [ -n "$NCU" ]; then
  M=smsp__inst_executed.sum,smsp__issue_active.avg.pct_of_peak_sustained_active,sm__warps_active.avg.pct_of_peak_sustained_active,dram__throughput.avg.pct_of_peak_sustained_elapsed,gpu__time_duration.sum,l1tex__data_bank_conflicts_pipe_lsu_mem_shared.sum,smsp__average_warps_issue_stalled_long_scoreboard_per_issue_active.ratio,smsp__average_warps_issue_stalled_barrier_per_issue_active.ratio,smsp__average_warps_issue_stalled_short_scoreboard_per_issue_active.ratio,smsp__average_warps_issue_stalled_math_pipe_throttle_per_issue_active.ratio,smsp__average_warps_issue_stalled_wait_per_issue_active.ratio,smsp__average_warps_issue_stalled_mio_throttle_per_issue_active.ratio,smsp__average_warps_issue_stalled_not_selected_per_issue_active.ratio,smsp__average_warps_issue_stalled_dispatch_stall_per_issue_active.ratio,smsp__average_warps_issue_stalled_lg_throttle_per_issue_active.ratio,smsp__average_warps_issue_stalled_tex_throttle_per_issue_active.ratio,smsp__average_warps_issue_stalled_selected_per_issue_active.ratio,smsp__average_warps_issue_stalled_no_instruction_per_issue_active.ratio
  for sz in ${NCU_SIZES:-64 1024 4096}; do
    timeout 60 ncu --kernel-name regex:"rt(64|256|1024|4096)_kernel" --launch-skip 2 --launch-count 1 --metrics $M $C/kernel_dev --perf --reps 2 --no-fp16 --sizes $sz > $OUT/ncu_$sz.log 2>&1
    echo "== ncu n=$sz"; grep -E "^ +(smsp|sm__|dram|gpu__|l1tex)" $OUT/ncu_$sz.log | awk '{print $1, $NF}' | sed 's/smsp__average_warps_issue_stalled_/stall_/; s/_per_issue_active.ratio//' | tr '\n' ' '; echo
  done
fi
echo "total t=$(( $(date +%s) - t0 ))"
