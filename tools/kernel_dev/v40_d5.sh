#!/bin/bash
# Binaries: tools/kernel_dev/variant_build.sh NAME "-DTCFFT_X_...=..." on d84f04c with
# experiments/post_twiddle_probes_v40.diff.txt applied (the macros are not in the code).
# v40 call 6: five blocks per SM for the 512-point post-twiddled tail pass (TCFFT_X_D2MB; NOTES.md
# v40): tests_d5 on the post-twiddled tail passes with memcheck, then tcfft_u4 (HEAD's kernels)
# against tcfft_d5, two rounds.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
GTEST='Cuda/GpuVsCpuEmulation.*N2e1[58]*:Cuda/GpuThreePass.*:Cuda/GpuOracle.*Split2_N2e1[89]*:GpuLineScale.PostTwiddled*' \
  TESTS=tests_d5 SAN='Cuda/GpuThreePass.*N2e18*' SANTOOLS=memcheck gpu_tests X=0 > $OUT/tests.txt 2>&1
grep -E "^\[==========\] [0-9]+ tests" $OUT/gtest.log >> $OUT/tests.txt; xz $OUT/*.log
cat $OUT/tests.txt
S="262144 x256;67108864 x1;524288 x128;65536 x1024" ab_rows "u4:tcfft_u4:X=0" "d5:tcfft_d5:X=0" > $OUT/ab.txt
rm -f $OUT/rows.txt
cut -c1-200 $OUT/ab.txt
