#!/bin/bash
# v10: where the warps of one kernel wait (ncu stall reasons per issued instruction) and its
# static SASS opcode mix (cuobjdump), for the register-tile kernels that are compute bound.
# Usage: OUT=dir C=build-dev-carry K=kernel-regex [EXTRA_METRICS=m1,m2] tools/kernel_dev/stall_probe.sh "label|bench args;..."
OUT=${OUT:-out}; C=${C:-build-dev-carry}; mkdir -p $OUT
export LD_LIBRARY_PATH=$PWD/$C:/usr/local/cuda/lib64:$LD_LIBRARY_PATH
export PATH=/usr/local/cuda/bin:$PATH
IFS=';' read -ra rows <<< "$1"
for r in "${rows[@]}"; do
  [ -z "$r" ] && continue
  l=${r%%|*}; a=${r#*|}
  timeout 200 ncu -k regex:"${K:-^rt}" --launch-count ${NCU_COUNT:-1} \
    --metrics regex:'smsp__average_warps_issue_stalled_.*_per_issue_active\.ratio',smsp__inst_executed.sum,smsp__issue_active.avg.pct_of_peak_sustained_active,sm__cycles_elapsed.avg.per_second,smsp__warps_active.avg.per_cycle_active,dram__throughput.avg.pct_of_peak_sustained_elapsed,gpu__time_duration.sum,sm__pipe_tensor_op_hmma_cycles_active.avg.pct_of_peak_sustained_active,sm__inst_executed_pipe_lsu.avg.pct_of_peak_sustained_active,l1tex__data_pipe_lsu_wavefronts_mem_shared.sum,smsp__inst_executed_op_shared_ld.sum,smsp__inst_executed_op_shared_st.sum${EXTRA_METRICS:+,$EXTRA_METRICS} \
    $C/tcfft bench $a --reps 1 --warmup 0 --quiet > $OUT/stall_$l.txt 2>&1
  echo "== $l rc=$?"
  grep -E "^  [a-zA-Z_].*\(|stalled|inst_executed|issue_active|per_second|warps_active|dram__|duration|hmma|lsu|shared|conflict|hit_rate|sector" $OUT/stall_$l.txt \
    | awk '{ if ($0 ~ /stalled/ && $NF+0 < 0.05) next; print }' | cut -c1-140
done
if [ -n "$SASS_K" ]; then
  cuobjdump -sass $C/tcfft > $OUT/all.sass 2>/dev/null
  IFS=';' read -ra ks <<< "$SASS_K"
  for k in "${ks[@]}"; do
    awk -v k="$k" '/Function :/ {on = ($0 ~ k)} on' $OUT/all.sass > $OUT/sass_$(echo $k | tr -c 'a-zA-Z0-9_' '_').txt
  done
  rm -f $OUT/all.sass
  for f in $OUT/sass_*.txt; do
    echo "== $f"; grep -c "Function :" $f
    grep -oE "^\s+/\*[0-9a-f]+\*/\s+(@!?U?P[0-9T] )?[A-Z][A-Z0-9_.]*" $f | awk '{print $NF}' | sed 's/\..*//' | sort | uniq -c | sort -rn | head -30
  done
fi
