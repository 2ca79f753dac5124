#!/bin/bash
# v28: rt4096 (AS form, TC_SPLIT) with stage 0 as the float radix-16 network (TCFFT_X_NAT0=1,
# same binary): racecheck / memcheck of the 4096 cases under NAT0 (the bit tests against the CPU
# emulation are expected to differ: the emulation does not know the float stage yet), rows (two
# rounds: 1D 4096 x16384, 2D 4096^2 x4) with errors, ncu of both forms. NOTES.md v28.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
SAN4='Cuda/GpuOracle.*/Split2_N2e12_*:*Contiguous4096*'
timeout 200 env TCFFT_X_NAT0=1 $C/tests_x --gtest_filter="$SAN4" > $OUT/gtest_nat0.log 2>&1
echo "gtest nat0 (oracle) rc=$? t=$(( $(date +%s) - t0 ))"; grep -E "^\[  (PASSED|FAILED) |^\[  FAILED" $OUT/gtest_nat0.log | head -20
for tool in memcheck racecheck; do
  TCFFT_X_NAT0=1 timeout 150 compute-sanitizer --tool $tool --error-exitcode 9 $C/tests_x --gtest_filter="$SAN4" > $OUT/san_${tool}.log 2>&1
  echo "$tool nat0 rc=$? t=$(( $(date +%s) - t0 ))"; grep -E "ERROR SUMMARY|RACECHECK SUMMARY|PASSED|FAILED" $OUT/san_${tool}.log | tail -3
done
S="4096 x16384;4096 4096 x4" ab_rows "base:tcfft_x:X=0" "nat0:tcfft_x:TCFFT_X_NAT0=1"
for v in 0 1; do
  echo "--- ncu NAT0=$v"
  TCFFT_X_NAT0=$v timeout 100 ncu --clock-control none --kernel-name-base demangled -k regex:'rt4096' --launch-skip 5 --launch-count 2 \
    --metrics gpu__time_duration.sum,sm__cycles_elapsed.max,smsp__inst_executed.sum,smsp__issue_active.avg.pct_of_peak_sustained_active,smsp__warp_issue_stalled_barrier_per_warp_active.pct,dram__throughput.avg.pct_of_peak_sustained_elapsed \
    $C/tcfft_x bench --n 4096 --batch 16384 --compute tc-split --backend cuda --reps 3 --warmup 3 --quiet > $OUT/ncu_$v.txt 2>&1
  grep -E "duration|elapsed.max|inst_exec|issue_active|stalled|dram__" $OUT/ncu_$v.txt
done
echo "total t=$(( $(date +%s) - t0 ))"
(cd $OUT && tar czf logs.tgz *.log ncu_*.txt smi.txt && rm -f *.log ncu_*.txt)
