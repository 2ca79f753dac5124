#!/bin/bash
# v52 call 4: the plane form's stage 2 without its unit twiddles (T1024 NT2, TC_SPLIT) against
# 7aab8c5's CLI (base); the plane tests and the GPU-vs-CPU / oracle sets of the new build;
# memcheck / racecheck on the plane cases.
# Carried: build-xz/bins.tar.xz = {tcfft (new), tcfft_tests (new), tcfft_base (7aab8c5), libfftw3*.so.3}.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
S="128 128 128 x64;128 128 x4096;128 128 128 x8;16384 x4096"
ab_multi "base:tcfft_base:X=0" "nt2:tcfft:X=0" | tee $OUT/ab_nt2.txt
GTEST='Shapes/GpuPlanePass128.*:GpuPlanePass.*:Shapes/GpuStaticOrder.*:Cuda/GpuOracle.*N2e14*:Cuda/GpuVsCpuEmulation*:GpuLaneTables.*:GpuCapture.*:Cuda/GpuLayouts.*'
SAN='Shapes/GpuPlanePass128.*/n128x128_b1_fwd:Shapes/GpuPlanePass128.*/n128x128_b3*:Shapes/GpuPlanePass128.*/n4x128x128*'
SANTOOLS=memcheck gpu_tests X=0
timeout 120 compute-sanitizer --tool racecheck --error-exitcode 9 $C/tcfft_tests \
  --gtest_filter='Shapes/GpuPlanePass128.*/n128x128_b1_fwd' > $OUT/san_racecheck.log 2>&1
echo "racecheck rc=$? t=$(( $(date +%s) - t0 ))"; tail -n 2 $OUT/san_racecheck.log
(cd $OUT && tar -cJf logs.tar.xz *.log && rm -f *.log)
