#!/bin/bash
# v32: on one H100, tcfft_x (81a55d7) against tcfft_4 (f4a3a4e's CLI: §4.8 at 1024 and 4096, the shared stage
# cores) on the issue-3 sizes, 2D rows and TC_FP16 controls, two rounds. NOTES.md v32.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
S="16 x4194304;64 x1048576;256 x262144;1024 x65536;4096 x16384;1024 1024 x64;4096 4096 x4;256 256 x1024" ab_rows "base:tcfft_x:X=0" "l4:tcfft_4:X=0" | cut -c1-200
cp $OUT/rows.txt $OUT/rows_split.txt
S="4096 x16384;1024 1024 x64" COMPUTE=tc-fp16 ab_rows "fp16base:tcfft_x:X=0" "fp16l4:tcfft_4:X=0" | cut -c1-200
echo "total t=$(( $(date +%s) - t0 ))"
