#!/bin/bash
# v48 call 2: main's tcfft against sym16 + the staged 256 rows' early post-twiddle loads + launch
# bounds for the branch's spills (tcfft_sym), `--tcfft-only`, two rounds; ncu per kernel of 1D 2^24
# x4 (tcfft kernels only) for both.
# Carried: build-xz/bins.tar.xz = {tcfft (main), tcfft_sym, tcfft_tests (branch), libfftw3*.so.3}.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
S="4096 x16384;256 x262144;16 x4194304;512 x131072;1024 x65536;65536 x1024;4194304 x16;16777216 x4;256 256 x1024;4096 4096 x4;32 32 32 x4096;256 256 256 x8"
ab_multi "main:tcfft:X=0" "sym:tcfft_sym:X=0" | tee $OUT/ab.txt
for b in tcfft tcfft_sym; do
  timeout 120 ncu -k regex:rt_ -c 3 --section SpeedOfLight --section LaunchStats --section Occupancy \
    --section WarpStateStats --section SchedulerStats --csv --page details \
    $C/$b bench --n 16777216 --batch 4 --compute tc-split --reps 1 --warmup 0 --tcfft-only --quiet > $OUT/det_$b.csv 2>&1
  echo "ncu $b rc=$? t=$(( $(date +%s) - t0 ))"
done
(cd $OUT && tar -cJf logs.tar.xz *.csv && rm -f *.csv)
