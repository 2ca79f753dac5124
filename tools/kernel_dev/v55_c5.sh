#!/bin/bash
# v55 call 5: the post-twiddle from a first-octant table (variant oct, TCFFT_X_PTWOCT): output hashes
# against acf6164's library, the tests of the post-twiddled sizes with every such 256-point pass on
# the octant, and the rows against acf6164's CLI.
# Carried: build-xz/bins.tar.xz = {tcfft, tcfft_tests (oct), tcfft_base (acf6164), outhash_base,
# outhash_oct, libfftw3*.so.3}.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
for sh in "32768 4" "65536 4" "262144 2" "1048576 2" "4194304 1" "16777216 1" "67108864 1"; do
  for d in fwd inv; do
    a=$($C/outhash_base $sh split $d 2>&1); b=$(TCFFT_X_OCT_MIN=64 $C/outhash_oct $sh split $d 2>&1)
    [ "$a" = "$b" ] && r=same || r=DIFF; echo "$r  base: $a | oct: $b"
  done
done | tee $OUT/hash.txt
echo "hash t=$(( $(date +%s) - t0 ))"
GTEST='Cuda/GpuThreePass.*:GpuFusedPair.*:*N2e15*:*N2e16*:*N2e18*:*N2e22*:*N2e24*' gpu_tests TCFFT_X_OCT_MIN=64
S="67108864 x1;16777216 x4;4194304 x16;262144 x256;65536 x1024;32768 x2048"
ab_multi "base:tcfft_base:X=0" "oct:tcfft:X=0" "oct64:tcfft:TCFFT_X_OCT_MIN=64" | tee $OUT/ab.txt
(cd $OUT && tar -cJf logs.tar.xz *.log && rm -f *.log)
