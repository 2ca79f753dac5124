#!/bin/bash
# v34: the lean 4096 kernel's twiddles loaded earlier (TCFFT_X_TWPRE 1 / 2 / 3) and the bulk 1024 kernel's
# stage-1 twiddles before its barrier (TCFFT_X_TW1024): tcfft_j (before), tcfft_k (v34_ab2's k), tcfft_m
# (the candidate: TWPRE 1, TW1024 1), tcfft_p2 / p3; GPU tests of tests_m (all), memcheck / racecheck on
# the bulk 1024 and lean cases (GpuLean4096 under memcheck and synccheck only: racecheck ran past the
# limit in v34_ab.sh). NOTES.md v34.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
S="4096 x16384" ab_rows "j:tcfft_j:X=0" "m:tcfft_m:X=0" "p2:tcfft_p2:X=0" "p3:tcfft_p3:X=0" > $OUT/ab_4096.txt
S="1024 x65536" ab_rows "j:tcfft_j:X=0" "k:tcfft_k:X=0" "m:tcfft_m:X=0" > $OUT/ab_1024.txt
S="1024 x65536" COMPUTE=tc-fp16 ab_rows "j16:tcfft_j:X=0" "m16:tcfft_m:X=0" > $OUT/ab_1024_fp16.txt
GTEST='*' TESTS=tests_m SANTOOLS="memcheck racecheck" SAN='*Split2_N2e10_radix0*:*TcFp16_N2e10_radix0*:*1d_1024_b19*' gpu_tests X=0 > $OUT/tests.txt
mkdir -p $OUT/bulk && mv $OUT/san_*.log $OUT/bulk/
SANTOOLS="memcheck synccheck" SAN='GpuLean4096.*:*Split2_N2e12_radix0*' GTEST= TESTS=tests_m gpu_tests X=0 >> $OUT/tests.txt
mkdir -p $OUT/lean && mv $OUT/san_*.log $OUT/lean/ 2>/dev/null
grep -E "tests ran|^\[  (PASSED|FAILED)" $OUT/gtest.log | tail -3 >> $OUT/tests.txt
echo "total t=$(( $(date +%s) - t0 ))" >> $OUT/tests.txt
(cd $OUT && tar czf logs.tgz *.log bulk lean smi.txt && rm -rf *.log bulk lean)
