#!/bin/bash
# v41 call 10 (NOTES.md v41): per-SASS-instruction stall samples of the staged 1024 column kernel
# (2D 1024^2 x64) and the pass times of 1D 2^26 (256 x 256 x 1024), tcfft = e10f29a's CLI.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
cp $C/tcfft_f $C/tcfft
K='rt_staged1024_kernel' OUT=$OUT/pc C=$C timeout 330 tools/kernel_dev/pc_stall_probe.sh "--n 1024 --n 1024 --batch 64 --compute tc-split" > $OUT/pc.txt 2>&1
rm -f $OUT/pc/pc.ncu-rep; xz $OUT/pc/pc_sass.csv
timeout 150 ncu --metrics gpu__time_duration.sum,smsp__inst_executed.sum,dram__bytes_read.sum,dram__bytes_write.sum,launch__registers_per_thread \
  -k regex:rt_ --launch-count 3 $C/tcfft bench --n 67108864 --batch 1 --compute tc-split --reps 1 --warmup 0 --quiet > $OUT/p26.txt 2>&1
echo "p26 rc=$?"
cat $OUT/pc.txt | head -40; grep -E "rt_|duration|inst_executed|dram__|registers" $OUT/p26.txt | cut -c1-160
