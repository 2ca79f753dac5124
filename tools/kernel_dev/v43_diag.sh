#!/bin/bash
# v43 call 1 (NOTES.md v43): why TC_FP16 runs slower than TC_SPLIT on the same plan forms. Per
# kernel of one execution (ncu at the GPU's own clocks): time, DRAM bytes, warp instructions,
# registers, achieved occupancy; and both modes' plans (tcfft plan --explain). tcfft = HEAD's CLI.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
S="16777216 x4;262144 x256;256 256 256 x8;4096 x16384;256 x262144;1024 1024 x64"
IFS=';' read -ra shapes <<< "${SHAPES:-$S}"
for sh in "${shapes[@]}"; do
  shape_args "$sh"
  for cm in tc-split tc-fp16; do
    $C/tcfft plan $ns --batch $b --compute $cm --backend cuda --explain 2>&1 | grep -vE "^ +(\*| )p[0-9]" > $OUT/plan_${cm}_${sh// /_}.txt
    timeout 120 ncu --clock-control none --kernel-name-base demangled -k regex:'tcfft::cuda' \
      --metrics gpu__time_duration.sum,dram__bytes_read.sum,dram__bytes_write.sum,smsp__inst_executed.sum,launch__registers_per_thread,sm__warps_active.avg.pct_of_peak_sustained_active \
      $C/tcfft bench $ns --batch $b --compute $cm --backend cuda --reps 1 --warmup 0 --quiet > $OUT/t.txt 2>&1
    echo "=== $sh $cm (rc=$?)"
    awk 'function flush() { if (name != "") printf "  %-60s %8s us  rd %6.0f MB  wr %6.0f MB  inst %7.1f M  regs %s  warps%% %s\n", substr(name,1,60), t, r, wr, ins, rg, oc; name="" }
         /, Context [0-9]+, Stream/ { flush(); name=$0; gsub(/\(anonymous namespace\)::|<unnamed>::|tcfft::cuda::kern::|rt::|\((int|bool|unsigned int)\)/, "", name);
           sub(/^ *void /, "", name); sub(/>\(.*$/, ">", name); sub(/\(.*$/, "", name) }
         function mb(v, u) { v=v+0; if (u ~ /^Gbyte/) return v*1000; if (u ~ /^Kbyte/) return v/1000; if (u ~ /^byte/) return v/1e6; return v }
         /dram__bytes_read.sum/ { r=mb($NF, $(NF-1)) } /dram__bytes_write.sum/ { wr=mb($NF, $(NF-1)) }
         /gpu__time_duration.sum/ { t=$NF; if ($(NF-1) ~ /msecond/) t=t*1000 }
         /smsp__inst_executed.sum/ { v=$NF; gsub(/,/,"",v); ins=v/1e6; if ($(NF-1) ~ /^K/) ins=v/1e3; if ($(NF-1) ~ /^M/) ins=v; if ($(NF-1) ~ /^G/) ins=v*1e3 }
         /launch__registers_per_thread/ { rg=$NF } /sm__warps_active.avg.pct/ { oc=$NF }
         END { flush() }' $OUT/t.txt
    cp $OUT/t.txt $OUT/ncu_${cm}_${sh// /_}.txt
  done
done
rm -f $OUT/t.txt
echo "t=$(( $(date +%s) - t0 ))"
