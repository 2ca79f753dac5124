#!/bin/bash
# v21: rt4096 (AS, 8 warps) with the additive shared layouts (tcfft_al) against d4e9af0's CLI
# (tcfft_fs): GPU tests of the 4096 paths + sanitizers of the 1D 4096 cases, rows (two rounds),
# ncu instructions of both rt4096 kernels. NOTES.md v21.
. "$(dirname "$0")/dev_lib.sh"
GTEST='*4096*:Cuda/GpuVsCpuEmulation*:GpuCapture*:GpuLimits*:GpuLaneTables*:Cuda/GpuOracle*' SAN='*1d_4096*:*Contiguous4096*' gpu_tests X=0
S="${SHAPES:-4096 x16384;4096 x256;4096 4096 x4}"
ab_rows "fs  :tcfft_fs:X=0" "al  :tcfft_al:X=0" "al-i:tcfft_al:X=0:--inplace --direction inv" "fs-i:tcfft_fs:X=0:--inplace --direction inv"
for bin in tcfft_fs tcfft_al; do
  echo "--- ncu $bin"
  timeout 200 ncu --kernel-name-base demangled -k regex:'rt4096' --launch-count 1 \
    --section SchedulerStats --section InstructionStats --section Occupancy \
    --metrics dram__bytes_read.sum,dram__bytes_write.sum,gpu__time_duration.sum,l1tex__data_bank_conflicts_pipe_lsu_mem_shared.sum \
    $C/$bin bench --n 4096 --batch 16384 --compute tc-split --backend cuda --reps 1 --warmup 0 --quiet > $OUT/ncu_$bin.txt 2>&1
  grep -E "duration|dram__|bank_conflicts|Issue Slots Busy|Eligible Warps|Executed Instructions  |Achieved Occupancy|Registers" $OUT/ncu_$bin.txt | head
done
echo "total t=$(( $(date +%s) - t0 ))"
