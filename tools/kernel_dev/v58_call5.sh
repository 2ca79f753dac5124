#!/bin/bash
# v58 call 5: the landing check of the warp-specialized staged 1024 form for the four-step passes
# (post-twiddled or contiguous-in 1024-point passes; TCFFT_X_WS1024=0 turns it off): every GPU test,
# sanitizer subsets with its tests, off / on in the same binary (two rounds), then issue 5's table.
# Carried: build-xz/bins.tar.xz = {tcfft, tcfft_tests (this commit), libfftw3*.so.3}.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
gpu_shards
SAN='GpuWs1024.RingReuseForTheSanitizers:Cuda/GpuLayouts.*b5_interleaved*:GpuCapture.MultiKernelExecutionMatchesUncaptured:Cuda/GpuThreePass.*Split2_N2e18*'
SANR='GpuWs1024.RingReuseForTheSanitizers:Cuda/GpuLayouts.*b5_interleaved*'
SANR_TIMEOUT=100 san_subsets
S="1048576 x64;262144 x256;67108864 x1;2097152 x32;131072 x512;1048576 x1;1024 1024 x64"
ab_multi "off:tcfft:TCFFT_X_WS1024=0" "ws:tcfft:X=0"
cp $OUT/rows.txt $OUT/rows_ab.txt
COMPUTES=tc-split bash tools/kernel_dev/shapes_issue5.sh $C/tcfft > /dev/null
cat $OUT/shapes_issue5.txt
echo "issue5 t=$(( $(date +%s) - t0 ))"
(cd $OUT && cat gtest?.log > gtest.log && rm gtest?.log && tar -cJf logs.tar.xz *.log && rm -f *.log)
