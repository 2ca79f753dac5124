#!/bin/bash
# v41 call 2 (again: the first run's specs split at the colons of the hook's values) (NOTES.md v41): GPU tests of the two-pass 2^21 plan; TC_FP16 2^21 three vs two passes;
# three-pass factor orders through the dev hook TCFFT_X_3P (tcfft built from b7e8179 + the hook).
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
GTEST='Cuda/GpuVsCpuEmulation.*N2e20*:Cuda/GpuVsCpuEmulation.*N2e21*' \
  SAN='Cuda/GpuVsCpuEmulation.*Split2_N2e21*' SANTOOLS=memcheck gpu_tests X=0 > $OUT/tests.txt 2>&1
grep -E "^\[==========\] [0-9]+ tests|SKIPPED \] [0-9]" $OUT/gtest.log >> $OUT/tests.txt; xz $OUT/*.log
cat $OUT/tests.txt
V1="22/128/128,23/128/256,24/512/128,25/256/512,26/256/512"
V2="22/64/256,23/512/64,24/128/512,25/256/256,26/512/512"
V3="22/256/256,23/256/256,24/1024/64,25/1024/128,26/1024/256"
V4="22/128/256,23/64/512,24/64/64,25/128/512,26/256/256"
V5="22/1024/16,23/1024/32,24/256/64,25/512/128,26/256/1024"
V6="22/64/64,23/128/128,24/64/256,25/256/128,26/512/128"
for l in 22 23 24 25 26; do for v in "$V1" "$V2" "$V3" "$V4" "$V5" "$V6"; do
  e=$(echo $v | tr , '\n' | grep "^$l/"); echo "$e: $(TCFFT_X_3P=$e $C/tcfft plan --n $((1<<l)) --compute tc-split --explain 2>&1 | grep -o 'N1 [0-9]* x N2 [0-9]* x N3 [0-9]*')"
done; done > $OUT/plans.txt
S="4194304 x16;8388608 x8;16777216 x4;33554432 x2;67108864 x1" \
  ab_rows "def:tcfft:X=0" "v1:tcfft:TCFFT_X_3P=$V1" "v2:tcfft:TCFFT_X_3P=$V2" "v3:tcfft:TCFFT_X_3P=$V3" \
          "v4:tcfft:TCFFT_X_3P=$V4" "v5:tcfft:TCFFT_X_3P=$V5" "v6:tcfft:TCFFT_X_3P=$V6" > $OUT/ab.txt
rm -f $OUT/rows.txt
cat $OUT/plans.txt; cut -c1-200 $OUT/ab.txt
