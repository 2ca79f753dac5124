#!/bin/bash
# v51 call 7: staged 1024 / 4096 L2-lead prefetches from PL threads (pft) against HEAD (thread 0);
# pft's staged tests and racecheck. Carried: build-xz/bins.tar.xz = {tcfft, tcfft_pft, tcfft_tests_pft, libfftw3*}.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
S="262144 x256;1048576 x64;67108864 x1;8192 x8192;8192 8192 x1"
ab_multi "head:tcfft:X=0" "pft:tcfft_pft:X=0" | tee $OUT/ab_pft.txt
F='Cuda/GpuOracle.*N2e1[5-9]*:Cuda/GpuOracle.*N2e2*:Cuda/GpuVsCpuEmulation*:Shapes/GpuStaticOrder.*1024*:Cuda/GpuLayouts.*'
timeout 150 $C/tcfft_tests_pft --gtest_filter="$F" > $OUT/gtest_pft.log 2>&1
echo "tests pft rc=$? t=$(( $(date +%s) - t0 ))"; grep -E "^\[  (PASSED|FAILED) |^\[  FAILED|SKIPPED \] [0-9]" $OUT/gtest_pft.log | head -12
timeout 90 compute-sanitizer --tool racecheck --error-exitcode 9 $C/tcfft_tests_pft \
  --gtest_filter='Shapes/GpuStaticOrder.*/n1024x1024_b1:Cuda/GpuOracle.*/Split2_N2e18_fwd' > $OUT/san_racecheck_pft.log 2>&1
echo "racecheck pft rc=$? t=$(( $(date +%s) - t0 ))"; tail -n 2 $OUT/san_racecheck_pft.log
(cd $OUT && tar -cJf logs.tar.xz *.log && rm -f *.log)
