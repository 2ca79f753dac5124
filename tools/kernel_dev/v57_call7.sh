#!/bin/bash
# v57 call 7 (review at the stop, ~180 s of device time left): the tests not yet run on a GPU (the
# capture fallback's GpuCapture.*, the programmatic-launch tests) and a multi-pass subset, memcheck on
# the capture tests, then issue 3's table with cuFFT FP32.
# Carried: build-xz/bins.tar.xz = {tcfft, tcfft_tests (HEAD), libfftw3*.so.3}.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
GTEST='GpuCapture.*:GpuProgrammaticLaunch.*:Cuda/GpuThreePass.*Split2*:Cuda/GpuOracle.*N2e12*' \
SAN='GpuCapture.*' SANTOOLS=memcheck gpu_tests X=0
bash tools/kernel_dev/issue3_table.sh $C/tcfft
(cd $OUT && tar -cJf logs.tar.xz *.log && rm -f *.log)
