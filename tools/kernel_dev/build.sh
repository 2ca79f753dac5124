#!/bin/bash
# Builds build-kdev/kernel_dev (run from the repository root). Usage: tools/kernel_dev/build.sh [extra nvcc flags]
set -e
B=${BDIR:-build-kdev}
mkdir -p $B
NVCC=${NVCC:-/usr/local/cuda/bin/nvcc}
FLAGS="-std=c++17 -O3 -gencode arch=compute_90,code=sm_90 -I src --expt-relaxed-constexpr $*"
srcs="src/cuda/kernels/common/pass_dispatch.cu src/cuda/kernels/stockham/native_kernels.cu src/cuda/kernels/tensorcore/tc_p1_kernels.cu src/cuda/kernels/tensorcore/tc_p2_kernels.cu src/cuda/kernels/tensorcore/tc_p3_kernels.cu src/cuda/kernels/regtile/rt_kernels.cu tools/kernel_dev/kernel_dev.cu"
pids=()
for s in $srcs; do
  o=$B/$(basename $s .cu).o
  $NVCC $FLAGS -Xptxas -v -c $s -o $o > $B/$(basename $s .cu).ptxas.log 2>&1 &
  pids+=($!)
  while [ $(jobs -r | wc -l) -ge ${JOBS:-2} ]; do sleep 0.5; done
done
fail=0
for p in ${pids[@]}; do wait $p || fail=1; done
if [ $fail = 1 ]; then grep -h -B2 -A5 error $B/*.ptxas.log | head -60; exit 1; fi
$NVCC $FLAGS $B/pass_dispatch.o $B/native_kernels.o $B/tc_p1_kernels.o $B/tc_p2_kernels.o $B/tc_p3_kernels.o $B/rt_kernels.o $B/kernel_dev.o -lcufft -o $B/kernel_dev
for f in $B/*_kernels.ptxas.log; do
  echo "== $f"; grep -A3 "Compiling entry" $f | grep -E "Compiling|spill|Used" | sed 's/ptxas info    : //'
done
