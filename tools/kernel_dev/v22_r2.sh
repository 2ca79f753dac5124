#!/bin/bash
# v22: radix-2 stages as native float stages in the tensor-core modes (tcfft_r2) against c18ef4f's
# kernels (tcfft_base: the CLI of e97919e, whose TC_SPLIT paths are c18ef4f's): every GPU test of the
# new build, sanitizers on the radix-2 paths, rows (two rounds), ncu of a D2 128 pass. NOTES.md v22.
. "$(dirname "$0")/dev_lib.sh"
GTEST='*Gpu*:*Cuda*' SAN='*GpuRadix2*:Cuda/GpuVsCpuEmulation.*N2e7_radix0:Cuda/GpuVsCpuEmulation.*N2e13_radix0:Cuda/GpuVsCpuEmulation.*_radix2' gpu_tests X=0
S="${SHAPES:-128 128 128 x64;512 512 512 x1;8192 8192 x1;32768 x2048;67108864 x1;32 32 32 x4096;65536 x1024}"
ab_rows "base:tcfft_base:X=0" "r2  :tcfft_r2:X=0"
COMPUTE=tc-fp16 S="128 128 128 x64;32768 x2048" ab_rows "base16:tcfft_base:X=0" "r2-16 :tcfft_r2:X=0"
for b in base r2; do
  echo "--- ncu $b 3D 128^3 x64, first staged pass"
  timeout 100 ncu --kernel-name-base demangled -k regex:'rt_staged' --launch-count 1 \
    --section SchedulerStats --section InstructionStats \
    --metrics dram__bytes_read.sum,dram__bytes_write.sum,gpu__time_duration.sum \
    $C/tcfft_$b bench --n 128 --n 128 --n 128 --batch 64 --compute tc-split --backend cuda --reps 1 --warmup 0 --quiet > $OUT/ncu_$b.txt 2>&1
  grep -E "duration|dram__|Issue Slots Busy|Executed Instructions  " $OUT/ncu_$b.txt | head
done
echo "total t=$(( $(date +%s) - t0 ))"
