#!/bin/bash
# v34: where TC_SPLIT 1D 4096 x16384 (rt4096_lean) and 1024 x65536 (rt_bulk1024) stall on the H200, and
# (first call: -k rt|vector_fft matched only cuFFT launches: `v34/stall-cufft`): ncu stall reasons per issued instruction and per-SASS sampling
# (tcfft_j, the kernels of HEAD). NOTES.md v34.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
R="barrier long_scoreboard short_scoreboard math_pipe_throttle mio_throttle wait not_selected selected dispatch_stall no_instruction lg_throttle membar sleeping tex_throttle drain misc branch_resolving imc_miss"
M=gpu__time_duration.sum,smsp__cycles_elapsed.avg.per_second,smsp__inst_executed.sum,smsp__issue_active.avg.pct_of_peak_sustained_active,sm__warps_active.avg.pct_of_peak_sustained_active,smsp__average_warp_latency_per_inst_issued.ratio,launch__registers_per_thread,launch__occupancy_limit_registers,launch__occupancy_limit_shared_mem
for r in $R; do M=$M,smsp__average_warps_issue_stalled_${r}_per_issue_active.ratio; done
for spec in "4096 16384 rt4096_lean" "1024 65536 rt_bulk1024"; do
  set -- $spec
  timeout 200 ncu --clock-control none --metrics $M --section SourceCounters -k "regex:$3" --launch-count 1 \
    -o $OUT/r_$1 -f $C/tcfft_j bench --n $1 --batch $2 --compute tc-split --backend cuda --reps 1 --warmup 1 --quiet > $OUT/ncu_$1.log 2>&1
  echo "ncu $1 rc=$? t=$(( $(date +%s) - t0 ))"
  ncu --import $OUT/r_$1.ncu-rep --print-units base > $OUT/details_$1.txt 2>&1
  echo "details rc=$?"
  ncu --import $OUT/r_$1.ncu-rep --page source --csv --print-source sass > $OUT/src_$1.csv 2>&1
  echo "source rc=$? lines $(wc -l < $OUT/src_$1.csv)"
  xz -9 $OUT/src_$1.csv; rm -f $OUT/r_$1.ncu-rep
done
grep -E "rt4096|rt_bulk|vector_fft|stalled|per_inst|issue_active|warps_active|duration|inst_executed|registers|occupancy" $OUT/details_*.txt | cut -c1-160
echo "total t=$(( $(date +%s) - t0 ))"
