#!/bin/bash
# v34: the producer's tickets one grab ahead (TicketsAhead) and the lean 4096 kernel's input twiddles
# loaded early. tcfft_j = b85833f (the kernels of HEAD before), tcfft_k = both (TCFFT_X_TWPRE=1),
# tcfft_k0 = tickets only (TWPRE=0), tcfft_k2 = tickets + TWPRE=2. GPU tests of tests_k (all), memcheck /
# racecheck / synccheck on the bulk and lean cases, A/B rows. NOTES.md v34.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
S="1024 x65536;4096 x16384;16 x4194304;256 x262144" ab_rows "j:tcfft_j:X=0" "k:tcfft_k:X=0" "k0:tcfft_k0:X=0" "k2:tcfft_k2:X=0" | cut -c1-200
S="1024 x65536;256 x262144" COMPUTE=tc-fp16 ab_rows "j16:tcfft_j:X=0" "k16:tcfft_k:X=0" | cut -c1-200
GTEST='*' TESTS=tests_k SANTOOLS="memcheck racecheck synccheck" SAN='*Split2_N2e4_radix0*:*Split2_N2e8_radix0*:*Split2_N2e10_radix0*:*Split2_N2e12_radix0*:*TcFp16_N2e10_radix0*:GpuLean4096.*:*1d_1024_b19*' gpu_tests X=0
grep -E "tests ran" $OUT/gtest.log | tail -2
grep -E "^\[  FAILED  \]" $OUT/gtest.log | head -20
echo "total t=$(( $(date +%s) - t0 ))"
(cd $OUT && tar czf logs.tgz *.log smi.txt && rm -f *.log)
