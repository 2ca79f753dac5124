#!/bin/bash
# (The switches were experiment code in rt_kernels.cu at the time; they are gone from the tree.)
# v15 device call 3: the staged kernels' block iterations in order from the counter (TCFFT_XSTK=1, the
# strided wide 64 / 256 / D2 128 / D2 512 paths) against the same binary off. NOTES.md v15.
. "$(dirname "$0")/dev_lib.sh"
F="GpuPlanePass*:Cuda/GpuVsCpuEmulationLayouts*:Cuda/GpuLayouts*:Cuda/GpuOracle*:Cuda/GpuThreePass*"
GTEST=$F SAN="Cuda/GpuLayouts*3d*:Cuda/GpuLayouts*2d*" gpu_tests TCFFT_XSTK=1
S="64 64 64 x512;256 256 256 x8;128 128 128 x64;256 256 x1024;512 512 512 x1;64 128 128 x64"
IFS=';' read -ra shapes <<< "${SHAPES:-$S}"
for r in 1 2; do
  for sh in "${shapes[@]}"; do
    shape_args "$sh"
    bench_row "off " X=0 tcfft_new $ns --batch $b --compute tc-split
    bench_row "stk " TCFFT_XSTK=1 tcfft_new $ns --batch $b --compute tc-split
  done
done > $OUT/rows.txt
cat $OUT/hdr.txt $OUT/rows.txt
echo "total t=$(( $(date +%s) - t0 ))"
