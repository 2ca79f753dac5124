#!/bin/bash
# v58 call 4: the warp-specialized staged 1024 kernel with 16 and 20 compute warps (TCFFT_X_WS1024 =
# groups * 10 + producer warps: 42, 44, 52; the knob set_ws1024 takes the environment's form, else 42):
# its tests in each form, the sanitizers on the small test (42), then staged / 42 / 44 / 52, two rounds.
# Carried: build-xz/bins.tar.xz = {tcfft, tcfft_tests (this commit), libfftw3*.so.3}.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
for f in 42 44 52; do
  TCFFT_X_WS1024=$f timeout 200 $C/tcfft_tests --gtest_filter='GpuWs1024.*' > $OUT/ws_tests_$f.log 2>&1
  echo "ws tests form $f rc=$? t=$(( $(date +%s) - t0 ))"; grep -E "^\[  PASSED|FAILED|Failure" $OUT/ws_tests_$f.log | head -10
done
SAN='GpuWs1024.RingReuseForTheSanitizers'
SANR='GpuWs1024.RingReuseForTheSanitizers'
SANR_TIMEOUT=150 san_subsets
S="1024 1024 x64;1048576 x64;262144 x256;1024 64 64 x16"
ab_multi "staged:tcfft:X=0" "ws42:tcfft:TCFFT_X_WS1024=42" "ws44:tcfft:TCFFT_X_WS1024=44" "ws52:tcfft:TCFFT_X_WS1024=52"
(cd $OUT && tar -cJf logs.tar.xz *.log && rm -f *.log)
