#!/bin/bash
# v59 call 1: (a) every GPU test of HEAD (9eac6b7's code: the commits after 132e64c, i.e. the knob-test
# helper and the upload helper, have not run on a GPU), memcheck / racecheck on the ws1024 ring test and
# the post-twiddled plans; (b) the probe prepared in v58 (experiments/ws1024_columns_inorder_v59.diff.txt,
# switch TCFFT_X_WSORD: the warp-specialized 1024 form on the 2D / 3D columns with tiles in order): its
# 1024-family tests with the switch on, memcheck / racecheck on the static-order 1024^2 case, then the
# columns off / on in the same binary (prediction in NOTES v59).
# Carried: build-xz/bins.tar.xz = {tcfft, tcfft_tests (HEAD), tcfft_wsord, tcfft_tests_wsord (HEAD + the
# probe diff), libfftw3*.so.3}.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
gpu_shards
SAN='GpuWs1024.*:GpuCapture.*:Cuda/GpuOracle.*/Split2_N2e20_fwd:Cuda/GpuLayouts.*Split2_1024_b5*'
SANR='GpuWs1024.RingReuseForTheSanitizers:Shapes/GpuStaticOrder.*/n1024x1024_b1'
SANR_TIMEOUT=90 san_subsets
(cd $OUT && cat gtest?.log > gtest_head.log && rm gtest?.log)
F='Cuda/GpuOracle.*1024*:Cuda/GpuOracle.*N2e20*:Cuda/GpuVsCpuEmulation*:Shapes/GpuStaticOrder.*:Cuda/GpuLayouts.*'
TCFFT_X_WSORD=1 timeout 150 $C/tcfft_tests_wsord --gtest_filter="$F" > $OUT/ws_env.log 2>&1
echo "wsord subset rc=$? t=$(( $(date +%s) - t0 ))"; grep -E "^\[==========\]|^\[  PASSED|FAILED|SKIPPED \] [0-9]" $OUT/ws_env.log | head -20
TCFFT_X_WSORD=1 timeout 50 compute-sanitizer --tool memcheck --error-exitcode 9 $C/tcfft_tests_wsord --gtest_filter='Shapes/GpuStaticOrder.*/n1024x1024_b1' > $OUT/wsord_memcheck.log 2>&1
echo "wsord memcheck rc=$?"; tail -n 1 $OUT/wsord_memcheck.log
TCFFT_X_WSORD=1 timeout 70 compute-sanitizer --tool racecheck --error-exitcode 9 $C/tcfft_tests_wsord --gtest_filter='Shapes/GpuStaticOrder.*/n1024x1024_b1' > $OUT/wsord_racecheck.log 2>&1
echo "wsord racecheck rc=$?"; tail -n 2 $OUT/wsord_racecheck.log
S="1024 1024 x64;1024 256 256;1024 64 64 x16;1024 1024 x1;1048576 x64"
ab_multi "staged:tcfft_wsord:X=0" "wsord:tcfft_wsord:TCFFT_X_WSORD=1"
(cd $OUT && tar -cJf logs.tar.xz *.log && rm -f *.log)
