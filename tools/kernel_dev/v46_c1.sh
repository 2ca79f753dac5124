#!/bin/bash
# v46 call 1 (NOTES.md v46): (A) other three-pass orders of the TC_SPLIT 1D rows 2^20 ... 2^26 through
# the dev hooks TCFFT_X_N1 / TCFFT_X_N2 of the carried tcfft (planner.cpp, not landed: N1 alone forces
# a two-pass N1 x n/N1; N1 and N2 force three passes N1 x N2 x rest), two rounds, `--tcfft-only`, the
# library's plan (no variable) beside each; (B) small and mid-size problems (2^16 ... 2^21 points)
# against cuFFT FP32 in one process (the per-call cost noted in v12, never re-measured).
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
for r in 1 2; do
  for spec in "1048576 64:0x0 64x64 256x64 128x64 64x128 64x256" "2097152 32:0x0 128x64 64x128 256x64 128x128" \
              "4194304 16:0x0 64x256 256x256 64x64 1024x64 128x128" "16777216 4:0x0 64x256 256x64 1024x64 128x512" \
              "67108864 1:0x0 1024x256 256x1024 512x512 128x512"; do
    IFS=: read -r nb list <<< "$spec"; set -- $nb
    for v in $list; do
      a=${v%x*}; c=${v#*x}; e=X=0; [ $a != 0 ] && e="TCFFT_X_N1=$a TCFFT_X_N2=$c"
      bench_envs "r$r $a x $c" tcfft $e -- --n $1 --batch $2 --compute tc-split --tcfft-only
    done
  done
done | tee $OUT/rows.txt
echo "t=$(( $(date +%s) - t0 ))"
S="256 x4096;1024 x1024;4096 x256;4096 x16;16384 x64;65536 x16;1048576 x1;1048576 x2;1024 1024 x1;256 256 x16;64 64 64 x4;128 128 128 x1;32 32 32 x32"
for c in tc-split native; do
  timeout 200 $C/tcfft bench --shapes "$S" --compute $c --reps 50 --quiet > $OUT/mid_$c.txt 2>&1
done
cat $OUT/mid_*.txt
echo "t=$(( $(date +%s) - t0 ))"
