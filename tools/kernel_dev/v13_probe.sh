#!/bin/bash
# v13 device call: rt16384 with the last stage's twiddles one tile ahead (tcfft) against the form
# without (tcfft_base), same run; then ncu stall reasons, shared-memory conflicts and L1 hit rates of
# both kernels (stall_probe.sh). Usage: OUT=... tools/kernel_dev/v13_probe.sh
source "$(dirname "$0")/dev_lib.sh"
GTEST=${GTEST:-'*16384*:*N2e14*:Cuda/GpuModes.*'}
SAN=${SAN:-}
gpu_tests X=1
REPS=${REPS:-30}
for i in 1 2; do
  for bin in tcfft_base tcfft; do bench_row "$bin tc-split" X=1 $bin --n 16384 --batch 4096 --compute tc-split; done
done
cat $OUT/hdr.txt
EM=l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum,l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st.sum,l1tex__t_sector_hit_rate.pct,lts__t_sector_hit_rate.pct,smsp__inst_executed_op_ldgsts.sum,l1tex__t_bytes_pipe_lsu_mem_global_op_ld.sum,lts__t_bytes.sum
for bin in tcfft_base tcfft; do
  ln -sf $bin $C/tcfft_probe
  echo "=== $bin"
  K=rt16384 EXTRA_METRICS=$EM OUT=$OUT/p_$bin C=$C bash -c 'sed "s#\$C/tcfft bench#\$C/tcfft_probe bench#" tools/kernel_dev/stall_probe.sh > /tmp/sp.sh; bash /tmp/sp.sh "b4096|--n 16384 --batch 4096 --compute tc-split"'
done
rm -f $C/tcfft_probe; rm -rf $OUT/p_*
echo "total $(( $(date +%s) - t0 )) s"
