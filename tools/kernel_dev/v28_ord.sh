#!/bin/bash
# v28: ORD (TCFFT_X_ORD=1: rt4096's lines in order from the counter) against the landed form, same
# binary: ORD's 4096 GPU tests and sanitizers, rows (three rounds) incl. the copy skeletons
# (TCFFT_X_SKIP=2), and the 2D 4096^2 row. NOTES.md v28.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
F4='*4096*:*N2e12*:*Contiguous4096*:*Gpu*Limits*Lines*:*Capture*:*Concurrency*'
SAN4='Cuda/GpuOracle.*/Split2_N2e12_*:*Contiguous4096*:Cuda/GpuVsCpuEmulation*/*4096*'
GTEST="$F4" TESTS=tests_x SAN="$SAN4" SANTOOLS="memcheck racecheck synccheck" gpu_tests TCFFT_X_ORD=1
shape_args "4096 x16384"
for r in 1 2 3; do
  bench_envs "full  " tcfft_x X=0 -- $ns --batch $b --compute tc-split
  bench_envs "ord   " tcfft_x TCFFT_X_ORD=1 -- $ns --batch $b --compute tc-split
  bench_envs "skip2 " tcfft_x TCFFT_X_SKIP=2 -- $ns --batch $b --compute tc-split
  bench_envs "ordsk2" tcfft_x TCFFT_X_SKIP=2 TCFFT_X_ORD=1 -- $ns --batch $b --compute tc-split
done > $OUT/rows.txt
shape_args "4096 4096 x4"
for e in X=0 TCFFT_X_ORD=1; do bench_envs "2d $e" tcfft_x $e -- $ns --batch $b --compute tc-split; done >> $OUT/rows.txt
shape_args "4096 x1024"
for e in X=0 TCFFT_X_ORD=1; do bench_envs "small $e" tcfft_x $e -- $ns --batch $b --compute tc-split; done >> $OUT/rows.txt
cat $OUT/hdr.txt $OUT/rows.txt
echo "total t=$(( $(date +%s) - t0 ))"
(cd $OUT && tar czf logs.tgz *.log smi.txt && rm -f *.log)
