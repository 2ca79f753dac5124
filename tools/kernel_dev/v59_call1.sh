#!/bin/bash
# v59 call 1 (prepared in v58, no device time left then): the warp-specialized 1024 form on the 2D / 3D
# columns with its tiles in order from the counter (experiments/ws1024_columns_inorder_v59.diff.txt,
# switch TCFFT_X_WSORD): the 1024-family GPU tests with the switch on (oracles, CPU emulation, static
# order, layouts: correctness; the knob tests are not meaningful with the switch on), memcheck /
# racecheck on the static-order 1024^2 case with it, then the columns off / on in the same binary.
# Build (here): git apply tools/kernel_dev/experiments/ws1024_columns_inorder_v59.diff.txt &&
#   ninja -C build-tests && pack build-tests/bin/tcfft and build-tests/tests/tcfft_tests (+ libfftw3*.so.3)
#   into build-xz/bins.tar.xz; then git checkout src/ (the diff is a probe).
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
F='Cuda/GpuOracle.*1024*:Cuda/GpuOracle.*N2e20*:Cuda/GpuVsCpuEmulation*:Shapes/GpuStaticOrder.*:Cuda/GpuLayouts.*:GpuLimits.*'
TCFFT_X_WSORD=1 timeout 280 $C/tcfft_tests --gtest_filter="$F" > $OUT/ws_env.log 2>&1
echo "env-on subset rc=$? t=$(( $(date +%s) - t0 ))"; grep -E "^\[==========\]|^\[  PASSED|FAILED|SKIPPED \] [0-9]" $OUT/ws_env.log | head -30
TCFFT_X_WSORD=1 timeout 100 compute-sanitizer --tool memcheck --error-exitcode 9 $C/tcfft_tests --gtest_filter='Shapes/GpuStaticOrder.*/n1024x1024_b1' > $OUT/san_memcheck.log 2>&1
echo "memcheck rc=$?"; tail -n 2 $OUT/san_memcheck.log
TCFFT_X_WSORD=1 timeout 150 compute-sanitizer --tool racecheck --error-exitcode 9 $C/tcfft_tests --gtest_filter='Shapes/GpuStaticOrder.*/n1024x1024_b1' > $OUT/san_racecheck.log 2>&1
echo "racecheck rc=$?"; tail -n 3 $OUT/san_racecheck.log
S="1024 1024 x64;1024 256 256;1024 64 64 x16;1024 1024 x1;1048576 x64"
ab_multi "staged:tcfft:X=0" "wsord:tcfft:TCFFT_X_WSORD=1"
(cd $OUT && tar -cJf logs.tar.xz *.log && rm -f *.log)
