#!/bin/bash
# v58 call 3: the warp-specialized staged 1024 kernel with 2 and 4 producer warps (TCFFT_X_WS1024=2 / 4;
# the knob set_ws1024 takes 4): its tests, the 1024-family GPU tests with the switch on (not the knob's
# own tests, which reset it, nor the L2-lead test, which counts the staged form's leads), the sanitizers
# on its small test, then staged / ws2 / ws4 in the same binary, two rounds.
# Carried: build-xz/bins.tar.xz = {tcfft, tcfft_tests (this commit), libfftw3*.so.3}.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
timeout 200 $C/tcfft_tests --gtest_filter='GpuWs1024.*' > $OUT/ws_tests.log 2>&1
echo "ws tests rc=$? t=$(( $(date +%s) - t0 ))"; grep -E "^\[  PASSED|FAILED|Failure" $OUT/ws_tests.log | head -20
F='*1024*:*N2e20*:*N2e18*:*GpuThreePass*:*GpuStaticOrder*:*2e26*:GpuLimits.*-GpuWs1024.*:GpuLinePrefetchMap.*'
TCFFT_X_WS1024=4 timeout 280 $C/tcfft_tests --gtest_filter="$F" > $OUT/ws_env.log 2>&1
echo "env-on subset rc=$? t=$(( $(date +%s) - t0 ))"; grep -E "^\[==========\]|^\[  PASSED|FAILED|SKIPPED \] [0-9]" $OUT/ws_env.log | head -30
SAN='GpuWs1024.RingReuseForTheSanitizers'
SANR='GpuWs1024.RingReuseForTheSanitizers'
SANR_TIMEOUT=150 san_subsets
S="1024 1024 x64;1048576 x64;262144 x256;67108864 x1;1024 64 64 x16;1024 1024 x1"
ab_multi "staged:tcfft:X=0" "ws2:tcfft:TCFFT_X_WS1024=2" "ws4:tcfft:TCFFT_X_WS1024=4"
(cd $OUT && tar -cJf logs.tar.xz *.log && rm -f *.log)
