#!/bin/bash
# v33 review call (H200): scripts/gpu-check + issue-3 table on the git archive in .snap (v19_final.sh), the
# GpuLineScale printout, then b85833f's CLI (tcfft_j, carried) against the archive's CLI on the shapes whose
# kernels the review changed (per-vector stage_b16 / stage_a16 now on the shared cores: TC_FP16 256 / 4096,
# the 512-point tails, post-twiddled 256-point rows, staged 4096), two rounds. NOTES.md v33.
R=${OUT:-out}; mkdir -p $R/final build-dev-carry
tar -C build-dev-carry -xJf build-xz/bins.tar.xz
(cd .snap && OUT=$R/final timeout 420 ../tools/kernel_dev/v19_final.sh > $R/final/run.txt 2>&1)
head -8 $R/final/run.txt; cat $R/final/i3/issue3.txt
timeout 60 .snap/build-gpu/tests/tcfft_tests --gtest_filter='GpuLineScale.*' 2>&1 | grep -E "rel-L2|OK|FAILED" > $R/final/linescale.txt
tail -2 $R/final/linescale.txt
export LD_LIBRARY_PATH=$PWD/build-dev-carry:/usr/local/cuda/lib64:$LD_LIBRARY_PATH
for r in 1 2; do
  for sh in "--n 256 --batch 262144 --compute tc-fp16" "--n 4096 --batch 16384 --compute tc-fp16" \
            "--n 512 --batch 131072 --compute tc-split" "--n 65536 --batch 1024 --compute tc-split" \
            "--n 4096 --n 4096 --batch 4 --compute tc-split"; do
    for b in build-dev-carry/tcfft_j .snap/build-gpu/bin/tcfft; do
      timeout 60 $b bench $sh --reps 20 --quiet 2>&1 | grep -E "^(1D|2D|3D)" | tail -1 | sed "s|^|${b%%/*} $(echo $sh | awk '{print $NF}') |"
    done
  done
done | tee $R/final/ab.txt
