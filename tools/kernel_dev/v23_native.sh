#!/bin/bash
# v23: split columns for NATIVE F32 (the planner rule of the register-tile modes): one CLI, default
# plan vs `--max-pass 8192` (the rule off: one pass per axis); GPU tests of the layouts / split-column
# cases, sanitizers on the new NATIVE cases, rows (two rounds). NOTES.md v23.
. "$(dirname "$0")/dev_lib.sh"
GTEST='Cuda/GpuLayouts.*:*split_columns*:MakePlan.*:*OracleSplitColumns*' SAN='*Native_2d_*split_columns*' gpu_tests X=0
COMPUTE=native S="${SHAPES:-8192 8192 x1;4096 4096 x4;8192 512 x16;4096 1024 x16;4096 64 x256}" \
  ab_rows "split:tcfft:X=0" "axis :tcfft:X=0:--max-pass 8192"
for sh in "8192 8192 x1" "4096 4096 x4"; do
  shape_args "$sh"
  { echo "=== $sh"; timeout 30 $C/tcfft plan $ns --batch $b --compute native --backend cuda --explain 2>&1; } >> $OUT/explain_native.txt
done
echo "total t=$(( $(date +%s) - t0 ))"
