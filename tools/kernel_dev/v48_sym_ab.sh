#!/bin/bash
# v48 (prepared in v47): main's tcfft against the sym16 branch's (tcfft_sym) on the issue shapes,
# `--tcfft-only`, two rounds, then main with cuFFT FP32 once; ncu per kernel of 1D 2^24 x4 for both
# (which pass loses 4.6%, registers, achieved occupancy).
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
S="4096 x16384;1024 x65536;256 x262144;16 x4194304;512 x131072;65536 x1024;16777216 x4;256 256 x1024;32 32 32 x4096;64 64 64 x512;128 128 128 x64;256 256 256 x8"
ab_multi "main:tcfft:X=0" "sym:tcfft_sym:X=0" | tee $OUT/ab.txt
for b in tcfft tcfft_sym; do
  timeout 120 ncu --metrics gpu__time_duration.sum,launch__registers_per_thread,sm__warps_active.avg.pct_of_peak_sustained_active,launch__grid_size \
    $C/$b bench --n 16777216 --batch 4 --compute tc-split --reps 1 --warmup 1 --tcfft-only --quiet > $OUT/ncu_$b.txt 2>&1
  echo "ncu $b rc=$?"
done
echo "t=$(( $(date +%s) - t0 ))"
