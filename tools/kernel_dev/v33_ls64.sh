#!/bin/bash
# v33: numerics §4.9 extended to the 64-point passes (8, 8): every GPU test of that build (tests_j),
# compute-sanitizer on the 64-point cases and GpuLineScale, then tcfft_h (ca3cb7c) against tcfft_j on
# shapes with 64-point passes and controls, two rounds, and the issue-3 table of tcfft_j. NOTES.md v33.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
GTEST='*' TESTS=tests_j SAN='Cuda/GpuVsCpuEmulation.Split2_N2e6*:Cuda/GpuVsCpuEmulationLayouts.*_64*:GpuPlanePass.*:GpuLineScale.*' gpu_tests X=0
grep -E "tests ran" $OUT/gtest.log | tail -2
grep -E "^\[  FAILED  \]" $OUT/gtest.log | head -20
grep -E "GPU vs CPU on the outputs" $OUT/gtest.log | head -24
S="64 x1048576;64 64 64 x512;64 64 x16384;65536 x1024;128 x524288;1024 x65536" ab_rows "h:tcfft_h:X=0" "j:tcfft_j:X=0" | cut -c1-200
OUT=$OUT/i3 "$(dirname "$0")/issue3_table.sh" $C/tcfft_j | cut -c1-200
echo "total t=$(( $(date +%s) - t0 ))"
(cd $OUT && tar czf logs.tgz *.log smi.txt && rm -f *.log)
