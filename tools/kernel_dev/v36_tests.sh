#!/bin/bash
# v36: the three same-bits tests after their shared helpers (tests_hd2, HEAD's code + the test
# refactor), with the GPU; memcheck on the ring test. NOTES v36.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
GTEST='GpuLean4096.*:GpuBulk1024Out1.*:GpuBulk64Ring.*:GpuLaneTables.*' TESTS=tests_hd2 SANTOOLS=memcheck SAN='GpuBulk64Ring.*' gpu_tests X=0 > $OUT/tests.txt
grep -E "^\[       OK|FAILED|SKIPPED" $OUT/gtest.log >> $OUT/tests.txt
(cd $OUT && tar czf logs.tgz *.log smi.txt 2>/dev/null && rm -f *.log)
cat $OUT/tests.txt
