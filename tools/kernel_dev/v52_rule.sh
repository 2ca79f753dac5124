#!/bin/bash
# v52 call 7: the plane-count rule (kPlane128MinPlanes = 80): HEAD against 47c0f3c's CLI (the plane
# kernel at every count) on small and large plane counts; the plane tests and the rule's test.
# Carried: build-xz/bins.tar.xz = {tcfft, tcfft_tests (HEAD), tcfft_base (47c0f3c), libfftw3*.so.3}.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
S="128 128 x1;128 128 x16;128 128 x64;128 128 x79;128 128 x80;128 128 x96;128 128 x4096;16 128 128 x1;128 128 128 x1;128 128 128 x64"
REPS=50 ab_multi "always:tcfft_base:X=0" "rule:tcfft:X=0" | tee $OUT/ab_rule.txt
GTEST='Shapes/GpuPlanePass128.*:GpuPlanePass128Rule.*:GpuPlanePass.*:Shapes/GpuStaticOrder.*:Cuda/GpuLayouts.*'
SAN='GpuPlanePass128Rule.*'
SANTOOLS=memcheck gpu_tests X=0
(cd $OUT && tar -cJf logs.tar.xz *.log && rm -f *.log)
