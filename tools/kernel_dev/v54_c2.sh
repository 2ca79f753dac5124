#!/bin/bash
# v54 call 2 (diagnostic): call 1's lead split into its two parts: three items ahead with the map
# (lead), three ahead without it (TCFFT_X_NOPF=1: probe binary only), against HEAD 981118f (base).
# Carried: build-xz/bins.tar.xz = {tcfft (probe), tcfft_base (981118f), libfftw3*.so.3}.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
S="256 256 256 x8;512 512 512 x1;256 1024 x256;256 64 64 x64"
ab_multi "base:tcfft_base:X=0" "lead:tcfft:X=0" "ahead3:tcfft:TCFFT_X_NOPF=1" | tee $OUT/ab.txt
