#!/bin/bash
# v14 device call: long 1D plans with the planner's default pass split against forced two-pass plans
# (--max-pass), same binary, same run, two rounds; then the issue-5 shape table of the build.
# Usage: OUT=... tools/kernel_dev/v14_maxpass.sh
. "$(dirname "$0")/dev_lib.sh"
S="1048576 x64;2097152 x32;4194304 x16;16777216 x4;524288 x128"
IFS=';' read -ra shapes <<< "${SHAPES:-$S}"
for r in 1 2; do for sh in "${shapes[@]}"; do
  shape_args "$sh"
  for m in 0 1024 4096; do bench_row "max$m" X=0 tcfft $ns --batch $b --compute tc-split --max-pass $m; done
done; done > $OUT/rows.txt
cat $OUT/hdr.txt $OUT/rows.txt
echo "rows $(( $(date +%s) - t0 )) s"
[ -n "$NO_TABLE" ] || OUT=$OUT tools/kernel_dev/shapes_issue5.sh $C/tcfft > /dev/null 2>&1
echo "total $(( $(date +%s) - t0 )) s"
