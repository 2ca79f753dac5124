#!/bin/bash
# v28: the float stage 0 (docs §4.7) as landed in the library: every test of the test binary with
# the GPU (two shards side by side), memcheck / racecheck on the 4096-point cases (contiguous AS,
# unaligned register form, strided, staged columns), the issue-3 rows and the rows whose plans have
# 4096-point passes (bench: errors against cuFFT FP64, cuFFT FP32 in the same run), and the plan of
# 1D 4096 as explain prints it. NOTES.md v28.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
for s in 0 1; do
  GTEST_TOTAL_SHARDS=2 GTEST_SHARD_INDEX=$s TCFFT_NUM_THREADS=8 timeout 420 $C/tests_x > $OUT/gtest_$s.log 2>&1 &
done
wait
echo "gtest t=$(( $(date +%s) - t0 ))"
for s in 0 1; do grep -E "^\[  (PASSED|FAILED) |^\[  FAILED|tests ran|SKIPPED \]" $OUT/gtest_$s.log | head -12; done
SAN4='Cuda/GpuOracle.*/Split2_N2e12_*:*Contiguous4096*:Cuda/GpuVsCpuEmulation*/*4096*:Cuda/GpuLayouts.*4096*'
for tool in memcheck racecheck; do
  timeout 200 compute-sanitizer --tool $tool --error-exitcode 9 $C/tests_x --gtest_filter="$SAN4" > $OUT/san_${tool}.log 2>&1
  echo "$tool rc=$? t=$(( $(date +%s) - t0 ))"; grep -E "ERROR SUMMARY|RACECHECK SUMMARY|PASSED|FAILED" $OUT/san_${tool}.log | tail -3
done
OUT=$OUT/i3 timeout 150 tools/kernel_dev/issue3_table.sh $C/tcfft_x
S="4096 x16384;4096 4096 x4;16777216 x4;4194304 x16;4096 x16384" ab_rows "f0:tcfft_x:X=0"
$C/tcfft_x plan --n 4096 --batch 16384 --compute tc-split --explain > $OUT/explain4096.txt 2>&1; head -30 $OUT/explain4096.txt
echo "total t=$(( $(date +%s) - t0 ))"
(cd $OUT && tar czf logs.tgz *.log smi.txt && rm -f *.log)
