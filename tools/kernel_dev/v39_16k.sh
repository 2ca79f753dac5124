#!/bin/bash
# v39: the line rules on rt16384's sub-lines (numerics §4.12; tests_v / tcfft_v = the working tree)
# against tcfft_hd (153f988) and tcfft_s (§4.11, 0c0b59b): line-rule, GPU-vs-CPU, oracle and layout
# GPU tests, memcheck / racecheck on the discriminating-input test and the 2^14 oracle cases, then
# two rounds of the 16384 shapes and controls. NOTES v39.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
GTEST='GpuLineScale.*:FloatStage0Dispatch.*:Cuda/GpuVsCpuEmulation*:Cuda/GpuOracle.*Split2*:Cuda/GpuLayouts.*Split2*:GpuCapture.*:GpuLimits.*' \
  TESTS=tests_v SAN='GpuLineScale.Kernels*:Cuda/GpuOracle.*/Split2_N2e14_*' gpu_tests X=0 > $OUT/tests.txt 2>&1
grep -E "GPU vs CPU on the outputs.*16384|SKIPPED \] [0-9]" $OUT/gtest.log >> $OUT/tests.txt
S="16384 x4096;16384 x1024;16384 x64;1024 x65536;262144 x256" \
  ab_rows "h:tcfft_hd:X=0" "s:tcfft_s:X=0" "v:tcfft_v:X=0" > $OUT/ab.txt
rm -f $OUT/rows.txt $OUT/hdr.txt
(cd $OUT && tar czf logs.tgz *.log smi.txt 2>/dev/null && rm -f *.log)
cat $OUT/tests.txt; cut -c1-200 $OUT/ab.txt
