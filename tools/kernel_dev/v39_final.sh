#!/bin/bash
# v39: the issue-5 shape table (TC_SPLIT, plans as `tcfft plan --explain` prints them) and the
# issue-3 table (TC_SPLIT and NATIVE) with tcfft_f (this session's final
# code), cuFFT FP32 in the same rows. NOTES v39.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
OUT=$OUT/i5 COMPUTES=tc-split timeout 400 tools/kernel_dev/shapes_issue5.sh $C/tcfft_f > /dev/null 2>&1
echo "i5 t=$(( $(date +%s) - t0 ))"
OUT=$OUT/i3 timeout 150 tools/kernel_dev/issue3_table.sh $C/tcfft_f > /dev/null 2>&1
echo "i3 t=$(( $(date +%s) - t0 ))"
(cd $OUT && rm -f *.log */*.log)
cut -c1-60,178-230 $OUT/i5/shapes_issue5.txt; cut -c1-230 $OUT/i3/issue3.txt
