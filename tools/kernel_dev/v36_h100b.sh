#!/bin/bash
# v36 second H100 call: every GPU test of tests_hd (HEAD's code, 1cab928: OUT1 by the device rule,
# so not on the H100), memcheck / racecheck on the two new tests; the issue-3 table of tcfft_hd;
# tcfft_h (the session's start) against tcfft_hd on 1024 x65536 and 64 x2^20, two rounds. NOTES v36.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
GTEST='*' TESTS=tests_hd SANTOOLS="memcheck racecheck" SAN='GpuBulk64Ring.*' gpu_tests X=0 > $OUT/tests.txt
grep -E "tests ran|^\[  (PASSED|FAILED)|SKIPPED|GpuBulk" $OUT/gtest.log | tail -12 >> $OUT/tests.txt
echo "tests t=$(( $(date +%s) - t0 ))" >> $OUT/tests.txt
OUT=$OUT/i3 timeout 150 tools/kernel_dev/issue3_table.sh $C/tcfft_hd > /dev/null 2>&1
S="1024 x65536;64 x1048576" ab_rows "h:tcfft_h:X=0" "hd:tcfft_hd:X=0" > $OUT/ab.txt
rm -f $OUT/rows.txt $OUT/hdr.txt
(cd $OUT && tar czf logs.tgz *.log smi.txt 2>/dev/null && rm -f *.log)
cat $OUT/tests.txt; cut -c1-210 $OUT/i3/issue3.txt; cut -c1-200 $OUT/ab.txt
