#!/bin/bash
# v23 final device call, from the repository root with a git archive of the commit in .snap/:
# scripts/gpu-check + the issue-3 table (v19_final.sh part 1), then a few rows with the CLI that
# gpu-check built: 1D 16384 x4096 TC_SPLIT twice (0.715 / 0.739 ms in two calls of this session), 3D
# 32^3 x4096 TC_SPLIT, 2D 8192^2 NATIVE (split columns since 13b331f). NOTES.md v23.
R=$OUT
(cd .snap && OUT=$R/final timeout 420 ../tools/kernel_dev/v19_final.sh)
T=.snap/build-gpu/bin/tcfft
for a in "--n 16384 --batch 4096 --compute tc-split" "--n 16384 --batch 4096 --compute tc-split" \
         "--n 32 --n 32 --n 32 --batch 4096 --compute tc-split" "--n 8192 --n 8192 --batch 1 --compute native"; do
  timeout 60 $T bench $a --reps 20 --quiet 2>&1 | grep -E "^(1D|2D|3D) " | tail -1
done | tee $R/rows.txt
