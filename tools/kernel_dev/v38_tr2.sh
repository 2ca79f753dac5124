#!/bin/bash
# v38: the transposed form never / always on rectangular 2D shapes the issue tables do not cover
# (tcfft_x: 3ccb0d6's library with the experiment switch TCFFT_X_TRANSPOSED), two rounds. NOTES v38.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
S="256 1024 x256;1024 256 x256;512 1024 x128;1024 512 x128;256 512 x512;512 256 x512;1024 2048 x32;2048 1024 x32;128 512 x1024" \
  ab_rows "never:tcfft_x:TCFFT_X_TRANSPOSED=0" "always:tcfft_x:TCFFT_X_TRANSPOSED=1" > $OUT/ab.txt
rm -f $OUT/rows.txt $OUT/hdr.txt
cut -c1-200 $OUT/ab.txt
