#!/bin/bash
# v29: as v29_leantk.sh after the later publish of the ticket; rt4096_lean_kernel with the counter (TCFFT_X_DIRECT=6) against the static 4096-block grid
# (DIRECT=5, DGRID=4096) and main, same binary: the counter form's 4096 GPU tests and sanitizers
# (capture and concurrency included), rows (three rounds), 1D 4096 x1024 and 2D 4096^2. NOTES v29.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
F4='*4096*:*N2e12*:*Contiguous4096*:*Gpu*Limits*Lines*:*Capture*:*Concurrency*'
SAN4='Cuda/GpuOracle.*/Split2_N2e12_*:*Contiguous4096*:Cuda/GpuVsCpuEmulation*/*4096*'
GTEST="$F4" TESTS=tests_x SAN="$SAN4" SANTOOLS="memcheck racecheck synccheck" gpu_tests TCFFT_X_DIRECT=6
export TCFFT_X_DGRID=4096; GTEST="$F4" TESTS=tests_x SAN="" gpu_tests TCFFT_X_DIRECT=5; unset TCFFT_X_DGRID
shape_args "4096 x16384"
for r in 1 2 3; do
  bench_envs "main   " tcfft_x X=0 -- $ns --batch $b --compute tc-split
  bench_envs "g4096  " tcfft_x TCFFT_X_DIRECT=5 TCFFT_X_DGRID=4096 -- $ns --batch $b --compute tc-split
  bench_envs "g1584  " tcfft_x TCFFT_X_DIRECT=5 TCFFT_X_DGRID=1584 -- $ns --batch $b --compute tc-split
  bench_envs "tk     " tcfft_x TCFFT_X_DIRECT=6 -- $ns --batch $b --compute tc-split
done > $OUT/rows.txt
for sh in "4096 x1024" "4096 x4096" "4096 4096 x4"; do
  shape_args "$sh"
  for e in X=0 TCFFT_X_DIRECT=6; do bench_envs "$sh $e" tcfft_x $e -- $ns --batch $b --compute tc-split; done
done >> $OUT/rows.txt
cat $OUT/hdr.txt $OUT/rows.txt
echo "total t=$(( $(date +%s) - t0 ))"
(cd $OUT && tar czf logs.tgz *.log smi.txt && rm -f *.log)
