#!/bin/bash
# (The switches were experiment code in rt_kernels.cu at the time; they are gone from the tree.)
# v15 device call: the 64 x 64 plane pass with two plane buffers (TCFFT_XPLANE=1: planes from the
# counter, 2: static order) and 32-row staged 64-point passes for strided inputs (TCFFT_X64W=1), A/B
# against the same binary with both off (= HEAD's kernels) and tcfft_prev (HEAD build). NOTES.md v15.
. "$(dirname "$0")/dev_lib.sh"
F="GpuPlanePass*:Cuda/GpuVsCpuEmulationLayouts*:Cuda/GpuLayouts*:Cuda/GpuOracle*"
GTEST=${GTEST:-$F} SAN=${SAN:-"*GpuPlanePass*"} gpu_tests TCFFT_XPLANE=1
GTEST=${GTEST2:-$F} SAN= gpu_tests TCFFT_X64W=1
S="64 64 64 x512;64 64 x16384;128 64 64 x256;64 128 128 x64"
IFS=';' read -ra shapes <<< "${SHAPES:-$S}"
for r in 1 2; do
  for sh in "${shapes[@]}"; do
    shape_args "$sh"
    [ $r = 1 ] && REPS=20 bench_row "prev" X=0 tcfft_prev $ns --batch $b --compute tc-split
    bench_envs "off " tcfft_new X=0 -- $ns --batch $b --compute tc-split
    bench_envs "pl1 " tcfft_new TCFFT_XPLANE=1 -- $ns --batch $b --compute tc-split
    bench_envs "pl2 " tcfft_new TCFFT_XPLANE=2 -- $ns --batch $b --compute tc-split
    bench_envs "w64 " tcfft_new TCFFT_X64W=1 -- $ns --batch $b --compute tc-split
    bench_envs "both" tcfft_new TCFFT_XPLANE=1 TCFFT_X64W=1 -- $ns --batch $b --compute tc-split
  done
done > $OUT/rows.txt
cat $OUT/hdr.txt $OUT/rows.txt
echo "total t=$(( $(date +%s) - t0 ))"
