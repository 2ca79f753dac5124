#!/bin/bash
# v12 device call: the executor's L2 chunking (TCFFT_L2_CHUNK_MB, NOTES.md v12; the executor change is
# tools/kernel_dev/experiments/l2chunk_executor_v12.diff.txt) on issue-5 shapes, chunk sizes MBS (0 =
# off), TC_SPLIT with cuFFT FP32 in the same run; GTEST run with TCFFT_L2_CHUNK_MB=$TMB (dev_lib.sh).
. "$(dirname "$0")/dev_lib.sh"
gpu_tests TCFFT_L2_CHUNK_MB=${TMB:-1}
S="32 32 32 x4096;64 64 64 x512;128 128 128 x64;256 256 x1024;1024 1024 x64;16384 x4096;65536 x1024;1048576 x64"
IFS=';' read -ra shapes <<< "${SHAPES:-$S}"
for sh in "${shapes[@]}"; do
  shape_args "$sh"
  for mb in ${MBS:-0 8 16 32}; do
    REPS=${REPS:-10} bench_row "mb$mb" TCFFT_L2_CHUNK_MB=$mb tcfft $ns --batch $b --compute ${COMPUTE:-tc-split}
  done
done > $OUT/rows.txt
cat $OUT/hdr.txt $OUT/rows.txt
echo "total t=$(( $(date +%s) - t0 ))"
