#!/bin/bash
# v18 device call: the transposed 2D plan (TCFFT_X2DT=1, experiments/x2dt_planner_v16.diff.txt
# applied to the build) against the default 2D plan on today's kernels, same binary, two rounds;
# then ncu per-pass times of 2048^2 x16 both ways. NOTES.md v18.
. "$(dirname "$0")/dev_lib.sh"
S="${SHAPES:-256 256 x1024;512 512 x256;1024 1024 x64;2048 2048 x16;128 128 x4096;256 1024 x256;2048 512 x64;4096 4096 x4}"
ab_rows "off :tcfft_new:X=0" "x2dt:tcfft_new:TCFFT_X2DT=1"
cp $C/tcfft_new $C/tcfft
SHAPES="2048 2048 x16;256 256 x1024" bash "$(dirname "$0")/pass_times.sh" > $OUT/pass_off.txt 2>&1
SHAPES="2048 2048 x16;256 256 x1024" TCFFT_X2DT=1 bash "$(dirname "$0")/pass_times.sh" > $OUT/pass_x2dt.txt 2>&1
echo "--- off"; grep -v "^name\|^\"" $OUT/pass_off.txt | tail -8; echo "--- x2dt"; tail -8 $OUT/pass_x2dt.txt
echo "total t=$(( $(date +%s) - t0 ))"
