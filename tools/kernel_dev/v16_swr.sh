#!/bin/bash
# v16 device call: conflict-free rows (swr1024, RP 1026) in the staged 1024 kernels and rt16384
# (tcfft_new) against the previous build (tcfft_prev), same call, two rounds; every GPU test and the
# sanitizers on the new build. NOTES.md v16.
. "$(dirname "$0")/dev_lib.sh"
GTEST="*Gpu*" SAN="*Split2_2d_1024x64_inv_inplace*:*Split2_N2e18_p64_b3*:*Split2_interleaved_1024_b33_normN*:*Split2_N2e14_fwd*:*Split2_N2e20_radix0*" gpu_tests X=1
S="1024 1024 x64;1048576 x64;262144 x256;524288 x128;16384 x4096;2048 2048 x16"
IFS=';' read -ra shapes <<< "${SHAPES:-$S}"
for r in 1 2; do
  for sh in "${shapes[@]}"; do
    shape_args "$sh"
    bench_envs "prev" tcfft_prev X=0 -- $ns --batch $b --compute tc-split
    bench_envs "new " tcfft_new X=0 -- $ns --batch $b --compute tc-split
  done
  bench_envs "new db" tcfft_new TCFFT_X1024DB=1 -- --n 1024 --n 1024 --batch 64 --compute tc-split
  bench_envs "new fp16" tcfft_new X=0 -- --n 1024 --n 1024 --batch 64 --compute tc-fp16
  bench_envs "prev fp16" tcfft_prev X=0 -- --n 1024 --n 1024 --batch 64 --compute tc-fp16
done > $OUT/rows.txt
cat $OUT/hdr.txt $OUT/rows.txt
echo "bench t=$(( $(date +%s) - t0 ))"
cp $C/tcfft_new $C/tcfft
EM=l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum,l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st.sum
K=rt_staged1024 EXTRA_METRICS=$EM OUT=$OUT/s NCU_COUNT=1 bash "$(dirname "$0")/stall_probe.sh" "c1024|--n 1024 --n 1024 --batch 64 --compute tc-split" > $OUT/stall.txt 2>&1
rm -rf $OUT/s; grep -E "duration|conflicts|issue_active|inst_executed.sum|wavefronts" $OUT/stall.txt
echo "total t=$(( $(date +%s) - t0 ))"
