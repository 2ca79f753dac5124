#!/bin/bash
# v38: the transposed form at 512 x 512 planes on the H100 (tcfft_x with the experiment switch, as
# v38_tr.sh), two rounds. NOTES v38.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
S="512 512 x256;512 512 512 x1;16 512 512 x16" \
  ab_rows "never:tcfft_x:TCFFT_X_TRANSPOSED=0" "always:tcfft_x:TCFFT_X_TRANSPOSED=1" > $OUT/ab.txt
rm -f $OUT/rows.txt $OUT/hdr.txt
cut -c1-200 $OUT/ab.txt
