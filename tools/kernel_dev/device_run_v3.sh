#!/bin/bash
# v3 device call (NOTES.md v3): perf of the v3 and the v2 (HEAD) kernels on the same device,
# correctness sweep incl. the > 2^31-element boundary cases, the library's GPU tests, SASS counts.
# Expects build-dev-carry/{kernel_dev,kernel_dev_old,tcfft_tests,libfftw3l.so.3} (carried).
OUT=${OUT:-out}; mkdir -p $OUT
C=build-dev-carry
export LD_LIBRARY_PATH=$PWD/$C:/usr/local/cuda/lib64:$LD_LIBRARY_PATH
export PATH=/usr/local/cuda/bin:$PATH
{ nvidia-smi --query-gpu=name,clocks.sm,clocks.mem,temperature.gpu,power.draw,memory.total --format=csv; date -u; } > $OUT/smi.txt 2>&1
cat $OUT/smi.txt
t0=$(date +%s)
timeout 100 $C/kernel_dev --perf > $OUT/kdev_perf_v3.log 2>&1; echo "perf v3 rc=$? t=$(( $(date +%s) - t0 ))"
timeout 100 $C/kernel_dev_old --perf > $OUT/kdev_perf_v2.log 2>&1; echo "perf v2 rc=$? t=$(( $(date +%s) - t0 ))"
grep -E "^ +[0-9]+ +[0-9]+ (TC_SPLIT|NATIVE|TC_FP16|cuFFT_FP32) |copy bandwidth" $OUT/kdev_perf_v3.log $OUT/kdev_perf_v2.log
( timeout 200 $C/tcfft_tests --gtest_filter='Cuda/*:Gpu*' > $OUT/gtest_gpu.log 2>&1; echo "gtest rc=$?" >> $OUT/gtest_gpu.log ) &
gp=$!
timeout 200 $C/kernel_dev --checks --big --max-grid 97 > $OUT/kdev_checks_v3.log 2>&1; echo "checks v3 rc=$? t=$(( $(date +%s) - t0 ))"
wait $gp; echo "gtest done t=$(( $(date +%s) - t0 ))"
timeout 60 $C/kernel_dev_old --big > $OUT/kdev_big_v2.log 2>&1; echo "big v2 rc=$? t=$(( $(date +%s) - t0 ))"
grep -E "FAIL|PASSED|FAILED|error" $OUT/kdev_checks_v3.log | head -40
grep -A40 "2^31" $OUT/kdev_checks_v3.log | head -50
grep -E "FAIL|PASSED|FAILED|2\^31|nonzero" $OUT/kdev_big_v2.log | head -50
grep -E "^\[  (PASSED|FAILED) |^\[  FAILED|Failure|gtest rc|tests ran" $OUT/gtest_gpu.log | head -40
grep -B3 -A12 "BatchTimesNAbove2To31" $OUT/gtest_gpu.log | grep -vE "^\[ +OK|^\[ RUN" | head -30
{
  for b in kernel_dev kernel_dev_old; do
    cuobjdump --dump-sass $C/$b > /tmp/sass_$b.txt 2>&1
    echo "== $b: instr / HMMA / LDL+STL per kernel (SASS)"
    awk '/Function :/{f=$3} /HMMA/{h[f]++} /LDL|STL/{l[f]++} /^ +\/\*[0-9a-f]+\*\//{n[f]++} END{for (k in n) print k, "instr", n[k], "HMMA", h[k]+0, "LDL/STL", l[k]+0}' /tmp/sass_$b.txt | sort
    echo "== $b: opcode histogram spec<2,8>"
    awk -v pat="fft_pass_kernel_specILi2ELi8EE" '/Function :/{on = index($0, pat) > 0} on && /^ +\/\*[0-9a-f]+\*\//{sub(/^ +\/\*[0-9a-f]+\*\/ +/, ""); sub(/^@!?U?P[0-9T] +/, ""); split($1, c, "."); h[c[1]]++} END{for (k in h) print h[k], k}' /tmp/sass_$b.txt | sort -rn | head -30 | tr '\n' ' '; echo
  done
} > $OUT/sass.txt 2>&1
grep -E "spec(ILi2ELi(8|12)E)|kernelILi2E" $OUT/sass.txt | head; grep -A1 "histogram" $OUT/sass.txt
echo "total t=$(( $(date +%s) - t0 ))"
