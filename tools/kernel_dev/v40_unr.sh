#!/bin/bash
# Binaries: tools/kernel_dev/variant_build.sh NAME "-DTCFFT_X_...=..." on d84f04c with
# experiments/post_twiddle_probes_v40.diff.txt applied (the macros are not in the code).
# v40 call 5: the radix-2-tail stores unrolled 8 deep where they post-twiddle (TCFFT_X_UNR; NOTES.md
# v40): tests_u8 on the post-twiddled tail passes, then tcfft_u4 (the same source at 4 = HEAD's
# kernels) against tcfft_u8, two rounds.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
GTEST='Cuda/GpuVsCpuEmulation.*N2e1[58]*:Cuda/GpuThreePass.*:Cuda/GpuOracle.*Split2_N2e18*:GpuLineScale.PostTwiddled*' \
  TESTS=tests_u8 SAN= gpu_tests X=0 > $OUT/tests.txt 2>&1
grep -E "^\[==========\] [0-9]+ tests" $OUT/gtest.log >> $OUT/tests.txt; xz $OUT/gtest.log
cat $OUT/tests.txt
S="262144 x256;67108864 x1;2097152 x32;65536 x1024" ab_rows "u4:tcfft_u4:X=0" "u8:tcfft_u8:X=0" > $OUT/ab.txt
rm -f $OUT/rows.txt
cut -c1-200 $OUT/ab.txt
