#!/bin/bash
# v51 call 3: L2 prefetch probes in the one-buffer kernels (pfa: rt16384 + lean two ahead + staged
# 1024 + staged 4096; pfb: lean one ahead) against HEAD; pfa's oracle / emulation tests and memcheck.
# Carried: build-xz/bins.tar.xz = {tcfft, tcfft_pfa, tcfft_pfb, tcfft_tests_pfa, libfftw3*.so.3}.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
S="16384 x4096;4096 x16384;1024 1024 x64;1048576 x64;262144 x256;8192 8192 x1;4096 4096 x4;67108864 x1"
ab_multi "base:tcfft:X=0" "pfa:tcfft_pfa:X=0" "pfb:tcfft_pfb:X=0" | tee $OUT/ab_pf2.txt
F='Cuda/GpuOracle.*:Cuda/GpuVsCpuEmulation*:Cuda/GpuLayouts.*:Shapes/GpuStaticOrder.*:GpuLean4096.*'
timeout 200 $C/tcfft_tests_pfa --gtest_filter="$F" > $OUT/gtest_pfa.log 2>&1
echo "tests pfa rc=$? t=$(( $(date +%s) - t0 ))"; grep -E "^\[  (PASSED|FAILED) |^\[  FAILED|tests ran|SKIPPED \] [0-9]" $OUT/gtest_pfa.log | head -12
timeout 150 compute-sanitizer --tool memcheck --error-exitcode 9 $C/tcfft_tests_pfa \
  --gtest_filter='Cuda/GpuVsCpuEmulationLayouts.*2d_1024x64*:Cuda/GpuVsCpuEmulationLayouts.*8192x8:Cuda/GpuOracle.*Split2_N2e20_fwd:Cuda/GpuOracle.*Split2_N2e14_fwd:GpuLean4096.ThresholdBatchForTheSanitizers' > $OUT/san_memcheck_pfa.log 2>&1
echo "memcheck pfa rc=$? t=$(( $(date +%s) - t0 ))"; tail -n 2 $OUT/san_memcheck_pfa.log
(cd $OUT && tar -cJf logs.tar.xz *.log && rm -f *.log)
