#!/bin/bash
# v26: rt4096's stage 2 as N = 32 wgmma chains overlapped with the next task (tcfft_wg2 /
# tests_wg2: rt_kernels.cu built for sm_90a with TCFFT_RT_WGMMA) against main's CLI (tcfft_land):
# the 4096 GPU tests and sanitizers of wg2, rows (three rounds), ncu of both, the wg2 kernel's
# SASS; logs in logs.tgz. Binaries come as build-xz/bins.tar.xz. NOTES.md v26.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
timeout 300 $C/tests_wg2 --gtest_filter='*4096*:*N2e12*:*Contiguous4096*:*Gpu*Limits*Lines*' > $OUT/gtest_wg2.log 2>&1
echo "gtest wg2 rc=$? t=$(( $(date +%s) - t0 ))"; grep -E "^\[  (PASSED|FAILED) |^\[  FAILED" $OUT/gtest_wg2.log | head -20
SAN4='Cuda/GpuOracle.*/Split2_N2e12_*:Cuda/GpuVsCpuEmulation*/*1d_4096*:*Contiguous4096*'
for tool in memcheck racecheck synccheck; do
  timeout 150 compute-sanitizer --tool $tool --error-exitcode 9 $C/tests_wg2 --gtest_filter="$SAN4" > $OUT/san_${tool}_wg2.log 2>&1
  echo "$tool wg2 rc=$? t=$(( $(date +%s) - t0 ))"; grep -E "ERROR SUMMARY|RACECHECK SUMMARY|PASSED|FAILED" $OUT/san_${tool}_wg2.log | tail -3
done
S="4096 x16384;4096 4096 x4" ab_rows "land:tcfft_land:X=0" "wg2 :tcfft_wg2:X=0"
S="4096 x16384" ab_rows "wg2 :tcfft_wg2:X=0" "land:tcfft_land:X=0" | tail -4
for b in land wg2; do
  echo "--- ncu $b"
  timeout 100 ncu --kernel-name-base demangled -k regex:'rt4096' --launch-count 1 \
    --metrics smsp__warp_issue_stalled_long_scoreboard_per_warp_active.pct,smsp__warp_issue_stalled_barrier_per_warp_active.pct,smsp__warp_issue_stalled_short_scoreboard_per_warp_active.pct,smsp__warp_issue_stalled_math_pipe_throttle_per_warp_active.pct,smsp__inst_executed.sum,gpu__time_duration.sum,smsp__issue_active.avg.pct_of_peak_sustained_active \
    $C/tcfft_$b bench --n 4096 --batch 16384 --compute tc-split --backend cuda --reps 1 --warmup 0 --quiet > $OUT/ncu_$b.txt 2>&1
  grep -E "stalled|inst_executed|duration|issue_active" $OUT/ncu_$b.txt
done
cuobjdump -sass $C/tcfft_wg2 2>/dev/null | awk '/Function : .*rt4096_kernelILi2ELb0ELb1ELb1ELi0ELb0ELb1ELi8E/{p=1;print;next} /Function : /{p=0} p' > $OUT/sass_wg2.txt
grep -oE "HGMMA\S*|HMMA\S*|WARPGROUP\S*|BAR\.SYNC" $OUT/sass_wg2.txt | sort | uniq -c; gzip -f $OUT/sass_wg2.txt
echo "total t=$(( $(date +%s) - t0 ))"
(cd $OUT && tar czf logs.tgz *.log ncu_*.txt sass_*.gz smi.txt && rm -f *.log ncu_*.txt sass_*.gz)
