#!/bin/bash
# v38: the line rules on post-twiddled passes (numerics §4.10; tests_tw / tcfft_tw = the working
# tree) against tcfft_new (209cd5a's CLI): the line-rule GPU tests (the new one runs each
# post-twiddled pass alone against the CPU on a discriminating input), then two rounds of the shapes
# with post-twiddled 64 / 256 / 1024-point passes and two controls. NOTES v38.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
GTEST='GpuLineScale.*:FloatStage0Dispatch.*' TESTS=tests_tw SAN='' gpu_tests X=0 > $OUT/tests.txt
grep -E "GPU vs CPU on the outputs" $OUT/gtest.log >> $OUT/tests.txt
S="65536 x1024;1048576 x64;4194304 x16;16777216 x4;67108864 x1;4096 4096 x4;8192 8192 x1;262144 x256;256 256 x1024" \
  ab_rows "base:tcfft_new:X=0" "tw:tcfft_tw:X=0" > $OUT/ab.txt
rm -f $OUT/rows.txt $OUT/hdr.txt
(cd $OUT && tar czf logs.tgz *.log smi.txt 2>/dev/null && rm -f *.log)
cat $OUT/tests.txt; cut -c1-200 $OUT/ab.txt
