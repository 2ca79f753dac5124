#!/bin/bash
# v28: RING (TCFFT_X_RING=1: three line buffers, y0 in place, two copies in flight per block) against
# the landed AS form in the same binary: the 4096 GPU tests (bit tests against the CPU emulation)
# and sanitizers under RING, rows (two rounds) incl. the copy-pipeline skeletons (TCFFT_X_SKIP=2)
# of both forms. NOTES.md v28.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
F4='*4096*:*N2e12*:*Contiguous4096*:*Gpu*Limits*Lines*'
SAN4='Cuda/GpuOracle.*/Split2_N2e12_*:*Contiguous4096*:Cuda/GpuVsCpuEmulation*/*4096*'
GTEST="$F4" TESTS=tests_x SAN="$SAN4" SANTOOLS="memcheck racecheck" gpu_tests TCFFT_X_RING=1
for r in 1 2; do
  shape_args "4096 x16384"
  bench_envs "full " tcfft_x X=0 -- $ns --batch $b --compute tc-split
  bench_envs "ring " tcfft_x TCFFT_X_RING=1 -- $ns --batch $b --compute tc-split
  bench_envs "skip2" tcfft_x TCFFT_X_SKIP=2 -- $ns --batch $b --compute tc-split
  bench_envs "rsk2 " tcfft_x TCFFT_X_SKIP=2 TCFFT_X_RING=1 -- $ns --batch $b --compute tc-split
done > $OUT/rows.txt
shape_args "4096 4096 x4"
for e in X=0 TCFFT_X_RING=1; do bench_envs "2d $e" tcfft_x $e -- $ns --batch $b --compute tc-split; done >> $OUT/rows.txt
cat $OUT/hdr.txt $OUT/rows.txt
echo "total t=$(( $(date +%s) - t0 ))"
(cd $OUT && tar czf logs.tgz *.log smi.txt && rm -f *.log)
