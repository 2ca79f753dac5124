#!/bin/bash
# v37 call 2: the two-factor post-twiddle (FftPass::twiddle_split). Carried binaries (build-xz/bins.tar.xz):
# tests_new / tcfft_new (the working tree: two factors for tables > 4 MiB), tcfft_off (same code,
# planner threshold 2^62: one factor everywhere), tcfft_all (threshold 0: every eligible pass),
# tcfft_n2 (7633e4e's CLI, the library before this change). Every GPU test, compute-sanitizer on the
# two-factor test, then two rounds of the 1D shapes. Run from the repository root. NOTES.md v37.
export C=build-dev-carry TESTS=tests_new; mkdir -p $C; tar -C $C -xJf build-xz/bins.tar.xz
. tools/kernel_dev/dev_lib.sh
timeout 280 $C/tests_new > $OUT/gtest_all.log 2>&1
echo "all tests rc=$? t=$(( $(date +%s) - t0 ))"
grep -E "^\[  (PASSED|FAILED) |^\[  FAILED|tests ran|SKIPPED \]" $OUT/gtest_all.log | head -20
grep -E "^  .*(two-factor vs one-factor)|GpuTwoFactorTwiddle" $OUT/gtest_all.log | head -8
GTEST= SAN='GpuTwoFactorTwiddle.*' gpu_tests X=1
for r in 1 2; do
  for sh in "--n 67108864 --batch 1" "--n 16777216 --batch 4" "--n 4194304 --batch 16" "--n 1048576 --batch 64"; do
    for b in tcfft_off tcfft_new; do bench_row "$b" X=1 $b $sh --compute tc-split; done
  done
  for sh in "--n 262144 --batch 256" "--n 65536 --batch 1024"; do
    for b in tcfft_off tcfft_all; do bench_row "$b" X=1 $b $sh --compute tc-split; done
  done
done > $OUT/ab.txt
for sh in "--n 67108864 --batch 1" "--n 1048576 --batch 64"; do bench_row tcfft_n2 X=1 tcfft_n2 $sh --compute tc-split; done >> $OUT/ab.txt
for b in tcfft_n2 tcfft_new; do bench_row "$b" X=1 $b --n 1048576 --batch 64 --compute native; done >> $OUT/ab.txt
cat $OUT/hdr.txt; cut -c1-230 $OUT/ab.txt
echo "t=$(( $(date +%s) - t0 ))"
tar -C $OUT -cJf $OUT/logs.tar.xz gtest_all.log san_memcheck.log san_racecheck.log 2>/dev/null; rm -f $OUT/gtest_all.log $OUT/san_*.log
