#!/bin/bash
# v18 final device call, run from a git archive of the commit in .snap/: scripts/gpu-check (build,
# every test with the GPU, sanitizers, quick bench), then the transposed-inner-axes 3D rows against
# one pass per axis (`--max-pass 8192`, same binary, two rounds), then the issue-5 table.
R=$OUT
mkdir -p $R/gc $R/ab $R/i5
OUT=$R/gc TCFFT_BENCH="--suite quick" timeout 330 scripts/gpu-check > $R/gpu-check.txt 2>&1
grep -E "\*\*\*Failed" $R/gc/ctest.log >> $R/gpu-check.txt
(cd $R/gc && rm -f ctest.log build.log nvidia-smi.txt bench.err bench.csv bench.json sanitizer-*.log)
cat $R/gc/summary.txt | head -6
S="256 256 256 x8;8 256 256 x128;64 256 256 x16;256 256 x1024" OUT=$R/ab C=build-gpu/bin \
  bash -c '. ../tools/kernel_dev/dev_lib.sh >/dev/null; ab_rows "axis:tcfft:X=0:--max-pass 8192" "rule:tcfft:X=0"'
OUT=$R/i5 COMPUTES=tc-split timeout 150 ../tools/kernel_dev/shapes_issue5.sh build-gpu/bin/tcfft >/dev/null 2>&1
cat $R/i5/shapes_issue5.txt
