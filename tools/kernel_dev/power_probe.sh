#!/bin/bash
# v9: SM clock and power while one library's kernel runs back to back (is the single-pass gap
# power / clock bound?). nvidia-smi samples every 20 ms during a long bench (reps R); the bench
# prints its rows after, so the samples are split by time: tcfft first, then cuFFT FP32, FP16.
# Usage: OUT=dir C=build-dev-carry tools/kernel_dev/power_probe.sh "label|bench args;..."
OUT=${OUT:-out}; C=${C:-build-dev-carry}; R=${R:-4000}
export LD_LIBRARY_PATH=$PWD/$C:/usr/local/cuda/lib64:$LD_LIBRARY_PATH
IFS=';' read -ra rows <<< "$1"
for r in "${rows[@]}"; do
  [ -z "$r" ] && continue
  l=${r%%|*}; a=${r#*|}
  nvidia-smi --query-gpu=timestamp,clocks.sm,clocks.mem,power.draw,clocks_event_reasons.active --format=csv,noheader -lms 20 > $OUT/smi_$l.csv 2>&1 &
  sp=$!
  { date +%s.%N; $C/tcfft bench $a --reps $R --quiet; date +%s.%N; } > $OUT/bench_$l.txt 2>&1
  kill $sp; wait $sp 2>/dev/null
  echo "== $l: $(grep -E '^(1D|2D|3D)' $OUT/bench_$l.txt | tail -1)"
  # SM clock / power quantiles over the samples with power > 400 W (kernels running)
  awk -F', ' '{gsub(/ MHz| W/,"",$2); gsub(/ W/,"",$4); if ($4+0 > 300) print $2, $4, $5}' $OUT/smi_$l.csv | sort -n | awk '{c[NR]=$1; p[NR]=$2; r[$3]++} END {print "  samples", NR, "sm MHz min/med/max", c[1], c[int(NR/2)+1], c[NR]; for (k in r) print "  reasons", k, r[k]}'
done
