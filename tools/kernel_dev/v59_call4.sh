#!/bin/bash
# v59 call 4: the warp-specialized staged 256 probe (rt_ws256_kernel, switch TCFFT_X_WS256: 1 = 16 compute
# warps + 4 producer warps, ring of 4 tiles of 8 lines; 2 = ring of 8) for the 8-row staged 256 passes
# (post-twiddled four-step passes, strided columns below 64 KB, contiguous-in passes). Tests of those
# passes with the switch on (oracles against FFTW long double, CPU emulation, layouts), memcheck /
# racecheck on two small ones, then staged vs the two forms in one binary (prediction in NOTES v59).
# Carried: build-xz/bins.tar.xz = {tcfft, tcfft_tests (HEAD + the probe), libfftw3*.so.3}.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
F='Cuda/GpuOracle.*:Cuda/GpuVsCpuEmulation*:Cuda/GpuLayouts.*:Cuda/GpuThreePass.*:Shapes/GpuStaticOrder.*'
for v in 1 2; do
  TCFFT_X_WS256=$v timeout 150 $C/tcfft_tests --gtest_filter="$F" > $OUT/ws$v.log 2>&1
  echo "ws$v tests rc=$? t=$(( $(date +%s) - t0 ))"; grep -E "^\[==========\]|^\[  PASSED|FAILED  \]|SKIPPED \] [0-9]" $OUT/ws$v.log | head -12
done
SF='Cuda/GpuVsCpuEmulation.*/Split2_N2e18_radix0:Cuda/GpuLayouts.*/Split2_interleaved_256_b33'
TCFFT_X_WS256=1 timeout 60 compute-sanitizer --tool memcheck --error-exitcode 9 $C/tcfft_tests --gtest_filter="$SF" > $OUT/mc.log 2>&1
echo "memcheck rc=$?"; tail -n 1 $OUT/mc.log
TCFFT_X_WS256=1 timeout 90 compute-sanitizer --tool racecheck --error-exitcode 9 $C/tcfft_tests --gtest_filter="$SF" > $OUT/rc.log 2>&1
echo "racecheck rc=$?"; tail -n 1 $OUT/rc.log
echo "t=$(( $(date +%s) - t0 ))"
S="16777216 x4;4194304 x16;67108864 x1;262144 x256;256 1024 x256;256 64 64 x64;256 256 256 x8;65536 x1024"
ab_multi "staged:tcfft:X=0" "ws1:tcfft:TCFFT_X_WS256=1" "ws2:tcfft:TCFFT_X_WS256=2"
(cd $OUT && tar -cJf logs.tar.xz *.log && rm -f *.log)
