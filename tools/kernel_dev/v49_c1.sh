#!/bin/bash
# v49 call 1 (prepared in v48): the lean 4096 kernel's ceilings (lean1: data movement alone, lean2:
# compute and stores without loads; wrong results by design, finite outputs) against base, and the
# unscaled bulk 256 at min-blocks 4 (b4) against base, `--tcfft-only`, two rounds each.
# Carried: build-xz/bins.tar.xz from v49_prep.sh.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
S="4096 x16384;4096 x2048"
ab_multi "base:tcfft:X=0" "lean1:tcfft_lean1:X=0" "lean2:tcfft_lean2:X=0" | tee $OUT/ab_lean.txt
S="256 x262144;256 x16384;256 256 x1024"
ab_multi "base:tcfft:X=0" "b4:tcfft_b4:X=0" | tee $OUT/ab_b4.txt
echo "t=$(( $(date +%s) - t0 ))"
