#!/bin/bash
# v36 final call: scripts/gpu-check (build, every test with the GPU, sanitizers, quick bench) and
# the issue-3 table on the git archive in .snap (gpu-check limit GC_LIMIT seconds, default 430),
# then tcfft_h (carried: HEAD at the session's start, 9042012) against the archive's CLI on the
# shapes the session changed, two rounds. Run from the repository root. NOTES.md v36.
R=${OUT:-out}; mkdir -p $R/gc $R/i3 build-dev-carry
tar -C build-dev-carry -xJf build-xz/bins.tar.xz
cd .snap
OUT=$R/gc TCFFT_BENCH="--suite quick" timeout ${GC_LIMIT:-430} scripts/gpu-check > $R/gpu-check.txt 2>&1
echo "gpu-check rc=$?" >> $R/gpu-check.txt
grep -E "\*\*\*Failed" $R/gc/ctest.log >> $R/gpu-check.txt
(cd $R/gc && rm -f ctest.log build.log nvidia-smi.txt bench.err bench.csv bench.json sanitizer-*.log)
head -8 $R/gc/summary.txt
OUT=$R/i3 timeout 150 ../tools/kernel_dev/issue3_table.sh build-gpu/bin/tcfft > /dev/null 2>&1
cd ..
cat $R/i3/issue3.txt | cut -c1-210
export LD_LIBRARY_PATH=$PWD/build-dev-carry:/usr/local/cuda/lib64:$LD_LIBRARY_PATH
for r in 1 2; do
  for sh in "--n 64 --batch 1048576" "--n 1024 --batch 65536" "--n 1024 --batch 4096" "--n 1024 --batch 262144" \
            "--n 1024 --n 1024 --batch 64"; do
    for b in build-dev-carry/tcfft_h .snap/build-gpu/bin/tcfft; do
      timeout 60 $b bench $sh --compute tc-split --reps 20 --quiet 2>&1 | grep -E "^(1D|2D|3D)" | tail -1 | sed "s|^|${b%%/*} |"
    done
  done
done > $R/ab.txt
cut -c1-200 $R/ab.txt
