#!/bin/bash
# v57 call 2: PDL with the next launch allowed as the blocks exit (TCFFT_X_PDL = 2) against call 1's
# early trigger (1) and plain launches (0): the rows that moved in call 1, two rounds, one process per
# spec and round (--tcfft-only); a multi-pass / 2D / 3D test subset with mode 2.
# Carried: build-xz/bins.tar.xz = {tcfft, tcfft_tests (working tree), libfftw3*.so.3}.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
GTEST='Cuda/GpuThreePass.*:GpuFusedPair*:Shapes/GpuStaticOrder.*:GpuTransposed2D*:Cuda/GpuOracle.*Split2_N2e2*:GpuLean4096*:GpuPlanePass*' gpu_tests TCFFT_X_PDL=2
S="1024 x65536;4096 x16384;65536 x1024;4194304 x16;67108864 x1;1024 1024 x64;256 256 256 x8;4096 x16;256 256 x1;1048576 x1;64 64 64 x1;1024 1024 x1;32 32 32 x64"
ab_multi "off:tcfft:TCFFT_X_PDL=0" "pdl1:tcfft:TCFFT_X_PDL=1" "pdl2:tcfft:TCFFT_X_PDL=2"
(cd $OUT && tar -cJf logs.tar.xz *.log && rm -f *.log)
