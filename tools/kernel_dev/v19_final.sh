#!/bin/bash
# v19 final device calls, run from a git archive of the commit in .snap/. Part 1 (default):
# scripts/gpu-check (build, every test with the GPU, sanitizers, quick bench), then the issue-3
# table. Part 2 (PART=2, from the repository root, the CLI of the same commit carried in
# build-dev-carry/): the issue-5
# table in TC_SPLIT and NATIVE with the TC_SPLIT plans as explain prints them.
R=$OUT
if [ "${PART:-1}" = 1 ]; then
  mkdir -p $R/gc $R/i3
  OUT=$R/gc TCFFT_BENCH="--suite quick" timeout 340 scripts/gpu-check > $R/gpu-check.txt 2>&1
  grep -E "\*\*\*Failed" $R/gc/ctest.log >> $R/gpu-check.txt
  (cd $R/gc && rm -f ctest.log build.log nvidia-smi.txt bench.err bench.csv bench.json sanitizer-*.log)
  head -6 $R/gc/summary.txt
  OUT=$R/i3 timeout 150 ../tools/kernel_dev/issue3_table.sh build-gpu/bin/tcfft
else
  # part 2 runs from the repository root with the CLI of the same commit built on this machine
  # and carried (build-dev-carry/tcfft, libfftw3l beside it)
  export LD_LIBRARY_PATH=$PWD/build-dev-carry:$LD_LIBRARY_PATH
  mkdir -p $R/i5
  t0=$(date +%s)
  OUT=$R/i5 COMPUTES="tc-split native" timeout 500 tools/kernel_dev/shapes_issue5.sh build-dev-carry/tcfft >/dev/null 2>&1
  cat $R/i5/shapes_issue5.txt; echo "total t=$(( $(date +%s) - t0 ))"
fi
