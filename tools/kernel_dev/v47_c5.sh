#!/bin/bash
# v47 call 5 (NOTES.md v47): the half-MMA radix-16 probe with a cap on resident blocks per SM (dev
# knob TCFFT_X_MAXB in the probe builds), `--tcfft-only` A/B, two rounds.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
S="16777216 x4;256 256 256 x8;256 256 x1024;4096 x16384"
ab_multi "base:tcfft:X=0" "sym:tcfft_sym:X=0" "sym_b4:tcfft_sym:TCFFT_X_MAXB=4" "base_b4:tcfft_basecap:TCFFT_X_MAXB=4" | tee $OUT/ab.txt
echo "t=$(( $(date +%s) - t0 ))"
