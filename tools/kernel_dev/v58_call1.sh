#!/bin/bash
# v58 call 1 (prepared in v57, no device time left then): every GPU test of HEAD (the capture fallback
# and GpuCapture.MultiKernelExecutionMatchesUncaptured have not run on a GPU yet), the sanitizer
# subsets with the capture tests, and the column-pass gate (tools/kernel_dev/colpass_gate.cu; its
# prediction in NOTES v57 "Next (v58)").
# Carried: build-xz/bins.tar.xz = {tcfft, tcfft_tests (HEAD), colpass_gate, libfftw3*.so.3}; build the
# gate with: nvcc -std=c++17 -O3 -gencode arch=compute_90,code=sm_90 -I src -I tools/kernel_dev \
#   tools/kernel_dev/colpass_gate.cu -o /tmp/pack/colpass_gate
mkdir -p build-dev-carry && tar -C build-dev-carry -xJf build-xz/bins.tar.xz
. "$(dirname "$0")/dev_lib.sh"
gpu_shards
SAN='GpuCapture.*:GpuProgrammaticLaunch.BackToBackExecutionsKeepStreamOrder:Cuda/GpuThreePass.*Split2_N2e18*:Cuda/GpuOracle.*/Split2_N2e20_fwd:GpuFusedPair.FourAndFive*:GpuPlanePass.*'
SANR='Shapes/GpuStaticOrder.*/n1024x1024_b1:GpuLean4096.ThresholdBatchForTheSanitizers:GpuFusedPair.FourAndFive*:Shapes/GpuStaticOrder.*/n64x64x64_b3'
SANR_TIMEOUT=120 san_subsets
timeout 120 $C/colpass_gate 64 2>&1 | tee $OUT/colpass_gate.txt
echo "gate rc=${PIPESTATUS[0]} t=$(( $(date +%s) - t0 ))"
(cd $OUT && cat gtest?.log > gtest.log && rm gtest?.log && tar -cJf logs.tar.xz *.log && rm -f *.log)
