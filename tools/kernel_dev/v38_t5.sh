#!/bin/bash
# v38: 512 x 512 planes in the transposed form (tests_t5 / tcfft_t5 = the working tree): the
# transposed, 512-point and GPU-vs-CPU tests, memcheck on the transposed tests, and tcfft_tw
# (3ccb0d6) against tcfft_t5 on the 512 shapes, two rounds. NOTES v38.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
GTEST='GpuTransposed2D.*:*512*:Cuda/GpuVsCpuEmulation*' TESTS=tests_t5 SANTOOLS=memcheck SAN='GpuTransposed2D.*' gpu_tests X=0 > $OUT/tests.txt
S="512 512 x256;512 512 512 x1" ab_rows "tw:tcfft_tw:X=0" "t5:tcfft_t5:X=0" > $OUT/ab.txt
rm -f $OUT/rows.txt $OUT/hdr.txt
(cd $OUT && tar czf logs.tgz *.log smi.txt 2>/dev/null && rm -f *.log)
cat $OUT/tests.txt; cut -c1-200 $OUT/ab.txt
