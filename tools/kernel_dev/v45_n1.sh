#!/bin/bash
# v45 call 5 (NOTES.md v45): probe of other two-pass factorizations (four-step N1 x N2) of the
# issue-5 1D rows, through the dev hook TCFFT_X_N1 of the carried tcfft (planner.cpp, not landed):
# TC_SPLIT --tcfft-only rows, two rounds, the library's plan (no variable) beside each. The hook:
# tools/kernel_dev/experiments/n1_probe_v45.diff.txt (apply to 0c24b73's planner.cpp).
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
for r in 1 2; do
  for spec in "16384 4096:0 16 64 128 256" "32768 2048:0 32 64 128 1024" "65536 1024:0 64 1024" "262144 256:0 256 1024"; do
    IFS=: read -r nb list <<< "$spec"; set -- $nb
    for v in $list; do
      e=X=0; [ $v != 0 ] && e=TCFFT_X_N1=$v
      bench_envs "r$r N1=$v" tcfft $e -- --n $1 --batch $2 --compute tc-split --tcfft-only
    done
  done
done | tee $OUT/rows.txt
echo "t=$(( $(date +%s) - t0 ))"
