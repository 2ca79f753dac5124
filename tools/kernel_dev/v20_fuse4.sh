#!/bin/bash
# v20 fourth device call: the fused pair with two rows per warp (TCFFT_XFUSE="MB,lag,discard,3":
# 3 blocks per SM, RU = 2): GPU test of the fused pair in that form (bits), rows against the
# one-row form and the two passes, two rounds; ncu of the two-row form. NOTES.md v20.
. "$(dirname "$0")/dev_lib.sh"
GTEST='*GpuFusedPair*' SAN='' gpu_tests TCFFT_XFUSE=8,2,1,3
S="${SHAPES:-256 256 x1024;256 256 256 x8}"
ab_rows "off     :tcfft:TCFFT_XFUSE=0" "8,2,1,4 :tcfft:TCFFT_XFUSE=8,2,1,4" "8,2,1,3 :tcfft:TCFFT_XFUSE=8,2,1,3" \
  "16,2,1,3:tcfft:TCFFT_XFUSE=16,2,1,3" "8,3,1,3 :tcfft:TCFFT_XFUSE=8,3,1,3"
for x in 8,2,1,3; do
  echo "--- ncu TCFFT_XFUSE=$x"
  SHAPES="256 256 x1024" TCFFT_XFUSE=$x bash "$(dirname "$0")/pass_times.sh" 2>&1 | grep -v "^name"
done
echo "total t=$(( $(date +%s) - t0 ))"
