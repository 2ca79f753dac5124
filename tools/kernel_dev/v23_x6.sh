#!/bin/bash
# v23: six blocks per SM for the staged 64 / D2 128 kernels (tcfft_x6: __launch_bounds__(128, 6), 71-78
# registers, no spills) against 721d16d's CLI (tcfft_base): GPU tests of the staged / layout / multi-pass
# paths, sanitizers on a few, rows (two rounds). NOTES.md v23.
. "$(dirname "$0")/dev_lib.sh"
GTEST='*Gpu*:*Cuda*' SAN='Cuda/GpuVsCpuEmulationLayouts.*split_columns*:Cuda/GpuVsCpuEmulationLayouts.*3d*:*GpuThreePass*N2e18*' gpu_tests X=0
S="${SHAPES:-128 128 128 x64;4096 4096 x4;8192 8192 x1;64 64 64 x512;32768 x2048;4194304 x16;256 256 x1024}"
ab_rows "base:tcfft_base:X=0" "x6  :tcfft_x6:X=0"
echo "total t=$(( $(date +%s) - t0 ))"
