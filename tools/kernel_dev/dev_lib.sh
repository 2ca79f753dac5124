# Sourced by the tools/kernel_dev device scripts (v12 on): the common set-up and helpers.
#   OUT (default out) and C (default build-dev-carry, the carried binaries) are set, OUT made, the
#   library paths and nvcc / ncu put on the path, the GPU's name / clock / power and the time
#   written to $OUT/smi.txt; t0 = start time.
#   gpu_tests VAR=VALUE: the GPU tests of $C/$TESTS (default tcfft_tests; $GTEST filter, skipped if empty) and compute-sanitizer
#     ($SANTOOLS, default "memcheck racecheck"; $SAN filter, skipped if empty) with that variable set.
#   shape_args "32 32 32 x4096": sets ns="--n 32 --n 32 --n 32" and b=4096 for `tcfft bench`.
#   bench_row LABEL VAR=VALUE BINARY ARGS...: one `tcfft bench` row (the last 1D / 2D / 3D line,
#     errors too) prefixed with LABEL, the header line kept in $OUT/hdr.txt.
#   bench_envs LABEL BINARY VAR=VALUE... -- ARGS...: the same with any number of variables (every
#     row of the run, not only the last, when ALLROWS is set).
#   ab_rows "LABEL:BINARY:VAR=VALUE[:BENCH ARGS]"...: two rounds over the shapes of $S ("256 256
#     x1024;65536 x1024"), one row per spec and shape ($COMPUTE, default tc-split; the spec's extra
#     bench arguments last), into $OUT/rows.txt, then printed with the header.
#   issue_tables [BINARY]: issue 3's table (TC_SPLIT, NATIVE) and issue 5's TC_SPLIT table with plans
#     of $C/BINARY (default tcfft), cuFFT FP32 in the same processes (issue3_table.sh, shapes_issue5.sh).
#   gpu_shards [BINARY]: every GPU test of $C/BINARY (default tcfft_tests) in 6 parallel shards
#     ($OUT/gtest0..5.log), each shard's summary lines printed and appended to $OUT/summary.txt.
#   san_subsets [BINARY]: compute-sanitizer memcheck on the $SAN filter (60 s) and racecheck on $SANR
#     (${SANR_TIMEOUT:-180} s) of $C/BINARY (default tcfft_tests), each result appended to $OUT/summary.txt.
#   sustain_rows "SHAPE;SHAPE..." [BINARY]: each shape under `--sustain-ms 2000` (TC_SPLIT, cuFFT FP32 in the
#     same process) with nvidia-smi sampled each second ($OUT/smi_log.txt), the rows into $OUT/sustain.txt.
#   ab_multi "LABEL:BINARY:VAR=VALUE[:BENCH ARGS]"...: the same A/B with one process per spec and round
#     (`tcfft bench --shapes "$S" --tcfft-only`, since 2026-11-28): the device set-up and the cuFFT
#     runs are not repeated per row. Rows of the landed binary with cuFFT come from ab_rows.
OUT=${OUT:-out}; mkdir -p $OUT; C=${C:-build-dev-carry}
export LD_LIBRARY_PATH=$PWD/$C:/usr/local/cuda/lib64:$LD_LIBRARY_PATH PATH=/usr/local/cuda/bin:$PATH
{ nvidia-smi --query-gpu=name,clocks.sm,temperature.gpu,power.draw --format=csv; date -u; } 2>&1 | tee $OUT/smi.txt
t0=$(date +%s)

gpu_tests() {
  if [ -n "$GTEST" ]; then
    env "$1" timeout 300 $C/${TESTS:-tcfft_tests} --gtest_filter="$GTEST" > $OUT/gtest.log 2>&1
    echo "gtest rc=$? t=$(( $(date +%s) - t0 ))"
    grep -E "^\[  (PASSED|FAILED) |^\[  FAILED" $OUT/gtest.log | head -20
  fi
  if [ -n "$SAN" ]; then
    for tool in ${SANTOOLS:-memcheck racecheck}; do
      env "$1" timeout 200 compute-sanitizer --tool $tool --error-exitcode 9 $C/${TESTS:-tcfft_tests} --gtest_filter="$SAN" \
        > $OUT/san_$tool.log 2>&1
      echo "$tool rc=$? t=$(( $(date +%s) - t0 ))"; tail -n 2 $OUT/san_$tool.log
    done
  fi
}

shape_args() {
  ns=""; b=""
  local v
  for v in $1; do case $v in x*) b=${v#x};; *) ns="$ns --n $v";; esac; done
}

bench_row() {
  local l=$1 e=$2 bin=$3; shift 3
  env "$e" timeout 120 $C/$bin bench "$@" --reps ${REPS:-20} --quiet > $OUT/t.txt 2>&1
  grep -m1 "^shape" $OUT/t.txt > $OUT/hdr.txt
  grep -E "^(1D|2D|3D) " $OUT/t.txt | tail -1 | sed "s/^/$l  /"
  grep -v "^#" $OUT/t.txt | grep -iE "error|not supported|fail" | head -2 | sed "s/^/$l  /"
  rm -f $OUT/t.txt
}

