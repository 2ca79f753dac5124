#!/bin/bash
# v16 device call: padded 256-point rows (SwzPad256, RP 289 wide / 290) in rt_staged_kernel
# (tcfft_new) against the previous build (tcfft_prev), same call, two rounds; every GPU test and the
# sanitizers on the new build. NOTES.md v16.
. "$(dirname "$0")/dev_lib.sh"
GTEST="*Gpu*" SAN="*TcFp16_2d_256x1024*:*Split2_N2e18_p64_b3*:*Gpu*Split2_N2e16_fwd:*Split2_2d_512*:*Gpu*3d_64x64x64*:*Gpu*3d_128x32x128*:*Gpu*Split2_3d_16x32x64*" gpu_tests X=1
S="256 256 x1024;256 256 256 x8;512 512 x256;512 512 512 x1;65536 x1024;4194304 x16;67108864 x1;64 64 64 x512;32 32 32 x4096;128 128 128 x64;262144 x256"
IFS=';' read -ra shapes <<< "${SHAPES:-$S}"
for r in 1 2; do
  for sh in "${shapes[@]}"; do
    shape_args "$sh"
    bench_envs "prev" tcfft_prev X=0 -- $ns --batch $b --compute tc-split
    bench_envs "new " tcfft_new X=0 -- $ns --batch $b --compute tc-split
  done
done > $OUT/rows.txt
cat $OUT/hdr.txt $OUT/rows.txt
echo "bench t=$(( $(date +%s) - t0 ))"
cp $C/tcfft_new $C/tcfft
EM=l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum,l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st.sum
K=rt_staged_kernel EXTRA_METRICS=$EM OUT=$OUT/s NCU_COUNT=1 bash "$(dirname "$0")/stall_probe.sh" "c256|--n 256 --n 256 --batch 1024 --compute tc-split" > $OUT/stall.txt 2>&1
rm -rf $OUT/s; grep -E "duration|conflicts|issue_active|inst_executed.sum|wavefronts" $OUT/stall.txt
echo "total t=$(( $(date +%s) - t0 ))"
