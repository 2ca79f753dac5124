#!/bin/bash
# v21: the staged kernels' strided copies as pointer walks (tcfft_walk) against d4e9af0's CLI
# (tcfft_fs, the same library as 0a2bb96): GPU tests of the staged paths + sanitizers of 2D / 3D
# layouts, rows (two rounds), ncu instructions of the first staged kernel of 1D 65536. NOTES.md v21.
. "$(dirname "$0")/dev_lib.sh"
GTEST='Cuda/GpuVsCpu*:Cuda/GpuLayouts*:Cuda/GpuThreePass*:*FourStep*:GpuTransposed2D*:GpuFusedPair*:GpuPlanePass*' \
  SAN='Cuda/GpuLayouts*3d*:Cuda/GpuThreePass*' gpu_tests X=0
S="${SHAPES:-128 128 128 x64;512 512 512 x1;32768 x2048;262144 x256;512 512 x256;4194304 x16;256 256 256 x8}"
ab_rows "fs  :tcfft_fs:X=0" "walk:tcfft_walk:X=0"
for bin in tcfft_fs tcfft_walk; do
  echo "--- ncu $bin"
  timeout 120 ncu --kernel-name-base demangled -k regex:'rt_staged' --launch-count 1 --section InstructionStats \
    --metrics gpu__time_duration.sum $C/$bin bench --n 262144 --batch 256 --compute tc-split --backend cuda --reps 1 --warmup 0 --quiet > $OUT/ncu_$bin.txt 2>&1
  grep -E "rt_staged|duration|Executed Instructions  " $OUT/ncu_$bin.txt | cut -c1-150 | head -4
done
echo "total t=$(( $(date +%s) - t0 ))"
