#!/bin/bash
# v46 final check, part 2 (NOTES.md v46), the final commit's tcfft and percall: issue 3's table
# (TC_SPLIT and NATIVE), issue 5's TC_SPLIT table with the plans, small / mid-size rows with cuFFT
# FP32 (bench, cold) and percall (L2-hot graph), both with cuFFT in the same process.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
bash tools/kernel_dev/issue3_table.sh $C/tcfft
echo "issue3 t=$(( $(date +%s) - t0 ))"
COMPUTES=tc-split bash tools/kernel_dev/shapes_issue5.sh $C/tcfft > /dev/null
cat $OUT/shapes_issue5.txt
echo "issue5 t=$(( $(date +%s) - t0 ))"
S="256 x4096;1024 x1024;4096 x256;64 x16384;16 x65536;1048576 x1;65536 x16;256 256 x16;1024 1024 x1;32 32 32 x32;64 64 64 x4;128 128 128 x1;256 256 x64;64 64 64 x16"
for c in tc-split tc-fp16; do timeout 120 $C/tcfft bench --shapes "$S" --compute $c --reps 30 --quiet 2>&1 | grep -E "^1D|^2D|^3D" | sed "s/^/$c  /"; done | tee $OUT/mid.txt
$C/percall --compute tc-split | tee $OUT/percall.txt
echo "t=$(( $(date +%s) - t0 ))"
