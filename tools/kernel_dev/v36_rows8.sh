#!/bin/bash
# v36: 8-row staging for the strided-input 256-point column passes by the device / stride rule
# (tests_n2 / tcfft_n2, this commit's code): every GPU test, memcheck on the 256-column cases of the
# GPU-vs-CPU set, and HEAD-before (tcfft_hd) against it on two shapes, two rounds. NOTES v36.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
GTEST='*' TESTS=tests_n2 SANTOOLS=memcheck SAN='GpuTransposed2D.*' gpu_tests X=0 > $OUT/tests.txt
grep -E "^\[  (PASSED|FAILED)|tests ran" $OUT/gtest.log | tail -3 >> $OUT/tests.txt
S="256 256 256 x8;256 4096 x64" ab_rows "hd:tcfft_hd:X=0" "n2:tcfft_n2:X=0" > $OUT/ab.txt
rm -f $OUT/rows.txt $OUT/hdr.txt
(cd $OUT && tar czf logs.tgz *.log smi.txt 2>/dev/null && rm -f *.log)
cat $OUT/tests.txt; cut -c1-200 $OUT/ab.txt
