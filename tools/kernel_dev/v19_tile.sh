#!/bin/bash
# v19 device call: the block-tile plan variant (FftPass::tile_log). GPU tests of the NATIVE and
# block-tile cases with memcheck / racecheck, the NATIVE issue-5 rows (ESTIMATE = the rule), and
# MEASURE of two NATIVE shapes with their candidates (explain). NOTES.md v19.
. "$(dirname "$0")/dev_lib.sh"
GTEST='*GpuBlockTile*:*GpuOracle*Native*:*GpuLayouts*Native*:*GpuModes*Native*:*Huge*Native*' \
SAN='*GpuBlockTile*:*GpuLayouts*Native_2d*' gpu_tests X=0
S="16384 x4096;65536 x1024;1048576 x64;67108864 x1;256 256 x1024;1024 1024 x64;4096 4096 x4;8192 8192 x1;128 128 128 x64;512 512 512 x1"
COMPUTE=native ab_rows "rule:tcfft:X=0"
for sh in "1024 1024 x64" "65536 x1024"; do
  shape_args "$sh"
  timeout 120 $C/tcfft plan $ns --batch $b --compute native --backend cuda --planner measure --explain > $OUT/measure_${sh// /_}.txt 2>&1
  echo "=== measure $sh rc=$?"; grep -E "tile|why|planner:" $OUT/measure_${sh// /_}.txt | head -30
done
echo "total t=$(( $(date +%s) - t0 ))"
