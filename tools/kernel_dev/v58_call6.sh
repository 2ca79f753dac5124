#!/bin/bash
# v58 call 6: the chain test with its set-up on the chain's stream, the warp-specialized 1024 tests,
# capture, the b5 oracle case, three times each, at the landing code.
# Carried: build-xz/bins.tar.xz = {tcfft_tests (this commit), libfftw3*.so.3}.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
timeout 240 $C/tcfft_tests --gtest_repeat=3 --gtest_filter='GpuProgrammaticLaunch.*:GpuWs1024.*:GpuCapture.*:Cuda/GpuLayouts.*b5_interleaved*:Cuda/GpuOracle.*/Split2_N2e20_*' > $OUT/call6.log 2>&1
echo "rc=$? t=$(( $(date +%s) - t0 ))"; grep -E "^\[  PASSED|FAILED|Failure|tests from .* ran" $OUT/call6.log | head -20
