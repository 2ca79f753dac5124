#!/bin/bash
# v43 call 2 (NOTES.md v43): (1) TC_SPLIT's staged kernel at 5 blocks per SM (tcfft_p5, TCFFT_X_P2MB=5:
# 93-96 registers, 4-8 byte spills in six instances) against the landed rule (tcfft = this
# session's code: TC_FP16 at 4 blocks with tickets), one round; (2) ncu per kernel of both modes
# where TC_FP16 still trails (3D 128^3 x64, 2D 1024^2 x64, 1D 2^20 x64); (3) the issue-5 shapes
# in TC_FP16 with tcfft.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
export REPS=20
for sh in "256 256 256 x8" "16777216 x4" "262144 x256" "128 128 128 x64" "256 256 x1024"; do
  shape_args "$sh"
  for v in tcfft tcfft_p5; do bench_envs "$v" $v X=0 -- $ns --batch $b --compute tc-split; done
done | tee $OUT/ab_p2mb5.txt
echo "ab t=$(( $(date +%s) - t0 ))"
SHAPES="128 128 128 x64;1024 1024 x64;1048576 x64" bash "$(dirname "$0")/v43_diag.sh" > $OUT/diag.txt 2>&1
grep -v "^NVIDIA\|^name\|UTC" $OUT/diag.txt
S="16384 x4096;32768 x2048;65536 x1024;262144 x256;1048576 x64;2097152 x32;4194304 x16;8388608 x8;16777216 x4;33554432 x2;67108864 x1"
S="$S;256 256 x1024;1024 1024 x64;4096 4096 x4;8192 8192 x1"
S="$S;32 32 32 x4096;64 64 64 x512;128 128 128 x64;256 256 256 x8;512 512 512 x1"
OUT=$OUT/i5 SHAPES="$S" COMPUTES=tc-fp16 timeout 250 tools/kernel_dev/shapes_issue5.sh $C/tcfft > /dev/null 2>&1
echo "i5 t=$(( $(date +%s) - t0 ))"
cut -c1-230 $OUT/i5/shapes_issue5.txt
cd $OUT && rm -f i5/explain_issue5.txt && tar cJf v43_c2.tar.xz --remove-files $(ls | grep -v '^v43_c2.tar.xz$')
