#!/bin/bash
# v50 call 5: 1D 4096 and 16384 at small batches, the library's one-pass plan against the two-pass
# four-step (`--max-pass 64`: 64 x 64; `--max-pass 1024` for 16384: 64 x 256), `--tcfft-only`, two
# rounds, then the default plan once with cuFFT FP32 in the same process. HEAD's binaries.
# Carried: build-xz/bins.tar.xz = {tcfft, tcfft_tests, libfftw3*.so.3}.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
S="4096 x1;4096 x4;4096 x16;4096 x64;4096 x128;4096 x256;4096 x512"
ab_multi "one:tcfft:X=0" "two:tcfft:X=0:--max-pass 64" | tee $OUT/ab_4096.txt
S="16384 x1;16384 x4;16384 x16;16384 x64;16384 x128"
ab_multi "one:tcfft:X=0" "two:tcfft:X=0:--max-pass 1024" | tee $OUT/ab_16384.txt
rm -f $OUT/rows.txt
ALLROWS=1 BENCH_TIMEOUT=100 bench_envs "cufft" tcfft X=0 -- --shapes "4096 x1;4096 x16;4096 x128;16384 x1;16384 x16" --compute tc-split | tee $OUT/with_cufft.txt
echo "t=$(( $(date +%s) - t0 ))"
