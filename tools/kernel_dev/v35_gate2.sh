#!/bin/bash
# v35 gate 2: fewer, larger bulk copies in the 1024 kernel. g128 / g256: rows padded per 128 / 256
# points (8 / 4 copies each way); uin / uin128: one unpadded copy in, padded outputs (G 64 / 128)
# stored by 16 / 8 copies; gate rows ncL (one load, 16 stores, no compute) and ncg128 (8 + 8, no
# compute); output hashes against tcfft_n's (outhash). NOTES v35. One archive out (the device
# returns at most 8 files).
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
for v in n g128 uin uin128; do
  for sh in "1024 65536" "1024 3" "1024 4097"; do
    for d in fwd inv; do echo "$v $($C/outhash_$v $sh split $d 2>&1)"; done
  done
  echo "$v $($C/outhash_$v 1024 65536 fp16 fwd 2>&1)"
done > $OUT/hashes.txt
S="1024 x65536;1024 x262144" ab_rows "n:tcfft_n:X=0" "g128:tcfft_g128:X=0" "g256:tcfft_g256:X=0" "uin:tcfft_uin:X=0" "uin128:tcfft_uin128:X=0" "ncL:tcfft_ncL:X=0" "ncg128:tcfft_ncg128:X=0" > $OUT/ab.txt
S="1024 x65536" COMPUTE=tc-fp16 ab_rows "n16:tcfft_n:X=0" "g128_16:tcfft_g128:X=0" "uin_16:tcfft_uin:X=0" > $OUT/ab_fp16.txt
echo "total t=$(( $(date +%s) - t0 ))" >> $OUT/ab_fp16.txt
rm -f $OUT/rows.txt $OUT/hdr.txt
(cd $OUT && tar czf logs.tgz *.log smi.txt 2>/dev/null; rm -f *.log smi.txt)
