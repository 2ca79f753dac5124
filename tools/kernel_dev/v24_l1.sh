#!/bin/bash
# v24: where rt4096's global loads are served (lane-table twiddles through L1; line copies bypass
# L1 with cp.async.cg), CLI of b932ade. NOTES.md v24.
. "$(dirname "$0")/dev_lib.sh"
timeout 200 ncu --kernel-name-base demangled -k regex:'rt4096' --launch-count 1 \
  --metrics l1tex__t_sector_hit_rate.pct,l1tex__t_sectors_pipe_lsu_mem_global_op_ld_lookup_hit.sum,l1tex__t_sectors_pipe_lsu_mem_global_op_ld_lookup_miss.sum,lts__t_sector_hit_rate.pct,l1tex__data_pipe_lsu_wavefronts_mem_shared.sum,l1tex__data_bank_conflicts_pipe_lsu_mem_shared.sum,smsp__warp_issue_stalled_long_scoreboard_per_warp_active.pct,smsp__warp_issue_stalled_barrier_per_warp_active.pct,dram__bytes_read.sum,dram__bytes_write.sum,lts__t_sectors_srcunit_tex_op_read.sum,gpu__time_duration.sum,launch__shared_mem_config_size,launch__occupancy_limit_registers,launch__occupancy_limit_shared_mem \
  $C/tcfft_base bench --n 4096 --batch 16384 --compute tc-split --backend cuda --reps 1 --warmup 0 --quiet > $OUT/ncu_l1.txt 2>&1
grep -E "l1tex|lts|dram|stalled|duration|launch__" $OUT/ncu_l1.txt
echo "total t=$(( $(date +%s) - t0 ))"
