#!/bin/bash
# v16 device call: where the staged 1024 kernel's warps wait (ncu stall reasons, shared-memory
# conflicts, issue activity), against the bulk 1024 rows of the same plan and the wide staged 256
# column pass; then per-instruction stall samples of the staged 1024 column pass. NOTES.md v16.
. "$(dirname "$0")/dev_lib.sh"
cp $C/tcfft_new $C/tcfft
EM=l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum,l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st.sum,smsp__inst_executed_op_ldgsts.sum,lts__t_sector_hit_rate.pct,dram__bytes_read.sum,dram__bytes_write.sum,smsp__inst_executed_op_global_st.sum,smsp__inst_executed_op_global_ld.sum,sm__warps_active.avg.pct_of_peak_sustained_active
{
K=rt_ EXTRA_METRICS=$EM OUT=$OUT/s NCU_COUNT=2 bash "$(dirname "$0")/stall_probe.sh" "c1024|--n 1024 --n 1024 --batch 64 --compute tc-split;c256|--n 256 --n 256 --batch 1024 --compute tc-split"
TCFFT_X1024DB=1 K=rt_staged EXTRA_METRICS=$EM OUT=$OUT/s NCU_COUNT=1 bash "$(dirname "$0")/stall_probe.sh" "db1024|--n 1024 --n 1024 --batch 64 --compute tc-split"
} > $OUT/stall.txt 2>&1
rm -rf $OUT/s
K=rt_staged1024 OUT=$OUT/pc bash "$(dirname "$0")/pc_stall_probe.sh" "--n 1024 --n 1024 --batch 64 --compute tc-split" > $OUT/pc.txt 2>&1
rm -rf $OUT/pc
cat $OUT/stall.txt | cut -c1-150; tail -40 $OUT/pc.txt | cut -c1-220
echo "total t=$(( $(date +%s) - t0 ))"
