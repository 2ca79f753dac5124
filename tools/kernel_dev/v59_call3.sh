#!/bin/bash
# v59 call 3: issue 3's table (TC_SPLIT and NATIVE) and issue 5's TC_SPLIT table with the plans, at HEAD
# (kernels of v58; every GPU test of this code passed in call 1), cuFFT FP32 in the same processes.
# Carried: build-xz/bins.tar.xz = {tcfft, tcfft_tests (HEAD), libfftw3*.so.3}.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
issue_tables
