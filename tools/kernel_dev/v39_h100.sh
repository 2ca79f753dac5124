#!/bin/bash
# v39 on the H100: the line-rule, GPU-vs-CPU and Split2 oracle GPU tests of tests_f (0585273's
# code), memcheck on the discriminating-input test, then h (tcfft_hd = 153f988) / f (tcfft_f) on
# the shapes this session moved and two controls, two rounds. NOTES v39.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
GTEST='GpuLineScale.*:FloatStage0Dispatch.*:Cuda/GpuVsCpuEmulation*:Cuda/GpuOracle.*Split2*' \
  TESTS=tests_f SANTOOLS=memcheck SAN='GpuLineScale.Kernels*' gpu_tests X=0 > $OUT/tests.txt 2>&1
S="262144 x256;512 512 512 x1;512 512 x256;2048 x32768;2048 2048 x16;8192 x8192;16384 x4096;128 128 128 x64;1024 x65536;4096 x16384" \
  ab_rows "h:tcfft_hd:X=0" "f:tcfft_f:X=0" > $OUT/ab.txt
rm -f $OUT/rows.txt $OUT/hdr.txt
(cd $OUT && tar czf logs.tgz *.log smi.txt 2>/dev/null && rm -f *.log)
cat $OUT/tests.txt; cut -c1-200 $OUT/ab.txt
