#!/bin/bash
# v52 call 2: issue 3's and issue 5's tables with HEAD's CLI (the 128 x 128 plane form landed,
# e37f925; the whole GPU suite of its kernels ran in call 1), then the rows nearest their musts
# under `--sustain-ms 2000` with cuFFT FP32 in the same process (nvidia-smi sampled each second).
# Carried: build-xz/bins.tar.xz = {tcfft, tcfft_tests (e37f925), tcfft_base (cd52ac4), libfftw3*.so.3}.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
issue_tables
sustain_rows "65536 x1024;128 128 128 x64;256 256 256 x8;128 128 x4096;64 64 64 x512"
echo "t=$(( $(date +%s) - t0 ))"
