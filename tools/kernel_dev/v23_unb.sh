#!/bin/bash
# v23: unbias as `b | 1` (tcfft_unb) against 8e2f722's CLI (tcfft_base): every GPU test of the new
# build, sanitizers on the tensor-core paths, rows (two rounds) TC_SPLIT and one TC_FP16 control,
# ncu executed instructions of rt4096 (issue 3's n = 4096). NOTES.md v23.
. "$(dirname "$0")/dev_lib.sh"
GTEST='*Gpu*:*Cuda*' SAN='Cuda/GpuVsCpuEmulation.*N2e12*:Cuda/GpuVsCpuEmulation.*N2e8*:*GpuRadix2*' gpu_tests X=0
S="${SHAPES:-4096 x16384;128 128 128 x64;512 512 512 x1;32 32 32 x4096;16384 x4096;65536 x1024;4096 4096 x4;1024 x65536}"
ab_rows "base:tcfft_base:X=0" "unb :tcfft_unb:X=0"
COMPUTE=tc-fp16 S="4096 x16384" ab_rows "base16:tcfft_base:X=0" "unb-16 :tcfft_unb:X=0"
for b in base unb; do
  echo "--- ncu $b 1D 4096 x16384 (rt4096)"
  timeout 100 ncu --kernel-name-base demangled -k regex:'rt4096' --launch-count 1 \
    --section SchedulerStats --section InstructionStats \
    --metrics gpu__time_duration.sum \
    $C/tcfft_$b bench --n 4096 --batch 16384 --compute tc-split --backend cuda --reps 1 --warmup 0 --quiet > $OUT/ncu_$b.txt 2>&1
  grep -E "duration|Issue Slots Busy|Executed Instructions  " $OUT/ncu_$b.txt | head
done
echo "total t=$(( $(date +%s) - t0 ))"
