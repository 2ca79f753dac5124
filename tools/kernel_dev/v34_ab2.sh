#!/bin/bash
# v34: v34_ab.sh's TC_SPLIT rows again (the first call ran past its limit, and its second ab_rows
# overwrote the first's rows.txt): tcfft_j / k / k0 / k2 as there. NOTES.md v34.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
S="1024 x65536;4096 x16384;16 x4194304;256 x262144" ab_rows "j:tcfft_j:X=0" "k:tcfft_k:X=0" "k0:tcfft_k0:X=0" "k2:tcfft_k2:X=0" > $OUT/ab_split.txt
echo "total t=$(( $(date +%s) - t0 ))"
