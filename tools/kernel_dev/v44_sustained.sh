#!/bin/bash
# v44 call 4 (NOTES.md v44): tcfft TC_SPLIT and cuFFT FP32 / FP16 under sustained load (10000 timed
# runs each, median) at 1D 256 x262144, 1024 x65536, 4096 x16384, with nvidia-smi every 50 ms; then
# memcheck of the allocation-failure test without API-error reports (its cudaMalloc fails on purpose).
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
R=clocks_event_reasons.active
nvidia-smi --query-gpu=$R --format=csv > /dev/null 2>&1 || R=clocks_throttle_reasons.active
nvidia-smi --query-gpu=timestamp,clocks.sm,power.draw,$R --format=csv,noheader -lms 50 > $OUT/clk.csv 2>&1 &
sp=$!
for n in "256 262144" "1024 65536" "4096 16384"; do
  set -- $n
  for reps in 20 10000; do
    echo "reps $reps: $(timeout 120 $C/tcfft bench --n $1 --batch $2 --compute tc-split --reps $reps --quiet | grep -E '^1D' | cut -c1-250)"
  done
done
kill $sp; wait $sp 2>/dev/null
timeout 60 compute-sanitizer --tool memcheck --report-api-errors no --error-exitcode 9 $C/tcfft_tests \
  --gtest_filter='GpuLimits.WorkspaceAllocationFailure*' > $OUT/san_alloc.log 2>&1
echo "memcheck (no API-error reports) rc=$?"; tail -n 2 $OUT/san_alloc.log
(cd $OUT && xz -f clk.csv)
