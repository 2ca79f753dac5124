#!/bin/bash
# v33: the bulk 1024-point producer's copies issued by one elected lane with warp-uniform addresses
# (tcfft_h; tcfft_g = §4.9 without it, tcfft_f = aadf041): GPU tests (tests_h: all, incl. the new
# GpuLineScale bit report), compute-sanitizer memcheck / racecheck / synccheck on the bulk 1024 cases,
# A/B rows, the issue-3 table of tcfft_h. NOTES.md v33.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
GTEST='*' TESTS=tests_h SANTOOLS="memcheck racecheck synccheck" SAN='*Split2_N2e10_radix0*:*TcFp16_N2e10_radix0*:*1d_1024_dist1040*:*1d_1024_b19*:GpuLineScale.*' gpu_tests X=0
grep -E "tests ran" $OUT/gtest.log | tail -2
grep -E "^\[  FAILED  \]" $OUT/gtest.log | head -20
grep -E "outputs differ from the CPU" $OUT/gtest.log | head -20
S="1024 x65536;1024 x4096;1024 1024 x64;1048576 x64" ab_rows "g:tcfft_g:X=0" "h:tcfft_h:X=0" | cut -c1-200
S="1024 x65536" COMPUTE=tc-fp16 ab_rows "g16:tcfft_g:X=0" "h16:tcfft_h:X=0" | cut -c1-200
OUT=$OUT/i3 "$(dirname "$0")/issue3_table.sh" $C/tcfft_h | cut -c1-200
echo "total t=$(( $(date +%s) - t0 ))"
(cd $OUT && tar czf logs.tgz *.log smi.txt && rm -f *.log)
