#!/bin/bash
# v45 call 6 (NOTES.md v45): TC_SPLIT 1D 2^18 planned as 256 x 1024 (planner.cpp, this commit):
# the GPU-vs-CPU tests of 2^16 / 2^18 and the bias test, memcheck of the 2^18 one, and the bench
# row with cuFFT FP32 (two rounds) and TC_FP16 beside it. Binaries: build-xz/bins.tar.xz.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
GTEST='Cuda/GpuVsCpuEmulation.*N2e18*:Cuda/GpuVsCpuEmulation.*N2e16*:GpuTruncationBias.*' \
  SAN='Cuda/GpuVsCpuEmulation.*Split2_N2e18*' SANTOOLS=memcheck gpu_tests X=0 | tee $OUT/tests.txt
for r in 1 2; do bench_envs "r$r" tcfft X=0 -- --n 262144 --batch 256 --compute tc-split; done | tee $OUT/rows.txt
bench_envs "fp16" tcfft X=0 -- --n 262144 --batch 256 --compute tc-fp16 | tee -a $OUT/rows.txt
timeout 20 $C/tcfft plan --n 262144 --batch 256 --compute tc-split --backend cuda --explain | grep -vE "^ +(\*| )p[0-9]" > $OUT/plan.txt
echo "t=$(( $(date +%s) - t0 ))"
