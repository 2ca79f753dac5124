#!/bin/bash
# v18 device call: the shared-memory carve-out experiment (NOTES.md v18). tcfft_new = HEAD + the
# host switch TCFFT_XCARVE=1 (smallest configuration keeping each kernel's occupancy); tcfft_evl =
# the same with the T1024 lane-table loads as L1::evict_last (TCFFT_XEVL). First ncu's launch
# statistics (configuration size, occupancy) with and without the switch, then two rounds of rows.
. "$(dirname "$0")/dev_lib.sh"
S=${S:-"1024 1024 x64;1048576 x64;262144 x256;4096 4096 x4;4096 x16384;256 256 256 x8"}
cuobjdump -sass $C/tcfft_evl | grep -c "LDG.*\.EL" | sed 's/^/evl LDG.EL count: /'
cuobjdump -sass $C/tcfft_new | grep -c "LDG.*\.EL" | sed 's/^/new LDG.EL count: /'
for sw in 0 1; do
  for sh in "1024 1024 x64" "4096 x16384" "4096 4096 x4" "1048576 x64"; do
    shape_args "$sh"
    TCFFT_XCARVE=$sw TCFFT_XCARVE_LOG=1 timeout 90 ncu --kernel-name-base demangled -k regex:'tcfft::cuda' \
      --section LaunchStats --section Occupancy $C/tcfft_new bench $ns --batch $b --compute tc-split \
      --backend cuda --reps 1 --warmup 0 --quiet > $OUT/ncu.txt 2>&1
    echo "=== XCARVE=$sw $sh"
    grep -E "xcarve:|rt_[a-z0-9_]*kernel<|Shared Memory Configuration Size|Theoretical Occupancy|Block Limit Shared" $OUT/ncu.txt \
      | sed 's/(RtParams).*//; s/void //' | head -40
  done
done
rm -f $OUT/ncu.txt
echo "ncu t=$(( $(date +%s) - t0 ))"
ab_rows "base :tcfft_new:X=0" "carve:tcfft_new:TCFFT_XCARVE=1" "evl  :tcfft_evl:X=0" "evlc :tcfft_evl:TCFFT_XCARVE=1"
