#!/bin/bash
# v26: why wgmma rt4096 variants lose 12% in the bench but not under ncu: both kernels under ncu
# without clock control (the clocks the bench runs at), SM frequency and duration, and the
# power / clocks nvidia-smi samples during a bench loop of each. NOTES.md v26.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
for b in land wg2; do
  echo "--- ncu (clock-control none) $b"
  timeout 100 ncu --clock-control none --kernel-name-base demangled -k regex:'rt4096' --launch-skip 5 --launch-count 3 \
    --metrics gpu__time_duration.sum,sm__cycles_elapsed.avg.per_second,sm__cycles_elapsed.max,smsp__inst_executed.sum \
    $C/tcfft_$b bench --n 4096 --batch 16384 --compute tc-split --backend cuda --reps 5 --warmup 3 --quiet > $OUT/ncu_clk_$b.txt 2>&1
  grep -E "duration|per_second|elapsed.max|inst_executed" $OUT/ncu_clk_$b.txt
done
for b in land wg2 land wg2; do
  nvidia-smi --query-gpu=clocks.sm,power.draw,temperature.gpu,clocks_throttle_reasons.active --format=csv,noheader -lms 100 > $OUT/smi_$b.txt 2>&1 &
  sp=$!
  timeout 60 $C/tcfft_$b bench --n 4096 --batch 16384 --compute tc-split --backend cuda --reps 400 --quiet | grep -E "^1D" | sed "s/^/$b /"
  kill $sp; wait $sp 2>/dev/null
  echo "$b smi samples (clock MHz, W, C, throttle): $(sort $OUT/smi_$b.txt | uniq -c | sort -rn | head -4 | tr '\n' ';')"
done
echo "total t=$(( $(date +%s) - t0 ))"
(cd $OUT && tar czf logs_clk.tgz ncu_clk_*.txt smi_*.txt && rm -f ncu_clk_*.txt smi_*.txt)
