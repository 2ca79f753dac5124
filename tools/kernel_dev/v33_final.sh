#!/bin/bash
# v33 final H100 call: scripts/gpu-check + issue-3 table on the git archive in .snap (v19_final.sh),
# the GpuLineScale printout, then ca3cb7c's CLI (tcfft_h, carried) against the archive's CLI on the
# shapes the 64-point line scale changed, two rounds. Run from the repository root. NOTES.md v33.
R=${OUT:-out}; mkdir -p $R/final build-dev-carry
tar -C build-dev-carry -xJf build-xz/bins.tar.xz
(cd .snap && OUT=$R/final timeout 450 ../tools/kernel_dev/v19_final.sh > $R/final/run.txt 2>&1)
head -8 $R/final/run.txt; cat $R/final/i3/issue3.txt
timeout 60 .snap/build-gpu/tests/tcfft_tests --gtest_filter='GpuLineScale.*' 2>&1 | grep -E "rel-L2|OK|FAILED" > $R/final/linescale.txt
tail -4 $R/final/linescale.txt
export LD_LIBRARY_PATH=$PWD/build-dev-carry:/usr/local/cuda/lib64:$LD_LIBRARY_PATH
for r in 1 2; do
  for sh in "--n 64 --n 64 --n 64 --batch 512" "--n 64 --n 64 --batch 16384"; do
    for b in build-dev-carry/tcfft_h .snap/build-gpu/bin/tcfft; do
      timeout 60 $b bench $sh --compute tc-split --reps 20 --quiet 2>&1 | grep -E "^(2D|3D)" | tail -1 | sed "s|^|${b%%/*} |"
    done
  done
done | tee $R/final/ab64.txt
