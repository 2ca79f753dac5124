#!/bin/bash
# v34: the H100 final call's gpu-check ran past its 340 s limit before its summary (cold machine), so no
# ctest result came back: every GPU test of tests_n (the session's final kernels, built here) on the
# H100, and memcheck / racecheck on the bulk 1024 and 4096 cases. NOTES.md v34.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
GTEST='*' TESTS=tests_n SANTOOLS="memcheck racecheck" SAN='*Split2_N2e10_radix0*:*Split2_N2e12_radix0*:*TcFp16_N2e12_radix0*' gpu_tests X=0 > $OUT/tests.txt
grep -E "tests ran|^\[  (PASSED|FAILED)" $OUT/gtest.log | tail -3 >> $OUT/tests.txt
echo "total t=$(( $(date +%s) - t0 ))" >> $OUT/tests.txt
(cd $OUT && tar czf logs.tgz *.log smi.txt && rm -f *.log)
cat $OUT/tests.txt
