#!/bin/bash
# v13 device call: the one-pass n = 16384 kernel (rt16384). GPU tests of the carried build (every
# GPU test; the 16384 ones under compute-sanitizer), then bench rows in one run: 1D 16384 with the
# one-pass plan and with the old two-pass plan (--max-pass 8192 gives 64 x 256 back), and the rows
# whose kernels share code with it (1024: T1024; 4096). Usage: OUT=... tools/kernel_dev/v13_x16384.sh
source "$(dirname "$0")/dev_lib.sh"
GTEST=${GTEST:-'Cuda/*:Gpu*'}
SAN=${SAN:-'*16384*:Cuda/GpuOracle.*/Split2_N2e14_fwd:Cuda/GpuOracle.*/TcFp16_N2e14_inv:Cuda/GpuVsCpuEmulation.*/Split2_N2e14_radix0'}
gpu_tests X=1
REPS=${REPS:-30}
for c in tc-split tc-fp16; do
  bench_row "1pass $c" X=1 tcfft --n 16384 --batch 4096 --compute $c
  bench_row "2pass $c" X=1 tcfft --n 16384 --batch 4096 --compute $c --max-pass 8192
done
bench_row "1pass tc-split b64" X=1 tcfft --n 16384 --batch 64 --compute tc-split
bench_row "1pass tc-split b1" X=1 tcfft --n 16384 --batch 1 --compute tc-split
bench_row "tc-split 1024" X=1 tcfft --n 1024 --total 67108864 --compute tc-split
bench_row "tc-split 4096" X=1 tcfft --n 4096 --total 67108864 --compute tc-split
bench_row "native 16384" X=1 tcfft --n 16384 --batch 4096 --compute native
cat $OUT/hdr.txt
echo "total $(( $(date +%s) - t0 )) s"
