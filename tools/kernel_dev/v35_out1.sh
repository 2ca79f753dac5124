#!/bin/bash
# v35: the bulk 1024 kernel's outputs unswizzled in place and stored by one copy (TCFFT_X_OUT1,
# tcfft_out1) against c1d6d5d's CLI (tcfft_o), two rounds; output hashes; compute-sanitizer
# memcheck / racecheck / synccheck of outhash_out1 on a bulk 1024 shape. NOTES v35.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
for v in o out1; do
  for sh in "1024 65536" "1024 4097" "1024 3"; do
    for d in fwd inv; do echo "$v $($C/outhash_$v $sh split $d 2>&1)"; done
  done
done > $OUT/hashes.txt
for tool in memcheck racecheck synccheck; do
  timeout 120 compute-sanitizer --tool $tool --error-exitcode 9 $C/outhash_out1 1024 3000 split fwd > $OUT/san_$tool.txt 2>&1
  echo "$tool rc=$? $(tail -1 $OUT/san_$tool.txt)"
done > $OUT/san.txt
S="1024 x65536;1024 x4096;1024 x262144" ab_rows "o:tcfft_o:X=0" "out1:tcfft_out1:X=0" > $OUT/ab.txt
rm -f $OUT/rows.txt $OUT/hdr.txt $OUT/san_*.txt
(cd $OUT && tar czf logs.tgz *.log smi.txt 2>/dev/null; rm -f *.log smi.txt)
cat $OUT/san.txt; awk '{print $1,$2,$3,$4,$5,$6}' $OUT/hashes.txt | sort -k2,2n -k3,3n -k5 -k1; cut -c1-200 $OUT/ab.txt
