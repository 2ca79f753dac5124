#!/bin/bash
# v24: the branch-free §4.1 scale in the register-tile stages (tcfft_sc) against f5dc1ac's CLI
# (tcfft_base, fast path + warp vote + out-of-line slow path): every GPU test of the new build,
# sanitizers on the tensor-core paths, rows (two rounds) TC_SPLIT and one TC_FP16 control, ncu
# executed instructions of rt4096. NOTES.md v24.
. "$(dirname "$0")/dev_lib.sh"
GTEST='*Gpu*:*Cuda*' SAN='Cuda/GpuVsCpuEmulation.*N2e12*:Cuda/GpuVsCpuEmulation.*N2e8*:*NaNInOneBatch*' gpu_tests X=0
S="${SHAPES:-4096 x16384;1024 x65536;16384 x4096;65536 x1024;128 128 128 x64;512 512 512 x1;256 256 x1024;4096 4096 x4}"
ab_rows "base:tcfft_base:X=0" "sc  :tcfft_sc:X=0"
COMPUTE=tc-fp16 S="4096 x16384" ab_rows "base16:tcfft_base:X=0" "sc-16 :tcfft_sc:X=0"
for b in base sc; do
  echo "--- ncu $b 1D 4096 x16384 (rt4096)"
  timeout 100 ncu --kernel-name-base demangled -k regex:'rt4096' --launch-count 1 \
    --section SchedulerStats --section InstructionStats --section WarpStateStats \
    --metrics gpu__time_duration.sum \
    $C/tcfft_$b bench --n 4096 --batch 16384 --compute tc-split --backend cuda --reps 1 --warmup 0 --quiet > $OUT/ncu_$b.txt 2>&1
  grep -E "duration|Issue Slots Busy|Executed Instructions  |Eligible Warps|Active Warps Per" $OUT/ncu_$b.txt | head
done
echo "total t=$(( $(date +%s) - t0 ))"
