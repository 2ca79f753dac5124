#!/bin/bash
# v19 device call: NATIVE rank-1 multi-pass plans with the longest pass 1024 / 2048 / 4096 against
# the library's (8192), same binary, two rounds. NOTES.md v19.
. "$(dirname "$0")/dev_lib.sh"
S="${SHAPES:-16384 x4096;32768 x2048;65536 x1024;262144 x256;1048576 x64;4194304 x16;16777216 x4;67108864 x1}"
COMPUTE=native ab_rows "def :tcfft:X=0" "1024:tcfft:X=0:--max-pass 1024" "2048:tcfft:X=0:--max-pass 2048" "4096:tcfft:X=0:--max-pass 4096"
echo "total t=$(( $(date +%s) - t0 ))"
