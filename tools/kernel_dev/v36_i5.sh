#!/bin/bash
# v36: the issue-5 shape table in TC_SPLIT on the H200 with tcfft_hd (1cab928's CLI, built here), each row
# with cuFFT FP32 in the same run, and every plan as `tcfft plan --explain` prints it. NOTES v36.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
OUT=$OUT/i5 COMPUTES=tc-split timeout 540 tools/kernel_dev/shapes_issue5.sh $C/tcfft_hd > /dev/null 2>&1
echo "total t=$(( $(date +%s) - t0 ))" >> $OUT/i5/shapes_issue5.txt
(cd $OUT && rm -f *.log)
cut -c1-60,178-230 $OUT/i5/shapes_issue5.txt
