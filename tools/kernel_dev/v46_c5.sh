#!/bin/bash
# v46 call 5 (NOTES.md v46): the bulk-copy threshold (rt_kernels.cu kBulkMinPoints = 2^23 points per
# pass) on the carried build of the working tree: the GPU tests of the kernels it routes (new
# GpuBulkThreshold, the bulk-form tests, the layout / oracle / limits cases), memcheck and racecheck
# on the new test; percall (L2-hot, graph) with the library's rule and with bulk everywhere
# (--bulk-min 0); `tcfft bench` small / mid rows with cuFFT FP32; issue 3's rows at 2^26 points.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
GTEST='GpuBulkThreshold.*:GpuBulk64Ring.*:GpuBulk1024Out1.*:GpuLimits.*:Cuda/GpuVsCpuEmulationLayouts.*:Cuda/GpuOracle.*:Cuda/GpuVsCpuEmulation.*:Cuda/GpuLayouts.*:GpuMisuse.*' \
SAN='GpuBulkThreshold.*' gpu_tests X=0 | tee $OUT/tests.txt
grep -E "^\[==========\]|tests? ran|PASSED|FAILED" $OUT/gtest.log | tail -4 >> $OUT/tests.txt
for bm in -1 0; do $C/percall --compute tc-split --bulk-min $bm; done 2>&1 | tee $OUT/percall.txt
S="256 x4096;1024 x1024;4096 x256;64 x1024;16 x65536;64 x16384;1024 x64;1048576 x1;1024 1024 x1;64 64 64 x4;16 x4194304;64 x1048576;256 x262144;1024 x65536"
for c in tc-split tc-fp16; do timeout 200 $C/tcfft bench --shapes "$S" --compute $c --reps 30 --quiet 2>&1 | grep -E "^1D|^2D|^3D" | sed "s/^/$c  /"; done | tee $OUT/mid.txt
echo "t=$(( $(date +%s) - t0 ))"
(cd $OUT && xz -f *.log)
