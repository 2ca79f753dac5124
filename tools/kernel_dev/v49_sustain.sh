#!/bin/bash
# v49 call 4: issue 3's TC_SPLIT rows and issue 5's 3D rows under `--sustain-ms 2000` (each library
# run back to back for 2 s before its timed runs: the clock under the power limit), cuFFT FP32 in the
# same process, HEAD's CLI; nvidia-smi sampled each second meanwhile.
# Carried: build-xz/bins.tar.xz from v49_final (tcfft of HEAD).
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
nvidia-smi --query-gpu=timestamp,clocks.sm,power.draw,temperature.gpu --format=csv -l 1 > $OUT/smi_log.txt 2>&1 &
smi=$!
for sh in "16 x4194304" "64 x1048576" "256 x262144" "1024 x65536" "4096 x16384" \
          "32 32 32 x4096" "64 64 64 x512" "128 128 128 x64" "256 256 256 x8"; do
  shape_args "$sh"
  timeout 120 $C/tcfft bench $ns --batch $b --compute tc-split --sustain-ms 2000 --quiet > $OUT/t.txt 2>&1
  grep -m1 "^shape" $OUT/t.txt > $OUT/hdr.txt
  grep -E "^(1D|2D|3D) " $OUT/t.txt | tail -1
done | tee $OUT/sustain.txt
kill $smi
cat $OUT/hdr.txt; rm -f $OUT/t.txt
echo "t=$(( $(date +%s) - t0 ))"
