#!/bin/bash
# v44 call 5 (NOTES.md v44): the sustained-load check of call 4 on the issue-5 rows that meet or
# nearly meet their musts: TC_SPLIT 3D 128^3 x64, 3D 64^3 x512, 3D 32^3 x4096 and TC_FP16 3D 128^3,
# 20 and 3000 timed runs each, with cuFFT FP32 / FP16 in the same process.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
for spec in "128 64 tc-split" "64 512 tc-split" "32 4096 tc-split" "128 64 tc-fp16"; do
  set -- $spec
  for reps in 20 3000; do
    echo "$3 reps $reps: $(timeout 150 $C/tcfft bench --n $1 --n $1 --n $1 --batch $2 --compute $3 --reps $reps --quiet | grep -E '^3D' | cut -c1-250)"
  done
done
