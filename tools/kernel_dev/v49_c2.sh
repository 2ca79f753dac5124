#!/bin/bash
# v49 call 2: T4096 without the radix-16 exchanges (TCFFT_X_NX: 1 = stage_b16's, 3 = both) against
# base (working tree at NX = 0, bulk 256 min-blocks 4), `--tcfft-only`, two rounds; then every GPU
# test of the nx3 build in 6 shards, memcheck / racecheck on subsets (racecheck of the lean kernel
# last, under its own limit). Carried: build-xz/bins.tar.xz from v49_prep2 (see NOTES v49).
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
S="4096 x16384;4096 x2048;4096 4096 x4;16777216 x4;256 x262144"
ab_multi "base:tcfft:X=0" "nx1:tcfft_nx1:X=0" "nx3:tcfft_nx3:X=0" | tee $OUT/ab_nx.txt
for i in 0 1 2 3 4 5; do
  GTEST_TOTAL_SHARDS=6 GTEST_SHARD_INDEX=$i timeout 280 $C/tcfft_tests_nx3 > $OUT/gtest$i.log 2>&1 &
done
wait
{ for i in 0 1 2 3 4 5; do grep -E "^\[==========\]|^\[  PASSED|FAILED  \]|SKIPPED \] [0-9]" $OUT/gtest$i.log | tail -8; done
  echo "tests t=$(( $(date +%s) - t0 ))"; } | tee $OUT/summary.txt
SAN='GpuTruncationBias.*:Cuda/GpuOracle.*/Split2_N2e12_*:Cuda/GpuOracle.*/TcFp16_N2e12_*'
SANR='Cuda/GpuOracle.*/Split2_N2e12_*:Cuda/GpuOracle.*/TcFp16_N2e12_*:Shapes/GpuStaticOrder.*/n256x256_b5'
{ timeout 90 compute-sanitizer --tool memcheck --error-exitcode 9 $C/tcfft_tests_nx3 --gtest_filter="$SAN" > $OUT/san_memcheck.log 2>&1
  echo "memcheck rc=$? t=$(( $(date +%s) - t0 )) filter $SAN"; tail -n 2 $OUT/san_memcheck.log
  timeout 120 compute-sanitizer --tool racecheck --error-exitcode 9 $C/tcfft_tests_nx3 --gtest_filter="$SANR" > $OUT/san_racecheck.log 2>&1
  echo "racecheck rc=$? t=$(( $(date +%s) - t0 )) filter $SANR"; tail -n 3 $OUT/san_racecheck.log
  timeout 150 compute-sanitizer --tool racecheck --error-exitcode 9 $C/tcfft_tests_nx3 --gtest_filter='GpuLean4096.*' > $OUT/san_race_lean.log 2>&1
  echo "racecheck lean rc=$? t=$(( $(date +%s) - t0 ))"; tail -n 3 $OUT/san_race_lean.log; } | tee -a $OUT/summary.txt
(cd $OUT && cat gtest?.log > gtest.log && rm gtest?.log && tar -cJf logs.tar.xz *.log && rm -f *.log)
