#!/bin/bash
# v24: rt16384's last-stage stores with L1::no_allocate (tcfft_r16) against 589a422's CLI
# (tcfft_base): the 2^14 GPU tests with sanitizers, rows (two rounds). NOTES.md v24.
. "$(dirname "$0")/dev_lib.sh"
GTEST='*N2e14*:*16384*' SAN='Cuda/GpuOracle.*/Split2_N2e14_fwd:Cuda/GpuOracle.*/Native_N2e14_inv:Cuda/GpuVsCpuEmulation*N2e14*' gpu_tests X=0
S="${SHAPES:-16384 x4096;16384 x256}"
ab_rows "base:tcfft_base:X=0" "r16 :tcfft_r16:X=0"
COMPUTE=tc-fp16 S="16384 x4096" ab_rows "base16:tcfft_base:X=0" "r16-16:tcfft_r16:X=0"
echo "total t=$(( $(date +%s) - t0 ))"
