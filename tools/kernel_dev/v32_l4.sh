#!/bin/bash
# v32: numerics §4.8 extended to the 4096-point passes (T4096: rt4096, lean, staged4096): every GPU test of
# that build (tests_4), compute-sanitizer on the 4096 cases, then tcfft_x (81a55d7), tcfft_n (1cd886b: §4.8 at
# 1024) and tcfft_4 (§4.8 at 1024 and 4096) on the shapes with 4096-point passes (TC_SPLIT) and two TC_FP16
# controls (the stage cores were refactored), two rounds. NOTES.md v32.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
GTEST='*' TESTS=tests_4 SAN='Cuda/GpuOracle.*Split2_N2e12*:Cuda/GpuVsCpuEmulationLayouts.*Split2_1d_4096*:GpuLean4096.*:Cuda/GpuVsCpuEmulationLayouts.*Split2_2d_4096*' gpu_tests X=0
grep -E "tests ran" $OUT/gtest.log | tail -2
grep -E "^\[  FAILED  \]" $OUT/gtest.log | head -20
S="4096 x16384;4096 4096 x4;4096 x32768;1024 x65536;16777216 x4" ab_rows "base:tcfft_x:X=0" "n1024:tcfft_n:X=0" "l4:tcfft_4:X=0" | cut -c1-200
S="4096 x16384;1024 1024 x64" COMPUTE=tc-fp16 ab_rows "fp16base:tcfft_x:X=0" "fp16l4:tcfft_4:X=0" | cut -c1-200
echo "total t=$(( $(date +%s) - t0 ))"
(cd $OUT && tar czf logs.tgz *.log smi.txt && rm -f *.log)
