#!/bin/bash
# v15 device call 4: every staged kernel (rt_staged_kernel AS form, staged 1024 / 4096) in counter
# order (tcfft_new) against cd4e4c5's build (tcfft_prev: plane kernels already in counter order,
# staged kernels static); all GPU tests with tcfft_new, sanitizers on the 2D / 3D layouts. NOTES v15.
. "$(dirname "$0")/dev_lib.sh"
GTEST="Gpu*:Cuda/*" SAN="Cuda/GpuLayouts*3d*:Cuda/GpuLayouts*2d*:Cuda/GpuThreePass*" gpu_tests X=0
S="1024 1024 x64;4096 4096 x4;8192 8192 x1;16384 x4096;65536 x1024;1048576 x64;67108864 x1;128 128 128 x64"
IFS=';' read -ra shapes <<< "${SHAPES:-$S}"
for sh in "${shapes[@]}"; do
  shape_args "$sh"
  bench_row "prev" X=0 tcfft_prev $ns --batch $b --compute tc-split
  bench_row "new " X=0 tcfft_new $ns --batch $b --compute tc-split
done > $OUT/rows.txt
cat $OUT/hdr.txt $OUT/rows.txt
echo "total t=$(( $(date +%s) - t0 ))"
