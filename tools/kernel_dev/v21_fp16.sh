#!/bin/bash
# v21: the fused pair in TC_FP16 (tcfft_h) against e97919e's CLI (tcfft_base): GPU tests of the pair
# (TC_FP16 four-step shapes added) and the explain notes, sanitizers of the pair, rows (two
# rounds) in TC_FP16 and TC_SPLIT. NOTES.md v21.
. "$(dirname "$0")/dev_lib.sh"
GTEST='*GpuFusedPair*:*Explain*:Cuda/GpuVsCpu*65536*:Cuda/GpuVsCpu*N2e16*:*FourStep*' SAN='*GpuFusedPair*' gpu_tests X=0
S="${SHAPES:-65536 x1024;65536 x64}"
COMPUTE=tc-fp16 ab_rows "base:tcfft_base:X=0" "h   :tcfft_h:X=0" "h-i :tcfft_h:X=0:--inplace --direction inv"
cp $OUT/rows.txt $OUT/rows_fp16.txt
S="65536 x1024;256 256 x1024" ab_rows "base:tcfft_base:X=0" "h   :tcfft_h:X=0"
echo "total t=$(( $(date +%s) - t0 ))"
