#!/bin/bash
# v25: the landing candidate (main + do + v4 with the prefetch-form fix: tcfft_land) and e1 (land +
# a split barrier after stage 0 whose wait holds the copy-out and each thread's own copy issue:
# tcfft_e1) against 0cd175c's CLI (tcfft_base). Every GPU test of land, the 4096 cases of e1,
# sanitizers of both on the 4096 cases, rows, ncu, and the SASS of land's TC_SPLIT AS kernel.
# NOTES.md v25.
. "$(dirname "$0")/dev_lib.sh"
tests_of() {  # binary filter tag
  timeout 300 $C/$1 --gtest_filter="$2" > $OUT/gtest_$3.log 2>&1
  echo "gtest $3 rc=$? t=$(( $(date +%s) - t0 ))"
  grep -E "^\[  (PASSED|FAILED) |^\[  FAILED" $OUT/gtest_$3.log | head -20
}
san_of() {  # binary tag
  local tool
  for tool in memcheck racecheck; do
    timeout 120 compute-sanitizer --tool $tool --error-exitcode 9 $C/$1 --gtest_filter="$SAN4" > $OUT/san_${tool}_$2.log 2>&1
    echo "$tool $2 rc=$? t=$(( $(date +%s) - t0 ))"; grep -E "ERROR SUMMARY|RACECHECK SUMMARY|PASSED|FAILED" $OUT/san_${tool}_$2.log | tail -3
  done
}
tests_of tcfft_tests_land '*Gpu*:*Cuda*' land
tests_of tcfft_tests_e1 '*4096*:*N2e12*:*Contiguous4096*:*Gpu*Limits*Lines*' e1
SAN4='Cuda/GpuOracle.*/Split2_N2e12_*:Cuda/GpuOracle.*/TcFp16_N2e12_fwd:Cuda/GpuVsCpuEmulation*/*1d_4096*:*Contiguous4096*'
san_of tcfft_tests_land land
san_of tcfft_tests_e1 e1
S="${SHAPES:-4096 x16384;4096 x1024;4096 4096 x4}"
ab_rows "base:tcfft_base:X=0" "land:tcfft_land:X=0" "e1  :tcfft_e1:X=0"
cp $OUT/rows.txt $OUT/rows_split.txt
COMPUTE=tc-fp16 S="4096 x16384" ab_rows "base16:tcfft_base:X=0" "land16:tcfft_land:X=0"
for b in land e1; do
  echo "--- ncu $b"
  timeout 100 ncu --kernel-name-base demangled -k regex:'rt4096' --launch-count 1 \
    --metrics smsp__warp_issue_stalled_long_scoreboard_per_warp_active.pct,smsp__warp_issue_stalled_barrier_per_warp_active.pct,smsp__inst_executed.sum,gpu__time_duration.sum,smsp__issue_active.avg.pct_of_peak_sustained_active \
    $C/tcfft_$b bench --n 4096 --batch 16384 --compute tc-split --backend cuda --reps 1 --warmup 0 --quiet > $OUT/ncu_$b.txt 2>&1
  grep -E "stalled|inst_executed|duration|issue_active" $OUT/ncu_$b.txt
done
cuobjdump -sass $C/tcfft_land 2>/dev/null | awk '/Function : .*rt4096_kernelILi2ELb0ELb1ELb1ELi0ELb0ELb1ELi8E/{p=1;print;next} /Function : /{p=0} p' > $OUT/sass_land.txt
wc -l $OUT/sass_land.txt; gzip -f $OUT/sass_land.txt
echo "total t=$(( $(date +%s) - t0 ))"
