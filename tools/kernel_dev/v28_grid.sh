#!/bin/bash
# v28: lines per block of rt4096 (TCFFT_X_GRID = blocks, static order) for the full kernel and the
# copy skeleton (TCFFT_X_SKIP=2), two rounds. NOTES.md v28.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
shape_args "4096 x16384"
for r in 1 2; do
  for g in 0 528 1056 2048 4096; do
    bench_envs "g$g full" tcfft_x TCFFT_X_GRID=$g -- $ns --batch $b --compute tc-split
    bench_envs "g$g sk2 " tcfft_x TCFFT_X_GRID=$g TCFFT_X_SKIP=2 -- $ns --batch $b --compute tc-split
  done
done > $OUT/rows.txt
cat $OUT/hdr.txt $OUT/rows.txt
echo "total t=$(( $(date +%s) - t0 ))"
