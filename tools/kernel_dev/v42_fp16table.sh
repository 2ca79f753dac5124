#!/bin/bash
# v42 final check, call C (NOTES.md v42): the issue-5 shapes in TC_FP16 (tcfft_f = this session's
# last code), cuFFT FP32 / FP16 in the rows.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
S="16384 x4096;32768 x2048;65536 x1024;262144 x256;1048576 x64;2097152 x32;4194304 x16;8388608 x8;16777216 x4;33554432 x2;67108864 x1"
S="$S;256 256 x1024;1024 1024 x64;4096 4096 x4;8192 8192 x1"
S="$S;32 32 32 x4096;64 64 64 x512;128 128 128 x64;256 256 256 x8;512 512 512 x1"
OUT=$OUT/i5 SHAPES="$S" COMPUTES=tc-fp16 timeout 330 tools/kernel_dev/shapes_issue5.sh $C/tcfft_f > /dev/null 2>&1
echo "i5 t=$(( $(date +%s) - t0 ))"
(cd $OUT && rm -f *.log */*.log */explain_issue5.txt)
cut -c1-230 $OUT/i5/shapes_issue5.txt
