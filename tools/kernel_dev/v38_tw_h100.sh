#!/bin/bash
# v38: the line rules on post-twiddled passes on the H100: tcfft_new (209cd5a) against tcfft_tw
# (3ccb0d6's library), two rounds of the shapes with post-twiddled passes. NOTES v38.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
S="65536 x1024;1048576 x64;4194304 x16;16777216 x4;67108864 x1;4096 4096 x4;8192 8192 x1" \
  ab_rows "base:tcfft_new:X=0" "tw:tcfft_tw:X=0" > $OUT/ab.txt
rm -f $OUT/rows.txt $OUT/hdr.txt
cut -c1-200 $OUT/ab.txt
