#!/bin/bash
# v53 call 1: where the 256-point passes of 3D 256^3 x8 wait (HEAD's CLI, diagnostic, no change):
# ncu sections of the axis-0 column pass (rt_staged_kernel 256) and the fused pair, then the
# per-instruction stall samples (pc_stall_probe.sh) of each. Carried: build-xz/bins.tar.xz = {tcfft, libfftw3*}.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
A="--n 256 --n 256 --n 256 --batch 8 --compute tc-split --tcfft-only"
timeout 200 ncu -k regex:"rt_staged|rt_fused" --launch-count 2 --section SpeedOfLight --section Occupancy \
  --section WarpStateStats --section LaunchStats --section MemoryWorkloadAnalysis \
  $C/tcfft bench $A --reps 1 --warmup 0 --quiet > $OUT/ncu.txt 2>&1
echo "ncu rc=$? t=$(( $(date +%s) - t0 ))"
for k in rt_staged rt_fused; do
  mkdir -p $OUT/$k
  OUT=$OUT/$k K=$k bash tools/kernel_dev/pc_stall_probe.sh "$A" > $OUT/$k/pc.txt 2>&1
  echo "pc $k rc=$? t=$(( $(date +%s) - t0 ))"
  rm -f $OUT/$k/pc.ncu-rep; xz -f $OUT/$k/pc_sass.csv 2>/dev/null
done
