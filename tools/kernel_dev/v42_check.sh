#!/bin/bash
# v42 final check, call A (NOTES.md v42): every GPU test of this session's last code (tests_f,
# built here), then the quick bench of tcfft_f. The gtest run gets 480 s (the four oracle cases
# added at 2^21 ... 2^26 take ~70 s more than dev_lib's 300 s allow).
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
timeout 480 $C/tests_f > $OUT/gtest.log 2>&1; echo "gtest rc=$? t=$(( $(date +%s) - t0 ))" > $OUT/tests.txt
grep -E "^\[  (PASSED|FAILED)|FAILED  \]|SKIPPED \] [0-9]|^\[==========\]" $OUT/gtest.log | tail -8 >> $OUT/tests.txt
grep -E "OK \] Cuda/GpuOracle.*Split2_N2e2[1356]" $OUT/gtest.log >> $OUT/tests.txt
timeout 100 $C/tcfft_f bench --suite quick > $OUT/bench.txt 2>&1; echo "bench rc=$? t=$(( $(date +%s) - t0 ))" >> $OUT/tests.txt
xz $OUT/gtest.log
cat $OUT/tests.txt; cut -c1-240 $OUT/bench.txt
