#!/bin/bash
# v45 call 1 (NOTES.md v45): docs/numerics.md §4.14 (no unbias under a line scale; the last split
# stage multiplies by s (1 + 2^-23)). Binaries built here and carried in build-xz/bins.tar.xz:
# tcfft_base (HEAD 6031787's kernels), tcfft and tcfft_tests (the §4.14 change).
# 1. the GPU tests that compare TC_SPLIT with the CPU emulation / the oracle / line-scale properties;
# 2. A/B of the two binaries on the line-scaled shapes (two rounds, --tcfft-only, one process per
#    binary and round), with the errors; 3. the same two binaries under --sustain-ms 2000 at 1D 4096
#    and 1024 with cuFFT FP32 in the process; 4. the quick bench of the new binary.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
GTEST='*GpuVsCpu*:*LineScale*:*GpuOracle*Split2*:*GpuFusedPair*:GpuLean4096.*:GpuBulk1024Out1.*:GpuBulk64Ring.*:GpuTransposed2D.*' \
  SAN= gpu_tests X=0 | tee $OUT/tests.txt
S="4096 x16384;1024 x65536;256 x262144;64 x1048576;2048 x32768;8192 x8192;16384 x4096;65536 x1024;1048576 x64;256 256 x1024;64 64 64 x512;128 128 128 x64;256 256 256 x8"
ab_multi "base:tcfft_base:X=0" "new:tcfft:X=0"
for sh in "4096 x16384" "1024 x65536"; do
  shape_args "$sh"
  for bin in tcfft_base tcfft; do
    bench_envs "$bin sus2000" $bin X=0 -- $ns --batch $b --compute tc-split --sustain-ms 2000
  done
done | tee $OUT/sustain.txt
timeout 100 $C/tcfft bench --suite quick > $OUT/bench.txt 2>&1; echo "bench rc=$? t=$(( $(date +%s) - t0 ))" | tee -a $OUT/tests.txt
cut -c1-250 $OUT/bench.txt | grep -vE "^#" | head -12
(cd $OUT && xz -f *.log)
