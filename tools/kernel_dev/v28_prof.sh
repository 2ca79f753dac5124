#!/bin/bash
# v28: what cuFFT FP32's 4096-point kernel does that rt4096 (float stage 0) does not: ncu of every
# kernel of one `tcfft bench` run of 1D 4096 x16384 (tcfft TC_SPLIT, then cuFFT FP32 / FP16 / FP64
# in the same process), launch configuration, DRAM bytes and throughput, occupancy, instructions.
# NOTES.md v28.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
M=gpu__time_duration.sum,sm__cycles_elapsed.max,dram__bytes_read.sum,dram__bytes_write.sum,dram__throughput.avg.pct_of_peak_sustained_elapsed,sm__warps_active.avg.pct_of_peak_sustained_active,smsp__inst_executed.sum,launch__grid_size,launch__block_size,launch__registers_per_thread,launch__shared_mem_per_block_dynamic,launch__shared_mem_per_block_static,lts__t_sector_hit_rate.pct,smsp__issue_active.avg.pct_of_peak_sustained_active
timeout 300 ncu --clock-control none --metrics $M --launch-count 40 $C/tcfft_x bench --n 4096 --batch 16384 --compute tc-split --backend cuda --reps 2 --warmup 1 --quiet > $OUT/ncu_all.txt 2>&1
echo "ncu rc=$? t=$(( $(date +%s) - t0 ))"
grep -E "^  [A-Za-z_].*\(|duration|elapsed.max|bytes_read|bytes_write|dram__throughput|warps_active|inst_executed|grid_size|block_size|registers|shared_mem|hit_rate|issue_active" $OUT/ncu_all.txt | sed 's/  */ /g' | head -400 > $OUT/ncu_brief.txt
wc -l $OUT/ncu_brief.txt; awk '/\(/{k=$0} /duration/{print k " :: " $0}' $OUT/ncu_brief.txt | cut -c1-220 | head -40

REPS=20 S="4096 x16384" ab_rows "full :tcfft_x:TCFFT_X_SKIP=0" "skip1:tcfft_x:TCFFT_X_SKIP=1" "skip2:tcfft_x:TCFFT_X_SKIP=2"
(cd $OUT && gzip -f ncu_all.txt)
echo "total t=$(( $(date +%s) - t0 ))"
