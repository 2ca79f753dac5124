#!/bin/bash
# v30: the lean 4096 kernel with whole waves of main blocks and a tail of one-line blocks
# (TCFFT_X_SCHED = tail waves, TCFFT_X_LPB = target lines per main block) against the landed static
# grid, one binary. NOTES.md v30.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
export TCFFT_X_LPB=8
GTEST='*Lean4096*:*BatchTimesNAbove2To31*:Cuda/GpuOracle.*/Split2_N2e12_*' TESTS=tests_x SAN='*Lean4096*' SANTOOLS="memcheck" gpu_tests TCFFT_X_SCHED=2
export TCFFT_X_MINL=1
GTEST='*4096*:*N2e12*:*Contiguous4096*:*Gpu*Limits*Lines*' TESTS=tests_x SAN='Cuda/GpuOracle.*/Split2_N2e12_*:*Contiguous4096*' SANTOOLS="memcheck racecheck" gpu_tests TCFFT_X_SCHED=2
unset TCFFT_X_LPB TCFFT_X_MINL
shape_args "4096 x16384"
for r in 1 2; do
  bench_envs "L4        " tcfft_x X=0 -- $ns --batch $b --compute tc-split
  bench_envs "L8 T792   " tcfft_x TCFFT_X_LPB=8 TCFFT_X_TAIL1=792 -- $ns --batch $b --compute tc-split
  for spec in 8:2 10:2 8:1 8:3 6:2 12:2; do
    bench_envs "S L${spec%%:*} w${spec##*:} " tcfft_x TCFFT_X_LPB=${spec%%:*} TCFFT_X_SCHED=${spec##*:} -- $ns --batch $b --compute tc-split
  done
done > $OUT/rows.txt
for sh in "4096 x32768" "4096 4096 x4" "4096 x8192" "4096 x4096" "4096 x2048"; do
  shape_args "$sh"
  bench_envs "base      " tcfft_x X=0 -- $ns --batch $b --compute tc-split
  bench_envs "S L8 w2   " tcfft_x TCFFT_X_LPB=8 TCFFT_X_SCHED=2 TCFFT_X_MINL=1 -- $ns --batch $b --compute tc-split
  bench_envs "S L10 w2  " tcfft_x TCFFT_X_LPB=10 TCFFT_X_SCHED=2 TCFFT_X_MINL=1 -- $ns --batch $b --compute tc-split
done >> $OUT/rows.txt
cat $OUT/hdr.txt $OUT/rows.txt
echo "total t=$(( $(date +%s) - t0 ))"
(cd $OUT && tar czf logs.tgz *.log smi.txt && rm -f *.log)
