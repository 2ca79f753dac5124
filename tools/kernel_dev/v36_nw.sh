#!/bin/bash
# v36: the 8-row staging for strided-input 256-point column passes (tcfft_nw256, dev macro
# TCFFT_X_WIDE256=0) against HEAD's CLI (tcfft_hd), two rounds; ncu of its column pass. NOTES v36.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
S="256 256 256 x8;64 256 256 x16;256 256 x1024" ab_rows "hd:tcfft_hd:X=0" "nw:tcfft_nw256:X=0" > $OUT/ab.txt
M=gpu__time_duration.sum,dram__bytes_read.sum,smsp__issue_active.avg.pct_of_peak_sustained_active,smsp__warps_active.avg.per_cycle_active,smsp__warps_eligible.avg.per_cycle_active
timeout 120 ncu --clock-control none --cache-control none --metrics $M --csv -k regex:rt_staged --launch-count 2 \
  $C/tcfft_nw256 bench --n 256 --n 256 --n 256 --batch 8 --compute tc-split --reps 1 --warmup 1 --quiet > $OUT/ncu_nw.csv 2>&1
rm -f $OUT/rows.txt $OUT/hdr.txt
(cd $OUT && tar czf logs.tgz ncu_nw.csv smi.txt && rm -f ncu_nw.csv)
cut -c1-200 $OUT/ab.txt
