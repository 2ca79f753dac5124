#!/bin/bash
# v31: where the H200's SM time goes in TC_SPLIT 1024 / 4096 (issue 3 fails there: 0.78 / 0.75x
# cuFFT FP32) against NATIVE and cuFFT FP32 in the same processes: ncu of the kernels of one
# `tcfft bench` run per shape, instructions, issue activity, pipes, warp states, SM clock.
# NOTES.md v31.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
M=gpu__time_duration.sum,smsp__cycles_elapsed.avg.per_second,dram__throughput.avg.pct_of_peak_sustained_elapsed,sm__warps_active.avg.pct_of_peak_sustained_active,smsp__inst_executed.sum,smsp__issue_active.avg.pct_of_peak_sustained_active,sm__pipe_tensor_op_hmma_cycles_active.avg.pct_of_peak_sustained_active,sm__inst_executed_pipe_fma.avg.pct_of_peak_sustained_active,sm__inst_executed_pipe_alu.avg.pct_of_peak_sustained_active,sm__inst_executed_pipe_lsu.avg.pct_of_peak_sustained_active,sm__inst_executed_pipe_fp16.avg.pct_of_peak_sustained_active,l1tex__data_pipe_lsu_wavefronts_mem_shared.sum,launch__grid_size,launch__block_size,launch__registers_per_thread
for spec in "1024 65536 tc-split" "1024 65536 native" "4096 16384 tc-split" "4096 16384 native"; do
  set -- $spec
  f=$OUT/ncu_$1_$3.txt
  timeout 200 ncu --clock-control none --metrics $M --section WarpStateStats --launch-count 14 $C/tcfft_x bench --n $1 --batch $2 --compute $3 --backend cuda --reps 1 --warmup 1 --quiet > $f 2>&1
  echo "ncu $spec rc=$? t=$(( $(date +%s) - t0 ))"
  grep -E "^  [A-Za-z_].*\(|duration|per_second|dram__|warps_active|inst_executed|issue_active|pipe_|wavefronts|grid_size|block_size|registers|Stall|Warp Cycles|Issued Warp" $f | sed 's/  */ /g' > ${f%.txt}_brief.txt
done
OUT=$OUT/i3 tools/kernel_dev/issue3_table.sh $C/tcfft_x
echo "total t=$(( $(date +%s) - t0 ))"
