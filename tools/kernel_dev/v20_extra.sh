#!/bin/bash
# v20 extra rows with the kept fused pair (CLI of db43ceb): other shapes with 256 x 256 inner
# planes, in place and inverse, two rounds. NOTES.md v20.
. "$(dirname "$0")/dev_lib.sh"
S="${SHAPES:-64 256 256 x16;256 256 x1024;256 256 256 x8}"
ab_rows "oop :tcfft:X=0" "inpl:tcfft:X=0:--inplace" "inv :tcfft:X=0:--direction inv"
echo "total t=$(( $(date +%s) - t0 ))"
