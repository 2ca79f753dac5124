#!/bin/bash
# v20: where the staged 256 pass spends its time (2D 256^2 x1024, transposed plan): ncu scheduler,
# warp-state and compute sections of one execution's kernels, the two passes and the fused pair.
. "$(dirname "$0")/dev_lib.sh"
for x in 0 8,2,1,4; do
  echo "=== TCFFT_XFUSE=$x"
  TCFFT_XFUSE=$x timeout 200 ncu --kernel-name-base demangled -k regex:'rt_(staged|fused)' --launch-count 1 \
    --section SchedulerStats --section WarpStateStats --section ComputeWorkloadAnalysis --section Occupancy \
    --section LaunchStats --section InstructionStats \
    $C/tcfft bench --n 256 --n 256 --batch 1024 --compute tc-split --backend cuda --reps 1 --warmup 0 --quiet > $OUT/ncu_$x.txt 2>&1
  echo "rc=$?"
  grep -E "Duration|Issue Slots Busy|Issued Warp|No Eligible|Active Warps Per|Eligible Warps|Warp Cycles Per Issued|Stall|Executed Ipc|Achieved Occupancy|Registers Per|Executed Instructions  |SM Busy|pipe|Pipe" $OUT/ncu_$x.txt | head -40
done
echo "total t=$(( $(date +%s) - t0 ))"
