#!/bin/bash
# v43 call 1 (NOTES.md v43): TC_FP16's staged 64 / 256 kernel (P = 1) at other occupancy limits.
# Binaries (build-xz/bins.tar.xz, variant_build.sh of the working tree): tcfft (landed rule,
# __launch_bounds__(128, 6): <= 80 registers), tcfft_mb4 (TCFFT_X_P1MB=4: 85-96 registers, no spill),
# tcfft_tk4 (mb4 + tickets on the post-twiddled 256 instance), tcfft_spb (TCFFT_X_SPB=k caps the
# staged 64 / 256 grids at k blocks per SM). TC_SPLIT rows of tcfft as the same-call reference.
# Then ncu per kernel of both modes at 2^24 x4 and 3D 256^3 x8 (v43_diag.sh).
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
export REPS=20
S="16777216 x4;262144 x256;256 256 256 x8;8388608 x8;128 128 128 x64;32768 x2048;64 64 64 x512;256 256 x1024"
COMPUTE=tc-fp16 ab_rows "base:tcfft:X=0" "mb4:tcfft_mb4:X=0" "tk4:tcfft_tk4:X=0" "spb3:tcfft_spb:TCFFT_X_SPB=3"
cp $OUT/rows.txt $OUT/ab_fp16.txt
S="16777216 x4;262144 x256;256 256 256 x8;8388608 x8;128 128 128 x64;32768 x2048" COMPUTE=tc-split ab_rows "split:tcfft:X=0"
cp $OUT/rows.txt $OUT/ab_split.txt
SHAPES="16777216 x4;256 256 256 x8" C=build-dev-carry bash "$(dirname "$0")/v43_diag.sh" > $OUT/diag.txt 2>&1
cat $OUT/diag.txt
cd $OUT && tar cJf v43_ab1.tar.xz --remove-files $(ls | grep -v '^v43_ab1.tar.xz$')
