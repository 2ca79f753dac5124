#!/bin/bash
# v59 call 2: the warp-specialized lean 4096 probe (rt_ws4096_kernel, switch TCFFT_X_WS4096: 1 = 3 groups
# of 8 warps + a producer warp, 4 one-line buffers; 2 = 3 groups, 3 buffers (one per group); 3 = 2
# groups, 4 buffers). GpuLean4096.* under each value (bits against the two-buffer kernel, oracle lines),
# memcheck / racecheck on the threshold batch with 1 and 2, then lean vs the forms in one binary, and
# the issue-3 row with cuFFT FP32 for lean and form 1 (prediction in NOTES v59).
# Carried: build-xz/bins.tar.xz = {tcfft, tcfft_tests (HEAD + the probe), libfftw3*.so.3}.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
for v in 1 2 3; do
  TCFFT_X_WS4096=$v timeout 100 $C/tcfft_tests --gtest_filter='GpuLean4096.*' > $OUT/ws$v.log 2>&1
  echo "ws$v tests rc=$? t=$(( $(date +%s) - t0 ))"; grep -E "^\[  PASSED|FAILED|first differing|Failure" $OUT/ws$v.log | head -6
done
for v in 1 2; do
  TCFFT_X_WS4096=$v timeout 60 compute-sanitizer --tool memcheck --error-exitcode 9 $C/tcfft_tests --gtest_filter='GpuLean4096.ThresholdBatchForTheSanitizers' > $OUT/mc$v.log 2>&1
  echo "ws$v memcheck rc=$?"; tail -n 1 $OUT/mc$v.log
  TCFFT_X_WS4096=$v timeout 90 compute-sanitizer --tool racecheck --error-exitcode 9 $C/tcfft_tests --gtest_filter='GpuLean4096.ThresholdBatchForTheSanitizers' > $OUT/rc$v.log 2>&1
  echo "ws$v racecheck rc=$?"; tail -n 1 $OUT/rc$v.log
done
echo "t=$(( $(date +%s) - t0 ))"
S="4096 x16384;4096 4096 x4;4096 x8192;8192 8192 x1"
ab_multi "lean:tcfft:X=0" "ws1:tcfft:TCFFT_X_WS4096=1" "ws2:tcfft:TCFFT_X_WS4096=2" "ws3:tcfft:TCFFT_X_WS4096=3"
for v in 0 1 0 1; do bench_envs "cufft ws$v" tcfft TCFFT_X_WS4096=$v -- --n 4096 --batch 16384 --compute tc-split; done
(cd $OUT && tar -cJf logs.tar.xz *.log && rm -f *.log)
