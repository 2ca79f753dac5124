#!/bin/bash
# v44 final check (NOTES.md v44) on HEAD's binaries (src identical to 3854e02; build-tests):
# every GPU test, memcheck / racecheck on a subset, the SM clock / power / throttle reasons under
# TC_SPLIT and NATIVE 1D 4096 x16384 (sampled every 50 ms by nvidia-smi), the quick bench.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
timeout 420 $C/tcfft_tests > $OUT/gtest.log 2>&1; echo "gtest rc=$? t=$(( $(date +%s) - t0 ))" > $OUT/tests.txt
grep -E "^\[  (PASSED|FAILED)|FAILED  \]|SKIPPED \] [0-9]|^\[==========\]" $OUT/gtest.log | tail -8 >> $OUT/tests.txt
grep -E "OK \] GpuLimits.WorkspaceAllocation" $OUT/gtest.log >> $OUT/tests.txt
cat $OUT/tests.txt
SAN='GpuMisuse.*:Cuda/GpuVsCpuEmulation.*Split2_N2e8*:GpuLimits.WorkspaceAllocationFailure*:Cuda/GpuOracle.*/Split2_N2e12_fwd:GpuFusedPair.FourAndFiveBlocksGiveTheSameBits'
TESTS=tcfft_tests SAN="$SAN" gpu_tests X=0 > $OUT/san.txt 2>&1; echo "filter: $SAN" >> $OUT/san.txt; cat $OUT/san.txt
R=clocks_event_reasons.active
nvidia-smi --query-gpu=$R --format=csv > /dev/null 2>&1 || R=clocks_throttle_reasons.active
for m in tc-split native; do
  nvidia-smi --query-gpu=timestamp,clocks.sm,power.draw,$R --format=csv,noheader -lms 50 > $OUT/clk_$m.csv 2>&1 &
  sp=$!
  timeout 60 $C/tcfft bench --n 4096 --batch 16384 --compute $m --reps 10000 --tcfft-only --quiet | grep -E "^1D"
  kill $sp; wait $sp 2>/dev/null
  awk -F', ' '$3+0 > 300 {n++; c+=$2; p+=$3; r[$4]++} END {printf "%s: %d samples over 300 W, mean SM clock %.0f MHz, power %.0f W; reasons:", m, n, c/n, p/n; for (k in r) printf " %s x%d", k, r[k]; print ""}' m=$m $OUT/clk_$m.csv
done
timeout 90 $C/tcfft bench --suite quick > $OUT/bench.txt 2>&1; echo "bench rc=$? t=$(( $(date +%s) - t0 ))" | tee -a $OUT/tests.txt
cut -c1-250 $OUT/bench.txt | grep -vE "^#" | head -12
(cd $OUT && xz -f *.log && tar cJf clk.tar.xz clk_*.csv && rm clk_*.csv)
