#!/bin/bash
# v31: the staged 1024 kernel's float stage 0 on two rows at once (all four warps of a group busy):
# the 1024 GPU tests and sanitizers on the staged cases, then three CLIs on the shapes with
# 1024-point column passes, two rounds: tcfft_old (before the float stage 0), tcfft_fs1 (float stage
# 0, warps 0-1 only), tcfft_x (staged: two rows per step). NOTES.md v31.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
GTEST='*1024*:Cuda/GpuLayouts.*:Cuda/GpuVsCpuEmulation*:GpuLaneTables.*:GpuTransposed2D.*:GpuPlanePass.*:GpuFusedPair.*:GpuThreePass*:GpuCapture.*' TESTS=tests_x SAN='Cuda/GpuLayouts.*Split2*1024*:Cuda/GpuVsCpuEmulationLayouts.*Split2_2d_1024*' gpu_tests X=0
S="1024 1024 x64;1048576 x64;1024 256 x256;64 1024 1024 x1;1024 x65536" ab_rows "old:tcfft_old:X=0" "fs1:tcfft_fs1:X=0" "pair:tcfft_x:X=0"
echo "total t=$(( $(date +%s) - t0 ))"
(cd $OUT && tar czf logs.tgz *.log smi.txt && rm -f *.log)
