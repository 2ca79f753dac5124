#!/bin/bash
# v19 second final call, from a git archive in .snap/: scripts/gpu-check (build, every test with the
# GPU, sanitizers, quick bench), then the GPU-vs-CPU cases again with gtest XML (the gpu_vs_cpu_rel_l2
# and perturbed_emulation_rel_l2 properties of every case: the TC_FP16 bound's margins). NOTES.md v19.
R=$OUT
mkdir -p $R/gc
OUT=$R/gc TCFFT_BENCH="--suite quick" timeout 360 scripts/gpu-check > $R/gpu-check.txt 2>&1
grep -E "\*\*\*Failed" $R/gc/ctest.log >> $R/gpu-check.txt
# keep the ctest log when a test failed (its output says why; 18:35 UTC lost one that way)
grep -q "tests failed" $R/gc/ctest.log && cp $R/gc/ctest.log $R/ctest-failed.log
(cd $R/gc && rm -f ctest.log build.log nvidia-smi.txt bench.err bench.csv bench.json sanitizer-*.log)
head -6 $R/gc/summary.txt
timeout 200 build-gpu/tests/tcfft_tests --gtest_filter='*GpuVsCpu*:*GpuThreePass*' --gtest_output=xml:$R/emu.xml > $R/emu.log 2>&1
echo "emu rc=$?"; grep -E "^\[  (PASSED|FAILED) " $R/emu.log
