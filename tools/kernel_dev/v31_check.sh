#!/bin/bash
# v31: after the float_dft16 refactor (81a55d7): every GPU test, memcheck / racecheck on 1024 and 4096
# cases, the issue-3 1024 / 4096 rows. NOTES.md v31.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
GTEST='*' TESTS=tests_x SAN='Cuda/GpuOracle.*Split2_N2e10*:Cuda/GpuOracle.*Split2_N2e12_fwd:Cuda/GpuVsCpuEmulationLayouts.*Split2_2d_1024x64*:GpuLean4096.*' SANTOOLS=memcheck gpu_tests X=0
grep -E "tests ran" $OUT/gtest.log | tail -1
S="1024 x65536;4096 x16384;1024 1024 x64" ab_rows "new:tcfft_x:X=0"
echo "total t=$(( $(date +%s) - t0 ))"
(cd $OUT && tar czf logs.tgz *.log smi.txt && rm -f *.log)
