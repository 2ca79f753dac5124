#!/bin/bash
# v12: time and DRAM bytes of every tcfft kernel of one execution per shape (ncu at the GPU's own
# clocks, --clock-control none), to see which passes of the multi-pass plans run far from the floor.
# Usage: OUT=dir C=build-dev-carry [SHAPES="32 32 32 x4096;..."] [COMPUTE=tc-split] tools/kernel_dev/pass_times.sh
. "$(dirname "$0")/dev_lib.sh"
S="16384 x4096;65536 x1024;262144 x256;1048576 x64;67108864 x1;256 256 x1024;1024 1024 x64;4096 4096 x4;8192 8192 x1"
S="$S;32 32 32 x4096;64 64 64 x512;128 128 128 x64;256 256 256 x8;512 512 512 x1"
IFS=';' read -ra shapes <<< "${SHAPES:-$S}"
for sh in "${shapes[@]}"; do
  shape_args "$sh"
  timeout 120 ncu --clock-control none --kernel-name-base demangled -k regex:'tcfft::cuda' \
    --metrics gpu__time_duration.sum,dram__bytes_read.sum,dram__bytes_write.sum \
    $C/tcfft bench $ns --batch $b --compute ${COMPUTE:-tc-split} --backend cuda --reps 1 --warmup 0 --quiet > $OUT/t.txt 2>&1
  echo "=== $sh (rc=$?)"
  # ncu prints a kernel's metrics in name order (dram read, dram write, duration): print at the duration
  awk '/, Context [0-9]+, Stream/ { name=$0; gsub(/\(anonymous namespace\)::|<unnamed>::|\((int|bool|unsigned int)\)/, "", name);
         sub(/^ *void /, "", name); sub(/>\(.*$/, ">", name); sub(/\(.*$/, "", name) }
       /dram__bytes_read.sum/ { r=$NF " " $(NF-1) } /dram__bytes_write.sum/ { wr=$NF " " $(NF-1) }
       /gpu__time_duration.sum/ { printf "  %-52s %9s %-5s read %-14s write %s\n", substr(name,1,52), $NF, $(NF-1), r, wr }' $OUT/t.txt
done
rm -f $OUT/t.txt
