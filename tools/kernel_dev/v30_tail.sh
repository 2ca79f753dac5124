#!/bin/bash
# v30: the lean 4096 kernel with a tail of one-line blocks (TCFFT_X_TAIL1 = T, TCFFT_X_LPB = L for
# the main grid) against the static grid, one binary. NOTES.md v30.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
export TCFFT_X_LPB=4
GTEST='*Lean4096*:*BatchTimesNAbove2To31*:Cuda/GpuOracle.*/Split2_N2e12_*' TESTS=tests_x SAN='*Lean4096*' SANTOOLS="memcheck" gpu_tests TCFFT_X_TAIL1=396
unset TCFFT_X_LPB
shape_args "4096 x16384"
for r in 1 2; do
  bench_envs "L4        " tcfft_x X=0 -- $ns --batch $b --compute tc-split
  for spec in 4:396 4:792 4:198 6:396 8:396 8:792 4:0; do
    bench_envs "L${spec%%:*} T${spec##*:}  " tcfft_x TCFFT_X_LPB=${spec%%:*} TCFFT_X_TAIL1=${spec##*:} -- $ns --batch $b --compute tc-split
  done
done > $OUT/rows.txt
for sh in "4096 x32768" "4096 4096 x4" "4096 x16384"; do
  shape_args "$sh"
  bench_envs "L4        " tcfft_x X=0 -- $ns --batch $b --compute tc-split
  bench_envs "L4 T396   " tcfft_x TCFFT_X_LPB=4 TCFFT_X_TAIL1=396 -- $ns --batch $b --compute tc-split
  bench_envs "L8 T396   " tcfft_x TCFFT_X_LPB=8 TCFFT_X_TAIL1=396 -- $ns --batch $b --compute tc-split
done >> $OUT/rows.txt
cat $OUT/hdr.txt $OUT/rows.txt
echo "total t=$(( $(date +%s) - t0 ))"
(cd $OUT && tar czf logs.tgz *.log smi.txt && rm -f *.log)
