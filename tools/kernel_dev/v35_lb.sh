#!/bin/bash
# v35: the lean 4096 kernel's line by one bulk copy (TCFFT_X_LEANBULK, tcfft_lb) against c1d6d5d's
# CLI (tcfft_o), two rounds; output hashes (outhash_o / outhash_lb); compute-sanitizer memcheck,
# racecheck and synccheck of outhash_lb on a lean-kernel shape. NOTES v35.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
for v in o lb; do
  for sh in "4096 16384" "4096 2049" "4096 5"; do
    for d in fwd inv; do echo "$v $($C/outhash_$v $sh split $d 2>&1)"; done
  done
done > $OUT/hashes.txt
for tool in memcheck racecheck synccheck; do
  timeout 120 compute-sanitizer --tool $tool --error-exitcode 9 $C/outhash_lb 4096 600 split fwd > $OUT/san_$tool.txt 2>&1
  echo "$tool rc=$? $(tail -1 $OUT/san_$tool.txt)"
done > $OUT/san.txt
S="4096 x16384;4096 x1024;4096 4096 x4" ab_rows "o:tcfft_o:X=0" "lb:tcfft_lb:X=0" > $OUT/ab.txt
S="4096 x16384" COMPUTE=tc-fp16 ab_rows "o16:tcfft_o:X=0" "lb16:tcfft_lb:X=0" > $OUT/ab_fp16.txt
rm -f $OUT/rows.txt $OUT/hdr.txt $OUT/san_*.txt
(cd $OUT && tar czf logs.tgz *.log smi.txt 2>/dev/null; rm -f *.log smi.txt)
cat $OUT/san.txt; awk '{print $1,$2,$3,$4,$5,$6}' $OUT/hashes.txt | sort -k2,2n -k3,3n -k5 -k1; cut -c1-200 $OUT/ab.txt $OUT/ab_fp16.txt
