#!/bin/bash
# v30: main grid size B (TCFFT_X_B1) and one-line tail T (TCFFT_X_TAIL1) of the lean 4096 kernel,
# 1D 4096 x16384 (two rounds) and x32768. NOTES.md v30.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
shape_args "4096 x16384"
for r in 1 2; do
  bench_envs "L4            " tcfft_x X=0 -- $ns --batch $b --compute tc-split
  for spec in 1880:792 1920:792 1949:792 1965:792 1980:792 2000:792 2040:792 1949:600 1949:1000 792:792 1900:1000; do
    bench_envs "B${spec%%:*} T${spec##*:}  " tcfft_x TCFFT_X_B1=${spec%%:*} TCFFT_X_TAIL1=${spec##*:} -- $ns --batch $b --compute tc-split
  done
done > $OUT/rows.txt
shape_args "4096 x32768"
bench_envs "L4            " tcfft_x X=0 -- $ns --batch $b --compute tc-split >> $OUT/rows.txt
for spec in 3997:792 3960:792 3900:792 3850:792 3900:1200; do
  bench_envs "B${spec%%:*} T${spec##*:}  " tcfft_x TCFFT_X_B1=${spec%%:*} TCFFT_X_TAIL1=${spec##*:} -- $ns --batch $b --compute tc-split
done >> $OUT/rows.txt
cat $OUT/hdr.txt $OUT/rows.txt
echo "total t=$(( $(date +%s) - t0 ))"
(cd $OUT && tar czf logs.tgz smi.txt)
