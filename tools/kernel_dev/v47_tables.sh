#!/bin/bash
# v47 final check, part 2 (NOTES.md v47): racecheck on the small shapes of the parameterized
# GpuStaticOrder (v46 could not finish the whole test under racecheck) and the session's other
# kernels' tests, then issue 3's table (TC_SPLIT and NATIVE) and issue 5's TC_SPLIT table with the
# plans, cuFFT FP32 in the same process.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
SAN='Shapes/GpuStaticOrder.*/n64x64x64_b3:Shapes/GpuStaticOrder.*/n256x256_b5:Shapes/GpuStaticOrder.*/n32x32x32_b7:Shapes/GpuStaticOrder.*/n512x32_b9:Shapes/GpuStaticOrder.*/n256_b4099:GpuLineScale.KernelsFollowTheLineRuleOnADiscriminatingInput'
timeout 200 compute-sanitizer --tool racecheck --error-exitcode 9 $C/tcfft_tests --gtest_filter="$SAN" > $OUT/san_racecheck.log 2>&1
echo "racecheck rc=$? t=$(( $(date +%s) - t0 ))" | tee $OUT/san.txt; tail -n 3 $OUT/san_racecheck.log | tee -a $OUT/san.txt
echo "filter: $SAN" >> $OUT/san.txt
bash tools/kernel_dev/issue3_table.sh $C/tcfft
echo "issue3 t=$(( $(date +%s) - t0 ))"
COMPUTES=tc-split bash tools/kernel_dev/shapes_issue5.sh $C/tcfft > /dev/null
cat $OUT/shapes_issue5.txt
echo "t=$(( $(date +%s) - t0 ))"
(cd $OUT && xz -f *.log)
