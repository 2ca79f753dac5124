#!/bin/bash
# v46 call 4 (NOTES.md v46): where the bulk-copy kernels (contiguous 16 / 64 / 256 / 1024) stop paying
# against the register-only kernels (TCFFT_X_BULK=0 in the carried variant build, -DTCFFT_X_ENV, not
# landed): TC_SPLIT and TC_FP16 rows from 2^16 to 2^24 points, `--tcfft-only`, two rounds, one process
# per knob setting and round; then percall (L2-hot, graph) for the same knob.
mkdir -p c && tar -C c -xJf build-xz/bins.tar.xz
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:$LD_LIBRARY_PATH
{ nvidia-smi --query-gpu=name,clocks.sm --format=csv; date -u; } | tee $OUT/smi.txt
S="16 x4096;16 x65536;16 x262144;16 x1048576;64 x1024;64 x4096;64 x16384;64 x65536;64 x262144;256 x256;256 x1024;256 x4096;256 x16384;256 x65536;1024 x64;1024 x256;1024 x1024;1024 x4096;1024 x16384"
for c in tc-split tc-fp16; do
  for r in 1 2; do
    for v in "X=0" "TCFFT_X_BULK=0"; do
      env $v ./c/tcfft bench --shapes "$S" --compute $c --tcfft-only --reps 30 --quiet 2>&1 | grep -E "^1D" | sed "s/^/$c r$r $v  /"
    done
  done
done | tee $OUT/bulk_sweep.txt
for v in "X=0" "TCFFT_X_BULK=0"; do echo "== $v"; env $v ./c/percall --compute tc-split | head -9; done | tee $OUT/percall_bulk.txt
