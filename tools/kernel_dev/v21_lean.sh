#!/bin/bash
# v21: the fused 256 x 256 pair with the lean item loop (tcfft_new) against db43ceb's CLI (tcfft,
# the v20 loop): GPU tests of the pair + sanitizers, rows (two rounds), ncu instructions / issue /
# DRAM bytes of both fused kernels. NOTES.md v21.
. "$(dirname "$0")/dev_lib.sh"
GTEST='*GpuFusedPair*:*ExplainNamesTheFusedPair*:*GpuTransposed2D*:*GpuPlanePass*' SAN='*GpuFusedPair*' gpu_tests X=0
S="${SHAPES:-256 256 x1024;256 256 256 x8;64 256 256 x16}"
ab_rows "v20 :tcfft:X=0" "lean:tcfft_new:X=0"
for bin in tcfft tcfft_new; do
  echo "--- ncu $bin"
  timeout 200 ncu --kernel-name-base demangled -k regex:'rt_fused' --launch-count 1 \
    --section SchedulerStats --section InstructionStats --section WarpStateStats \
    --metrics dram__bytes_read.sum,dram__bytes_write.sum,gpu__time_duration.sum \
    $C/$bin bench --n 256 --n 256 --batch 1024 --compute tc-split --backend cuda --reps 1 --warmup 0 --quiet > $OUT/ncu_$bin.txt 2>&1
  grep -E "duration|dram__|Issue Slots Busy|Eligible Warps|Executed Instructions  |Stall|Warp Cycles Per Issued" $OUT/ncu_$bin.txt | head -30
done
echo "total t=$(( $(date +%s) - t0 ))"
