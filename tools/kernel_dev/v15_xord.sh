#!/bin/bash
# (The switches were experiment code in rt_kernels.cu at the time; they are gone from the tree.)
# v15 device call 5: counter or static order for the staged 1024 / 4096 passes by kind (TCFFT_XORD
# bits, see `ordered` in rt_kernels.cu). NOTES.md v15.
. "$(dirname "$0")/dev_lib.sh"
{
  shape_args "1048576 x64"; for x in 0 1 2 3; do bench_row "xord$x" TCFFT_XORD=$x tcfft_new $ns --batch $b --compute tc-split; done
  shape_args "262144 x256"; for x in 0 3; do bench_row "xord$x" TCFFT_XORD=$x tcfft_new $ns --batch $b --compute tc-split; done
  shape_args "4096 4096 x4"; for x in 0 4; do bench_row "xord$x" TCFFT_XORD=$x tcfft_new $ns --batch $b --compute tc-split; done
  shape_args "8192 8192 x1"; for x in 0 4; do bench_row "xord$x" TCFFT_XORD=$x tcfft_new $ns --batch $b --compute tc-split; done
  shape_args "16777216 x4"; for x in 0 4; do bench_row "xord$x" TCFFT_XORD=$x tcfft_new $ns --batch $b --compute tc-split; done
  shape_args "1024 1024 x64"; for x in 0; do bench_row "xord$x" TCFFT_XORD=$x tcfft_new $ns --batch $b --compute tc-split; done
  shape_args "1048576 x64"; for x in 0 1 2 3; do bench_row "xord$x" TCFFT_XORD=$x tcfft_new $ns --batch $b --compute tc-split; done
} > $OUT/rows.txt
cat $OUT/hdr.txt $OUT/rows.txt
echo "total t=$(( $(date +%s) - t0 ))"
