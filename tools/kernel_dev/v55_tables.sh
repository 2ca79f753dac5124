#!/bin/bash
# v55 call 4: issue 3's and issue 5's tables with HEAD's CLI (device code of 6377878 / acf6164), cuFFT
# FP32 in the same processes, then the rows nearest their musts under `--sustain-ms 2000`.
# Carried: build-xz/bins.tar.xz = {tcfft (HEAD), libfftw3*.so.3}.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
issue_tables
# (ran with the same loop inline; dev_lib.sh sustain_rows since, duplicates D1 of the v55 review)
sustain_rows "65536 x1024;256 256 256 x8;128 128 128 x64;256 256 x1024"
echo "t=$(( $(date +%s) - t0 ))"
