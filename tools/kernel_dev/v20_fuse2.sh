#!/bin/bash
# v20 second device call: the fused pair without the per-thread fences, with the readiness check
# behind the stores and power-of-two chunks; GPU tests of the fused pair (memcheck / racecheck);
# rows with chunk / lag / discard (TCFFT_XFUSE="MB,lag,discard"), two rounds; ncu time and DRAM
# bytes of the fused kernel against the two passes. NOTES.md v20.
. "$(dirname "$0")/dev_lib.sh"
GTEST='*GpuFusedPair*:*GpuTransposed2D*' SAN='*GpuFusedPair*' gpu_tests X=0
S="${SHAPES:-256 256 x1024;256 256 256 x8}"
ab_rows "off   :tcfft:TCFFT_XFUSE=0" "8,2,1 :tcfft:TCFFT_XFUSE=8,2,1" "8,2,0 :tcfft:TCFFT_XFUSE=8,2,0" \
  "16,2,1:tcfft:TCFFT_XFUSE=16,2,1" "8,3,1 :tcfft:TCFFT_XFUSE=8,3,1" "32,2,1:tcfft:TCFFT_XFUSE=32,2,1"
for x in 0 8,2,1 8,2,0; do
  echo "--- ncu TCFFT_XFUSE=$x"
  SHAPES="256 256 x1024" TCFFT_XFUSE=$x bash "$(dirname "$0")/pass_times.sh" 2>&1 | grep -v "^name"
done
echo "total t=$(( $(date +%s) - t0 ))"
