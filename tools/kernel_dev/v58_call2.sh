#!/bin/bash
# v58 call 2: the warp-specialized staged 1024 kernel (rt_ws1024.cuh; knob set_ws1024, probe switch
# TCFFT_X_WS1024 in the environment): its tests, the 1024-family GPU tests with the switch on, the
# sanitizers on its small test, then the staged form against it in the same binary, two rounds.
# Carried: build-xz/bins.tar.xz = {tcfft, tcfft_tests (this commit), libfftw3*.so.3}.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
timeout 200 $C/tcfft_tests --gtest_filter='GpuWs1024.*' > $OUT/ws_tests.log 2>&1
echo "ws tests rc=$? t=$(( $(date +%s) - t0 ))"; grep -E "^\[  PASSED|FAILED|Failure" $OUT/ws_tests.log | head -20
F='*1024*:*N2e20*:*N2e18*:*GpuThreePass*:GpuLinePrefetchMap*:*GpuStaticOrder*:*2e26*:GpuLimits.*'
TCFFT_X_WS1024=1 timeout 280 $C/tcfft_tests --gtest_filter="$F" > $OUT/ws_env.log 2>&1
echo "env-on subset rc=$? t=$(( $(date +%s) - t0 ))"; grep -E "^\[==========\]|^\[  PASSED|FAILED|SKIPPED \] [0-9]" $OUT/ws_env.log | head -30
SAN='GpuWs1024.RingReuseForTheSanitizers'
SANR='GpuWs1024.RingReuseForTheSanitizers'
SANR_TIMEOUT=150 san_subsets
S="1024 1024 x64;1048576 x64;262144 x256;67108864 x1;1024 256 256;1024 64 64 x16;1024 1024 x1"
ab_multi "staged:tcfft:X=0" "ws:tcfft:TCFFT_X_WS1024=1"
(cd $OUT && tar -cJf logs.tar.xz *.log && rm -f *.log)
