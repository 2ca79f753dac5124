#!/bin/bash
# v21: the fused pair for the 256 x 256 four-step (tcfft_fs) against the lean fused pair of
# 0608923 (tcfft_lean, which runs 1D 65536 as two staged passes): GPU tests of the pair and the
# explain notes, sanitizers of the pair, rows (two rounds), ncu of the fused kernel. NOTES.md v21.
. "$(dirname "$0")/dev_lib.sh"
GTEST='*GpuFusedPair*:*Explain*:*GpuTransposed2D*:Cuda/GpuVsCpu*:*FourStep*' SAN='*GpuFusedPair*' gpu_tests X=0
S="${SHAPES:-65536 x1024;65536 x256;256 256 x1024;256 256 256 x8}"
ab_rows "lean:tcfft_lean:X=0" "fs  :tcfft_fs:X=0" "fs-i:tcfft_fs:X=0:--inplace --direction inv"
echo "--- ncu fs 65536 x1024"
timeout 200 ncu --kernel-name-base demangled -k regex:'rt_fused' --launch-count 1 \
  --section SchedulerStats --section InstructionStats \
  --metrics dram__bytes_read.sum,dram__bytes_write.sum,gpu__time_duration.sum \
  $C/tcfft_fs bench --n 65536 --batch 1024 --compute tc-split --backend cuda --reps 1 --warmup 0 --quiet > $OUT/ncu_fs.txt 2>&1
grep -E "duration|dram__|Issue Slots Busy|Eligible Warps|Executed Instructions  " $OUT/ncu_fs.txt | head
echo "total t=$(( $(date +%s) - t0 ))"
