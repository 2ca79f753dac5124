#!/bin/bash
# v29: tk without spills (TCFFT_X_DIRECT=6) and the static lean grid at L lines per block
# (DIRECT=5, DGRID=-L) against main over 1D 4096 batches and 2D 4096^2 (rows), one binary.
# NOTES.md v29.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
F4='*4096*:*N2e12*:*Contiguous4096*:*Gpu*Limits*Lines*:*Capture*:*Concurrency*'
SAN4='Cuda/GpuOracle.*/Split2_N2e12_*:*Contiguous4096*:Cuda/GpuVsCpuEmulation*/*4096*'
GTEST="$F4" TESTS=tests_x SAN="$SAN4" SANTOOLS="memcheck racecheck" gpu_tests TCFFT_X_DIRECT=6
export TCFFT_X_DGRID=-10; GTEST="$F4" TESTS=tests_x SAN="" gpu_tests TCFFT_X_DIRECT=5; unset TCFFT_X_DGRID
for sh in "4096 x16384" "4096 x16384" "4096 x32768" "4096 x8192" "4096 x4096" "4096 x2048" "4096 x1024" "4096 4096 x4" "4096 4096 x1"; do
  shape_args "$sh"
  bench_envs "main  " tcfft_x X=0 -- $ns --batch $b --compute tc-split
  bench_envs "tk    " tcfft_x TCFFT_X_DIRECT=6 -- $ns --batch $b --compute tc-split
  bench_envs "L10   " tcfft_x TCFFT_X_DIRECT=5 TCFFT_X_DGRID=-10 -- $ns --batch $b --compute tc-split
  bench_envs "L4    " tcfft_x TCFFT_X_DIRECT=5 TCFFT_X_DGRID=-4 -- $ns --batch $b --compute tc-split
done > $OUT/rows.txt
cat $OUT/hdr.txt $OUT/rows.txt
echo "total t=$(( $(date +%s) - t0 ))"
(cd $OUT && tar czf logs.tgz *.log smi.txt && rm -f *.log)
