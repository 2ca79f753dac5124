#!/bin/bash
# v25: rt4096 (1D 4096, TC_SPLIT 8 warps, AS) in three steps against 0cd175c's CLI (tcfft_base):
#   s1: stage-1 lane twiddles from lane t's entry (2 KB of L1 instead of 16);
#   do: s1 + two barriers per line (the copy-out of line i beside stage 0 of line i + 1);
#   v4: do + the 8-warp copy-out as 16-byte loads / no_allocate 16-byte stores.
# GPU tests (every GPU test with v4's build, the 4096 cases with do's), sanitizers on the 4096
# cases (v4), rows, ncu of base and v4. NOTES.md v25.
. "$(dirname "$0")/dev_lib.sh"
tests_of() {  # binary filter tag
  timeout 300 $C/$1 --gtest_filter="$2" > $OUT/gtest_$3.log 2>&1
  echo "gtest $3 rc=$? t=$(( $(date +%s) - t0 ))"
  grep -E "^\[  (PASSED|FAILED) |^\[  FAILED" $OUT/gtest_$3.log | head -20
}
tests_of tcfft_tests_v4 '*Gpu*:*Cuda*' v4
tests_of tcfft_tests_do '*4096*:*N2e12*:*Contiguous4096*:*Gpu*Limits*Lines*' do
SAN4='Cuda/GpuOracle.*/Split2_N2e12_fwd:Cuda/GpuOracle.*/TcFp16_N2e12_fwd:Cuda/GpuVsCpuEmulation*/*1d_4096*:*Contiguous4096*'
for tool in memcheck racecheck; do
  timeout 150 compute-sanitizer --tool $tool --error-exitcode 9 $C/tcfft_tests_v4 --gtest_filter="$SAN4" > $OUT/san_$tool.log 2>&1
  echo "$tool rc=$? t=$(( $(date +%s) - t0 ))"; grep -E "ERROR SUMMARY|RACECHECK SUMMARY|PASSED|FAILED" $OUT/san_$tool.log | tail -3
done
S="${SHAPES:-4096 x16384;4096 x1024;4096 4096 x4;16777216 x4}"
ab_rows "base:tcfft_base:X=0" "s1  :tcfft_s1:X=0" "do  :tcfft_do:X=0" "v4  :tcfft_v4:X=0"
cp $OUT/rows.txt $OUT/rows_split.txt
COMPUTE=tc-fp16 S="4096 x16384" ab_rows "base16:tcfft_base:X=0" "do-16 :tcfft_do:X=0"
for b in base v4; do
  echo "--- ncu $b"
  timeout 100 ncu --kernel-name-base demangled -k regex:'rt4096' --launch-count 1 \
    --metrics l1tex__t_sectors_pipe_lsu_mem_global_op_ld_lookup_hit.sum,l1tex__t_sectors_pipe_lsu_mem_global_op_ld_lookup_miss.sum,smsp__warp_issue_stalled_long_scoreboard_per_warp_active.pct,smsp__warp_issue_stalled_barrier_per_warp_active.pct,smsp__inst_executed.sum,gpu__time_duration.sum \
    $C/tcfft_$b bench --n 4096 --batch 16384 --compute tc-split --backend cuda --reps 1 --warmup 0 --quiet > $OUT/ncu_$b.txt 2>&1
  grep -E "l1tex|stalled|inst_executed|duration" $OUT/ncu_$b.txt
done
echo "total t=$(( $(date +%s) - t0 ))"
