#!/bin/bash
# v9 call 4: in-order work counter (tickets) in the bulk / rt1024 / rt4096 kernels vs the HEAD
# binary (tcfft_base) and the full-grid experiment, same call.
# (v9d ran the build with the counter also in rt1024 / rt4096, since reverted; TCFFT_DEV_* were
# knobs of that build only.)
C=${C:-build-dev-carry}
export LD_LIBRARY_PATH=$PWD/$C:/usr/local/cuda/lib64:$LD_LIBRARY_PATH
row() { echo "$1 | $(env $2 $C/$4 bench $3 --quiet 2>&1 | grep -E '^(1D|2D|3D)' | awk '{print $6, $7, $8, $10, $11, "|", $NF-1, $NF}')"; }
for rep in 1 2; do
for n in 16 64 256 1024 4096; do
  a="--n $n --total 67108864 --compute tc-split"
  row "n=$n base" "X=1" "$a" tcfft_base
  row "n=$n tickets" "X=1" "$a" tcfft
  [ $n -le 64 ] && [ $rep = 1 ] && row "n=$n old-fullgrid" "TCFFT_DEV_BULK=0 TCFFT_DEV_GRID=100000" "$a" tcfft
done
done
row "n=256 inplace" "X=1" "--n 256 --total 67108864 --compute tc-split --inplace" tcfft
row "n=1024 inv" "X=1" "--n 1024 --total 67108864 --compute tc-split --direction inv" tcfft
row "n=16 native" "X=1" "--n 16 --total 67108864 --compute native" tcfft
row "n=4096 native" "X=1" "--n 4096 --total 67108864 --compute native" tcfft
