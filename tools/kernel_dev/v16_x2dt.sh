#!/bin/bash
# v16 device call: the transposed 2D plan (TCFFT_X2DT=1: both passes read contiguous lines and
# write strided; experiment switch in planner.cpp at the time) against today's (rows, then strided
# column reads), two rounds, then ncu per-pass times of both. NOTES.md v16.
. "$(dirname "$0")/dev_lib.sh"
GTEST="GpuOracle*:GpuLayouts*:GpuVsCpuEmulation*:GpuModes*" SAN="*GpuOracle*2D*:*GpuLayouts*" gpu_tests TCFFT_X2DT=1
S="${SHAPES:-1024 1024 x64;256 256 x1024;512 512 x256;2048 2048 x16;4096 4096 x4;8192 8192 x1}"
ab_rows "off :tcfft_new:X=0" "x2dt:tcfft_new:TCFFT_X2DT=1"
cp $C/tcfft_new $C/tcfft
SHAPES="1048576 x64;1024 1024 x64;256 256 x1024;4096 4096 x4" bash "$(dirname "$0")/pass_times.sh" > $OUT/pass_off.txt 2>&1
SHAPES="1024 1024 x64;256 256 x1024;4096 4096 x4" TCFFT_X2DT=1 bash "$(dirname "$0")/pass_times.sh" > $OUT/pass_x2dt.txt 2>&1
grep -v "^name\|^\"" $OUT/pass_off.txt | tail -20; tail -12 $OUT/pass_x2dt.txt
EM=l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum,l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st.sum,smsp__inst_executed_op_ldgsts.sum,lts__t_sector_hit_rate.pct,dram__bytes_read.sum,dram__bytes_write.sum
K=rt_ EXTRA_METRICS=$EM OUT=$OUT/stall NCU_COUNT=2 bash "$(dirname "$0")/stall_probe.sh" "off2d1024|--n 1024 --n 1024 --batch 64 --compute tc-split;off1d2e20|--n 1048576 --batch 64 --compute tc-split" > $OUT/stall_off.txt 2>&1
TCFFT_X2DT=1 K=rt_ EXTRA_METRICS=$EM OUT=$OUT/stall NCU_COUNT=2 bash "$(dirname "$0")/stall_probe.sh" "x2dt1024|--n 1024 --n 1024 --batch 64 --compute tc-split" > $OUT/stall_x2dt.txt 2>&1
rm -f $OUT/stall/stall_*.txt
echo "total t=$(( $(date +%s) - t0 ))"
