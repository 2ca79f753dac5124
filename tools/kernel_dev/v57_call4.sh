#!/bin/bash
# v57 call 4: issue 3's and issue 5's tables with the landed code (d50a967: programmatic launches),
# cuFFT FP32 in the same processes, and small multi-kernel calls with cuFFT.
# Carried: build-xz/bins.tar.xz = {tcfft (d50a967), tcfft_base, tcfft_tests, libfftw3*.so.3} (call 3's).
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
issue_tables
for sh in "1048576 x1" "1024 1024 x1" "256 256 x16" "32 32 32 x64" "4096 x16"; do
  shape_args "$sh"; bench_envs "$sh" tcfft X=0 -- $ns --batch $b --compute tc-split
done | tee $OUT/small_rows.txt
