#!/bin/bash
# v55 final (the device budget's last ~170 s): HEAD's binaries (fd0876e; kernels unchanged since
# 6377878, host changes: the executor's host-OOM catch, the post-twiddle table size formula, the
# explain line): the GPU tests of multi-pass plans (three-pass, 2^20-2^27 oracles, limits incl. the
# workspace ALLOC_FAILED case, the line prefetch map), memcheck on two, the explain text of a CUDA
# 2^26 plan, and two bench rows with cuFFT FP32.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
GTEST='Cuda/GpuThreePass.*:GpuLimits.*:Cuda/GpuOracle.*/Split2_N2e2*:GpuLinePrefetchMap.*' \
  SAN='Cuda/GpuThreePass.*Split2_N2e18*' SANTOOLS=memcheck gpu_tests X=0
timeout 30 $C/tcfft plan --n 67108864 --compute tc-split --backend cuda --explain 2>&1 | head -4 | tee $OUT/explain_2e26.txt
for sh in "4096 x16384" "67108864 x1"; do shape_args "$sh"; bench_envs "$sh" tcfft X=0 -- $ns --batch $b --compute tc-split; done | tee $OUT/rows.txt
cat $OUT/hdr.txt
