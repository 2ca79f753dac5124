#!/bin/bash
# v22: split columns (tcfft_sc: 2D 4096^2 / 8192^2 columns as a four-step of two passes) against
# d3c35a9's CLI (tcfft_base): GPU tests of the new plan form, sanitizers of its cases, rows (two
# rounds), TC_SPLIT and TC_FP16, pass times of the new plans. NOTES.md v22.
. "$(dirname "$0")/dev_lib.sh"
GTEST='*SplitColumns*:*split_columns*:Cuda/GpuVsCpuEmulationLayouts.*:Cuda/GpuLayouts.*:MakePlan.*:*GpuTransposed2D*' \
SAN='*split_columns*:Cuda/GpuVsCpuEmulationLayouts.*Split2_2d_4096x16' gpu_tests X=0
S="${SHAPES:-4096 4096 x4;8192 8192 x1;4096 1024 x16;8192 512 x16;4096 64 x256}"
ab_rows "base:tcfft_base:X=0" "sc  :tcfft_sc:X=0"
COMPUTE=tc-fp16 S="4096 4096 x4;8192 8192 x1" ab_rows "base16:tcfft_base:X=0" "sc-16 :tcfft_sc:X=0"
C_SAVE=$C
for sh in "4096 4096 x4" "8192 8192 x1"; do
  shape_args "$sh"
  timeout 60 ncu --clock-control none --kernel-name-base demangled -k regex:'tcfft::cuda' \
    --metrics gpu__time_duration.sum,dram__bytes_read.sum,dram__bytes_write.sum \
    $C/tcfft_sc bench $ns --batch $b --compute tc-split --backend cuda --reps 1 --warmup 0 --quiet > $OUT/t.txt 2>&1
  echo "=== pass times $sh (rc=$?)"
  grep -E "Context|gpu__time_duration|dram__bytes" $OUT/t.txt | grep -v build_lane | sed -E 's/\(.*//' | head -24
done
echo "total t=$(( $(date +%s) - t0 ))"
