#!/bin/bash
# v44 call 7 (NOTES.md v44): TC_SPLIT, NATIVE and TC_FP16 at 1D 1024 x65536 and 4096 x16384 under
# `--sustain-ms 2000` (HEAD's CLI), cuFFT FP32 / FP16 in the same processes.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
for m in tc-split native tc-fp16; do
  timeout 100 $C/tcfft bench --shapes "1024 x65536;4096 x16384" --compute $m --sustain-ms 2000 --quiet \
    | grep -E "^1D" | sed "s/^/$m  /" | cut -c1-250
done | tee $OUT/rows.txt
