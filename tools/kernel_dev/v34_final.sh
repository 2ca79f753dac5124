#!/bin/bash
# v34 final calls (H200, then H100): scripts/gpu-check + issue-3 table on the git archive in .snap
# (v19_final.sh), then b85833f's CLI (tcfft_j, carried; the kernels before the session) against the
# archive's CLI on the shapes of the 4096-point kernels that changed, two rounds. Run from the
# repository root. NOTES.md v34.
R=${OUT:-out}; mkdir -p $R/final build-dev-carry
tar -C build-dev-carry -xJf build-xz/bins.tar.xz
(cd .snap && OUT=$R/final timeout 450 ../tools/kernel_dev/v19_final.sh > $R/final/run.txt 2>&1)
head -8 $R/final/run.txt; cat $R/final/i3/issue3.txt
export LD_LIBRARY_PATH=$PWD/build-dev-carry:/usr/local/cuda/lib64:$LD_LIBRARY_PATH
for r in 1 2; do
  for sh in "--n 4096 --batch 16384 --compute tc-split" "--n 4096 --batch 2048 --compute tc-split" \
            "--n 4096 --n 4096 --batch 4 --compute tc-split" "--n 4096 --batch 16384 --compute tc-fp16"; do
    for b in build-dev-carry/tcfft_j .snap/build-gpu/bin/tcfft; do
      timeout 60 $b bench $sh --reps 20 --quiet 2>&1 | grep -E "^(1D|2D|3D)" | tail -1 | sed "s|^|${b%%/*} $(echo $sh | awk '{print $NF}') |"
    done
  done
done > $R/final/ab.txt
cut -c1-200 $R/final/ab.txt
