#!/bin/bash
# v33: where the H200's SM time goes now in TC_SPLIT 1024 (bulk1024, §4.8) and 4096 (lean, §4.8): ncu of one
# `tcfft bench` run each (tcfft_g), instructions per opcode, warp stall reasons, pipes, SM clock; the SASS of
# the two kernels (cuobjdump). NOTES.md v33.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
M=gpu__time_duration.sum,smsp__cycles_elapsed.avg.per_second,dram__throughput.avg.pct_of_peak_sustained_elapsed,sm__warps_active.avg.pct_of_peak_sustained_active,smsp__inst_executed.sum,smsp__issue_active.avg.pct_of_peak_sustained_active,sm__pipe_tensor_op_hmma_cycles_active.avg.pct_of_peak_sustained_active,sm__inst_executed_pipe_fma.avg.pct_of_peak_sustained_active,sm__inst_executed_pipe_alu.avg.pct_of_peak_sustained_active,sm__inst_executed_pipe_lsu.avg.pct_of_peak_sustained_active,sm__inst_executed_pipe_fmaheavy.avg.pct_of_peak_sustained_active,sm__inst_executed_pipe_uniform.avg.pct_of_peak_sustained_active,launch__grid_size,launch__block_size,launch__registers_per_thread,sass__inst_executed_per_opcode
for spec in "1024 65536 tc-split rt_bulk1024" "4096 16384 tc-split rt4096_lean" "256 262144 tc-split rt_bulk_kernel"; do
  set -- $spec
  f=$OUT/ncu_$1_$3.txt
  timeout 150 ncu --clock-control none --metrics $M --print-metric-instances values --section WarpStateStats -k regex:$4 --launch-count 2 $C/tcfft_g bench --n $1 --batch $2 --compute $3 --backend cuda --reps 1 --warmup 1 --quiet > $f 2>&1
  echo "ncu $spec rc=$? t=$(( $(date +%s) - t0 ))"
done
for k in rt_bulk1024_kernelILi2ELb0ELb1E rt4096_lean_kernelILi2ELb0E; do
  cuobjdump -sass $C/tcfft_g 2>/dev/null | awk -v k=$k '/Function :/ {p = index($0, k) > 0} p' > $OUT/sass_$k.txt
  echo "sass $k lines $(wc -l < $OUT/sass_$k.txt)"
done
echo "total t=$(( $(date +%s) - t0 ))"
