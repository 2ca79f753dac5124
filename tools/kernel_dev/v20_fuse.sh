#!/bin/bash
# v20 device call: the fused transposed 256 x 256 pair (rt_fused256_kernel). GPU tests of the
# fused pair and the transposed / plane / GPU-vs-CPU cases with memcheck / racecheck of the fused
# pair; then the two shapes with chunk sizes and lags (TCFFT_XFUSE="MB,lag", 0 = the two passes),
# same binary, two rounds. NOTES.md v20.
. "$(dirname "$0")/dev_lib.sh"
GTEST='*GpuFusedPair*:*GpuTransposed2D*:*GpuPlanePass*:*GpuVsCpu*:*GpuLayouts*' SAN='*GpuFusedPair*' gpu_tests X=0
S="${SHAPES:-256 256 x1024;256 256 256 x8}"
ab_rows "off :tcfft:TCFFT_XFUSE=0" "8,2 :tcfft:TCFFT_XFUSE=8,2" "4,2 :tcfft:TCFFT_XFUSE=4,2" \
  "16,2:tcfft:TCFFT_XFUSE=16,2" "8,1 :tcfft:TCFFT_XFUSE=8,1" "8,3 :tcfft:TCFFT_XFUSE=8,3"
echo "total t=$(( $(date +%s) - t0 ))"
