#!/bin/bash
# v39: one scale per sub-row for the 512 / 128-point radix-2-tail passes (numerics §4.11; tests_v /
# tcfft_v = the working tree) against tcfft_hd (153f988's CLI): the line-rule, GPU-vs-CPU, oracle,
# radix-2 and transposed-2D GPU tests, memcheck / racecheck on the discriminating-input test, then
# two rounds of the shapes with 512 / 128-point D2 passes and two controls. NOTES v39.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
GTEST='GpuLineScale.*:FloatStage0Dispatch.*:Cuda/GpuVsCpuEmulation*:Cuda/GpuOracle.*Split2*:GpuRadix2.*:GpuTransposed2D.*:Cuda/GpuLayouts.*Split2*' \
  TESTS=tests_v SAN='GpuLineScale.Kernels*' gpu_tests X=0 > $OUT/tests.txt 2>&1
grep -E "GPU vs CPU on the outputs|SKIPPED \] [0-9]" $OUT/gtest.log >> $OUT/tests.txt
S="262144 x256;512 512 x256;512 512 512 x1;512 x131072;32768 x2048;128 x524288;128 128 x4096;67108864 x1;256 x262144;1024 1024 x64" \
  ab_rows "h:tcfft_hd:X=0" "v:tcfft_v:X=0" > $OUT/ab.txt
rm -f $OUT/rows.txt $OUT/hdr.txt
(cd $OUT && tar czf logs.tgz *.log smi.txt 2>/dev/null && rm -f *.log)
cat $OUT/tests.txt; cut -c1-200 $OUT/ab.txt
