#!/bin/bash
# v32: numerics §4.8 (one scale per line for the 1024-point TC_SPLIT split stages) in the three 1024-point
# kernels: every GPU test of the new build (tests_n), compute-sanitizer on the 1024 cases, then tcfft_x (the
# session's base, 81a55d7) against tcfft_n on the shapes with 1024-point passes, two rounds; the SASS of the
# in-order staged kernel around its 8-byte spill. NOTES.md v32.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
GTEST='*' TESTS=tests_n SAN='Cuda/GpuOracle.*Split2_N2e10*:Cuda/GpuVsCpuEmulationLayouts.*Split2_1d_1024*:Cuda/GpuVsCpuEmulationLayouts.*Split2_2d_1024x64*:Cuda/GpuVsCpuEmulation.*Split2_N2e10_radix0:Cuda/GpuVsCpuEmulationLayouts.*Split2_interleaved_1024*' gpu_tests X=0
grep -E "tests ran" $OUT/gtest.log | tail -2
grep -E "^\[  FAILED  \]" $OUT/gtest.log | head -20
S="1024 x65536;1024 1024 x64;1048576 x64;64 1024 1024 x1;1024 x4096" ab_rows "base:tcfft_x:X=0" "l8:tcfft_n:X=0"
# every local-memory access in the CLI's SASS with its function and the three instructions before it
cuobjdump -sass $C/tcfft_n | awk '/Function :/ {fn=$0; n=0} {h[n%4]=$0; n++} /STL|LDL/ {print fn; for (i=n-4;i<n;i++) if (i>=0) print h[i%4]}' > $OUT/sass_staged1024.txt 2>&1
grep -c "STL\|LDL" $OUT/sass_staged1024.txt; head -40 $OUT/sass_staged1024.txt | cut -c1-160
echo "total t=$(( $(date +%s) - t0 ))"
(cd $OUT && tar czf logs.tgz *.log smi.txt sass_staged1024.txt && rm -f *.log sass_staged1024.txt)
