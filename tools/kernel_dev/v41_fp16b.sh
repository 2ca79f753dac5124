#!/bin/bash
# v41 call 7 (NOTES.md v41): the TC_FP16 2^25 / 2^26 rule in the library (tcfft_f / tests_f of the
# working tree): the new oracle case with memcheck, and the TC_FP16 rows.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
GTEST='Cuda/GpuOracle.*Fp16_N2e25*:MakePlan.*' TESTS=tests_f SAN='Cuda/GpuOracle.*Fp16_N2e25*' SANTOOLS=memcheck gpu_tests X=0 > $OUT/tests.txt 2>&1
grep -E "OK \] Cuda|^\[==========\] [0-9]+ tests" $OUT/gtest.log >> $OUT/tests.txt; xz $OUT/*.log
cat $OUT/tests.txt
COMPUTE=tc-fp16 S="33554432 x2;67108864 x1" ab_rows "f:tcfft_f:X=0" > $OUT/ab.txt
rm -f $OUT/rows.txt; cut -c1-200 $OUT/ab.txt
