#!/bin/bash
# v29: rt4096_lean_kernel (TCFFT_X_DIRECT=5: y0 + one input buffer, 3 blocks per SM, stages 1-2 in
# place) against the landed rt4096, same binary: its 4096 GPU tests and sanitizers, rows (three
# rounds), 1D 4096 x1024, 2D 4096^2 and a short ncu of both. NOTES.md v29.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
F4='*4096*:*N2e12*:*Contiguous4096*:*Gpu*Limits*Lines*:*Capture*:*Concurrency*'
SAN4='Cuda/GpuOracle.*/Split2_N2e12_*:*Contiguous4096*:Cuda/GpuVsCpuEmulation*/*4096*'
GTEST="$F4" TESTS=tests_x SAN="$SAN4" SANTOOLS="memcheck racecheck synccheck" gpu_tests TCFFT_X_DIRECT=5
shape_args "4096 x16384"
for r in 1 2 3; do
  bench_envs "main " tcfft_x X=0 -- $ns --batch $b --compute tc-split
  bench_envs "lean " tcfft_x TCFFT_X_DIRECT=5 -- $ns --batch $b --compute tc-split
done > $OUT/rows.txt
shape_args "4096 x1024"
for e in X=0 TCFFT_X_DIRECT=5; do bench_envs "small $e" tcfft_x $e -- $ns --batch $b --compute tc-split; done >> $OUT/rows.txt
shape_args "4096 4096 x4"
for e in X=0 TCFFT_X_DIRECT=5; do bench_envs "2d $e" tcfft_x $e -- $ns --batch $b --compute tc-split; done >> $OUT/rows.txt
cat $OUT/hdr.txt $OUT/rows.txt
M=gpu__time_duration.sum,dram__throughput.avg.pct_of_peak_sustained_elapsed,sm__warps_active.avg.pct_of_peak_sustained_active,smsp__inst_executed.sum,launch__grid_size,launch__registers_per_thread,smsp__issue_active.avg.pct_of_peak_sustained_active,l1tex__data_bank_conflicts_pipe_lsu_mem_shared.sum
for e in X=0 TCFFT_X_DIRECT=5; do
  env $e timeout 120 ncu --clock-control none --metrics $M -k regex:rt4096 --launch-count 1 $C/tcfft_x bench --n 4096 --batch 16384 --compute tc-split --backend cuda --reps 2 --warmup 1 --quiet > $OUT/ncu.txt 2>&1
  echo "ncu $e rc=$?"; grep -E "rt4096|duration|dram__|warps_active|inst_exec|grid_size|registers|issue_active|bank" $OUT/ncu.txt | sed 's/  */ /g' | cut -c1-160
done
echo "total t=$(( $(date +%s) - t0 ))"
(cd $OUT && tar czf logs.tgz *.log smi.txt && rm -f *.log)
