#!/bin/bash
# v8 device call (NOTES.md v8): A/B of a change against the previous binary in one run.
# GPU tests (GTEST filter), bench rows (a row "label|@base args" runs $C/tcfft_base, the binary before the change) with cuFFT FP32 in the same run (ROWS: "label|bench args;..."),
# optional ncu of chosen bench commands (NCU: "label|bench args;...", kernels of one run each; NCU_K: kernel name regex, default ^rt).
# Expects build-dev-carry/{tcfft,tcfft_base,tcfft_tests,libfftw3l.so.3} (carried). EXTRA: commands run last (e.g. plan --explain).
OUT=${OUT:-out}; mkdir -p $OUT
C=${C:-build-dev-carry}
export LD_LIBRARY_PATH=$PWD/$C:/usr/local/cuda/lib64:$LD_LIBRARY_PATH
export PATH=/usr/local/cuda/bin:$PATH
{ nvidia-smi --query-gpu=name,clocks.sm,clocks.mem,temperature.gpu,power.draw,memory.total --format=csv; date -u; } > $OUT/smi.txt 2>&1
cat $OUT/smi.txt
t0=$(date +%s)
if [ -z "$SKIP_TESTS" ]; then
  timeout ${TEST_TIMEOUT:-300} $C/tcfft_tests --gtest_filter="${GTEST:-Cuda/*:Gpu*}" > $OUT/gtest_gpu.log 2>&1; echo "gtest rc=$?" >> $OUT/gtest_gpu.log
  echo "gtest done t=$(( $(date +%s) - t0 ))"
  grep -E "^\[  (PASSED|FAILED) |^\[  FAILED|Failure|gtest rc|tests ran|Expected|Which is|bound|three-pass" $OUT/gtest_gpu.log | head -40
fi
if [ -n "$SAN" ]; then
  for tool in memcheck racecheck; do
    timeout 200 compute-sanitizer --tool $tool --error-exitcode 9 $C/tcfft_tests --gtest_filter="$SAN" > $OUT/san_$tool.log 2>&1
    echo "$tool rc=$? t=$(( $(date +%s) - t0 ))"; tail -n 3 $OUT/san_$tool.log
  done
fi
IFS=';' read -ra rows <<< "${ROWS:-}"
for r in "${rows[@]}"; do
  [ -z "$r" ] && continue
  l=${r%%|*}; a=${r#*|}; bin=$C/tcfft
  case "$a" in "@base "*) bin=$C/tcfft_base; a=${a#@base }; l="$l-base";; esac
  timeout 120 $bin bench $a --reps ${REPS:-20} --quiet > $OUT/bench_tmp.txt 2>&1
  grep -m1 -E "^shape" $OUT/bench_tmp.txt >> $OUT/rows_hdr.txt
  grep -E "^(1D|2D|3D) " $OUT/bench_tmp.txt | tail -1 | sed "s/^/$l  /" >> $OUT/rows.txt
  grep -v "^#" $OUT/bench_tmp.txt | grep -iE "error|not supported|fail" | head -3 | sed "s/^/$l  /" >> $OUT/rows.txt
done
[ -f $OUT/rows.txt ] && { head -1 $OUT/rows_hdr.txt; cat $OUT/rows.txt; echo "rows t=$(( $(date +%s) - t0 ))"; }
IFS=';' read -ra prof <<< "${NCU:-}"
for r in "${prof[@]}"; do
  [ -z "$r" ] && continue
  l=${r%%|*}; a=${r#*|}
  timeout 200 ncu --section SpeedOfLight --section MemoryWorkloadAnalysis --section WarpStateStats \
    --section Occupancy --section LaunchStats --section SchedulerStats -k regex:"${NCU_K:-^rt}" \
    --metrics dram__bytes_read.sum,dram__bytes_write.sum,lts__t_sectors_srcunit_tex_op_read.sum,lts__t_sectors_srcunit_tex_op_write.sum,smsp__inst_executed.sum \
    --launch-skip ${NCU_SKIP:-0} --launch-count ${NCU_COUNT:-4} \
    $C/tcfft bench $a --reps 1 --warmup 0 --quiet > $OUT/ncu_$l.txt 2>&1
  echo "== ncu $l rc=$? t=$(( $(date +%s) - t0 ))"
  grep -E "^  [a-zA-Z_].*\(|Duration|DRAM Throughput|Memory Throughput|Compute \(SM\)|Issue Slots Busy|Achieved Occupancy|Registers Per|Shared Memory Config|Dynamic Shared|Block Size|Grid Size|L1/TEX Hit|L2 Hit|Issued Warp|No Eligible|Active Warps Per|Eligible Warps|dram__bytes|lts__t_sectors|inst_executed" $OUT/ncu_$l.txt | head -120
done
IFS=';' read -ra extra <<< "${EXTRA:-}"
for x in "${extra[@]}"; do
  [ -z "$x" ] && continue
  echo "== $x" >> $OUT/extra.txt
  timeout 120 bash -c "$x" >> $OUT/extra.txt 2>&1; echo "rc=$?" >> $OUT/extra.txt
done
[ -f $OUT/extra.txt ] && { echo "extra t=$(( $(date +%s) - t0 ))"; grep -E "^==|pass|rc=|tuned|measure" $OUT/extra.txt | head -60; }
rm -f $OUT/bench_tmp.txt
echo "total t=$(( $(date +%s) - t0 ))"
