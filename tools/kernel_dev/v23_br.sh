#!/bin/bash
# v23: the radix-2 tail's k = 0 skip as a branch in the TC_SPLIT 32 x 32 plane kernel (tcfft_br) against
# 8e2f722's CLI (tcfft_base, the select everywhere): plane-kernel GPU tests with sanitizers, rows (two
# rounds), TC_FP16 and a D2 row as controls. NOTES.md v23.
. "$(dirname "$0")/dev_lib.sh"
GTEST='*Plane*:*plane*:*32x32*:Cuda/GpuVsCpuEmulationLayouts.*' SAN='*GpuPlanePass*:Cuda/GpuVsCpuEmulationLayouts.*32x32x32*' gpu_tests X=0
S="${SHAPES:-32 32 32 x4096;32 32 x65536;128 128 128 x64}"
ab_rows "base:tcfft_base:X=0" "br  :tcfft_br:X=0"
COMPUTE=tc-fp16 S="32 32 32 x4096" ab_rows "base16:tcfft_base:X=0" "br-16 :tcfft_br:X=0"
echo "total t=$(( $(date +%s) - t0 ))"
