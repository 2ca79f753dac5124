#!/bin/bash
# v36: ncu of tcfft's own kernels (filter rt_) for 3D 128^3 x64 (cut off in v36_sweep by cuFFT's many
# launches) and 3D 256^3 x8, 2D 256^2 x1024: duration, DRAM bytes, instructions, issue activity,
# active / eligible warps, SM clock (tcfft_hd, HEAD's code). NOTES v36.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
M=gpu__time_duration.sum,dram__bytes_read.sum,dram__bytes_write.sum,smsp__cycles_elapsed.avg.per_second,smsp__inst_executed.sum,smsp__issue_active.avg.pct_of_peak_sustained_active,smsp__warps_active.avg.per_cycle_active,smsp__warps_eligible.avg.per_cycle_active,launch__registers_per_thread,launch__grid_size,sm__warps_active.avg.pct_of_peak_sustained_active
for sh in "128 128 128 x64" "256 256 256 x8" "256 256 x1024"; do
  shape_args "$sh"
  f=$OUT/ncu_$(echo $sh | tr ' ' '_').csv
  timeout 150 ncu --clock-control none --cache-control none --metrics $M --csv -k regex:rt_ --launch-count 6 \
    $C/tcfft_hd bench $ns --batch $b --compute tc-split --reps 1 --warmup 1 --quiet > $f 2>&1
  echo "ncu $sh rc=$? t=$(( $(date +%s) - t0 ))"
done
(cd $OUT && tar czf logs.tgz ncu_*.csv smi.txt && rm -f ncu_*.csv)
