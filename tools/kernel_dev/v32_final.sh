#!/bin/bash
# v32: the issue-3 table of tcfft_n (1cd886b's CLI), then base (81a55d7's CLI, tcfft_x) against tcfft_n on the
# shapes with 1024-point passes and the issue-5 rows that have none, one round each. NOTES.md v32.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
OUT=$OUT/i3 "$(dirname "$0")/issue3_table.sh" $C/tcfft_n | cut -c1-200
S="1024 x65536;1024 1024 x64;1048576 x64;64 1024 1024 x1;4096 4096 x4;4096 x32768;256 256 x1024" ab_rows "base:tcfft_x:X=0" "new:tcfft_n:X=0" | cut -c1-200
echo "total t=$(( $(date +%s) - t0 ))"
