#!/bin/bash
# v9 call 3: persistent grid vs full grid (TCFFT_DEV_GRID), bulk kernels on / off (TCFFT_DEV_BULK).
# (TCFFT_DEV_GRID / TCFFT_DEV_BULK were environment knobs of the experiment build only; they are not
# in the library: kernel_dev --no-bulk is the kept switch.)
C=${C:-build-dev-carry}
export LD_LIBRARY_PATH=$PWD/$C:/usr/local/cuda/lib64:$LD_LIBRARY_PATH
row() { echo "$1 $(env $2 $C/tcfft bench $3 --quiet | grep -E '^(1D|2D|3D)')"; }
for n in 16 64 256 1024 4096; do
  a="--n $n --total 67108864 --compute tc-split"
  row "n=$n bulk3-persist" "TCFFT_DEV_BULK=3" "$a"
  row "n=$n bulk3-fullgrid" "TCFFT_DEV_BULK=3 TCFFT_DEV_GRID=100000" "$a"
  row "n=$n old-persist" "TCFFT_DEV_BULK=0" "$a"
  row "n=$n old-fullgrid" "TCFFT_DEV_BULK=0 TCFFT_DEV_GRID=100000" "$a"
done
row "n=16 native-fullgrid" "TCFFT_DEV_GRID=100000" "--n 16 --total 67108864 --compute native"
row "n=64 native-persist" "TCFFT_DEV_GRID=1" "--n 64 --total 67108864 --compute native"
row "n=64 native-fullgrid" "TCFFT_DEV_GRID=100000" "--n 64 --total 67108864 --compute native"
row "2d1024 persist" "TCFFT_DEV_GRID=1" "--n 1024 --n 1024 --batch 64 --compute tc-split"
row "2d1024 fullgrid" "TCFFT_DEV_GRID=100000" "--n 1024 --n 1024 --batch 64 --compute tc-split"
row "3d256 persist" "TCFFT_DEV_GRID=1" "--n 256 --n 256 --n 256 --batch 4 --compute tc-split"
row "3d256 fullgrid" "TCFFT_DEV_GRID=100000" "--n 256 --n 256 --n 256 --batch 4 --compute tc-split"
row "1d2e20 persist" "TCFFT_DEV_GRID=1" "--n 1048576 --batch 64 --compute tc-split"
row "1d2e20 fullgrid" "TCFFT_DEV_GRID=100000" "--n 1048576 --batch 64 --compute tc-split"
