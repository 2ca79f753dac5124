#!/bin/bash
# v16 device calls (swr, swr256, pad256): a kernel change (tcfft_new) against the previous build
# (tcfft_prev), same call, two rounds of TC_SPLIT rows; every GPU test and the sanitizers ($SAN) on the
# new build; then ncu bank conflicts / stalls of one kernel ($K) of one shape ($PROBE). NOTES.md v16.
#   swr:    S="1024 1024 x64;1048576 x64;262144 x256;524288 x128;16384 x4096;2048 2048 x16"
#           SAN="*Split2_2d_1024x64_inv_inplace*:*Split2_N2e18_p64_b3*:*Split2_interleaved_1024_b33_normN*:*Split2_N2e14_fwd*:*Split2_N2e20_radix0*"
#           K=rt_staged1024 PROBE="--n 1024 --n 1024 --batch 64"
#   swr256: S="256 256 x1024;256 256 256 x8;512 512 x256;512 512 512 x1;65536 x1024;262144 x256;4194304 x16;67108864 x1;32768 x2048"
#           SAN="*TcFp16_2d_256x1024*:*Split2_N2e18_p64_b3*:*Split2_N2e16*:*Split2_2d_512*:*Split2_N2e17*"
#           K=rt_staged_kernel PROBE="--n 256 --n 256 --batch 1024"
#   pad256: S="256 256 x1024;256 256 256 x8;512 512 x256;512 512 512 x1;65536 x1024;4194304 x16;67108864 x1;64 64 64 x512;32 32 32 x4096;128 128 128 x64;262144 x256"
#           SAN="*TcFp16_2d_256x1024*:*Split2_N2e18_p64_b3*:*Gpu*Split2_N2e16_fwd:*Split2_2d_512*:*Gpu*3d_64x64x64*:*Gpu*3d_128x32x128*:*Gpu*Split2_3d_16x32x64*"
#           K=rt_staged_kernel PROBE="--n 256 --n 256 --batch 1024"
# (the swr call also ran TCFFT_X1024DB=1 and TC_FP16 rows of 2D 1024^2 x64.)
. "$(dirname "$0")/dev_lib.sh"
GTEST="*Gpu*" gpu_tests X=1
ab_rows "prev:tcfft_prev:X=0" "new :tcfft_new:X=0"
cp $C/tcfft_new $C/tcfft
EM=l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum,l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st.sum
EXTRA_METRICS=$EM OUT=$OUT/s NCU_COUNT=1 bash "$(dirname "$0")/stall_probe.sh" "probe|$PROBE --compute tc-split" > $OUT/stall.txt 2>&1
rm -rf $OUT/s; grep -E "duration|conflicts|issue_active|inst_executed.sum|wavefronts" $OUT/stall.txt
echo "total t=$(( $(date +%s) - t0 ))"