bench_envs() {
  local l=$1 bin=$2; shift 2; local envs=(); while [ "$1" != "--" ]; do envs+=("$1"); shift; done; shift
  env "${envs[@]}" timeout ${BENCH_TIMEOUT:-120} $C/$bin bench "$@" --reps ${REPS:-20} --quiet > $OUT/t.txt 2>&1
  grep -m1 "^shape" $OUT/t.txt > $OUT/hdr.txt
  if [ -n "${ALLROWS:-}" ]; then grep -E "^(1D|2D|3D) " $OUT/t.txt | sed "s/^/$l  /"
  else grep -E "^(1D|2D|3D) " $OUT/t.txt | tail -1 | sed "s/^/$l  /"; fi
  grep -v "^#" $OUT/t.txt | grep -iE "error|not supported|fail" | head -2 | sed "s/^/$l  /"
  rm -f $OUT/t.txt
}

ab_rows() {
  local shapes sh spec l bin e r
  IFS=';' read -ra shapes <<< "$S"
  for r in 1 2; do
    for sh in "${shapes[@]}"; do
      shape_args "$sh"
      for spec in "$@"; do
        IFS=: read -r l bin e extra <<< "$spec"
        bench_envs "$l" "$bin" "$e" -- $ns --batch $b --compute ${COMPUTE:-tc-split} $extra
      done
    done
  done > $OUT/rows.txt
  cat $OUT/hdr.txt $OUT/rows.txt
  echo "bench t=$(( $(date +%s) - t0 ))"
}

ab_multi() {
  local spec l bin e extra r
  for r in 1 2; do
    for spec in "$@"; do
      IFS=: read -r l bin e extra <<< "$spec"
      ALLROWS=1 BENCH_TIMEOUT=300 bench_envs "$l r$r" "$bin" "$e" -- --shapes "$S" --tcfft-only \
        --compute ${COMPUTE:-tc-split} $extra
    done
  done > $OUT/rows.txt
  cat $OUT/hdr.txt $OUT/rows.txt
  echo "bench t=$(( $(date +%s) - t0 ))"
}

gpu_shards() {
  local bin=${1:-tcfft_tests} i
  for i in 0 1 2 3 4 5; do
    GTEST_TOTAL_SHARDS=6 GTEST_SHARD_INDEX=$i timeout 280 $C/$bin > $OUT/gtest$i.log 2>&1 &
  done
  wait
  { for i in 0 1 2 3 4 5; do grep -E "^\[==========\]|^\[  PASSED|FAILED  \]|SKIPPED \] [0-9]" $OUT/gtest$i.log | tail -8; done
    echo "tests t=$(( $(date +%s) - t0 ))"; } | tee -a $OUT/summary.txt
}

issue_tables() {
  local bin=${1:-tcfft}
  bash tools/kernel_dev/issue3_table.sh $C/$bin
  echo "issue3 t=$(( $(date +%s) - t0 ))"
  COMPUTES=tc-split bash tools/kernel_dev/shapes_issue5.sh $C/$bin > /dev/null
  cat $OUT/shapes_issue5.txt
  echo "issue5 t=$(( $(date +%s) - t0 ))"
}

san_subsets() {
  local bin=${1:-tcfft_tests}
  { timeout 60 compute-sanitizer --tool memcheck --error-exitcode 9 $C/$bin --gtest_filter="$SAN" > $OUT/san_memcheck.log 2>&1
    echo "memcheck rc=$? t=$(( $(date +%s) - t0 )) filter $SAN"; tail -n 2 $OUT/san_memcheck.log
    timeout ${SANR_TIMEOUT:-180} compute-sanitizer --tool racecheck --error-exitcode 9 $C/$bin --gtest_filter="$SANR" > $OUT/san_racecheck.log 2>&1
    echo "racecheck rc=$? t=$(( $(date +%s) - t0 )) filter $SANR"; tail -n 3 $OUT/san_racecheck.log; } | tee -a $OUT/summary.txt
}

sustain_rows() {
  local bin=${2:-tcfft} sh smi shapes
  IFS=';' read -ra shapes <<< "$1"
  nvidia-smi --query-gpu=timestamp,clocks.sm,power.draw,temperature.gpu --format=csv -l 1 > $OUT/smi_log.txt 2>&1 &
  smi=$!
  for sh in "${shapes[@]}"; do
    shape_args "$sh"
    timeout 120 $C/$bin bench $ns --batch $b --compute tc-split --sustain-ms 2000 --quiet > $OUT/t.txt 2>&1
    grep -E "^(1D|2D|3D) " $OUT/t.txt | tail -1
  done | tee $OUT/sustain.txt
  kill $smi; rm -f $OUT/t.txt
}
