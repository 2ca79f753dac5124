#!/bin/bash
# v13 device call: rt16384 with the next line's copy-in behind the last stage (tcfft, tcfft_tests)
# against the form without (tcfft_base), same run. Usage: OUT=... tools/kernel_dev/v13_ov.sh
source "$(dirname "$0")/dev_lib.sh"
GTEST=${GTEST:-'*16384*:*N2e14*:Cuda/GpuModes.*'}
SAN=${SAN:-'*16384*:Cuda/GpuOracle.*/Split2_N2e14_fwd:Cuda/GpuOracle.*/TcFp16_N2e14_inv'}
gpu_tests X=1
REPS=${REPS:-30}
for i in 1 2; do
  for bin in tcfft_base tcfft; do
    for c in tc-split tc-fp16; do bench_row "$bin $c" X=1 $bin --n 16384 --batch 4096 --compute $c; done
  done
done
bench_row "tcfft b1" X=1 tcfft --n 16384 --batch 1 --compute tc-split
bench_row "tcfft_base b1" X=1 tcfft_base --n 16384 --batch 1 --compute tc-split
cat $OUT/hdr.txt
echo "total $(( $(date +%s) - t0 )) s"
