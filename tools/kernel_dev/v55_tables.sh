#!/bin/bash
# v55 call 4: issue 3's and issue 5's tables with HEAD's CLI (device code of 6377878 / acf6164), cuFFT
# FP32 in the same processes, then the rows nearest their musts under `--sustain-ms 2000`.
# Carried: build-xz/bins.tar.xz = {tcfft (HEAD), libfftw3*.so.3}.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
issue_tables
nvidia-smi --query-gpu=timestamp,clocks.sm,power.draw,temperature.gpu --format=csv -l 1 > $OUT/smi_log.txt 2>&1 &
smi=$!
for sh in "65536 x1024" "256 256 256 x8" "128 128 128 x64" "256 256 x1024"; do
  shape_args "$sh"
  timeout 120 $C/tcfft bench $ns --batch $b --compute tc-split --sustain-ms 2000 --quiet > $OUT/t.txt 2>&1
  grep -E "^(1D|2D|3D) " $OUT/t.txt | tail -1
done | tee $OUT/sustain.txt
kill $smi; rm -f $OUT/t.txt
echo "t=$(( $(date +%s) - t0 ))"
