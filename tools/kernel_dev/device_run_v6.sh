#!/bin/bash
# v6 device call (NOTES.md v6): radix-2 tails (n = 128, 512, 2048, 8192 in the staged register-tile
# kernels). 1D single-pass rows (tcfft bench, cuFFT FP32 in the same run) with the new default
# sequence and, where a forced radix reproduces it, the previous default (v3 kernels); the odd
# issue 5 shapes; the library's GPU tests; compute-sanitizer on the new cases (SAN=1).
# Expects build-dev-carry/{tcfft,tcfft_tests,libfftw3l.so.3} (carried).
OUT=${OUT:-out}; mkdir -p $OUT
C=build-dev-carry
export LD_LIBRARY_PATH=$PWD/$C:/usr/local/cuda/lib64:$LD_LIBRARY_PATH
export PATH=/usr/local/cuda/bin:$PATH
{ nvidia-smi --query-gpu=name,clocks.sm,clocks.mem,temperature.gpu,power.draw,memory.total --format=csv; date -u; } > $OUT/smi.txt 2>&1
cat $OUT/smi.txt
t0=$(date +%s)
[ -z "$SKIP_TESTS" ] && ( timeout 300 $C/tcfft_tests --gtest_filter="${GTEST:-Cuda/*:Gpu*}" > $OUT/gtest_gpu.log 2>&1; echo "gtest rc=$?" >> $OUT/gtest_gpu.log ) &
gp=$!
row() {  # label, bench args...
  local l=$1; shift
  timeout 60 $C/tcfft bench "$@" --reps 20 --quiet > $OUT/bench_tmp.txt 2>&1
  grep -E "^(1D|2D|3D) " $OUT/bench_tmp.txt | tail -1 | sed "s/^/$l  /"
}
if [ -z "$SKIP_PERF" ]; then
  {
    grep -m1 -E "^shape" $OUT/bench_tmp.txt 2>/dev/null
    for n in 128 512 2048 8192; do
      row "tc-split" --n $n --total 67108864 --compute tc-split
      case $n in 128) r=16;; 512) r=8;; 2048) r=16;; *) r="";; esac
      [ -n "$r" ] && row "tc-split-r$r(prev)" --n $n --total 67108864 --compute tc-split --radix $r
      row "tc-fp16" --n $n --total 67108864 --compute tc-fp16
      row "native" --n $n --total 67108864 --compute native
    done
  } > $OUT/perf1d.txt 2>&1
  echo "== perf1d t=$(( $(date +%s) - t0 ))"; cat $OUT/perf1d.txt
fi
[ -n "$gp" ] && wait $gp; echo "gtest done t=$(( $(date +%s) - t0 ))"
grep -E "^\[  (PASSED|FAILED) |^\[  FAILED|Failure|gtest rc|tests ran|Expected|Which is|bound" $OUT/gtest_gpu.log | head -40
if [ -n "$SAN" ]; then
  F='Cuda/GpuVsCpuEmulation.*N2e7_radix0:Cuda/GpuVsCpuEmulation.*N2e9_radix0:Cuda/GpuVsCpuEmulation.*N2e11_radix0:Cuda/GpuVsCpuEmulation.*N2e13_radix0:Cuda/GpuVsCpuEmulationLayouts.*'
  timeout 150 compute-sanitizer --tool memcheck --error-exitcode 9 $C/tcfft_tests --gtest_filter="$F" > $OUT/san_memcheck.log 2>&1; echo "memcheck rc=$?"
  timeout 150 compute-sanitizer --tool racecheck --error-exitcode 9 $C/tcfft_tests --gtest_filter="$F" > $OUT/san_racecheck.log 2>&1; echo "racecheck rc=$?"
  tail -n 2 $OUT/san_memcheck.log $OUT/san_racecheck.log
fi
if [ -z "$SKIP_SHAPES" ]; then
  SHAPES="${SHAPES:-32768 x2048;131072 x512;67108864 x1;8192 8192 x1;128 128 128 x64;512 512 512 x1}" \
    timeout 400 tools/kernel_dev/shapes_issue5.sh $C/tcfft > /dev/null 2>&1
  echo "== shapes t=$(( $(date +%s) - t0 ))"; cat $OUT/shapes_issue5.txt
fi
rm -f $OUT/bench_tmp.txt
echo "total t=$(( $(date +%s) - t0 ))"
