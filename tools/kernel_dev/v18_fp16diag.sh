#!/bin/bash
# v18 device call: the TC_FP16 2D 2048 x 2048 GPU-vs-CPU-emulation case that failed in the final
# gpu-check of 086b2f7 (the transposed plan and one pass per axis gave the same GPU bits there).
# The failing test's message, then the same rows from `tcfft bench` (GPU and CPU backend, both plan
# forms, error against FP64) and smaller FP16 2048-point shapes.
. "$(dirname "$0")/dev_lib.sh"
$C/tcfft_tests --gtest_filter='*GpuVsCpuEmulationLayouts*TcFp16_2d_2048*:*GpuVsCpuEmulationLayouts*2048x512*' 2>&1 | grep -E "OK|FAILED|bound|Failure" | head -20
for sh in "2048 2048 x1" "2048 512 x1" "2048 64 x1" "512 2048 x1"; do
  shape_args "$sh"
  for be in cuda cpu; do
    for mp in 0 8192; do
      timeout 120 $C/tcfft_new bench $ns --batch $b --compute tc-fp16 --backend $be --max-pass $mp --direction inv --reps 3 --quiet 2>&1 \
        | grep -E "^(2D) " | tail -1 | sed "s/^/$be mp=$mp  /"
    done
  done
done
echo "total t=$(( $(date +%s) - t0 ))"
