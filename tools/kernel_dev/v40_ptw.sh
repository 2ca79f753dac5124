#!/bin/bash
# Binaries: tools/kernel_dev/variant_build.sh NAME "-DTCFFT_X_...=..." on d84f04c with
# experiments/post_twiddle_probes_v40.diff.txt applied (the macros are not in the code).
# v40 call 2: what the post-twiddle costs (NOTES.md v40). tests_pre / tests_fs5: the GPU tests of the
# post-twiddled and fused passes, memcheck / racecheck on the fused four-step cases; then tcfft_base
# (d84f04c) against tcfft_noptw (probe: no post-twiddle), tcfft_pre (post-twiddles loaded before the
# staged 256 rows' stages) and tcfft_fs5 (the four-step fused pair at 5 blocks per SM), two rounds.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
GT='Cuda/GpuVsCpuEmulation*:GpuFusedPair.*:GpuLineScale.*:Cuda/GpuThreePass.*:GpuTransposed2D.*:Cuda/GpuOracle.*Split2_N2e1[56]*'
top=$OUT
for v in pre fs5; do
  OUT=$top/$v; mkdir -p $OUT
  GTEST="$GT" TESTS=tests_$v SAN='GpuFusedPair.*' gpu_tests X=0 2>&1 | sed "s/^/$v /"
  grep -E "^\[==========\] [0-9]+ tests|SKIPPED \] [0-9]" $OUT/gtest.log | sed "s/^/$v /"
  (cd $OUT && tar cJf logs.tar.xz *.log && rm -f *.log)
done
OUT=$top
S="65536 x1024;256 256 x1024;32768 x2048;262144 x256;1048576 x64;4194304 x16;16777216 x4" \
  ab_rows "base:tcfft_base:X=0" "noptw:tcfft_noptw:X=0" "pre:tcfft_pre:X=0" "fs5:tcfft_fs5:X=0" > $OUT/ab.txt
rm -f $OUT/rows.txt
cut -c1-200 $OUT/ab.txt
