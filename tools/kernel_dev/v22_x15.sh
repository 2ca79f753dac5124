#!/bin/bash
# v22: 1D two-pass four-steps with other splits (TCFFT_X15 = N1, an experiment switch of the CLI built
# for these calls; unset = the planner's split): 2^15 (128 x 256), 2^17 (256 x 512), 2^19 (512 x 1024),
# TC_SPLIT, and 2^15 in TC_FP16. Two rounds. NOTES.md v22.
. "$(dirname "$0")/dev_lib.sh"
for r in 1 2; do
  for spec in "32768 2048 tc-split:0 64 256 512" "131072 512 tc-split:0 512" "524288 128 tc-split:0 1024" \
              "32768 2048 tc-fp16:0 256"; do
    read -r n b c <<< "${spec%%:*}"
    for x in ${spec#*:}; do
      if [ $x = 0 ]; then bench_envs "default" tcfft X=0 -- --n $n --batch $b --compute $c
      else bench_envs "N1=$x" tcfft TCFFT_X15=$x -- --n $n --batch $b --compute $c; fi
    done
  done
done > $OUT/rows.txt
cat $OUT/hdr.txt $OUT/rows.txt
echo "total t=$(( $(date +%s) - t0 ))"
