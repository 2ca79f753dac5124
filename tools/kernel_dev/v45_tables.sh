#!/bin/bash
# v45 call 3 (NOTES.md v45), the §4.14 binaries (build-xz/bins.tar.xz): issue 5's TC_SPLIT table with
# cuFFT FP32 in each run and the plans (shapes_issue5.sh); the rows near their musts again under
# --sustain-ms 2000; per-kernel ncu figures (own clocks) of 1D 4096 x16384, 2D 256^2 x1024 and 3D
# 128^3 x64 for the next session's reading.
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
COMPUTES=tc-split bash tools/kernel_dev/shapes_issue5.sh $C/tcfft
echo "issue5 t=$(( $(date +%s) - t0 ))"
for sh in "16 x4194304" "64 x1048576" "256 x262144" "256 256 x1024" "32 32 32 x4096" "64 64 64 x512" "128 128 128 x64" "256 256 256 x8"; do
  shape_args "$sh"
  bench_envs "sus2000" tcfft X=0 -- $ns --batch $b --compute tc-split --sustain-ms 2000
done | tee $OUT/sustain.txt
echo "sustain t=$(( $(date +%s) - t0 ))"
: > $OUT/ncu.txt
for sh in "4096 x16384" "256 256 x1024" "128 128 128 x64"; do
  shape_args "$sh"
  timeout 90 ncu --clock-control none --kernel-name-base demangled -k regex:'tcfft::cuda' \
    --metrics gpu__time_duration.sum,dram__bytes_read.sum,dram__bytes_write.sum,smsp__inst_executed.sum,launch__registers_per_thread,sm__warps_active.avg.pct_of_peak_sustained_active,smsp__issue_active.avg.pct_of_peak_sustained_active,sm__cycles_elapsed.avg.per_second,smsp__average_warp_latency_issue_stalled_barrier.ratio,smsp__average_warp_latency_issue_stalled_short_scoreboard.ratio,smsp__average_warp_latency_issue_stalled_long_scoreboard.ratio,smsp__average_warp_latency_issue_stalled_math_pipe_throttle.ratio,smsp__average_warp_latency_issue_stalled_mio_throttle.ratio,smsp__average_warp_latency_issue_stalled_wait.ratio,smsp__average_warp_latency_issue_stalled_not_selected.ratio,smsp__average_warp_latency_issue_stalled_dispatch_stall.ratio \
    $C/tcfft bench $ns --batch $b --compute tc-split --backend cuda --reps 1 --warmup 0 --tcfft-only --quiet > $OUT/t.txt 2>&1
  echo "=== $sh (rc=$?)" >> $OUT/ncu.txt
  grep -E "Context [0-9]+, Stream|gpu__time|dram__bytes|inst_executed|registers|warps_active|issue_active|cycles_elapsed|stalled" $OUT/t.txt \
    | sed -E 's/\(anonymous namespace\):://g; s/tcfft::cuda::kern::rt:://g; s/\(tcfft::cuda::kern::rt::RtParams\)//' | cut -c1-160 >> $OUT/ncu.txt
done
rm -f $OUT/t.txt
echo "ncu t=$(( $(date +%s) - t0 ))"
head -80 $OUT/ncu.txt
