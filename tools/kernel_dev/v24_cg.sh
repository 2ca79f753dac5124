#!/bin/bash
# v24: rt4096 copy-out stores as st.global.cg for the 8-warp instances (tcfft_cg) and as
# st.global.L1::no_allocate (tcfft_st) against b932ade's CLI (tcfft_base): GPU tests of the 4096
# paths with sanitizers (new build), rows (two rounds), TC_FP16, ncu L1 hits.
# NOTES.md v24.
. "$(dirname "$0")/dev_lib.sh"
GTEST='*4096*:*N2e12*:*Contiguous4096*:*Gpu*Limits*Lines*' SAN='Cuda/GpuOracle.*/Split2_N2e12_fwd:Cuda/GpuOracle.*/TcFp16_N2e12_fwd:Cuda/GpuVsCpuEmulation*/*1d_4096*:*Contiguous4096*' gpu_tests X=0
S="${SHAPES:-4096 x16384;4096 4096 x4}"
ab_rows "base:tcfft_base:X=0" "st  :tcfft_st:X=0" "cg  :tcfft_cg:X=0"
COMPUTE=tc-fp16 S="4096 x16384" ab_rows "base16:tcfft_base:X=0" "cg-16 :tcfft_cg:X=0"
for b in cg; do
  echo "--- ncu $b"
  timeout 100 ncu --kernel-name-base demangled -k regex:'rt4096' --launch-count 1 \
    --metrics l1tex__t_sectors_pipe_lsu_mem_global_op_ld_lookup_hit.sum,l1tex__t_sectors_pipe_lsu_mem_global_op_ld_lookup_miss.sum,smsp__warp_issue_stalled_long_scoreboard_per_warp_active.pct,smsp__inst_executed.sum,gpu__time_duration.sum \
    $C/tcfft_$b bench --n 4096 --batch 16384 --compute tc-split --backend cuda --reps 1 --warmup 0 --quiet > $OUT/ncu_$b.txt 2>&1
  grep -E "l1tex|stalled|inst_executed|duration" $OUT/ncu_$b.txt
done
echo "total t=$(( $(date +%s) - t0 ))"
