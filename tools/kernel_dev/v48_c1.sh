#!/bin/bash
# v48 call 1: main's tcfft against the sym16 branch's (tcfft_sym), `--tcfft-only`, two rounds over
# the issue shapes; ncu (full set, SASS source counters) of 1D 2^24 x4's three passes for both;
# then every GPU test of the branch's tcfft_tests in 4 parallel shards (the device has 16 cores; the
# suite is CPU-bound: oracle and CPU model) and memcheck / racecheck on the radix-16 paths.
# Carried: build-xz/bins.tar.xz = {tcfft (main), tcfft_sym, tcfft_tests (sym16), libfftw3*.so.3}.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
S="4096 x16384;1024 x65536;256 x262144;16 x4194304;512 x131072;65536 x1024;16777216 x4;1048576 x64;256 256 x1024;32 32 32 x4096;64 64 64 x512;128 128 128 x64;256 256 256 x8"
ab_multi "main:tcfft:X=0" "sym:tcfft_sym:X=0" | tee $OUT/ab.txt
for b in tcfft tcfft_sym; do
  timeout 150 ncu --set full --import-source no -c 3 -o $OUT/rep_$b \
    $C/$b bench --n 16777216 --batch 4 --compute tc-split --reps 1 --warmup 0 --tcfft-only --quiet > $OUT/ncu_$b.log 2>&1
  echo "ncu $b rc=$? t=$(( $(date +%s) - t0 ))"
  ncu -i $OUT/rep_$b.ncu-rep --page details --csv > $OUT/det_$b.csv 2>&1
  ncu -i $OUT/rep_$b.ncu-rep --page source --csv --print-source sass > $OUT/sass_$b.csv 2>&1
  rm -f $OUT/rep_$b.ncu-rep
done
for i in 0 1 2 3; do
  GTEST_TOTAL_SHARDS=4 GTEST_SHARD_INDEX=$i timeout 330 $C/tcfft_tests > $OUT/gtest$i.log 2>&1 &
done
wait
for i in 0 1 2 3; do grep -E "^\[==========\]|^\[  PASSED|FAILED  \]|SKIPPED \] [0-9]" $OUT/gtest$i.log | tail -8; done | tee $OUT/tests.txt
echo "tests t=$(( $(date +%s) - t0 ))"
SAN='GpuTruncationBias.*:GpuFusedPair.GivesTheBitsOfTheTwoPasses:GpuPlanePass.*:Cuda/GpuOracle.*/Split2_N2e12_fwd:Cuda/GpuOracle.*/TcFp16_N2e8_fwd'
for tool in memcheck racecheck; do
  timeout 60 compute-sanitizer --tool $tool --error-exitcode 9 $C/tcfft_tests --gtest_filter="$SAN" > $OUT/san_$tool.log 2>&1
  echo "$tool rc=$? t=$(( $(date +%s) - t0 ))"; tail -n 2 $OUT/san_$tool.log
done | tee $OUT/san.txt
(cd $OUT && cat gtest0.log gtest1.log gtest2.log gtest3.log > gtest.log && rm gtest?.log && tar -cJf logs.tar.xz *.log *.csv && rm -f *.log *.csv)
