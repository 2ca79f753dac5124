#!/bin/bash
# v51 call 2: HEAD's tests that the 16384 threshold (48) moved; rt16384 with an L2 prefetch of the
# block's next line (TCFFT_X_PF16K: tcfft_pf / tcfft_tests_pf) — the same tests, memcheck, and an
# A/B against HEAD's CLI. Carried: build-xz/bins.tar.xz = {tcfft, tcfft_tests (HEAD), tcfft_pf,
# tcfft_tests_pf, libfftw3*.so.3}.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
F='GpuOracleSmallBatch16384.*:Cuda/GpuOracle.*N2e14*:Cuda/GpuVsCpuEmulation.*N2e14*:Cuda/GpuVsCpuEmulationLayouts.*16384*:GpuTruncationBias.*:GpuLineScale.*:GpuCapture.*:GpuLaneTables.*:AllModes/OracleSweep1D.*N2e14*:Sweep/FourStepOracle.*N2e14*:GpuPlanePass.*'
for bin in tcfft_tests tcfft_tests_pf; do
  timeout 200 $C/$bin --gtest_filter="$F" > $OUT/gtest_$bin.log 2>&1
  echo "$bin rc=$? t=$(( $(date +%s) - t0 ))"; grep -E "^\[  (PASSED|FAILED) |^\[  FAILED|tests ran" $OUT/gtest_$bin.log | head -12
done
timeout 120 compute-sanitizer --tool memcheck --error-exitcode 9 $C/tcfft_tests_pf \
  --gtest_filter='Cuda/GpuVsCpuEmulationLayouts.*16384*:Cuda/GpuOracle.*Split2_N2e14*' > $OUT/san_memcheck_pf.log 2>&1
echo "memcheck pf rc=$? t=$(( $(date +%s) - t0 ))"; tail -n 2 $OUT/san_memcheck_pf.log
S="16384 x64;16384 x128;16384 x256;16384 x1024;16384 x4096"
ab_multi "base:tcfft:X=0" "pf:tcfft_pf:X=0" | tee $OUT/ab_pf.txt
echo "t=$(( $(date +%s) - t0 ))"
(cd $OUT && tar -cJf logs.tar.xz *.log && rm -f *.log)
