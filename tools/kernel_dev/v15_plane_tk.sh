#!/bin/bash
# (The switches were experiment code in rt_kernels.cu at the time; they are gone from the tree.)
# v15 device call 2: plane kernels with planes in order from the counter (64: TCFFT_XPLANE=3; 32:
# TCFFT_XPLANE32=3) and the 32 x 32 plane's next copy issued once its first buffer is free
# (TCFFT_XPLANE32=1 static order, 2 counter order); every row with TCFFT_X64W=1. NOTES.md v15.
. "$(dirname "$0")/dev_lib.sh"
F="GpuPlanePass*:Cuda/GpuVsCpuEmulationLayouts*:Cuda/GpuLayouts*"
GTEST=$F SAN="*GpuPlanePass*" gpu_tests TCFFT_XPLANE=3
GTEST=$F SAN="*GpuPlanePass*" gpu_tests TCFFT_XPLANE32=1
GTEST=$F SAN="*GpuPlanePass*" gpu_tests TCFFT_XPLANE32=2
S="32 32 32 x4096;32 32 x65536;64 64 64 x512;64 64 x16384"
IFS=';' read -ra shapes <<< "${SHAPES:-$S}"
for r in 1 2; do
  for sh in "${shapes[@]}"; do
    shape_args "$sh"
    bench_envs "off " tcfft_new TCFFT_X64W=1 X=0 -- $ns --batch $b --compute tc-split
    case "$sh" in
      32*) bench_envs "p32a" tcfft_new TCFFT_X64W=1 TCFFT_XPLANE32=1 -- $ns --batch $b --compute tc-split
           bench_envs "p32b" tcfft_new TCFFT_X64W=1 TCFFT_XPLANE32=2 -- $ns --batch $b --compute tc-split
           bench_envs "p32c" tcfft_new TCFFT_X64W=1 TCFFT_XPLANE32=3 -- $ns --batch $b --compute tc-split ;;
      *)   bench_envs "p64t" tcfft_new TCFFT_X64W=1 TCFFT_XPLANE=3 -- $ns --batch $b --compute tc-split ;;
    esac
  done
done > $OUT/rows.txt
cat $OUT/hdr.txt $OUT/rows.txt
echo "total t=$(( $(date +%s) - t0 ))"
