#!/bin/bash
# v48 call 4: the early post-twiddle loads extended to the staged 64 and 1024 rows (tcfft_pf) against
# HEAD (tcfft), `--tcfft-only`, two rounds; then tcfft_pf's whole GPU suite in 6 shards, memcheck /
# racecheck on subsets, and issue 5's TC_SPLIT table with tcfft_pf (cuFFT FP32 in the same process)
# if the time allows. Carried: build-xz/bins.tar.xz = {tcfft, tcfft_pf, tcfft_tests (pf), libfftw3*}.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
S="1048576 x64;4194304 x16;4096 4096 x4;8192 8192 x1;262144 x256;67108864 x1;16777216 x4"
ab_multi "head:tcfft:X=0" "pf:tcfft_pf:X=0" | tee $OUT/ab.txt
for i in 0 1 2 3 4 5; do
  GTEST_TOTAL_SHARDS=6 GTEST_SHARD_INDEX=$i timeout 200 $C/tcfft_tests > $OUT/gtest$i.log 2>&1 &
done
wait
{ for i in 0 1 2 3 4 5; do grep -E "^\[==========\]|^\[  PASSED|FAILED  \]|SKIPPED \] [0-9]" $OUT/gtest$i.log | tail -8; done
  echo "tests t=$(( $(date +%s) - t0 ))"; } | tee $OUT/summary.txt
SAN='GpuPlanePass.*:Cuda/GpuOracle.*/Split2_N2e12_fwd:Ergun/Properties.Holds/TimeShift_Split2_N2e18_b2_inv'
SANR='Shapes/GpuStaticOrder.*/n256x256_b5:Shapes/GpuStaticOrder.*/n512x32_b9:Shapes/GpuStaticOrder.*/n256_b4099'
{ timeout 50 compute-sanitizer --tool memcheck --error-exitcode 9 $C/tcfft_tests --gtest_filter="$SAN" > $OUT/san_memcheck.log 2>&1
  echo "memcheck rc=$? t=$(( $(date +%s) - t0 )) filter $SAN"; tail -n 2 $OUT/san_memcheck.log
  timeout 60 compute-sanitizer --tool racecheck --error-exitcode 9 $C/tcfft_tests --gtest_filter="$SANR" > $OUT/san_racecheck.log 2>&1
  echo "racecheck rc=$? t=$(( $(date +%s) - t0 )) filter $SANR"; tail -n 3 $OUT/san_racecheck.log; } | tee -a $OUT/summary.txt
if [ $(( $(date +%s) - t0 )) -lt 330 ]; then
  COMPUTES=tc-split bash tools/kernel_dev/shapes_issue5.sh $C/tcfft_pf > /dev/null
  cat $OUT/shapes_issue5.txt; echo "issue5 t=$(( $(date +%s) - t0 ))"
fi
(cd $OUT && cat gtest?.log > gtest.log && rm gtest?.log && tar -cJf logs.tar.xz *.log explain_issue5.txt 2>/dev/null; rm -f *.log explain_issue5.txt)
