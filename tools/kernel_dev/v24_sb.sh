#!/bin/bash
# v24: rt4096's / the staged 4096 kernel's shared accesses as base + constant offset (tcfft_sb)
# against b932ade's CLI (tcfft_base): every GPU test, sanitizers on the 4096 oracle / layout / 2D
# cases, rows (two rounds), TC_FP16, ncu instructions. NOTES.md v24.
. "$(dirname "$0")/dev_lib.sh"
GTEST='*Gpu*:*Cuda*' SAN='Cuda/GpuOracle.*/Split2_N2e12_fwd:Cuda/GpuOracle.*/TcFp16_N2e12_fwd:Cuda/GpuVsCpuEmulation*/*4096*:Cuda/GpuVsCpuEmulation.*N2e12_radix16' gpu_tests X=0
S="${SHAPES:-4096 x16384;4096 x1024;4096 4096 x4;16777216 x4;1024 x65536}"
ab_rows "base:tcfft_base:X=0" "sb  :tcfft_sb:X=0"
COMPUTE=tc-fp16 S="4096 x16384" ab_rows "base16:tcfft_base:X=0" "sb-16 :tcfft_sb:X=0"
for b in base sb; do
  echo "--- ncu $b 1D 4096 x16384 (rt4096)"
  timeout 100 ncu --kernel-name-base demangled -k regex:'rt4096' --launch-count 1 \
    --section SchedulerStats --section InstructionStats --section WarpStateStats \
    --metrics gpu__time_duration.sum \
    $C/tcfft_$b bench --n 4096 --batch 16384 --compute tc-split --backend cuda --reps 1 --warmup 0 --quiet > $OUT/ncu_$b.txt 2>&1
  grep -E "duration|Executed Instructions  |Eligible Warps|Active Warps Per|Stall Barrier|Warp Cycles Per Issued" $OUT/ncu_$b.txt | head
done
echo "total t=$(( $(date +%s) - t0 ))"
