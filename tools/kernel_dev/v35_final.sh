#!/bin/bash
# v35 final call: scripts/gpu-check (build, every test with the GPU, sanitizers, quick bench) and
# the issue-3 table on the git archive in .snap, with a gpu-check limit of GC_LIMIT seconds
# (default 430; v19_final.sh's 340 s was too short on a cold H100), then tcfft_n (carried: the
# CLI before the session) against the archive's CLI on the 1024-point shapes, two rounds, and
# TC_FP16 1024 with tcfft_fp16u (its line also by one copy; a variant built here, if carried). Run from
# the repository root. NOTES.md v35.
R=${OUT:-out}; mkdir -p $R/gc $R/i3 build-dev-carry
tar -C build-dev-carry -xJf build-xz/bins.tar.xz
cd .snap
OUT=$R/gc TCFFT_BENCH="--suite quick" timeout ${GC_LIMIT:-430} scripts/gpu-check > $R/gpu-check.txt 2>&1
echo "gpu-check rc=$?" >> $R/gpu-check.txt
grep -E "\*\*\*Failed" $R/gc/ctest.log >> $R/gpu-check.txt
(cd $R/gc && rm -f ctest.log build.log nvidia-smi.txt bench.err bench.csv bench.json sanitizer-*.log)
head -8 $R/gc/summary.txt
OUT=$R/i3 timeout 150 ../tools/kernel_dev/issue3_table.sh build-gpu/bin/tcfft > /dev/null 2>&1
cd ..
cat $R/i3/issue3.txt | cut -c1-210
export LD_LIBRARY_PATH=$PWD/build-dev-carry:/usr/local/cuda/lib64:$LD_LIBRARY_PATH
for r in 1 2; do
  for sh in "--n 1024 --batch 65536 --compute tc-split" "--n 1024 --batch 4096 --compute tc-split" \
            "--n 1024 --batch 262144 --compute tc-split"; do
    for b in build-dev-carry/tcfft_n .snap/build-gpu/bin/tcfft; do
      timeout 60 $b bench $sh --reps 20 --quiet 2>&1 | grep -E "^(1D|2D|3D)" | tail -1 | sed "s|^|${b%%/*} $(echo $sh | awk '{print $NF}') |"
    done
  done
  for b in build-dev-carry/tcfft_n .snap/build-gpu/bin/tcfft build-dev-carry/tcfft_fp16u; do
    [ -x $b ] || continue
    timeout 60 $b bench --n 1024 --batch 65536 --compute tc-fp16 --reps 20 --quiet 2>&1 | grep -E "^1D" | tail -1 | sed "s|^|$(basename $b) fp16 |"
  done
done > $R/ab.txt
cut -c1-200 $R/ab.txt
for v in n fp16u; do
  [ -x build-dev-carry/outhash_$v ] || continue
  for sh in "1024 65536" "1024 3"; do
    for d in fwd inv; do echo "$v $(build-dev-carry/outhash_$v $sh fp16 $d 2>&1)"; done
  done
done > $R/hashes.txt
cut -c1-60 $R/hashes.txt
