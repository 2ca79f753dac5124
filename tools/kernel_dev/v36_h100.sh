#!/bin/bash
# v36 H100 call: every GPU test of tests_v3 (1ccb796's code, built here), memcheck / racecheck on
# the new ring test and on OUT1 (outhash_v3 1024 x51000) and a 64-point case; the issue-3 table of
# tcfft_v3; tcfft_h (HEAD at the session's start) against tcfft_v3 on the shapes the session
# touched, two rounds. NOTES.md v36.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
GTEST='*' TESTS=tests_v3 SANTOOLS="memcheck racecheck" SAN='GpuBulk64Ring.*' gpu_tests X=0 > $OUT/tests.txt
grep -E "tests ran|^\[  (PASSED|FAILED)|SKIPPED" $OUT/gtest.log | tail -4 >> $OUT/tests.txt
for tool in memcheck racecheck; do
  for sh in "1024 51000" "64 70001"; do
    timeout 150 compute-sanitizer --tool $tool --error-exitcode 9 $C/outhash_v3 $sh split fwd > $OUT/san_$tool.txt 2>&1
    echo "$tool $sh rc=$? $(tail -1 $OUT/san_$tool.txt)"
  done
done >> $OUT/tests.txt
echo "tests t=$(( $(date +%s) - t0 ))" >> $OUT/tests.txt
for v in h v3; do for sh in "1024 65536" "64 1048576"; do echo "$v $($C/outhash_$v $sh split fwd 2>&1)"; done; done > $OUT/hashes.txt
OUT=$OUT/i3 timeout 150 tools/kernel_dev/issue3_table.sh $C/tcfft_v3 > /dev/null 2>&1
S="1024 x65536;1024 x49152;64 x1048576" ab_rows "h:tcfft_h:X=0" "v3:tcfft_v3:X=0" > $OUT/ab.txt
rm -f $OUT/rows.txt $OUT/hdr.txt $OUT/san_*.txt
(cd $OUT && tar czf logs.tgz *.log smi.txt 2>/dev/null && rm -f *.log)
cat $OUT/tests.txt $OUT/hashes.txt; cut -c1-210 $OUT/i3/issue3.txt; cut -c1-200 $OUT/ab.txt
