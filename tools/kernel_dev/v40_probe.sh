#!/bin/bash
# Binaries: tools/kernel_dev/variant_build.sh NAME "-DTCFFT_X_...=..." on d84f04c with
# experiments/post_twiddle_probes_v40.diff.txt applied (the macros are not in the code).
# v40 call 3: two timing probes of the register-tile post-twiddle (NOTES.md v40; wrong results, no
# tests): nochk (no index-0 test, no direction: a table load and the product only) and l1tab (the
# full post-twiddle but every load from the table's first 256 entries, so it hits L1), against
# tcfft_base (d84f04c) and noptw (no post-twiddle), two rounds.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
S="65536 x1024;32768 x2048;262144 x256;1048576 x64;4194304 x16;16777216 x4" \
  ab_rows "base:tcfft_base:X=0" "noptw:tcfft_noptw:X=0" "nochk:tcfft_nochk:X=0" "l1tab:tcfft_l1tab:X=0" > $OUT/ab.txt
rm -f $OUT/rows.txt
cut -c1-120 $OUT/ab.txt
