#!/bin/bash
# v33: numerics §4.9 (the 256-point TC_SPLIT passes under the scale of the input's line maximum): every GPU
# test of that build (tests_g), compute-sanitizer on the 256-point cases, then tcfft_f (aadf041) against
# tcfft_g on the shapes with 256-point passes (and two controls without), two rounds, then the issue-3
# table of tcfft_g. NOTES.md v33.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
GTEST='*' TESTS=tests_g SAN='Cuda/GpuVsCpuEmulation.Split2_N2e8*:Cuda/GpuVsCpuEmulationLayouts.*256*:GpuFusedPair.*' gpu_tests X=0
grep -E "tests ran" $OUT/gtest.log | tail -2
grep -E "^\[  FAILED  \]" $OUT/gtest.log | head -20
S="256 x262144;256 256 x1024;65536 x1024;256 256 256 x4;512 x131072;1024 x65536" ab_rows "base:tcfft_f:X=0" "ls256:tcfft_g:X=0" | cut -c1-200
OUT=$OUT/i3 "$(dirname "$0")/issue3_table.sh" $C/tcfft_g | cut -c1-200
echo "total t=$(( $(date +%s) - t0 ))"
(cd $OUT && tar czf logs.tgz *.log smi.txt && rm -f *.log)
