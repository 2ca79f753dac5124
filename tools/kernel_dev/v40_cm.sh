#!/bin/bash
# Binaries: build-tests / variant_build.sh with experiments/post_twiddle_column_major_v40.diff.txt applied
# (cm0 = its TCFFT_X_PTWCM=0 form; the macro was added for that build only).
# v40 call 4: column-major post-twiddle tables for the radix-2-tail passes with a strided output
# (NOTES.md v40). tests_cm = the working tree: the GPU tests of post-twiddled and radix-2-tail
# passes, memcheck / racecheck on two of them; then tcfft_cm0 (the same code with the natural-order
# tables, = d84f04c's kernels) against tcfft_cm (the working tree), two rounds.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
GTEST='Cuda/GpuVsCpuEmulation*:Cuda/GpuThreePass.*:GpuLineScale.*:Cuda/GpuOracle.*Split2_N2e1[5-9]*:Cuda/GpuOracle.*Split2_N2e20*:Cuda/GpuOracle.*Fp16_N2e1[789]*:GpuLimits.*:PostTwiddleDispatch.*' \
  TESTS=tests_cm SAN='Cuda/GpuThreePass.*N2e18*:Cuda/GpuVsCpuEmulationLayouts.*interleaved_2048*' gpu_tests X=0 > $OUT/tests.txt 2>&1
grep -E "^\[==========\] [0-9]+ tests|SKIPPED \] [0-9]" $OUT/gtest.log >> $OUT/tests.txt
(cd $OUT && tar cJf logs.tar.xz *.log && rm -f *.log)
cat $OUT/tests.txt
S="262144 x256;67108864 x1;524288 x128;2097152 x32;65536 x1024;512 512 512 x1" \
  ab_rows "cm0:tcfft_cm0:X=0" "cm:tcfft_cm:X=0" > $OUT/ab.txt
rm -f $OUT/rows.txt
cut -c1-200 $OUT/ab.txt
