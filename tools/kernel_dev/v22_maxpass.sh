#!/bin/bash
# v22: the 1D multi-pass decompositions again on today's kernels (radix-2 stages in float since
# d3c35a9): `--max-pass` 256 / 512 / 1024 (the planner's default is 1024 in TC_SPLIT) / 4096 / 8192
# for 1D 2^18 ... 2^26 (TC_SPLIT, two rounds), CLI of this session. NOTES.md v22.
. "$(dirname "$0")/dev_lib.sh"
for r in 1 2; do
  # the distinct decompositions (tcfft plan --explain): 2^18 256x1024 / 64^3 / 512^2, 2^20 1024^2 /
  # 128x64x128, 2^22 256x64x256 / 2048^2 / 1024x4096, 2^24 256^3 / 4096^2, 2^26 512x256x512 / 8192^2
  for spec in "262144 x256:0 256 512" "1048576 x64:0 256" "4194304 x16:0 2048 4096" "16777216 x4:0 4096" \
              "67108864 x1:0 8192"; do
    shape_args "${spec%%:*}"
    for mp in ${spec#*:}; do
      bench_envs "mp$mp" tcfft X=0 -- $ns --batch $b --compute tc-split --max-pass $mp
    done
  done
done > $OUT/rows.txt
cat $OUT/hdr.txt $OUT/rows.txt
echo "total t=$(( $(date +%s) - t0 ))"
