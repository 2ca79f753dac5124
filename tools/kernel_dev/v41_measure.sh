#!/bin/bash
# v41 call 8 (NOTES.md v41): ESTIMATE against MEASURE plans (tcfft_f = 1d58772's code) at the shapes
# nearest their issue-5 musts, two rounds, with MEASURE's explain.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
REPS=10 S="128 128 128 x64;256 256 256 x8;256 256 x1024;65536 x1024" \
  ab_rows "est:tcfft_f:X=0" "meas:tcfft_f:X=0:--planner measure" > $OUT/ab.txt
for sh in "128 128 128 x64" "256 256 256 x8" "256 256 x1024" "65536 x1024"; do
  shape_args "$sh"; echo "=== $sh"; timeout 120 $C/tcfft_f plan $ns --batch $b --compute tc-split --planner measure --explain 2>&1 | grep -E "why:|pass [0-9]:|planner:" | cut -c1-220
done > $OUT/explain.txt
rm -f $OUT/rows.txt; cut -c1-200 $OUT/ab.txt; cat $OUT/explain.txt
