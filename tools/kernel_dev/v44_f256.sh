#!/bin/bash
# v44 call 2 (NOTES.md v44): probe of a float stage 0 in rows_compute's 256-point TC_SPLIT rows.
# Binaries (build-xz/bins.tar.xz): tcfft (landed), tcfft_f256 / tests_f256 (-DTCFFT_X_F256=1),
# tcfft_f256b4 (-DTCFFT_X_F256=1 -DTCFFT_X_FUSEDB=4: the fused pair at 4 blocks, no spill).
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
TESTS=tests_f256 GTEST='GpuFusedPair.*:GpuTransposed2D.*' SAN='GpuFusedPair.FourAndFiveBlocksGiveTheSameBits' \
  SANTOOLS=memcheck gpu_tests X=0
grep -E "Failure|differ|Expected" $OUT/gtest.log | head -6
S="256 256 x1024;256 256 256 x8;65536 x1024;256 1024 x256" COMPUTE=tc-split \
  ab_multi "base:tcfft:X=0" "f256:tcfft_f256:X=0" "f256b4:tcfft_f256b4:X=0"
cp $OUT/rows.txt $OUT/ab.txt
S="256 256 x1024;256 256 256 x8" COMPUTE=tc-split ab_rows "ref:tcfft_f256b4:X=0"
(cd $OUT && xz -f *.log)
