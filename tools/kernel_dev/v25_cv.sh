#!/bin/bash
# v25: rt4096's AS copy-out variants against main's CLI (tcfft_land): x1 (odd-m pairs by two 8-byte
# loads in store order, no register swap), nc (the 16-byte stores without the asm memory clobber,
# so that stage 0's loads may move above them), xnc (both). Rows (three rounds), ncu instructions.
# NOTES.md v25.
. "$(dirname "$0")/dev_lib.sh"
S="${SHAPES:-4096 x16384;4096 x1024;4096 4096 x4}"
ab_rows "land:tcfft_land:X=0" "x1  :tcfft_x1:X=0" "nc  :tcfft_nc:X=0" "xnc :tcfft_xnc:X=0"
cp $OUT/rows.txt $OUT/rows_r12.txt
S="4096 x16384" ab_rows "land:tcfft_land:X=0" "x1  :tcfft_x1:X=0" "nc  :tcfft_nc:X=0" "xnc :tcfft_xnc:X=0"
for b in land x1 nc xnc; do
  echo "--- ncu $b"
  timeout 100 ncu --kernel-name-base demangled -k regex:'rt4096' --launch-count 1 \
    --metrics smsp__inst_executed.sum,gpu__time_duration.sum,smsp__warp_issue_stalled_short_scoreboard_per_warp_active.pct,smsp__warp_issue_stalled_barrier_per_warp_active.pct \
    $C/tcfft_$b bench --n 4096 --batch 16384 --compute tc-split --backend cuda --reps 1 --warmup 0 --quiet > $OUT/ncu_$b.txt 2>&1
  grep -E "stalled|inst_executed|duration" $OUT/ncu_$b.txt
done
echo "total t=$(( $(date +%s) - t0 ))"
