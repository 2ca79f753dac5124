#!/bin/bash
# v25: per-instruction stall samples of main's rt4096 (TC_SPLIT AS form, 1D 4096 x16384), to
# measure how much of the kernel's time waits at or on the HMMA chains (the wgmma reading in NOTES
# v25). The SASS-view CSV comes back gzipped. NOTES.md v25.
. "$(dirname "$0")/dev_lib.sh"
ln -sf tcfft_land $C/tcfft
K=rt4096 OUT=$OUT/pc timeout 400 tools/kernel_dev/pc_stall_probe.sh "--n 4096 --batch 16384 --compute tc-split --backend cuda"
rm -f $OUT/pc/pc.ncu-rep
gzip -f $OUT/pc/pc_sass.csv
echo "total t=$(( $(date +%s) - t0 ))"
