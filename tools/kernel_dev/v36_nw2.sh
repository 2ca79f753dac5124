#!/bin/bash
# v36: the 8-row staging for strided-input 256-point column passes (tcfft_nw256) against HEAD's CLI
# (tcfft_hd) on shapes with 256-point columns, two rounds. NOTES v36.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
S="256 256 256 x8;256 1024 x256;256 4096 x64;256 64 64 x64" ab_rows "hd:tcfft_hd:X=0" "nw:tcfft_nw256:X=0" > $OUT/ab.txt
rm -f $OUT/rows.txt $OUT/hdr.txt
cut -c1-200 $OUT/ab.txt
