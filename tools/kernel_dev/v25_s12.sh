#!/bin/bash
# v25: rt4096's stages 1-2 in two orders against main's CLI (tcfft_land): s12i (stage 1 of both
# tasks, then stage 2 of both), ldf (both tasks' stage-1 inputs loaded first, then each task's
# pair). T4096 is shared by the staged 4096 kernel (2D 4096^2 columns). Rows (two rounds + two of
# the 2^26-point row), ncu. NOTES.md v25.
. "$(dirname "$0")/dev_lib.sh"
S="${SHAPES:-4096 x16384;4096 4096 x4;4096 x1024}"
ab_rows "land:tcfft_land:X=0" "s12i:tcfft_s12i:X=0" "ldf :tcfft_ldf:X=0"
cp $OUT/rows.txt $OUT/rows_r12.txt
S="4096 x16384" ab_rows "land:tcfft_land:X=0" "s12i:tcfft_s12i:X=0" "ldf :tcfft_ldf:X=0"
COMPUTE=tc-fp16 S="4096 x16384" ab_rows "land16:tcfft_land:X=0" "s12i16:tcfft_s12i:X=0" "ldf16 :tcfft_ldf:X=0"
for b in land s12i ldf; do
  echo "--- ncu $b"
  timeout 100 ncu --kernel-name-base demangled -k regex:'rt4096' --launch-count 1 \
    --metrics smsp__inst_executed.sum,gpu__time_duration.sum,smsp__warp_issue_stalled_short_scoreboard_per_warp_active.pct,smsp__warp_issue_stalled_barrier_per_warp_active.pct,smsp__issue_active.avg.pct_of_peak_sustained_active \
    $C/tcfft_$b bench --n 4096 --batch 16384 --compute tc-split --backend cuda --reps 1 --warmup 0 --quiet > $OUT/ncu_$b.txt 2>&1
  grep -E "stalled|inst_executed|duration|issue_active" $OUT/ncu_$b.txt
done
echo "total t=$(( $(date +%s) - t0 ))"
