#!/bin/bash
# v32: prototype of one scale per line for the 1024-point TC_SPLIT bulk kernel's split stages (stages 1-2
# after the float stage 0): tcfft_x (the session's base, 81a55d7) against tcfft_ls (TCFFT_PROTO_LS), two
# rounds, errors in the rows; then ncu instruction counts of the bulk kernel in both. NOTES.md v32.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
S="1024 x65536;1024 1024 x64;1024 x4096;1024 x65536" ab_rows "base:tcfft_x:X=0" "ls:tcfft_ls:X=0"
S="1024 x65536" COMPUTE=native ab_rows "native:tcfft_x:X=0" | tail -2
for b in tcfft_x tcfft_ls; do
  timeout 120 ncu --kernel-name regex:rt_bulk1024 --launch-count 1 --metrics smsp__inst_executed.sum,sm__cycles_elapsed.avg.per_second,gpu__time_duration.sum,launch__registers_per_thread,sm__warps_active.avg.pct_of_peak_sustained_active \
    $C/$b bench --n 1024 --batch 65536 --compute tc-split --reps 1 --quiet > $OUT/ncu_$b.txt 2>&1
  echo "== $b"; grep -E "inst_executed|per_second|duration|registers|warps_active" $OUT/ncu_$b.txt
done
echo "total t=$(( $(date +%s) - t0 ))"
