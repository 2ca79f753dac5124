#!/bin/bash
# v50 call 2: the shared-memory carve-out probe. One binary (HEAD + the TCFFT_X_CARVE_HOOK build of
# pass_dispatch.cu): TCFFT_X_CARVE=1 asks every persistent / slot-counted kernel for the smallest
# carve-out that keeps its blocks per SM, so that the rest stays L1 (the lean 4096 kernel's 48 KB
# lane table). A/B `--tcfft-only`, two rounds; ncu launch statistics and L1 hit rates of the lean
# kernel both ways; the 4096 / fused-pair / oracle tests under the switch.
# Carried: build-xz/bins.tar.xz = {tcfft, tcfft_tests (hook build), libfftw3*.so.3}.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
S="4096 x16384;1024 x65536;256 x262144;16384 x4096;65536 x1024;256 256 x1024;1024 1024 x64;128 128 128 x64;256 256 256 x8;1048576 x64;16777216 x4;32 32 32 x4096"
ab_multi "base:tcfft:X=0" "carve:tcfft:TCFFT_X_CARVE=1" | tee $OUT/ab_carve.txt
rm -f $OUT/rows.txt
M=launch__shared_mem_config_size,launch__occupancy_limit_shared_mem,launch__occupancy_limit_registers,l1tex__t_sector_hit_rate.pct,lts__t_sector_hit_rate.pct,gpu__time_duration.sum,dram__throughput.avg.pct_of_peak_sustained_elapsed,sm__warps_active.avg.pct_of_peak_sustained_active
for v in 0 1; do
  for k in "rt4096_lean:4096:16384" "rt_fused256:256 --n 256:1024" "rt_staged_kernel:256 --n 256 --n 256:8"; do
    IFS=: read -r kn n b <<< "$k"
    TCFFT_X_CARVE=$v timeout 120 ncu --metrics $M -k regex:$kn --launch-skip 3 --launch-count 1 \
      $C/tcfft bench --n $n --batch $b --compute tc-split --tcfft-only --reps 3 --warmup 1 --quiet > $OUT/ncu_${v}_${kn}.txt 2>&1
    echo "== carve=$v $kn"; grep -E "^\s+(launch__|l1tex__|lts__|gpu__|dram__|sm__)" $OUT/ncu_${v}_${kn}.txt
  done
done | tee $OUT/ncu.txt
echo "ncu t=$(( $(date +%s) - t0 ))"
TCFFT_X_CARVE=1 timeout 200 $C/tcfft_tests --gtest_filter='GpuLean4096.*:GpuFusedPair.*:Cuda/GpuOracle.*Split2*:GpuPlanePass.*:GpuVsCpuEmulation.*' > $OUT/gtest.log 2>&1
echo "tests rc=$? t=$(( $(date +%s) - t0 ))"; grep -E "^\[  (PASSED|FAILED|SKIPPED)|FAILED \]" $OUT/gtest.log | tail -8
