#!/bin/bash
# v58 call 7: the warp-specialized 1024 form on the 2D / 3D columns, without and with an L2 prefetch of
# the tile two ahead (probe build of experiments/ws1024_columns_l2pf_v58.diff.txt: TCFFT_X_WSCOLS=1 / 2),
# against the landed code (staged columns), two rounds.
# Carried: build-xz/bins.tar.xz = {tcfft_base (HEAD), tcfft_probe, libfftw3*.so.3}.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
S="1024 1024 x64;1024 64 64 x16;1048576 x64"
ab_multi "staged:tcfft_base:X=0" "wsc:tcfft_probe:TCFFT_X_WSCOLS=1" "wscpf:tcfft_probe:TCFFT_X_WSCOLS=2"
