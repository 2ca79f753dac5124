#!/bin/bash
# v31: the float stage 0 of the 1024-point passes (numerics §4.7 v6): GPU tests, sanitizers on the
# 1024 cases, then the new CLI (tcfft_x) against the one before the change (tcfft_old) on 1D 1024
# x65536, 2D 1024^2 x64, 1D 2^20 x64 and the issue-3 rows, two rounds; ncu of the new bulk kernel.
# NOTES.md v31.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
GTEST='*' TESTS=tests_x SAN='Cuda/GpuOracle.*Split2*1024*:Cuda/GpuLayouts.*Split2*1024*:Cuda/GpuVsCpuEmulationLayouts.*1024*' gpu_tests X=0
grep -E "tests ran|PASSED|FAILED" $OUT/gtest.log | tail -5
S="1024 x65536;1024 1024 x64;1048576 x64;4096 x16384;256 x262144" ab_rows "old:tcfft_old:X=0" "new:tcfft_x:X=0"
M=gpu__time_duration.sum,smsp__cycles_elapsed.avg.per_second,smsp__inst_executed.sum,smsp__issue_active.avg.pct_of_peak_sustained_active,sm__warps_active.avg.pct_of_peak_sustained_active,launch__registers_per_thread,launch__grid_size
timeout 120 ncu --clock-control none --metrics $M -k regex:rt_ --launch-count 2 $C/tcfft_x bench --n 1024 --batch 65536 --compute tc-split --backend cuda --reps 1 --warmup 1 --quiet > $OUT/ncu_1024.txt 2>&1
grep -E "rt_|duration|per_second|inst_executed|issue_active|warps_active|registers|grid_size" $OUT/ncu_1024.txt | sed 's/  */ /g' | cut -c1-140
echo "total t=$(( $(date +%s) - t0 ))"
(cd $OUT && tar czf logs.tgz *.log smi.txt && rm -f *.log)
