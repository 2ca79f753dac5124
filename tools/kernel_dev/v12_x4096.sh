#!/bin/bash
# v12 device call: rt4096 variants selected by TCFFT_X4096 (NOTES.md v12; the switch existed only in
# that experiment's build) vs the HEAD binary, one call. ROUNDS: bench rounds; XS: variants; MODES;
# GTEST / SAN: GPU tests and sanitizers run with TCFFT_X4096=$TX (dev_lib.sh).
. "$(dirname "$0")/dev_lib.sh"
gpu_tests TCFFT_X4096=${TX:-1}
for r in $(seq ${ROUNDS:-2}); do
  for m in ${MODES:-tc-split tc-fp16}; do
    REPS=${REPS:-30} bench_row "$m-base" TCFFT_X4096=0 tcfft_base --n 4096 --total 67108864 --compute $m
    for x in ${XS:-0 1 2 3}; do
      REPS=${REPS:-30} bench_row "$m-x$x" TCFFT_X4096=$x tcfft --n 4096 --total 67108864 --compute $m
    done
  done
done > $OUT/rows.txt
cat $OUT/hdr.txt $OUT/rows.txt
echo "total t=$(( $(date +%s) - t0 ))"
