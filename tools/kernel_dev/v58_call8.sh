#!/bin/bash
# v58 call 8: the review's GPU check at the final code (the last ~230 s of the session's device budget):
# every GPU test in 6 shards (capped at 140 s), memcheck / racecheck on the ws1024 ring test, and three
# multi-pass rows with cuFFT FP32 in the same process.
# Carried: build-xz/bins.tar.xz = {tcfft, tcfft_tests (this commit), libfftw3*.so.3}.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
for i in 0 1 2 3 4 5; do
  GTEST_TOTAL_SHARDS=6 GTEST_SHARD_INDEX=$i timeout 140 $C/tcfft_tests > $OUT/gtest$i.log 2>&1 &
done
wait
for i in 0 1 2 3 4 5; do grep -E "^\[==========\] [0-9]+ tests|^\[  PASSED|FAILED  \]|SKIPPED \] [0-9]" $OUT/gtest$i.log | tail -6; done
echo "tests t=$(( $(date +%s) - t0 ))"
timeout 30 compute-sanitizer --tool memcheck --error-exitcode 9 $C/tcfft_tests --gtest_filter='GpuWs1024.RingReuseForTheSanitizers' > $OUT/san_memcheck.log 2>&1
echo "memcheck rc=$?"; tail -n 1 $OUT/san_memcheck.log
timeout 30 compute-sanitizer --tool racecheck --error-exitcode 9 $C/tcfft_tests --gtest_filter='GpuWs1024.RingReuseForTheSanitizers' > $OUT/san_racecheck.log 2>&1
echo "racecheck rc=$?"; tail -n 1 $OUT/san_racecheck.log
timeout 40 $C/tcfft bench --shapes "1048576 x64;262144 x256;1024 1024 x64" --compute tc-split --reps 10 --quiet > $OUT/bench.txt 2>&1
grep -E "^shape|^(1D|2D) " $OUT/bench.txt
echo "t=$(( $(date +%s) - t0 ))"
(cd $OUT && tar -cJf logs.tar.xz *.log && rm -f *.log)
