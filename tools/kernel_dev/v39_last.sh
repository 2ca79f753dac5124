#!/bin/bash
# v39: rt16384's last stage in float (numerics §4.12, second step; tests_l / tcfft_l = the working
# tree) against tcfft_f (0585273): line-rule, GPU-vs-CPU, Split2 oracle and capture GPU tests,
# memcheck / racecheck on the discriminating-input test and the 2^14 oracle cases, then two rounds
# of the 16384 shapes and a control. NOTES v39.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
GTEST='GpuLineScale.*:FloatStage0Dispatch.*:Cuda/GpuVsCpuEmulation*:Cuda/GpuOracle.*Split2*:GpuCapture.*:GpuLaneTables.*:GpuLimits.*' \
  TESTS=tests_l SAN='GpuLineScale.Kernels*:Cuda/GpuOracle.*/Split2_N2e14_*:GpuCapture.*' gpu_tests X=0 > $OUT/tests.txt 2>&1
grep -E "n=\[16384\].*GPU vs CPU|SKIPPED \] [0-9]|FAILED" $OUT/gtest.log >> $OUT/tests.txt
S="16384 x4096;16384 x1024;16384 x64;1024 x65536" ab_rows "f:tcfft_f:X=0" "l:tcfft_l:X=0" > $OUT/ab.txt
rm -f $OUT/rows.txt $OUT/hdr.txt
(cd $OUT && tar czf logs.tgz *.log smi.txt 2>/dev/null && rm -f *.log)
cat $OUT/tests.txt; cut -c1-200 $OUT/ab.txt
