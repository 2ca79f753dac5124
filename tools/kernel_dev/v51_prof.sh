#!/bin/bash
# v51 call 5: ncu of rt16384 in 1D 16384 x4096 with the L2 lead (HEAD's CLI): sections, then the
# per-instruction stall samples (pc_stall_probe.sh). Carried: build-xz/bins.tar.xz = {tcfft, libfftw3*}.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
timeout 200 ncu -k regex:rt16384 --launch-count 1 --section SpeedOfLight --section Occupancy \
  --section WarpStateStats --section MemoryWorkloadAnalysis --section LaunchStats \
  $C/tcfft bench --n 16384 --batch 4096 --compute tc-split --reps 1 --warmup 0 --quiet --tcfft-only > $OUT/ncu.txt 2>&1
echo "ncu rc=$? t=$(( $(date +%s) - t0 ))"
K=rt16384 bash tools/kernel_dev/pc_stall_probe.sh "--n 16384 --batch 4096 --compute tc-split --tcfft-only" > $OUT/pc.txt 2>&1
echo "pc rc=$? t=$(( $(date +%s) - t0 ))"
rm -f $OUT/pc.ncu-rep; xz -f $OUT/pc_sass.csv 2>/dev/null
