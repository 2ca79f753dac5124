#!/bin/bash
# v16 device call: staged 1024 with the next iteration's copy-in behind this one's rows
# (TCFFT_X1024DB=1: rt_staged1024db_kernel, experiment switch in rt_kernels.cu at the time) against
# today's kernel, two rounds; GPU tests and sanitizers with the switch on. NOTES.md v16.
. "$(dirname "$0")/dev_lib.sh"
GTEST="*GpuOracle*:*GpuLayouts*:*GpuVsCpuEmulation*:*GpuModes*:*GpuThreePass*" \
SAN="*Split2_2d_1024x64_inv_inplace*:*Split2_N2e18_p64_b3*:*Split2_interleaved_1024_b33_normN*" gpu_tests TCFFT_X1024DB=1
S="1024 1024 x64;1048576 x64;262144 x256;524288 x128;1024 1024 x64 --direction inv"
IFS=';' read -ra shapes <<< "${SHAPES:-$S}"
for r in 1 2; do
  for sh in "${shapes[@]}"; do
    shape_args "${sh%% --*}"; extra=""; [[ "$sh" == *--* ]] && extra="--${sh#*--}"
    bench_envs "off " tcfft_new X=0 -- $ns --batch $b --compute tc-split $extra
    bench_envs "db  " tcfft_new TCFFT_X1024DB=1 -- $ns --batch $b --compute tc-split $extra
  done
  bench_envs "x2dt+db" tcfft_new TCFFT_X1024DB=1 TCFFT_X2DT=1 -- --n 1024 --n 1024 --batch 64 --compute tc-split
  bench_envs "off fp16" tcfft_new X=0 -- --n 1024 --n 1024 --batch 64 --compute tc-fp16
  bench_envs "db fp16" tcfft_new TCFFT_X1024DB=1 -- --n 1024 --n 1024 --batch 64 --compute tc-fp16
done > $OUT/rows.txt
cat $OUT/hdr.txt $OUT/rows.txt
echo "total t=$(( $(date +%s) - t0 ))"
