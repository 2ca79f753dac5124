#!/bin/bash
# v57 call 6 (diagnostic, no change): where a small call's time goes. ncu (durations, launch
# configuration, registers, shared memory) of tcfft's and cuFFT FP32's kernels for 1D 4096 x16 and
# 2D 256^2 x16, TC_SPLIT.
# Carried: build-xz/bins.tar.xz = {tcfft, tcfft_tests (78644a1), libfftw3*.so.3}.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
M=gpu__time_duration.sum,launch__grid_size,launch__block_size,launch__registers_per_thread,launch__shared_mem_per_block,sm__cycles_elapsed.avg.per_second
for sh in "4096 x16" "256 256 x16"; do
  shape_args "$sh"
  timeout 100 ncu --metrics $M --launch-count 80 --csv $C/tcfft bench $ns --batch $b --compute tc-split --reps 3 --warmup 3 --quiet \
    > $OUT/ncu_$(echo $sh | tr ' ' '_').csv 2>&1
  echo "== $sh rc=$? t=$(( $(date +%s) - t0 ))"
done
