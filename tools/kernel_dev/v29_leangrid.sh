#!/bin/bash
# v29: rt4096_lean_kernel on grids of 396 (persistent) / 792 / 1584 / 4096 / 16384 blocks
# (TCFFT_X_DGRID), two rounds, main beside. NOTES.md v29.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
export TCFFT_X_DGRID=4096
GTEST='*4096*:*Contiguous4096*' TESTS=tests_x SAN="" gpu_tests TCFFT_X_DIRECT=5
unset TCFFT_X_DGRID
shape_args "4096 x16384"
for r in 1 2; do
  bench_envs "main      " tcfft_x X=0 -- $ns --batch $b --compute tc-split
  for g in 0 792 1584 4096 16384; do
    bench_envs "lean g$g" tcfft_x TCFFT_X_DIRECT=5 TCFFT_X_DGRID=$g -- $ns --batch $b --compute tc-split
  done
done > $OUT/rows.txt
cat $OUT/hdr.txt $OUT/rows.txt
echo "total t=$(( $(date +%s) - t0 ))"
(cd $OUT && tar czf logs.tgz *.log smi.txt && rm -f *.log)
