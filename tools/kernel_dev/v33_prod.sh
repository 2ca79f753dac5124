#!/bin/bash
# v33: the bulk 1024-point kernel's producer warp issues its 16 bulk copies per row from lane 0 (tcfft_p1,
# TCFFT_X_PROD1) instead of one per lane 0-15 (tcfft_g: the compiler serializes those in an ELECT loop,
# ~9 instructions per copy), A/B on the bulk shapes, two rounds; SASS instruction count of the kernel.
# NOTES.md v33.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
S="1024 x65536;1024 x4096;1024 x262144" ab_rows "g:tcfft_g:X=0" "p1:tcfft_p1:X=0" | cut -c1-200
for b in tcfft_g tcfft_p1; do
  cuobjdump -sass $C/$b 2>/dev/null | awk '/Function :/ {p = index($0, "rt_bulk1024_kernelILi2ELb0ELb1E") > 0} p' > $OUT/sass_$b.txt
  echo "$b bulk1024 SASS instructions: $(grep -cE '^\s+/\*[0-9a-f]{4}\*/' $OUT/sass_$b.txt)"
done
M=gpu__time_duration.sum,smsp__cycles_elapsed.avg.per_second,smsp__inst_executed.sum,smsp__issue_active.avg.pct_of_peak_sustained_active,sm__warps_active.avg.pct_of_peak_sustained_active
for b in tcfft_g tcfft_p1; do
  timeout 100 ncu --clock-control none --metrics $M -k regex:rt_bulk1024 --launch-count 1 $C/$b bench --n 1024 --batch 65536 --compute tc-split --backend cuda --reps 1 --warmup 1 --quiet 2>&1 | grep -E "duration|per_second|inst_executed|issue_active|warps_active" | sed "s/^/$b /"
done
echo "total t=$(( $(date +%s) - t0 ))"
