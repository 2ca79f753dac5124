#!/bin/bash
# v41 call 3 (NOTES.md v41): split-column orders for 2D 8192^2 / 4096^2 / 1024^2 (TCFFT_X_SC) and
# three-pass plans of 1D 2^18 ... 2^20 (TCFFT_X_3P), dev hooks in this tcfft (6808102 + hooks).
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
SC1="8192/128,4096/16,1024/32"; SC2="8192/32,4096/256,1024/16"; SC3="8192/256,4096/32,1024/64"; SC4="8192/16,4096/128"
T1="20/64/64,19/32/64,18/64/64"; T2="20/256/64,19/128/16,18/16/64"; T3="20/16/256,19/8/256,18/4/256"
T4="20/256/256,19/256/256,18/256/256"; T5="20/128/64,19/64/32,18/256/16"
for v in "$SC1" "$SC2" "$SC3" "$SC4"; do for n in 8192 4096 1024; do
  echo "$v $n: $(TCFFT_X_SC=$v $C/tcfft plan --n $n --n $n --compute tc-split --explain 2>&1 | grep -oE 'pass [0-9]: axis [0-9], n=[0-9]*' | tr '\n' ' ')"; done; done > $OUT/plans.txt
for v in "$T1" "$T2" "$T3" "$T4" "$T5"; do for l in 18 19 20; do
  echo "$v $l: $(TCFFT_X_3P=$v $C/tcfft plan --n $((1<<l)) --compute tc-split --explain 2>&1 | grep -oE 'N1 [0-9]* x N2 [0-9]*( x N3 [0-9]*)?')"; done; done >> $OUT/plans.txt
S="8192 8192 x1;4096 4096 x4;1024 1024 x64" \
  ab_rows "def:tcfft:X=0" "sc1:tcfft:TCFFT_X_SC=$SC1" "sc2:tcfft:TCFFT_X_SC=$SC2" "sc3:tcfft:TCFFT_X_SC=$SC3" "sc4:tcfft:TCFFT_X_SC=$SC4" > $OUT/ab2d.txt
S="1048576 x64;524288 x128;262144 x256" \
  ab_rows "def:tcfft:X=0" "t1:tcfft:TCFFT_X_3P=$T1" "t2:tcfft:TCFFT_X_3P=$T2" "t3:tcfft:TCFFT_X_3P=$T3" "t4:tcfft:TCFFT_X_3P=$T4" "t5:tcfft:TCFFT_X_3P=$T5" > $OUT/ab1d.txt
rm -f $OUT/rows.txt
cat $OUT/plans.txt; cut -c1-200 $OUT/ab2d.txt $OUT/ab1d.txt
