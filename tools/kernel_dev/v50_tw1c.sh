#!/bin/bash
# v50 call 3: the stage-1 lane twiddles from a compact table (dev macro TCFFT_X_TW1C: =1 the 4096
# table, =2 also the 1024 table) against HEAD, `--tcfft-only`, two rounds; ncu L1 hit rate of the
# lean kernel both ways; the variants' GPU tests of the affected kernels, memcheck on the lean one.
# Carried: build-xz/bins.tar.xz = {tcfft (HEAD), tcfft_tw1c4 / tcfft_tests_tw1c4 (=1), tcfft_tw1c /
# tcfft_tests_tw1c (=2), libfftw3*.so.3}.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
S="4096 x16384;4096 x2048;4096 4096 x4;16384 x4096;1024 x65536;1024 1024 x64;1048576 x64;67108864 x1"
ab_multi "base:tcfft:X=0" "tw4:tcfft_tw1c4:X=0" "tw2:tcfft_tw1c:X=0" | tee $OUT/ab_tw1c.txt
rm -f $OUT/rows.txt
M=l1tex__t_sector_hit_rate.pct,gpu__time_duration.sum,launch__shared_mem_config_size,smsp__inst_executed.sum
for b in tcfft tcfft_tw1c4; do
  timeout 120 ncu --metrics $M -k regex:rt4096_lean --launch-skip 3 --launch-count 1 \
    $C/$b bench --n 4096 --batch 16384 --compute tc-split --tcfft-only --reps 3 --warmup 1 --quiet > $OUT/ncu_$b.txt 2>&1
  echo "== $b"; grep -E "^\s+(launch__|l1tex__|gpu__|smsp__)" $OUT/ncu_$b.txt
done | tee $OUT/ncu.txt
F='*GpuVsCpu*:GpuLean4096.*:*GpuOracle*Split2*:*GpuOracle*TcFp16*:*GpuLayouts*:GpuFusedPair.*:*GpuBulk1024Out1*:*GpuThreePass*:*GpuLineScale*'
for v in tw1c4 tw1c; do
  timeout 240 $C/tcfft_tests_$v --gtest_filter="$F" > $OUT/gtest_$v.log 2>&1 &
done
wait
for v in tw1c4 tw1c; do
  echo "tests $v t=$(( $(date +%s) - t0 ))"; grep -E "^\[  (PASSED|FAILED|SKIPPED)|FAILED \]" $OUT/gtest_$v.log | tail -6
done
timeout 60 compute-sanitizer --tool memcheck --error-exitcode 9 $C/tcfft_tests_tw1c --gtest_filter='GpuLean4096.ThresholdBatchForTheSanitizers:Cuda/GpuOracle.*/Split2_N2e12_fwd' > $OUT/san_memcheck.log 2>&1
echo "memcheck rc=$? t=$(( $(date +%s) - t0 ))"; tail -n 2 $OUT/san_memcheck.log
