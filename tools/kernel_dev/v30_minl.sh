#!/bin/bash
# v30: rt4096_kernel against the lean kernel on its new grid below the 16384-line threshold
# (TCFFT_X_MINL=1), 1D 4096 x2048 .. x12288, two rounds. NOTES.md v30.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
GTEST='*Lean4096*:*4096*' TESTS=tests_x SAN='Cuda/GpuOracle.*/Split2_N2e12_*' SANTOOLS="memcheck" gpu_tests TCFFT_X_MINL=1
for r in 1 2; do
  for sh in "4096 x12288" "4096 x8192" "4096 x6144" "4096 x4096" "4096 x2048"; do
    shape_args "$sh"
    bench_envs "rt4096 " tcfft_x X=0 -- $ns --batch $b --compute tc-split
    bench_envs "lean   " tcfft_x TCFFT_X_MINL=1 -- $ns --batch $b --compute tc-split
  done
done > $OUT/rows.txt
cat $OUT/hdr.txt $OUT/rows.txt
echo "total t=$(( $(date +%s) - t0 ))"
(cd $OUT && tar czf logs.tgz *.log smi.txt && rm -f *.log)
