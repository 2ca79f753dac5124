#!/bin/bash
# v57 call 1: programmatic dependent launch (TCFFT_X_PDL = 1) for the register-tile kernels: every GPU
# test with the switch on (6 shards), memcheck on a multi-pass subset with it, then the A/B off / on
# (one process per spec and round, --tcfft-only) over issue 3's TC_SPLIT rows, issue 5 rows and small calls.
# Carried: build-xz/bins.tar.xz = {tcfft, tcfft_tests (working tree with the switch), libfftw3*.so.3}.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
export TCFFT_X_PDL=1
gpu_shards
SAN='Cuda/GpuThreePass.*Split2_N2e18*:Cuda/GpuOracle.*/Split2_N2e20_fwd:Shapes/GpuStaticOrder.*/n512x32_b9:GpuFusedPair.FourAndFive*:Shapes/GpuStaticOrder.*/n64x64x64_b3'
{ timeout 90 compute-sanitizer --tool memcheck --error-exitcode 9 $C/tcfft_tests --gtest_filter="$SAN" > $OUT/san_memcheck.log 2>&1
  echo "memcheck (PDL on) rc=$? t=$(( $(date +%s) - t0 ))"; tail -n 2 $OUT/san_memcheck.log; } | tee -a $OUT/summary.txt
unset TCFFT_X_PDL
S="16 x4194304;64 x1048576;256 x262144;1024 x65536;4096 x16384;16384 x4096;65536 x1024;1048576 x64;4194304 x16;67108864 x1;1024 1024 x64;4096 4096 x4;256 256 256 x8;512 512 512 x1;4096 x16;256 256 x1;1048576 x1;64 64 64 x1;1024 1024 x1"
ab_multi "off:tcfft:TCFFT_X_PDL=0" "pdl:tcfft:TCFFT_X_PDL=1"
(cd $OUT && cat gtest?.log > gtest.log && rm gtest?.log && tar -cJf logs.tar.xz *.log && rm -f *.log)
