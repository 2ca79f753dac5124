#!/bin/bash
# v38: the transposed 2D / inner-axes form against the planner's rule on today's kernels (the rule's
# gains and losses were measured on the H100 in v18): tcfft_x = this library plus the experiment
# switch TCFFT_X_TRANSPOSED (0 never, 1 always where eligible; experiments/transposed_env_v38.diff.txt),
# two rounds. NOTES v38.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
S="1024 1024 x64;512 512 x256;128 128 128 x64;4096 4096 x4;512 512 512 x1;256 256 256 x8;2048 2048 x16" \
  ab_rows "rule:tcfft_x:X=2" "never:tcfft_x:TCFFT_X_TRANSPOSED=0" "always:tcfft_x:TCFFT_X_TRANSPOSED=1" > $OUT/ab.txt
rm -f $OUT/rows.txt $OUT/hdr.txt
cut -c1-200 $OUT/ab.txt
