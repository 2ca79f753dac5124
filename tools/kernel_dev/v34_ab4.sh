#!/bin/bash
# v34: task 0's input twiddles before the barrier (stages12's PRE form) in rt4096_kernel's async loop and
# rt_staged4096 too: tcfft_j (before the session), tcfft_m (the lean kernel only), tcfft_n (all three);
# GPU tests of tests_n (all), memcheck / synccheck on 4096-point cases. NOTES.md v34.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
S="4096 x2048;4096 4096 x4;4096 x16384;16777216 x4" ab_rows "j:tcfft_j:X=0" "m:tcfft_m:X=0" "n:tcfft_n:X=0" > $OUT/ab_split.txt
S="4096 x16384;4096 4096 x4" COMPUTE=tc-fp16 ab_rows "j16:tcfft_j:X=0" "m16:tcfft_m:X=0" "n16:tcfft_n:X=0" > $OUT/ab_fp16.txt
GTEST='*' TESTS=tests_n SANTOOLS="memcheck synccheck" SAN='*Split2_2d_4096x16*:*TcFp16_2d_4096x64_b2*:*Split2_N2e12_radix0*:*TcFp16_N2e12_radix0*' gpu_tests X=0 > $OUT/tests.txt
grep -E "tests ran|^\[  (PASSED|FAILED)" $OUT/gtest.log | tail -3 >> $OUT/tests.txt
echo "total t=$(( $(date +%s) - t0 ))" >> $OUT/tests.txt
(cd $OUT && tar czf logs.tgz *.log smi.txt && rm -f *.log)
