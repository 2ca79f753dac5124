#!/bin/bash
# v38: the fused pair's blocks per SM by the device (tests_new / tcfft_new = this commit's code:
# 5 blocks on the H200, 4 on the H100) against tcfft_base (83d5907's CLI: 4 everywhere): every GPU
# test, memcheck / racecheck on the pair's tests (both instances: FourAndFiveBlocksGiveTheSameBits),
# then two rounds of the shapes that run the pair plus a control. NOTES v38.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
GTEST='*' TESTS=tests_new SAN='GpuFusedPair.*' gpu_tests X=0 > $OUT/tests.txt
grep -E "^\[  (PASSED|FAILED)|tests ran|SKIPPED \]" $OUT/gtest.log | tail -4 >> $OUT/tests.txt
S="256 256 x1024;256 256 256 x8;64 256 256 x16;128 128 128 x64" ab_rows "base:tcfft_base:X=0" "new:tcfft_new:X=0" > $OUT/ab.txt
rm -f $OUT/rows.txt $OUT/hdr.txt
(cd $OUT && tar czf logs.tgz *.log smi.txt 2>/dev/null && rm -f *.log)
cat $OUT/tests.txt; cut -c1-200 $OUT/ab.txt
