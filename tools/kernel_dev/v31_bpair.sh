#!/bin/bash
# v31: the bulk 1024 kernel's float stage 0 on two lines at once: every GPU test, sanitizers on the
# 1024 bulk / rt1024 / staged cases, then tcfft_old (before the float stage 0), tcfft_pair (staged
# pairs, bulk single lines) and tcfft_x (bulk pairs too) on the shapes with 1024-point passes, two
# rounds. NOTES.md v31.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
GTEST='*' TESTS=tests_x SAN='Cuda/GpuOracle.*Split2_N2e10*:Cuda/GpuVsCpuEmulationLayouts.*Split2_1d_1024*:Cuda/GpuVsCpuEmulationLayouts.*Split2_2d_1024x64*:Cuda/GpuVsCpuEmulation.*Split2_N2e10_radix0' gpu_tests X=0
grep -E "tests ran" $OUT/gtest.log | tail -2
S="1024 x65536;1024 1024 x64;1048576 x64;64 1024 1024 x1;1024 x4096" ab_rows "old:tcfft_old:X=0" "pair:tcfft_pair:X=0" "bpair:tcfft_x:X=0"
echo "total t=$(( $(date +%s) - t0 ))"
(cd $OUT && tar czf logs.tgz *.log smi.txt && rm -f *.log)
