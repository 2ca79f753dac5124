#!/bin/bash
# v36 review call: scripts/gpu-check (build, every test with the GPU, sanitizers on a subset, quick
# bench) on the git archive in .snap (HEAD after the review mend). NOTES v36.
R=${OUT:-out}; mkdir -p $R/gc
cd .snap
OUT=$R/gc TCFFT_BENCH="--suite quick" timeout ${GC_LIMIT:-360} scripts/gpu-check > $R/gpu-check.txt 2>&1
echo "gpu-check rc=$?" >> $R/gpu-check.txt
grep -E "\*\*\*Failed" $R/gc/ctest.log >> $R/gpu-check.txt
(cd $R/gc && rm -f ctest.log build.log nvidia-smi.txt bench.err bench.csv bench.json sanitizer-*.log)
cat $R/gc/summary.txt; tail -3 $R/gpu-check.txt; grep -E "^(shape|1D|2D|3D)" $R/gc/bench.txt | cut -c1-200
