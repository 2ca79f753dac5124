#!/bin/bash
# v39: float stage 0 and one scale per sub-row for the 2048 / 8192 radix-2-tail passes (numerics
# §4.11 extended; tests_v / tcfft_v = the working tree) against tcfft_s (c200bbd, §4.11 + §4.12):
# line-rule, GPU-vs-CPU, oracle, layout and limits GPU tests, memcheck / racecheck on the
# discriminating-input test, then two rounds of the shapes with 2048 / 8192 D2 passes and controls.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
GTEST='GpuLineScale.*:FloatStage0Dispatch.*:Cuda/GpuVsCpuEmulation*:Cuda/GpuOracle.*Split2*:Cuda/GpuLayouts.*Split2*:GpuCapture.*:GpuLimits.*:GpuTransposed2D.*:Cuda/GpuThreePass.*' \
  TESTS=tests_v SAN='GpuLineScale.Kernels*' gpu_tests X=0 > $OUT/tests.txt 2>&1
grep -E "n=\[(2048|8192)\].*GPU vs CPU|2048-point pass.*GPU vs CPU|SKIPPED \] [0-9]" $OUT/gtest.log >> $OUT/tests.txt
S="8192 x8192;2048 x32768;2048 2048 x16;8192 8192 x1;4096 x16384;262144 x256" \
  ab_rows "s:tcfft_s:X=0" "v:tcfft_v:X=0" > $OUT/ab.txt
rm -f $OUT/rows.txt $OUT/hdr.txt
(cd $OUT && tar czf logs.tgz *.log smi.txt 2>/dev/null && rm -f *.log)
cat $OUT/tests.txt; cut -c1-200 $OUT/ab.txt
