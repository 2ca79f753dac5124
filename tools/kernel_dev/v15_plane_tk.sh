#!/bin/bash
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
row() {  # label env... -- args
  local l=$1; shift; local envs=(); while [ "$1" != "--" ]; do envs+=("$1"); shift; done; shift
  env TCFFT_X64W=1 "${envs[@]}" timeout 120 $C/tcfft_new bench "$@" --reps ${REPS:-20} --quiet > $OUT/t.txt 2>&1
  grep -m1 "^shape" $OUT/t.txt > $OUT/hdr.txt
  grep -E "^(1D|2D|3D) " $OUT/t.txt | tail -1 | sed "s/^/$l  /"
  grep -v "^#" $OUT/t.txt | grep -iE "error|not supported|fail" | head -2 | sed "s/^/$l  /"
}
for r in 1 2; do
  for sh in "${shapes[@]}"; do
    shape_args "$sh"
    row "off " X=0 -- $ns --batch $b --compute tc-split
    case "$sh" in
      32*) row "p32a" TCFFT_XPLANE32=1 -- $ns --batch $b --compute tc-split
           row "p32b" TCFFT_XPLANE32=2 -- $ns --batch $b --compute tc-split
           row "p32c" TCFFT_XPLANE32=3 -- $ns --batch $b --compute tc-split ;;
      *)   row "p64t" TCFFT_XPLANE=3 -- $ns --batch $b --compute tc-split ;;
    esac
  done
done > $OUT/rows.txt
cat $OUT/hdr.txt $OUT/rows.txt
echo "total t=$(( $(date +%s) - t0 ))"
