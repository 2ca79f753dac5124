#!/bin/bash
# v35 H100 call: every GPU test of tests_o (built here from c1d6d5d's code), memcheck / racecheck on
# the bulk 1024 TC_SPLIT cases, the issue-3 table of tcfft_o, and tcfft_n (before the session)
# against tcfft_o on the 1024-point shapes, two rounds. NOTES.md v35.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
GTEST='*' TESTS=tests_o SANTOOLS="memcheck racecheck" SAN='*Split2_N2e10_radix0*:*Split2_N2e10_fwd*:GpuLineScale.*' gpu_tests X=0 > $OUT/tests.txt
grep -E "tests ran|^\[  (PASSED|FAILED)" $OUT/gtest.log | tail -3 >> $OUT/tests.txt
echo "tests t=$(( $(date +%s) - t0 ))" >> $OUT/tests.txt
cat $OUT/tests.txt
OUT=$OUT/i3 timeout 150 tools/kernel_dev/issue3_table.sh $C/tcfft_o > /dev/null 2>&1
cut -c1-210 $OUT/i3/issue3.txt
S="1024 x65536;1024 x4096" ab_rows "n:tcfft_n:X=0" "o:tcfft_o:X=0" > $OUT/ab.txt
rm -f $OUT/rows.txt $OUT/hdr.txt
(cd $OUT && tar czf logs.tgz *.log smi.txt && rm -f *.log smi.txt)
cut -c1-200 $OUT/ab.txt
