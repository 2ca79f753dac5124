#!/bin/bash
# v30: rt4096_inplace_kernel (TCFFT_X_IPL = 2 / 3: two line buffers, each line in place; two or three
# barriers per line) against the landed lean kernel, one binary: the 4096 GPU tests with every
# contiguous aligned 4096 pass routed to it (TCFFT_X_MINL=1), sanitizers, rows, lines per block
# (TCFFT_X_LPB), ncu warp states of lean / NB 2 / NB 3 / cuFFT. NOTES.md v30.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
F4='*4096*:*N2e12*:*Contiguous4096*:*Gpu*Limits*Lines*:*Capture*:*Concurrency*'
SAN4='Cuda/GpuOracle.*/Split2_N2e12_*:*Contiguous4096*:Cuda/GpuVsCpuEmulation*/*4096*'
export TCFFT_X_MINL=1
for v in 2 3; do
  GTEST="$F4" TESTS=tests_x SAN="$SAN4" SANTOOLS="memcheck racecheck synccheck" gpu_tests TCFFT_X_IPL=$v
  mkdir -p $OUT/t$v && mv $OUT/*.log $OUT/t$v/
done
unset TCFFT_X_MINL
shape_args "4096 x16384"
for r in 1 2 3; do
  bench_envs "lean L4  " tcfft_x X=0 -- $ns --batch $b --compute tc-split
  bench_envs "ipl3 L4  " tcfft_x TCFFT_X_IPL=3 -- $ns --batch $b --compute tc-split
  bench_envs "ipl2 L4  " tcfft_x TCFFT_X_IPL=2 -- $ns --batch $b --compute tc-split
done > $OUT/rows.txt
for L in 3 6 8; do
  bench_envs "ipl2 L$L  " tcfft_x TCFFT_X_IPL=2 TCFFT_X_LPB=$L -- $ns --batch $b --compute tc-split
  bench_envs "ipl3 L$L  " tcfft_x TCFFT_X_IPL=3 TCFFT_X_LPB=$L -- $ns --batch $b --compute tc-split
done >> $OUT/rows.txt
for sh in "4096 x32768" "4096 4096 x4" "4096 x8192" "4096 x4096"; do
  shape_args "$sh"
  bench_envs "lean     " tcfft_x X=0 -- $ns --batch $b --compute tc-split
  bench_envs "ipl2 m1  " tcfft_x TCFFT_X_IPL=2 TCFFT_X_MINL=1 -- $ns --batch $b --compute tc-split
  bench_envs "ipl3 m1  " tcfft_x TCFFT_X_IPL=3 TCFFT_X_MINL=1 -- $ns --batch $b --compute tc-split
done >> $OUT/rows.txt
cat $OUT/hdr.txt $OUT/rows.txt
echo "bench t=$(( $(date +%s) - t0 ))"
SEC="--print-details all --section LaunchStats --section Occupancy --section SpeedOfLight --section WarpStateStats --section SchedulerStats --section MemoryWorkloadAnalysis"
for e in X=0 TCFFT_X_IPL=2 TCFFT_X_IPL=3; do
  env $e timeout 120 ncu --clock-control none $SEC -k regex:rt4096 --launch-count 1 $C/tcfft_x bench --n 4096 --batch 16384 --compute tc-split --backend cuda --reps 2 --warmup 1 --quiet > $OUT/ncu_$e.txt 2>&1
  echo "ncu $e rc=$?"; grep -E "Duration|DRAM Through|Executed Ipc A|Issue Slots Busy|Stall|Warp Cycles Per Issued|Active Warps Per|Eligible Warps|No Eligible|Registers Per|Grid Size|L1/TEX Hit|L2 Hit" $OUT/ncu_$e.txt | sed 's/  */ /g' | cut -c1-120
done
timeout 120 ncu --clock-control none $SEC -k regex:vector_fft --launch-count 1 $C/tcfft_x bench --n 4096 --batch 16384 --compute tc-split --backend cuda --reps 2 --warmup 1 --quiet > $OUT/ncu_cufft.txt 2>&1
echo "ncu cufft rc=$?"; grep -E "Duration|DRAM Through|Issue Slots Busy|Warp Cycles Per Issued|Active Warps Per|Eligible Warps|No Eligible" $OUT/ncu_cufft.txt | sed 's/  */ /g' | cut -c1-120
echo "total t=$(( $(date +%s) - t0 ))"
(cd $OUT && tar czf logs.tgz t2 t3 smi.txt && rm -rf t2 t3)
