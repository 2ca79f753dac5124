#!/bin/bash
# v26: rt4096 (AS form) with a bulk L2 prefetch of a later line (cp.async.bulk.prefetch.L2, one
# thread, 32 KB): pf1 = the line after the one whose copy was just issued, pf2 = one further, against
# main's CLI (tcfft_land). The 4096 GPU tests + sanitizers of pf1, rows (three rounds), TC_FP16 and
# 2D rows, ncu at the bench's clocks. Logs in logs.tgz. NOTES.md v26.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
timeout 300 $C/tests_pf1 --gtest_filter='*4096*:*N2e12*:*Contiguous4096*:*Gpu*Limits*Lines*' > $OUT/gtest_pf1.log 2>&1
echo "gtest pf1 rc=$? t=$(( $(date +%s) - t0 ))"; grep -E "^\[  (PASSED|FAILED) |^\[  FAILED" $OUT/gtest_pf1.log | head -20
SAN4='Cuda/GpuOracle.*/Split2_N2e12_*:Cuda/GpuVsCpuEmulation*/*1d_4096*:*Contiguous4096*'
for tool in memcheck racecheck; do
  timeout 150 compute-sanitizer --tool $tool --error-exitcode 9 $C/tests_pf1 --gtest_filter="$SAN4" > $OUT/san_${tool}_pf1.log 2>&1
  echo "$tool pf1 rc=$? t=$(( $(date +%s) - t0 ))"; grep -E "ERROR SUMMARY|RACECHECK SUMMARY|PASSED|FAILED" $OUT/san_${tool}_pf1.log | tail -3
done
S="4096 x16384;4096 4096 x4" ab_rows "land:tcfft_land:X=0" "pf1 :tcfft_pf1:X=0" "pf2 :tcfft_pf2:X=0"
S="4096 x16384" ab_rows "pf2 :tcfft_pf2:X=0" "pf1 :tcfft_pf1:X=0" "land:tcfft_land:X=0" | tail -6
COMPUTE=tc-fp16 S="4096 x16384" ab_rows "land16:tcfft_land:X=0" "pf1_16:tcfft_pf1:X=0" | tail -4
for b in land pf1; do
  echo "--- ncu (clock-control none) $b"
  timeout 100 ncu --clock-control none --kernel-name-base demangled -k regex:'rt4096' --launch-skip 5 --launch-count 2 \
    --metrics gpu__time_duration.sum,sm__cycles_elapsed.max,smsp__warp_issue_stalled_long_scoreboard_per_warp_active.pct,smsp__warp_issue_stalled_barrier_per_warp_active.pct,lts__t_sector_hit_rate.pct,dram__throughput.avg.pct_of_peak_sustained_elapsed \
    $C/tcfft_$b bench --n 4096 --batch 16384 --compute tc-split --backend cuda --reps 3 --warmup 3 --quiet > $OUT/ncu_$b.txt 2>&1
  grep -E "duration|elapsed.max|stalled|hit_rate|dram__" $OUT/ncu_$b.txt
done
echo "total t=$(( $(date +%s) - t0 ))"
(cd $OUT && tar czf logs.tgz *.log ncu_*.txt smi.txt && rm -f *.log ncu_*.txt)
