#!/bin/bash
# v36 call 1 (H200): the bulk 1024 one-copy store always (tcfft_out1a) against HEAD's CLI (tcfft_h)
# over six batches, two rounds; output hashes of both; ncu per-kernel durations / DRAM bytes of
# one tcfft TC_SPLIT exec and one cuFFT FP32 exec for the issue-5 shapes (tcfft_h). NOTES v36.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
for v in h out1a; do
  for sh in "1024 65536" "1024 4097" "1024 3"; do
    for d in fwd inv; do echo "$v $($C/outhash_$v $sh split $d 2>&1)"; done
  done
done > $OUT/hashes.txt
S="1024 x4096;1024 x8192;1024 x16384;1024 x32768;1024 x65536;1024 x262144" ab_rows "h:tcfft_h:X=0" "out1a:tcfft_out1a:X=0" > $OUT/ab.txt
M=gpu__time_duration.sum,dram__bytes_read.sum,dram__bytes_write.sum,smsp__cycles_elapsed.avg.per_second
for sh in "16384 x4096" "65536 x1024" "1048576 x64" "67108864 x1" "256 256 x1024" "1024 1024 x64" "4096 4096 x4" \
          "8192 8192 x1" "128 128 128 x64" "256 256 256 x8" "512 512 512 x1"; do
  shape_args "$sh"
  f=$OUT/ncu_$(echo $sh | tr ' ' '_').csv
  timeout 120 ncu --clock-control none --cache-control none --metrics $M --csv --launch-count 80 \
    $C/tcfft_h bench $ns --batch $b --compute tc-split --reps 1 --warmup 0 --quiet > $f 2>&1
  echo "ncu $sh rc=$? t=$(( $(date +%s) - t0 ))"
done > $OUT/ncu_rc.txt
rm -f $OUT/rows.txt $OUT/hdr.txt
(cd $OUT && tar czf logs.tgz *.log ncu_*.csv smi.txt 2>/dev/null; rm -f *.log ncu_*.csv)
cat $OUT/ncu_rc.txt; awk '{print $1,$2,$3,$4,$5,$6}' $OUT/hashes.txt | sort -k2,2n -k3,3n -k5 -k1; cut -c1-200 $OUT/ab.txt
