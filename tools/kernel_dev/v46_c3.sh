#!/bin/bash
# v46 call 3 (NOTES.md v46): per-call cost of small / mid-size TC_SPLIT plans under dev knobs of the
# carried variant build (rt_kernels.cu with -DTCFFT_X_ENV, not landed): TCFFT_X_NOTIX (static order
# for passes of at most that many lines), TCFFT_X_BULK=0 (register-only kernels), TCFFT_X_FUSED=0
# (the fused 256 pair as two passes), TCFFT_X_PLANE=0, TCFFT_X_GRID (cap of the persistent grid);
# percall (tools/kernel_dev/percall.cu, linked with the variant library) prints host / stream / graph
# us per call against cuFFT FP32. Then `tcfft bench` rows of 1D 16384 x64 at pass lengths 0 / 1024 /
# 128 (one block per line against two passes).
mkdir -p c && tar -C c -xJf build-xz/bins.tar.xz
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:$LD_LIBRARY_PATH
{ nvidia-smi --query-gpu=name,clocks.sm --format=csv; date -u; } | tee $OUT/smi.txt
for v in "X=0" "TCFFT_X_NOTIX=1000000000" "TCFFT_X_BULK=0" "TCFFT_X_FUSED=0" "TCFFT_X_PLANE=0" "TCFFT_X_GRID=264" "TCFFT_X_GRID=132"; do
  echo "== $v"; env $v ./c/percall --compute tc-split
done 2>&1 | tee $OUT/percall_knobs.txt
for mp in 0 1024 128; do
  ./c/tcfft bench --n 16384 --batch 64 --compute tc-split --max-pass $mp --reps 50 --quiet 2>&1 | grep -E "^1D" | sed "s/^/max-pass $mp  /"
  ./c/tcfft bench --n 16384 --batch 16 --compute tc-split --max-pass $mp --reps 50 --quiet 2>&1 | grep -E "^1D" | sed "s/^/max-pass $mp  /"
done | tee $OUT/r16384.txt
