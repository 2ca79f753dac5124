#!/bin/bash
# v42 call 2 (NOTES.md v42): batch chunks. tests_c: GpuBatchChunks and the 3D / 2D / multi-pass
# GPU tests with the rule on; tcfft_c with TCFFT_X_CHUNK_SHARE (dev hook) = 0 (off) / 0.3 / 0.55 / 0.8.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
GT='GpuBatchChunks.*:Cuda/GpuVsCpuEmulation*:Cuda/GpuThreePass.*:Cuda/GpuOracle.*Split2*:GpuFusedPair*'
GTEST="$GT" TESTS=tests_c SAN='GpuBatchChunks.SameResultsAsOneRun' SANTOOLS=memcheck gpu_tests X=0
grep -E "^\[==========\]|SKIPPED \] [0-9]|chunk 2:" $OUT/gtest.log | head -30
(cd $OUT && xz -T4 *.log)
for s in "128 128 128 x64" "1024 1024 x64"; do shape_args "$s"; build-dev-carry/tcfft_c plan $ns --batch $b --compute tc-split --explain 2>&1 | head -4; done > $OUT/explain.txt
cat $OUT/explain.txt
S="128 128 128 x64;64 64 64 x512;32 32 32 x4096;1024 1024 x64;1048576 x64;262144 x256" \
  ab_rows "off:tcfft_c:TCFFT_X_CHUNK_SHARE=0" "s30:tcfft_c:TCFFT_X_CHUNK_SHARE=0.3" "s55:tcfft_c:TCFFT_X_CHUNK_SHARE=0.55" "s80:tcfft_c:TCFFT_X_CHUNK_SHARE=0.8" > $OUT/ab.txt
rm -f $OUT/rows.txt
cut -c1-200 $OUT/ab.txt
