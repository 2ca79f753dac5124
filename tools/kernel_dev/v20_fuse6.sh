#!/bin/bash
# v20 sixth device call: the fused pair with cache hints (TCFFT_XFUSE="MB,lag,discard,hints": pass
# A's input read evict-first, pass B's output stored streaming) and longer lags; GPU test of the
# fused pair with hints; rows, two rounds; ncu instructions / issue / DRAM bytes. NOTES.md v20.
. "$(dirname "$0")/dev_lib.sh"
GTEST='*GpuFusedPair*' SAN='' gpu_tests TCFFT_XFUSE=8,2,1,1
S="${SHAPES:-256 256 x1024;256 256 256 x8}"
ab_rows "off    :tcfft:TCFFT_XFUSE=0" "8,2,1,0:tcfft:TCFFT_XFUSE=8,2,1,0" "8,2,1,1:tcfft:TCFFT_XFUSE=8,2,1,1" \
  "8,3,1,1:tcfft:TCFFT_XFUSE=8,3,1,1" "8,4,1,1:tcfft:TCFFT_XFUSE=8,4,1,1" "4,6,1,1:tcfft:TCFFT_XFUSE=4,6,1,1"
for x in 8,2,1,1 8,4,1,1; do
  echo "--- ncu $x"
  TCFFT_XFUSE=$x timeout 200 ncu --kernel-name-base demangled -k regex:'rt_fused' --launch-count 1 \
    --section SchedulerStats --section InstructionStats \
    --metrics dram__bytes_read.sum,dram__bytes_write.sum,gpu__time_duration.sum \
    $C/tcfft bench --n 256 --n 256 --batch 1024 --compute tc-split --backend cuda --reps 1 --warmup 0 --quiet > $OUT/ncu.txt 2>&1
  grep -E "duration|dram__|Issue Slots Busy|Eligible Warps|Executed Instructions  " $OUT/ncu.txt | head
done
echo "total t=$(( $(date +%s) - t0 ))"
