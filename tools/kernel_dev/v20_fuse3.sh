#!/bin/bash
# v20 third device call: the fused pair at 4 or 5 blocks per SM (TCFFT_XFUSE="MB,lag,discard,minblocks"),
# two rounds, and ncu of the 5-block form. NOTES.md v20.
. "$(dirname "$0")/dev_lib.sh"
S="${SHAPES:-256 256 x1024;256 256 256 x8}"
ab_rows "off     :tcfft:TCFFT_XFUSE=0" "8,2,1,4 :tcfft:TCFFT_XFUSE=8,2,1,4" "8,2,1,5 :tcfft:TCFFT_XFUSE=8,2,1,5" \
  "4,2,1,5 :tcfft:TCFFT_XFUSE=4,2,1,5"
for x in 8,2,1,5; do
  echo "--- ncu TCFFT_XFUSE=$x"
  SHAPES="256 256 x1024" TCFFT_XFUSE=$x bash "$(dirname "$0")/pass_times.sh" 2>&1 | grep -v "^name"
done
echo "total t=$(( $(date +%s) - t0 ))"
