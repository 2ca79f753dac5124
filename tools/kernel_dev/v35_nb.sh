#!/bin/bash
# v35: bulk kernels' ring depth on the H200 (TCFFT_X_NB / TCFFT_X_NB1024: tcfft_n 3 / 3, nb4, nb5),
# the bulk 1024 kernel's float stage 0 on all four warps (TCFFT_X_F0PAIR: f0p; f0p4 with 4 rows),
# tcfft_m (TW1024) at 1024, output hashes of each build (bit-for-bit check), and the SM clock /
# power / clock-event reasons sampled by nvidia-smi while long bench rows run (cuFFT FP32, cuFFT
# FP16, then tcfft, in that order per row). NOTES v35.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
for v in n nb4 f0p f0p4 f0pb; do
  for sh in "1024 65536" "1024 4096" "1024 3"; do
    for d in fwd inv; do echo "$v $($C/outhash_$v $sh split $d 2>&1)"; done
  done
  echo "$v $($C/outhash_$v 256 262144 split fwd 2>&1)"
  echo "$v $($C/outhash_$v 1024 65536 fp16 fwd 2>&1)"
done > $OUT/hashes.txt
S="1024 x65536;1024 x4096" ab_rows "n:tcfft_n:X=0" "m:tcfft_m:X=0" "nb4:tcfft_nb4:X=0" "nb5:tcfft_nb5:X=0" "f0p:tcfft_f0p:X=0" "f0p4:tcfft_f0p4:X=0" "f0pb:tcfft_f0pb:X=0" > $OUT/ab1024.txt
S="16 x4194304;64 x1048576;256 x262144" ab_rows "n:tcfft_n:X=0" "nb4:tcfft_nb4:X=0" "nb5:tcfft_nb5:X=0" > $OUT/ab_small.txt
S="1024 x65536" COMPUTE=tc-fp16 ab_rows "n16:tcfft_n:X=0" "nb4_16:tcfft_nb4:X=0" > $OUT/ab_fp16.txt
q=clocks.sm,clocks.mem,power.draw,temperature.gpu,clocks_event_reasons.active,clocks_event_reasons.sw_power_cap,clocks_event_reasons.hw_slowdown,clocks_event_reasons.hw_power_brake_slowdown,clocks_event_reasons.sw_thermal_slowdown
nvidia-smi --query-gpu=$q --format=csv > $OUT/smi_fields.txt 2>&1 || q=clocks.sm,clocks.mem,power.draw,temperature.gpu,clocks_throttle_reasons.active
nvidia-smi -q -d POWER,CLOCK,PERFORMANCE > $OUT/smi_q_idle.txt 2>&1
for spec in "tc-split 4096 16384" "tc-split 1024 65536" "native 4096 16384"; do
  set -- $spec
  nvidia-smi --query-gpu=timestamp,$q --format=csv,noheader -lms 20 > $OUT/clk_$1_$2.csv 2>&1 &
  sp=$!
  timeout 120 $C/tcfft_n bench --n $2 --batch $3 --compute $1 --reps 4000 --quiet > $OUT/clkbench_$1_$2.txt 2>&1
  kill $sp; sleep 0.5
done
nvidia-smi -q -d POWER,CLOCK,PERFORMANCE > $OUT/smi_q_after.txt 2>&1
echo "total t=$(( $(date +%s) - t0 ))"
(cd $OUT && tar czf logs.tgz *.log smi.txt 2>/dev/null; rm -f *.log)
