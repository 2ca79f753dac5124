#!/bin/bash
# v53 call 3: tensor-map L2 prefetch for the strided staged 1024 reads (probe TCFFT_X_TMAPF), off vs on in
# one binary, 55cdb29 for reference; oracle / static-order / layout tests of the probe; memcheck.
# Carried: build-xz/bins.tar.xz = {tcfft (probe), tcfft_tests (probe), tcfft_base (55cdb29), libfftw3*.so.3}.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
S="1024 1024 x64;1048576 x64;4194304 x16;67108864 x1;262144 x256"
ab_multi "base:tcfft_base:X=0" "off:tcfft:TCFFT_X_TMAPF_OFF=1" "tmap:tcfft:X=0" | tee $OUT/ab.txt
GTEST='Cuda/GpuOracle.*Split2_N2e20*:Cuda/GpuOracle.*TcFp16_N2e20*:Shapes/GpuStaticOrder.*n1024*:Cuda/GpuVsCpuEmulationLayouts.*1024x64*:Cuda/GpuVsCpuEmulation.*Split2_N2e20*'
SAN='Shapes/GpuStaticOrder.*n1024x1024_b1'
SANTOOLS=memcheck gpu_tests X=0
(cd $OUT && tar -cJf logs.tar.xz *.log && rm -f *.log)
