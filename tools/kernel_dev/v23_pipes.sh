#!/bin/bash
# v23: pipe utilization and warp states of the issue-3 kernel (rt4096, TC_SPLIT) and of rt1024 / rt16384
# for comparison (ncu ComputeWorkloadAnalysis + WarpStateStats + InstructionStats), CLI of HEAD. NOTES.md v23.
. "$(dirname "$0")/dev_lib.sh"
for spec in "rt4096:4096:16384" "rt1024:1024:65536" "rt16384:16384:4096"; do
  IFS=: read -r k n b <<< "$spec"
  echo "--- ncu $k (1D $n x$b TC_SPLIT)"
  timeout 120 ncu --kernel-name-base demangled -k regex:"${k}_kernel" --launch-count 1 \
    --section ComputeWorkloadAnalysis --section WarpStateStats --section InstructionStats --section SchedulerStats \
    --metrics sm__inst_executed_pipe_alu.avg.pct_of_peak_sustained_active,sm__inst_executed_pipe_fma.avg.pct_of_peak_sustained_active,sm__inst_executed_pipe_fp16.avg.pct_of_peak_sustained_active,sm__inst_executed_pipe_xu.avg.pct_of_peak_sustained_active,sm__inst_executed_pipe_tensor_op_hmma.avg.pct_of_peak_sustained_active,sm__pipe_tensor_op_hmma_cycles_active.avg.pct_of_peak_sustained_active,sm__inst_executed_pipe_lsu.avg.pct_of_peak_sustained_active,sm__inst_executed_pipe_fmaheavy.avg.pct_of_peak_sustained_active,sm__inst_executed_pipe_fmalite.avg.pct_of_peak_sustained_active,sm__pipe_fma_cycles_active.avg.pct_of_peak_sustained_active,sm__pipe_alu_cycles_active.avg.pct_of_peak_sustained_active,sm__pipe_shared_cycles_active.avg.pct_of_peak_sustained_active \
    $C/tcfft bench --n $n --batch $b --compute tc-split --backend cuda --reps 1 --warmup 0 --quiet > $OUT/ncu_$k.txt 2>&1
  grep -E "pipe_|Issue Slots Busy|Executed Instructions  |Warp Cycles Per Issued|Stall|Eligible Warps|duration" $OUT/ncu_$k.txt | head -40
done
echo "total t=$(( $(date +%s) - t0 ))"
