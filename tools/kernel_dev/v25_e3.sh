#!/bin/bash
# v25: e3 (main + the AS copy-out's eight 16-byte loads issued before its eight stores: tcfft_e3)
# against main's CLI (tcfft_land); the 4096 GPU tests of e3 with sanitizers; rows; ncu; the SASS of
# both TC_SPLIT AS kernels in one archive. NOTES.md v25.
. "$(dirname "$0")/dev_lib.sh"
GTEST='*4096*:*N2e12*:*Contiguous4096*:*Gpu*Limits*Lines*'
SAN='Cuda/GpuOracle.*/Split2_N2e12_*:Cuda/GpuOracle.*/TcFp16_N2e12_fwd:Cuda/GpuVsCpuEmulation*/*1d_4096*:*Contiguous4096*'
gpu_tests X=0
S="${SHAPES:-4096 x16384;4096 x1024;4096 4096 x4}"
ab_rows "land:tcfft_land:X=0" "e3  :tcfft_e3:X=0"
mkdir -p $OUT/sass
for b in land e3; do
  echo "--- ncu $b"
  timeout 100 ncu --kernel-name-base demangled -k regex:'rt4096' --launch-count 1 \
    --metrics smsp__warp_issue_stalled_long_scoreboard_per_warp_active.pct,smsp__warp_issue_stalled_barrier_per_warp_active.pct,smsp__warp_issue_stalled_short_scoreboard_per_warp_active.pct,smsp__inst_executed.sum,gpu__time_duration.sum,smsp__issue_active.avg.pct_of_peak_sustained_active \
    $C/tcfft_$b bench --n 4096 --batch 16384 --compute tc-split --backend cuda --reps 1 --warmup 0 --quiet > $OUT/ncu_$b.txt 2>&1
  grep -E "stalled|inst_executed|duration|issue_active" $OUT/ncu_$b.txt
  cuobjdump -sass $C/tcfft_$b 2>/dev/null | awk '/Function : .*rt4096_kernelILi2ELb0ELb1ELb1ELi0ELb0ELb1ELi8E/{p=1;print;next} /Function : /{p=0} p' > $OUT/sass/$b.sass
  wc -l $OUT/sass/$b.sass
done
tar -czf $OUT/sass.tgz -C $OUT sass && rm -rf $OUT/sass
echo "total t=$(( $(date +%s) - t0 ))"
