#!/bin/bash
# v35 gate: the bulk 1024 kernel's memory pipeline alone (TCFFT_X_NOCOMP: compute warps only wait
# for a row and hand it back, so the output is the input; nc: the 16 padded 512-byte chunks per
# line; nc1: one 8 KB copy per line), against the full kernel (tcfft_n) and the bench's device
# copy (floor_ms), in the same call. Timing only (the NOCOMP outputs are wrong by design). NOTES v35.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
S="1024 x65536;1024 x262144" ab_rows "n:tcfft_n:X=0" "nc:tcfft_nc:X=0" "nc1:tcfft_nc1:X=0" > $OUT/gate.txt
S="1024 x65536" COMPUTE=tc-fp16 ab_rows "n16:tcfft_n:X=0" "nc16:tcfft_nc:X=0" >> $OUT/gate.txt
echo "total t=$(( $(date +%s) - t0 ))" >> $OUT/gate.txt
rm -f $OUT/rows.txt $OUT/hdr.txt
(cd $OUT && tar czf logs.tgz *.log smi.txt 2>/dev/null; rm -f *.log smi.txt)
