#!/bin/bash
# v39 on the H100: rt16384's float last stage (tests_f / tcfft_f = the final code) against tcfft_o
# (0585273): line-rule, Split2 oracle and capture GPU tests, then two rounds of the 16384 shapes and a
# control. NOTES v39.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
GTEST='GpuLineScale.*:Cuda/GpuOracle.*Split2_N2e14*:GpuCapture.*:GpuLaneTables.*' TESTS=tests_f SAN='' gpu_tests X=0 > $OUT/tests.txt 2>&1
S="16384 x4096;16384 x1024;16384 x64;1024 x65536" ab_rows "o:tcfft_o:X=0" "f:tcfft_f:X=0" > $OUT/ab.txt
rm -f $OUT/rows.txt $OUT/hdr.txt
(cd $OUT && tar czf logs.tgz *.log smi.txt 2>/dev/null && rm -f *.log)
cat $OUT/tests.txt; cut -c1-200 $OUT/ab.txt
