#!/bin/bash
# v28: TMA (TCFFT_X_TMA=1: one bulk copy per line into a linear buffer) and GRID (TCFFT_X_GRID=16384:
# one line per block) against the landed form, same binary: TMA's 4096 GPU tests and sanitizers,
# rows (two rounds) incl. the copy skeletons (TCFFT_X_SKIP=2). NOTES.md v28.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
F4='*4096*:*N2e12*:*Contiguous4096*:*Gpu*Limits*Lines*'
for v in TCFFT_X_TMA=1 TCFFT_X_GRID=16384; do
  env $v timeout 300 $C/tests_x --gtest_filter="$F4" > $OUT/gtest_$v.log 2>&1
  echo "gtest $v rc=$? t=$(( $(date +%s) - t0 ))"; grep -E "^\[  (PASSED|FAILED) |^\[  FAILED" $OUT/gtest_$v.log | head -8
done
SAN4='Cuda/GpuOracle.*/Split2_N2e12_*:*Contiguous4096*:Cuda/GpuVsCpuEmulation*/*4096*'
GTEST= TESTS=tests_x SAN="$SAN4" SANTOOLS="memcheck racecheck synccheck" gpu_tests TCFFT_X_TMA=1
shape_args "4096 x16384"
for r in 1 2; do
  bench_envs "full  " tcfft_x X=0 -- $ns --batch $b --compute tc-split
  bench_envs "tma   " tcfft_x TCFFT_X_TMA=1 -- $ns --batch $b --compute tc-split
  bench_envs "grid  " tcfft_x TCFFT_X_GRID=16384 -- $ns --batch $b --compute tc-split
  bench_envs "tmagr " tcfft_x TCFFT_X_TMA=1 TCFFT_X_GRID=16384 -- $ns --batch $b --compute tc-split
  bench_envs "skip2 " tcfft_x TCFFT_X_SKIP=2 -- $ns --batch $b --compute tc-split
  bench_envs "tmask2" tcfft_x TCFFT_X_SKIP=2 TCFFT_X_TMA=1 -- $ns --batch $b --compute tc-split
  bench_envs "grsk2 " tcfft_x TCFFT_X_SKIP=2 TCFFT_X_GRID=16384 -- $ns --batch $b --compute tc-split
done > $OUT/rows.txt
cat $OUT/hdr.txt $OUT/rows.txt
echo "total t=$(( $(date +%s) - t0 ))"
(cd $OUT && tar czf logs.tgz *.log smi.txt && rm -f *.log)
