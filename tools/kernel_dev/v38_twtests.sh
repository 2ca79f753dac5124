#!/bin/bash
# v38: every GPU test of the working tree's build (tests_tw), memcheck on the line-rule and
# four-step GPU-vs-CPU tests, racecheck on the small line-rule cases. NOTES v38.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
GTEST='*' TESTS=tests_tw SANTOOLS=memcheck SAN='GpuLineScale.*:GpuFusedPair.GivesTheBitsOfTheTwoPasses' gpu_tests X=0 > $OUT/tests.txt
grep -E "^\[  (PASSED|FAILED)|tests ran|SKIPPED \]|FAILED  \]" $OUT/gtest.log | tail -12 >> $OUT/tests.txt
mv $OUT/gtest.log $OUT/gtest_all.log
GTEST='' TESTS=tests_tw SANTOOLS=racecheck SAN='GpuLineScale.KernelsFollow*' gpu_tests X=0 >> $OUT/tests.txt
(cd $OUT && tar czf logs.tgz *.log smi.txt 2>/dev/null && rm -f *.log)
cat $OUT/tests.txt
