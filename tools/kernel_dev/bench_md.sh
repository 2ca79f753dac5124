#!/bin/bash
# 2D/3D/large-1D shapes of issue 5 (TC_SPLIT and NATIVE vs cuFFT FP32, n*batch = 2^26 or 2^27),
# through the tcfft CLI. Usage: bench_md.sh <tcfft binary>
T=${1:-build-dev-carry/tcfft}
for c in tc-split native; do
  for shape in "--n 256 --dims 2" "--n 1024 --dims 2" "--n 4096 --dims 2" "--n 64 --dims 3" "--n 16384 --dims 1" "--n 65536 --dims 1"; do
    $T bench $shape --total 67108864 --compute $c --quiet 2>&1 | grep -E "^ *(1D|2D|3D)" | head -2
  done
done
