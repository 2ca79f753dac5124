#!/bin/bash
# v47 call 2 (NOTES.md v47): radix 16 from half the MMAs (dev macro TCFFT_X_SYM, probe): `tcfft
# bench --tcfft-only` A/B of base and sym, two rounds, then 4096 x16384 sustained for both.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
S="4096 x16384;256 256 x1024;65536 x1024;256 256 256 x8;16777216 x4;256 x262144;128 128 128 x64;512 x131072"
ab_multi "base:tcfft:X=0" "sym:tcfft_sym:X=0" | tee $OUT/ab.txt
for b in tcfft tcfft_sym; do timeout 60 $C/$b bench --n 4096 --batch 16384 --compute tc-split --reps 20 --sustain-ms 2000 --tcfft-only --quiet 2>&1 | grep -E "^1D" | sed "s/^/$b sustained  /"; done | tee $OUT/sustained.txt
echo "t=$(( $(date +%s) - t0 ))"
