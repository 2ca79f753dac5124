#!/bin/bash
# v43 final check (NOTES.md v43): every GPU test of this session's last code (tests_f, built here),
# then memcheck / racecheck on a TC_FP16-heavy subset (the staged kernel's P = 1 rule changed) plus
# gpu-check's misuse and emulation cases, then the quick bench of tcfft_f.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
timeout 450 $C/tests_f > $OUT/gtest.log 2>&1; echo "gtest rc=$? t=$(( $(date +%s) - t0 ))" > $OUT/tests.txt
grep -E "^\[  (PASSED|FAILED)|FAILED  \]|SKIPPED \] [0-9]|^\[==========\]" $OUT/gtest.log | tail -8 >> $OUT/tests.txt
grep -E "OK \] Cuda/GpuOracle.*TcFp16_N2e25|OK \] Cuda/GpuThreePass.*TcFp16" $OUT/gtest.log >> $OUT/tests.txt
cat $OUT/tests.txt
SAN='Cuda/GpuThreePass.*TcFp16*:GpuLineScale.*:Cuda/GpuVsCpuEmulation.*TcFp16_N2e1[46]*:Cuda/GpuLayouts.*TcFp16*:Cuda/GpuModes.*TcFp16*:GpuMisuse.*:Cuda/GpuVsCpuEmulation.*Split2_N2e8*'
TESTS=tests_f SANTOOLS='memcheck racecheck' SAN="$SAN" gpu_tests X=0 > $OUT/san.txt 2>&1
echo "filter: $SAN" >> $OUT/san.txt
cat $OUT/san.txt
timeout 60 $C/tcfft_f bench --suite quick > $OUT/bench.txt 2>&1; echo "bench rc=$? t=$(( $(date +%s) - t0 ))" | tee -a $OUT/tests.txt
cut -c1-240 $OUT/bench.txt
(cd $OUT && xz *.log)
