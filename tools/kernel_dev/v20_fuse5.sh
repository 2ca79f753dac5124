#!/bin/bash
# v20 fifth device call: the fused pair with one row-computation instance where neither pass
# scales; GPU test of the fused pair; rows against the two passes, two rounds; ncu instructions,
# issue and DRAM bytes of the fused kernel. NOTES.md v20.
. "$(dirname "$0")/dev_lib.sh"
GTEST='*GpuFusedPair*' SAN='' gpu_tests X=0
S="${SHAPES:-256 256 x1024;256 256 256 x8;64 256 256 x16}"
ab_rows "off  :tcfft:TCFFT_XFUSE=0" "8,2  :tcfft:TCFFT_XFUSE=8,2" "4,3  :tcfft:TCFFT_XFUSE=4,3"
TCFFT_XFUSE=8,2 timeout 200 ncu --kernel-name-base demangled -k regex:'rt_fused' --launch-count 1 \
  --section SchedulerStats --section ComputeWorkloadAnalysis --section InstructionStats \
  --metrics dram__bytes_read.sum,dram__bytes_write.sum,gpu__time_duration.sum \
  $C/tcfft bench --n 256 --n 256 --batch 1024 --compute tc-split --backend cuda --reps 1 --warmup 0 --quiet > $OUT/ncu_fused.txt 2>&1
grep -E "Duration|duration|dram__|Issue Slots Busy|Eligible Warps|Executed Instructions  " $OUT/ncu_fused.txt | head
echo "total t=$(( $(date +%s) - t0 ))"
