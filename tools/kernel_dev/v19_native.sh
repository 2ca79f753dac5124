#!/bin/bash
# v19 device call: NATIVE multi-pass plans, per-pass ncu times / DRAM bytes with the strided passes'
# tile 2^11 (default) and 2^13 (TCFFT_XTILE=13, experiment build), then bench rows for tiles
# 11 / 12 / 13, same binary, two rounds. NOTES.md v19.
. "$(dirname "$0")/dev_lib.sh"
P="65536 x1024;1024 1024 x64;4096 4096 x4;1048576 x64"
SHAPES="$P" COMPUTE=native bash "$(dirname "$0")/pass_times.sh" > $OUT/pass_t11.txt 2>&1
SHAPES="$P" COMPUTE=native TCFFT_XTILE=13 bash "$(dirname "$0")/pass_times.sh" > $OUT/pass_t13.txt 2>&1
echo "--- tile 11"; cat $OUT/pass_t11.txt | grep -v "^name"; echo "--- tile 13"; grep -v "^name" $OUT/pass_t13.txt
echo "ncu t=$(( $(date +%s) - t0 ))"
S="${SHAPES:-65536 x1024;1024 1024 x64;4096 4096 x4;1048576 x64;256 256 x1024;16384 x4096}"
COMPUTE=native ab_rows "t11:tcfft:X=0" "t12:tcfft:TCFFT_XTILE=12" "t13:tcfft:TCFFT_XTILE=13"
echo "total t=$(( $(date +%s) - t0 ))"
