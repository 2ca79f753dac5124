#!/bin/bash
# v18 device call: the transposed 2D planner rule (planner.cpp transposed_2d_pays). Every GPU test
# and the sanitizers on transposed plans, then the rule's plan against one pass per axis (the same
# binary with --max-pass 8192, which turns the form off), two rounds, TC_SPLIT and TC_FP16 rows.
. "$(dirname "$0")/dev_lib.sh"
GTEST="*Gpu*" SAN="*GpuTransposed2D*:*GpuVsCpuEmulationLayouts*2d_2048x512*:*GpuVsCpuEmulationLayouts*2d_256x256*" \
  gpu_tests X=1
S="${SHAPES:-256 256 x1024;2048 2048 x16;2048 512 x64;256 2048 x128;2048 256 x128;512 256 x512;512 2048 x64}"
ab_rows "axis:tcfft_new:X=0:--max-pass 8192" "rule:tcfft_new:X=0"
mv $OUT/rows.txt $OUT/rows_split.txt
S="256 256 x1024;2048 2048 x16" COMPUTE=tc-fp16 ab_rows "axis:tcfft_new:X=0:--max-pass 8192" "rule:tcfft_new:X=0"
mv $OUT/rows.txt $OUT/rows_fp16.txt
for sh in "256 256 x1024" "2048 512 x64" "1024 1024 x64"; do
  shape_args "$sh"; echo "=== $sh"; $C/tcfft_new plan $ns --batch $b --compute tc-split --backend cuda --explain 2>&1 | head -4
done
echo "total t=$(( $(date +%s) - t0 ))"
